import Foundation
import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// Structural mutations of the fixtures (after swift-syntax's "remove each token" test): every
/// mutant is linted with every rule on, must not crash or produce a malformed finding, and findings
/// in top-level declarations away from the edit must survive it.
final class MutationTests: XCTestCase {
    let linter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })

    struct Original {
        let path: String
        let text: String
        let bytes: [UInt8]
        let tree: SyntaxTree
        let findings: [Finding]
        /// Byte ranges of the top-level declarations.
        let topLevel: [ByteRange]
    }

    func originals() throws -> [Original] {
        let root = FixtureTests.fixturesFolder.path
        return try SourceDiscovery().discover([root]).files.map { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let tree = Parser.parse(SourceFile(path: path, text: text))
            let findings = linter.lint(tree, path: path, project: nil)
            return Original(path: path, text: text, bytes: Array(text.utf8), tree: tree, findings: findings,
                            topLevel: tree.children(tree.root).map { tree.range($0) })
        }
    }

    /// Lints a mutant; checks every finding is well formed and that findings of `original` in
    /// top-level declarations that do not touch `edit` are still reported (same rule, same text).
    func check(_ original: Original, mutant bytes: [UInt8], edit: ByteRange, shift: Int, label: String) {
        let source = SourceFile(path: original.path, bytes: bytes)
        let findings = linter.lint(Parser.parse(source), path: original.path, project: nil)
        for finding in findings {
            if finding.byteRange.start < 0 || Int(finding.byteRange.end) > bytes.count || finding.range.startLine < 1 {
                XCTFail("\(label): malformed finding \(finding)")
                return
            }
        }
        let surviving = Set(findings.map { "\($0.ruleID) \($0.lineText.trimmingCharacters(in: .whitespaces))" })
        // Only declarations at least one declaration away from the edit: the neighbour may absorb a
        // missing brace.
        guard let editIndex = original.topLevel.firstIndex(where: { $0.contains(offset: Int(edit.start)) || $0.start >= edit.start }) else { return }
        for finding in original.findings where Self.isLocal(finding) {
            guard let index = original.topLevel.firstIndex(where: { $0.contains(offset: Int(finding.byteRange.start)) }),
                  abs(index - editIndex) >= 2 else { continue }
            let key = "\(finding.ruleID) \(finding.lineText.trimmingCharacters(in: .whitespaces))"
            if !surviving.contains(key) {
                XCTFail("\(label): lost \(key) (\(URL(fileURLWithPath: original.path).lastPathComponent):\(finding.range.startLine))")
                return
            }
        }
    }

    /// Findings that depend only on the declaration they are in. Others read types, constants, helpers
    /// or evidence declared elsewhere (a parent that passes a changing value, a model's mutations, the
    /// `ForEach` that reads a fresh `id`), and an edit there may rightly change them.
    static func isLocal(_ finding: Finding) -> Bool {
        switch finding.ruleID {
        case "print_changes", "non_private_state":
            return true
        case "inline_foreach_transform":
            // Data handed to a child: the child, declared elsewhere, shows it as rows.
            return !finding.message.contains("shows as rows")
        case "variable_views_per_row":
            // A row view's own `body`, declared elsewhere, can make the count vary.
            return !finding.message.contains("whose `body`")
        case "unstable_view_id":
            // `.id(UUID())` depends on whether the view's type holds state, declared elsewhere.
            return !finding.message.hasPrefix("`.id`")
        default:
            return false
        }
    }

    func testRemovingEachToken() throws {
        for original in try originals() {
            let tokens = original.tree.tokens.dropLast()
            // Every token of small files, a spread of tokens of large ones: a bounded number of lints.
            let stride = max(1, tokens.count / 120)
            for index in Swift.stride(from: 0, to: tokens.count, by: stride) {
                let t = tokens[tokens.startIndex + index]
                var bytes = original.bytes
                bytes.removeSubrange(Int(t.start) ..< Int(t.end))
                check(original, mutant: bytes, edit: t.range, shift: -t.count, label: "remove token \(index) `\(original.tree.source.text(t.range))`")
            }
        }
    }

    func testTruncatingAtEachLine() throws {
        for original in try originals() {
            let starts = original.tree.source.lineStarts
            let stride = max(1, starts.count / 50)
            for start in Swift.stride(from: 1, to: starts.count, by: stride).map({ starts[$0] }) {
                let bytes = Array(original.bytes[..<Int(start)])
                let source = SourceFile(path: original.path, bytes: bytes)
                let findings = linter.lint(Parser.parse(source), path: original.path, project: nil)
                // Every finding of the declarations that end before the cut is still there.
                let kept = Set(findings.map { "\($0.ruleID)@\($0.byteRange.start)" })
                for finding in original.findings where Self.isLocal(finding) {
                    guard let declaration = original.topLevel.first(where: { $0.contains(offset: Int(finding.byteRange.start)) }),
                          declaration.end < start else { continue }
                    XCTAssertTrue(kept.contains("\(finding.ruleID)@\(finding.byteRange.start)"),
                                  "truncated at byte \(start): lost \(finding.ruleID) at line \(finding.range.startLine)")
                }
            }
        }
    }

    func testDuplicatingEachLine() throws {
        for original in try originals() {
            let source = original.tree.source
            let lines = source.lineCount
            let stride = max(1, lines / 40)
            for line in Swift.stride(from: 1, through: lines, by: stride) {
                let range = source.lineRange(line)
                var bytes = original.bytes
                let copy = Array(original.bytes[Int(range.start) ..< Int(range.end)]) + [0x0A]
                bytes.insert(contentsOf: copy, at: Int(range.start))
                check(original, mutant: bytes, edit: range, shift: copy.count, label: "duplicate line \(line)")
            }
        }
    }
}
