import TheseusSyntax

/// `.if(condition) { $0.modifier() }` helpers: one view that becomes two identities.
public struct ConditionalModifierHelperRule: Rule {
    public static let description = RuleDescription(
        id: "conditional_modifier_helper",
        name: "Conditional modifier helper",
        kind: .identity,
        severity: .warning,
        summary: "View extension helpers that branch between `transform(self)` and `self`, at their definition and at every call site",
        rationale: """
        A helper such as `func if<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View` hides an \
        `if`/`else` in a result builder. WWDC21 "Demystify SwiftUI" explains that the branches of an `if` are \
        different views with different identities (`_ConditionalContent`): whenever the condition changes, \
        the view in one branch is destroyed and the other created, its `@State` is reset, and the change \
        animates as a fade instead of a smooth transition of the modifier. Because the helper looks like a \
        plain modifier, the identity split is invisible at the call site.
        """,
        fix: """
        Apply the modifier unconditionally with an inert value instead of branching: \
        `.opacity(isHidden ? 0 : 1)`, `.padding(isCompact ? 0 : 8)`, `.foregroundStyle(isOn ? .green : .primary)`.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[]",
                                  summary: "Names of conditional-modifier helpers defined outside the project (in a package) whose call sites to report"),
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
                var isNew: Bool
                var body: some View {
                    Text("New").↓if(isNew) { $0.bold() }
                }
            }
            """),
            RuleExample("""
            extension View {
                func ↓applyIf(_ condition: Bool, _ modifier: some ViewModifier) -> some View {
                    Group {
                        if condition { self.modifier(modifier) } else { self }
                    }
                }
            }
            """),
            RuleExample("""
            struct Title: View {
                var highlighted: Bool
                var body: some View {
                    Text("Title").↓when(highlighted) { $0.foregroundStyle(.red) }
                }
            }
            """, configuration: "helpers: [when]"),
            RuleExample("""
            extension View {
                @ViewBuilder func ↓`if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Toolbarish: View {
                var body: some View {
                    // The definition is reported; these calls are not: their conditions are fixed for the run.
                    Text("x").if(UIDevice.isTV) { $0.padding() }
                    Text("y").if(true) { $0.bold() }
                }
            }
            """),
        ],
        nonTriggering: [

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
                var isNew: Bool
                var body: some View {
                    Text("New").fontWeight(isNew ? .bold : .regular)
                    if isNew { Image(systemName: "star") }
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
            guard localDefinitions(in: file).contains(node), let name = tree.name(node) else { return }
            report.report(token: Int(tree[node].mainToken),
                          "`\(name)` applies a modifier only when a condition holds: its branches are two different views, so when the condition changes the view is recreated, loses its state and fades",
                          help: "apply the modifier unconditionally with an inert value, such as `.opacity(condition ? 1 : 0)`")
            return
        }
        guard let call = file.call(node), call.isMemberCall(in: tree), let name = call.name(in: tree) else { return }
        // A helper of the project (matched by its labels, so `hidden()` is not `hidden(_:)`), or a
        // configured helper from a package.
        let signatures = file.conditionalModifiers(named: name)
        guard signatures.contains(where: { $0.accepts(call, in: tree) }) || configuredHelpers.contains(name) else { return }
        // A condition fixed for the run (`.if(true)`, `.if(UIDevice.isTV)`) never swaps the views.
        if let condition = call.firstUnlabeled?.value, Self.isFixedForTheRun(condition, tree) { return }
        // Not the helper calling itself recursively inside its own definition.
        if file.ancestors(node).contains(where: { localDefinitions(in: file).contains($0) }) { return }
        report.report(token: Int(tree[call.callee].mainToken),
                      "`.\(name)(…)` is a conditional modifier: toggling its condition swaps two different views, resetting state and animating as a fade",
                      help: "apply the modifier unconditionally with an inert value, such as `.opacity(condition ? 1 : 0)`")
    }

    /// A boolean literal or a type's static property (`UIDevice.isPad`, `Build.isDebug`).
    static func isFixedForTheRun(_ condition: NodeID, _ tree: SyntaxTree) -> Bool {
        let id = tree.unwrapped(condition)
        if tree.kind(id) == .booleanLiteralExpr { return true }
        guard let path = tree.dottedPath(id), path.count == 2, let type = path.first?.first else { return false }
        return type.isUppercase && path[0] != "Self"
    }

    /// Conditional-modifier helpers defined in this file.
    func localDefinitions(in file: FileContext) -> Set<NodeID> {
        file.cached("conditional_modifier_helper.definitions") {
            Set(file.viewExtensionFunctions.filter { ConditionalModifier.isConditionalModifier($0, in: file.tree) })
        }
    }
}
