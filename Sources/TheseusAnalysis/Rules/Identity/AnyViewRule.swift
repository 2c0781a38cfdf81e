import TheseusSyntax

/// `AnyView(…)` and `.eraseToAnyView()`: type erasure that hides a view's structure.
public struct AnyViewRule: Rule {
    public static let defaultHelpers = ["eraseToAnyView", "erasedToAnyView", "asAnyView", "toAnyView", "anyView", "typeErased"]

    public static let description = RuleDescription(
        id: "any_view",
        name: "AnyView in rows",
        kind: .identity,
        severity: .warning,
        precision: .high,
        scope: .notInWidgets,
        summary: "`AnyView` in the rows of a `List`, which hides how many views each row builds",
        rationale: """
        WWDC21 "Demystify SwiftUI" describes `AnyView` as a type-erasing wrapper that hides the type of the \
        view it wraps from SwiftUI. WWDC23 "Demystify SwiftUI performance" says where that costs most: `List` \
        and `Table` gather the identifiers of all their rows up front, and can do so without building the \
        rows only when each element of a `ForEach` resolves to a constant number of views. Inside an \
        `AnyView` the number is unknown, so every row must be built to count them ("Avoid using `AnyView` in \
        `ForEach`").

        The rule reports `AnyView(…)` and `eraseToAnyView()`-style helpers (the named ones, and helpers of the \
        project that return `AnyView`) in the rows of a `List`, or of a `ForEach` inside one. Lazy stacks \
        build their rows as they scroll in, and a `Table`'s rows are `TableRow`s, one row each: both are left \
        alone. `AnyView` that unifies the branches of \
        a helper, the talk's other example, is a matter of readability rather than of run time: it is the \
        opt-in rule `any_view_branch`.
        """,
        fix: """
        Give every row one concrete view type: switch over an enum of row kinds in a `@ViewBuilder` function \
        or a row view, so that each element resolves to one view.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[" + defaultHelpers.joined(separator: ", ") + "]",
                                  summary: "Names of type-erasing helper methods to report, besides helpers defined in the project that return `AnyView`"),
        ],
        triggering: [
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
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Timeline: View {
                let entries: [Entry]
                var body: some View {
                    List {
                        Section("Today") {
                            ForEach(entries) { entry in
                                EntryRow(entry: entry).↓eraseToAnyView()
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Spellings: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in AnyView.↓init(Text(item.name)) }
                    List(items) { item in ↓row(item) }
                    List(items) { item in SwiftUI.↓AnyView(Text(item.name)) }
                }
                // `AnyView` written `.init(…)`: the return type says what it builds.
                func row(_ item: Item) -> AnyView { .init(Text(item.name)) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A method that returns a concrete view, and one that returns `AnyView` used outside the rows.
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in row(item) }
                    header()
                }
                func row(_ item: Item) -> some View { Text(item.name) }
                func header() -> AnyView { .init(Text("Feed")) }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in
                        PostRow(post: post)
                    }
                    ScrollView {
                        // A lazy stack builds rows as they scroll in: it counts nothing ahead.
                        LazyVStack {
                            ForEach(posts) { post in AnyView(PostRow(post: post)) }
                        }
                    }
                    // A table row is one `TableRow`, whatever its cells hold.
                    Table(posts) {
                        TableColumn("Title") { post in AnyView(Text(post.title)) }
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
            struct BreedView: View {
                let breed: Breed
                // Outside rows: the opt-in rule `any_view_branch` reports this.
                var body: some View { breed == .dog ? AnyView(DogView()) : AnyView(CatView()) }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    let helpers: NameSet

    public init(options: RuleOptions) {
        helpers = Self.helperSet(options)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        guard let (token, spelled) = file.anyViewErasure(node, helpers: helpers) else { return }
        guard let container = Self.rowContainer(of: node, in: file) else { return }
        report.report(token: token, "\(spelled) hides how many views each row of this `\(container)` builds, so `\(container)` must build every row to count them",
                      help: "give every row one concrete view type: switch over an enum of row kinds in a `@ViewBuilder`")
    }

    /// The `helpers` option: the default list as one set shared by both `AnyView` rules, so that the
    /// erasure each asks of a call is worked out once (`FileContext.anyViewErasure`).
    static func helperSet(_ options: RuleOptions) -> NameSet {
        let names = options.stringList("helpers", default: defaultHelpers)
        return names == defaultHelpers ? defaultHelperSet : NameSet(names)
    }

    static let defaultHelperSet = NameSet(defaultHelpers)

    /// The token to report and how the erasure is spelled in a message, when the call erases a view:
    /// `AnyView(…)` or a type-erasing helper (`x.eraseToAnyView()`).
    static func erasure(_ node: NodeID, in file: FileContext, helpers: NameSet) -> (token: Int, spelled: String)? {
        let tree = file.tree
        guard let call = file.call(node), let name = call.name(in: tree) else { return nil }
        let nameToken = Int(tree[tree.kind(call.callee) == .genericSpecializationExpr ? tree.children(call.callee).first! : call.callee].mainToken)
        let spelled: String
        if isAnyViewConstruction(call, name: name, tree) || isContextualAnyViewInit(node, call, name: name, in: file) {
            spelled = "`AnyView`"
        } else if call.isMemberCall(in: tree), nameToken >= 0, helpers.contains(name) || file.isErasingHelper(name) {
            spelled = "`.\(name)()` wraps the view in `AnyView`, which"
        } else if nameToken >= 0, !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ tree.isSelfExpression($0) }) == true,
                  !name.startsWithUppercase, file.isAnyViewMethod(name),
                  let owner = file.enclosingType(node)?.name,
                  file.declarations(of: owner).contains(where: { $0.members.contains { $0.kind == .function && $0.name == name && $0.typeText == "AnyView" } }) {
            // A method of the view that returns `AnyView` (`func row(_ item: Item) -> AnyView { .init(…) }`).
            spelled = "`\(name)(…)` returns `AnyView`, which"
        } else {
            return nil
        }
        return (nameToken >= 0 ? nameToken : Int(tree[node].firstToken), spelled)
    }

    /// `.init(x)` where the type is `AnyView` from context: the result of a function, closure-free getter or
    /// property declared `AnyView` (`func row() -> AnyView { .init(Text("a")) }`,
    /// `@State private var backdrop: AnyView = .init(Color.blue)`), through `return`, `if` and `switch`.
    static func isContextualAnyViewInit(_ node: NodeID, _ call: CallExpr, name: String, in file: FileContext) -> Bool {
        let tree = file.tree
        guard name == "init", tree[call.callee].flags.contains(.implicitMember) else { return false }
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .returnStmt, .codeBlock, .ifExpr, .switchExpr, .switchCase, .accessorBlock, .accessorDecl, .initializerClause, .patternBinding:
                continue
            case .functionDecl:
                return tree.child(ancestor, .returnClause).flatMap { tree.children($0).first }.map { tree.compactText($0) } == "AnyView"
            case .variableDecl:
                return tree.children(ancestor, .patternBinding).contains {
                    tree.child($0, .typeAnnotation).flatMap { tree.children($0).first }.map { tree.compactText($0) } == "AnyView"
                }
            default:
                return false
            }
        }
        return false
    }

    /// `AnyView(x)`, `AnyView.init(x)`, `SwiftUI.AnyView(x)`.
    static func isAnyViewConstruction(_ call: CallExpr, name: String, _ tree: SyntaxTree) -> Bool {
        guard name == "AnyView" || name == "init" else { return false }
        guard let receiver = call.receiver(in: tree) else { return name == "AnyView" && !call.isMemberCall(in: tree) }
        let base = tree.dottedPath(receiver)
        return (name == "init" && (base == ["AnyView"] || base == ["SwiftUI", "AnyView"])) || (name == "AnyView" && base == ["SwiftUI"])
    }

    /// The `List` whose rows hold the node (directly, or through a `ForEach` in it): where WWDC23 says
    /// SwiftUI counts the views of every row up front.
    static func rowContainer(of node: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            if tree.kind(ancestor) == .functionCallExpr, let forEach = ForEachCall(ancestor, in: tree), let content = forEach.content,
               tree.range(content).contains(tree.range(node)) {
                // A `Table`'s rows are `TableRow`s, one row each whatever its cells hold.
                if forEach.name != "ForEach" { return forEach.name == "List" ? "List" : nil }
                return VariableViewsPerRowRule.nearestContainer(of: ancestor, in: file).flatMap { $0 == "List" || $0 == "OutlineGroup" ? $0 : nil }
            }
            if tree.kind(ancestor).isTypeDeclaration || tree.kind(ancestor) == .functionDecl { return nil }
        }
        return nil
    }
}
