import TheseusSyntax

/// `.if(condition) { $0.modifier() }` helpers and `ViewModifier`s that branch over their content: one view
/// that becomes two identities, reported at the helper and at each call whose condition can change.
public struct ConditionalModifierHelperRule: Rule {
    public static let description = RuleDescription(
        id: "conditional_modifier_helper",
        name: "Conditional modifier helper",
        kind: .identity,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`.if(cond) { $0.foo() }`-style View helpers and `ViewModifier`s that branch between a view and the view modified, at the definition and at each call whose condition is not constant",
        rationale: """
        A helper such as `func if<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View` hides an \
        `if`/`else` in a result builder. WWDC21 "Demystify SwiftUI" explains that the branches of an `if` are \
        different views with different identities (`_ConditionalContent`): whenever the condition changes, \
        the view in one branch is destroyed and the other created, any `@State` inside starts over, and the \
        change animates as a fade instead of a transition of the modifier. Because the helper looks like a \
        plain modifier, the identity split is invisible at every call site, and the helper invites it for any \
        modification. A `ViewModifier` whose `body` branches between `content` and `content` modified (the \
        talk's expiration modifier) does the same to every view it is applied to.

        The rule reports the helper at its definition, unless every call in the project passes a condition \
        that is constant (`.if(true)`, `.if(UIDevice.current.userInterfaceIdiom == .pad)`) or nothing calls \
        it — for a helper that only asks whether an optional parameter holds a value (`if let namespace`), \
        passing a non-optional value (a `@Namespace`), `nil` or nothing is constant — and reports each call whose condition is not constant, where the fix is made. Named helpers \
        that branch inside (`.visibility(flag)` choosing between `self` and `self.hidden()`) count too; one \
        that removes the view (`EmptyView()` in one branch) is presence, not a split. The finding is `high` \
        when the code shows the harm: the user changes the condition in the view that calls it. \
        (`conditional_modifier_site`, the name of the call-site rule before it was merged here, is an alias.)
        """,
        fix: """
        Remove the helper: at each call site apply the modifier unconditionally with an inert value instead of \
        branching: `.opacity(isHidden ? 0 : 1)`, `.padding(isCompact ? 0 : 8)`, `.foregroundStyle(isOn ? .green : .primary)`; \
        in a `ViewModifier`, `content.opacity(isExpired ? 0.3 : 1)`.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[if]",
                                  summary: "Names of conditional-modifier helpers defined outside the project (in a package, such as the widespread `.if(condition) { $0… }`): their call sites with a condition that is not constant are reported when the project does not define the name itself"),
        ],
        triggering: [
            RuleExample("""
            // Asked whether it holds a value, an optional the user sets does change the branch.
            extension View {
                @ViewBuilder func ↓highlight(_ color: Color?) -> some View {
                    if let color { self.background(color) } else { self }
                }
            }
            struct Row: View {
                @State private var tint: Color? = nil
                var body: some View {
                    Text("Row").↓highlight(tint)
                    Button("Mark") { tint = .yellow }
                }
            }
            """),
            RuleExample("""
            extension View {
                @ViewBuilder func ↓`if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition {
                        transform(self)
                    } else {
                        self
                    }
                }
            }
            struct NewBadge: View {
                @State private var isNew = true
                var body: some View {
                    Text("New").↓if(isNew) { $0.bold() }
                        .onTapGesture { isNew = false }
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Title: View {
                @ObservedObject var model: TitleModel
                var body: some View {
                    Text("Title").↓when(model.isHighlighted) { $0.foregroundStyle(.red) }
                }
            }
            """, configuration: "helpers: [when]"),
            RuleExample("""
            extension View {
                func ↓when(_ c: Bool, transform: (Self) -> some View) -> AnyView {
                    if c { return AnyView(transform(self)) } else { return AnyView(self) }
                }
                @ViewBuilder func ↓either<A: View, B: View>(_ condition: Bool, then a: (Self) -> A, else b: (Self) -> B) -> some View {
                    if condition { a(self) } else { b(self) }
                }
                @ViewBuilder func ↓modify<V: View>(_ transform: (Self) -> V?) -> some View {
                    if let view = transform(self) { view } else { self }
                }
            }
            struct Toolbarish: View {
                @State private var isOn = false
                var body: some View {
                    Button("Switch") { isOn.toggle() }
                    TextField("Name", text: .constant("")).↓when(isOn) { $0.padding() }
                    Circle().↓either(isOn, then: { $0.fill(.red) }, else: { $0.stroke(.gray) })
                    Text("x").↓modify { isOn ? $0.bold() : nil }
                }
            }
            """, confidence: .high),
            RuleExample("""
            extension View {
                @ViewBuilder func ↓`if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            """, otherFiles: [("NewBadge.swift", """
            struct NewBadge: View {
                var isNew: Bool
                var body: some View {
                    Text("New").↓if(isNew) { $0.bold() }
                    // A condition fixed for the run never swaps the views.
                    Text("x").if(UIDevice.isTV) { $0.padding() }
                    Text("y").if(true) { $0.bold() }
                }
            }
            struct Inbox: View {
                @State private var unread = false
                var body: some View {
                    NewBadge(isNew: unread)
                    Button("Mark as read") { unread = false }
                }
            }
            """)], confidence: .high),
            RuleExample("""
            extension View {
                // A named helper that branches inside: `hidden()` keeps the view, modified.
                func ↓visibility(_ isVisible: Bool) -> AnyView {
                    if isVisible { return AnyView(self) } else { return AnyView(hidden()) }
                }
            }
            struct Help: View {
                @State private var showsHelp = false
                var body: some View {
                    Toggle("Help", isOn: $showsHelp)
                    Text("?").↓visibility(showsHelp)
                }
            }
            """, confidence: .high),
            RuleExample("""
            // WWDC21's expiration modifier: the content, or the content dimmed.
            struct ExpirationModifier: ViewModifier {
                var date: Date
                func body(content: Content) -> some View {
                    ↓if date < .now {
                        content.opacity(0.3)
                    } else {
                        content
                    }
                }
            }
            """, fixed: """
            // WWDC21's expiration modifier: the content, or the content dimmed.
            struct ExpirationModifier: ViewModifier {
                var date: Date
                func body(content: Content) -> some View {
                    content.opacity(date < .now ? 0.3 : 1)
                }
            }
            """, confidence: .medium),
            RuleExample("""
            struct Dimmed: ViewModifier {
                @Environment(\\.isEnabled) private var isEnabled
                func body(content: Content) -> some View {
                    ↓if isEnabled { content } else { content.saturation(0).opacity(0.5) }
                }
            }
            struct Emphasis: ViewModifier {
                @Binding var level: Level
                func body(content: Content) -> some View {
                    ↓switch level {
                    case .low: content.opacity(0.6)
                    case .high: content.opacity(1)
                    }
                }
            }
            struct ChoiceButton: ViewModifier {
                let isSelected: Bool
                func body(content: Content) -> some View {
                    // Two button styles are two types: no inert value merges them, but the split is the same.
                    ↓if isSelected {
                        content.buttonStyle(.borderedProminent)
                    } else {
                        content.buttonStyle(.bordered)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The helper asks only whether a namespace was passed: one caller always passes its
            // `@Namespace`, the other never does, so no call site's branch can change.
            extension View {
                @ViewBuilder func transitionSource(id: Int, namespace: Namespace.ID?) -> some View {
                    if let namespace {
                        self.matchedTransitionSource(id: id, in: namespace)
                    } else {
                        self
                    }
                }
            }
            struct Grid: View {
                @Namespace private var namespace
                @State private var items = [1, 2, 3]
                var body: some View {
                    ForEach(items, id: \\.self) { item in
                        Text("\\(item)").transitionSource(id: item, namespace: namespace)
                    }
                    Button("Add") { items.append(4) }
                }
            }
            struct Strip: View {
                @State private var items = [1, 2, 3]
                var body: some View {
                    ForEach(items, id: \\.self) { Text("\\($0)").transitionSource(id: $0, namespace: nil) }
                    Button("Add") { items.append(4) }
                }
            }
            """),
            RuleExample("""
            // Inside the arm its own condition opens: while the text exists, the condition is true.
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            final class PinState: ObservableObject {
                @Published var isWrong = false
                func check(_ pin: String) { isWrong = pin != "1234" }
            }
            struct PinScreen: View {
                @ObservedObject var state: PinState
                var body: some View {
                    if state.isWrong == true {
                        Text("Wrong PIN").if(self.state.isWrong) { $0.foregroundColor(.red) }
                    }
                    Button("Check") { state.check("0000") }
                }
            }
            """),
            RuleExample("""
            // A public helper of a package kept beside a UIKit app, which the app never calls: the lint sees
            // the whole app (its `@UIApplicationMain` delegate), so nothing else can call it.
            extension View {
                @ViewBuilder public func hidden(_ condition: Bool) -> some View {
                    if condition { self.hidden() } else { self }
                }
            }
            """, otherFiles: [("AppDelegate.swift", """
            @UIApplicationMain
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)]),
            RuleExample("""
            // Every call of the helper leaves `isEnabled` at its constant default: the branch never flips.
            struct ToolbarSearch: ViewModifier {
                let isEnabled: Bool
                @Binding var text: String
                func body(content: Content) -> some View {
                    if isEnabled {
                        content.toolbar { TextField("Search", text: $text) }
                    } else {
                        content
                    }
                }
            }
            extension View {
                func toolbarSearch(isEnabled: Bool = true, text: Binding<String>) -> some View {
                    modifier(ToolbarSearch(isEnabled: isEnabled, text: text))
                }
            }
            struct Hub: View {
                @State private var query = ""
                var body: some View {
                    List { Text("a") }
                        .toolbarSearch(text: $query)
                }
            }
            """),
            RuleExample("""
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Thread: View {
                @ObservedObject var store: CommentStore
                var body: some View {
                    Button("Add") { store.comments.insert(Comment(), at: 0) }
                    // A row asking whether it is in its own list: always true, so the branch never flips.
                    ForEach(store.comments) { comment in
                        Text(comment.body).if(store.comments.firstIndex(of: comment) != nil) { $0.bold() }
                    }
                    ForEach(Array(store.comments.enumerated()), id: \\.element.id) { index, comment in
                        Text(comment.body).if(store.comments.contains(comment)) { $0.italic() }
                    }
                }
            }
            """),
            RuleExample("""
            extension View {
                func card() -> some View {
                    self.padding().background(.thinMaterial)
                }
                // Presence: the view is there or not.
                @ViewBuilder func hidden(_ isHidden: Bool) -> some View {
                    if isHidden { EmptyView() } else { self }
                }
                @ViewBuilder func glassIfAvailable() -> some View {
                    if #available(iOS 26, *) {
                        if ProcessInfo.processInfo.environment["TESTING"] != nil { self } else { buttonStyle(.glass) }
                    } else {
                        self
                    }
                }
            }
            """),
            RuleExample("""
            struct NewBadge: View {
                @State private var isNew = true
                var body: some View {
                    Text("New").fontWeight(isNew ? .bold : .regular)
                    if isNew { Image(systemName: "star") }
                }
            }
            """),
            RuleExample("""
            extension View {
                // Every call passes a condition that is constant for the run of the app.
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Settings: View {
                let isPad = UIDevice.current.userInterfaceIdiom == .pad
                var body: some View {
                    Form { Text("General") }
                        .if(isPad) { $0.frame(maxWidth: 600) }
                        .if(.tahoe) { $0.padding(2) }
                        .if(Build.isDebug) { $0.border(.red) }
                    Menu("More") {
                        // A menu's content exists only while it is open.
                        Text("x").if(isPad) { $0.bold() }
                    }
                }
            }
            """),
            RuleExample("""
            extension View {
                // Nothing calls it.
                @ViewBuilder fileprivate func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            """),
            RuleExample("""
            // Every place that applies the modifier passes a constant; and one that never branches.
            struct Highlight: ViewModifier {
                let isOn: Bool
                func body(content: Content) -> some View {
                    if isOn { content.background(.yellow) } else { content }
                }
            }
            struct Faded: ViewModifier {
                var isFaded: Bool
                func body(content: Content) -> some View { content.opacity(isFaded ? 0.5 : 1) }
            }
            struct Legend: View {
                var body: some View {
                    Text("Key").modifier(Highlight(isOn: true))
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionDecl, .functionCallExpr, .ifExpr, .switchExpr]

    let configuredHelpers: Set<String>

    public init(options: RuleOptions) {
        configuredHelpers = Set(options.stringList("helpers", default: ["if"]))
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        switch tree.kind(node) {
        case .functionDecl:
            guard let signature = Self.localDefinitions(in: file)[node] else { return }
            Self.reportDefinition(node, signature, in: file, report: &report)
        case .ifExpr, .switchExpr:
            Self.reportModifierBody(node, in: file, report: &report)
        default:
            guard file.isViewCode(node), let call = file.call(node), call.isMemberCall(in: tree), let name = call.name(in: tree) else { return }
            // A helper of the project (matched by its labels, so `hidden()` is not `hidden(_:)`), or a configured
            // helper from a package, whose definition is out of sight.
            let signatures = file.conditionalModifiers(named: name)
            if let signature = signatures.first(where: { $0.accepts(call, in: tree) }) {
                // Not the helper calling itself inside its own definition.
                if file.ancestors(node).contains(where: { Self.localDefinitions(in: file)[$0] != nil }) { return }
                Self.reportCallSite(call, name: name, signature: signature, in: file, report: &report)
            } else if signatures.isEmpty, configuredHelpers.contains(name), !file.isViewModifier(name) {
                // A helper from a package: the project defines no view helper of that name (its own `if`
                // that always applies its transform is not conditional).
                Self.reportCallSite(call, name: name, signature: nil, in: file, report: &report)
            }
        }
    }

    /// A call site whose condition is not constant.
    static func reportCallSite(_ call: CallExpr, name: String, signature: HelperSignature?, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // A menu's or a context menu's content exists only while it is open.
        if ViewBuilderContext.isInTransientContent(call.node, in: file) { return }
        if ConditionalModifier.isHeldByEnclosingIf(call, in: tree) { return }
        let condition = callSiteStability(call, signature, in: file)
        guard !condition.isFixed else { return }
        report.report(token: Int(tree[call.callee].mainToken),
                      "`.\(name)(…)` builds this view in two identities, one with the modification and one without: when its condition changes, the view is destroyed and built again, with any state it holds, and the change cross-fades",
                      evidence: condition.evidence,
                      help: "apply the modifier unconditionally with an inert value, such as `.opacity(condition ? 1 : 0)`",
                      fix: signature.flatMap { inertFix(call, $0, in: tree) })
    }

    /// A `ViewModifier` whose `body` branches over its `content`: reported unless the condition is constant.
    static func reportModifierBody(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if let parent = file.parent(node), tree.kind(parent) == .ifExpr { return }
        guard let arms = BranchArms(node, in: tree), arms.views.count >= 2,
              ConditionalModifier.isContentBranch(node, arms: arms, in: file),
              arms.conditions.allSatisfy({ !hasAvailability($0, tree) }),
              BranchSplit(arms, in: file) != nil else { return }
        let condition = Stability.combined(arms.conditions.map { file.stability(of: $0) })
        guard !condition.isFixed else { return }
        let keyword = tree.kind(node) == .switchExpr ? "`switch`" : "`if`"
        report.report(token: Int(tree[node].mainToken),
                      "this \(keyword) makes the modifier a conditional one: every view it is applied to is built in one identity per branch, so when the condition changes the view is destroyed and built again, with any state it holds, and the change cross-fades",
                      evidence: condition.evidence,
                      help: "apply the modifiers to `content` unconditionally, with inert values, as in `content.opacity(condition ? 0.3 : 1)`",
                      fix: MergedBranchFix.make(node, arms: arms, in: file))
    }

    static func hasAvailability(_ condition: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: condition) { n in
            if tree.kind(n) == .availabilityCondition { found = true }
            return !found
        }
        return found
    }

    /// `.if(c) { $0.opacity(0.5) }` → `.opacity(c ? 0.5 : 1)`: a plain `if condition { transform(self) }`
    /// helper whose transform is one modifier with a known inert value.
    static func inertFix(_ call: CallExpr, _ signature: HelperSignature, in tree: SyntaxTree) -> Fix? {
        guard let conditionPosition = signature.appliesWhenTrue, let receiver = call.receiver(in: tree),
              let bound = signature.bind(labels: call.arguments.filter { !$0.isTrailingClosure }.map(\.label), trailing: call.trailingClosures.count),
              call.arguments.count == bound.count, let argumentIndex = bound.firstIndex(of: conditionPosition),
              !call.arguments[argumentIndex].isTrailingClosure, let condition = call.arguments[argumentIndex].value,
              call.arguments.count == 2, let closure = call.arguments.first(where: { $0.value.map { tree.kind($0) == .closureExpr } ?? false })?.value
        else { return nil }
        // The closure: one statement, one modifier applied to its parameter.
        var parameter = "$0"
        if let signature = tree.child(closure, .closureSignature) {
            let names = tree.closureParameterSpellings(signature)
            guard names.count == 1 else { return nil }
            parameter = names[0]
        }
        let statements = tree.children(closure).filter { tree.kind($0) != .closureSignature }
        guard statements.count == 1, var body = statements.first else { return nil }
        if tree.kind(body) == .returnStmt, let value = tree.children(body).first { body = value }
        guard let modifier = CallExpr.at(tree.unwrapped(body), in: tree), let name = modifier.name(in: tree),
              let inert = InertModifiers.singleArgument(name),
              let target = modifier.receiver(in: tree), tree.text(target) == parameter,
              modifier.trailingClosures.isEmpty, modifier.arguments.count == 1, let argument = modifier.arguments.first,
              let value = argument.value else { return nil }
        // `radius: 0`: the modifier's argument must carry the same label; `c ? .a : .zero` needs a concrete type.
        guard argument.label == inert.label,
              !(tree.text(value).hasPrefix(".") || inert.value.hasPrefix(".")) || MergedBranchFix.concreteArgumentModifiers.contains(name)
        else { return nil }
        let label = inert.label.map { $0 + ": " } ?? ""
        let replacement = ".\(name)(\(label)\(MergedBranchFix.operand(condition, tree)) ? \(MergedBranchFix.operand(value, tree)) : \(inert.value))"
        // From the `.` before the helper's name, so that the line break and indentation before it stay.
        let nameToken = Int(tree[call.callee].mainToken)
        guard nameToken > 0, tree.tokenIs(nameToken - 1, "."), tree.tokens[nameToken - 1].start >= tree.range(receiver).end else { return nil }
        let range = ByteRange(Int(tree.tokens[nameToken - 1].start), Int(tree.range(call.node).end))
        let safe = InertModifiers.exactlyInert.contains(name)
        return Fix("apply `.\(name)` with an inert value when the condition is false: `\(replacement)`",
                   applicability: safe ? .safe : .unsafe, edits: [FixEdit(range, replacement)],
                   unsafeReason: safe ? nil : "`.\(name)(\(label)\(inert.value))` may override what an enclosing view sets")
    }

    /// The helper's definition: reported unless every call passes a constant condition, or nothing calls
    /// an unexported helper.
    static func reportDefinition(_ node: NodeID, _ signature: HelperSignature, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        let definition = file.location(tree.range(node))
        var calls = 0
        var changing: [(HelperCall, Stability)] = []
        for call in file.helperCalls(named: signature.name) where call.context == .viewCode {
            guard let bound = signature.bind(labels: call.labels, trailing: call.trailingClosures) else { continue }
            // A call inside the definition itself is not a use.
            if call.range.path == file.path, (definition.startLine ... definition.endLine).contains(call.range.startLine) { continue }
            calls += 1
            var sources: [ValueSource] = []
            var conditionInClosure = false
            for parameter in signature.conditionParameters {
                if let index = bound.firstIndex(of: parameter), index < call.arguments.count {
                    sources += call.arguments[index]
                } else if bound.contains(parameter) {
                    conditionInClosure = true
                }
            }
            if conditionInClosure || signature.conditionParameters.isEmpty { sources += call.closureReads }
            let condition = !conditionInClosure && signature.conditionTestsPresence && Self.presenceIsFixed(sources, in: file)
                ? .fixed : file.stability(sources, depth: 0)
            if !condition.isFixed { changing.append((call, condition)) }
        }
        // Nothing calls it, and no other module can (it is not exported, or the lint sees the whole app
        // whose package it is in): dead code. Every call constant: harmless.
        if calls == 0, !isExported(node, tree) || file.seesWholeApp { return }
        if calls > 0, changing.isEmpty { return }
        let label = signature.labels.map { ($0 ?? "_") + ":" }.joined()
        var evidence = changing.prefix(2).map { Evidence(.helper, $0.0.range, "`.\(signature.name)` is called here with a condition that can change") }
        if let first = changing.first { evidence += first.1.evidence }
        let sites = calls == 0 ? "" : " (\(changing.count) of its \(calls) call\(calls == 1 ? "" : "s") pass a condition that is not constant)"
        report.report(token: Int(tree[node].mainToken),
                      "`\(signature.name)(\(label))` builds the view in two identities, one per branch: wherever its condition changes, the view is destroyed and built again, with any state it holds, and the change cross-fades\(sites)",
                      evidence: Stability.ordered(evidence),
                      help: "remove the helper: apply modifiers with inert values at the call sites (`.opacity(condition ? 1 : 0)`), and branch only where the two views really differ")
    }

    /// `public` or `open`: other modules may call it.
    static func isExported(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.children(node, .modifier).contains { tree.nameIs($0, "public") || tree.nameIs($0, "open") }
    }

    /// Whether a call site's condition can change: the argument bound to the helper's condition, or what
    /// its closure reads when the condition is the transform's own result.
    static func callSiteStability(_ call: CallExpr, _ signature: HelperSignature?, in file: FileContext) -> Stability {
        let tree = file.tree
        let plain = call.arguments.filter { !$0.isTrailingClosure }
        guard let signature, let bound = signature.bind(labels: plain.map(\.label), trailing: call.trailingClosures.count) else {
            // A configured helper: its first argument is the condition.
            return (call.firstUnlabeled?.value).map { file.stability(of: $0) } ?? .unproven
        }
        var sources: [ValueSource] = []
        var conditionInClosure = signature.conditionParameters.isEmpty
        for parameter in signature.conditionParameters {
            guard let index = bound.firstIndex(of: parameter) else { continue }
            if index < plain.count, let value = plain[index].value {
                sources += ValueReads.of(value, in: tree)
            } else {
                conditionInClosure = true
            }
        }
        if conditionInClosure {
            for closure in call.trailingClosures { if let value = closure.value { sources += ValueReads.of(conditionsIn: value, in: tree) } }
        } else if signature.conditionTestsPresence, presenceIsFixed(sources, in: file) {
            return .fixed
        }
        return file.stability(sources, depth: 0)
    }

    /// Whether the values an argument reads fix whether it holds a value, for a helper whose condition
    /// only asks that (`if let namespace`): constants and `nil`, and properties of a non-optional type (a
    /// `@Namespace`, a `let title: String`), whose values may change but are never `nil`.
    static func presenceIsFixed(_ sources: [ValueSource], in file: FileContext) -> Bool {
        sources.allSatisfy { source in
            switch source {
            case .fixed:
                return true
            case .member(let owner, let name, let path):
                guard path.isEmpty, let member = file.declarations(of: owner).lazy.compactMap({ $0.member(name) }).first,
                      member.kind == .property else { return false }
                if member.wrappers.contains("Namespace") { return true }
                guard member.wrappers.isEmpty || member.wrappers == ["State"] || member.wrappers == ["Binding"],
                      let type = member.typeText else { return false }
                return !type.hasSuffix("?") && !type.hasSuffix("!") && !type.hasPrefix("Optional<")
            default:
                return false
            }
        }
    }

    /// Conditional-modifier helpers defined in this file, with their signatures.
    static func localDefinitions(in file: FileContext) -> [NodeID: HelperSignature] {
        file.cached("conditional_modifier_helper.definitions") {
            var found: [NodeID: HelperSignature] = [:]
            for function in file.viewExtensionFunctions {
                guard let shape = ConditionalModifier.analyze(function, in: file.tree),
                      var signature = HelperSignature.of(function, in: file.tree) else { continue }
                signature.conditionParameters = shape.conditionParameters
                signature.takesTransform = shape.takesTransform
                signature.conditionTestsPresence = shape.testsPresence
                found[function] = signature
            }
            return found
        }
    }
}
