import TheseusSyntax

/// A view expression taken apart: the root view and the modifiers applied to it, innermost first.
/// `Text("a").padding().bold()` is `Text("a")` with `padding()` then `bold()`.
public struct ModifierChain {
    public struct Modifier {
        public let name: String
        /// The call node (`x.padding()`), or the member access for a property-like modifier.
        public let node: NodeID
        /// Inside a `#if` block of the chain.
        public let isConditional: Bool
    }

    public let root: NodeID
    public let modifiers: [Modifier]

    public init(_ expression: NodeID, in tree: SyntaxTree) {
        var id = tree.unwrapped(expression)
        var modifiers: [Modifier] = []
        var steps = 0
        while steps < 10_000 {
            steps += 1
            let kind = tree.kind(id)
            if kind == .functionCallExpr, let call = CallExpr.at(id, in: tree), let receiver = call.receiver(in: tree),
               !Self.isNamespacedConstruction(call, receiver: receiver, tree) {
                modifiers.append(Modifier(name: call.name(in: tree) ?? "?", node: id, isConditional: false))
                id = receiver
            } else if kind == .memberAccessExpr, !tree[id].flags.contains(.implicitMember), let base = tree.children(id).first,
                      ModifierChain.isViewExpression(base, in: tree) {
                modifiers.append(Modifier(name: tree.name(id) ?? "?", node: id, isConditional: false))
                id = base
            } else if kind == .postfixIfConfigExpr, let base = tree.children(id).first {
                // Modifiers inside `#if` clauses: each clause's chain starts with an implicit member.
                for clauseID in tree.children(id).dropFirst() {
                    tree.walk(from: clauseID) { n in
                        if tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), call.isMemberCall(in: tree) {
                            modifiers.append(Modifier(name: call.name(in: tree) ?? "?", node: n, isConditional: true))
                        }
                        return tree.kind(n) != .closureExpr
                    }
                }
                id = base
            } else {
                break
            }
        }
        root = id
        self.modifiers = modifiers.reversed()
    }

    /// `Theme.Card(…)`, `AutofillViews.Spacer(height: 8)`, `SetupView.infoView(…)`: a call on a type (a
    /// namespaced type built, a static factory), not a modifier of a view value (`Color.red.opacity(…)`).
    static func isNamespacedConstruction(_ call: CallExpr, receiver: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.isTypePath(receiver) && !(tree.kind(receiver) == .identifierExpr && tree.nameIs(receiver, "Self"))
    }

    /// Whether a receiver looks like a view value: a call, `content`, `self`, or another chain.
    static func isViewExpression(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(id) {
        case .functionCallExpr, .postfixIfConfigExpr: return true
        case .identifierExpr: return tree.nameIs(id, "content") || tree.nameIs(id, "self")
        default: return false
        }
    }

    /// The name the root view is built by: `Text` for `Text("a")`, `content` for `content`, nil otherwise.
    public func rootName(in tree: SyntaxTree) -> String? {
        switch tree.kind(root) {
        case .functionCallExpr:
            return CallExpr.at(root, in: tree)?.name(in: tree)
        case .identifierExpr:
            return tree.name(root)
        case .memberAccessExpr:
            return tree.dottedPath(root)?.joined(separator: ".")
        default:
            return nil
        }
    }
}

/// `\.a.b`, `\Root.a`: the root type (if written) and the component names.
public struct KeyPathExpr {
    public let node: NodeID
    public let rootType: String?
    public let components: [String]

    public init?(_ id: NodeID, in tree: SyntaxTree) {
        guard tree.kind(id) == .keyPathExpr else { return nil }
        node = id
        var root: String?
        var components: [String] = []
        for child in tree.children(id) {
            switch tree.kind(child) {
            case .identifierType: root = tree.name(child)
            case .keyPathComponent: components.append(tree.name(child) ?? "[]")
            default: components.append("?")
            }
        }
        rootType = root
        // `\.self.id` is `\.id`.
        while components.count > 1, components.first == "self" { components.removeFirst() }
        self.components = components
    }

    public var isSelf: Bool { components == ["self"] }
    public var dotted: String { components.joined(separator: ".") }
}

/// `ForEach(data, id: \.key) { element in … }`, and `List` with data, taken apart.
public struct ForEachCall {
    public let call: CallExpr
    public let name: String
    public let data: NodeID
    public let idKeyPath: KeyPathExpr?
    /// The `id:` argument's value, key path or not.
    public let idArgument: NodeID?
    public let content: NodeID?

    public static let dataContainers = NameSet(["ForEach", "List", "Table", "OutlineGroup"])

    /// A cheap test on the callee's name bytes before anything is built: most calls are not these.
    public static func isCandidate(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.kind(id) == .functionCallExpr, let first = tree.children(id).first else { return false }
        var callee = first
        if tree.kind(callee) == .genericSpecializationExpr, let base = tree.children(callee).first { callee = base }
        let main = tree[callee].mainToken
        guard main >= 0 else { return false }
        let token = tree.tokens[Int(main)]
        let source = tree.source
        return source.bytes(token.range, equal: "ForEach") || source.bytes(token.range, equal: "List")
            || source.bytes(token.range, equal: "Table") || source.bytes(token.range, equal: "OutlineGroup")
    }

    public init?(_ id: NodeID, in tree: SyntaxTree) {
        guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree), ForEachCall.dataContainers.contains(name) else { return nil }
        // `ForEach(…)` or `SwiftUI.ForEach(…)`, never a method such as `x.List(…)`.
        if call.isMemberCall(in: tree) {
            guard let receiver = call.receiver(in: tree), tree.identifierName(receiver) == "SwiftUI" else { return nil }
        }
        guard let data = call.firstUnlabeled?.value ?? call.argument("data")?.value else { return nil }
        self.call = call
        self.name = name
        self.data = data
        idArgument = call.argument("id")?.value
        idKeyPath = idArgument.flatMap { KeyPathExpr($0, in: tree) }
        content = call.trailingClosures.first?.value ?? call.argument("content")?.value ?? call.argument("rowContent")?.value
    }

    /// The data whose elements' `id` identifies the rows: the data itself without `id:` or with
    /// `id: \.id`; `xs` for `ForEach(Array(xs.enumerated()), id: \.element.id)`. Nil when rows are
    /// identified some other way (`\.self`, `\.offset`, `\.name`).
    public func dataIdentifiedByID(in tree: SyntaxTree) -> NodeID? {
        guard let key = idKeyPath else { return idArgument == nil ? data : nil }
        if key.components == ["id"] { return data }
        guard key.components == ["element", "id"] else { return nil }
        var inner = tree.unwrapped(data)
        if let wrap = CallExpr.at(inner, in: tree), wrap.name(in: tree) == "Array", !wrap.isMemberCall(in: tree),
           let value = wrap.firstUnlabeled?.value {
            inner = tree.unwrapped(value)
        }
        guard let enumerated = CallExpr.at(inner, in: tree), enumerated.name(in: tree) == "enumerated",
              enumerated.arguments.isEmpty, let base = enumerated.receiver(in: tree) else { return nil }
        return base
    }
}
