import TheseusSyntax

/// One thing an expression reads, as far as its own file tells. `ChangeEvidence` resolves these against
/// the project to decide whether the value can change while the view is on screen.
public enum ValueSource: Sendable, Hashable, Codable {
    /// Changes while the view is shown, decided from the file alone; the words say why
    /// ("`viewStore` observes a store's state"), at the code that shows it.
    case changes(String, at: SourceRange)
    /// The clock: a new value on every evaluation (`Date()`, `.now`); the words say which, at the read.
    case clock(String, at: SourceRange)
    /// Changes only on rare events (a window resized, the device turned), decided from the file alone.
    case changesRarely(String, at: SourceRange)
    /// A property of the enclosing type `owner` (`name`), then member names read through it (`path`):
    /// `model.isLoading` in a view is `member(owner: "ListView", name: "model", path: ["isLoading"])`.
    case member(owner: String, name: String, path: [String])
    /// A field of the rows of a `ForEach`/`List` whose data is `owner.collection…`: it changes when the
    /// collection is state and the field is a `var` of the element type (`animal.isAdopted` in the rows of
    /// `model.animals`); a `let` field is fixed per row. `keyedByValue`: the rows are identified by the
    /// element's whole value (`id: \\.self`), so a field of a value type cannot change under a row either.
    case element(owner: String, collection: [String], field: [String], keyedByValue: Bool)
    /// A parameter of a `View` extension helper (`func searchBar(isEnabled: Bool = true)`): what the
    /// project's calls of `helper` pass there (by `label`, or by `position` when it has none), or the
    /// parameter's default where a call leaves it out (`defaultIsFixed`: the default is a constant).
    case helperArgument(helper: String, label: String?, position: Int, defaultIsFixed: Bool)
    /// Fixed for the run of the app: literals, static members, enum cases, `#available`.
    case fixed
    /// Anything else: a row's element, a function's result, a global.
    case unknown

    /// A short stable spelling, for the cache key of the project index.
    var key: String {
        switch self {
        case .changes(let why, let at): return "c:\(at.startLine):\(at.startColumn):" + why
        case .clock(let why, let at): return "t:\(at.startLine):\(at.startColumn):" + why
        case .changesRarely(let why, let at): return "r:\(at.startLine):\(at.startColumn):" + why
        case .member(let owner, let name, let path): return "m:\(owner).\(name)" + path.map { "." + $0 }.joined()
        case .element(let owner, let collection, let field, let keyedByValue):
            return "e:\(owner).\(collection.joined(separator: "."))[\(keyedByValue ? "=" : "")]" + field.map { "." + $0 }.joined()
        case .helperArgument(let helper, let label, let position, let defaultIsFixed):
            return "h:\(helper):\(label ?? "_"):\(position):\(defaultIsFixed ? 1 : 0)"
        case .fixed: return "f"
        case .unknown: return "u"
        }
    }
}

/// Works out what an expression reads (`ValueSource`s): local `let`s and `if let`s are followed to their
/// initializers, a helper function's parameters to the arguments its callers in the same type pass,
/// closure parameters to the view that provides them.
struct ValueReads {
    let tree: SyntaxTree
    /// Expression nodes, locals and parameters followed, in all: the work per question is bounded.
    private var budget = 512
    private var result: [ValueSource] = []
    /// Locals and parameters already followed (a `let x = x` or a recursive helper stops here).
    private var followed = Set<NodeID>()
    /// Helper functions whose callers were searched (each search walks the enclosing type).
    private var parameterSearches = 0

    private init(tree: SyntaxTree) { self.tree = tree }

    /// What `expression` reads, each source once, in source order.
    static func of(_ expression: NodeID, in tree: SyntaxTree) -> [ValueSource] {
        var reads = ValueReads(tree: tree)
        reads.collect(expression)
        return Self.firstOfEach(reads.result)
    }

    /// Each source once, in order. Most expressions read one or two things: those are compared, not hashed.
    static func firstOfEach(_ sources: [ValueSource]) -> [ValueSource] {
        if sources.count < 2 { return sources }
        if sources.count <= 8 {
            var kept: [ValueSource] = []
            kept.reserveCapacity(sources.count)
            for source in sources where !kept.contains(source) { kept.append(source) }
            return kept
        }
        var seen = Set<ValueSource>()
        return sources.filter { seen.insert($0).inserted }
    }

    /// What the conditions inside a closure read: the `if`s and `switch`es of a transform, and the
    /// ternaries that give `nil` (`.modify { isOn ? $0.bold() : nil }`); not `#available`, not nested closures.
    static func of(conditionsIn closure: NodeID, in tree: SyntaxTree) -> [ValueSource] {
        var reads = ValueReads(tree: tree)
        var conditions: [NodeID] = []
        for statement in tree.children(closure) where tree.kind(statement) != .closureSignature {
            tree.walk(from: statement) { n in
                switch tree.kind(n) {
                case .closureExpr:
                    return false
                case .ifExpr:
                    if let list = tree.child(n, .conditionList) {
                        conditions += tree.children(list).filter { tree.kind($0) != .availabilityCondition }
                    }
                case .switchExpr:
                    if let subject = tree.children(n).first { conditions.append(subject) }
                case .ternaryExpr:
                    // `isOn ? $0.bold() : nil` as the closure's result (a statement or a `return`), not an argument.
                    let parts = tree.children(n)
                    let isResult = tree.parent(n).map { $0 == closure || tree.kind($0) == .returnStmt } ?? false
                    if isResult, parts.count == 3, parts.dropFirst().contains(where: { tree.kind(tree.unwrapped($0)) == .nilLiteralExpr }) {
                        conditions.append(parts[parts.startIndex])
                    }
                default:
                    break
                }
                return conditions.count < 16
            }
        }
        for condition in conditions { reads.collect(condition) }
        return Array(Self.firstOfEach(reads.result).prefix(16))
    }

    /// The simple name of the type a node is declared in (an extension's extended type), nil at file scope.
    static func owner(of node: NodeID, in tree: SyntaxTree) -> String? {
        var walk = AncestorWalk(tree)
        var current = walk.next(above: node)
        while let a = current {
            let kind = tree.kind(a)
            if kind.isTypeDeclaration {
                if kind == .extensionDecl, let extended = tree.children(a).first(where: { tree.kind($0).isType }) {
                    return ElementType.simpleName(FileSummary.typeName(tree, extended))
                }
                return tree.name(a)
            }
            current = walk.next(above: a)
        }
        return nil
    }

    // MARK: Expressions

    private mutating func add(_ source: ValueSource) { result.append(source) }

    /// Where a node is, for a source that names the code it comes from.
    private func place(_ node: NodeID) -> SourceRange { SourceRange(path: tree.source.path, source: tree.source, range: tree.range(node)) }

    private mutating func collect(_ node: NodeID) {
        guard budget > 0 else { add(.unknown); return }
        budget -= 1
        switch tree.kind(node) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr, .regexLiteralExpr:
            add(.fixed)
        case .closureExpr, .keyPathExpr, .typeExpr:
            return
        case .availabilityCondition:
            add(.fixed)
        case .identifierExpr, .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr:
            if let (root, path) = readPath(node) {
                read(root: root, path: path, at: node)
            } else {
                for child in tree.children(node) { collect(child) }
            }
        case .functionCallExpr:
            guard let call = CallExpr.at(node, in: tree) else { return }
            if isOwnRowMembership(call) { add(.fixed); return }
            collectCall(call, node)
        case .infixOperatorExpr where tree.tokenIs(Int(tree[node].mainToken), "!=") || tree.tokenIs(Int(tree[node].mainToken), "=="):
            // `xs.firstIndex(of: x) != nil` inside `ForEach(xs) { x in … }`: always true.
            let sides = tree.children(node)
            if sides.count == 2, tree.kind(tree.unwrapped(sides[sides.startIndex + 1])) == .nilLiteralExpr,
               let call = CallExpr.at(tree.unwrapped(sides[sides.startIndex]), in: tree), isOwnRowMembership(call) {
                add(.fixed)
            } else {
                for child in sides { collect(child) }
            }
        case .optionalBindingCondition:
            // `if let value {` reads `value`; `if let x = expr` reads `expr`.
            if let initializer = tree.child(node, .initializerClause), let value = tree.children(initializer).first {
                collect(value)
            } else if let pattern = tree.children(node).first, let name = tree.name(pattern) {
                read(root: pattern, name: name, path: [], at: node)
            }
        default:
            for child in tree.children(node) { collect(child) }
        }
    }

    /// `xs.contains(x)` or `xs.firstIndex(of: x)` where `x` is the element of an enclosing
    /// `ForEach(xs) { x in … }`: a row asking whether it is a row of its own list, which it always is.
    func isOwnRowMembership(_ call: CallExpr) -> Bool {
        let node = call.node
        guard let name = call.name(in: tree),
              name == "contains" || name == "firstIndex", call.arguments.count == 1,
              let receiver = call.receiver(in: tree), let collection = tree.dottedPath(receiver),
              let argument = call.arguments.first, argument.label == (name == "contains" ? nil : "of"),
              let value = argument.value, let element = tree.identifierName(tree.unwrapped(value)) else { return false }
        var current = node
        var steps = 0
        while let parent = tree.parent(current), steps < 256 {
            steps += 1
            current = parent
            guard tree.kind(parent) == .closureExpr, let signature = tree.child(parent, .closureSignature) else { continue }
            // The closure is the content of a `ForEach` (its argument, or a trailing closure one level down).
            let candidates = [tree.parent(parent), tree.parent(parent).flatMap { tree.parent($0) }].compactMap { $0 }
            guard let forEach = candidates.lazy.compactMap({ ForEachCall($0, in: self.tree) }).first, forEach.content == parent else { return false }
            // `ForEach(xs)`, or `ForEach(Array(xs.enumerated()), id: \.element.id) { i, x in`.
            var data = tree.unwrapped(forEach.data)
            if let wrap = CallExpr.at(data, in: tree), wrap.name(in: tree) == "Array", !wrap.isMemberCall(in: tree), let inner = wrap.firstUnlabeled?.value {
                data = tree.unwrapped(inner)
            }
            var enumerated = false
            if let pairs = CallExpr.at(data, in: tree), pairs.name(in: tree) == "enumerated", let receiver = pairs.receiver(in: tree) {
                data = tree.unwrapped(receiver)
                enumerated = true
            }
            let parameters = tree.closureParameterNames(signature)
            let elementParameter = enumerated ? (parameters.count == 2 ? parameters[1] : nil) : (parameters.count == 1 ? parameters[0] : nil)
            return tree.dottedPath(data) == collection && elementParameter == element
        }
        return false
    }

    private mutating func collectCall(_ call: CallExpr, _ node: NodeID) {
        let name = call.name(in: tree)
        // `Date()`, `Date.init()`, `Date(timeIntervalSinceNow:)`: the clock.
        if let path = tree.dottedPath(call.callee), path.first == "Date", path.count == 1 || path == ["Date", "init"],
           call.arguments.isEmpty || call.argument("timeIntervalSinceNow") != nil {
            add(.clock("`\(tree.compactText(node))` reads the current time", at: place(node)))
            return
        }
        if let receiver = call.receiver(in: tree) {
            // `model.isSelected(item)`: a method read through `model`.
            if let (root, path) = readPath(receiver), let name {
                read(root: root, path: path + [name], at: node)
            } else {
                collect(receiver)
            }
        } else if name?.startsWithUppercase == true {
            // A type's initializer: what it is built from.
        } else if let name, tree.kind(call.callee) == .identifierExpr {
            // `isExpired(date)`: a method of the type, or a free function.
            if let owner = Self.owner(of: node, in: tree), !isLocal(name, at: node) {
                add(.member(owner: owner, name: name, path: []))
            } else {
                // A free function, or a closure held in a local: what it returns is not known.
                add(.unknown)
            }
        }
        for argument in call.arguments where !argument.isTrailingClosure {
            if let value = argument.value { collect(value) }
        }
        // `items.first(where: { $0.version == selected })`: the predicate runs before the call returns, so
        // what it reads besides its own parameters (the elements, already read) is read here too.
        if call.isMemberCall(in: tree), let name, Self.synchronousClosureCalls.contains(name) {
            for argument in call.arguments {
                guard let closure = argument.value.map(tree.unwrapped), tree.kind(closure) == .closureExpr else { continue }
                elementClosures.append(closure)
                for statement in tree.children(closure) where tree.kind(statement) != .closureSignature { collect(statement) }
                elementClosures.removeLast()
            }
        }
    }

    /// The closures whose parameters are elements of a collection already read (see `collectCall`).
    private var elementClosures: [NodeID] = []

    /// Collection methods that call their closure before they return.
    static let synchronousClosureCalls: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "sorted", "first", "last", "firstIndex", "lastIndex", "contains",
        "allSatisfy", "reduce", "min", "max", "count", "prefix", "drop", "split",
    ]

    /// `a.b?.c!.d` as its root identifier and the member names after it; nil for anything else.
    private func readPath(_ node: NodeID) -> (root: NodeID, path: [String])? {
        var path: [String] = []
        var id = node
        var steps = 0
        while steps < 64 {
            steps += 1
            switch tree.kind(id) {
            case .identifierExpr:
                return (id, path.reversed())
            case .memberAccessExpr:
                guard let name = tree.name(id) else { return nil }
                path.append(name)
                if tree[id].flags.contains(.implicitMember) { return (id, path.reversed()) }
                guard let base = tree.children(id).first else { return nil }
                id = base
            case .optionalChainingExpr, .forceUnwrapExpr:
                guard let inner = tree.children(id).first else { return nil }
                id = inner
            default:
                return nil
            }
        }
        return nil
    }

    /// A read of `root` (an identifier, or an implicit member) followed by `path`.
    private mutating func read(root: NodeID, path: [String], at node: NodeID) {
        if tree.kind(root) == .memberAccessExpr {
            // An implicit member (`.now`, `.pad`, `.dark`): `.now` is the clock, the rest are constants.
            if path.first == "now" { add(.clock("`.now` reads the current time", at: place(root))) } else { add(.fixed) }
            return
        }
        guard let name = tree.name(root) else { add(.unknown); return }
        read(root: root, name: name, path: path, at: node)
    }

    private mutating func read(root: NodeID, name: String, path: [String], at node: NodeID) {
        if name == "self" || name == "Self" {
            guard let member = path.first else { return }
            if name == "Self" { add(.fixed); return }
            if let owner = Self.owner(of: node, in: tree) { add(.member(owner: owner, name: member, path: Array(path.dropFirst()))) }
            return
        }
        if name.startsWithUppercase {
            // A type: its static members and enum cases, fixed for the run, but for the clock.
            if name == "Date", path.first == "now" { add(.clock("`Date.now` reads the current time", at: place(node))) } else { add(.fixed) }
            return
        }
        var plain = name
        if let closure = elementClosures.last, isParameter(name, of: closure) { return }
        if plain.hasPrefix("$") {
            plain.removeFirst()
            if plain.first?.isNumber ?? true {
                // `$0`: a closure's first parameter.
                closureParameter(index: Int(plain) ?? 0, name: nil, path: path, at: node)
                return
            }
        }
        if let binding = localBinding(plain, at: node) {
            switch binding {
            case .global(let initializer):
                // The value itself is fixed; a field read through it is what the initializer made.
                if path.isEmpty { add(.fixed); return }
                guard followed.insert(initializer).inserted else { add(.unknown); return }
                collect(initializer)
            case .value(let initializer):
                guard followed.insert(initializer).inserted else { add(.unknown); return }
                collect(initializer)
            case .closureParameter(let closure, let index):
                closureParameter(closure: closure, index: index, path: path, at: node)
            case .functionParameter(let function, let label, let position):
                parameterArguments(function: function, label: label, position: position)
            case .unknown:
                add(.unknown)
            }
            return
        }
        if let owner = Self.owner(of: node, in: tree) {
            add(.member(owner: owner, name: plain, path: path))
        } else {
            // File scope (a global's initializer or getter, a free function): another global, looked up
            // as a member of no type (`ChangeEvidence.memberStability` then finds the global).
            add(.member(owner: "", name: plain, path: path))
        }
    }

    // MARK: Scopes

    enum Binding {
        /// A `let`/`var` or `if let` bound to an expression.
        case value(NodeID)
        /// A file-scope `let` (a global): evaluated once for the run, whatever it reads.
        case global(NodeID)
        case closureParameter(NodeID, index: Int)
        /// A parameter of a function: its external label (nil for `_`) and position.
        case functionParameter(NodeID, label: String?, position: Int)
        case unknown
    }

    private func isLocal(_ name: String, at node: NodeID) -> Bool { localBinding(name, at: node) != nil }

    /// Whether `name` is a local (a `let`, a parameter, an `if let`) at `node`, rather than a property.
    static func isLocal(_ name: String, at node: NodeID, in tree: SyntaxTree) -> Bool {
        ValueReads(tree: tree).localBinding(name, at: node) != nil
    }

    /// The local `name` names at `node` (nil for a property).
    static func localBinding(_ name: String, at node: NodeID, in tree: SyntaxTree) -> Binding? {
        ValueReads(tree: tree).localBinding(name, at: node)
    }

    /// The nearest declaration of `name` in the scopes around `node`, up to the enclosing type.
    func localBinding(_ name: String, at node: NodeID) -> Binding? {
        let start = tree.range(node).start
        var walk = AncestorWalk(tree)
        var current = walk.next(above: node)
        while let scope = current {
            defer { current = walk.next(above: scope) }
            switch tree.kind(scope) {
            case .codeBlock, .accessorBlock, .sourceFile, .switchCase:
                if let found = lastDeclaration(name, in: scope, before: start) { return found }
            case .closureExpr:
                if let found = lastDeclaration(name, in: scope, before: start) { return found }
                if let signature = tree.child(scope, .closureSignature) {
                    let parameters = tree.closureParameterNames(signature)
                    if let index = parameters.firstIndex(of: name) { return .closureParameter(scope, index: index) }
                }
            case .ifExpr, .guardStmt, .whileStmt:
                // `if let x = …` binds `x` in the block and in the conditions after it.
                guard let conditions = tree.child(scope, .conditionList) else { continue }
                for condition in tree.children(conditions) where tree.range(condition).end <= start {
                    if tree.kind(condition) == .optionalBindingCondition, let pattern = tree.children(condition).first,
                       tree.name(pattern) == name {
                        if let initializer = tree.child(condition, .initializerClause), let value = tree.children(initializer).first {
                            return .value(value)
                        }
                        // `if let name {`: the same name, one scope further out (a property when none is local).
                        return localBinding(name, at: scope)
                    }
                    if tree.kind(condition) == .matchingPatternCondition, binds(name, tree.children(condition).first) {
                        return .unknown
                    }
                }
            case .forStmt:
                if let pattern = tree.children(scope).first, binds(name, pattern) { return .unknown }
            case .functionDecl, .initializerDecl, .subscriptDecl:
                guard let clause = tree.child(scope, .parameterClause) else { return nil }
                for (position, parameter) in tree.children(clause, .parameter).enumerated() where tree.internalName(ofParameter: parameter) == name {
                    let label = tree.name(parameter)
                    return .functionParameter(scope, label: label == "_" ? nil : label, position: position)
                }
                return nil
            case .accessorDecl:
                if name == "newValue" || name == "oldValue" { return .unknown }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return nil
            default:
                break
            }
        }
        return nil
    }

    /// Whether code of the scope between two places changes a local `var` (`slices.append(s)` in a loop,
    /// `total += x`, `items = items.filter…`): then its first value is not what it holds. Past a small
    /// budget of steps (a long function), taken as changed: nothing is proven fixed by a walk cut short.
    private func isChanged(_ name: String, in scope: NodeID, after end: Int32, before start: Int32) -> Bool {
        var changed = false
        var steps = 0
        for statement in tree.children(scope) where tree.range(statement).start >= end && tree.range(statement).end <= start {
            tree.walk(from: statement) { n in
                steps += 1
                guard !changed, steps < 2_000 else { return false }
                if let target = StateWrites.changeTarget(n, tree), StateWrites.writtenProperty(target, tree) == name { changed = true }
                return !changed
            }
            if changed || steps >= 2_000 { return true }
        }
        return changed
    }

    /// The last `let`/`var` (or `guard let`) of a scope that binds `name` before `start`.
    private func lastDeclaration(_ name: String, in scope: NodeID, before start: Int32) -> Binding? {
        var found: Binding?
        for statement in tree.children(scope) where tree.range(statement).end <= start {
            switch tree.kind(statement) {
            case .variableDecl:
                for binding in tree.children(statement, .patternBinding) {
                    guard let pattern = tree.children(binding).first, binds(name, pattern) else { continue }
                    if tree.kind(pattern) == .identifierPattern, tree.child(binding, .accessorBlock) == nil,
                       let initializer = tree.child(binding, .initializerClause), let value = tree.children(initializer).first,
                       tree[statement].flags.contains(.isLet) || !isChanged(name, in: scope, after: tree.range(statement).end, before: start) {
                        found = tree.kind(scope) == .sourceFile && tree[statement].flags.contains(.isLet) ? .global(value) : .value(value)
                    } else {
                        found = .unknown
                    }
                }
            case .guardStmt:
                guard let conditions = tree.child(statement, .conditionList) else { continue }
                for condition in tree.children(conditions) where tree.kind(condition) == .optionalBindingCondition {
                    guard let pattern = tree.children(condition).first, tree.name(pattern) == name else { continue }
                    if let initializer = tree.child(condition, .initializerClause), let value = tree.children(initializer).first {
                        found = .value(value)
                    } else {
                        found = localBinding(name, at: statement) ?? .unknown
                    }
                }
            default:
                continue
            }
        }
        return found
    }

    /// Whether a pattern binds `name` (`x`, `(a, x)`, `let x`, `.some(let x)`).
    private func binds(_ name: String, _ pattern: NodeID?) -> Bool {
        guard let pattern else { return false }
        var found = false
        tree.walk(from: pattern) { n in
            if found { return false }
            if (tree.kind(n) == .identifierPattern || tree.kind(n) == .identifierExpr), tree.name(n) == name { found = true }
            return tree.kind(n) != .closureExpr
        }
        return found
    }


    // MARK: Parameters

    /// `$0` and named closure parameters: what the view that calls the closure hands it.
    private mutating func closureParameter(index: Int, name: String?, path: [String], at node: NodeID) {
        var walk = AncestorWalk(tree)
        var current = walk.next(above: node)
        while let a = current {
            if tree.kind(a) == .closureExpr { closureParameter(closure: a, index: index, path: path, at: node); return }
            current = walk.next(above: a)
        }
        add(.unknown)
    }

    private mutating func closureParameter(closure: NodeID, index: Int, path: [String], at node: NodeID) {
        guard let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr, let callNode = tree.parent(argument),
              let call = CallExpr.at(callNode, in: tree), let name = call.name(in: tree) else { add(.unknown); return }
        if index == 0, let forEach = ForEachCall(callNode, in: tree), forEach.content == closure {
            // Rows identified by the element's own value (`id: \\.self`, or a range's integers): the
            // element read whole is the row's identity, so it is fixed for the row.
            let keyedByValue = forEach.idKeyPath?.isSelf == true
                || (forEach.idArgument == nil && { if case .range = ForEachData(forEach.data, in: tree) { return true }; return false }())
            if keyedByValue, path.isEmpty { add(.fixed); return }
            rowElement(forEach.data, field: path, keyedByValue: keyedByValue, at: callNode)
            return
        }
        switch name {
        case "GeometryReader":
            add(.changesRarely("`\(closureParameterName(closure, index) ?? "proxy")` is the proxy of this `GeometryReader`: its size changes with the window and the device's orientation", at: place(call.callee)))
        case "WithViewStore":
            add(.changes("`\(closureParameterName(closure, index) ?? "viewStore")` observes the state of this `WithViewStore`'s store", at: place(call.callee)))
        case _ where Self.itemPresentations.contains(name) && call.arguments.contains(where: { ["item", "for", "presenting"].contains($0.label) })
            && !isArgument(node, below: closure):
            // The item a presentation shows, tested by its content (`.sheet(item: $route) { route in switch
            // route { … } }`): fixed while that content is on screen, since another item dismisses it and
            // presents the next one anew. Handed on to a view (`Detail(recipe: recipe)`), it is that view's input.
            add(.fixed)
        default:
            // A `ForEach` row's element, a `Button`'s label…: fixed per row, or not known.
            add(.unknown)
        }
    }

    /// A row's element, read through `field`: the data's member path in the enclosing type, when it is one.
    private mutating func rowElement(_ data: NodeID, field: [String], keyedByValue: Bool, at node: NodeID) {
        var id = tree.unwrapped(data)
        var steps = 0
        // `Array(x)`, `x.filter { … }.sorted()`, `$x`: the same elements.
        while steps < 16, let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) {
            steps += 1
            if name == "Array", !call.isMemberCall(in: tree), let inner = call.firstUnlabeled?.value {
                id = tree.unwrapped(inner)
            } else if ElementType.elementPreserving.contains(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            } else {
                break
            }
        }
        guard let (root, path) = readPath(id), tree.kind(root) == .identifierExpr, var name = tree.name(root),
              let owner = Self.owner(of: node, in: tree) else { add(.unknown); return }
        if name.hasPrefix("$") { name.removeFirst() }
        // The rows of a type's static member (`ForEach(Translators.languages) { language in`): fixed for
        // the run of the app, as every static member is to `ValueReads`.
        if name.startsWithUppercase, !path.isEmpty, localBinding(name, at: node) == nil { add(.fixed); return }
        var collection = [name] + path
        if name == "self" { collection.removeFirst() }
        guard let first = collection.first, !first.isEmpty, !first.startsWithUppercase, localBinding(first, at: node) == nil
        else { add(.unknown); return }
        add(.element(owner: owner, collection: collection, field: field, keyedByValue: keyedByValue))
    }

    /// Modifiers that present their content for an item (`sheet(item:)`, `navigationDestination(for:)`).
    static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog"]

    /// Whether `node` is read inside a call's argument below `closure` (handed on, not tested).
    private func isArgument(_ node: NodeID, below closure: NodeID) -> Bool {
        var walk = AncestorWalk(tree)
        var current = walk.next(above: node)
        while let a = current, a != closure {
            if tree.kind(a) == .labeledExpr { return true }
            current = walk.next(above: a)
        }
        return false
    }

    private func closureParameterName(_ closure: NodeID, _ index: Int) -> String? {
        guard let signature = tree.child(closure, .closureSignature) else { return "$\(index)" }
        let names = tree.closureParameterNames(signature)
        return index < names.count ? names[index] : nil
    }

    /// A parameter of a helper function: what the callers of that function in the same type pass.
    private mutating func parameterArguments(function: NodeID, label: String?, position: Int) {
        guard parameterSearches < 4, let name = tree.name(function), tree.kind(function) == .functionDecl,
              let typeDecl = enclosingTypeDeclaration(function) else { add(.unknown); return }
        // A helper of `extension View`: its callers are anywhere in the project, and the project index
        // answers what they pass (`ChangeEvidence`).
        if tree.kind(typeDecl) == .extensionDecl,
           let extended = tree.children(typeDecl).first(where: { tree.kind($0).isType }),
           FileSummary.typeName(tree, extended) == "View" {
            add(.helperArgument(helper: name, label: label, position: position, defaultIsFixed: defaultIsFixed(function, position: position)))
            return
        }
        parameterSearches += 1
        var arguments: [NodeID] = []
        // The type's declaration and its extensions in this file: `body` calls a helper that an
        // extension declares (`private extension Detail { func row(for key: Key) … }`).
        var declarations = [typeDecl]
        if let typeName = Self.declaredName(typeDecl, tree) {
            for other in tree.children(tree.root) where other != typeDecl && Self.declaredName(other, tree) == typeName { declarations.append(other) }
        }
        for n in declarations.prefix(8).flatMap({ tree.ownMethodCalls.calls(named: name, in: $0) }) {
            guard let call = CallExpr.at(n, in: tree) else { continue }
            let plain = call.arguments.filter { !$0.isTrailingClosure }
            if let label {
                if let value = plain.first(where: { $0.label == label })?.value { arguments.append(value) }
            } else {
                // Unlabeled: the argument in the same place among the parameters (labels skipped the same way).
                if position < call.arguments.count, let value = call.arguments[position].value { arguments.append(value) }
            }
        }
        guard !arguments.isEmpty else { add(.unknown); return }
        for argument in arguments.prefix(16) where followed.insert(argument).inserted { collect(argument) }
    }

    /// `$0`, or a name the closure's signature binds.
    private func isParameter(_ name: String, of closure: NodeID) -> Bool {
        if name.hasPrefix("$"), name.dropFirst().first?.isNumber == true { return true }
        guard let signature = tree.child(closure, .closureSignature) else { return false }
        return tree.closureParameterNames(signature).contains(name)
    }

    /// The name a top-level type declaration or extension declares or extends (nil for anything else).
    static func declaredName(_ node: NodeID, _ tree: SyntaxTree) -> String? {
        switch tree.kind(node) {
        case .structDecl, .classDecl, .enumDecl, .actorDecl: return tree.name(node)
        case .extensionDecl: return tree.children(node).first(where: { tree.kind($0).isType }).map { tree.compactText($0) }
        default: return nil
        }
    }

    /// Whether the parameter at `position` has a default value that reads only constants.
    private func defaultIsFixed(_ function: NodeID, position: Int) -> Bool {
        guard let clause = tree.child(function, .parameterClause) else { return false }
        let parameters = Array(tree.children(clause, .parameter))
        guard position < parameters.count else { return false }
        let parameter = parameters[position]
        // The default value: the parameter's last child, after its type.
        guard let last = tree.children(parameter).last, !tree.kind(last).isType, tree.kind(last) != .attribute else { return false }
        let reads: [ValueSource] = ValueReads.of(last, in: tree)
        return !reads.isEmpty && reads.allSatisfy { $0 == ValueSource.fixed }
    }

    private func enclosingTypeDeclaration(_ node: NodeID) -> NodeID? {
        var current = tree.parent(node)
        while let a = current {
            if tree.kind(a).isTypeDeclaration { return a }
            current = tree.parent(a)
        }
        return nil
    }
}

/// The calls of a type's own methods (`helper(…)`, `self.helper(…)`) inside its declaration, by method name,
/// in source order. `ValueReads` follows a helper's parameter to what its callers pass for every parameter
/// it meets; walking the whole type for each made the summary of a large view quadratic in its size.
final class OwnMethodCalls {
    private var byType: [NodeID: [String: [NodeID]]] = [:]
    private unowned let tree: SyntaxTree

    init(tree: SyntaxTree) { self.tree = tree }

    func calls(named name: String, in typeDecl: NodeID) -> [NodeID] {
        if let known = byType[typeDecl] { return known[name] ?? [] }
        // One strong reference for the walk: each use of the unowned field checks and retains the tree.
        let tree = self.tree
        var calls: [String: [NodeID]] = [:]
        tree.walk(from: typeDecl) { n in
            guard tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) else { return true }
            let callee = call.callee
            let isOwnMethod = tree.kind(callee) == .identifierExpr
                || (tree.kind(callee) == .memberAccessExpr && call.receiver(in: tree).map { tree.isSelfExpression($0) } == true)
            if isOwnMethod { calls[name, default: []].append(n) }
            return true
        }
        byType[typeDecl] = calls
        return calls[name] ?? []
    }
}

extension SyntaxTree {
    /// This tree's `OwnMethodCalls`, built on first use.
    var ownMethodCalls: OwnMethodCalls { memo(slot: TreeMemoSlot.ownMethodCalls.rawValue) { OwnMethodCalls(tree: $0) } }
}

/// The ancestors of a node that `ValueReads` looks at, nearest first: parent by parent for the first few
/// (the usual short way up), then from scope to scope (`ScopeMemo`), skipping the nodes in between,
/// which are never scopes.
struct AncestorWalk {
    private let tree: SyntaxTree
    private var steps = 0
    private var scopes: ScopeMemo?

    init(_ tree: SyntaxTree) { self.tree = tree }

    mutating func next(above node: NodeID) -> NodeID? {
        steps += 1
        if steps <= ViewConstruction.plainSteps { return tree.parent(node) }
        if scopes == nil { scopes = tree.scopeMemo }
        return scopes!.scope(above: node)
    }
}

/// Per tree and node, the nearest strict ancestor that can bind a name or end a search for one: a block,
/// a closure, a condition's statement, a function or a type (every kind `ValueReads.localBinding` looks
/// at). In a chain of thousands of modifiers every read has the whole chain above it: jumping from scope
/// to scope keeps each search as long as the scopes around it, not the chain. Filled without recursion.
final class ScopeMemo {
    private unowned let tree: SyntaxTree
    /// -2 not known, -1 none, else the ancestor.
    private var above: [Int32]

    init(tree: SyntaxTree) {
        self.tree = tree
        above = Array(repeating: -2, count: tree.nodes.count)
    }

    static func isScope(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlock, .accessorBlock, .sourceFile, .switchCase, .closureExpr, .ifExpr, .guardStmt, .whileStmt, .forStmt,
             .functionDecl, .initializerDecl, .subscriptDecl, .accessorDecl,
             .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
            return true
        default:
            return false
        }
    }

    func scope(above node: NodeID) -> NodeID? {
        let known = above[node.index]
        if known != -2 { return known >= 0 ? NodeID(known) : nil }
        // Up to the scope (or a node whose scope is known); then again, writing it on the nodes passed.
        var current = node
        var found: Int32 = -1
        var stop: NodeID?
        while true {
            guard let parent = tree.parent(current) else { break }
            if Self.isScope(tree.kind(parent)) { found = parent.raw; break }
            if above[parent.index] != -2 { found = above[parent.index]; stop = parent; break }
            current = parent
        }
        var n = node
        while n != stop {
            above[n.index] = found
            guard let parent = tree.parent(n), !Self.isScope(tree.kind(parent)) else { break }
            n = parent
        }
        return found >= 0 ? NodeID(found) : nil
    }
}

extension SyntaxTree {
    var scopeMemo: ScopeMemo { memo(slot: TreeMemoSlot.scope.rawValue) { ScopeMemo(tree: $0) } }
}
