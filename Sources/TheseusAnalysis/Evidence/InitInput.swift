import TheseusSyntax

/// One way an initializer argument reaches a stored property: `init(item: Item) { self.title = item.title }`
/// makes the argument `item` an input of `title`. With the memberwise initializer, an argument labelled
/// like a property sets that property; these records cover the initializers written out.
public struct InitInput: Sendable, Codable, Hashable {
    /// The argument label, or `_0`, `_1`… for an unlabeled parameter by position.
    public var label: String
    /// The stored property the argument sets (without the `_` of a wrapper's storage).
    public var property: String
    /// Set through the wrapper's storage: `_count = State(initialValue: start)`.
    public var throughWrapper: Bool
    /// What the parameter's default value reads (`alignment: Alignment = .leading`), when it has one: a
    /// caller that leaves the argument out passes that.
    public var defaultReads: [ValueSource]? = nil
    /// The parameter is an `@autoclosure`: the caller's argument is evaluated only when the body calls it.
    public var isAutoclosure = false

    /// The initializer inputs of a type declaration: every `init` in its member block.
    static func inputs(of typeDecl: NodeID, in tree: SyntaxTree) -> [InitInput] {
        var seen = Set<InitInput>()
        return initializers(of: typeDecl, in: tree).flatMap { inputs(ofInitializer: $0, in: tree) }.filter { seen.insert($0).inserted }
    }

    /// The `init` declarations of a type's member block, those inside `#if` clauses included.
    static func initializers(of typeDecl: NodeID, in tree: SyntaxTree) -> [NodeID] {
        memberDeclarations(of: typeDecl, in: tree).filter { tree.kind($0) == .initializerDecl }
    }

    /// The declarations of a type's member block, with those inside `#if` clauses in place of the clauses.
    static func memberDeclarations(of typeDecl: NodeID, in tree: SyntaxTree) -> [NodeID] {
        guard let block = tree.child(typeDecl, .memberBlock) else { return [] }
        return declarations(in: block, tree)
    }

    /// The declarations directly in a block (a member block, a file), with those inside `#if` clauses in
    /// place of the clauses.
    static func declarations(in block: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        var found: [NodeID] = []
        var pending = Array(tree.children(block))
        var i = 0
        while i < pending.count, i < 10_000 {
            let member = pending[i]
            i += 1
            switch tree.kind(member) {
            case .ifConfigDecl, .ifConfigClause:
                pending += tree.children(member)
            default:
                found.append(member)
            }
        }
        return found
    }

    static func inputs(ofInitializer initializer: NodeID, in tree: SyntaxTree) -> [InitInput] {
        let labels = parameterLabels(of: initializer, in: tree)
        guard !labels.isEmpty else { return [] }
        let defaults = defaultValues(of: initializer, in: tree)
        let autoclosures = autoclosureParameters(of: initializer, in: tree)
        var found: [InitInput] = []
        for assignment in assignments(in: initializer, tree) {
            for name in identifiers(in: assignment.value, tree) {
                if let label = labels[name] {
                    var input = InitInput(label: label, property: assignment.property, throughWrapper: assignment.throughWrapper)
                    input.defaultReads = defaults[name].map { ValueReads.of($0, in: tree) }
                    input.isAutoclosure = autoclosures.contains(name)
                    found.append(input)
                }
            }
        }
        return found
    }

    /// The internal names of an initializer's `@autoclosure` parameters.
    static func autoclosureParameters(of initializer: NodeID, in tree: SyntaxTree) -> Set<String> {
        guard let clause = tree.child(initializer, .parameterClause) else { return [] }
        var names = Set<String>()
        for parameter in tree.children(clause, .parameter) where tree.compactText(parameter).contains("@autoclosure") {
            if let name = tree.internalName(ofParameter: parameter) { names.insert(name) }
        }
        return names
    }

    /// An initializer's parameters that have a default value: internal name → the value.
    static func defaultValues(of initializer: NodeID, in tree: SyntaxTree) -> [String: NodeID] {
        guard let clause = tree.child(initializer, .parameterClause) else { return [:] }
        var values: [String: NodeID] = [:]
        for parameter in tree.children(clause, .parameter) {
            guard let internalName = tree.internalName(ofParameter: parameter), let last = tree.children(parameter).last,
                  !tree.kind(last).isType, tree.kind(last) != .attribute else { continue }
            values[internalName] = last
        }
        return values
    }

    /// An initializer's parameters: internal name → argument label (`_0`, `_1`… for unlabeled ones).
    static func parameterLabels(of initializer: NodeID, in tree: SyntaxTree) -> [String: String] {
        guard let clause = tree.child(initializer, .parameterClause) else { return [:] }
        var labels: [String: String] = [:]
        for (position, parameter) in tree.children(clause, .parameter).enumerated() {
            guard let internalName = tree.internalName(ofParameter: parameter) else { continue }
            let external = tree.name(parameter)
            labels[internalName] = (external == nil || external == "_") ? "_\(position)" : external!
        }
        return labels
    }

    /// `self.title = …`, `_count = State(initialValue: …)`: an assignment to a stored property in an
    /// initializer's body (not in a closure).
    struct Assignment {
        /// The property, without the `_` of a wrapper's storage.
        var property: String
        /// Set through the wrapper's storage (`_count = …`).
        var throughWrapper: Bool
        var value: NodeID

        /// The value a wrapper is built with (`State(initialValue: x)`, `ObservedObject(wrappedValue: x)`,
        /// `.init(wrappedValue: x)` give `x`); the value itself otherwise.
        func wrappedValue(_ tree: SyntaxTree) -> NodeID {
            guard let call = CallExpr.at(tree.unwrapped(value), in: tree), let name = call.name(in: tree),
                  name == "init" || name.hasSuffix("State") || name.hasSuffix("Object") || name == "Binding",
                  let inner = call.argument("initialValue")?.value ?? call.argument("wrappedValue")?.value else { return value }
            return inner
        }
    }

    static func assignments(in initializer: NodeID, _ tree: SyntaxTree) -> [Assignment] {
        guard let body = tree.child(initializer, .codeBlock) else { return [] }
        var found: [Assignment] = []
        tree.walk(from: body) { node in
            guard tree.kind(node) != .closureExpr else { return false }
            guard tree.kind(node) == .infixOperatorExpr, tree.tokenIs(Int(tree[node].mainToken), "=") else { return true }
            let sides = tree.children(node)
            guard sides.count == 2, var property = assignedProperty(sides[sides.startIndex], tree) else { return false }
            var throughWrapper = false
            if property.hasPrefix("_"), property.count > 1 {
                property.removeFirst()
                throughWrapper = true
            }
            found.append(Assignment(property: property, throughWrapper: throughWrapper, value: sides[sides.startIndex + 1]))
            return false
        }
        return found
    }

    /// The properties a closure assigns (`displayUser = user`, `self.count = 0`), nested closures included.
    static func closureAssignments(in closure: NodeID, _ tree: SyntaxTree) -> [String] {
        var found: [String] = []
        var steps = 0
        tree.walk(from: closure) { node in
            steps += 1
            guard steps < 20_000 else { return false }
            guard tree.kind(node) == .infixOperatorExpr, tree.tokenIs(Int(tree[node].mainToken), "=") else { return true }
            let sides = tree.children(node)
            if sides.count == 2, let property = assignedProperty(sides[sides.startIndex], tree) { found.append(property) }
            return true
        }
        return found
    }

    /// `self.title`, `title`, `_count`, `self._count`: the property an assignment sets.
    static func assignedProperty(_ lhs: NodeID, _ tree: SyntaxTree) -> String? {
        guard let path = tree.dottedPath(lhs) else { return nil }
        if path.count == 2, path[0] == "self" { return path[1] }
        if path.count == 1 { return path[0] }
        return nil
    }

    /// Plain identifiers read by an expression, closures included (`Model(id: id)` reads `id`).
    static func identifiers(in node: NodeID, _ tree: SyntaxTree) -> Set<String> {
        var names = Set<String>()
        var steps = 0
        tree.walk(from: node) { n in
            steps += 1
            if let name = tree.identifierName(n) { names.insert(name) }
            return steps < 2_000
        }
        return names
    }

    /// A value type that a condition can read (not a view): reads are recorded only for these.
    static func isValueType(_ typeText: String) -> Bool {
        !typeText.isEmpty && !typeText.containsBytes("View") && !typeText.containsBytes("Scene") && !typeText.hasPrefix("some")
    }

    /// What the body of a computed property or a method reads: its single expression, or its `return`s.
    static func reads(ofBody body: NodeID, in tree: SyntaxTree) -> [ValueSource] {
        var block = body
        if tree.kind(body) == .accessorBlock, let getter = tree.children(body, .accessorDecl).first(where: { tree.nameIs($0, "get") }),
           let statements = tree.child(getter, .codeBlock) {
            block = statements
        }
        let statements = tree.children(block)
        var results: [NodeID] = []
        if statements.count == 1, let only = statements.first, !isStatement(tree.kind(only)) {
            results = [only]
        } else {
            tree.walk(from: block) { n in
                if tree.kind(n) == .closureExpr { return false }
                if tree.kind(n) == .returnStmt, let value = tree.children(n).first { results.append(value); return false }
                return results.count < 8
            }
        }
        var sources: [ValueSource] = []
        for result in results { sources += ValueReads.of(result, in: tree) }
        return Array(ValueReads.firstOfEach(sources).prefix(12))
    }

    private static func isStatement(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .variableDecl, .guardStmt, .forStmt, .whileStmt, .returnStmt, .doStmt, .repeatStmt: return true
        default: return false
        }
    }
}
