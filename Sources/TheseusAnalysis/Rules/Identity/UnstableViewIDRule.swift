import TheseusSyntax

/// `.id(UUID())`, `.task(id: Date())`, or an `.id` built from the value the view edits.
public struct UnstableViewIDRule: Rule {
    public static let description = RuleDescription(
        id: "unstable_view_id",
        name: "Unstable view id",
        kind: .identity,
        severity: .error,
        enabledByDefault: false,
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

        Measured on real apps the rule is `low` and opt-in: in 107 apps, most `.id(UUID())` sat on a loading \
        indicator or a purchase button whose enclosing `body` is not evaluated again while it is shown (an \
        `@Observable` model tracks only what the body reads), so the fresh id never took effect; judges found \
        about one in five worth a change. Whether a `body` runs again while a view is shown is beyond what \
        Theseus can see from the source, so the rule stays off until you ask for it.
        """,
        fix: """
        Pass a value that changes only when the view should really be replaced or the work redone: a stored \
        id, the selected item's id, a version counter.
        """,
        options: [
            RuleOptionDescription(name: "animation_values", type: "boolean", defaultValue: "false",
                                  summary: "Also report `.animation(_:value:)` given a fresh value (it animates every change, like the deprecated `.animation(_:)`; measured on real apps, usually on purpose)"),
        ],
        triggering: [
            RuleExample("""
            struct Feed: View {
                var body: some View {
                    ScrollView { Posts() }
                        .id(↓UUID())
                }
            }
            """),
            RuleExample("""
            struct Clock: View {
                var body: some View {
                    Text("tick")
                        .task(id: ↓Date()) { await refresh() }
                        .animation(.default, value: ↓Int.random(in: 0...9))
                }
            }
            """, configuration: "animation_values: true"),
            RuleExample("""
            struct AmountField: View {
                @ObservedObject var model: Model
                var body: some View {
                    TextField("Amount", text: $model.amount)
                        .id(↓"\\(model.amount)")
                }
            }
            """),
            RuleExample("""
            struct Refresher: View {
                var body: some View {
                    Color.clear.onChange(of: ↓Date.now) { _, _ in reload() }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Pulse: View {
                @State private var phase = 0.0
                var body: some View {
                    // Animates every change, as `.animation(_:)` did: reported with the option `animation_values`.
                    Circle().scaleEffect(phase).animation(.easeInOut, value: UUID())
                }
            }
            """),
            RuleExample("""
            struct Profile: View {
                @State private var selectedTab = Tab.notes
                var body: some View {
                    // The screen is reset on purpose when the tab changes: a picker is not a text field that
                    // would lose focus on every keystroke.
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
                    // Conditional rows of `Form` are stale when they reappear: this id forces a refresh
                    // (a documented workaround).
                    .id(UUID())
                }
            }
            """),
            RuleExample("""
            struct Loading: View {
                var body: some View {
                    // Nothing here holds state, and a `nil` animation animates nothing.
                    ProgressView().id(UUID())
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
        reportsAnimationValues = options.bool("animation_values", default: false)
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
            var consequence = Self.consequence(name)
            switch name {
            case "id":
                // A new identity matters for a view that holds state; a `ProgressView` or a shape only redraws.
                guard let receiver = call.receiver(in: tree) else { return }
                // A reset on every update that a comment right above says is meant (a documented workaround).
                if Self.isDocumentedAsIntended(Int(tree[call.callee].mainToken), in: tree) { return }
                switch BranchSplit.state(of: [receiver], rootName: ModifierChain(receiver, in: tree).rootName(in: tree), isCall: tree.kind(ModifierChain(receiver, in: tree).root) == .functionCallExpr, in: file) {
                case .holds(let what): consequence = "the view is recreated on every update, and \(what) starts over each time"
                case .opaque:
                    // Out of sight whether it holds state; only a row of a list is sure to suffer.
                    guard Self.isRow(node, in: file) else { return }
                    consequence = "this row gets a new identity on every update, so the list removes it and inserts a new one each time"
                case .none:
                    // A row of a `ForEach`/`List` with a new id is a new row on every update: removed and
                    // inserted again, whatever it holds.
                    guard Self.isRow(node, in: file) else { return }
                    consequence = "this row gets a new identity on every update, so the list removes it and inserts a new one each time"
                }
            case "animation":
                // `.animation(nil, value: UUID())` turns animations off: nothing animates on every update.
                if let animation = call.firstUnlabeled?.value, Self.isNoAnimation(animation, tree) { return }
            default:
                break
            }
            report.report(fresh, "`.\(name)` receives `\(spelling)`, a new value on every update: \(consequence)",
                          help: "pass a value that changes only when the view should be replaced, such as a stored id")
            return
        }
        // `.id` built from the value that the view edits through a binding.
        if name == "id", let receiver = call.receiver(in: tree) {
            let bindings = Self.bindingPaths(in: receiver, tree: tree)
            guard !bindings.isEmpty else { return }
            for path in Self.valuePaths(in: argument, tree: tree) where bindings.contains(path) {
                report.report(argument,
                              "`.id` is built from `\(path)`, the value this view edits through `$\(path)`: every edit makes a new view, which loses focus and state",
                              help: "key the view by something that stays the same while it is edited, such as the model's id")
                return
            }
        }
    }

    /// Words of a comment that explains a deliberate fresh identity: "This `id` forces a refresh".
    static let intentWords = ["force", "workaround", "intentional", "deliberate", "on purpose", "on every update", "every time"]

    /// Whether a comment in the few lines above the modifier explains that the fresh id is meant.
    static func isDocumentedAsIntended(_ token: Int, in tree: SyntaxTree) -> Bool {
        guard token >= 0 else { return false }
        let source = tree.lexed.source
        let start = Int(tree.tokens[token].start)
        let line = source.location(of: start).line
        let from = Int(source.lineRange(max(1, line - 4)).start)
        let trivia = tree.lexed.trivia
        // The comments end before the token: find the last trivia piece that starts before it.
        var low = 0, high = trivia.count
        while low < high {
            let mid = (low + high) / 2
            if Int(trivia[mid].start) < start { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0, Int(trivia[index].start) >= from {
            if trivia[index].isComment {
                let text = source.text(trivia[index].range).lowercased()
                if intentWords.contains(where: text.contains) { return true }
            }
            index -= 1
        }
        return false
    }

    /// Directly a row of a `ForEach` or `List` (in its content closure, not nested in another view).
    static func isRow(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .closureExpr:
                guard let argument = file.parent(ancestor), let callNode = file.parent(argument) else { return false }
                return ForEachCall(callNode, in: tree)?.content == ancestor
            case .functionCallExpr, .memberAccessExpr, .labeledExpr, .postfixIfConfigExpr:
                continue
            default:
                return false
            }
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
        case "id": return "the view is recreated and loses its state every time"
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

    /// Paths bound with `$` in a view expression and its content closures: `model.amount` for `$model.amount`.
    static func bindingPaths(in id: NodeID, tree: SyntaxTree) -> Set<String> {
        var paths = Set<String>()
        tree.walk(from: id) { node in
            guard tree.kind(node) == .memberAccessExpr || tree.kind(node) == .identifierExpr,
                  let path = tree.dottedPath(node), let first = path.first, first.hasPrefix("$"), first.count > 1 else { return true }
            // A text field that edits the value (`TextField(text: $x).id(x)`, or one in the view's content):
            // typing resets it on every keystroke and drops focus. A picker or a list selection that resets
            // its screen with `.id(selection)` changes once per choice, usually on purpose.
            if let owner = enclosingCall(of: node, tree), textEditors.contains(CallExpr.at(owner, in: tree)?.name(in: tree) ?? "") {
                paths.insert(([String(first.dropFirst())] + path.dropFirst()).joined(separator: "."))
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
