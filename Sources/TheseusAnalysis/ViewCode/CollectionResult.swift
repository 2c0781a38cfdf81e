import TheseusSyntax

/// What a computed property or method returns, when it is a collection built by a transform: the fact
/// behind `InlineForEachTransformRule`'s reads of a model's `filteredItems` from another file.
enum CollectionResult {
    /// The outermost transform (`filter`, `sorted`, `map`…) of the body's result (its last statement, or
    /// what it returns), unless it works over data known to be small (a literal, `allCases`, a range).
    static func transform(ofBody body: NodeID, in tree: SyntaxTree) -> (name: String, token: Int, base: NodeID)? {
        let results = resultExpressions(ofBody: body, in: tree)
        for result in results {
            if let found = outermostTransform(result, in: tree), !found.shuffles, !isSmall(found.base, in: tree) {
                return (found.name, found.token, found.base)
            }
        }
        // `var scenes = model.scenes; if !query.isEmpty { scenes = scenes.filter { … } }; return scenes`:
        // a local the body returns, built by a transform where it is declared or assigned.
        let returnedLocals = Set(results.compactMap { tree.kind(tree.unwrapped($0)) == .identifierExpr ? tree.name(tree.unwrapped($0)) : nil })
        guard !returnedLocals.isEmpty else { return nil }
        // What each returned local starts as: `scenes = scenes.filter { … }` works over that.
        var initial: [String: NodeID] = [:]
        var found: (name: String, token: Int, base: NodeID)?
        var candidates: [(local: String, value: NodeID)] = []
        walkOwnCode(of: body, in: tree) { n in
            switch tree.kind(n) {
            case .patternBinding:
                if let pattern = tree.children(n).first, tree.kind(pattern) == .identifierPattern, let name = tree.name(pattern),
                   returnedLocals.contains(name) {
                    if let value = tree.child(n, .initializerClause).flatMap({ tree.children($0).first }) {
                        initial[name] = value
                        candidates.append((name, value))
                    }
                }
            case .infixOperatorExpr:
                // `children` is a slice of the tree's storage: its first index is not 0.
                let parts = tree.children(n)
                if parts.count == 2, let target = parts.first, let assigned = parts.last, tree.tokenIs(Int(tree[n].mainToken), "="),
                   tree.kind(target) == .identifierExpr, let name = tree.name(target), returnedLocals.contains(name) {
                    candidates.append((name, assigned))
                }
            default:
                break
            }
            return true
        }
        for (local, value) in candidates where found == nil {
            guard let transform = outermostTransform(value, in: tree), !transform.shuffles else { continue }
            var base = tree.unwrapped(transform.base)
            if tree.kind(base) == .identifierExpr, tree.name(base) == local, let start = initial[local] {
                base = outermostTransform(start, in: tree)?.base ?? tree.unwrapped(start)
            }
            if !isSmall(base, in: tree) { found = (transform.name, transform.token, base) }
        }
        return found
    }


    /// What a getter or function can return: its last statement (the last statement of each arm when that
    /// is an `if` or `switch` expression), and the value of every `return` outside closures and nested
    /// functions. `if query.isEmpty { items } else { items.filter { … } }` filters whenever it is searched.
    /// The `.shuffled()` token of a body whose result is shuffled (`musicData.shuffled()` in each arm of a
    /// `switch`): a new order on every call, whatever the data's size.
    static func shuffle(ofBody body: NodeID, in tree: SyntaxTree) -> Int? {
        for result in resultExpressions(ofBody: body, in: tree) {
            var id = tree.unwrapped(result)
            var steps = 0
            while steps < 64, let call = CallExpr.at(id, in: tree), let receiver = call.receiver(in: tree) {
                steps += 1
                if call.name(in: tree) == "shuffled", tree[call.callee].mainToken >= 0 { return Int(tree[call.callee].mainToken) }
                id = tree.unwrapped(receiver)
            }
        }
        return nil
    }

    /// The callee (`Filterer.visible`, `visibleHabits`) of the one call every result of the body is, when
    /// it is a plain name or a type's member; nil otherwise.
    static func returnedCall(ofBody body: NodeID, in tree: SyntaxTree) -> String? {
        var callee: String?
        for result in resultExpressions(ofBody: body, in: tree) {
            guard let call = CallExpr.at(tree.unwrapped(result), in: tree), let path = tree.dottedPath(tree.unwrapped(call.callee)) else { return nil }
            let spelled = (path.first == "self" ? Array(path.dropFirst()) : path)
            guard spelled.count == 1 || spelled.count == 2 && spelled[0].startsWithUppercase else { return nil }
            let name = spelled.joined(separator: ".")
            if let callee, callee != name { return nil }
            callee = name
        }
        return callee
    }

    static func resultExpressions(ofBody body: NodeID, in tree: SyntaxTree) -> [NodeID] {
        var results: [NodeID] = []
        func implicitResult(of block: NodeID, depth: Int) {
            guard depth < 8, let last = tree.children(block).last else { return }
            switch tree.kind(last) {
            case .ifExpr:
                implicitResult(ofIf: last, depth: depth + 1)
            case .switchExpr:
                for arm in tree.children(last, .switchCase) { implicitResult(of: arm, depth: depth + 1) }
            case .returnStmt:
                break  // collected with every `return` below
            default:
                results.append(last)
            }
        }
        func implicitResult(ofIf node: NodeID, depth: Int) {
            guard depth < 8 else { return }
            for arm in tree.children(node) {
                if tree.kind(arm) == .codeBlock { implicitResult(of: arm, depth: depth + 1) }
                else if tree.kind(arm) == .ifExpr { implicitResult(ofIf: arm, depth: depth + 1) }
            }
        }
        implicitResult(of: body, depth: 0)
        walkOwnCode(of: body, in: tree) { n in
            guard tree.kind(n) == .returnStmt else { return true }
            if let value = tree.children(n).first { results.append(value) }
            return false
        }
        return results
    }

    /// Walks a body's own code (at most 20,000 nodes): not the closures in it, which run later or not at
    /// all, nor the functions it declares. `visit` returns whether to go below a node.
    static func walkOwnCode(of body: NodeID, in tree: SyntaxTree, _ visit: (NodeID) -> Bool) {
        var steps = 0
        tree.walk(from: body) { n in
            steps += 1
            guard steps < 20_000 else { return false }
            if tree.kind(n) == .closureExpr || tree.kind(n) == .functionDecl { return false }
            return visit(n)
        }
    }

    /// Data known to be small: an array literal, a range, a slice of a few elements (`prefix(5)`), an
    /// enum's `allCases` or a type's constant list (`Self.options`, `Theme.presets`). Slices count only
    /// where asked (`ForEach` data in view code; a model's result is judged without them).
    static func isSmall(_ base: NodeID, in tree: SyntaxTree, countingSlices: Bool = false) -> Bool {
        let id = tree.unwrapped(base)
        switch tree.kind(id) {
        case .arrayExpr, .dictionaryExpr:
            return true
        case .infixOperatorExpr:
            let op = tree.tokenText(Int(tree[id].mainToken))
            return op == "..<" || op == "..."
        case .functionCallExpr:
            guard countingSlices, let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { return false }
            if ["prefix", "suffix"].contains(name), call.arguments.count == 1, let n = call.arguments.first?.value,
               let value = FileSummary.integerLiteralValue(n, in: tree), value <= 20 {
                return true
            }
            return false
        case .memberAccessExpr:
            guard let path = tree.dottedPath(id) else { return false }
            // `Kind.allCases`, `Palette.colors`, `Constants.Tags.defaults`: a static member of a type (nested
            // types included), fixed data written in the source.
            // `Resolver.curatedMap.keys`: the keys or values of such a member.
            let owned = ["keys", "values"].contains(path.last ?? "") ? Array(path.dropLast()) : path
            return path.last == "allCases" || (owned.count >= 2 && owned.dropLast().allSatisfy(\.startsWithUppercase))
        default:
            return false
        }
    }

    /// Transforms that walk the whole collection and build a new one. Slices (`prefix(3)`, `dropFirst()`)
    /// and `reversed()` are views of the collection, not work over it.
    static let transforms: Set<String> = ["filter", "sorted", "map", "compactMap", "flatMap", "shuffled"]

    struct Transform {
        var token: Int
        var name: String
        var shuffles: Bool
        /// What the outermost transform starts from, after the other transforms (`items` in `items.filter{}.sorted()`).
        var base: NodeID
    }

    /// The outermost collection transform in a chain (`xs.filter { … }.sorted()` → `sorted`), following
    /// receivers, `Array(…)`, `?` and `!`. Nil when the chain is over positions or a range (other rules).
    static func outermostTransform(_ expression: NodeID, in tree: SyntaxTree) -> Transform? {
        var id = tree.unwrapped(expression)
        var found: Transform?
        var shuffles = false
        var base = id
        var steps = 0
        loop: while steps < 256 {
            steps += 1
            switch tree.kind(id) {
            case .functionCallExpr:
                guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { break loop }
                if let receiver = call.receiver(in: tree) {
                    if transforms.contains(name) {
                        if found == nil, tree[call.callee].mainToken >= 0 {
                            found = Transform(token: Int(tree[call.callee].mainToken), name: name, shuffles: false, base: id)
                        }
                        if name == "shuffled" { shuffles = true }
                        base = tree.unwrapped(receiver)
                    }
                    id = tree.unwrapped(receiver)
                } else if name == "Array", !call.isMemberCall(in: tree), call.arguments.count == 1,
                          let inner = call.firstUnlabeled?.value {
                    id = tree.unwrapped(inner)
                } else if transforms.contains(name), !call.isMemberCall(in: tree), !call.trailingClosures.isEmpty || call.arguments.contains(where: { $0.label == "by" }) {
                    // `filter { … }` inside an extension of a collection (`extension [FAQ] { func search… }`):
                    // the collection itself, walked whole.
                    if found == nil, tree[call.callee].mainToken >= 0 {
                        found = Transform(token: Int(tree[call.callee].mainToken), name: name, shuffles: false, base: id)
                    }
                    if name == "shuffled" { shuffles = true }
                    base = id
                    break loop
                } else {
                    break loop
                }
            case .memberAccessExpr:
                if tree.nameIs(id, "indices") { return nil }
                guard !tree[id].flags.contains(.implicitMember), let base = tree.children(id).first else { break loop }
                id = tree.unwrapped(base)
            case .optionalChainingExpr, .forceUnwrapExpr:
                guard let inner = tree.children(id).first else { break loop }
                id = tree.unwrapped(inner)
            case .infixOperatorExpr:
                let op = tree.tokenText(Int(tree[id].mainToken))
                if op == "..<" || op == "..." { return nil }
                break loop
            default:
                break loop
            }
        }
        guard var result = found else { return nil }
        result.shuffles = shuffles
        result.base = base
        return result
    }

}
