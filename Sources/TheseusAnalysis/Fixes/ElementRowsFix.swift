import TheseusSyntax

/// `index_based_identity`'s fix: `ForEach(xs.indices, id: \.self) { i in … xs[i] … }` becomes
/// `ForEach(xs) { x in … x … }`, and `$xs[i]` becomes `ForEach($xs) { $x in … $x … }`, when the offset
/// is used for nothing else and the elements are `Identifiable`. Rows are then keyed by the element's
/// own `id`: the cure the talk gives.
enum ElementRowsFix {
    static func make(_ forEach: ForEachCall, base: String, in file: FileContext) -> Fix? {
        let tree = file.tree
        guard let path = tree.dottedPath(tree.unwrapped(forEach.data)).map({ Array($0.dropLast()) }) ?? collectionPath(forEach.data, tree),
              path.joined(separator: ".") == base, let closure = forEach.content, tree.kind(closure) == .closureExpr else { return nil }
        // The elements must be `Identifiable`: the fix keys rows by their `id`.
        guard let collection = ElementType.resolveCollection(baseNode(forEach.data, tree) ?? forEach.data, in: file, context: forEach.call.node),
              let element = ElementType.elementType(ofCollection: collection.type),
              file.conformances(of: element).contains("Identifiable") else { return nil }
        // The offset's name: the one closure parameter, or `$0`.
        var parameterToken: Int?
        var offsetName = "$0"
        if let signature = tree.child(closure, .closureSignature) {
            var names: [(String, Int)] = []
            tree.walk(from: signature) { n in
                if [.identifierPattern, .identifierExpr, .parameter].contains(tree.kind(n)), let name = tree.name(n) {
                    names.append((name, Int(tree[n].mainToken)))
                }
                return true
            }
            guard names.count == 1, names[0].1 >= 0, tree.tokenText(names[0].1) == names[0].0 else { return nil }
            offsetName = names[0].0
            parameterToken = names[0].1
        }
        // Every use of the offset is `xs[i]` or `$xs[i]`, never written through.
        var reads: [NodeID] = []
        var bindings: [NodeID] = []
        var otherUse = false
        var identifiers = Set<String>()
        tree.walk(from: closure) { n in
            if otherUse { return false }
            if tree.kind(n) == .identifierExpr, let name = tree.name(n) {
                identifiers.insert(name)
                if name == offsetName { otherUse = true }
                return false
            }
            guard tree.kind(n) == .subscriptCallExpr, let subscripted = tree.children(n).first, tree.children(n).count == 2,
                  let argument = tree.children(n).last, let value = tree.children(argument).first,
                  tree.identifierName(value) == offsetName, let subscriptedPath = tree.dottedPath(subscripted) else { return true }
            if subscriptedPath == path { reads.append(n); return false }
            if subscriptedPath.first == "$" + (path.first ?? ""), Array(subscriptedPath.dropFirst()) == Array(path.dropFirst()) {
                bindings.append(n)
                return false
            }
            return true
        }
        guard !otherUse, !(reads.isEmpty && bindings.isEmpty) else { return nil }
        for read in reads + bindings where isWrittenThrough(read, in: file) { return nil }
        // The element's name: the collection's name in the singular, unless the closure already uses it.
        let name = singular(path.last ?? "") ?? "element"
        guard !identifiers.contains(name), !identifiers.contains("$" + name), name != offsetName else { return nil }
        let useBindings = !bindings.isEmpty
        var edits: [FixEdit] = []
        // `xs.indices` / `0..<xs.count` → `xs` (or `$xs`).
        let dataText = (useBindings ? "$" : "") + base
        edits.append(FixEdit(tree.range(forEach.data), dataText))
        if let removal = SourceEdits.removeArgument(labeled: "id", of: forEach.call, in: tree) { edits.append(removal) }
        if let parameterToken {
            edits.append(FixEdit(tree.tokens[parameterToken].range, useBindings ? "$" + name : name))
            for read in reads { edits.append(FixEdit(tree.range(read), name)) }
            for binding in bindings { edits.append(FixEdit(tree.range(binding), "$" + name)) }
        } else {
            // `$0` rows: `$0` is now the element (a binding when the data is `$xs`).
            guard !useBindings || reads.isEmpty else { return nil }
            for read in reads + bindings { edits.append(FixEdit(tree.range(read), "$0")) }
        }
        return Fix("key rows by the elements' `id`: `ForEach(\(dataText)) { \(parameterToken == nil ? "" : (useBindings ? "$" : "") + name + " in ")… }`",
                   applicability: .safe, edits: edits)
    }

    /// `xs` of `0..<xs.count`.
    static func collectionPath(_ data: NodeID, _ tree: SyntaxTree) -> [String]? {
        baseNode(data, tree).flatMap { tree.dottedPath($0) }
    }

    /// The collection node of `xs.indices` or `0..<xs.count`.
    static func baseNode(_ data: NodeID, _ tree: SyntaxTree) -> NodeID? {
        let id = tree.unwrapped(data)
        if tree.kind(id) == .memberAccessExpr, tree.nameIs(id, "indices") { return tree.children(id).first }
        if tree.kind(id) == .infixOperatorExpr, let upper = tree.children(id).last, tree.kind(tree.unwrapped(upper)) == .memberAccessExpr {
            return tree.children(tree.unwrapped(upper)).first
        }
        return nil
    }

    /// `xs[i] = …`, `xs[i].done = true`, `xs[i].toggle()`, `&xs[i]`: a write through the element, which
    /// the plain element of a `ForEach` cannot take.
    static func isWrittenThrough(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        var current = node
        while let parent = file.parent(current) {
            switch tree.kind(parent) {
            case .memberAccessExpr where tree.children(parent).first == current:
                current = parent
                continue
            case .functionCallExpr where tree.children(parent).first == current:
                // A method called on the element may mutate it.
                return true
            case .infixOperatorExpr where tree.children(parent).first == current:
                let op = tree.tokenText(Int(tree[parent].mainToken))
                return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
            case .inOutExpr:
                return true
            default:
                return false
            }
        }
        return false
    }

    /// `pets` → `pet`, `entries` → `entry`, `boxes` → `box`; nil when the word is not a plural.
    static func singular(_ word: String) -> String? {
        guard word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss") else { return nil }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["xes", "ches", "shes", "sses"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }
}
