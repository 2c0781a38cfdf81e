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

    /// Helpers that call the formatter's `string(from:)` everywhere neither stand for calls of the
    /// project's `string(_:)` nor crowd its real callers out of the index.
    func testHelperCallersAreMatchedByTheirCallLabels() {
        var files: [(String, String)] = [("ZAmount.swift", """
        import Foundation
        enum AmountFormatter {
            static func string(_ amount: Double) -> String {
                let formatter = NumberFormatter()
                return formatter.string(from: NSNumber(value: amount)) ?? ""
            }
        }
        extension Double { var money: String { AmountFormatter.string(self) } }
        """)]
        for i in 0..<12 {
            files.insert(("Date\(i).swift", """
            import Foundation
            extension Date { var label\(i): String { Date.formatter\(i).string(from: self) }; static let formatter\(i) = DateFormatter() }
            """), at: 0)
        }
        files.append(("Row.swift", """
        import SwiftUI
        struct Row: View {
            let amount: Double
            let date: Date
            @State private var isOpen = false
            var body: some View {
                Text(date.label0)
                Text(amount.money)
                Button("Open") { isOpen.toggle() }
            }
        }
        struct Rows: View {
            var amounts: [Double]
            var body: some View { List(amounts, id: \\.self) { Row(amount: $0, date: .now) } }
        }
        """))
        let findings = lint(files, rules: [ExpensiveWorkInBodyRule(options: RuleOptions())])
        XCTAssertEqual(findings.map(\.path), ["ZAmount.swift"])
        XCTAssertTrue(findings.first?.message.contains("through `money`") == true, findings.first?.message ?? "no finding")
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

    func testAmbiguousNamesClaimNothingOfEither() {
        // Two unrelated `Row` types: which one a `ForEach` shows cannot be told, so the finding claims nothing
        // that only one of them shows (that it is `Identifiable`): a nickname repeats whichever it is.
        let findings = lint([
            ("A.swift", "struct Row: Identifiable { let id: UUID; var nickname: String }"),
            ("B.swift", "struct Row { var name: String }"),
            ("V.swift", """
            struct Rows: View {
                let rows: [Row]
                var body: some View { ForEach(rows, id: \\.nickname) { Text($0.name) } }
            }
            """),
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions())])
        XCTAssertEqual(findings.map(\.ruleID), ["non_unique_id_key_path"])
        XCTAssertFalse(findings.contains { $0.message.contains("Identifiable") }, "\(findings.map(\.message))")
        // With one `Row`, the finding says what that `Row` is.
        let unambiguous = lint([
            ("A.swift", "struct Row: Identifiable { let id: UUID; var nickname: String }"),
            ("V.swift", """
            struct Rows: View {
                let rows: [Row]
                var body: some View { ForEach(rows, id: \\.nickname) { Text($0.name) } }
            }
            """),
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions())])
        XCTAssertEqual(unambiguous.map(\.ruleID), ["non_unique_id_key_path"])
        XCTAssertTrue(unambiguous[0].message.hasPrefix("`Row` is `Identifiable`"), unambiguous[0].message)
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
        ], rules: [NonUniqueIDKeyPathRule(options: RuleOptions())])
        XCTAssertEqual(findings.map(\.message), ["`Song` is `Identifiable`, but this `List` keys it by `\\.title` instead of its `id`: two elements with the same title share one identity and their rows mix up state (`songs` is `@Published` in `Library`; `library` is an `@StateObject`)"])
        XCTAssertEqual(findings.first?.evidence.map(\.kind), [.model, .model])
        XCTAssertEqual(findings.first?.evidence.map(\.range.path), ["Model.swift", "View.swift"])
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
        // A bound that another file's model changes is not constant.
        let changing = [
            ("Layout.swift", "@Observable final class Layout { var columns = 4\n func widen() { columns += 1 } }"),
            ("Grid.swift", """
            struct Grid: View {
                @State private var layout = Layout()
                var body: some View { HStack { ForEach(0..<layout.columns) { Text("\\($0)") } } }
            }
            """),
        ]
        XCTAssertEqual(lint(changing, rules: [NonConstantForEachRangeRule(options: RuleOptions())]).count, 1)
        // Without the model's file nothing proves the bound constant either: still reported.
        XCTAssertEqual(lint([changing[1]], rules: [NonConstantForEachRangeRule(options: RuleOptions())]).count, 1)
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
            var body: some View { Text("a").when(on) { $0.bold() }.padding().onTapGesture { on.toggle() } }
        }
        """
        let helper = """
        extension View {
            @ViewBuilder func when<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """
        let tree = Parser.parse(SourceFile(path: "Screen.swift", text: screen))
        let screenSummary = FileSummary.build(tree, path: "Screen.swift")
        let alone = linter.lintWithoutProject(tree, path: "Screen.swift", summary: screenSummary)
        // Without the helper's file the call site is not known to be a conditional modifier…
        XCTAssertFalse(alone.findings.contains { $0.ruleID == "conditional_modifier_helper" })
        XCTAssertTrue(alone.lookups.contains(ProjectKey(.viewHelper, "when")))
        XCTAssertTrue(alone.lookups.contains(ProjectKey(.viewHelper, "padding")))
        // … so with it, the file is linted again, and not without it.
        let withHelper = ProjectDefiners([screenSummary, summary("Helpers.swift", helper)])
        XCTAssertTrue(withHelper.anyDefinedElsewhere(alone.lookups, than: 0))
        XCTAssertFalse(ProjectDefiners([screenSummary, summary("Other.swift", "struct Other {}")]).anyDefinedElsewhere(alone.lookups, than: 0))
        // A name only this file defines is not "elsewhere".
        XCTAssertFalse(ProjectDefiners([screenSummary]).anyDefinedElsewhere([ProjectKey(.type, "Screen")], than: 0))
        XCTAssertTrue(ProjectDefiners([screenSummary, screenSummary]).anyDefinedElsewhere([ProjectKey(.type, "Screen")], than: 0))
        // And the session reports the helper and the call site.
        let both = lint([("Screen.swift", screen), ("Helpers.swift", helper)])
        XCTAssertEqual(both.filter { $0.ruleID == "conditional_modifier_helper" }.map(\.path), ["Helpers.swift", "Screen.swift"])
    }

    /// A file that pass 2 must read again but that is gone by then: an error naming it, not a crash
    /// and not a silent loss; the other file's findings stand. With its tree kept from pass 1, it is
    /// linted from what pass 1 read.
    func testAFileThatVanishesBetweenThePassesIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-vanish-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Model.swift").path
        let list = folder.appendingPathComponent("List.swift").path
        try "struct Row: Identifiable { var id: UUID { UUID() } }\nstruct Rows: View { let rows: [Row]; var body: some View { List(rows) { _ in Text(\"x\") } } }\n"
            .write(toFile: model, atomically: true, encoding: .utf8)
        try "struct L: View {\n    let rows: [Row]\n    var body: some View { ForEach(rows, id: \\.self) { _ in Text(\"x\") } }\n}\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let inputs = [LintInput(path: model, displayPath: "Model.swift"), LintInput(path: list, displayPath: "List.swift")]
        let linter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })
        // The list's tree kept from pass 1 (the default budget): it is linted from what pass 1 read.
        let kept = LintSession(linter: linter, jobs: 2)
        let reference = kept.lint(inputs)
        var session = LintSession(linter: linter, jobs: 2)
        session.betweenPasses = { try? FileManager.default.removeItem(atPath: list) }
        let vanished = session.lint(inputs)
        XCTAssertEqual(vanished.findings, reference.findings)
        XCTAssertEqual(vanished.errors.map(\.path), [])
        XCTAssertEqual(vanished.filesLinted, 2)
        XCTAssertEqual(vanished.filesLintedAgainstIndex, 2, "both declare views: linted in pass 2 only, from the trees kept")
        try "struct L: View {\n    let rows: [Row]\n    var body: some View { ForEach(rows, id: \\.self) { _ in Text(\"x\") } }\n}\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        // No tree kept: pass 2 reads the file again, and reports it gone.
        session.keptTreeBytes = 0
        let outcome = session.lint(inputs)
        XCTAssertEqual(outcome.errors.map(\.path), ["List.swift"])
        XCTAssertTrue(outcome.errors.first?.message.contains("no such file") == true, "\(outcome.errors)")
        XCTAssertEqual(outcome.filesLinted, 1)
        XCTAssertEqual(Set(outcome.findings.map(\.path)), ["Model.swift"])
    }

    /// A view is shown when code outside views mentions it (the app, a controller, a `View` extension) or
    /// a shown view does; views that only dead views and previews mention are never shown.
    func testReachableTypesFollowViewsFromCodeOutsideViews() {
        let index = ProjectIndex([
            summary("App.swift", """
            @main struct Shop: App { var body: some Scene { WindowGroup { Root() } } }
            final class Settings: UIViewController { func show() { _ = UIHostingController(rootView: Hosted()) } }
            extension View { func card() -> some View { modifier(CardStyle()) } }
            """),
            summary("Views.swift", """
            struct Root: View { var body: some View { Child() } }
            struct Child: View { var body: some View { Text("x").card() } }
            struct Hosted: View { var body: some View { Text("h") } }
            struct CardStyle: ViewModifier { func body(content: Content) -> some View { content.padding() } }
            struct Calendar: View { var body: some View { Month() } }
            struct Month: View { var body: some View { Week() } }
            struct Week: View { var body: some View { Text("w") } }
            #Preview { Calendar() }
            """),
        ])
        for shown in ["Root", "Child", "Hosted", "CardStyle"] { XCTAssertTrue(index.reachableTypes.contains(shown), shown) }
        for dead in ["Calendar", "Month", "Week"] { XCTAssertFalse(index.reachableTypes.contains(dead), dead) }
    }

    /// A library copied into an app's sources (public types, extensions, its own model) that only a
    /// preview-only view uses never runs: no finding in it. With a package manifest in sight, its public
    /// types are a product other modules may use, and keep their findings.
    func testACopiedLibraryThatOnlyDeadViewsUseIsDeadCode() {
        let app = ("App.swift", """
        @main struct Music: App { var body: some Scene { WindowGroup { Player() } } }
        struct Player: View { var body: some View { Text("Now playing") } }
        struct Discover: View { var body: some View { Carousel(count: 3) } }
        #Preview { Discover() }
        """)
        let library = ("Carousel/Carousel.swift", """
        public struct Carousel: View {
            @ObservedObject private var model: CarouselModel
            public var body: some View { Text("\\(model.page)") }
        }
        extension Carousel {
            public init(count: Int) { self.model = CarouselModel(count: count) }
        }
        final class CarouselModel: ObservableObject {
            @Published var page = 0
            let count: Int
            init(count: Int) { self.count = count }
        }
        extension CarouselModel {
            var stamp: String { DateFormatter().string(from: Date()) }
            func next() { page = (page + 1) % count }
        }
        """)
        XCTAssertEqual(lint([app, library]).filter { $0.path.hasPrefix("Carousel") }.map(\.ruleID), [])
        let manifest = ("Package.swift", "let package = Package(name: \"Carousel\")")
        XCTAssertFalse(lint([app, library, manifest]).filter { $0.path.hasPrefix("Carousel") }.isEmpty)
    }

    /// Beside a package manifest, a view the app declares without `public` in the same file as its
    /// extension is still the app's: a preview-only view's extension is dead with it, and a shown one's
    /// findings stay.
    func testAnExtensionOfAPreviewOnlyViewBesideAPackageIsDeadCode() {
        let app = ("App.swift", """
        @main struct Demos: App { var body: some Scene { WindowGroup { Shown() } } }
        """)
        let demo = ("Demo.swift", """
        struct Spiral: View {
            @State private var fill = false
            var body: some View { shape.onTapGesture { fill.toggle() } }
        }
        extension Spiral {
            var shape: some View {
                Group { if fill { Circle().padding(4) } else { Circle().padding(8) } }
            }
        }
        struct Shown: View {
            @State private var fill = false
            var body: some View { shape.onTapGesture { fill.toggle() } }
        }
        extension Shown {
            var shape: some View {
                Group { if fill { Circle().padding(4) } else { Circle().padding(8) } }
            }
        }
        #Preview { Spiral() }
        """)
        let manifest = ("Packages/Content/Package.swift", "let package = Package(name: \"Content\")")
        let findings = lint([app, demo, manifest]).filter { $0.ruleID == "identity_splitting_branch" }
        XCTAssertEqual(findings.map(\.range.startLine), [16])
    }

    /// A mention is attributed to the top-level type around it, inside `#if` and for an extension too.
    func testTypeReferencesNameTheTopLevelTypeAroundThem() {
        let refs = summary("R.swift", """
        #if os(iOS)
        struct Phone: View { var body: some View { Keypad() } }
        #endif
        extension Shelf { var cover: some View { Cover() } }
        let fallback = Banner()
        """).typeReferences
        XCTAssertTrue(refs.contains(TypeReference(from: "Phone", to: "Keypad")), "\(refs)")
        XCTAssertTrue(refs.contains(TypeReference(from: "Shelf", to: "Cover")), "\(refs)")
        XCTAssertTrue(refs.contains(TypeReference(from: "", to: "Banner")), "\(refs)")
    }

    /// Two sample apps in one repository, each with its own `ContentView`: where one is built says
    /// nothing about the other.
    func testConstructionsOfANameDeclaredTwiceAreTheNearestOnes() {
        let findings = lint([
            ("Apps/Curves/CurvesApp.swift", "@main struct CurvesApp: App { var body: some Scene { WindowGroup { ContentView() } } }"),
            ("Apps/Curves/ContentView.swift", """
            struct ContentView: View {
                @State private var count = 0
                let formatter = DateFormatter()
                var body: some View { Button(formatter.string(from: .now)) { count += 1 } }
            }
            """),
            ("Apps/Chat/ContentView.swift", "struct ContentView: View { var body: some View { Text(\"chat\") } }"),
            ("Apps/Chat/Root.swift", """
            struct Root: View {
                @State private var tab = 0
                var body: some View { ContentView(); Picker("Tab", selection: $tab) { Text("A").tag(0) } }
            }
            """),
        ], rules: [ExpensiveWorkInBodyRule(options: RuleOptions())])
        XCTAssertEqual(findings.map { "\($0.path):\($0.range.startLine)" }, [])
    }

    func testSummariesRoundTripThroughTheCacheEncoding() throws {
        let original = summary("S.swift", """
        struct Row: Identifiable { let id = UUID(); var title: String }
        extension View { @ViewBuilder func `if`(_ c: Bool, transform: (Self) -> some View) -> some View { if c { transform(self) } else { self } } }
        struct V: View { var rows: [Row] { [Row(title: "a")] }; var body: some View { List(rows) { Text($0.title) } } }
        """)
        let entry = try XCTUnwrap(SummaryArchive.entries(SummaryArchive.encode(["k": SummaryArchive.Entry(original, semanticHash: "h")]))?["k"])
        XCTAssertEqual(entry.semanticHash, "h")
        let decoded = try XCTUnwrap(entry.decode())
        XCTAssertEqual(decoded.semanticKey, original.semanticKey)
        XCTAssertEqual(decoded.conditionalModifiers.map(\.name), ["if"])
        XCTAssertEqual(decoded.rebuiltCollections.map(\.siteDescription), ["the computed property `rows`"])
    }

    /// Every field of every fixture's summary survives the cache's binary archive (compared through
    /// their JSON, which spells out every field), and a damaged archive reads as no archive at all.
    func testTheSummaryArchiveKeepsEveryFieldAndRejectsDamage() throws {
        let files = SourceDiscovery().discover([FixtureTests.fixturesFolder.path]).files
        var summaries: [String: FileSummary] = [:]
        for file in files {
            summaries[file] = summary(file, try String(contentsOfFile: file, encoding: .utf8))
        }
        summaries["empty"] = FileSummary(path: "")
        let archive = SummaryArchive.encode(summaries.mapValues { SummaryArchive.Entry($0, semanticHash: StableHash.of([$0.semanticKey])) })
        let entries = try XCTUnwrap(SummaryArchive.entries(archive))
        let decoded = try entries.mapValues { try XCTUnwrap($0.decode()) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(decoded), try encoder.encode(summaries))
        XCTAssertEqual(entries.mapValues(\.semanticHash), summaries.mapValues { StableHash.of([$0.semanticKey]) })
        XCTAssertEqual(SummaryArchive.encode(entries), archive, "the same summaries give the same bytes")
        // Cut anywhere, one byte changed, or another file: nil, never a crash or a wrong summary set.
        for cut in stride(from: 0, to: archive.count, by: max(1, archive.count / 500)) {
            XCTAssertNil(SummaryArchive.entries(Array(archive[..<cut])), "cut at \(cut)")
        }
        XCTAssertNil(SummaryArchive.entries(archive + [0]))
        XCTAssertNil(ResultsArchive.decode(archive), "a summaries file is not a results file")
        XCTAssertNil(SummaryArchive.entries(Array("{\"k\": {}}".utf8)))
        // A summary's own bytes cut short or followed by more: that summary is unreadable (its file is parsed again).
        let some = try XCTUnwrap(entries.values.first { $0.encoded.count > 8 })
        XCTAssertNil(SummaryArchive.Entry(semanticHash: "", encoded: Array(some.encoded.dropLast())).decode())
        XCTAssertNil(SummaryArchive.Entry(semanticHash: "", encoded: some.encoded + [0]).decode())
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var damaged = archive
            let i = Int.random(in: SummaryArchive.magic.count..<damaged.count, using: &generator)
            damaged[i] = UInt8.random(in: 0...255, using: &generator)
            // May read (a changed letter) but must not crash.
            for entry in (SummaryArchive.entries(damaged) ?? [:]).values { _ = entry.decode() }
        }
    }
}

final class ResultsArchiveTests: XCTestCase {
    /// Every field of every finding of the fixtures (help, fixes, related locations, odd bytes in the
    /// source line) survives the results file; a damaged file reads as no file.
    func testTheResultsArchiveKeepsEveryFinding() throws {
        let root = FixtureTests.fixturesFolder.path
        let inputs = SourceDiscovery().discover([root]).files.map { LintInput(path: $0) }
        var findings = LintSession(linter: Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })).lint(inputs).findings
        XCTAssertTrue(findings.contains { $0.fix != nil } && findings.contains { !$0.evidence.isEmpty } && findings.contains { $0.confidence == .high } && findings.contains { $0.help != nil })
        findings[0].lineText = "\u{1B}[31m\0é\r"
        var results = ResultCache.Results()
        results.indexKey = "key"
        for (i, finding) in findings.enumerated() {
            results.files[finding.path, default: ResultCache.FileRecord(contentHash: "h\(i)", findings: [])].findings.append(finding)
        }
        results.files["clean.swift"] = ResultCache.FileRecord(contentHash: "", findings: [])
        let archive = ResultsArchive.encode(results)
        XCTAssertEqual(ResultsArchive.decode(archive), results)
        for cut in stride(from: 0, to: archive.count, by: max(1, archive.count / 300)) {
            XCTAssertNil(ResultsArchive.decode(Array(archive[..<cut])), "cut at \(cut)")
        }
        XCTAssertNil(SummaryArchive.entries(archive))
    }
}

final class StableHashTests: XCTestCase {
    /// Cache keys must not change between runs, processes or machines, and must tell contents apart.
    func testTheHashIsFixedAndSeparatesNearbyInputs() {
        // Pinned values: a change here invalidates every user's cache, so it must be deliberate.
        XCTAssertEqual(StableHash.of([UInt8]()), StableHash.of([UInt8]()))
        let pinned = StableHash.of(Array("struct A: View { var body: some View { Text(\"a\") } }\n".utf8))
        XCTAssertEqual(pinned, "de99e875125086361113b22db7babf04")
        XCTAssertEqual(StableHash.of(["a", "bc"]) == StableHash.of(["ab", "c"]), false)
        // Every length around the 8- and 32-byte blocks, and every single-byte change, gives a new hash.
        var seen = Set<String>()
        var bytes: [UInt8] = []
        for length in 0...100 {
            XCTAssertTrue(seen.insert(StableHash.of(bytes)).inserted, "length \(length)")
            bytes.append(UInt8(length % 7))
        }
        let base = Array(repeating: UInt8(ascii: "x"), count: 70)
        for i in base.indices {
            var changed = base
            changed[i] = UInt8(ascii: "y")
            XCTAssertTrue(seen.insert(StableHash.of(changed)).inserted, "change at \(i)")
        }
    }
}

final class NameSetTests: XCTestCase {
    /// The first-byte bitmap only ever says "no" early: membership is exactly the set's.
    func testNameSetAnswersLikeASet() {
        let names = ["eraseToAnyView", "asAnyView", "é", "", "_x", "Zed", "~"]
        let set = NameSet(names)
        for name in names { XCTAssertTrue(set.contains(name), name) }
        for name in ["padding", "eraseToAny", "a", "E", "è", "_", "Ze", "zed", "~~", "\u{7F}"] {
            XCTAssertFalse(set.contains(name), name)
        }
        XCTAssertTrue(NameSet([String]()).isEmpty)
        XCTAssertFalse(NameSet([String]()).contains(""))
    }

    /// Strings are equal by canonical equivalence: a name spelled with a Kelvin sign is `K` to a String,
    /// wherever the sign stands, and the bitmap must not say otherwise.
    func testCanonicallyEquivalentNamesAnswerLikeASet() {
        let names = ["KK", "padding", "if", String(repeating: "x", count: 70)]
        let set = NameSet(names)
        let plain = Set(names)
        for name in names + ["K\u{212A}", "\u{212A}K", "paddings", "i", "iff", String(repeating: "x", count: 64),
                             String(repeating: "x", count: 71), "pad", "", "padding\u{301}", "i\u{301}f", "K", "\u{212A}",
                             "Kk", "KK\u{301}", "paddinG"] {
            XCTAssertEqual(set.contains(name), plain.contains(name), name.debugDescription)
        }
        XCTAssertTrue(set.contains("K\u{212A}"))
        XCTAssertTrue(set.contains("\u{212A}K"), "a first byte that is not the name's")
        XCTAssertTrue(NameSet(["\u{212A}ey"]).contains("Key"), "a name that is not ASCII")
    }
}

final class PathNormalizationTests: XCTestCase {
    /// The fast check is sound: a path it passes is one `normalize` returns unchanged (it may send
    /// unusual ones, such as all-dot names, down the slow path).
    func testTheFastPathAgreesWithNormalize() {
        let pieces = ["", "/", "a", ".", "..", "...", "b.swift", ".hidden", "//"]
        var paths = Set<String>()
        for a in pieces { for b in pieces { for c in pieces { paths.insert("/" + a + "/" + b + c); paths.insert(a + "/" + b + "/" + c) } } }
        for path in paths {
            if LintInput.isNormalized(path) {
                XCTAssertEqual(LintInput.normalize(path), path, path)
            }
        }
        XCTAssertTrue(LintInput.isNormalized("/tmp/app/Views/Row.swift"))
        XCTAssertFalse(LintInput.isNormalized("/tmp/./a"))
        XCTAssertFalse(LintInput.isNormalized("tmp/a"))
    }
}
