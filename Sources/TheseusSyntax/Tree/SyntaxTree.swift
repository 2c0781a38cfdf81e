/// A node's index in its tree's arena.
public struct NodeID: Hashable, Sendable, Comparable, Codable {
    public let raw: Int32
    @inlinable public init(_ raw: Int32) { self.raw = raw }
    @inlinable public init(_ raw: Int) { self.raw = Int32(truncatingIfNeeded: raw) }
    @inlinable public var index: Int { Int(raw) }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
}

/// Per-node flags; their meaning depends on the kind (documented at each flag).
public struct NodeFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `labeledExpr`: a trailing closure (`Button { } label: { }` has two).
    public static let trailingClosure = NodeFlags(rawValue: 1 << 0)
    /// `functionCallExpr`, `macroExpansionExpr`, `subscriptCallExpr`: written with parentheses.
    public static let hasParentheses = NodeFlags(rawValue: 1 << 1)
    /// `variableDecl`: declared with `let`.
    public static let isLet = NodeFlags(rawValue: 1 << 2)
    /// `accessorBlock`: an implicit getter (`var x: T { statements }`).
    public static let implicitGetter = NodeFlags(rawValue: 1 << 3)
    /// Any node: the parser recovered from an error inside it (a missing token, unexpected tokens).
    public static let hasError = NodeFlags(rawValue: 1 << 4)
    /// `error`: cut at the nesting limit; the skipped tokens were not parsed.
    public static let nestingLimit = NodeFlags(rawValue: 1 << 5)
    /// `memberAccessExpr`: an implicit member (`.red`), without a base.
    public static let implicitMember = NodeFlags(rawValue: 1 << 6)
    /// `postfixOperatorExpr` etc.: `?`-optional (`as?`, `try?`) or `!`-forced (`as!`, `try!`).
    public static let questionMark = NodeFlags(rawValue: 1 << 7)
    public static let exclamationMark = NodeFlags(rawValue: 1 << 8)
    /// `stringLiteralExpr`: a multi-line (`"""`) literal.
    public static let multiline = NodeFlags(rawValue: 1 << 9)
}

/// One node in the arena: kind, flags, main token, token range and a slice of the child list.
public struct RawNode: Sendable {
    public var kind: SyntaxKind
    public var flags: NodeFlags
    /// A token index whose meaning depends on the kind (the name of a declaration, an operator, a
    /// label); -1 when there is none.
    public var mainToken: Int32
    /// First token index of the node and one past its last (equal when the node is empty).
    public var firstToken: Int32
    public var endToken: Int32
    /// Children are `tree.childIDs[childStart ..< childStart + childCount]`, in source order.
    public var childStart: Int32
    public var childCount: Int32
}

/// A parsed file: tokens, trivia and an arena of nodes. Nodes refer to tokens by index and tokens to
/// bytes by offset: nothing is copied out of the source. A class, so that passing it around costs one
/// reference count, not one per array; it never changes after the parser builds it.
public final class SyntaxTree: @unchecked Sendable {
    public let lexed: LexedFile
    public let nodes: [RawNode]
    public let childIDs: [NodeID]
    public let root: NodeID
    /// Tokens as the parser saw them (a `>>` closing two generic lists is shortened in place).
    public let tokens: [Token]
    /// The parent of each node (-1 for the root): the summary, the rules and the evidence all walk upwards.
    public let parents: [Int32]
    /// Indexes that analyses build over this tree on first use and keep for its lifetime, one per slot
    /// (the tree itself never changes). Like the rest of a file's analysis, used by one thread at a time.
    /// Asked for around every call: a slot read is a pointer read, where a dictionary hashed every time.
    public let analysisMemo = NodeObjects(count: SyntaxTree.memoSlots)
    public static let memoSlots = 8
    /// One object per node that an analysis builds on first use and keeps for the tree's life (each call's
    /// `CallExpr`): a slot read is a pointer read, cheaper than any dictionary. One thread at a time.
    public let nodeObjects: NodeObjects

    init(lexed: LexedFile, nodes: [RawNode], childIDs: [NodeID], root: NodeID, tokens: [Token]) {
        self.lexed = lexed
        self.nodes = nodes
        self.childIDs = childIDs
        self.root = root
        self.tokens = tokens
        var parents = [Int32](repeating: -1, count: nodes.count)
        for (i, node) in nodes.enumerated() {
            let start = Int(node.childStart)
            for c in start ..< start + Int(node.childCount) { parents[childIDs[c].index] = Int32(i) }
        }
        self.parents = parents
        self.nodeObjects = NodeObjects(count: nodes.count)
    }

    /// This tree's instance of an analysis index (`T`) in `slot` (below `memoSlots`; each kind of index has
    /// a slot of its own), built by `make` on first use and kept with the tree.
    @inlinable public func memo<T: AnyObject>(slot: Int, _ make: (SyntaxTree) -> T) -> T {
        if let known = analysisMemo[slot] { return unsafeDowncast(known, to: T.self) }
        let made = make(self)
        analysisMemo[slot] = made
        return made
    }

    /// About the memory this tree holds: its source, tokens, trivia and nodes (by their arrays' capacities),
    /// and what the analyses keep per node. For budgets of trees kept between passes.
    public var estimatedBytes: Int {
        lexed.source.count + lexed.tokens.capacity * MemoryLayout<Token>.stride + lexed.trivia.capacity * MemoryLayout<Trivia>.stride
            + nodes.capacity * MemoryLayout<RawNode>.stride + childIDs.capacity * MemoryLayout<NodeID>.stride
            + parents.count * MemoryLayout<Int32>.stride + nodeObjects.count * (MemoryLayout<AnyObject?>.stride + 8)
    }

    /// The parent of a node, nil for the root.
    @inlinable public func parent(_ id: NodeID) -> NodeID? {
        let p = parents[id.index]
        return p >= 0 ? NodeID(p) : nil
    }

    @inlinable public var source: SourceFile { lexed.source }

    @inlinable public subscript(_ id: NodeID) -> RawNode { nodes[id.index] }

    @inlinable public func kind(_ id: NodeID) -> SyntaxKind { nodes[id.index].kind }

    @inlinable public func children(_ id: NodeID) -> ArraySlice<NodeID> {
        let n = nodes[id.index]
        let s = Int(n.childStart)
        return childIDs[s ..< s + Int(n.childCount)]
    }

    /// The first child of a kind, if any.
    @inlinable public func child(_ id: NodeID, _ kind: SyntaxKind) -> NodeID? {
        children(id).first { nodes[$0.index].kind == kind }
    }

    /// The children of one kind, in order, found as they are read: no array is made (most callers take
    /// the first, loop once, or ask whether there is any).
    @inlinable public func children(_ id: NodeID, _ kind: SyntaxKind) -> ChildrenOfKind {
        ChildrenOfKind(tree: self, parent: id, kind: kind)
    }

    @inlinable public func mainToken(_ id: NodeID) -> Token? {
        let t = nodes[id.index].mainToken
        return t >= 0 ? tokens[Int(t)] : nil
    }

    /// Text of the main token, with backticks of `` `name` `` removed.
    @inlinable public func name(_ id: NodeID) -> String? {
        guard let token = mainToken(id) else { return nil }
        return identifierText(token)
    }

    @inlinable public func identifierText(_ token: Token) -> String { source.text(identifierRange(token)) }

    /// The bytes of an identifier's name: the token without its backticks (`` `default` `` is `default`).
    @inlinable public func identifierRange(_ token: Token) -> ByteRange {
        let range = token.range
        guard token.flags.contains(.backticked), range.count >= 2 else { return range }
        return ByteRange(start: range.start + 1, end: range.end - 1)
    }

    /// Whether `name(id) == literal`, without building the name (see `spells`).
    @inlinable public func nameIs(_ id: NodeID, _ literal: StaticString) -> Bool {
        guard let token = mainToken(id) else { return false }
        return spells(identifierRange(token), literal)
    }

    /// Whether `tokenText(index) == literal`, without building the text (see `spells`).
    @inlinable public func tokenIs(_ index: Int, _ literal: StaticString) -> Bool { spells(tokens[index].range, literal) }

    /// Whether the text of `range` equals `literal` as a String: its bytes are compared with the literal's.
    /// Strings compare by canonical equivalence (a Kelvin sign equals `K`), so text with non-ASCII bytes
    /// that differs byte for byte is compared as a String.
    @usableFromInline func spells(_ range: ByteRange, _ literal: StaticString) -> Bool {
        source.bytes(range, equal: literal) || (!source.isASCII(range) && source.text(range) == literal.description)
    }

    /// Whether the token is an assignment operator (`=`, `+=`, `<<=`…): its text ends with `=` and it is
    /// not a comparison (`==`, `!=`, `<=`, `>=`, `===`, `!==`). Decided on the bytes of an ASCII operator.
    public func isAssignmentOperator(_ index: Int) -> Bool {
        let range = tokens[index].range
        guard source.isASCII(range) else {
            let op = tokenText(index)
            return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
        }
        guard range.count > 0, source.bytes[Int(range.end) - 1] == UInt8(ascii: "=") else { return false }
        return !(tokenIs(index, "==") || tokenIs(index, "!=") || tokenIs(index, "<=") || tokenIs(index, ">=")
                 || tokenIs(index, "===") || tokenIs(index, "!=="))
    }

    /// Byte range of a node: from its first token's start to its last token's end.
    @inlinable public func range(_ id: NodeID) -> ByteRange {
        let n = nodes[id.index]
        if n.firstToken >= n.endToken {
            let at = Int(n.firstToken) < tokens.count ? tokens[Int(n.firstToken)].start : Int32(source.count)
            return ByteRange(start: at, end: at)
        }
        return ByteRange(start: tokens[Int(n.firstToken)].start, end: tokens[Int(n.endToken) - 1].end)
    }

    public func text(_ id: NodeID) -> String { source.text(range(id)) }

    public func tokenText(_ index: Int) -> String { source.text(tokens[index].range) }

    /// The indices of the tokens that start inside `range` (tokens are in source order).
    public func tokenIndices(in range: ByteRange) -> Range<Int> {
        func firstStarting(atOrAfter offset: Int32) -> Int {
            var lo = 0, hi = tokens.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let first = firstStarting(atOrAfter: range.start)
        return first..<max(first, firstStarting(atOrAfter: range.end))
    }

    /// Source text of a node with all whitespace and comments removed (for comparing types and names).
    public func compactText(_ id: NodeID) -> String {
        let n = nodes[id.index]
        // Most types are written without a gap (`Int`, `[String]`, `Foo.Bar?`): their text is the one range.
        let first = Int(n.firstToken)
        if first < Int(n.endToken) {
            var end = tokens[first].range.end
            var i = first + 1
            while i < Int(n.endToken), tokens[i].range.start == end {
                end = tokens[i].range.end
                i += 1
            }
            if i == Int(n.endToken) { return source.text(ByteRange(start: tokens[first].range.start, end: end)) }
        }
        return gatheredText(id)
    }

    /// The bytes of a node's tokens, gathered first, then decoded once (a string per token cost more):
    /// `compactText` for a node written with gaps.
    func gatheredText(_ id: NodeID) -> String {
        let n = nodes[id.index]
        let bytes = source.bytes
        var out: [UInt8] = []
        var i = Int(n.firstToken)
        while i < Int(n.endToken) {
            let range = tokens[i].range
            let lo = max(0, min(Int(range.start), bytes.count)), hi = max(lo, min(Int(range.end), bytes.count))
            out.append(contentsOf: bytes[lo..<hi])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Visits every node in source order (pre-order) without recursion, so any depth is safe.
    /// Return `false` from `visit` to skip a node's children.
    public func walk(from start: NodeID? = nil, _ visit: (NodeID) -> Bool) {
        var stack: [NodeID] = []
        stack.reserveCapacity(64)
        stack.append(start ?? root)
        // Through the arrays' buffers: every id on the stack is a node of this tree (the start is checked).
        precondition((start ?? root).index < nodes.count, "walk from a node of another tree")
        nodes.withUnsafeBufferPointer { nodes in
            childIDs.withUnsafeBufferPointer { childIDs in
                while let id = stack.popLast() {
                    guard visit(id) else { continue }
                    let n = nodes[id.index]
                    var i = Int(n.childStart) + Int(n.childCount) - 1
                    while i >= Int(n.childStart) {
                        stack.append(childIDs[i])
                        i -= 1
                    }
                }
            }
        }
    }
}

/// A fixed array of optional objects: one per node of a tree (`SyntaxTree.nodeObjects`), per kind of
/// analysis index (`SyntaxTree.analysisMemo`), or per file of a lint (the trees kept between its passes).
/// Its storage is a pointer, so reads and writes take no exclusivity check; the objects are released with it.
public final class NodeObjects: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<AnyObject?>
    public let count: Int

    public init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(1, count))
        slots.initialize(repeating: nil, count: max(1, count))
    }

    deinit {
        slots.deinitialize(count: max(1, count))
        slots.deallocate()
    }

    @inlinable public subscript(_ index: Int) -> AnyObject? {
        get { precondition(index >= 0 && index < count); return slot(index).pointee }
        set { precondition(index >= 0 && index < count); slot(index).pointee = newValue }
    }

    @usableFromInline func slot(_ index: Int) -> UnsafeMutablePointer<AnyObject?> { slots + index }
}

/// The children of a node that are of one kind (`SyntaxTree.children(_:_:)`): a collection over the
/// tree's child list, filtered as it is read. Its positions are not offsets (`[0]` does not compile):
/// use `first`, a loop, or `Array(…)` for an array.
public struct ChildrenOfKind: Collection {
    public struct Index: Comparable {
        @usableFromInline let position: Int
        @inlinable init(_ position: Int) { self.position = position }
        @inlinable public static func < (a: Index, b: Index) -> Bool { a.position < b.position }
    }

    @usableFromInline let tree: SyntaxTree
    @usableFromInline let kind: SyntaxKind
    @usableFromInline let end: Int
    public let startIndex: Index

    @inlinable init(tree: SyntaxTree, parent: NodeID, kind: SyntaxKind) {
        self.tree = tree
        self.kind = kind
        let node = tree.nodes[parent.index]
        end = Int(node.childStart) + Int(node.childCount)
        startIndex = Index(Self.match(from: Int(node.childStart), end: end, kind: kind, in: tree))
    }

    @inlinable static func match(from position: Int, end: Int, kind: SyntaxKind, in tree: SyntaxTree) -> Int {
        var p = position
        while p < end, tree.nodes[tree.childIDs[p].index].kind != kind { p += 1 }
        return p
    }

    @inlinable public var endIndex: Index { Index(end) }
    @inlinable public subscript(_ index: Index) -> NodeID { tree.childIDs[index.position] }
    @inlinable public func index(after i: Index) -> Index { Index(Self.match(from: i.position + 1, end: end, kind: kind, in: tree)) }
}
