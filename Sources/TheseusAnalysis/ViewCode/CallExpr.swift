import TheseusSyntax

/// A typed view of a call: `callee(arguments) { trailing } label: { … }`.
///
/// A class, so that the arguments can be worked out on first use: most rules decide from the name
/// alone, and a call is looked at by every rule that visits calls.
/// Built once per call node and tree (`CallExpr.at`, kept in `tree.nodeObjects`): the summary, the
/// evidence and the rules ask for the same calls many times.
public final class CallExpr {
    public let node: NodeID
    public let callee: NodeID
    /// Unowned: the tree keeps its calls, and a call is used only while its tree is.
    private unowned let tree: SyntaxTree
    /// See `name(in:)`; worked out once, since most rules ask it of every call.
    private let baseName: String?

    public struct Argument {
        public let node: NodeID
        public let label: String?
        /// The value; nil for `foo(x:)`-style labels without a value.
        public let value: NodeID?
        public let isTrailingClosure: Bool
    }

    /// `label:` (or nil) and value of each argument, parenthesised ones first, then trailing closures.
    public private(set) lazy var arguments: [Argument] = {
        // One strong reference for the loop: each use of the unowned field checks and retains the tree.
        let tree = self.tree
        let children = tree.children(node)
        var arguments: [Argument] = []
        arguments.reserveCapacity(children.count)
        for child in children where tree.kind(child) == .labeledExpr {
            let raw = tree[child]
            let label = raw.mainToken >= 0 ? tree.identifierText(tree.tokens[Int(raw.mainToken)]) : nil
            arguments.append(Argument(node: child, label: label == "_" ? nil : label, value: tree.children(child).first,
                                      isTrailingClosure: raw.flags.contains(.trailingClosure)))
        }
        return arguments
    }()

    /// The call at `node` (a function call, a macro expansion or a subscript), nil for anything else.
    public static func at(_ node: NodeID, in tree: SyntaxTree) -> CallExpr? {
        let kind = tree.kind(node)
        guard kind == .functionCallExpr || kind == .macroExpansionExpr || kind == .subscriptCallExpr else { return nil }
        if let known = tree.nodeObjects[node.index] { return unsafeDowncast(known, to: CallExpr.self) }
        let call = CallExpr(node, in: tree)
        tree.nodeObjects[node.index] = call
        return call
    }

    private init?(_ node: NodeID, in tree: SyntaxTree) {
        let kind = tree.kind(node)
        guard kind == .functionCallExpr || kind == .macroExpansionExpr || kind == .subscriptCallExpr else { return nil }
        self.node = node
        self.tree = tree
        if kind == .macroExpansionExpr {
            callee = node
        } else {
            guard let first = tree.children(node).first else { return nil }
            callee = first
        }
        baseName = Self.baseName(of: callee, in: tree)
    }

    /// The base name the call is made by: `Text`, `padding` in `x.padding()`, `ForEach` in `ForEach<…>(…)`.
    public func name(in tree: SyntaxTree) -> String? { baseName }

    private static func baseName(of callee: NodeID, in tree: SyntaxTree) -> String? {
        var id = callee
        if tree.kind(id) == .macroExpansionExpr { return tree.name(id) }
        while tree.kind(id) == .genericSpecializationExpr, let base = tree.children(id).first { id = base }
        switch tree.kind(id) {
        case .identifierExpr, .memberAccessExpr: return tree.name(id)
        default: return nil
        }
    }

    /// The receiver of a method call (`x` in `x.padding()`); nil for free calls and implicit members.
    public func receiver(in tree: SyntaxTree) -> NodeID? {
        guard tree.kind(callee) == .memberAccessExpr, !tree[callee].flags.contains(.implicitMember) else { return nil }
        return tree.children(callee).first
    }

    /// Whether the call is a method call on a receiver or an implicit member (`.padding()`).
    public func isMemberCall(in tree: SyntaxTree) -> Bool { tree.kind(callee) == .memberAccessExpr }

    public func argument(_ label: String) -> Argument? { arguments.first { $0.label == label && !$0.isTrailingClosure } }

    /// The first unlabeled, parenthesised argument.
    public var firstUnlabeled: Argument? { arguments.first { $0.label == nil && !$0.isTrailingClosure } }

    public var trailingClosures: [Argument] { arguments.filter { $0.isTrailingClosure } }
}

extension SyntaxTree {
    /// Skips parentheses around a single unlabeled expression, `try`, `await` and `!`/`?` wrappers.
    public func unwrapped(_ id: NodeID) -> NodeID {
        var id = id
        var steps = 0
        while steps < 64 {
            steps += 1
            switch kind(id) {
            case .tupleExpr:
                let elements = children(id)
                guard elements.count == 1, self[elements[elements.startIndex]].mainToken < 0,
                      let inner = children(elements[elements.startIndex]).first else { return id }
                id = inner
            case .effectExpr, .labeledExpr:
                guard let inner = children(id).first else { return id }
                id = inner
            default:
                return id
            }
        }
        return id
    }

    /// From the start of `first` to the end of `last`, and through a `)` directly after it.
    public func range(from first: NodeID, throughClosingParenAfter last: NodeID) -> ByteRange {
        var end = range(last).end
        let next = Int(self[last].endToken)
        if next < tokens.count, tokens[next].kind == .rightParen { end = tokens[next].end }
        return ByteRange(start: range(first).start, end: end)
    }

    /// The name a parameter is known by inside its function (`value` in `_ value: Int`, `for x: T`).
    public func internalName(ofParameter parameter: NodeID) -> String? {
        var t = Int(self[parameter].firstToken)
        var last: String?
        while t < Int(self[parameter].endToken), tokens[t].kind != .colon {
            if tokens[t].kind == .identifier { last = identifierText(tokens[t]) }
            t += 1
        }
        return last == "_" ? nil : last
    }

    /// `name` of an identifier expression, nil for anything else.
    public func identifierName(_ id: NodeID) -> String? {
        kind(id) == .identifierExpr ? name(id) : nil
    }

    /// Whether `id` is the identifier expression `self` (`identifierName(id) == "self"`, without building
    /// the name: asked of the receiver of nearly every method call).
    /// `self`, or `self?`/`self!` (a `[weak self]` closure's `self?.items = loaded` writes the object's own
    /// property too).
    public func isSelfExpression(_ id: NodeID) -> Bool {
        var id = id
        var steps = 0
        while steps < 8, kind(id) == .optionalChainingExpr || kind(id) == .forceUnwrapExpr, let inner = children(id).first {
            id = inner
            steps += 1
        }
        return kind(id) == .identifierExpr && nameIs(id, "self")
    }

    /// Whether `dottedPath(id)` is a type path: every name starts with an uppercase letter (`Theme.Card`,
    /// `Module.Row`). Decided on each name's first byte when it is ASCII, so no name is built: asked of
    /// the receiver of nearly every method call, which is seldom a type.
    public func isTypePath(_ id: NodeID) -> Bool {
        var id = id
        var steps = 0
        while steps < 64 {
            steps += 1
            switch kind(id) {
            case .identifierExpr:
                return nameStartsWithUppercase(id)
            case .memberAccessExpr:
                // An implicit member's path starts with an empty name, which is not uppercase.
                guard !self[id].flags.contains(.implicitMember), nameStartsWithUppercase(id), let base = children(id).first else { return false }
                id = base
            default:
                return false
            }
        }
        return false
    }

    /// `name(id)?.startsWithUppercase`, from the first byte when it is ASCII.
    private func nameStartsWithUppercase(_ id: NodeID) -> Bool {
        guard let token = mainToken(id) else { return false }
        let range = identifierRange(token)
        guard range.count > 0 else { return false }
        let byte = source.bytes[Int(range.start)]
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return source.text(range).startsWithUppercase
    }

    /// A dotted path of plain names, `a.b.c` or `self.items`; nil when anything else is in it.
    public func dottedPath(_ id: NodeID) -> [String]? {
        var parts: [String] = []
        var id = id
        var steps = 0
        while steps < 64 {
            steps += 1
            switch kind(id) {
            case .identifierExpr:
                guard let n = name(id) else { return nil }
                parts.append(n)
                return parts.reversed()
            case .memberAccessExpr:
                guard let n = name(id) else { return nil }
                parts.append(n)
                if self[id].flags.contains(.implicitMember) { parts.append(""); return parts.reversed() }
                guard let base = children(id).first else { return nil }
                id = base
            default:
                return nil
            }
        }
        return nil
    }
}

extension String {
    /// Whether the name starts with an uppercase letter, as type names do (`Text`, `Model`). ASCII is
    /// decided from the first byte; only other scripts look up the Unicode property.
    public var startsWithUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return unicodeScalars.first!.properties.isUppercase
    }
}

extension SyntaxTree {
    /// `{ a, b in`, `{ (a, b) in`, `{ (a: T) in`: a closure signature's parameter names in order (`$x`
    /// as `x`).
    func closureParameterNames(_ signature: NodeID) -> [String] {
        closureParameterSpellings(signature).map { $0.hasPrefix("$") && $0.count > 1 ? String($0.dropFirst()) : $0 }
    }

    /// As written: `$item` for a binding parameter.
    func closureParameterSpellings(_ signature: NodeID) -> [String] {
        var names: [String] = []
        for child in children(signature) {
            switch kind(child) {
            case .parameter:
                names.append(internalName(ofParameter: child) ?? name(child) ?? "_")
            case .identifierPattern, .identifierExpr:
                names.append(name(child) ?? "_")
            case .parameterClause, .tuplePattern, .tupleExpr:
                for p in children(child) {
                    names.append(kind(p) == .parameter ? (internalName(ofParameter: p) ?? name(p) ?? "_") : (name(p) ?? "_"))
                }
            default:
                continue
            }
        }
        return names
    }
}
