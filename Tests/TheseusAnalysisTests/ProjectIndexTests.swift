import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

final class ProjectIndexTests: XCTestCase {
    func summary(_ path: String, _ code: String) -> FileSummary {
        FileSummary.build(Parser.parse(SourceFile(path: path, text: code)), path: path)
    }

    func lint(_ files: [(String, String)], jobs: Int = 2, rules: [any Rule]? = nil) -> [Finding] {
        let linter = Linter(rules: rules ?? RuleRegistry.all.map { $0.init(options: RuleOptions()) })
        let inputs = files.map { LintInput(path: $0.0, displayPath: $0.0, contents: Array($0.1.utf8)) }
        return LintSession(linter: linter, jobs: jobs).lint(inputs).findings
    }

    func testConformancesAddedByExtensionsInOtherFiles() {
        let index = ProjectIndex([
            summary("Pet.swift", "struct Pet { var id: UUID }"),
            summary("Pet+Identifiable.swift", "extension Pet: Identifiable, Hashable {}"),
            summary("Other.swift", "extension Pet: CustomStringConvertible { var description: String { \"\" } }"),
        ])
        XCTAssertEqual(index.conformances(of: "Pet"), ["Identifiable", "Hashable", "CustomStringConvertible"])
        XCTAssertEqual(index.declarations(of: "Pet").count, 3)
        XCTAssertNotNil(index.uniqueType(named: "Pet"))
    }

    func testNestedTypesAreIndexedByNameWithTheirQualifiedName() {
        let file = summary("Models.swift", """
        enum Store {
            struct Item: Identifiable { let id: Int; var title: String }
            static let pageSize = 20
        }
        """)
        let names = file.types.map(\.qualifiedName)
        XCTAssertEqual(names, ["Store", "Store.Item"])
        XCTAssertEqual(file.types[0].member("pageSize")?.integerValue, 20)
        XCTAssertTrue(file.types[1].conforms(to: "Identifiable"))
    }

    func testAmbiguousNamesStaySilent() {
        // Two unrelated `Row` types: which one a `ForEach` shows cannot be told, so no finding.
        let findings = lint([
            ("A.swift", "struct Row: Identifiable { let id: UUID; var uuid: UUID }"),
            ("B.swift", "struct Row { var name: String }"),
            ("V.swift", """
            struct Rows: View {
                let rows: [Row]
                var body: some View { ForEach(rows, id: \\.uuid) { Text($0.name) } }
            }
            """),
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions())])
        XCTAssertEqual(findings.map(\.ruleID), [])
        // With one `Row`, the same code is reported.
        let unambiguous = lint([
            ("A.swift", "struct Row: Identifiable { let id: UUID; var uuid: UUID }"),
            ("V.swift", """
            struct Rows: View {
                let rows: [Row]
                var body: some View { ForEach(rows, id: \\.uuid) { Text($0.name) } }
            }
            """),
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions())])
        XCTAssertEqual(unambiguous.map(\.ruleID), ["non_unique_id_key_path"])
    }

    func testElementTypeThroughAModelPropertyInAnotherFile() {
        let findings = lint([
            ("Model.swift", """
            struct Song: Identifiable { let id: Int; var title: String }
            final class Library: ObservableObject { @Published var songs: [Song] = [] }
            """),
            ("View.swift", """
            struct Songs: View {
                @StateObject private var library = Library()
                var body: some View {
                    List(library.songs.filter { !$0.title.isEmpty }, id: \\.title) { Text($0.title) }
                }
            }
            """),
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions(["names": .stringList([])]))])
        XCTAssertEqual(findings.map(\.message), ["`Song` is `Identifiable`, but this `List` keys it by `\\.title` instead of its `id`"])
    }

    func testStaticConstantsAnywhereInTheProjectAreConstant() {
        let files = [
            ("Layout.swift", "enum Layout { static let columns = 4 }"),
            ("Grid.swift", """
            struct Grid: View {
                var body: some View { HStack { ForEach(0..<Layout.columns) { Text("\\($0)") } } }
            }
            """),
        ]
        XCTAssertEqual(lint(files, rules: [NonConstantForEachRangeRule(options: RuleOptions())]).count, 0)
        XCTAssertEqual(lint([files[1]], rules: [NonConstantForEachRangeRule(options: RuleOptions())]).count, 1)
    }

    func testParallelAndSerialIndexGiveTheSameFindings() throws {
        let root = FixtureTests.fixturesFolder.path
        let files = SourceDiscovery().discover([root]).files
        let inputs = try files.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
        let serial = lint(inputs, jobs: 1)
        let parallel = lint(inputs, jobs: 4)
        XCTAssertFalse(serial.isEmpty)
        XCTAssertEqual(serial, parallel)
    }

    func testAFileIsLintedAgainOnlyWhenAnotherFileDefinesANameItLookedUp() {
        let linter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })
        let screen = """
        struct Screen: View {
            @State var on = false
            var body: some View { Text("a").if(on) { $0.bold() }.padding() }
        }
        """
        let helper = """
        extension View {
            @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """
        let tree = Parser.parse(SourceFile(path: "Screen.swift", text: screen))
        let screenSummary = FileSummary.build(tree, path: "Screen.swift")
        let alone = linter.lintWithoutProject(tree, path: "Screen.swift", summary: screenSummary)
        // Without the helper's file the call site is not known to be a conditional modifier…
        XCTAssertFalse(alone.findings.contains { $0.ruleID == "conditional_modifier_helper" })
        XCTAssertTrue(alone.lookups.contains(ProjectKey(.conditionalModifier, "if")))
        XCTAssertTrue(alone.lookups.contains(ProjectKey(.conditionalModifier, "padding")))
        // … so with it, the file is linted again, and not without it.
        let withHelper = ProjectDefiners([screenSummary, summary("Helpers.swift", helper)])
        XCTAssertTrue(withHelper.anyDefinedElsewhere(alone.lookups, than: 0))
        XCTAssertFalse(ProjectDefiners([screenSummary, summary("Other.swift", "struct Other {}")]).anyDefinedElsewhere(alone.lookups, than: 0))
        // A name only this file defines is not "elsewhere".
        XCTAssertFalse(ProjectDefiners([screenSummary]).anyDefinedElsewhere([ProjectKey(.type, "Screen")], than: 0))
        XCTAssertTrue(ProjectDefiners([screenSummary, screenSummary]).anyDefinedElsewhere([ProjectKey(.type, "Screen")], than: 0))
        // And the session reports the call site.
        XCTAssertEqual(lint([("Screen.swift", screen), ("Helpers.swift", helper)]).filter { $0.ruleID == "conditional_modifier_helper" }.map(\.path),
                       ["Helpers.swift", "Screen.swift"])
    }

    func testSummariesRoundTripThroughTheCacheEncoding() throws {
        let original = summary("S.swift", """
        struct Row: Identifiable { let id = UUID(); var title: String }
        extension View { @ViewBuilder func `if`(_ c: Bool, transform: (Self) -> some View) -> some View { if c { transform(self) } else { self } } }
        struct V: View { var rows: [Row] { [Row(title: "a")] }; var body: some View { List(rows) { Text($0.title) } } }
        """)
        let decoded = try JSONDecoder().decode(FileSummary.self, from: JSONEncoder().encode(original))
        XCTAssertEqual(decoded.semanticKey, original.semanticKey)
        XCTAssertEqual(decoded.conditionalModifiers.map(\.name), ["if"])
        XCTAssertEqual(decoded.rebuiltCollections.map(\.siteDescription), ["the computed property `rows`"])
    }
}
