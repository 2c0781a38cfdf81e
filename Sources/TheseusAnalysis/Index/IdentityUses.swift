import TheseusSyntax

/// A `ForEach`/`List`/`Table` that identifies its elements by their `Identifiable.id` (no `id:` argument,
/// or `id: \.id`): the evidence that SwiftUI reads a type's `id` at all. Recorded per file and resolved
/// against the project index, because the data is usually a property of a model declared elsewhere.
///
/// Why: a type whose `id` is computed afresh is harmless until SwiftUI identifies views by it. Errors that
/// are only thrown, payloads that are only decoded, or values shown through a `sheet(item:)` that never
/// changes while shown do not lose anything (measured on real apps: every such finding was judged false).
public struct IdentityUse: Codable, Sendable, Hashable {
    /// `ForEach`, `List`, `Table`, `OutlineGroup`.
    public var container: String
    /// The type the data path starts from: the type around the `ForEach` (`items`, `model.items`) or a
    /// type named in the path (`Item.all`). Nil for an array literal.
    public var owner: String?
    /// The members to follow from `owner`, the last one being the collection.
    public var path: [String]
    /// For `[Row(…), Row(…)]`: `Row`.
    public var literalElement: String?
    public var use: SourceRange
    /// What the rows are made of and whether they are rows of a `List`/`Table` (as `RebuiltCollection`
    /// records them): new identities cost something only where rows keep state or a list re-inserts them.
    public var rowPrimitive: String? = nil
    public var rowViews: [String]? = nil
    public var inList = false
}

extension IdentityUse {
    /// The use for one `ForEach`-like call, when it identifies by `id` and its data is a plain path or a
    /// literal (through element-preserving transforms such as `.filter`, `.sorted`, `Array(…)`).
    static func of(_ forEach: ForEachCall, at id: NodeID, tree: SyntaxTree, path file: String, types: [TypeInfo]) -> IdentityUse? {
        if let key = forEach.idKeyPath, key.components != ["id"] { return nil }
        if forEach.idArgument != nil && forEach.idKeyPath == nil { return nil }
        let range = SourceRange(path: file, source: tree.source, range: tree.range(forEach.call.callee))
        var use: IdentityUse
        switch ElementType.dataPath(forEach.data, in: tree)?.path {
        case .literal(let element):
            use = IdentityUse(container: forEach.name, owner: nil, path: [], literalElement: element, use: range)
        case .members(let members):
            if members.count > 1, members[0].startsWithUppercase {
                use = IdentityUse(container: forEach.name, owner: members[0], path: Array(members.dropFirst()), use: range)
            } else {
                guard let owner = FileSummary.enclosingType(of: id, tree: tree, types: types) else { return nil }
                use = IdentityUse(container: forEach.name, owner: owner.name, path: members, use: range)
            }
        case nil:
            return nil
        }
        let rows = forEach.content.map { FileSummary.rowContent($0, tree) }
        use.rowPrimitive = rows?.primitive
        use.rowViews = rows?.views
        use.inList = FileSummary.mayBeListRows(forEach, at: id, tree: tree, unknown: false)
        return use
    }

    /// The element type this use iterates over, resolved through declared member types.
    func elementType(memberType: (_ member: String, _ owner: String) -> String?) -> String? {
        if let literalElement { return literalElement }
        guard var current = owner, !path.isEmpty else { return nil }
        for (i, name) in path.enumerated() {
            guard let type = memberType(name, current) else { return nil }
            if i == path.count - 1 { return ElementType.elementType(ofCollection: type) }
            guard let next = ElementType.simpleName(type) else { return nil }
            current = next
        }
        return nil
    }
}
