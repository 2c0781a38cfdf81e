import TheseusSyntax

/// `let id = UUID()` in a type whose values are rebuilt where a `ForEach` reads them.
public struct EphemeralDefaultIDRule: Rule {
    public static let description = RuleDescription(
        id: "ephemeral_default_id",
        name: "Ephemeral default id",
        kind: .identity,
        severity: .warning,
        precision: .high,
        summary: "A type whose `id` defaults to a fresh `UUID()` and whose values are rebuilt (in a computed property, `body` or a view's stored property) and fed to `ForEach`/`List`",
        rationale: """
        A stored `let id = UUID()` is stable only as long as the value lives. When the values are built anew \
        every time they are read — a computed `sections` property, an array literal in `body`, a view's stored \
        property initialised from a static factory — each rebuild draws new UUIDs, and the `ForEach` that shows \
        them sees every row as a new element. WWDC21 "Demystify SwiftUI" explains that a changed identifier \
        ends the view's lifetime: rows are destroyed and recreated on each update, their state is lost, and \
        changes animate as removals and insertions. The bug hides well because the `id` declaration looks \
        correct; the fix belongs there, so that is where Theseus reports it.
        """,
        fix: """
        Derive the id from data that is the same on every rebuild (`var id: String { title }`, a database or \
        server key), or build the values once and store them (a `@State` array, a model's stored property).
        """,
        triggering: [
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
        ],
        nonTriggering: [
            RuleExample("""
            struct Credit: Identifiable {
                let id = UUID()
                let name: String
            }
            struct AboutView: View {
                let credits = [Credit(name: "Ada"), Credit(name: "Grace")]
                var body: some View {
                    VStack {
                        // Plain text rows in a stack: new identities just draw them again.
                        ForEach(credits) { Text($0.name) }
                    }
                    // A stored property is rebuilt only when a parent rebuilds the view: rows that hold
                    // nothing lose nothing.
                    List(credits) { Text($0.name) }
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
        for member in FileSummary.properties(tree, node) where member.name == "id" && member.defaultsToFreshID && !member.isStatic {
            let uses = file.rebuiltCollections(elementType: type.name)
                .filter { use in
                    if let via = use.viaStaticMember, !file.declarations(of: type.name).contains(where: { $0.member(via)?.constructsOwnType == true }) {
                        return false
                    }
                    return Self.rowsKeepState(use, in: file)
                }
                .sorted { ($0.use.path, $0.use.startLine, $0.use.startColumn) < ($1.use.path, $1.use.startLine, $1.use.startColumn) }
            guard let first = uses.first else { continue }
            var related: [RelatedLocation] = []
            for use in uses.prefix(5) {
                related.append(RelatedLocation(range: use.site, message: "`\(type.name)` values are built here: \(use.siteDescription)"))
                related.append(RelatedLocation(range: use.use, message: "and shown by this `\(use.container)`"))
            }
            let more = uses.count > 1 ? " (and \(uses.count - 1) more)" : ""
            report.report(range: member.nameRange,
                          "`\(type.name).id` defaults to a new UUID, and `\(type.name)` values are rebuilt by \(first.siteDescription) (\(first.site.path):\(first.site.startLine)) for the `\(first.container)` at \(first.use.path):\(first.use.startLine)\(more): every rebuild gives every row a new identity",
                          help: "derive `id` from stable data, or build the values once and store them",
                          related: related)
        }
    }

    /// Whether the rows lose something when they get new identities: rows of a `List` (removed and inserted
    /// again), a view that keeps state of its own (`TextField`), a view of the project with `@State`, or a
    /// view from outside the project (out of sight). Rows of plain `Text`, `Image` and `Button` in a stack
    /// are just drawn again. Rows out of sight (the collection
    /// is handed to a child view) count.
    static func rowsKeepState(_ use: RebuiltCollection, in file: FileContext) -> Bool {
        rowsKeepState(primitive: use.rowPrimitive, views: use.rowViews, inList: use.inList, stored: use.isStoredProperty, in: file)
    }

    static func rowsKeepState(primitive: String?, views: [String]?, inList: Bool, stored: Bool, in file: FileContext) -> Bool {
        // A view's stored property is rebuilt only when a parent rebuilds the view: too rarely to matter for
        // rows not known to hold state. A `List` removes and inserts its rows again on every rebuild.
        guard let views else { return !stored }
        if primitive != nil { return true }
        if inList && !stored { return true }
        return views.contains { name in
            let declarations = file.declarations(of: name)
            if declarations.isEmpty { return true }
            return declarations.contains { $0.members.contains { !$0.wrappers.filter(BranchSplit.stateWrappers.contains).isEmpty } }
        }
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
