import TheseusSyntax

/// `AnyView` that unifies the different views of the branches of a helper (WWDC21's breed example),
/// where a `@ViewBuilder` would keep them visible. Opt-in: a matter of readability.
public struct AnyViewBranchRule: Rule {
    public static let description = RuleDescription(
        id: "any_view_branch",
        name: "AnyView unifying branches",
        kind: .identity,
        severity: .warning,
        enabledByDefault: false,
        precision: .low,
        scope: .notInWidgets,
        summary: "`AnyView` that hides which of several views a branch shows, where a `@ViewBuilder` would do",
        rationale: """
        WWDC21 "Demystify SwiftUI" wraps every branch of a helper in `AnyView` so that the branches return \
        one type, and then removes it: with `AnyView` SwiftUI cannot see the conditional structure, the \
        compiler cannot check it, and the code is harder to read than the `@ViewBuilder` version, which keeps \
        both types visible as `_ConditionalContent`.

        When the branch flips, views of different types are replaced either way, so the finding is about \
        readability and static structure more than about run time: measured on real apps, few such findings \
        were worth a change, so the rule is opt-in. The default rule `any_view` reports `AnyView` in `List` \
        rows, where it costs at run time. An `AnyView` that an API requires — a protocol requirement, an \
        argument or a stored property typed `AnyView`, a hosting controller's root, an image renderer's \
        content — or that wraps one fixed type is left alone.
        """,
        fix: """
        Return `some View` from a `@ViewBuilder` function or property and let the `if`/`switch` produce a \
        conditional view; for heterogeneous collections, switch over an enum of row kinds.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[" + AnyViewRule.defaultHelpers.joined(separator: ", ") + "]",
                                  summary: "Names of type-erasing helper methods to report, besides helpers defined in the project that return `AnyView`"),
        ],
        triggering: [
            RuleExample("""
            // `AnyView` written `.init(…)`: the return type says what it builds.
            struct Badge: View {
                @State private var isOn = false
                var body: some View { icon(isOn) }
                func icon(_ on: Bool) -> AnyView {
                    if on { return .↓init(Image(systemName: "star.fill")) } else { return .↓init(Text("off")) }
                }
            }
            """),
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
            struct DogBreedView: View {
                let dog: Dog
                var body: some View { breed }
                var breed: some View {
                    var dogView: AnyView
                    if dog.isBorderCollie {
                        dogView = ↓AnyView(BorderCollieView())
                    } else {
                        dogView = ↓AnyView(UnknownBreedView())
                    }
                    return dogView
                }
            }
            """),
            RuleExample("""
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Card: View {
                @State private var isHovering = false
                var body: some View {
                    Text("card")
                        .background(isHovering ? Color.blue.↓eraseToAnyView() : Rectangle().fill(.clear).↓eraseToAnyView())
                }
                func description(_ text: String?) -> some View {
                    guard let text else { return EmptyView().↓eraseToAnyView() }
                    return Text(text).↓eraseToAnyView()
                }
            }
            """),
            RuleExample("""
            struct Spellings: View {
                var flag: Bool
                var body: some View {
                    if flag { AnyView.↓init(Text("x")) } else { SwiftUI.↓AnyView(Image("q")) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // `.init(…)` of another type.
            struct Badge: View {
                @State private var isOn = false
                var body: some View { Circle().fill(tint(isOn)) }
                func tint(_ on: Bool) -> Color {
                    if on { return .init(red: 1, green: 0, blue: 0) } else { return .init(white: 0.5) }
                }
            }
            """),
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
            #Preview {
                AnyView(Text("previews build throw-away views"))
            }
            """),
            RuleExample("""
            protocol Coordinator { func toPresentable() -> AnyView }
            final class SettingsCoordinator: Coordinator {
                func toPresentable() -> AnyView { AnyView(SettingsScreen()) }
                func start() {
                    let controller = UIHostingController(rootView: AnyView(SettingsScreen()))
                    let image = ImageRenderer(content: AnyView(ShareCard()))
                    present(controller, image)
                }
            }
            struct Promo: View {
                var body: some View {
                    // A parameter typed `AnyView`, a stored view of one type: nothing changes identity.
                    DialogContent(title: "Hi", customView: AnyView(PromoArt()))
                    AnyView(Text("one fixed type"))
                }
            }
            struct Header: View {
                let accessory: AnyView
                init(@ViewBuilder accessory: () -> some View) { self.accessory = AnyView(accessory()) }
                var body: some View { accessory }
            }
            """),
            RuleExample("""
            extension View {
                func settingPage(_ content: @escaping (String) -> (some View)?) -> some View {
                    environment(\\.settingPage) { key in
                        if let view = content(key) { return AnyView(view) } else { return nil }
                    }
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    // In a row, the default rule `any_view` reports it.
                    List(posts) { post in post.isAd ? AnyView(AdRow()) : AnyView(PostRow(post: post)) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    let helpers: NameSet

    public init(options: RuleOptions) {
        helpers = AnyViewRule.helperSet(options)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let (token, spelled) = file.anyViewErasure(node, helpers: helpers),
              AnyViewRule.rowContainer(of: node, in: file) == nil else { return }
        guard let branch = Self.branchResults(around: node, in: file), !Self.isForcedByAPI(node, in: file) else { return }
        let kinds = branch.map { Self.viewSignature($0, in: tree, helpers: helpers, file: file) }
        let distinct = Set(kinds.compactMap { $0 })
        guard distinct.count > 1 else { return }
        let listed = distinct.sorted().prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        report.report(token: token, "\(spelled) hides which view this branch shows (\(listed)): neither SwiftUI nor the compiler can see the alternatives, where a `@ViewBuilder` would keep them as a conditional view",
                      help: "return `some View` from a `@ViewBuilder` and let `if`/`switch` build the alternatives")
    }

    /// The results among which this erased view is one: the two sides of a ternary, the values a function
    /// or property returns, the arms of an `if`/`switch` expression or view builder, or the values assigned
    /// to one variable. Nil when the erased view stands alone.
    static func branchResults(around node: NodeID, in file: FileContext) -> [NodeID]? {
        let tree = file.tree
        var value = node
        // The erased expression as a whole: `x.eraseToAnyView()` is `node`; parentheses around it.
        while let parent = file.parent(value), tree.kind(parent) == .tupleExpr || tree.kind(parent) == .labeledExpr && tree.kind(file.parent(parent) ?? parent) == .tupleExpr {
            value = parent
        }
        guard let parent = file.parent(value) else { return nil }
        switch tree.kind(parent) {
        case .ternaryExpr:
            return Array(tree.children(parent).dropFirst())
        case .returnStmt:
            guard let body = enclosingBody(of: parent, in: file) else { return nil }
            return returnedValues(in: body, tree)
        case .infixOperatorExpr where tree.tokenIs(Int(tree[parent].mainToken), "="):
            guard let target = tree.children(parent).first, let path = tree.dottedPath(target),
                  let body = enclosingBody(of: parent, in: file) else { return nil }
            var values: [NodeID] = []
            tree.walk(from: body) { n in
                if tree.kind(n) == .closureExpr, n != body { return false }
                if tree.kind(n) == .infixOperatorExpr, tree.tokenIs(Int(tree[n].mainToken), "="),
                   let lhs = tree.children(n).first, tree.dottedPath(lhs) == path, tree.children(n).count == 2 {
                    values.append(tree.children(n)[tree.children(n).startIndex + 1])
                }
                return true
            }
            return values
        case .codeBlock, .switchCase:
            // The lone statement of a branch of an `if`/`switch` (an expression, or in a view builder).
            guard let statement = tree.kind(parent) == .codeBlock ? file.parent(parent) : Optional(parent) else { return nil }
            var head = tree.kind(statement) == .switchCase ? file.parent(statement) : statement
            while let h = head, let up = file.parent(h), tree.kind(up) == .ifExpr { head = up }
            guard let head, tree.kind(head) == .ifExpr || tree.kind(head) == .switchExpr else { return nil }
            return ConditionalModifier.branchResults(head, in: tree)
        default:
            return nil
        }
    }

    /// The body whose `return`s give the values: the nearest function, accessor or closure.
    static func enclosingBody(of node: NodeID, in file: FileContext) -> NodeID? {
        for ancestor in file.ancestors(node) {
            switch file.tree.kind(ancestor) {
            case .closureExpr, .accessorBlock: return ancestor
            case .functionDecl, .initializerDecl, .subscriptDecl: return file.tree.child(ancestor, .codeBlock)
            case .variableDecl: return nil
            default: continue
            }
        }
        return nil
    }

    static func returnedValues(in body: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        var values: [NodeID] = []
        tree.walk(from: body) { n in
            if tree.kind(n) == .closureExpr, n != body { return false }
            if tree.kind(n) == .returnStmt, let value = tree.children(n).first { values.append(value) }
            return true
        }
        return values
    }

    /// What an erased view is, for comparing branches: the root view's name and its modifiers; nil for
    /// `nil` (an optional view's absence).
    static func viewSignature(_ expression: NodeID, in tree: SyntaxTree, helpers: NameSet, file: FileContext) -> String? {
        var id = tree.unwrapped(expression)
        if tree.kind(id) == .nilLiteralExpr { return nil }
        if let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) {
            if (name == "AnyView" || name == "init"), call.arguments.count == 1, let inner = call.arguments.first?.value,
               !call.isMemberCall(in: tree) || tree[call.callee].flags.contains(.implicitMember)
                || call.receiver(in: tree).flatMap({ tree.dottedPath($0) }).map({ $0.last == "AnyView" || $0 == ["SwiftUI"] }) == true {
                id = tree.unwrapped(inner)
            } else if call.isMemberCall(in: tree), helpers.contains(name) || file.isErasingHelper(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            }
        }
        let chain = ModifierChain(id, in: tree)
        let root = chain.rootName(in: tree) ?? tree.compactText(chain.root)
        return ([root] + chain.modifiers.map(\.name)).joined(separator: ".")
    }

    /// An `AnyView` that an API requires: a protocol requirement or an override, a closure passed to a
    /// call that is not view content (an environment value, a factory), a `PreferenceKey`.
    static func isForcedByAPI(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        // Views are built in views, view modifiers, styles and `View` extensions; elsewhere (a model, a
        // coordinator) `AnyView` is storage for views of types decided at run time.
        if let owner = file.enclosingType(node) {
            let conformances = file.conformances(of: owner.name).union(owner.conformances)
            let isViewLike = conformances.contains { ViewBuilderContext.viewProtocols.contains($0) || $0 == "ViewModifier" || $0.hasSuffix("Style") }
                || (owner.isExtension && ViewBuilderContext.viewProtocols.contains(owner.name))
            if !isViewLike { return true }
        }
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .closureExpr:
                if !file.isViewCode(ancestor) { return true }
            case .functionDecl, .variableDecl, .subscriptDecl:
                if tree.children(ancestor, .modifier).contains(where: { tree.nameIs($0, "override") }) { return true }
                guard let name = tree.kind(ancestor) == .functionDecl ? tree.name(ancestor)
                        : tree.children(ancestor, .patternBinding).first.flatMap({ tree.children($0).first }).flatMap({ tree.name($0) }),
                      let owner = file.enclosingType(ancestor) else { return false }
                let conformances = file.conformances(of: owner.name).union(owner.conformances)
                if conformances.contains("PreferenceKey") || conformances.contains("EnvironmentKey") { return true }
                for proto in conformances where file.declarations(of: proto).contains(where: { $0.kind == .protocolDecl && $0.member(name) != nil }) {
                    return true
                }
                return false
            default:
                continue
            }
        }
        return false
    }
}
