import TheseusSyntax

/// `if c { content.opacity(0.3) } else { content }`: one view split into two identities.
public struct IdentitySplittingBranchRule: Rule {
    public static let description = RuleDescription(
        id: "identity_splitting_branch",
        name: "Identity-splitting branch",
        kind: .identity,
        severity: .warning,
        summary: "`if`/`switch` branches that build the same view with different modifiers or arguments",
        rationale: """
        In a view builder, each branch of an `if` or `switch` has its own structural identity (WWDC21 \
        "Demystify SwiftUI": the views in the two branches of an `if` have different identities). When both branches \
        build the same view and differ only by a modifier or an argument (`PawView(tint: .green)` against \
        `PawView(tint: .red)`, `content.opacity(0.3)` against `content`), SwiftUI still sees two views: \
        flipping the condition destroys one and creates the other, resetting `@State`, and the change \
        animates as a cross-fade. The talk recommends one view with the condition moved into the modifier \
        ("inert modifiers"), which keeps a single identity and animates the property.
        """,
        fix: """
        Build the view once and move the condition into its arguments or modifiers: \
        `PawView(tint: dog.isGood ? .green : .red)`, `content.opacity(isExpired ? 0.3 : 1)`.
        """,
        triggering: [
            RuleExample("""
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
            """),
            RuleExample("""
            struct DogView: View {
                var dog: Dog
                var body: some View {
                    ↓if dog.isGood {
                        PawView(tint: .green)
                    } else {
                        PawView(tint: .red)
                    }
                }
            }
            """),
            RuleExample("""
            struct PizzaCard: View {
                var isSelected: Bool
                var body: some View {
                    ↓if isSelected {
                        PizzaView().cornerRadius(20)
                    } else {
                        PizzaView().cornerRadius(8)
                    }
                }
            }
            """),
            RuleExample("""
            struct Recorder: View {
                var isNight: Bool
                var body: some View {
                    VStack {
                        ↓if isNight {
                            CatRecorder().nightTimeStyle()
                        } else {
                            CatRecorder()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Status: View {
                var level: Level
                var body: some View {
                    ↓switch level {
                    case .low: Gauge(value: 0.2)
                    case .high: Gauge(value: 0.9)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct DogView: View {
                var dog: Dog
                var body: some View {
                    PawView(tint: dog.isGood ? .green : .red)
                    if dog.isGood { PawView(tint: .green) } else { BoneView() }
                }
            }
            """),
            RuleExample("""
            struct Adaptive: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        Text("x").fontDesign(.rounded)
                    } else {
                        Text("x")
                    }
                    #if os(iOS)
                    Text("y").padding()
                    #else
                    Text("y")
                    #endif
                }
            }
            """),
            RuleExample("""
            struct Loader: View {
                var isLoading: Bool
                var body: some View {
                    if isLoading { ProgressView() }
                    Text("done").onAppear {
                        if isLoading { print(Text("a").bold()) } else { print(Text("a")) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Branch: View {
                var hasBranch: Bool
                var body: some View {
                    if hasBranch {
                        Image("branch")
                    } else {
                        Image(systemName: "folder")
                    }
                }
            }
            """),
            RuleExample("""
            struct Explicit: View {
                var flag: Bool
                var body: some View {
                    if flag { return Text("a").bold() } else { return Text("a") }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.ifExpr, .switchExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // Only in a result builder: elsewhere `if` is an expression that yields one view.
        guard file.isViewCode(node), file.isResultBuilder(node) else { return }
        // Only the head of an `if … else if … else` chain, and only a statement of a view builder.
        if let parent = file.parent(node), tree.kind(parent) == .ifExpr { return }
        if tree.kind(node) == .ifExpr {
            guard hasFinalElse(node, tree), !hasAvailabilityCondition(node, tree) else { return }
        }
        let branches = ConditionalModifier.branchResults(node, in: tree)
        let expected = tree.kind(node) == .switchExpr ? tree.children(node, .switchCase).count : branchCount(node, tree)
        guard branches.count == expected, branches.count >= 2 else { return }
        // Explicit `return`s turn the result builder off: then there is one view, not a split.
        if containsReturn(node, tree) { return }
        let chains = branches.map { ModifierChain($0, in: tree) }
        // `self` in a View extension is a conditional-modifier helper, reported by its own rule.
        guard let name = chains[0].rootName(in: tree), name != "AnyView", name != "EmptyView", name != "self",
              chains.allSatisfy({ $0.rootName(in: tree) == name && isViewRoot($0.root, tree) }) else { return }
        // The same view with the same content closure; only arguments or modifiers differ.
        let texts = branches.map { tree.compactText($0) }
        guard Set(texts).count > 1 else { return }
        let closures = chains.map { trailingClosureText($0.root, tree) }
        guard Set(closures).count == 1 else { return }
        // Different initializers (`Image(systemName:)` against `Image(_:)`) cannot be merged with a
        // ternary: only the same labels make one view with an inert difference.
        guard Set(chains.map { argumentLabels($0.root, tree) }).count == 1 else { return }
        let differs = Set(chains.map { modifierNames($0) }).count > 1 ? "modifiers" : "arguments"
        report.report(token: Int(tree[node].mainToken),
                      "every branch builds `\(name)` with different \(differs): SwiftUI sees separate views, so changing the condition recreates the view, resets its state and cross-fades",
                      help: "build `\(name)` once and move the condition into its \(differs), as in `.opacity(condition ? 0.3 : 1)`")
    }

    func hasFinalElse(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = node
        while true {
            let children = tree.children(current)
            guard let last = children.last, children.count >= 3 else { return false }
            if tree.kind(last) == .codeBlock { return true }
            if tree.kind(last) == .ifExpr { current = last } else { return false }
        }
    }

    func branchCount(_ node: NodeID, _ tree: SyntaxTree) -> Int {
        var count = 0
        var current: NodeID? = node
        while let n = current {
            current = nil
            for child in tree.children(n) {
                if tree.kind(child) == .codeBlock { count += 1 }
                if tree.kind(child) == .ifExpr { current = child }
            }
        }
        return count
    }

    func hasAvailabilityCondition(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { n in
            if tree.kind(n) == .availabilityCondition { found = true }
            return !found && tree.kind(n) != .codeBlock
        }
        return found
    }

    func containsReturn(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { n in
            if tree.kind(n) == .returnStmt { found = true }
            return !found && tree.kind(n) != .closureExpr
        }
        return found
    }

    /// A view built by a type's initializer (`PawView(…)`) or the modified content (`content`, `self`).
    func isViewRoot(_ root: NodeID, _ tree: SyntaxTree) -> Bool {
        switch tree.kind(root) {
        case .functionCallExpr:
            guard let call = CallExpr(root, in: tree), !call.isMemberCall(in: tree), let name = call.name(in: tree) else { return false }
            return name.startsWithUppercase
        case .identifierExpr:
            let name = tree.name(root)
            return name == "content" || name == "self"
        default:
            return false
        }
    }

    func trailingClosureText(_ root: NodeID, _ tree: SyntaxTree) -> String {
        guard let call = CallExpr(root, in: tree) else { return "" }
        return call.trailingClosures.map { tree.compactText($0.node) }.joined()
    }

    func modifierNames(_ chain: ModifierChain) -> [String] { chain.modifiers.map(\.name) }

    func argumentLabels(_ root: NodeID, _ tree: SyntaxTree) -> [String] {
        CallExpr(root, in: tree)?.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" } ?? []
    }
}
