import TheseusSyntax

extension StringProtocol {
    /// Whether `needle` occurs in this text, compared as UTF-8 bytes. Foundation's `contains(_:)` on
    /// strings goes through `NSString` (thousands of instructions a call on Linux); the summaries ask
    /// this for every property's type.
    func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            utf8.withContiguousStorageIfAvailable { TextSearch.contains($0, n) }
                ?? Array(utf8).withUnsafeBufferPointer { TextSearch.contains($0, n) }
        }
    }
}
