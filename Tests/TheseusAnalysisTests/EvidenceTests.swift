import Foundation
import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// A finding claims only what its evidence shows, and each piece of evidence points at code that says
/// what it claims: checked over every finding of `Fixtures/` and of every rule's triggering examples.
final class EvidenceTests: XCTestCase {
    /// The findings of a project, with the text of each of its files.
    struct Linted {
        var findings: [Finding]
        var sources: [String: SourceFile]
    }

    static func lint(_ files: [(path: String, code: String)], rules: [any Rule]) -> Linted {
        let inputs = files.map { LintInput(path: $0.path, displayPath: $0.path, contents: Array($0.code.utf8)) }
        let findings = LintSession(linter: Linter(rules: rules), jobs: 1).lint(inputs).findings
        var sources: [String: SourceFile] = [:]
        for file in files { sources[file.path] = SourceFile(path: file.path, text: file.code) }
        return Linted(findings: findings, sources: sources)
    }

    func testEveryFixtureFindingsEvidencePointsAtWhatItClaims() throws {
        let root = FixtureTests.fixturesFolder.path
        let files = try SourceDiscovery().discover([root]).files.map { path in
            (path: String(path.dropFirst(root.count + 1)), code: try String(contentsOfFile: path, encoding: .utf8))
        }
        // The projects as `FixtureTests` lints them: every app folder of `Apps/` on its own, the rest together.
        let rules = RuleRegistry.all.map { $0.init(options: RuleOptions()) }
        func appFolder(_ path: String) -> String? {
            let parts = path.split(separator: "/")
            return parts.count > 2 && parts[0] == "Apps" ? String(parts[1]) : nil
        }
        var linted = Self.lint(files.filter { appFolder($0.path) == nil }, rules: rules)
        for (_, app) in Dictionary(grouping: files.filter { appFolder($0.path) != nil }, by: { appFolder($0.path)! }).sorted(by: { $0.key < $1.key }) {
            let part = Self.lint(app, rules: rules)
            linted.findings += part.findings
            linted.sources.merge(part.sources) { a, _ in a }
        }
        XCTAssertGreaterThan(linted.findings.filter { !$0.evidence.isEmpty }.count, 20)
        XCTAssertTrue(linted.findings.contains { $0.confidence == .high })
        XCTAssertTrue(linted.findings.contains { $0.confidence == .medium })
        check(linted, label: "Fixtures")
    }

    /// The headline names only the differences the arms have: `Button(action: act) { … }` passes its
    /// action by name, and the closure that differs is the label, not the action.
    func testASplitNamesTheDifferencesTheArmsHave() {
        let code = """
        struct Pill: View {
            let isProminent: Bool
            let action: () -> Void
            var body: some View {
                if isProminent {
                    Button(action: action) { Text("Go") }.buttonStyle(.borderedProminent)
                } else {
                    Button(action: action) { Text("Go").bold() }.buttonStyle(.bordered)
                }
            }
        }
        """
        let linted = Self.lint([("Pill.swift", code)], rules: [IdentitySplittingBranchRule(options: RuleOptions())])
        XCTAssertEqual(linted.findings.count, 1)
        let message = linted.findings.first?.message ?? ""
        XCTAssertTrue(message.contains("different content and different modifiers (`buttonStyle`)"), message)
        XCTAssertFalse(message.contains("different actions"), message)
    }

    /// A write in a layout callback (`.onGeometryChange(…) { … } action: { height = $0 }`) is not the
    /// user changing the value, though its closure is labelled `action:`.
    func testALayoutCallbackIsNotTheUserChangingAValue() {
        let code = """
        struct Bar: View {
            @State private var height: CGFloat = 0
            var body: some View {
                VStack {
                    if height > 100 { Text("Tall").bold() } else { Text("Tall") }
                    Color.clear.onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
                }
            }
        }
        """
        let linted = Self.lint([("Bar.swift", code)], rules: [IdentitySplittingBranchRule(options: RuleOptions())])
        XCTAssertEqual(linted.findings.count, 1)
        XCTAssertFalse(linted.findings.flatMap(\.evidence).contains { $0.kind == .userChanges },
                       "\(linted.findings.flatMap(\.evidence).map(\.text))")
    }

    func testEveryTriggeringExamplesEvidencePointsAtWhatItClaims() throws {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.triggering.enumerated() {
                let options = try example.configuration.map { try Configuration.ruleOptions($0, for: rule.description) } ?? RuleOptions()
                let files = ([("Example.swift", example.code)] + example.otherFiles.map { ($0.path, $0.code) })
                    .map { (path: $0.0, code: RuleExampleTests.stripMarkers($0.1).0) }
                var rules: [any Rule] = [rule.init(options: options)]
                if rule == UnusedSuppressionRule.self { rules.append(UnstableViewIDRule(options: RuleOptions())) }
                let linted = Self.lint(files, rules: rules)
                check(linted, label: "\(rule.description.id) triggering #\(index + 1)")
                // The confidence the example promises.
                if let confidence = example.confidence {
                    for finding in linted.findings where finding.ruleID == rule.description.id {
                        XCTAssertEqual(finding.confidence, confidence,
                                       "\(rule.description.id) triggering #\(index + 1): \(finding.message)")
                    }
                }
            }
        }
    }

    /// Each finding's message ends with what its evidence says, and each item's place shows it.
    func check(_ linted: Linted, label: String, file: StaticString = #filePath, line: UInt = #line) {
        for finding in linted.findings {
            let place = "\(label): \(finding.path):\(finding.range.startLine) \(finding.ruleID)"
            // An unused suppression is certain from the comment alone.
            if finding.ruleID != UnusedSuppressionRule.description.id {
                XCTAssertEqual(finding.confidence, Confidence(evidence: finding.evidence), "\(place): confidence from the evidence",
                               file: file, line: line)
            }
            var clauses: [String] = []
            for item in finding.evidence where !clauses.contains(item.text) { clauses.append(item.text) }
            if !clauses.isEmpty {
                XCTAssertTrue(finding.message.hasSuffix("(" + clauses.joined(separator: "; ") + ")"),
                              "\(place): the message is not rendered from its evidence: \(finding.message)", file: file, line: line)
            }
            for item in finding.evidence {
                guard let source = linted.sources[item.range.path] else {
                    XCTFail("\(place): evidence in a file that was not linted: \(item.range.path)", file: file, line: line)
                    continue
                }
                guard item.range.startLine >= 1, item.range.endLine >= item.range.startLine,
                      item.range.endLine <= source.lineCount else {
                    XCTFail("\(place): evidence outside its file: \(item.range)", file: file, line: line)
                    continue
                }
                let cited = (item.range.startLine ... item.range.endLine).map { source.text(source.lineRange($0)) }.joined()
                let context = cited + " " + Self.enclosingTypeNames(of: item.range, in: source).joined(separator: " ")
                for name in Self.namesClaimed(item.text) where !context.contains(name) {
                    XCTFail("\(place): evidence `\(item.kind.rawValue)` says \"\(item.text)\" but \(item.range.path):\(item.range.startLine) does not show `\(name)`: \(cited)",
                            file: file, line: line)
                }
                XCTAssertTrue(Self.shows(item.kind, cited),
                              "\(place): evidence `\(item.kind.rawValue)` (\"\(item.text)\") points at code that does not show it: \(item.range.path):\(item.range.startLine): \(cited)",
                              file: file, line: line)
            }
        }
    }

    /// The identifiers an evidence text names in code spans (`model.isOn` names `model` and `isOn`).
    static func namesClaimed(_ text: String) -> [String] {
        var names: [String] = []
        let spans = text.split(separator: "`", omittingEmptySubsequences: false)
        for (index, span) in spans.enumerated() where index % 2 == 1 {
            let words = span.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            names += words.filter { $0.first?.isLetter == true || $0.first == "_" }
        }
        return names
    }

    /// The names of the types whose declarations enclose a range (`PawView` for its `@State` property).
    static func enclosingTypeNames(of range: SourceRange, in source: SourceFile) -> [String] {
        let tree = Parser.parse(source)
        let start = Int(source.lineRange(range.startLine).start) + max(0, range.startColumn - 1)
        var names: [String] = []
        for index in tree.nodes.indices where tree.nodes[index].kind.isTypeDeclaration {
            let node = NodeID(index)
            if tree.range(node).contains(ByteRange(start, start)), let name = tree.name(node) { names.append(name) }
        }
        return names
    }

    /// Whether the cited code shows what an evidence kind claims.
    static func shows(_ kind: Evidence.Kind, _ code: String) -> Bool {
        func any(_ words: [String]) -> Bool { words.contains { code.contains($0) } }
        let stateWrappers = ["@State", "@Binding", "@FocusState", "@GestureState", "@AppStorage", "@SceneStorage", "@Query",
                             "@FetchRequest", "@SectionedFetchRequest", "@Published", "@AccessibilityFocusState", "@Shared", "@Default"]
        switch kind {
        case .rowsMove:
            return any(["insert", "remove", "move", "sort", "shuffle", "reverse", "swapAt", "onDelete", "onMove", "onInsert", "filter", "="])
        case .holdsState:
            return any(["@State", "@StateObject", "@FocusState", "@GestureState", "@SceneStorage", "@AccessibilityFocusState"]
                       + BranchSplit.statefulPrimitives.keys)
        case .userChanges:
            return any(["$", "=", "toggle", "append", "insert", "remove", "(", "+=", "-="])
        case .bodyUpdates, .state:
            return any(stateWrappers + ["@ObservedObject", "@StateObject", "@EnvironmentObject", "@Bindable", "@Environment"])
        case .model:
            return any(["var ", "let ", "@Published", "@ObservedObject", "@StateObject", "@EnvironmentObject", "@Bindable", "WithViewStore", "func "])
        case .input:
            return any(["let ", "var "])
        case .passedBy, .rebuilt, .sameView, .work:
            return any(["(", "[", "="])
        case .environment:
            return any(["@Environment", "GeometryReader"])
        case .freshValue:
            return any(["UUID", "Date", "random", "now"])
        case .identifiedBy:
            return any(["ForEach", "List", "Table", "OutlineGroup", "sheet", "alert", "item:"])
        case .helper:
            return any([".", "func "])
        case .identifier:
            return any(["id"])
        }
    }
}
