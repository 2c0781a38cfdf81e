import TheseusSyntax

/// `let id = UUID()` in a type whose values are rebuilt where a `ForEach` reads them.
public struct EphemeralDefaultIDRule: Rule {
    public static let description = RuleDescription(
        id: "ephemeral_default_id",
        name: "Ephemeral default id",
        kind: .identity,
        severity: .warning,
        precision: .low,
        summary: "A type whose `id` defaults to a fresh `UUID()` and whose values are rebuilt (in a computed property, `body` or a view's stored property) and fed to `ForEach`/`List`",
        rationale: """
        A stored `let id = UUID()` is stable only as long as the value lives. When the values are built anew \
        every time they are read — a computed `sections` property, an array literal in `body`, a view's stored \
        property initialised from a static factory — each rebuild draws new UUIDs, and the `ForEach` that shows \
        them sees every row as a new element. WWDC21 "Demystify SwiftUI" explains that a changed identifier \
        ends the view's lifetime: rows are destroyed and recreated on each update, their state is lost, and \
        changes animate as removals and insertions. The bug hides well because the `id` declaration looks \
        correct; the fix belongs there, so that is where Theseus reports it, with the places that rebuild the \
        values and the `ForEach` that shows them as evidence. It is `high` when the rows hold state.
        """,
        fix: """
        Derive the id from data that is unique and the same on every rebuild (a database or server key, a \
        title unique by construction), or build the values once and store them (a `@State` array, a model's stored property).
        """,
        triggering: [
            RuleExample("""
            // Mapped in `body` (in a local, or in the argument of a child that shows them): every evaluation
            // makes new bars with new ids.
            struct Bar: Identifiable {
                let ↓id = UUID()
                let label: String
                let value: Double
            }
            struct Report: View {
                @ObservedObject var model: ReportModel
                var body: some View {
                    let bars = model.totals.map { Bar(label: $0.name, value: $0.amount) }
                    VStack {
                        ForEach(bars) { bar in Text(bar.label) }
                        BarChart(bars: model.totals.map { Bar(label: $0.name, value: $0.amount) })
                    }
                }
            }
            struct BarChart: View {
                let bars: [Bar]
                var body: some View { HStack { ForEach(bars) { Rectangle().frame(height: $0.value) } } }
            }
            """),
            RuleExample("""
            // Every initializer gives the value a new id, and `body` makes the values.
            struct Placeholder: Identifiable {
                let ↓id: UUID
                let index: Int
                static func make(_ count: Int) -> [Placeholder] { (0..<count).map { Placeholder(index: $0) } }
                private init(index: Int) {
                    self.id = UUID()
                    self.index = index
                }
            }
            struct Loading: View {
                var body: some View {
                    List(Placeholder.make(8)) { _ in ProgressView() }
                }
            }
            """),
            RuleExample("""
            // Keyed by `\\.element.id` over `enumerated()`: the rows are identified by the fresh ids.
            struct Tab: Identifiable {
                let ↓id = UUID()
                let title: String
            }
            struct Header: View {
                var tabs: [Tab] { [Tab(title: "Day"), Tab(title: "Week")] }
                var body: some View { TabStrip(tabs: tabs) }
            }
            struct TabStrip: View {
                let tabs: [Tab]
                var body: some View {
                    HStack { ForEach(Array(tabs.enumerated()), id: \\.element.id) { index, tab in Text(tab.title) } }
                }
            }
            """),
            RuleExample("""
            struct ContactSection: Identifiable {
                let ↓id = UUID().uuidString
                let title: String
            }
            struct ContactView: View {
                let contact: Contact
                var sections: [ContactSection] {
                    [ContactSection(title: "Phone"), ContactSection(title: "Email")]
                }
                var body: some View {
                    List(sections) { section in Text(section.title) }
                }
            }
            """),
            RuleExample("""
            struct Step: Identifiable {
                var ↓id = UUID()
                var name: String
            }
            """, otherFiles: [("Steps.swift", """
            extension Step {
                static var all: [Step] { ["Mix", "Bake"].map(Step.init) }
            }
            struct RecipeSteps: View {
                let steps = Step.all
                var body: some View {
                    ForEach(steps) { step in StepRow(step: step) }
                }
            }
            struct StepRow: View {
                let step: Step
                @State private var isDone = false
                var body: some View { Toggle(step.name, isOn: $isDone) }
            }
            """)]),
            RuleExample("""
            struct Step: Identifiable {
                let ↓id: UUID = .init()
                var name: String
            }
            struct Steps: View {
                let steps = [Step(name: "Mix"), Step(name: "Bake")]
                var body: some View {
                    // Each row's note is typed into a field: a new identity drops what was typed.
                    ForEach(steps) { step in TextField(step.name, text: .constant("")) }
                }
            }
            """),
            RuleExample("""
            struct Item: Identifiable {
                var ↓id = UUID.init()
                var title: String
            }
            struct Parent: View {
                var items: [Item] { [Item(title: "a"), Item(title: "b")] }
                var body: some View { ItemList(items: items) }
            }
            struct ItemList: View {
                let items: [Item]
                var body: some View { List(items) { Text($0.title) } }
            }
            """),
            RuleExample("""
            struct Feed: View {
                var body: some View {
                    EntryList(entries: [.init(id: ↓UUID().uuidString, title: "x"), Entry(id: ↓UUID().uuidString, title: "y")])
                }
            }
            """),
            RuleExample("""
            struct Credit: Identifiable {
                let ↓id = UUID()
                let name: String
            }
            struct AboutView: View {
                // Built again whenever a parent builds the view: plain rows are only drawn again, for now.
                let credits = [Credit(name: "Ada"), Credit(name: "Grace")]
                var body: some View {
                    List(credits) { Text($0.name) }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // Two screens each nest an `Entry`: the other screen's rebuilt entries are not these, which
            // `@State` keeps.
            struct Shortcuts: View {
                struct Entry: Identifiable { let id = UUID(); let key: String }
                @State private var entries = [Entry(key: "⌘N"), Entry(key: "⌘F")]
                var body: some View { List(entries) { Text($0.key) } }
            }
            """, otherFiles: [("Glossary.swift", """
            struct Glossary: View {
                struct Entry: Identifiable { let id: String; let term: String }
                var entries: [Entry] { [Entry(id: "apr", term: "APR")] }
                var body: some View { List(entries) { Text($0.term) } }
            }
            """)]),
            RuleExample("""
            // Mapped in `body`, but the id comes from the data: every evaluation gives each bar the same id.
            struct Bar: Identifiable {
                let id: String
                let value: Double
            }
            struct Report: View {
                @ObservedObject var model: ReportModel
                var body: some View {
                    let bars = model.totals.map { Bar(id: $0.name, value: $0.amount) }
                    ForEach(bars) { bar in Text(bar.id) }
                }
            }
            """),
            RuleExample("""
            // The child keys its rows by position: the fresh id is never read as identity.
            struct Tab: Identifiable {
                let id = UUID()
                let title: String
            }
            struct Bar: View {
                var tabs: [Tab] { [Tab(title: "Home"), Tab(title: "Search")] }
                var body: some View { TabStrip(tabs: tabs) }
            }
            struct TabStrip: View {
                let tabs: [Tab]
                var body: some View {
                    HStack { ForEach(Array(tabs.enumerated()), id: \\.offset) { Text($0.element.title) } }
                }
            }
            """),
            RuleExample("""
            struct NewCommand: View {
                @State private var selection: Command?
                var body: some View {
                    RulesEditor { rules in
                        // Built when the callback runs, and saved: not a row rebuilt with `body`.
                        selection = Command(id: UUID().uuidString, rules: rules)
                    }
                    FolderEditor(seed: MagicItem(id: UUID().uuidString, kind: .folder))
                }
            }
            """),
            RuleExample("""
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            struct ItemList: View {
                @State private var items = [Item(title: "a"), Item(title: "b")]
                var body: some View {
                    List(items) { item in Text(item.title) }
                }
            }
            """),
            RuleExample("""
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            final class Store: ObservableObject {
                @Published var items: [Item] = []
                func load() { items = [Item(title: "a")] }
            }
            struct Section: Identifiable {
                var id: String { title }
                var title: String
            }
            struct Sections: View {
                @ObservedObject var store: Store
                var sections: [Section] { [Section(title: "x")] }
                var body: some View {
                    List(store.items) { item in Text(item.title) }
                    ForEach(sections) { Text($0.title) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.variableDecl, .functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .functionCallExpr {
            reportFreshIDArgument(node, in: file, report: &report)
            return
        }
        // Cheap first: a property named `id` (nearly every visited declaration has none).
        guard tree.children(node).contains(where: { binding in
            tree.kind(binding) == .patternBinding && tree.children(binding).first.map {
                tree.kind($0) == .identifierPattern && tree.nameIs($0, "id")
            } == true
        }) else { return }
        guard let block = file.parent(node), tree.kind(block) == .memberBlock || tree.kind(block) == .ifConfigClause,
              let type = file.enclosingType(node) else { return }
        for member in FileSummary.properties(tree, node) where member.name == "id" && !member.isStatic
            && (member.defaultsToFreshID || (!member.isComputed && Self.everyInitializerAssignsFreshID(type.node, tree))) {
            // A name several types share (each screen's nested `Entry`): only this file's uses are this one's.
            let shared = file.typeDeclarationCount(type.name) > 1
            let uses = file.rebuiltCollections(elementType: type.name)
                .filter { use in
                    if shared, use.use.path != file.path { return false }
                    // Through a static member: only one that builds values of the type anew on each read.
                    if let via = use.viaStaticMember, !file.declarations(of: type.name).contains(where: { $0.member(via)?.constructsOwnType == true }) {
                        return false
                    }
                    return true
                }
                .sorted { ($0.use.path, $0.use.startLine, $0.use.startColumn) < ($1.use.path, $1.use.startLine, $1.use.startColumn) }
            // Values handed to a view of the project count only where some `ForEach`/`List` identifies
            // values of the type by their `id`: a child that keys its rows by position (`\.offset`,
            // `indices`) never reads the fresh id.
            let childUses = uses.contains { Self.identifiesRows($0.container) } ? []
                : file.identityUses(ofElement: type.name).filter { !shared || $0.use.path == file.path }
            guard uses.contains(where: { Self.identifiesRows($0.container) }) || !childUses.isEmpty, let first = uses.first else { continue }
            var evidence: [Evidence] = []
            if let held = Self.rowState(views: first.rowViews, in: file) { evidence.append(held) }
            evidence.append(Evidence(.rebuilt, first.site, "`\(type.name)` values are built again here, \(first.siteDescription)"))
            if Self.identifiesRows(first.container) {
                evidence.append(Evidence(.identifiedBy, first.use, Self.shownBy(first.container)))
            } else {
                // Handed to a view of the project, which identifies them in a `ForEach` of its own.
                evidence.append(Evidence(.passedBy, first.use, Self.shownBy(first.container)))
                if let shown = childUses.first { evidence.append(Evidence(.identifiedBy, shown.use, Self.shownBy(shown.container))) }
            }
            for use in uses.dropFirst().prefix(2) { evidence.append(Evidence(.rebuilt, use.site, "and here, \(use.siteDescription)")) }
            let more = uses.count > 1 ? " (\(uses.count) places)" : ""
            report.report(range: member.nameRange,
                          "`\(type.name).id` defaults to a new UUID, and `\(type.name)` values are built again on every read and shown by `\(first.container)`\(more): each rebuild gives every row a new identity, so rows are removed and inserted again and lose their state",
                          evidence: evidence,
                          help: "derive `id` from stable data, or build the values once and store them")
        }
    }

    /// What the place that shows the values does with them: a `ForEach`, `List` or `Table` identifies its
    /// rows by their id; a view of the project gets them (and shows them out of sight).
    /// `let id: UUID` with `init(…) { id = UUID(); … }` in every initializer: as fresh as a default value.
    static func everyInitializerAssignsFreshID(_ typeDecl: NodeID, _ tree: SyntaxTree) -> Bool {
        let initializers = InitInput.initializers(of: typeDecl, in: tree)
        return !initializers.isEmpty && initializers.allSatisfy { initializer in
            InitInput.assignments(in: initializer, tree).contains { $0.property == "id" && FreshValue.isFreshIdentifier($0.value, in: tree) }
        }
    }

    static func identifiesRows(_ container: String) -> Bool { ["ForEach", "List", "Table", "OutlineGroup"].contains(container) }

    static func shownBy(_ container: String) -> String {
        identifiesRows(container)
            ? "this `\(container)` identifies its rows by their id" : "`\(container)` gets them here"
    }

    /// The state the rows hold, when they are views of the project with `@State` (harm the code shows).
    static func rowState(views: [String]?, in file: FileContext) -> Evidence? {
        for name in views ?? [] {
            for type in file.declarations(of: name) {
                if let member = BranchSplit.ownStateMember(of: type), let wrapper = member.wrappers.first(where: BranchSplit.stateWrappers.contains) {
                    return Evidence(.holdsState, member.location, "`\(name)` holds `@\(wrapper)` `\(member.name)`")
                }
            }
        }
        return nil
    }

    /// `Entry(id: UUID().uuidString, …)` built in view code: the value gets a new id on every evaluation
    /// of `body`, whoever shows it.
    func reportFreshIDArgument(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node), let call = file.call(node), let argument = call.argument("id")?.value,
              FreshValue.isFreshIdentifier(argument, in: tree) else { return }
        // Values that become rows: elements of an array literal built in view code. A value built for
        // something else (a command saved from a callback, an editor's seed) is not a row.
        guard let parent = file.parent(node), tree.kind(parent) == .arrayExpr else { return }
        let typeName = FileSummary.constructedType(node, in: tree) ?? (call.name(in: tree) == "init" ? "" : nil)
        guard let typeName, !ViewConstruction.frameworkTypes.contains(typeName) else { return }
        let spelled = typeName.isEmpty ? "this value" : "`\(typeName)`"
        report.report(argument,
                      "\(spelled) is built in view code with a new id (`\(tree.compactText(argument))`): every evaluation of `body` gives it a new identity, so its row is replaced on every update",
                      help: "create the value once (in the model, or in `@State`) and keep its id, or derive the id from stable data")
    }
}
