import XCTest

/// Compares rendered output with the expected text written in the test, and on a mismatch names the
/// first differing line (a whole-string diff of a SARIF log is unreadable).
func assertSnapshot(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
        let got = index < a.count ? String(a[index]) : "<end of output>"
        let want = index < e.count ? String(e[index]) : "<end of expected>"
        if got != want {
            XCTFail("output differs from the snapshot at line \(index + 1):\n  got:      \(got.debugDescription)\n  expected: \(want.debugDescription)\n--- full output ---\n\(actual)", file: file, line: line)
            return
        }
    }
    XCTFail("output differs from the snapshot", file: file, line: line)
}

/// Every Unicode scalar of `text` that is a control character other than line feed and tab, or that
/// `TerminalSafety` escapes.
func rawControlCharacters(in text: String, allowTab: Bool = true) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
        if scalar == "\n" { return false }
        if scalar == "\t" { return !allowTab }
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
