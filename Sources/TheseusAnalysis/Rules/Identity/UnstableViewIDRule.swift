import TheseusSyntax

/// `.id(UUID())`, `.task(id: Date())`, or an `.id` built from the value the view edits.
public struct UnstableViewIDRule: Rule {
    public static let description = RuleDescription(
        id: "unstable_view_id",
        name: "Unstable view id",
        kind: .identity,
        severity: .error,
        precision: .low,
        scope: .notInWidgets,
        summary: "A value that changes on every evaluation passed where SwiftUI compares values across updates",
        rationale: """
        `.id(_:)` gives a view an explicit identity; `.animation(_:value:)`, `.task(id:)` and `.onChange(of:)` \
        compare a value with the one from the previous update. WWDC21 "Demystify SwiftUI" shows that a new \
        explicit identity means a new view: its state is discarded and it is rebuilt from scratch. A `UUID()`, \
        `Date()` or `.random` value is different every time `body` runs, so the view is recreated (and loses \
        `@State`, focus and scroll position), the task restarts, and the animation or change handler fires on \
        every update. The same happens with an `.id` built from the very value the view edits \
        (`TextField(text: $model.amount).id("\\(model.amount)")`): each keystroke creates a new text field, \
        which loses focus.

        The rule reports every such value, unless a comment next to it says the fresh value is meant (`// force \
        a reset on every appearance`) or the animation is `nil`. It is `high` when the code shows `body` running \
        again while the view is shown: the view has state that the user changes, or the view it identifies \
        holds state, or the `.id` is built from the value the user edits.
        """,
        fix: """
        Pass a value that changes only when the view should really be replaced or the work redone: a stored \
        id, the selected item's id, a version counter.
        """,
        options: [
            RuleOptionDescription(name: "animation_values", type: "boolean", defaultValue: "true",
                                  summary: "Report `.animation(_:value:)` given a fresh value (it animates every change, like the deprecated `.animation(_:)`)"),
        ],
        triggering: [
            RuleExample("""
            // A view with no state of its own: any new input from the parent runs `body` and resets the player.
            struct Clip: View {
                let url: URL
                var body: some View {
                    Player(url: url).id(↓UUID())
                }
            }
            """, confidence: .medium),
            RuleExample("""
            struct Feed: View {
                var body: some View {
                    ScrollView { Posts() }
                        .id(↓UUID())
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Each keystroke runs `body` again: a new search field, which loses focus, every time.
            struct Search: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                    Text(query).id(↓UUID())
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Clock: View {
                var body: some View {
                    Text("tick")
                        .task(id: ↓Date()) { await refresh() }
                        .animation(.default, value: ↓Int.random(in: 0...9))
                }
            }
            """),
            RuleExample("""
            struct AmountField: View {
                @ObservedObject var model: Model
                var body: some View {
                    TextField("Amount", text: $model.amount)
                        .id(↓"\\(model.amount)")
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Refresher: View {
                var body: some View {
                    Color.clear.onChange(of: ↓Date.now) { _, _ in reload() }
                }
            }
            """),
            RuleExample("""
            struct Loading: View {
                @State private var phase = 0.0
                var body: some View {
                    ProgressView().id(↓UUID())
                    Circle().scaleEffect(phase).animation(.easeInOut, value: ↓UUID())
                }
            }
            """),
            RuleExample("""
            // The flag the user flips only shows or hides the rows: it never runs `body` while they are
            // shown, so it is no evidence of harm (the finding stays `medium`).
            struct Notes: View {
                @State private var isShowList = false
                let items: [String]
                var body: some View {
                    Button("Show") { isShowList.toggle() }
                    if isShowList {
                        ForEach(items, id: \\.self) { Text($0).id(↓UUID()) }
                    }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // The comment opening the closure says the fresh value is meant.
            struct Tracked: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)")
                        .onChange(of: UUID()) { _, _ in
                            // Never fires on its own; it forces SwiftUI to evaluate the view again.
                        }
                }
            }
            """),
            RuleExample("""
            struct Profile: View {
                @State private var selectedTab = Tab.notes
                var body: some View {
                    // The screen is reset when the tab changes: a picker is not a text field that would lose
                    // focus on every keystroke.
                    VStack {
                        Picker("Tab", selection: $selectedTab) { Text("Notes").tag(Tab.notes) }
                        Feed(tab: selectedTab)
                    }
                    .id(selectedTab)
                }
            }
            """),
            RuleExample("""
            struct ConditionalForm: View {
                @State private var isOn = false
                var body: some View {
                    Form {
                        Toggle("On", isOn: $isOn)
                        if isOn { TextField("Name", text: .constant("")) }
                    }
                    // Conditional rows of `Form` are stale when they reappear: this id forces a refresh.
                    .id(UUID())
                }
            }
            """),
            RuleExample("""
            struct Loading: View {
                var body: some View {
                    // A `nil` animation animates nothing.
                    Text("x").animation(nil, value: UUID())
                }
            }
            """),
            RuleExample("""
            struct Detail: View {
                let item: Item
                var body: some View {
                    ItemView(item: item).id(item.id)
                }
            }
            """),
            RuleExample("""
            struct AmountField: View {
                @ObservedObject var model: Model
                var body: some View {
                    TextField("Amount", text: $model.amount)
                        .id(model.accountID)
                        .onChange(of: model.amount) { _, value in validate(value) }
                }
            }
            """),
            RuleExample("""
            struct Stamp: View {
                @State private var created = Date()
                var body: some View {
                    Text(created, style: .relative).task(id: created) { await load() }
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                var body: some View {
                    Text("x").onAppear { let id = UUID(); print(id) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    let reportsAnimationValues: Bool

    public init(options: RuleOptions) {
        reportsAnimationValues = options.bool("animation_values", default: true)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let call = file.call(node), call.isMemberCall(in: tree), let name = call.name(in: tree) else { return }
        let compared: CallExpr.Argument?
        switch name {
        case "id": compared = call.firstUnlabeled
        case "animation":
            guard reportsAnimationValues else { return }
            compared = call.argument("value")
        case "task": compared = call.argument("id")
        case "onChange": compared = call.argument("of")
        default: return
        }
        guard let argument = compared?.value else { return }
        if let (fresh, spelling) = Self.findFresh(in: argument, tree: tree) {
            // `.animation(nil, value: UUID())` turns animations off: nothing animates on every update.
            if name == "animation", let animation = call.firstUnlabeled?.value, Self.isNoAnimation(animation, tree) { return }
            // A fresh value explained by a comment beside it or right above it is there on purpose.
            if Self.isExplained(fresh, in: file) { return }
            var evidence = file.bodyUpdateEvidence(around: node)
            if name == "id", let receiver = call.receiver(in: tree) {
                let chain = ModifierChain(receiver, in: tree)
                if case .holds(let held) = BranchSplit.state(of: [receiver], rootName: chain.rootName(in: tree),
                                                             isCall: tree.kind(chain.root) == .functionCallExpr, in: file) {
                    evidence.append(held)
                }
            }
            evidence.append(Evidence(.freshValue, file.location(tree.range(fresh)), "`\(spelling)` is a new value each time it is evaluated"))
            report.report(fresh, "`.\(name)` receives `\(spelling)`, a new value every time `body` runs: \(Self.consequence(name))",
                          evidence: Stability.ordered(evidence),
                          help: "pass a value that changes only when the view should be replaced, such as a stored id")
            return
        }
        // `.id` built from the value that the view edits through a binding.
        if name == "id", let receiver = call.receiver(in: tree) {
            let bindings = Self.bindingPaths(in: receiver, tree: tree)
            guard !bindings.isEmpty else { return }
            for path in Self.valuePaths(in: argument, tree: tree) where bindings[path] != nil {
                report.report(argument,
                              "`.id` is built from `\(path)`, the value this view edits through `$\(path)`: every edit makes a new view, which loses focus and state",
                              evidence: [Evidence(.userChanges, file.location(tree.range(bindings[path]!)), "the user edits `\(path)` here, through `$\(path)`")],
                              help: "key the view by something that stays the same while it is edited, such as the model's id")
                return
            }
        }
    }

    /// Whether a comment on the line of the fresh value explains it (`.id(UUID()) // shown once per raid`):
    /// a new identity on every update is never an accident worth a comment. Directives (`theseus:…`) and
    /// the fixtures' `expect:` markers explain nothing; comments above are `IntentComments`' to read.
    static func isExplained(_ fresh: NodeID, in file: FileContext) -> Bool {
        let source = file.source
        let line = source.location(of: Int(file.tree.range(fresh).start)).line
        for piece in file.tree.lexed.trivia where piece.isComment {
            let body = source.text(piece.range).drop { $0 == "/" || $0 == "*" || $0 == " " }
            if body.hasPrefix("theseus:") || body.hasPrefix("expect:") { continue }
            let first = source.location(of: Int(piece.range.start)).line
            if first == line { return true }
            if first > line { break }
        }
        return false
    }

    /// `nil`, `.none`, `.noAnimation`: an animation that does nothing.
    static func isNoAnimation(_ id: NodeID, _ tree: SyntaxTree) -> Bool {
        let id = tree.unwrapped(id)
        if tree.kind(id) == .nilLiteralExpr { return true }
        guard let path = tree.dottedPath(id) else { return false }
        return path.last == "none" || path.last == "noAnimation"
    }

    static func consequence(_ modifier: String) -> String {
        switch modifier {
        case "id": return "the view gets a new identity each time, so it is destroyed and built again, with any state it holds"
        case "task": return "the task is cancelled and restarted every time"
        case "animation": return "the animation runs on every update"
        default: return "the change handler runs on every update"
        }
    }

    /// A fresh value in the argument itself, not inside a closure (which runs later, if at all).
    static func findFresh(in id: NodeID, tree: SyntaxTree) -> (NodeID, String)? {
        var found: (NodeID, String)?
        tree.walk(from: id) { node in
            if found != nil || tree.kind(node) == .closureExpr { return false }
            if let spelling = FreshValue.describe(node, in: tree) { found = (node, spelling); return false }
            return true
        }
        return found
    }

    /// Paths bound with `$` in a view expression and its content closures (`model.amount` for
    /// `$model.amount`), each with the binding.
    static func bindingPaths(in id: NodeID, tree: SyntaxTree) -> [String: NodeID] {
        var paths: [String: NodeID] = [:]
        tree.walk(from: id) { node in
            guard tree.kind(node) == .memberAccessExpr || tree.kind(node) == .identifierExpr,
                  let path = tree.dottedPath(node), let first = path.first, first.hasPrefix("$"), first.count > 1 else { return true }
            // A text field that edits the value (`TextField(text: $x).id(x)`, or one in the view's content):
            // typing resets it on every keystroke and drops focus. A picker or a list selection that resets
            // its screen with `.id(selection)` changes once per choice, usually on purpose.
            if let owner = enclosingCall(of: node, tree), textEditors.contains(CallExpr.at(owner, in: tree)?.name(in: tree) ?? "") {
                paths[([String(first.dropFirst())] + path.dropFirst()).joined(separator: "."), default: node] = node
            }
            return false
        }
        return paths
    }

    /// Views and modifiers that edit text, where a reset loses focus on every keystroke.
    static let textEditors = NameSet(["TextField", "SecureField", "TextEditor", "focused"])

    /// The call whose argument a node is (`TextField` for `$x` in `TextField("a", text: $x)`).
    static func enclosingCall(of node: NodeID, _ tree: SyntaxTree) -> NodeID? {
        var current = node
        var steps = 0
        while steps < 6, let parent = tree.parent(current) {
            steps += 1
            if tree.kind(parent) == .functionCallExpr { return parent }
            guard [.labeledExpr, .tupleExpr, .memberAccessExpr].contains(tree.kind(parent)) else { return nil }
            current = parent
        }
        return nil
    }

    /// Every plain value path read in an expression (`model.amount`), string interpolations included.
    static func valuePaths(in id: NodeID, tree: SyntaxTree) -> [String] {
        var paths: [String] = []
        tree.walk(from: id) { node in
            if tree.kind(node) == .closureExpr { return false }
            if tree.kind(node) == .memberAccessExpr || tree.kind(node) == .identifierExpr, let path = tree.dottedPath(node) {
                paths.append(path.joined(separator: "."))
                return false
            }
            return true
        }
        return paths
    }
}
