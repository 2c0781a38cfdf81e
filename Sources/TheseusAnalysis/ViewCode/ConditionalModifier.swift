import TheseusSyntax

/// Recognises "conditional modifier" helpers, whatever their name: functions of a `View` extension that
/// branch, on a condition their caller passes in, between the view itself and the view transformed
/// (`if condition { transform(self) } else { self }`), or between two transformations of it
/// (`if c { ifTrue(self) } else { ifFalse(self) }`), with or without `AnyView` around the results,
/// or on whether a transform gives a view (`if let v = transform(self) { v } else { self }`).
enum ConditionalModifier {
    /// What a helper's branch depends on.
    struct Shape: Equatable {
        /// The parameters its condition reads, by position.
        var conditionParameters: [Int]
        /// Whether callers pass the modification as a closure (`.if(c) { $0.bold() }`): each call site is
        /// then a split of its own, rewritten where it is.
        var takesTransform: Bool
        /// The plain form `if condition { transform(self) } else { self }`: the transform applies exactly
        /// when the `Bool` parameter at this position is true (what a call site's fix relies on).
        var appliesWhenTrue: Int? = nil
        /// The condition only tests whether the parameters it reads hold a value (see
        /// `HelperSignature.conditionTestsPresence`).
        var testsPresence = false
    }

    /// The helper's shape, or nil when the function is not a conditional modifier. A branch on
    /// `#available` or on global state (a test flag) is fixed for the run of the app and does not count.
    static func analyze(_ function: NodeID, in tree: SyntaxTree) -> Shape? {
        guard let body = tree.child(function, .codeBlock), let clause = tree.child(function, .parameterClause) else { return nil }
        let parameters = tree.children(clause, .parameter)
        var names: [String: Int] = [:]
        var closures = Set<Int>()
        for (index, parameter) in parameters.enumerated() {
            guard let name = tree.internalName(ofParameter: parameter) else { continue }
            names[name] = index
            if let type = tree.children(parameter).first(where: { tree.kind($0).isType }), isFunctionType(type, tree) {
                closures.insert(index)
            }
        }
        guard !names.isEmpty else { return nil }
        var found: Shape?
        tree.walk(from: body) { node in
            if found != nil { return false }
            guard tree.kind(node) == .ifExpr || tree.kind(node) == .switchExpr else { return true }
            let read = parametersRead(byConditionOf: node, names, in: tree)
            guard !read.isEmpty else { return true }
            let results = branchResults(node, in: tree)
            guard results.count >= 2 else { return true }
            let bound = optionalBindings(node, in: tree)
            var transformed = false
            var usesTransform = false
            for result in results {
                let value = unwrappedErasure(result, tree)
                if isSelf(value, in: tree) { continue }
                if let name = tree.identifierName(value), let initializer = bound[name], uses(self: initializer, in: tree) {
                    transformed = true
                    usesTransform = usesTransform || callsParameter(initializer, closures, names, tree)
                    continue
                }
                guard uses(self: value, in: tree) else { return true }
                transformed = true
                usesTransform = usesTransform || callsParameter(value, closures, names, tree)
            }
            guard transformed, results.contains(where: { isSelf(unwrappedErasure($0, tree), in: tree) }) || results.count >= 2 else { return true }
            // Both branches must start from the view itself: `self` in one, or a transform of `self` in all.
            found = Shape(conditionParameters: read.sorted(), takesTransform: usesTransform || !read.isDisjoint(with: closures))
            found?.testsPresence = tree.kind(node) == .ifExpr && testsOnlyPresence(node, names, in: tree)
            // `if condition { transform(self) } else { self }`, nothing else in the function.
            if tree.kind(node) == .ifExpr, results.count == 2, tree.children(body).count == 1,
               let list = tree.child(node, .conditionList), tree.children(list).count == 1,
               let condition = tree.children(list).first, tree.kind(condition) == .identifierExpr,
               let name = tree.name(condition), let index = names[name], !closures.contains(index),
               !isSelf(unwrappedErasure(results[0], tree), in: tree), isSelf(unwrappedErasure(results[1], tree), in: tree),
               callsParameter(results[0], closures, names, tree) {
                found?.appliesWhenTrue = index
            }
            return false
        }
        return found
    }

    /// `(Self) -> T`, `@escaping (Self) -> T`, `((Self) -> T)?`.
    static func isFunctionType(_ type: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: type) { n in
            if tree.kind(n) == .functionType { found = true }
            return !found
        }
        return found
    }

    /// The parameters read by the condition of an `if` (not `#available`) or the subject of a `switch`.
    static func parametersRead(byConditionOf node: NodeID, _ names: [String: Int], in tree: SyntaxTree) -> Set<Int> {
        let head = tree.kind(node) == .ifExpr ? tree.child(node, .conditionList) : tree.children(node).first
        guard let head else { return [] }
        var read = Set<Int>()
        var availability = false
        tree.walk(from: head) { n in
            if tree.kind(n) == .availabilityCondition { availability = true }
            if let name = tree.identifierName(n), let index = names[name] { read.insert(index) }
            // `if let value {` reads the variable `value`.
            if tree.kind(n) == .optionalBindingCondition, tree.child(n, .initializerClause) == nil,
               let pattern = tree.children(n).first, let name = tree.name(pattern), let index = names[name] {
                read.insert(index)
            }
            return tree.kind(n) != .closureExpr
        }
        return availability ? [] : read
    }

    /// Whether every condition of an `if` asks only whether a parameter holds a value: `let p`, `let x = p`,
    /// `p != nil`, `p == nil`.
    static func testsOnlyPresence(_ node: NodeID, _ names: [String: Int], in tree: SyntaxTree) -> Bool {
        guard let list = tree.child(node, .conditionList) else { return false }
        let conditions = tree.children(list)
        guard !conditions.isEmpty else { return false }
        func isParameter(_ id: NodeID) -> Bool { tree.identifierName(tree.unwrapped(id)).map { names[$0] != nil } ?? false }
        return conditions.allSatisfy { condition in
            switch tree.kind(condition) {
            case .optionalBindingCondition:
                if let initializer = tree.child(condition, .initializerClause) {
                    return tree.children(initializer).first.map(isParameter) ?? false
                }
                return tree.children(condition).first.flatMap { tree.name($0) }.map { names[$0] != nil } ?? false
            case .infixOperatorExpr:
                let token = Int(tree[condition].mainToken)
                guard tree.tokenIs(token, "!=") || tree.tokenIs(token, "==") else { return false }
                let sides = tree.children(condition)
                guard sides.count == 2 else { return false }
                let (a, b) = (tree.unwrapped(sides[sides.startIndex]), tree.unwrapped(sides[sides.startIndex + 1]))
                return (tree.kind(b) == .nilLiteralExpr && isParameter(a)) || (tree.kind(a) == .nilLiteralExpr && isParameter(b))
            default:
                return false
            }
        }
    }

    /// `if let v = transform(self)`: the names an `if` binds, with their initializers.
    static func optionalBindings(_ node: NodeID, in tree: SyntaxTree) -> [String: NodeID] {
        guard tree.kind(node) == .ifExpr, let conditions = tree.child(node, .conditionList) else { return [:] }
        var bound: [String: NodeID] = [:]
        for condition in tree.children(conditions) where tree.kind(condition) == .optionalBindingCondition {
            if let pattern = tree.children(condition).first, let name = tree.name(pattern),
               let initializer = tree.child(condition, .initializerClause), let value = tree.children(initializer).first {
                bound[name] = value
            }
        }
        return bound
    }

    /// `AnyView(x)` → `x`.
    static func unwrappedErasure(_ id: NodeID, _ tree: SyntaxTree) -> NodeID {
        let id = tree.unwrapped(id)
        if let call = CallExpr.at(id, in: tree), call.name(in: tree) == "AnyView", !call.isMemberCall(in: tree),
           call.arguments.count == 1, let inner = call.arguments.first?.value {
            return tree.unwrapped(inner)
        }
        return id
    }

    /// Whether an expression calls one of the closure parameters (`transform(self)`).
    static func callsParameter(_ id: NodeID, _ closures: Set<Int>, _ names: [String: Int], _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: id) { n in
            if let call = CallExpr.at(n, in: tree), !call.isMemberCall(in: tree), let name = call.name(in: tree),
               let index = names[name], closures.contains(index) {
                found = true
            }
            return !found
        }
        return found
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
        if let call = CallExpr.at(ModifierChain(id, in: tree).root, in: tree), !call.isMemberCall(in: tree),
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

    /// A `ViewModifier`'s `body(content:)` whose `if`/`switch` builds `content` in every arm, modified in
    /// some (`if expired { content.opacity(0.3) } else { content }`): the modifier is a conditional
    /// modifier of its own, applied with `.modifier(…)`.
    static func isContentBranch(_ node: NodeID, arms: BranchArms, in file: FileContext) -> Bool {
        let tree = file.tree
        // `content`, modified or not, or wrapped in a container (`ScrollView { content }`).
        func buildsContent(_ view: NodeID) -> Bool {
            let root = ModifierChain(view, in: tree).root
            if tree.identifierName(root) == "content" { return true }
            guard let call = CallExpr.at(root, in: tree) else { return false }
            return call.trailingClosures.compactMap(\.value).contains { closure in
                BranchSplit.closureStatements(closure, tree).contains { tree.identifierName(ModifierChain($0, in: tree).root) == "content" }
            }
        }
        guard arms.views.allSatisfy({ arm in arm.count == 1 && buildsContent(arm[0]) }),
              arms.views.contains(where: { tree.identifierName(ModifierChain($0[0], in: tree).root) == "content" }) else { return false }
        return enclosingModifierBody(of: node, in: file) != nil
    }

    /// The `body(content:)` function of a `ViewModifier` that a node is in, when it is.
    static func enclosingModifierBody(of node: NodeID, in file: FileContext) -> NodeID? {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .functionDecl:
                guard tree.nameIs(ancestor, "body"), let type = file.enclosingType(ancestor),
                      file.conformances(of: type.name).contains("ViewModifier") || type.conforms(to: "ViewModifier") else { return nil }
                return ancestor
            case .closureExpr, .structDecl, .classDecl, .enumDecl, .extensionDecl, .initializerDecl, .variableDecl:
                return nil
            default:
                continue
            }
        }
        return nil
    }
}

extension ConditionalModifier {
    /// `if state.isWrong { Text(…).if(state.isWrong) { … } }`: in the arm that the same condition opens, a
    /// helper's condition (its first parenthesised argument) is always true while the view exists, so its
    /// branch never flips. Conditions are compared as written, without `self.` and without `== true`.
    static func isHeldByEnclosingIf(_ call: CallExpr, in tree: SyntaxTree) -> Bool {
        guard let argument = call.arguments.first(where: { !$0.isTrailingClosure })?.value else { return false }
        let wanted = normalizedCondition(argument, tree)
        var child = call.node
        var steps = 0
        while let ancestor = tree.parent(child), steps < 64 {
            steps += 1
            if tree.kind(ancestor) == .ifExpr, tree.child(ancestor, .codeBlock) == child,
               let conditions = tree.child(ancestor, .conditionList) {
                let all = tree.children(conditions)
                if all.count == 1, let only = all.first, normalizedCondition(only, tree) == wanted { return true }
            }
            child = ancestor
        }
        return false
    }

    /// A condition's text without spaces, `self.` and a trailing `== true`.
    static func normalizedCondition(_ condition: NodeID, _ tree: SyntaxTree) -> String {
        var text = tree.compactText(tree.unwrapped(condition)).filter { !$0.isWhitespace }
        if text.hasSuffix("==true") { text.removeLast(6) }
        while let range = text.range(of: "self.") { text.removeSubrange(range) }
        return text
    }
}
