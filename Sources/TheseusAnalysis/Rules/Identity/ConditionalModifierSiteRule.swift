import TheseusSyntax

/// Each use of a conditional modifier whose condition changes while the view is shown, and named helpers
/// that branch inside. Opt-in: the weak variant of `conditional_modifier_helper`.
public struct ConditionalModifierSiteRule: Rule {
    public static let description = RuleDescription(
        id: "conditional_modifier_site",
        name: "Conditional modifier site",
        kind: .identity,
        severity: .warning,
        enabledByDefault: false,
        precision: .low,
        scope: .notInWidgets,
        summary: "Each `.if(cond) { $0.foo() }` call whose condition changes while the view is shown, and named View helpers that branch inside (`.isHidden(flag)`)",
        rationale: """
        The opt-in companion of `conditional_modifier_helper`, which reports an `.if { $0… }`-style helper \
        once, at its definition. This rule reports where the identity split happens: every call of such a \
        helper whose condition changes while the view is shown (WWDC21 "Demystify SwiftUI": the two \
        branches are two views, so a flip recreates the view, resets its state and cross-fades), and named \
        helpers without a transform closure that branch inside (`func isHidden(_ hidden: Bool) -> some View`), \
        at their definition, when a call site's condition changes.

        Measured on real apps, most such sites were not worth a change on their own: the flip coincided with \
        the content being replaced anyway, or the view held no state. Turn it on to audit every site.
        """,
        fix: """
        Apply the modifier unconditionally with an inert value instead of branching: \
        `.opacity(isHidden ? 0 : 1)`, `.padding(isCompact ? 0 : 8)`, `.foregroundStyle(isOn ? .green : .primary)`.
        """,
        triggering: [
            RuleExample("""
            // Fixed by the modifier itself with an inert value when the condition is false.
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Row: View {
                @State private var isDimmed = false
                var body: some View {
                    Text("Hello")
                        .↓if(isDimmed) { $0.opacity(0.5) }
                    Text("Blur").↓if(isDimmed) { view in view.blur(radius: 3) }
                    Toggle("Dim", isOn: $isDimmed)
                }
            }
            """, fixed: """
            // Fixed by the modifier itself with an inert value when the condition is false.
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Row: View {
                @State private var isDimmed = false
                var body: some View {
                    Text("Hello")
                        .opacity(isDimmed ? 0.5 : 1)
                    Text("Blur").blur(radius: isDimmed ? 3 : 0)
                    Toggle("Dim", isOn: $isDimmed)
                }
            }
            """),
            RuleExample("""
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
                func ↓applyIf(_ condition: Bool, _ modifier: some ViewModifier) -> some View {
                    Group {
                        if condition { self.modifier(modifier) } else { self }
                    }
                }
                func ↓visibility(_ isVisible: Bool) -> AnyView {
                    if isVisible { return AnyView(self) } else { return AnyView(hidden()) }
                }
            }
            struct Badge: View {
                @State private var isNew = true
                @Binding var isSelected: Bool
                var body: some View {
                    Text("New").↓if(isNew) { $0.bold() }
                        .onTapGesture { isNew = false }
                    Text("row").applyIf(isSelected, Highlight())
                        .onTapGesture { isSelected.toggle() }
                    Text("?").visibility(isNew)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
                @ViewBuilder func hidden(_ isHidden: Bool) -> some View {
                    if isHidden { EmptyView() } else { self }
                }
            }
            struct Settings: View {
                let isPad = UIDevice.current.userInterfaceIdiom == .pad
                var body: some View {
                    Form { Text("General") }
                        .if(isPad) { $0.frame(maxWidth: 600) }
                        .if(true) { $0.padding(2) }
                    Menu("More") {
                        // A menu's content exists only while it is open.
                        Text("x").if(isPad) { $0.bold() }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionDecl, .functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .functionDecl {
            // Named helpers that branch inside; the `.if { $0… }` family is the default rule's.
            guard let signature = ConditionalModifierHelperRule.localDefinitions(in: file)[node], !signature.takesTransform else { return }
            ConditionalModifierHelperRule.reportDefinition(node, signature, in: file, report: &report)
            return
        }
        guard file.isViewCode(node), let call = file.call(node), call.isMemberCall(in: tree), let name = call.name(in: tree) else { return }
        // A helper of the project that takes the modification as a closure (matched by its labels, so
        // `hidden()` is not `hidden(_:)`).
        guard let signature = file.conditionalModifiers(named: name).first(where: { $0.takesTransform && $0.accepts(call, in: tree) }) else { return }
        // Not the helper calling itself recursively inside its own definition.
        if file.ancestors(node).contains(where: { ConditionalModifierHelperRule.localDefinitions(in: file)[$0] != nil }) { return }
        ConditionalModifierHelperRule.reportCallSite(call, name: name, signature: signature, in: file, report: &report)
    }
}
