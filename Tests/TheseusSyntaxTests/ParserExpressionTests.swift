import XCTest
@testable import TheseusSyntax

final class ParserExpressionTests: XCTestCase {
    func testModifierChainIsNestedCallsOfMemberAccesses() {
        let tree = parse("Text(\"Hi\")\n    .padding(.horizontal, 8)\n    .foregroundStyle(.red)")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.functionCallExpr), [
            "Text(\"Hi\")\n    .padding(.horizontal, 8)\n    .foregroundStyle(.red)",
            "Text(\"Hi\")\n    .padding(.horizontal, 8)",
            "Text(\"Hi\")",
        ])
        XCTAssertEqual(tree.names(.memberAccessExpr), ["foregroundStyle", "padding", "horizontal", "red"])
        let implicit = tree.all(.memberAccessExpr).filter { tree[$0].flags.contains(.implicitMember) }
        XCTAssertEqual(implicit.map { tree.text($0) }, [".horizontal", ".red"])
    }

    func testTrailingAndMultipleTrailingClosures() {
        let tree = parse("Button { save() } label: { Text(\"Save\") }\nForEach(items, id: \\.id) { item in Row(item) }")
        XCTAssertFalse(tree.hasErrors)
        let args = tree.all(.labeledExpr)
        let trailing = args.filter { tree[$0].flags.contains(.trailingClosure) }
        XCTAssertEqual(trailing.map { tree.text($0) }, ["{ save() }", "label: { Text(\"Save\") }", "{ item in Row(item) }"])
        XCTAssertEqual(trailing.map { tree.name($0) ?? "_" }, ["_", "label", "_"])
        XCTAssertEqual(tree.texts(.closureSignature), ["item in"])
        XCTAssertEqual(tree.texts(.keyPathExpr), ["\\.id"])
    }

    func testLabelsAndArguments() {
        let tree = parse("f(a: 1, _: 2, 3, default: 4, in: x)")
        let labels = tree.all(.labeledExpr).map { tree.name($0) ?? "-" }
        XCTAssertEqual(labels, ["a", "_", "-", "default", "in"])
        XCTAssertFalse(tree.hasErrors)
    }

    func testOperatorsFoldByPrecedence() {
        let tree = parse("x = a + b * c ?? d ..< e && f || g")
        XCTAssertFalse(tree.hasErrors)
        // The root is the assignment; `*` binds tightest.
        let infix = tree.all(.infixOperatorExpr)
        XCTAssertEqual(infix.map { tree.tokenText(Int(tree[$0].mainToken)) }, ["=", "||", "&&", "??", "+", "*", "..<"])
        XCTAssertEqual(tree.text(infix[4]), "a + b * c")
        XCTAssertEqual(tree.text(infix[6]), "d ..< e")
    }

    func testTernaryCastsAndPrefixPostfix() {
        let tree = parse("let v = flag ? -x : y as? Int ?? 0\nlet w = !done && items.count > 0\nlet z = list[1...]")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.ternaryExpr), ["flag ? -x : y as? Int ?? 0"])
        XCTAssertEqual(tree.texts(.castExpr), ["y as? Int"])
        XCTAssertEqual(tree.texts(.prefixOperatorExpr), ["-x", "!done"])
        XCTAssertEqual(tree.texts(.postfixOperatorExpr), ["1..."])
    }

    func testLiteralsAndCollections() {
        let tree = parse(#"let a = [1, 2.5, "s", nil, true, /re+/]; let d = ["k": 1]; let e: [String: Int] = [:]; let t = (1, x: 2)"#)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.arrayExpr).count, 1)
        XCTAssertEqual(tree.texts(.dictionaryExpr), [#"["k": 1]"#, "[:]"])
        XCTAssertEqual(tree.all(.integerLiteralExpr).count, 4)
        XCTAssertEqual(tree.all(.floatLiteralExpr).count, 1)
        XCTAssertEqual(tree.all(.nilLiteralExpr).count, 1)
        XCTAssertEqual(tree.all(.booleanLiteralExpr).count, 1)
        XCTAssertEqual(tree.all(.regexLiteralExpr).count, 1)
        XCTAssertEqual(tree.texts(.tupleExpr), ["(1, x: 2)"])
    }

    func testStringInterpolationIsParsedAsExpressions() {
        let tree = parse(#"let s = "a \(user.name) b \(items.map { "\($0)" }.joined(separator: ", "))""#)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.stringLiteralExpr).count, 3)
        XCTAssertEqual(tree.names(.memberAccessExpr), ["name", "joined", "map"])
        XCTAssertEqual(tree.all(.closureExpr).count, 1)
    }

    func testKeyPaths() {
        let tree = parse(#"f(\.name, \Item.date, \.self, \.a?.b!.c, \.[0], \Self.x)"#)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.keyPathExpr), [#"\.name"#, #"\Item.date"#, #"\.self"#, #"\.a?.b!.c"#, #"\.[0]"#, #"\Self.x"#])
        XCTAssertEqual(tree.names(.keyPathComponent).filter { $0 != "<none>" }, ["name", "date", "self", "a", "?", "b", "!", "c", "x"])
    }

    func testClosuresWithSignatures() {
        let source = """
        let a = { [weak self, count = items.count] (x: Int, y) async throws -> Int in x }
        let b = { a, b in a < b }
        let c = { @MainActor in update() }
        let d = { $0 + 1 }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.closureSignature), ["[weak self, count = items.count] (x: Int, y) async throws -> Int in", "a, b in", "@MainActor in"])
        XCTAssertEqual(tree.names(.closureCapture), ["self", "count"])
        XCTAssertEqual(tree.all(.closureExpr).count, 4)
    }

    func testGenericSpecializationInExpressionsVersusComparison() {
        let tree = parse("let a = Array<Int>()\nlet b = x < y && y > z\nlet c = Binding<String>.constant(\"\")")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.genericSpecializationExpr), ["Array<Int>", "Binding<String>"])
        XCTAssertEqual(tree.all(.infixOperatorExpr).map { tree.tokenText(Int(tree[$0].mainToken)) }, ["&&", "<", ">"])
    }

    func testEffectsSelfSuperAndBindings() {
        let tree = parse("let x = try? await load()\nsuper.init()\nToggle(isOn: $model.isOn)\n_ = consume y")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.effectExpr), ["try? await load()", "await load()", "consume y"])
        XCTAssertEqual(tree.names(.identifierExpr).filter { $0.hasPrefix("$") || $0 == "super" }, ["super", "$model"])
        XCTAssertEqual(tree.all(.discardAssignmentExpr).count, 1)
    }

    func testMacroExpressionsAndIfSwitchExpressions() {
        let source = """
        let s = #selector(tap)
        let v = if flag { 1 } else { 2 }
        let w = switch kind { case .a: 1 default: 2 }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.macroExpansionExpr), ["#selector(tap)"])
        XCTAssertEqual(tree.all(.ifExpr).count, 1)
        XCTAssertEqual(tree.all(.switchCase).count, 2)
    }

    func testPostfixIfConfigSplitsAModifierChain() {
        let source = """
        Text("x")
            .padding()
        #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
        #else
            .frame(minWidth: 300)
        #endif
            .bold()
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.postfixIfConfigExpr).count, 1)
        XCTAssertEqual(tree.names(.memberAccessExpr).filter { !["inline"].contains($0) }, ["bold", "padding", "navigationBarTitleDisplayMode", "frame"])
        let outer = tree.all(.functionCallExpr)[0]
        XCTAssertEqual(tree.text(outer), source)
    }
}
