import TheseusSyntax

/// `ForEach` rows in a `List` or lazy container that produce a varying number of views.
public struct VariableViewsPerRowRule: Rule {
    /// Containers that resolve row identities lazily and need a constant number of views per element.
    /// Containers that gather every row's identifier up front (WWDC23): a lazy stack or grid builds its
    /// views as they scroll in and counts nothing ahead.
    static let rowCountingContainers: Set<String> = ["List", "Table", "OutlineGroup"]
    /// Views whose content is not one view but the views inside it (`Group`, `ForEach`).
    static let transparent: Set<String> = ["Group", "ForEach"]
    /// Views a container's rows pass through on the way up: a `Section` of a `List` still holds list rows.
    static let passedThrough: Set<String> = ["Group", "ForEach", "Section"]

    public static let description = RuleDescription(
        id: "variable_views_per_row",
        name: "Variable views per row",
        kind: .dependencies,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`ForEach` rows inside `List` or `Table` whose content is not a constant number of views",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" explains how `List` and `Table` gather row identifiers: when \
        every element of a `ForEach` produces a constant number of views, SwiftUI can count rows and create \
        only the visible ones; when a row may produce zero, one or several views (an `if` without `else`, \
        conditional siblings), SwiftUI has to build every row's content up front to find out how many rows \
        there are — slow for long lists, and a source of identity mix-ups. One view per branch, or one \
        `Section`, `HStack` or other container per element, is constant. The talk's equation is about `List` \
        and `Table`: lazy stacks and grids, which build their views as they scroll in, are left alone, as are \
        rows over data known to be small (an enum's cases, a literal array). Rows wrapped in `AnyView` are \
        `any_view`'s.
        """,
        fix: """
        Make each element produce exactly one view: wrap the row in a container (`HStack`, `VStack`, \
        `Section`), give every `if` an `else`, or filter the data before the `ForEach` instead of skipping \
        elements inside it.
        """,
        triggering: [
            RuleExample("""
            // The `ForEach` in a view property that `body` places in a `List`.
            struct Inbox: View {
                @ObservedObject var store: MailStore
                var body: some View { List { unread } }
                @ViewBuilder var unread: some View {
                    ForEach(store.messages) { message in
                        ↓if message.isUnread { Text(message.subject) }
                    }
                }
            }
            """),
            RuleExample("""
            // WWDC23's conditional row, declared as its own view: `OrderCell.body` is an `if` without `else`.
            struct OrderCell: View {
                let order: Order
                var body: some View {
                    if order.isVisible { Text(order.title) }
                }
            }
            struct Orders: View {
                @ObservedObject var store: OrderStore
                var body: some View { List { ForEach(store.orders) { ↓OrderCell(order: $0) } } }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            ↓if !message.isArchived {
                                MessageRow(message: message)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List {
                        Section("Posts") {
                            ForEach(posts) { post in
                                PostRow(post: post)
                                ↓if post.hasComments { CommentsPreview(post: post) }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // The row is a `@ViewBuilder` method of the view: a case of its `switch` may give no view.
            struct Groups: View {
                let groups: [Group]
                let selecting: Bool
                var body: some View {
                    List(groups) { group in
                        ↓row(for: group)
                    }
                }
                @ViewBuilder
                private func row(for group: Group) -> some View {
                    switch selecting {
                    case false:
                        if let id = group.id {
                            NavigationLink(group.name, value: id)
                        }
                    case true:
                        Text(group.name)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The row's `body` returns its view explicitly: no result builder, one view.
            struct Row: View {
                let title: String
                let image: Image?
                var body: some View {
                    let content = HStack {
                        if let image { image }
                        Text(title)
                    }
                    if image != nil {
                        return content.asAnyView()
                    }
                    return content.asAnyView()
                }
            }
            struct Rows: View {
                let items: [String]
                var body: some View { List { ForEach(items, id: \\.self) { Row(title: $0, image: nil) } } }
            }
            """),
            RuleExample("""
            // A row method whose cases each give one view.
            struct Groups: View {
                let groups: [Group]
                let selecting: Bool
                var body: some View {
                    List(groups) { group in row(for: group) }
                }
                @ViewBuilder
                private func row(for group: Group) -> some View {
                    switch selecting {
                    case false:
                        if let id = group.id { NavigationLink(group.name, value: id) } else { Text(group.name) }
                    case true:
                        Text(group.name)
                    }
                }
            }
            """),
            RuleExample("""
            // The property's `ForEach` goes in a lazy stack, which counts nothing ahead.
            struct Inbox: View {
                @ObservedObject var store: MailStore
                var body: some View { ScrollView { LazyVStack { unread } } }
                @ViewBuilder var unread: some View {
                    ForEach(store.messages) { message in
                        if message.isUnread { Text(message.subject) }
                    }
                }
            }
            """),
            RuleExample("""
            // A local constant and one view from each branch: one view per row.
            struct AttachmentRow: View {
                let attachment: Attachment
                var body: some View {
                    let button = Button(attachment.name) {}
                    if attachment.isImage { button.buttonStyle(.borderless) } else { button }
                }
            }
            struct Attachments: View {
                let attachments: [Attachment]
                var body: some View { List { ForEach(attachments) { AttachmentRow(attachment: $0) } } }
            }
            """),
            RuleExample("""
            // A branch that declares a constant before its one view still gives one view.
            struct Chords: View {
                let kinds: [ChordKind]
                let root: Note?
                var body: some View {
                    List {
                        ForEach(kinds) { kind in
                            if let root {
                                let chord = Chord(root, kind)
                                ChordRow(title: chord.name)
                            } else {
                                ChordRow(title: kind.name)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // The row view's `body` is one view whatever the condition.
            struct OrderCell: View {
                let order: Order
                var body: some View {
                    if order.isVisible { Text(order.title) } else { EmptyView() }
                }
            }
            struct Orders: View {
                let orders: [Order]
                var body: some View { List { ForEach(orders) { OrderCell(order: $0) } } }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            if message.isUnread { UnreadRow(message: message) } else { MessageRow(message: message) }
                        }
                        ForEach(messages) { message in
                            HStack {
                                Text(message.subject)
                                if message.isFlagged { Image(systemName: "flag") }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Grouped: View {
                let groups: [Group]
                var body: some View {
                    List {
                        ForEach(groups) { group in
                            Section(group.title) {
                                if group.items.isEmpty { Text("Empty") }
                            }
                        }
                    }
                    VStack {
                        ForEach(groups) { group in
                            if group.isVisible { Text(group.title) }
                        }
                    }
                    ScrollView {
                        LazyVStack {
                            ForEach(groups) { group in
                                if group.isVisible { Text(group.title) }
                            }
                        }
                    }
                    List {
                        ForEach(Kind.allCases) { kind in
                            if kind != .hidden { Text(kind.title) }
                        }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node), let forEach = file.forEach(node), let closure = forEach.content,
              tree.kind(closure) == .closureExpr else { return }
        // The row content of a `List(data) { … }` itself, or of a `ForEach` whose nearest container is lazy.
        let container: String
        if forEach.name == "ForEach" {
            guard let list = Self.nearestContainer(of: node, in: file) ?? Self.containerOfUse(of: node, in: file),
                  Self.rowCountingContainers.contains(list) else { return }
            container = list
        } else if forEach.name == "List" || forEach.name == "Table" {
            container = forEach.name
        } else {
            return
        }
        let rows = forEach.name == container ? "rows of this `\(container)`" : "rows of this `\(forEach.name)` in a `\(container)`"
        // A handful of rows (an enum's cases, a literal) costs nothing to count.
        if InlineForEachTransformRule.isSmall(forEach.data, in: file) { return }
        let statements = tree.children(closure).filter { tree.kind($0) != .closureSignature }
        if let variable = Self.variablePart(statements, tree) {
            let (id, reason) = variable
            report.report(token: Int(tree[id].mainToken >= 0 ? tree[id].mainToken : tree[id].firstToken),
                          "\(rows) \(reason): SwiftUI must build every row to count them",
                          help: "make each element produce exactly one view: wrap the row in a container, or give the `if` an `else`")
            return
        }
        // A `@ViewBuilder` method of this view as the row (`rowView(for: group)`): the count is its body's.
        if statements.count == 1, let call = CallExpr.at(statements[0], in: tree), let name = call.name(in: tree),
           !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ tree.identifierName(tree.unwrapped($0)) == "self" }) == true,
           let owner = file.enclosingType(node)?.name,
           // The type's declaration or an extension of it in this file (`private extension Groups { … }`).
           let method = file.summary.types.lazy.filter({ $0.name == owner }).compactMap({ $0.member(name) }).first(where: { $0.kind == .function }),
           ViewBuilderContext.declarationBuildsViews(method.node, in: tree), let block = tree.child(method.node, .codeBlock),
           let (_, reason) = Self.variablePart(Array(tree.children(block)), tree) {
            report.report(call.callee,
                          "\(rows) are `\(name)(…)`, whose content \(Self.singular(reason)): SwiftUI must build every row to count them",
                          help: "make `\(name)` produce exactly one view: give its `if` an `else` (an empty view), or wrap its content in a container")
            return
        }
        // One view of the project as the row, whose own `body` varies (WWDC23's conditional row, declared
        // in another type): the count is the row view's.
        if statements.count == 1, let root = CallExpr.at(ModifierChain(statements[0], in: tree).root, in: tree),
           !root.isMemberCall(in: tree), let name = root.name(in: tree), name.startsWithUppercase,
           let reason = file.type(named: name)?.bodyVaries {
            report.report(root.callee,
                          "\(rows) are `\(name)`, whose `body` \(Self.singular(reason)): SwiftUI must build every row to count them",
                          help: "make `\(name).body` produce exactly one view: give its `if` an `else` (an empty view), or wrap it in a container")
        }
    }

    /// The statement that makes the number of views vary, and why.
    static func variablePart(_ statements: [NodeID], _ tree: SyntaxTree, depth: Int = 0) -> (NodeID, String)? {
        guard depth < 16 else { return nil }
        // An explicit `return` turns the result builder off: the code returns one view.
        if depth == 0, containsReturn(statements, tree) { return nil }
        // Declarations (`let button = Button(…)`) build no view of the row by themselves.
        let statements = statements.filter { tree.kind($0) != .variableDecl && tree.kind($0) != .functionDecl }
        for statement in statements {
            switch tree.kind(statement) {
            case .ifExpr:
                if !Self.branchesAreSingleViews(statement, tree) {
                    let reason = !Self.hasFinalElse(statement, tree) ? "produce a view only when the `if` holds"
                        : "give a different number of views in the branches of an `if`"
                    return (statement, statements.count == 1 ? reason : "have siblings that appear only when the `if` holds")
                }
                if statements.count > 1 { return (statement, "mix fixed views with conditional ones") }
            case .switchExpr:
                if statements.count > 1 { return (statement, "mix fixed views with a `switch`") }
                // One `switch`: each case must give the same number of views.
                var counts = Set<Int>()
                for arm in tree.children(statement, .switchCase) {
                    let armStatements = tree.children(arm).filter {
                        !ConditionalModifier.isPattern($0, arm, tree) && tree.kind($0) != .variableDecl && tree.kind($0) != .functionDecl
                    }
                    if let found = variablePart(armStatements, tree, depth: depth + 1) { return found }
                    counts.insert(armStatements.count)
                }
                if counts.count > 1 { return (statement, "give a different number of views in the cases of a `switch`") }
            case .functionCallExpr:
                // `Group { if … }` is transparent: look inside.
                if let name = ModifierChain(statement, in: tree).rootName(in: tree), Self.transparent.contains(name),
                   let call = CallExpr.at(ModifierChain(statement, in: tree).root, in: tree),
                   let inner = call.trailingClosures.first?.value, tree.kind(inner) == .closureExpr {
                    if let found = Self.variablePart(Array(tree.children(inner)), tree, depth: depth + 1) { return found }
                }
            default:
                break
            }
        }
        return nil
    }

    /// A `return` among the statements (closures aside): `if … { return A }; return B`.
    static func containsReturn(_ statements: [NodeID], _ tree: SyntaxTree) -> Bool {
        var found = false
        var steps = 0
        for statement in statements where !found {
            tree.walk(from: statement) { n in
                steps += 1
                guard !found, steps < 50_000 else { return false }
                switch tree.kind(n) {
                case .returnStmt: found = true; return false
                case .closureExpr, .functionDecl: return false
                default: return true
                }
            }
        }
        return found
    }

    /// A reason worded for rows (`produce a view only when …`), worded for one `body`.
    static func singular(_ reason: String) -> String {
        for (plural, single) in [("produce ", "produces "), ("have ", "has "), ("mix ", "mixes "), ("are wrapped", "is wrapped")]
            where reason.hasPrefix(plural) {
            return single + reason.dropFirst(plural.count)
        }
        return reason
    }

    /// `if … { A } else if … { B } else { C }`: every branch exactly one view.
    static func branchesAreSingleViews(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = node
        while true {
            let blocks = tree.children(current, .codeBlock)
            // Declarations (`let chord = …`) in a branch build no view.
            guard blocks.allSatisfy({ block in
                tree.children(block).filter { tree.kind($0) != .variableDecl && tree.kind($0) != .functionDecl }.count == 1
            }) else { return false }
            if let elseIf = tree.children(current).last, tree.kind(elseIf) == .ifExpr {
                current = elseIf
                continue
            }
            // A final `else` block is required.
            return blocks.count == 2
        }
    }

    /// Whether an `if … else if …` chain ends in a plain `else`.
    static func hasFinalElse(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = node
        for _ in 0..<1_000 {
            guard let last = tree.children(current).last, tree.kind(last) == .ifExpr else {
                return tree.children(current, .codeBlock).count == 2
            }
            current = last
        }
        return false
    }

    /// For a `ForEach` that is the content of a view property or method of its type (`var rows: some View
    /// { ForEach(…) }`), the container where that type's code places it (`List { rows }`).
    static func containerOfUse(of node: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        var declaration: NodeID?
        for ancestor in file.ancestors(node) {
            let kind = tree.kind(ancestor)
            if kind == .variableDecl || kind == .functionDecl { declaration = ancestor; break }
            if kind.isTypeDeclaration || kind == .closureExpr { return nil }
        }
        guard let declaration, let type = file.ancestors(declaration).first(where: { tree.kind($0).isTypeDeclaration }) else { return nil }
        let name = tree.kind(declaration) == .functionDecl
            ? tree.name(declaration)
            : tree.children(declaration, .patternBinding).first.flatMap { tree.children($0).first }.flatMap { tree.name($0) }
        guard let name, name != "body" else { return nil }
        let declarationRange = tree.range(declaration)
        var found: String?
        var steps = 0
        tree.walk(from: type) { n in
            steps += 1
            guard found == nil, steps < 20_000 else { return false }
            if tree.range(n) == declarationRange { return false }
            if tree.kind(n) == .identifierExpr, tree.name(n) == name,
               let container = nearestContainer(of: n, in: tree), rowCountingContainers.contains(container) {
                found = container
            }
            return true
        }
        return found
    }

    /// The first view call around a node whose content closure holds it (skipping `ForEach`, `Group`).
    static func nearestContainer(of node: NodeID, in file: FileContext) -> String? {
        nearestContainer(of: node, in: file.tree)
    }

    static func nearestContainer(of node: NodeID, in tree: SyntaxTree) -> String? {
        var child = node
        let ancestors = sequence(state: node) { (current: inout NodeID) -> NodeID? in
            guard let parent = tree.parent(current) else { return nil }
            current = parent
            return parent
        }
        for ancestor in ancestors {
            defer { child = ancestor }
            guard tree.kind(ancestor) == .functionCallExpr, let call = CallExpr.at(ancestor, in: tree),
                  !call.isMemberCall(in: tree), let name = call.name(in: tree) else {
                if tree.kind(ancestor).isTypeDeclaration || tree.kind(ancestor) == .functionDecl { return nil }
                continue
            }
            // Only when `node` is inside one of the call's closures (its content), not its arguments.
            guard call.arguments.contains(where: { $0.value.map { tree.range($0).contains(tree.range(child)) && tree.kind($0) == .closureExpr } ?? false })
            else { continue }
            if Self.passedThrough.contains(name) { continue }
            return name
        }
        return nil
    }
}
