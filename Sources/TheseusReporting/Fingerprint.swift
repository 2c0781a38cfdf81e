/// Stable fingerprints for findings (SARIF `partialFingerprints`, GitLab `fingerprint`).
///
/// A fingerprint must survive edits elsewhere in the file, so it does not use line or column numbers. It
/// is the 64-bit FNV-1a hash, as 16 lower-case hex digits, of these fields, each followed by a NUL byte:
///
/// 1. `"theseus/v1"` (the scheme, so a future scheme never collides with this one),
/// 2. the rule id,
/// 3. the path as reported, without a leading `./`,
/// 4. the finding's source line with leading and trailing whitespace removed (re-indenting is no change),
/// 5. the message,
/// 6. the occurrence index: how many findings before this one in the same file (in report order: line,
///    column, rule id) have the same rule id, trimmed line and message, in decimal.
///
/// The occurrence index keeps identical findings on identical lines apart (GitLab shows only one issue
/// per fingerprint) while staying put when lines are inserted above. Swift's `Hasher` is seeded per
/// process and must not be used for this.
public enum Fingerprint {
    public static let scheme = "theseus/v1"

    /// FNV-1a, 64 bits, over `bytes`.
    public static func fnv1a64<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 16 lower-case hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint of NUL-separated fields.
    public static func hash(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        for field in fields {
            bytes.append(contentsOf: field.utf8)
            bytes.append(0)
        }
        return hex(fnv1a64(bytes))
    }

    /// The fingerprint of one finding, given its occurrence index.
    public static func fingerprint(ruleID: String, path: String, lineText: String, message: String, occurrence: Int) -> String {
        hash([scheme, ruleID, normalizedPath(path), trimmed(lineText), message, String(occurrence)])
    }

    /// One fingerprint per finding, in the order of `findings` (which need not be sorted).
    public static func fingerprints(for findings: [Finding]) -> [String] {
        let order = findings.indices.sorted { a, b in
            let fa = findings[a], fb = findings[b]
            if Finding.reportOrder(fa, fb) { return true }
            if Finding.reportOrder(fb, fa) { return false }
            return a < b
        }
        var seen: [String: Int] = [:]
        var result = [String](repeating: "", count: findings.count)
        for index in order {
            let finding = findings[index]
            let line = trimmed(finding.lineText)
            let key = [normalizedPath(finding.path), finding.ruleID, line, finding.message].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            result[index] = fingerprint(ruleID: finding.ruleID, path: finding.path, lineText: finding.lineText,
                                        message: finding.message, occurrence: occurrence)
        }
        return result
    }

    static func normalizedPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
