import XCTest
@testable import TheseusReporting

final class TextReporterTests: XCTestCase {
    func caret(_ lineText: String, column: Int, endColumn: Int, endLine: Int = 1) -> String {
        let (_, pad, marks) = TextReporter.snippet(SourceLine(lineText), range: SourceRange(path: "A.swift", startLine: 1, startColumn: column, endLine: endLine, endColumn: endColumn))
        return pad + marks
    }

    func testTabsAreCopiedSoTheCaretLinesUp() {
        XCTAssertEqual(caret("\t\tfoo(bar)\n", column: 3, endColumn: 6), "\t\t^~~")
        XCTAssertEqual(caret("\t x\tAnyView(y)", column: 5, endColumn: 15), "\t  \t^~~~~~~~~~")
    }

    func testMultiByteAndWideCharacters() {
        // `é` is 2 bytes and 1 column; `名前` 6 bytes and 4 columns; `☕️` 6 bytes and 2 columns.
        XCTAssertEqual(caret("é = x\n", column: 6, endColumn: 7), "    ^")
        XCTAssertEqual(caret("let 名前 = UUID()\n", column: 5, endColumn: 11), "    ^~~~")
        XCTAssertEqual(caret("\"☕️\".id(x)", column: 9, endColumn: 14), "    ^~~~~")
    }

    func testMultiLineRangeIsUnderlinedToTheEndOfItsFirstLine() {
        XCTAssertEqual(caret("    if c {\n", column: 5, endColumn: 2, endLine: 4), "    ^~~~~~")
    }

    func testEmptyAndOutOfLineRangesGetOneCaret() {
        XCTAssertEqual(caret("abc\n", column: 2, endColumn: 2), " ^")
        XCTAssertEqual(caret("abc\n", column: 4, endColumn: 4), "   ^")
        XCTAssertEqual(caret("abc\n", column: 6, endColumn: 9), "     ^")
    }

    func testEscapedControlCharactersMoveTheCaret() {
        let (source, pad, marks) = TextReporter.snippet(SourceLine("a\u{1B}b ##[x]\r\n"), range: SourceRange(path: "A", startLine: 1, startColumn: 3, endLine: 1, endColumn: 4))
        XCTAssertEqual(source, "a\\u{1B}b ##\\u{5B}x]")
        XCTAssertEqual(pad + marks, "       ^")
    }

    func testColour() {
        let finding = ReportFixtures.finding("any_view", .error, "bad", path: "A.swift", line: 3, column: 2, endColumn: 4, lineText: " xy\n", help: "fix it")
        let report = LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0")
        let esc = "\u{1B}"
        XCTAssertEqual(TextReporter.render(report, options: ReportOptions(color: true)),
                       "A.swift:3:2: \(esc)[1;31merror:\(esc)[0m \(esc)[1mbad\(esc)[0m [any_view]\n"
                       + "\(esc)[1;34m3\(esc)[0m \(esc)[1;34m|\(esc)[0m  xy\n"
                       + "  \(esc)[1;34m|\(esc)[0m  \(esc)[1;31m^~\(esc)[0m\n"
                       + "  = \(esc)[1mconfidence:\(esc)[0m medium\n"
                       + "  = \(esc)[1mhelp:\(esc)[0m fix it\n")
        XCTAssertEqual(TextReporter.render(report, options: ReportOptions()),
                       "A.swift:3:2: error: bad [any_view]\n3 |  xy\n  |  ^~\n  = confidence: medium\n  = help: fix it\n")
    }

    /// A fix whose description quotes code over several lines prints those lines, not a literal `\n`.
    func testAMultiLineFixPreviewIsPrintedOverSeveralLines() {
        let fix = Fix("merge the branches into\nText(title)\n    .opacity(dim ? 0.3 : 1)", applicability: .safe, edits: [FixEdit(ByteRange(0, 1), "x")])
        let finding = ReportFixtures.finding("identity_splitting_branch", .warning, "m", path: "A.swift", line: 1, column: 1, endColumn: 1,
                                             lineText: "", fix: fix)
        let text = TextReporter.render(LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0"), options: ReportOptions())
        XCTAssertFalse(text.contains("\\n"), text)
        XCTAssertTrue(text.contains("= fix: merge the branches into\n         Text(title)\n             .opacity(dim ? 0.3 : 1) (`--fix` applies it)\n"), text)
        XCTAssertTrue(text.hasPrefix("A.swift:1:1: warning: [*] m [identity_splitting_branch]"), text)
    }

    func testFindingWithoutSourceLine() {
        let finding = ReportFixtures.finding("any_view", .info, "m", path: "A.swift", line: 1, column: 1, endColumn: 1, lineText: "")
        XCTAssertEqual(TextReporter.render(LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0"), options: ReportOptions()),
                       "A.swift:1:1: info: m [any_view]\n  = confidence: medium\n")
    }
}
