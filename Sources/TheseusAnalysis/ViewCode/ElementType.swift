import TheseusSyntax

/// The element type of a `ForEach`/`List` data expression, when the source says it plainly:
/// a property declared `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, or an array literal of `T(…)`.
enum ElementType {
    static func resolve(_ data: NodeID, in file: FileContext, context: NodeID) -> String? {
        let tree = file.tree
        let id = tree.unwrapped(data)
        if tree.kind(id) == .arrayExpr {
            let names = Set(tree.children(id).compactMap { element -> String? in
                guard let call = CallExpr(element, in: tree), !call.isMemberCall(in: tree) else { return nil }
                return call.name(in: tree)
            })
            return names.count == 1 && tree.children(id).count > 0 ? names.first : nil
        }
        guard let path = tree.dottedPath(id) else { return nil }
        let name: String
        switch path.count {
        case 1: name = path[0]
        case 2 where path[0] == "self": name = path[1]
        default: return nil
        }
        guard let type = file.enclosingType(context) else { return nil }
        let members = ([type] + file.summary.types.filter { $0.isExtension && $0.name == type.name }).compactMap { $0.member(name) }
        guard members.count == 1, let typeText = members[0].typeText else { return nil }
        return elementType(ofCollection: typeText)
    }

    /// `T` from `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, `ContiguousArray<T>` (compact text).
    static func elementType(ofCollection text: String) -> String? {
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return simpleName(String(text.dropFirst().dropLast()))
        }
        for wrapper in ["Array<", "Set<", "IdentifiedArrayOf<", "ContiguousArray<", "ArraySlice<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            return simpleName(String(text.dropFirst(wrapper.count).dropLast()))
        }
        return nil
    }

    /// A plain type name (`Pet`, `Model.Pet` → `Pet`); nil for anything with generics or optionals.
    static func simpleName(_ text: String) -> String? {
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }
}
