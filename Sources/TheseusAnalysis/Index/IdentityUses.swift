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
    /// The argument labels at which every element of the data's array literal passes a plain string
    /// literal, all different (`[Section(title: "Overview"), Section(title: "Notes")]`: `title`): a key
    /// read from such a field is unique by construction. The literal is the data itself or the value
    /// of the one member of the enclosing type the data names, declared in this file.
    public var distinctLiteralLabels: [String]? = nil
    /// The rows are the content of a menu, a context menu, an alert or swipe actions: built when it opens,
    /// with nothing to keep between one opening and the next.
    public var inTransientContent = false
}

extension IdentityUse {
    /// The use for one `ForEach`-like call, when it identifies by `id` and its data is a plain path or a
    /// literal (through element-preserving transforms such as `.filter`, `.sorted`, `Array(…)`).
    static func of(_ forEach: ForEachCall, at id: NodeID, tree: SyntaxTree, path file: String, types: [TypeInfo]) -> IdentityUse? {
        guard let data = forEach.dataIdentifiedByID(in: tree) else { return nil }
        let range = SourceRange(path: file, source: tree.source, range: tree.range(forEach.call.callee))
        var use: IdentityUse
        switch ElementType.dataPath(data, in: tree)?.path {
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
        use.distinctLiteralLabels = literalArrays(data, members: use.literalElement == nil ? use.path : [],
                                                  owner: use.literalElement == nil ? use.owner : nil, tree: tree, types: types)
            .flatMap { distinctLiteralLabels(ofEach: $0, tree) }
        let rows = forEach.content.map { FileSummary.rowContent($0, tree) }
        use.rowPrimitive = rows?.primitive
        use.rowViews = rows?.views
        use.inList = FileSummary.mayBeListRows(forEach, at: id, tree: tree, unknown: false)
        use.inTransientContent = ViewBuilderContext.isInTransientContent(id, in: tree)
        return use
    }

    /// The array literals the data is ever given: written in place; or the value of the one member of
    /// `owner` the data names (a stored initializer or a computed property's single expression) declared
    /// here; or, for a stored `let` with no value of its own, every value the type's initializers assign
    /// it (`init(values:) { stats = [Stat(name: "Attack", …), …] }`). Nil when any value is not a literal.
    static func literalArrays(_ data: NodeID, members: [String], owner: String?, tree: SyntaxTree, types: [TypeInfo]) -> [NodeID]? {
        let data = tree.unwrapped(data)
        if tree.kind(data) == .arrayExpr { return [data] }
        guard members.count == 1, let owner, let member = types.first(where: { $0.name == owner })?.member(members[0]),
              member.kind == .property, tree.kind(member.node) == .variableDecl,
              let binding = tree.children(member.node, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == members[0] })
        else { return nil }
        var value: NodeID?
        if let initializer = tree.child(binding, .initializerClause) {
            value = tree.children(initializer).first
        } else if let accessors = tree.child(binding, .accessorBlock) {
            guard tree[accessors].flags.contains(.implicitGetter) else { return nil }
            let statements = Array(tree.children(accessors))
            if statements.count == 1 { value = statements[0] }
        } else if member.isLet, !member.isStatic {
            // Assigned once, by an initializer: every assignment must be a literal.
            let values = types.filter { $0.name == owner }.flatMap { assignedValues(of: members[0], in: $0.node, tree) }
            guard !values.isEmpty, values.allSatisfy({ tree.kind(tree.unwrapped($0)) == .arrayExpr }) else { return nil }
            return values.map { tree.unwrapped($0) }
        }
        guard let value, tree.kind(tree.unwrapped(value)) == .arrayExpr else { return nil }
        return [tree.unwrapped(value)]
    }

    /// The values assigned to `name` (`name = …`, `self.name = …`) in the initializers of a type's
    /// declaration.
    static func assignedValues(of name: String, in typeDecl: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        guard let block = tree.child(typeDecl, .memberBlock) else { return [] }
        return tree.children(block, .initializerDecl)
            .flatMap { InitInput.assignments(in: $0, tree) }
            .filter { $0.property == name && !$0.throughWrapper }
            .map(\.value)
    }

    /// The labels to which every array passes distinct literals (see `distinctLiteralLabels(of:)`).
    static func distinctLiteralLabels(ofEach arrays: [NodeID], _ tree: SyntaxTree) -> [String]? {
        var common: Set<String>?
        for array in arrays {
            guard let labels = distinctLiteralLabels(of: array, tree) else { return nil }
            common = common.map { $0.intersection(labels) } ?? Set(labels)
        }
        return common.map { $0.sorted() }
    }

    /// A plain string literal, or one looked up as a localization key (`"a.title".localized`,
    /// `NSLocalizedString("a.title", comment: …)`, `String(localized: "a.title")`): distinct keys give
    /// distinct titles.
    static func literalKey(_ value: NodeID, _ tree: SyntaxTree) -> String? {
        let value = tree.unwrapped(value)
        func plain(_ n: NodeID) -> String? {
            let n = tree.unwrapped(n)
            return tree.kind(n) == .stringLiteralExpr && tree.children(n).isEmpty ? tree.text(n) : nil
        }
        if let text = plain(value) { return text }
        if tree.kind(value) == .memberAccessExpr, ["localized", "localizedString"].contains(tree.name(value) ?? ""),
           let base = tree.children(value).first, let key = plain(base) { return "localized:" + key }
        if let call = CallExpr.at(value, in: tree), let name = call.name(in: tree) {
            if name == "NSLocalizedString" || name == "LocalizedStringKey", let first = call.firstUnlabeled?.value, let key = plain(first) { return "localized:" + key }
            if name == "String", let argument = call.argument("localized")?.value, let key = plain(argument) { return "localized:" + key }
            if name == "localized", call.isMemberCall(in: tree), let receiver = call.receiver(in: tree), let key = plain(receiver) { return "localized:" + key }
        }
        return nil
    }

    /// The labels to which every element of an array literal passes a different literal (see `literalKey`).
    static func distinctLiteralLabels(of array: NodeID, _ tree: SyntaxTree) -> [String]? {
        let elements = Array(tree.children(array))
        guard elements.count > 1 else { return nil }
        var valuesByLabel: [String: Set<String>] = [:]
        for (index, element) in elements.enumerated() {
            guard let call = CallExpr.at(tree.unwrapped(element), in: tree) else { return nil }
            var labels: [String: String] = [:]
            for argument in call.arguments where !argument.isTrailingClosure {
                guard let label = argument.label, let value = argument.value, let key = literalKey(value, tree) else { continue }
                labels[label] = key
            }
            if index == 0 {
                valuesByLabel = labels.mapValues { [$0] }
            } else {
                for (label, values) in valuesByLabel {
                    guard let text = labels[label], !values.contains(text) else { valuesByLabel[label] = nil; continue }
                    valuesByLabel[label]!.insert(text)
                }
            }
            if valuesByLabel.isEmpty { return nil }
        }
        return valuesByLabel.keys.sorted()
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
