import Foundation
import XCTest
@testable import TheseusSyntax

/// Hostile inputs generated here (never committed as big files). Each must be lexed and parsed
/// without crashing, with a well-formed tree and a lossless token stream. Times are printed for the
/// record, not asserted: speed is measured by the benchmark.
final class PathologicalInputTests: XCTestCase {
    func run(_ name: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        let source = SourceFile(path: name, text: text)
        let start = Date()
        let tree = Parser.parse(source)
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "pathological %@: %.1f KB, %d tokens, %d nodes, %.3f s", name,
                     Double(source.count) / 1024, tree.tokens.count, tree.nodes.count, seconds))
        assertWellFormed(tree, file: file, line: line)
        XCTAssertEqual(tree.tokens.last?.kind, .endOfFile, file: file, line: line)
        XCTAssertEqual(Int(tree.tokens.last!.end), source.count, file: file, line: line)
        return tree
    }

    func testDeeplyNestedParentheses() {
        let tree = run("parens", "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + "\n")
        XCTAssertTrue(tree.nodes.contains { $0.flags.contains(.nestingLimit) })
    }

    func testTenMegabyteLine() {
        var text = "let s = ["
        text.reserveCapacity(10_000_100)
        while text.utf8.count < 10_000_000 { text += "foo(1), " }
        text += "]\n"
        let tree = run("long-line", text)
        XCTAssertEqual(tree.all(.arrayExpr).count, 1)
    }

    func testHundredThousandStatements() {
        var text = ""
        for i in 0..<100_000 { text += "x\(i) = \(i)\n" }
        let tree = run("statements", text)
        XCTAssertEqual(tree.children(tree.root).count, 100_000)
    }

    func testMillionBackslashesInAString() {
        let tree = run("backslashes", "let s = \"" + String(repeating: "\\\\", count: 500_000) + "\"\n")
        XCTAssertEqual(tree.all(.stringLiteralExpr).count, 1)
        XCTAssertFalse(tree.hasErrors)
    }

    func testInterpolationNestedFiveThousandDeep() {
        var s = "x"
        for _ in 0..<5_000 { s = "\"\\(" + s + ")\"" }
        let tree = run("interpolation", "let s = " + s + "\nlet after = 1\n")
        XCTAssertTrue(tree.names(.identifierPattern).contains("after"))
    }

    func testHundredThousandUnclosedStacks() {
        let tree = run("vstacks", String(repeating: "VStack {\n", count: 100_000))
        XCTAssertTrue(tree.hasErrors)
    }

    func testManyClosingGenericsAndOperators() {
        var text = ""
        for _ in 0..<20_000 { text += "let a: A<B<C>> = x >> y <<< z >>= w\n" }
        let tree = run("generics", text)
        XCTAssertEqual(tree.all(.genericArgumentClause).count, 40_000)
    }

    func testRandomBytesNeverCrash() {
        var rng = SplitMix(seed: 42)
        let pieces = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\\(", "#if", "#endif", "/", "/*", "*/", "//", "\n",
                      "struct", "var", "let", "func", "VStack", ".padding()", "#\"", "\"#", "`", "$0", "<", ">", "?", "!", ":", ",",
                      "if", "else", "case", "switch", "in", "@State", "ForEach", "id: \\.self", "0..<", "\u{0}", "\u{FF}"]
        for round in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 60) {
                if rng.next() % 4 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: rng.next()))
                } else {
                    bytes += Array(pieces[Int(rng.next() % UInt64(pieces.count))].utf8)
                    bytes.append(rng.next() % 3 == 0 ? 0x0A : 0x20)
                }
            }
            let tree = Parser.parse(SourceFile(path: "random-\(round)", bytes: bytes))
            assertWellFormed(tree)
        }
    }
}

/// A small deterministic generator for reproducible random inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
