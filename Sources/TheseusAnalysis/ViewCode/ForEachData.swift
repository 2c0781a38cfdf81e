import TheseusSyntax

/// What a `ForEach`/`List` iterates over, as far as its spelling tells: positions, ranges, or data.
public enum ForEachData {
    /// `xs.indices`
    case indices(of: String)
    /// `0..<xs.count`, `xs.startIndex..<xs.endIndex`: the positions of a collection.
    case collectionRange(of: String)
    /// Any other range, with its bounds.
    case range(lower: NodeID?, upper: NodeID?, op: String)
    /// `xs.enumerated()`, `Array(xs.enumerated())`: pairs of offset and element.
    case enumerated
    /// `zip(xs.indices, xs)`: pairs of index and element.
    case zippedIndices
    /// `xs.indexed()` (swift-algorithms): pairs of index and element.
    case indexed
    /// An array literal.
    case literal(NodeID)
    case other

    public init(_ expression: NodeID, in tree: SyntaxTree) {
        var id = tree.unwrapped(expression)
        // `Array(x)` and `x.map { $0 }` wrap without changing what is iterated.
        for _ in 0 ..< 4 {
            guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { break }
            if name == "Array", !call.isMemberCall(in: tree), call.arguments.count == 1, let inner = call.firstUnlabeled?.value {
                id = tree.unwrapped(inner)
            } else if name == "map", let receiver = call.receiver(in: tree), call.arguments.count == 1,
                      let closure = call.arguments.first?.value, ["{$0}", "{($0)}"].contains(tree.compactText(closure)) {
                id = tree.unwrapped(receiver)
            } else {
                break
            }
        }
        switch tree.kind(id) {
        case .memberAccessExpr where tree.nameIs(id, "indices"):
            let base = tree.children(id).first.map { tree.compactText($0) } ?? ""
            self = .indices(of: base)
        case .infixOperatorExpr:
            let op = tree.tokenText(Int(tree[id].mainToken))
            guard op == "..<" || op == "..." else { self = .other; return }
            let sides = tree.children(id)
            let lower = sides.first, upper = sides.count > 1 ? sides[sides.startIndex + 1] : nil
            // `xs.count` of a value, not `Self.count` or `Layout.count` (a type's constant).
            if let upper, tree.kind(tree.unwrapped(upper)) == .memberAccessExpr,
               let name = tree.name(tree.unwrapped(upper)), name == "count" || name == "endIndex",
               let base = tree.children(tree.unwrapped(upper)).first,
               !(tree.dottedPath(base)?.first?.startsWithUppercase ?? false) {
                self = .collectionRange(of: tree.compactText(base))
            } else {
                self = .range(lower: lower, upper: upper, op: op)
            }
        case .functionCallExpr:
            guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { self = .other; return }
            if name == "enumerated", call.isMemberCall(in: tree) { self = .enumerated; return }
            if name == "indexed", call.isMemberCall(in: tree) { self = .indexed; return }
            if name == "zip", !call.isMemberCall(in: tree), let first = call.arguments.first?.value,
               tree.kind(tree.unwrapped(first)) == .memberAccessExpr, tree.nameIs(tree.unwrapped(first), "indices") {
                self = .zippedIndices
                return
            }
            self = .other
        case .arrayExpr:
            self = .literal(id)
        default:
            self = .other
        }
    }
}
