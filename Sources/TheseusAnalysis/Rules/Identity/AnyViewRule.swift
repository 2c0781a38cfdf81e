import TheseusSyntax

/// `AnyView(…)` and `.eraseToAnyView()`: type erasure that hides a view's structure.
public struct AnyViewRule: Rule {
    public static let defaultHelpers = ["eraseToAnyView", "erasedToAnyView", "asAnyView", "toAnyView", "anyView", "typeErased"]

    public static let description = RuleDescription(
        id: "any_view",
        name: "AnyView",
        kind: .identity,
        severity: .warning,
        summary: "Each `AnyView(...)` construction and each call of an `eraseToAnyView()`-style helper",
        rationale: """
        WWDC21 "Demystify SwiftUI" describes `AnyView` as a type-erasing wrapper that hides the type of the \
        view it wraps, so SwiftUI cannot see the structure of what it wraps. Identity \
        then follows the wrapper rather than the views inside, the diffing SwiftUI does cheaply on static \
        types becomes dynamic (every change of the wrapped type replaces the whole subtree and resets its \
        state), and code that returns `AnyView` from a helper is harder to read than the `@ViewBuilder` \
        version. Inside the rows of a `ForEach` or `List` the cost multiplies: SwiftUI cannot tell how many \
        views each row produces.
        """,
        fix: """
        Return `some View` from a `@ViewBuilder` function or property and let the `if`/`switch` produce a \
        conditional view; for heterogeneous collections, switch over an enum of row kinds.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[" + defaultHelpers.joined(separator: ", ") + "]",
                                  summary: "Names of type-erasing helper methods to report, besides helpers defined in the project that return `AnyView`"),
        ],
        triggering: [
            RuleExample("""
            struct BreedView: View {
                let breed: Breed
                var body: some View { view(for: breed) }
                func view(for breed: Breed) -> AnyView {
                    switch breed {
                    case .dog: return ↓AnyView(DogView())
                    case .cat: return ↓AnyView(CatView())
                    }
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in
                        ↓AnyView(PostRow(post: post))
                    }
                }
            }
            """),
            RuleExample("""
            extension View {
                func eraseToAnyView() -> AnyView { ↓AnyView(self) }
            }
            struct Card: View {
                var body: some View { Text("card").↓eraseToAnyView() }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct BreedView: View {
                let breed: Breed
                var body: some View { view(for: breed) }
                @ViewBuilder func view(for breed: Breed) -> some View {
                    switch breed {
                    case .dog: DogView()
                    case .cat: CatView()
                    }
                }
            }
            """),
            RuleExample("""
            // AnyView(Text("in a comment"))
            let note = "AnyView(Text(\\"in a string\\"))"
            final class AnyViewCache { var views: [String: AnyViewCache] = [:] }
            func makeAnyViewCache() -> AnyViewCache { AnyViewCache() }
            """),
            RuleExample("""
            #Preview {
                AnyView(Text("previews build throw-away views"))
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    let helpers: NameSet

    public init(options: RuleOptions) {
        helpers = NameSet(options.stringList("helpers", default: Self.defaultHelpers))
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let call = file.call(node), let name = call.name(in: tree) else { return }
        let nameToken = Int(tree[tree.kind(call.callee) == .genericSpecializationExpr ? tree.children(call.callee).first! : call.callee].mainToken)
        // Worked out only for a finding: most calls are not `AnyView`.
        var consequence: String {
            isInsideRow(node, in: file)
                ? "inside `ForEach`/`List` rows SwiftUI cannot see what each row builds, so it cannot diff rows cheaply or keep their identity"
                : "SwiftUI can no longer see the view's structure, so identity follows the wrapper and updates replace the whole subtree"
        }
        if isAnyViewConstruction(call, name: name, tree) {
            report.report(token: nameToken >= 0 ? nameToken : Int(tree[node].firstToken), "`AnyView` erases the view's type: \(consequence)",
                          help: "return `some View` from a `@ViewBuilder` and let `if`/`switch` build the alternatives")
        } else if call.isMemberCall(in: tree), nameToken >= 0,
                  helpers.contains(name) || file.isErasingHelper(name) {
            report.report(token: nameToken, "`.\(name)()` wraps the view in `AnyView`: \(consequence)",
                          help: "return `some View` from a `@ViewBuilder` instead of erasing the type")
        }
    }

    /// `AnyView(x)`, `AnyView.init(x)`, `SwiftUI.AnyView(x)`.
    func isAnyViewConstruction(_ call: CallExpr, name: String, _ tree: SyntaxTree) -> Bool {
        guard name == "AnyView" || name == "init" else { return false }
        guard let receiver = call.receiver(in: tree) else { return name == "AnyView" && !call.isMemberCall(in: tree) }
        let base = tree.dottedPath(receiver)
        return (name == "init" && (base == ["AnyView"] || base == ["SwiftUI", "AnyView"])) || (name == "AnyView" && base == ["SwiftUI"])
    }

    /// Inside the content closure of a `ForEach` or `List` with data.
    func isInsideRow(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            if tree.kind(ancestor) == .functionCallExpr, let forEach = ForEachCall(ancestor, in: tree), let content = forEach.content,
               tree.range(content).contains(tree.range(node)) {
                return true
            }
            if tree.kind(ancestor).isTypeDeclaration || tree.kind(ancestor) == .functionDecl { return false }
        }
        return false
    }
}
