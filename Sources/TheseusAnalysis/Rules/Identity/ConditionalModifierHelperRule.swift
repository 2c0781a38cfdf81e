import TheseusSyntax

/// `.if(condition) { $0.modifier() }` helpers: one view that becomes two identities, reported at the helper.
public struct ConditionalModifierHelperRule: Rule {
    public static let description = RuleDescription(
        id: "conditional_modifier_helper",
        name: "Conditional modifier helper",
        kind: .identity,
        severity: .warning,
        enabledByDefault: false,
        precision: .medium,
        scope: .notInWidgets,
        summary: "`.if(cond) { $0.foo() }`-style View helpers, which branch between a view and the view transformed, where a call site's condition changes while the view is shown",
        rationale: """
        A helper such as `func if<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View` hides an \
        `if`/`else` in a result builder. WWDC21 "Demystify SwiftUI" explains that the branches of an `if` are \
        different views with different identities (`_ConditionalContent`): whenever the condition changes, \
        the view in one branch is destroyed and the other created, any `@State` inside starts over, and the \
        change animates as a fade instead of a transition of the modifier. Because the helper looks like a \
        plain modifier, the identity split is invisible at every call site, and the helper invites it for any \
        modification.

        The helper is reported once, at its definition, when some call site's condition changes while the \
        view is shown (it reads `@State`, a binding, an observable model, or an input a parent passes from \
        such), with those call sites as related locations and counted in the message. Call sites whose \
        condition is fixed for the run (`.if(true)`, `.if(UIDevice.isPad)`) do not count. Each call site on \
        its own, and named helpers that branch inside (`.isHidden(flag)`), are the opt-in rule \
        `conditional_modifier_site`: measured on real apps, few of them were worth a change by themselves. \
        The rule itself measured `medium` (three in four findings worth a change; the others passed a \
        condition that changes in principle but not in that app), so it is opt-in.
        """,
        fix: """
        Remove the helper: at each call site apply the modifier unconditionally with an inert value instead of \
        branching: `.opacity(isHidden ? 0 : 1)`, `.padding(isCompact ? 0 : 8)`, `.foregroundStyle(isOn ? .green : .primary)`.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[]",
                                  summary: "Names of conditional-modifier helpers defined outside the project (in a package): their call sites with a changing condition are reported"),
        ],
        triggering: [
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
            struct Badge: View {
                @State private var isNew = true
                var body: some View {
                    Text("New").if(isNew) { $0.bold() }
                        .onTapGesture { isNew = false }
                }
            }
            """),
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
                    TextField("Name", text: .constant("")).when(isOn) { $0.padding() }
                    Circle().either(isOn, then: { $0.fill(.red) }, else: { $0.stroke(.gray) })
                    Text("x").modify { isOn ? $0.bold() : nil }
                }
            }
            """),
            RuleExample("""
            extension View {
                @ViewBuilder func ↓`if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            """, otherFiles: [("Badge.swift", """
            struct Badge: View {
                var isNew: Bool
                var body: some View {
                    Text("New").if(isNew) { $0.bold() }
                    // A condition fixed for the run never swaps the views.
                    Text("x").if(UIDevice.isTV) { $0.padding() }
                    Text("y").if(true) { $0.bold() }
                }
            }
            struct Inbox: View {
                @State private var unread = false
                var body: some View {
                    Badge(isNew: unread)
                    Button("Mark as read") { unread = false }
                }
            }
            """)]),
        ],
        nonTriggering: [
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
            struct Badge: View {
                @State private var isNew = true
                var body: some View {
                    Text("New").fontWeight(isNew ? .bold : .regular)
                    if isNew { Image(systemName: "star") }
                }
            }
            """),
            RuleExample("""
            extension View {
                // No call site passes a condition that changes while the view is shown.
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
                }
            }
            """),
            RuleExample("""
            extension View {
                // A named helper that branches inside: the opt-in rule `conditional_modifier_site` reports it.
                func visibility(_ isVisible: Bool) -> AnyView {
                    if isVisible { return AnyView(self) } else { return AnyView(hidden()) }
                }
            }
            struct Help: View {
                @State private var showsHelp = false
                var body: some View {
                    Toggle("Help", isOn: $showsHelp)
                    Text("?").visibility(showsHelp)
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionDecl, .functionCallExpr]

    let configuredHelpers: Set<String>

    public init(options: RuleOptions) {
        configuredHelpers = Set(options.stringList("helpers", default: []))
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .functionDecl {
            // The `.if { $0… }` family: the helper takes the modification as a closure.
            guard let signature = Self.localDefinitions(in: file)[node], signature.takesTransform else { return }
            Self.reportDefinition(node, signature, in: file, report: &report)
            return
        }
        // A configured helper from a package: its definition is out of sight, so its call sites are reported.
        guard !configuredHelpers.isEmpty, file.isViewCode(node), let call = file.call(node), call.isMemberCall(in: tree),
              let name = call.name(in: tree), configuredHelpers.contains(name),
              file.conditionalModifiers(named: name).isEmpty else { return }
        Self.reportCallSite(call, name: name, signature: nil, in: file, report: &report)
    }

    /// A call site whose condition changes while the view is shown.
    static func reportCallSite(_ call: CallExpr, name: String, signature: HelperSignature?, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // A menu's or a context menu's content exists only while it is open.
        if ViewBuilderContext.isInTransientContent(call.node, in: file) { return }
        guard let evidence = callSiteEvidence(call, signature, in: file), !evidence.isRare else { return }
        report.report(token: Int(tree[call.callee].mainToken),
                      "`.\(name)(…)` builds this view in two identities, one with the modification and one without, and its condition changes while the view is shown (\(evidence.reason)): when it flips, the view is recreated with any state it holds, and the change cross-fades",
                      help: "apply the modifier unconditionally with an inert value, such as `.opacity(condition ? 1 : 0)`",
                      fix: signature.flatMap { inertFix(call, $0, in: tree) },
                      related: evidence.related)
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

    /// The helper's definition: reported when some call site's condition changes while the view is shown.
    static func reportDefinition(_ node: NodeID, _ signature: HelperSignature, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        let definition = file.location(tree.range(node))
        var live: [(HelperCall, ChangeEvidence)] = []
        for call in file.helperCalls(named: signature.name) where call.context == .viewCode {
            guard let bound = signature.bind(labels: call.labels, trailing: call.trailingClosures) else { continue }
            // A call inside the definition itself is not a use.
            if call.range.path == file.path, (definition.startLine ... definition.endLine).contains(call.range.startLine) { continue }
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
            if let evidence = file.changeEvidence(for: sources, depth: 0), !evidence.isRare { live.append((call, evidence)) }
        }
        guard let first = live.first else { return }
        let label = signature.labels.map { ($0 ?? "_") + ":" }.joined()
        let sites = live.count == 1 ? "1 call site" : "\(live.count) call sites"
        report.report(token: Int(tree[node].mainToken),
                      "`\(signature.name)(\(label))` builds the view in two identities depending on its condition, and at \(sites) that condition changes while the view is shown (\(first.1.reason)): each flip recreates the view, with any state it holds, and cross-fades",
                      help: "remove the helper: apply modifiers with inert values at the call sites (`.opacity(condition ? 1 : 0)`), and branch only where the two views really differ",
                      related: live.prefix(10).map { RelatedLocation(range: $0.0.range, message: "`.\(signature.name)` is called here with a condition that changes: \($0.1.reason)") })
    }

    /// Why a call site's condition changes: the argument bound to the helper's condition, or what its
    /// closure reads when the condition is the transform's own result.
    static func callSiteEvidence(_ call: CallExpr, _ signature: HelperSignature?, in file: FileContext) -> ChangeEvidence? {
        let tree = file.tree
        let plain = call.arguments.filter { !$0.isTrailingClosure }
        guard let signature, let bound = signature.bind(labels: plain.map(\.label), trailing: call.trailingClosures.count) else {
            // A configured helper: its first argument is the condition.
            return (call.firstUnlabeled?.value).flatMap { file.changeEvidence(for: $0) }
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
        }
        return file.changeEvidence(for: sources, depth: 0)
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
                found[function] = signature
            }
            return found
        }
    }
}
