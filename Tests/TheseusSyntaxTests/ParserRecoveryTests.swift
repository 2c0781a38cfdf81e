import XCTest
@testable import TheseusSyntax

/// After a broken construct, the view that follows must still be understood: each test ends with a
/// `Marker` view and checks it is parsed as a call inside a `body`.
final class ParserRecoveryTests: XCTestCase {
    let marker = """

    struct After: View {
        var body: some View { MarkerView() }
    }
    """

    func assertMarkerFound(_ broken: String, file: StaticString = #filePath, line: UInt = #line) {
        let tree = parse(broken + marker, file: file, line: line)
        let calls = tree.all(.functionCallExpr).compactMap { id -> String? in
            guard let callee = tree.children(id).first else { return nil }
            return tree.name(callee)
        }
        XCTAssertTrue(calls.contains("MarkerView"), "MarkerView not found after:\n\(broken)", file: file, line: line)
        XCTAssertTrue(tree.names(.structDecl).contains("After"), "struct After not found", file: file, line: line)
    }

    func testUnbalancedOpeningBrace() {
        assertMarkerFound("struct Broken: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n    }\n}\n")
    }

    func testStrayClosingBraceAtTopLevel() {
        let tree = parse("}\n" + marker)
        XCTAssertEqual(tree.errorCount, 1)
        assertMarkerFound("}\n}\n")
    }

    func testUnterminatedStringOnItsLine() {
        assertMarkerFound("let s = \"never closed\nlet t = 1\n")
    }

    func testGarbageTokens() {
        assertMarkerFound("let = = = ;;; ) ] 'x' @@@ \u{01}\n")
        assertMarkerFound("func (((\n")
        assertMarkerFound("struct { var }\n")
    }

    func testBrokenMemberInsideType() {
        assertMarkerFound("struct S {\n    var x: = \n    func f( { }\n    ))) \n}\n")
    }

    func testUnterminatedStringAtEndOfFile() {
        let tree = parse(marker + "\nlet s = \"abc")
        XCTAssertTrue(tree.names(.structDecl).contains("After"))
        XCTAssertEqual(tree.all(.stringLiteralExpr).count, 1)
    }

    func testUnterminatedBlockCommentAtEndOfFile() {
        let tree = parse(marker + "\n/* never closed\n struct Hidden {}")
        XCTAssertEqual(tree.names(.structDecl), ["After"])
        XCTAssertTrue(tree.lexed.trivia.last!.unterminated)
    }

    func testHalfTypedModifierAtEndOfFile() {
        let tree = parse(marker + "\nlet v = Text(\"a\").padding(")
        XCTAssertTrue(tree.names(.structDecl).contains("After"))
        XCTAssertTrue(tree.names(.memberAccessExpr).contains("padding"))
        XCTAssertTrue(tree.hasErrors)
    }

    func testBrokenBodyInTheMiddleKeepsNextDeclaration() {
        assertMarkerFound("struct A: View {\n    var body: some View {\n        Text(\"a\").padding(\n    }\n}\n")
    }

    func testStrayIfConfigClauses() {
        assertMarkerFound("#endif\n#else\nfunc f() {\n#elseif X\n}\n")
    }

    /// Found by the mutation tests: removing the `)` that closes an interpolation used to make the
    /// parser take every later token of the file as part of that interpolation.
    func testInterpolationCutAtTheEndOfItsLine() {
        assertMarkerFound("let s = Text(\"\\(a) on \\(b, style: .date\")\n")
        let tree = parse("let s = \"\\(x\nlet after = 1\n")
        XCTAssertTrue(tree.names(.identifierPattern).contains("after"))
    }

    /// Found by the lint fuzz target: a file ending inside an accessor block's attribute.
    func testFileEndingAfterAnAttributeInAnAccessorBlock() {
        for source in ["var a: Int { @", "var a: Int { @x", "var a: Int { @x(", "var a: Int { mutating", "struct S { var a: Int { @inlinable"] {
            let tree = parse(source)
            XCTAssertTrue(tree.hasErrors, source)
        }
    }

    func testNestingLimitBecomesAnErrorNodeNotACrash() {
        let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let tree = parse("let x = \(deep)\n" + marker)
        XCTAssertTrue(tree.nodes.contains { $0.flags.contains(.nestingLimit) })
        XCTAssertTrue(tree.names(.structDecl).contains("After"))
    }
}
