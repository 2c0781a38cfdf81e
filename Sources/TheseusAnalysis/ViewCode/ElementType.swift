import TheseusSyntax

/// The element type of a `ForEach`/`List` data expression, when declarations say it plainly: a
/// property or parameter declared `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, `@State var xs:
/// [T]`, a literal array of `T(…)`, `model.items` through a property of a known type (in any file),
/// and `.filter`/`.sorted`/… of those. Nil when anything is unknown or ambiguous: rules stay silent
/// rather than guess.
enum ElementType {
    /// Transforms that keep the element type.
    static let elementPreserving: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast",
                                                 "shuffled", "uniqued"]

    static func resolve(_ data: NodeID, in file: FileContext, context: NodeID) -> String? {
        resolveCollection(data, in: file, context: context).flatMap { elementType(ofCollection: $0.type) }
    }

    /// A data expression taken apart, through transforms that keep the elements (`Array(x)`,
    /// `x.filter { … }.sorted()`): an array literal of one constructed type, or a path of members
    /// (`items`, `self.model.items`, `$items`, `items()`, `Item.all`) with `self` and `$` dropped.
    enum DataPath: Equatable {
        case literal(element: String)
        case members([String])
    }

    static func dataPath(_ data: NodeID, in tree: SyntaxTree) -> (path: DataPath, node: NodeID)? {
        var id = tree.unwrapped(data)
        var steps = 0
        while steps < 32, let call = CallExpr(id, in: tree), let name = call.name(in: tree) {
            steps += 1
            if name == "Array", !call.isMemberCall(in: tree), call.arguments.count == 1, let inner = call.firstUnlabeled?.value {
                id = tree.unwrapped(inner)
            } else if elementPreserving.contains(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            } else {
                break
            }
        }
        if tree.kind(id) == .arrayExpr {
            let names = Set(tree.children(id).compactMap { FileSummary.constructedType($0, in: tree) })
            guard names.count == 1, let name = names.first, tree.children(id).count > 0 else { return nil }
            return (.literal(element: name), id)
        }
        // `items()`, `self.items()`, `model.items()`: a method's declared return type.
        var path: [String]
        if let call = CallExpr(id, in: tree), let callee = tree.dottedPath(call.callee) {
            path = callee
        } else if let dotted = tree.dottedPath(id) {
            path = dotted
        } else {
            return nil
        }
        if path.first == "self" { path.removeFirst() }
        // `$items`, `$store.items`: a binding to the collection has the same elements.
        if let head = path.first, head.hasPrefix("$"), head.count > 1 { path[0] = String(head.dropFirst()) }
        guard let first = path.first, !first.isEmpty else { return nil }
        return (.members(path), id)
    }

    /// The collection type text of a data expression, and whether it is a `Set` (values cannot repeat).
    static func resolveCollection(_ data: NodeID, in file: FileContext, context: NodeID) -> (type: String, node: NodeID)? {
        let tree = file.tree
        guard let (dataPath, id) = dataPath(data, in: tree) else { return nil }
        let path: [String]
        switch dataPath {
        case .literal(let element): return ("[\(element)]", id)
        case .members(let members): path = members
        }
        let first = path[0]
        var currentType: String?
        if first.startsWithUppercase && path.count > 1 {
            currentType = first // `Item.all`: a static member
        } else if let type = memberType(first, ofTypeNamed: file.enclosingType(context)?.name, in: file)
                    ?? parameterType(first, around: context, in: file) {
            if path.count == 1 { return (type, id) }
            currentType = simpleName(type)
        } else {
            return nil
        }
        for (index, name) in path.enumerated().dropFirst() {
            guard let owner = currentType, let type = memberType(name, ofTypeNamed: owner, in: file) else { return nil }
            if index == path.count - 1 { return (type, id) }
            currentType = simpleName(type)
        }
        return nil
    }

    /// The declared (or constructed) type of a member, from the type's declaration and extensions in
    /// any file; nil when absent or declared more than once with different types.
    static func memberType(_ name: String, ofTypeNamed owner: String?, in file: FileContext) -> String? {
        guard let owner else { return nil }
        let types = Set(file.declarations(of: owner).compactMap { $0.member(name)?.effectiveType })
        return types.count == 1 ? types.first : nil
    }

    /// The type of a parameter of the function, initializer or subscript around a node.
    static func parameterType(_ name: String, around context: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        for a in file.ancestors(context) {
            let kind = tree.kind(a)
            guard kind == .functionDecl || kind == .initializerDecl || kind == .subscriptDecl else { continue }
            guard let clause = tree.child(a, .parameterClause) else { return nil }
            for parameter in tree.children(clause, .parameter) {
                if tree.internalName(ofParameter: parameter) == name, let type = tree.children(parameter).first(where: { tree.kind($0).isType }) {
                    return tree.compactText(type)
                }
            }
            return nil
        }
        return nil
    }

    /// `T` from `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, `ContiguousArray<T>` (compact text).
    static func elementType(ofCollection text: String) -> String? {
        var text = text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return simpleName(String(text.dropFirst().dropLast()))
        }
        for wrapper in ["Array<", "Set<", "IdentifiedArrayOf<", "ContiguousArray<", "ArraySlice<", "OrderedSet<"]
            where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            return simpleName(String(text.dropFirst(wrapper.count).dropLast()))
        }
        return nil
    }

    /// Whether a collection type holds unique values by construction (`Set`, `OrderedSet`).
    static func isUniqueCollection(_ text: String) -> Bool {
        text.hasPrefix("Set<") || text.hasPrefix("OrderedSet<")
    }

    /// A plain type name (`Pet`, `Model.Pet` → `Pet`, `Model?` → `Model`); nil for generics and the like.
    static func simpleName(_ text: String) -> String? {
        var text = text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }
}
