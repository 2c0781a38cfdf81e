import XCTest
@testable import TheseusAnalysis
import TheseusSyntax

/// Where code runs decides whether it is linted: test code and documentation snippets never run in the
/// app, widget views are snapshots (rules about changes while shown do not apply), and views built only
/// by their own file's previews are never shown in the app.
final class RunContextTests: XCTestCase {
    /// A bug reported wherever it runs: a fresh `id`, read by a `List`.
    static let unstableID = """
    import SwiftUI
    struct Pet: Identifiable {
        var name: String
        var id: UUID { UUID() }
    }
    struct Pets: View {
        let pets: [Pet]
        var body: some View { List(pets) { Text($0.name) } }
    }
    """

    /// The rules that report, with the default rule set and `unstable_identifiable_id` (opt-in).
    func lint(_ source: String, path: String, lintsTestCode: Bool = false) -> [String] {
        let defaults = RuleRegistry.all.filter { $0.description.enabledByDefault || $0 == UnstableIdentifiableIDRule.self }
        let linter = Linter(rules: defaults.map { $0.init(options: RuleOptions()) }, lintsTestCode: lintsTestCode)
        return linter.lint(source: source, path: path).map(\.ruleID)
    }

    func testAppCodeIsLinted() {
        XCTAssertEqual(lint(Self.unstableID, path: "App/Pet.swift"), ["unstable_identifiable_id"])
        // A file name that merely mentions tests is still app code.
        XCTAssertEqual(lint(Self.unstableID, path: "App/TestsScreen.swift"), ["unstable_identifiable_id"])
    }

    func testTestFoldersAndTestFrameworksAreSkippedUnlessAskedFor() {
        XCTAssertEqual(lint(Self.unstableID, path: "AppTests/PetTests.swift"), [])
        XCTAssertEqual(lint(Self.unstableID, path: "Tests/Pets/Pet.swift"), [])
        XCTAssertEqual(lint("import XCTest\n" + Self.unstableID, path: "App/Pet.swift"), [])
        XCTAssertEqual(lint("#if DEBUG\n@testable import Testing\n#endif\n" + Self.unstableID, path: "App/Pet.swift"), [])
        XCTAssertEqual(lint(Self.unstableID, path: "AppTests/PetTests.swift", lintsTestCode: true), ["unstable_identifiable_id"])
    }

    func testDocCSnippetsAreSkipped() {
        XCTAssertEqual(lint(Self.unstableID, path: "Sources/Lib/Documentation.docc/Tutorials/step-01.swift"), [])
        XCTAssertTrue(RunContext.isTestPath("Guide.docc/Resources/code.swift"))
        XCTAssertFalse(RunContext.isTestPath("Sources/docc.swift"))
        // A fixture package under a repository's `Tests/`: its own `Sources/` is app code.
        XCTAssertFalse(RunContext.isTestPath("/repo/Tests/PluginFixture/Sources/Rows/RowList.swift"))
        XCTAssertTrue(RunContext.isTestPath("/repo/Tests/PluginFixture/Tests/RowsTests/RowListTests.swift"))
        XCTAssertTrue(RunContext.isTestPath("/repo/Sources/App/UITests/Screens.swift"))
    }

    /// The byte-range split of the path answers as splitting the String into components would.
    func testPathChecksAgreeWithSplittingTheString() {
        func folders(_ path: String) -> [String] { Array(path.split(separator: "/").dropLast()).map(String.init) }
        func isTest(_ path: String) -> Bool {
            var parts = folders(path)
            if let sources = parts.lastIndex(of: "Sources") { parts = Array(parts[(sources + 1)...]) }
            return parts.contains { $0.utf8.reversed().starts(with: "Tests".utf8.reversed()) || $0.utf8.reversed().starts(with: ".docc".utf8.reversed()) }
        }
        func isWidget(_ path: String) -> Bool { folders(path).contains { $0.utf8.count >= 6 && TextSearchProbe.contains($0, "Widget") } }
        let pieces = ["", "/", "//", "Tests", "AppTests", "Sources", "Widget", "MyWidgets", "a.docc", "docc", "Tes", "x.swift",
                      "Écran", "Widge", "TestsX", "ests"]
        var paths: [String] = []
        for a in pieces { for b in pieces { for c in pieces { paths.append(a + "/" + b + "/" + c); paths.append(a + b + "/" + c) } } }
        paths += ["", "/", "a/", "a//", "/a", "Widget/", "Tests/", "Sources/Tests/", "Tests/Sources/a.swift"]
        for path in paths {
            XCTAssertEqual(RunContext.isTestPath(path), isTest(path), path)
            XCTAssertEqual(RunContext.isWidgetPath(path), isWidget(path), path)
        }
    }

    func testWidgetFilesSkipRulesAboutViewsThatChangeWhileShown() {
        // A row `AnyView` in a widget: the widget is a snapshot, `List` counts nothing while it is shown.
        let rows = """
        import SwiftUI
        struct Entries: View {
            let entries: [Entry]
            var body: some View {
                List(entries) { entry in AnyView(Text(entry.title)) }
            }
        }
        """
        XCTAssertEqual(lint(rows, path: "App/Entries.swift"), ["any_view"])
        XCTAssertEqual(lint(rows, path: "StatusWidget/Entries.swift"), [])
        XCTAssertEqual(lint("import WidgetKit\n" + rows, path: "App/Entries.swift"), [])
        // Rules about values, not about changes on screen, still apply in widgets.
        XCTAssertEqual(lint("import WidgetKit\n" + Self.unstableID, path: "App/Pet.swift"), ["unstable_identifiable_id"])
    }

    func testWidgetFilesSkipLifetimeRules() {
        // A widget's view is rendered once per timeline entry: no `@State` or object is kept between renders,
        // so an object made in `body` or state seeded from an input loses nothing.
        let entryView = """
        import SwiftUI
        final class Clock: ObservableObject {
            @Published var now = Date()
            func tick() { now = Date() }
        }
        struct DayLabel: View {
            @State var day: Int
            var body: some View { Text("\\(day)") }
        }
        struct DayEntryView: View {
            let entry: DayEntry
            var body: some View {
                DayLabel(day: entry.day)
                    .environmentObject(Clock())
            }
        }
        final class Timeline: ObservableObject {
            @Published var entry = DayEntry(day: 1)
            func next() { entry = DayEntry(day: entry.day + 1) }
        }
        struct DayEntry { var day: Int }
        struct Host: View {
            @StateObject private var timeline = Timeline()
            var body: some View { DayEntryView(entry: timeline.entry) }
        }
        """
        XCTAssertEqual(Set(lint(entryView, path: "App/DayEntryView.swift")), ["inline_environment_object", "state_from_parameter"])
        XCTAssertEqual(lint(entryView, path: "DailyWidget/DayEntryView.swift"), [])
    }

    func testViewsBuiltOnlyByTheirOwnPreviewsAreSkipped() {
        let list = """
        import SwiftUI
        struct ScratchList: View {
            @State private var items = [1, 2, 3]
            var body: some View {
                List {
                    ForEach(items.indices, id: \\.self) { Text("\\(items[$0])") }
                        .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        #Preview { ScratchList() }
        """
        // Without the app in view, the view its preview builds is the view being previewed: other code
        // shows it (the file is linted alone, in an editor or at commit).
        XCTAssertEqual(lint(list, path: "App/ScratchList.swift"), ["index_based_identity"])
        // With the whole app in view and nothing else building it: never shown.
        let app = "\n@main struct Scratch: App { var body: some Scene { WindowGroup { Text(\"\") } } }\n"
        XCTAssertEqual(lint(list + app, path: "App/ScratchList.swift"), [])
        // A wrapper that hosts another view of the project, built only by previews: the preview's, app or not.
        let wrapper = list.replacingOccurrences(of: "Text(\"\\(items[$0])\")", with: "Cell(value: items[$0])")
            + "\nstruct Cell: View { let value: Int; var body: some View { Text(\"\\(value)\") } }\n"
        XCTAssertEqual(lint(wrapper, path: "App/ScratchList.swift"), [])
        // Built by the app as well: linted.
        let shown = list + "\nstruct Screen: View { var body: some View { ScratchList() } }\n"
        XCTAssertEqual(lint(shown, path: "App/ScratchList.swift"), ["index_based_identity"])
        // A public view may be built by another module.
        XCTAssertEqual(lint(list.replacingOccurrences(of: "struct ScratchList", with: "public struct ScratchList"), path: "App/ScratchList.swift"),
                       ["index_based_identity"])
    }

    func testHelpersOfAViewThatNothingCallsAreSkippedInAWholeApp() {
        let screen = """
        import SwiftUI
        struct Notes: View {
            @State private var notes = ["a", "b"]
            var body: some View { List { rows } }
            var rows: some View {
                ForEach(notes.indices, id: \\.self) { Text(notes[$0]) }.onDelete { notes.remove(atOffsets: $0) }
            }
            func oldRows() -> some View {
                ForEach(notes.indices, id: \\.self) { Text(notes[$0]) }
            }
        }
        @main struct NotesApp: App { var body: some Scene { WindowGroup { Notes() } } }
        """
        // The whole app in view (its index): `rows` is used by `body`; `oldRows()` is spelled only where
        // it is declared: dead code.
        func lintApp(_ source: String) -> Int {
            let tree = Parser.parse(SourceFile(path: "App/Notes.swift", text: source))
            let summary = FileSummary.build(tree, path: "App/Notes.swift")
            let defaults = RuleRegistry.all.filter { $0.description.enabledByDefault }
            return Linter(rules: defaults.map { $0.init(options: RuleOptions()) })
                .lint(tree, path: "App/Notes.swift", summary: summary, project: ProjectIndex([summary])).count
        }
        XCTAssertEqual(lintApp(screen), 1)
        // Called somewhere (here, by a button's action): it runs.
        let called = screen.replacingOccurrences(of: "var body: some View { List { rows } }",
                                                 with: "var body: some View { List { rows; oldRows() } }")
        XCTAssertEqual(lintApp(called), 2)
        // Without the app in view, another file may call it.
        let alone = screen.replacingOccurrences(of: "@main struct NotesApp: App { var body: some Scene { WindowGroup { Notes() } } }", with: "")
        XCTAssertEqual(lintApp(alone), 2)
        XCTAssertEqual(lint(screen, path: "App/Notes.swift").count, 2)
        // A free function that nothing calls is dead too; called, it runs.
        let free = "\nfunc legacyRows(_ notes: [String]) -> some View { ForEach(notes.indices, id: \\.self) { Text(notes[$0]) } }\n"
        XCTAssertEqual(lintApp(screen + free), 1)
        XCTAssertEqual(lintApp(screen.replacingOccurrences(of: "List { rows }", with: "List { rows; legacyRows(notes) }") + free), 2)
    }

    func testEvidenceInCodeThatNothingCallsIsDropped() {
        let source = """
        import SwiftUI
        struct NoteList: View {
            @Binding var notes: [String]
            var body: some View { List { ForEach(notes.indices, id: \\.self) { Text(notes[$0]) } } }
            private func move(from source: IndexSet, to destination: Int) { notes.move(fromOffsets: source, toOffset: destination) }
        }
        struct Root: View {
            @State private var notes = ["a"]
            var body: some View { NoteList(notes: $notes) }
        }
        @main struct NotesApp: App { var body: some Scene { WindowGroup { Root() } } }
        """
        func findings(_ source: String) -> [Finding] {
            let tree = Parser.parse(SourceFile(path: "App/Notes.swift", text: source))
            let summary = FileSummary.build(tree, path: "App/Notes.swift")
            let defaults = RuleRegistry.all.filter { $0.description.enabledByDefault }
            return Linter(rules: defaults.map { $0.init(options: RuleOptions()) })
                .lint(tree, path: "App/Notes.swift", summary: summary, project: ProjectIndex([summary]))
        }
        // `move(from:to:)` is never called: the reorder it would do is no evidence.
        let dead = findings(source)
        XCTAssertEqual(dead.map(\.ruleID), ["index_based_identity"])
        XCTAssertEqual(dead.first?.confidence, .medium)
        XCTAssertFalse(dead.first?.message.contains("reorders") ?? true)
        XCTAssertFalse(dead.first?.evidence.contains { $0.kind == .rowsMove } ?? true)
        // Called by `.onMove`: the rows do move.
        let live = findings(source.replacingOccurrences(of: "{ Text(notes[$0]) } }", with: "{ Text(notes[$0]) }.onMove(perform: move) }"))
        XCTAssertEqual(live.first?.confidence, .high)
    }
}

/// A plain substring search on the UTF-8 bytes, for comparing with the checks above.
enum TextSearchProbe {
    static func contains(_ text: String, _ needle: String) -> Bool {
        let t = Array(text.utf8), n = Array(needle.utf8)
        guard t.count >= n.count else { return false }
        return (0...(t.count - n.count)).contains { Array(t[$0 ..< $0 + n.count]) == n }
    }
}

/// An app's screen that imports WidgetKit only to reload the widgets is the app's code; a file that
/// declares or renders a widget is a widget's.
final class WidgetFileTests: XCTestCase {
    func context(_ source: String, path: String = "App/Settings.swift") -> RunContext {
        RunContext(tree: Parser.parse(SourceFile(path: path, text: source)), path: path)
    }

    func testImportingWidgetKitToReloadTimelinesIsAppCode() {
        let settings = """
        import SwiftUI
        import WidgetKit
        struct Settings: View {
            @State private var unit = "C"
            var body: some View {
                Button("Fahrenheit") { unit = "F"; WidgetCenter.shared.reloadAllTimelines() }
                    .id(UUID())
            }
        }
        """
        XCTAssertFalse(context(settings).isWidgetFile)
        let linter = Linter(rules: RuleRegistry.all.filter { $0.description.enabledByDefault }.map { $0.init(options: RuleOptions()) })
        XCTAssertEqual(linter.lint(source: settings, path: "App/Settings.swift").map(\.ruleID), ["unstable_view_id"])
    }

    func testWidgetDeclarationsAndWidgetRenderingAreWidgetCode() {
        XCTAssertTrue(context("import WidgetKit\nstruct Pet: Widget { var body: some WidgetConfiguration { fatalError() } }").isWidgetFile)
        XCTAssertTrue(context("import WidgetKit\nimport SwiftUI\nstruct Entry: View {\n@Environment(\\.widgetFamily) var family\nvar body: some View { Text(\"a\") }\n}").isWidgetFile)
        // Rendering and reloading in one file: still a widget's.
        XCTAssertTrue(context("import WidgetKit\nstruct Provider: TimelineProvider { func reload() { WidgetCenter.shared.reloadAllTimelines() } }").isWidgetFile)
        XCTAssertTrue(context("import SwiftUI\nstruct Entry: View { var body: some View { Text(\"a\") } }", path: "PetWidget/Entry.swift").isWidgetFile)
    }
}
