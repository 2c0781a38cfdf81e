import TheseusSyntax

/// A write to a stored property of another type through a property that holds an instance of it:
/// `model.title = …`, `form.tags.append(…)`, or `$model.title` handed to a control the user changes. The
/// other type's property changes after its object is made even when its own code never changes it (a
/// form model whose fields only the view's `TextField`s set). Recorded per file, applied to the type's
/// declarations by the project index (see `ProjectIndex.applyInstanceWrites`).
public struct InstanceWrite: Codable, Sendable, Hashable, Comparable {
    /// The simple name of the written object's type, and the property written.
    public var type: String
    public var member: String

    public static func < (a: InstanceWrite, b: InstanceWrite) -> Bool { (a.type, a.member) < (b.type, b.member) }
}

extension FileSummary {
    /// The writes of this file's code to properties of objects its types hold. One pass over the nodes;
    /// only a holder that resolves to a stored property of the enclosing type (or a local that copies it,
    /// `@Bindable var model = model`) with a declared or constructed type counts.
    static func instanceWrites(_ tree: SyntaxTree, types: [TypeInfo]) -> [InstanceWrite] {
        guard !types.isEmpty else { return [] }
        let ranges = types.map { tree.range($0.node) }
        var found = Set<InstanceWrite>()
        for index in tree.nodes.indices {
            let kind = tree.nodes[index].kind
            guard kind == .infixOperatorExpr || kind == .inOutExpr || kind == .functionCallExpr || kind == .memberAccessExpr else { continue }
            let node = NodeID(index)
            let written: (holder: String, member: String)?
            if kind == .memberAccessExpr {
                // `$model.title`: a binding to the object's property.
                guard let base = tree.children(node).first, tree.kind(base) == .identifierExpr, let name = tree.name(base),
                      name.count > 1, name.hasPrefix("$"), let member = tree.name(node) else { continue }
                written = (String(name.dropFirst()), member)
            } else {
                written = StateWrites.changeTarget(node, tree).flatMap { holderAndMember($0, tree) }
            }
            guard let (holder, member) = written else { continue }
            // The innermost type around the write, and the property that holds the object.
            let start = tree.range(node).start
            var owner: Int?
            for t in types.indices where ranges[t].start <= start && start < ranges[t].end {
                if let o = owner, ranges[o].end - ranges[o].start <= ranges[t].end - ranges[t].start { continue }
                owner = t
            }
            guard let owner else { continue }
            if let local = ValueReads.localBinding(holder, at: node, in: tree) {
                // A local that copies the property (`@Bindable var model = model`) holds the same object.
                guard case .value(let value) = local, tree.dottedPath(tree.unwrapped(value)).map({ $0 == [holder] || $0 == ["self", holder] }) == true else { continue }
            }
            guard let property = types.filter({ $0.name == types[owner].name }).lazy.compactMap({ $0.member(holder) }).first,
                  property.kind == .property, !property.isStatic, !property.isComputed,
                  let type = property.effectiveType.flatMap(ElementType.simpleName), type != types[owner].name else { continue }
            found.insert(InstanceWrite(type: type, member: member))
        }
        return found.sorted()
    }

    /// `model.title`, `self.model.items[i].done`, `model?.name`: the holding property and the first
    /// property written through it.
    static func holderAndMember(_ target: NodeID, _ tree: SyntaxTree) -> (holder: String, member: String)? {
        var id = target
        var member: String?
        var steps = 0
        while steps < 32 {
            steps += 1
            switch tree.kind(id) {
            case .memberAccessExpr:
                guard let base = tree.children(id).first else { return nil }
                if tree.isSelfExpression(base) {
                    // `self.model` ends the path: `model` holds the object.
                    guard let member, let holder = tree.name(id) else { return nil }
                    return (holder, member)
                }
                member = tree.name(id)
                id = base
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                guard let base = tree.children(id).first else { return nil }
                // `model.items[i]`: what is written is `items`, not an element's own field.
                if tree.kind(id) == .subscriptCallExpr { member = nil }
                id = base
            case .identifierExpr:
                guard let member, let holder = tree.name(id), holder != "self" else { return nil }
                return (holder, member)
            default:
                return nil
            }
        }
        return nil
    }
}
