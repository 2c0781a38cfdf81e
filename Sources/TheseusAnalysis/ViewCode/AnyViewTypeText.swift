/// Type text that names the existential view type: `any View` (or its compact spelling `anyView`), not a
/// word that merely ends so (`companyView`).
enum AnyViewTypeText {
    static func mentionsExistentialView(_ text: String) -> Bool {
        let compact = text.contains(" ") ? text.replacingOccurrences(of: " ", with: "") : text
        var rest = Substring(compact)
        while let range = rest.range(of: "anyView") {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false), !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
