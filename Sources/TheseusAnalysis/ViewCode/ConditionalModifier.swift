import TheseusSyntax

/// Recognises "conditional modifier" helpers: View extension functions that return `self` in one
/// branch and `self` transformed (`transform(self)`, `self.modifier(m)`) in another.
enum ConditionalModifier {
    /// Whether a function declaration branches between `self` and a transformation of `self`, on a
    /// condition its caller passes in. A branch on `#available` or on global state (a test flag) is
    /// fixed for the run of the app: it never swaps identities.
    static func isConditionalModifier(_ function: NodeID, in tree: SyntaxTree) -> Bool {
        guard let body = tree.child(function, .codeBlock) else { return false }
        let parameters = parameterNames(function, in: tree)
        guard !parameters.isEmpty else { return false }
        var found = false
        tree.walk(from: body) { node in
            if found { return false }
            switch tree.kind(node) {
            case .ifExpr, .switchExpr:
                guard dependsOnParameters(node, parameters, in: tree) else { return true }
                let results = branchResults(node, in: tree)
                if results.count >= 2, results.contains(where: { isSelf($0, in: tree) }),
                   results.contains(where: { !isSelf($0, in: tree) && uses(self: $0, in: tree) }) {
                    found = true
                }
                return !found
            default:
                return true
            }
        }
        return found
    }

    /// Internal names of a function's parameters.
    static func parameterNames(_ function: NodeID, in tree: SyntaxTree) -> Set<String> {
        guard let clause = tree.child(function, .parameterClause) else { return [] }
        return Set(tree.children(clause, .parameter).compactMap { tree.internalName(ofParameter: $0) })
    }

    /// Whether the condition of an `if` (not `#available`) or the subject of a `switch` reads a parameter.
    static func dependsOnParameters(_ node: NodeID, _ parameters: Set<String>, in tree: SyntaxTree) -> Bool {
        let head: NodeID?
        if tree.kind(node) == .ifExpr {
            head = tree.child(node, .conditionList)
        } else {
            head = tree.children(node).first
        }
        guard let head else { return false }
        var found = false
        var availability = false
        tree.walk(from: head) { n in
            if tree.kind(n) == .availabilityCondition { availability = true }
            if let name = tree.identifierName(n), parameters.contains(name) { found = true }
            // `if let value {` reads the variable `value`.
            if tree.kind(n) == .optionalBindingCondition, tree.child(n, .initializerClause) == nil,
               let pattern = tree.children(n).first, let name = tree.name(pattern), parameters.contains(name) {
                found = true
            }
            return tree.kind(n) != .closureExpr
        }
        return found && !availability
    }

    /// The single result expression of each branch of an `if`/`else if`/`else` chain or a `switch`
    /// (`return x` or a lone expression). Branches with several statements are left out.
    static func branchResults(_ node: NodeID, in tree: SyntaxTree) -> [NodeID] {
        var blocks: [NodeID] = []
        if tree.kind(node) == .switchExpr {
            for c in tree.children(node, .switchCase) {
                let statements = tree.children(c).filter { ![.whereClause, .attribute].contains(tree.kind($0)) && !isPattern($0, c, tree) }
                if statements.count == 1 { blocks.append(statements[0]) }
            }
            return blocks.compactMap { single($0, in: tree) }
        }
        var current: NodeID? = node
        while let ifNode = current {
            current = nil
            for child in tree.children(ifNode) {
                if tree.kind(child) == .codeBlock { blocks.append(child) }
                if tree.kind(child) == .ifExpr { current = child }
            }
        }
        return blocks.compactMap { block in
            let statements = Array(tree.children(block))
            return statements.count == 1 ? single(statements[0], in: tree) : nil
        }
    }

    /// A case's patterns come before its colon; statements after. Patterns are the children that start
    /// before the case's `:` token.
    static func isPattern(_ child: NodeID, _ switchCase: NodeID, _ tree: SyntaxTree) -> Bool {
        var colon = Int(tree[switchCase].firstToken)
        while colon < Int(tree[switchCase].endToken), tree.tokens[colon].kind != .colon { colon += 1 }
        return Int(tree[child].firstToken) < colon
    }

    static func single(_ statement: NodeID, in tree: SyntaxTree) -> NodeID? {
        if tree.kind(statement) == .returnStmt { return tree.children(statement).first }
        if tree.kind(statement) == .codeBlock, tree.children(statement).count == 1 {
            return single(tree.children(statement)[tree.children(statement).startIndex], in: tree)
        }
        return statement
    }

    static func isSelf(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        tree.identifierName(tree.unwrapped(id)) == "self"
    }

    /// Whether an expression uses `self`, written or implied (`border(.red)` calls `self.border`).
    static func uses(self id: NodeID, in tree: SyntaxTree) -> Bool {
        if let call = CallExpr(ModifierChain(id, in: tree).root, in: tree), !call.isMemberCall(in: tree),
           let name = call.name(in: tree), name.first?.isLowercase == true {
            return true
        }
        var found = false
        tree.walk(from: id) { node in
            if tree.identifierName(node) == "self" { found = true }
            return !found
        }
        return found
    }
}
