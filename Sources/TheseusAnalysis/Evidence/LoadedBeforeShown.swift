import TheseusSyntax

/// Tests of an optional's presence (`if let x`, `if x != nil`), and the state a view builds a child from
/// only once it is present: `if let note { Detail(note: note) } else { ProgressView().onAppear(perform: load) }`
/// with `load` the only code that sets `note`. The value goes from nothing to the loaded one before the
/// child exists, and nothing sets it while the child is shown.
enum PresenceTest {
    /// The name an optional-presence test reads: `let x`, `let y = x`, `let y = self.x`, `x != nil`, `x == nil`.
    static func testedName(_ test: NodeID, _ tree: SyntaxTree) -> String? {
        func plainName(_ n: NodeID) -> String? {
            let n = tree.unwrapped(n)
            if tree.kind(n) == .identifierExpr { return tree.name(n) }
            if tree.kind(n) == .memberAccessExpr, let base = tree.children(n).first, tree.isSelfExpression(base) { return tree.name(n) }
            return nil
        }
        switch tree.kind(test) {
        case .optionalBindingCondition:
            if let initializer = tree.child(test, .initializerClause) {
                return tree.children(initializer).first.flatMap(plainName)
            }
            return tree.children(test).first.flatMap { tree.name($0) }
        case .infixOperatorExpr:
            let token = Int(tree[test].mainToken)
            guard tree.tokenIs(token, "!=") || tree.tokenIs(token, "=="), tree.children(test).count == 2 else { return nil }
            let sides = Array(tree.children(test))
            guard tree.kind(tree.unwrapped(sides[1])) == .nilLiteralExpr else { return nil }
            return plainName(sides[0])
        default:
            return nil
        }
    }

    /// The member a condition reads as a plain flag: `isOn`, `self.isOn`, `!isOn`.
    static func flagName(_ test: NodeID, _ tree: SyntaxTree) -> String? {
        var test = test
        if tree.kind(test) == .prefixOperatorExpr, tree.tokenIs(Int(tree[test].mainToken), "!"), let operand = tree.children(test).first {
            test = tree.unwrapped(operand)
        }
        if tree.kind(test) == .identifierExpr { return tree.name(test) }
        if tree.kind(test) == .memberAccessExpr, let base = tree.children(test).first, tree.isSelfExpression(base) { return tree.name(test) }
        return nil
    }

    /// What one file's constructions share while their loaded inputs are worked out: the type declarations
    /// by name (one pass over the nodes), the answers per `if` and member, and a budget of tree steps, so a
    /// file with many constructions in many `if let` arms stays linear (past the budget, nothing is proven).
    final class Memo {
        fileprivate var declarations: [String: [NodeID]]? = nil
        fileprivate var answers: [String: Bool] = [:]
        fileprivate var budget = 2_000_000
    }

    /// The members of the building type that the `if` arms around a construction require present
    /// (`if let note`, `if note != nil`) and that its code sets only from the other arms of those `if`s
    /// (a load started by the spinner's `.onAppear`, a retry button beside the error), from initializers,
    /// or from methods called only there, and the flags they test (`if isMovie`, `if !isMovie`): fixed for
    /// as long as the view built here is shown.
    static func loadedBeforeShown(_ construction: NodeID, in tree: SyntaxTree, memo: Memo) -> [String] {
        guard let owner = ViewConstruction.enclosingTypeDeclaration(of: construction, in: tree),
              let ownerName = ViewConstruction.enclosingTypeName(of: construction, in: tree) else { return [] }
        // The `if`s whose first arm holds the construction, with the member each requires present.
        var arms: [(name: String, chain: NodeID, arm: NodeID)] = []
        var flags: [String] = []
        var previous = construction
        var current = construction
        var steps = 0
        while let parent = tree.parent(current), parent != owner, steps < 512 {
            steps += 1
            previous = current
            current = parent
            guard tree.kind(parent) == .ifExpr, tree.kind(previous) == .codeBlock,
                  tree.children(parent).first(where: { tree.kind($0) == .codeBlock }) == previous,
                  let conditions = tree.child(parent, .conditionList) else { continue }
            var pending = Array(tree.children(conditions))
            while let clause = pending.popLast(), pending.count < 64 {
                let test = tree.unwrapped(clause)
                // `if a && b`: each operand must hold.
                if tree.kind(test) == .infixOperatorExpr, tree.tokenIs(Int(tree[test].mainToken), "&&") {
                    pending += tree.children(test)
                    continue
                }
                // `if isMovie`, `if !isMovie`: the flag has one value for as long as the arm is shown (a
                // change removes the view built here), whoever sets it.
                if let flag = flagName(test, tree) {
                    if !flags.contains(flag) { flags.append(flag) }
                    continue
                }
                let present = tree.kind(test) == .optionalBindingCondition
                    || tree.kind(test) == .infixOperatorExpr && tree.tokenIs(Int(tree[test].mainToken), "!=")
                if present, let name = testedName(test, tree) { arms.append((name, parent, previous)) }
            }
        }
        guard !arms.isEmpty else { return flags }
        // Every declaration of the building type in this file (its extensions set state too).
        if memo.declarations == nil {
            var byName: [String: [NodeID]] = [:]
            for index in tree.nodes.indices {
                let node = NodeID(index)
                guard tree.kind(node).isTypeDeclaration, tree.kind(node) != .protocolDecl, let name = declaredName(node, tree) else { continue }
                byName[name, default: []].append(node)
            }
            memo.declarations = byName
        }
        let declarations = Array(Set((memo.declarations?[ownerName] ?? []) + [owner]))
        var result = flags
        for (name, chain, arm) in arms where !result.contains(name) {
            let key = "\(chain.raw) \(name)"
            if let known = memo.answers[key] {
                if known { result.append(name) }
                continue
            }
            guard memo.budget > 0 else { break }
            var answer = false
            if let writes = Self.writes(of: name, in: declarations, tree, budget: &memo.budget) {
                var checked: [String: Bool] = [:]
                answer = writes.allSatisfy { Self.runsOnlyHidden($0, chain: chain, arm: arm, declarations: declarations, tree, depth: 0,
                                                                checked: &checked, budget: &memo.budget) }
            }
            memo.answers[key] = answer
            if answer { result.append(name) }
        }
        return result
    }

    /// The name a type declaration declares (an extension's extended type's last name).
    static func declaredName(_ declaration: NodeID, _ tree: SyntaxTree) -> String? {
        if tree.kind(declaration) == .extensionDecl {
            return tree.children(declaration).first(where: { tree.kind($0).isType }).flatMap { tree.compactText($0).split(separator: ".").last.map(String.init) }
        }
        return tree.name(declaration)
    }

    /// The places that set the member (`note = x`, `self.note?.title = t`, `&note`, `notes.append(n)`, see
    /// `StateWrites.changeTarget`). Nil when it is bound (`$note`) or its wrapper is used (`_note`): what a
    /// binding's holder does is not seen here.
    static func writes(of name: String, in declarations: [NodeID], _ tree: SyntaxTree, budget: inout Int) -> [NodeID]? {
        var found: [NodeID] = []
        var escaped = false
        for declaration in declarations {
            tree.walk(from: declaration) { n in
                budget -= 1
                guard !escaped, budget > 0 else { return false }
                // A nested type's code is its own.
                if n != declaration, tree.kind(n).isTypeDeclaration { return false }
                if let target = StateWrites.changeTarget(n, tree), StateWrites.writtenProperty(target, tree) == name { found.append(n) }
                // `$note`, `_note`, `self.$note`: bound or wrapped, written where this code does not show.
                let spelled: String? = switch tree.kind(n) {
                case .identifierExpr: tree.name(n)
                case .memberAccessExpr: tree.children(n).first.map(tree.isSelfExpression) == true ? tree.name(n) : nil
                default: nil
                }
                if spelled == "$" + name || spelled == "_" + name { escaped = true; return false }
                return true
            }
        }
        return escaped || budget <= 0 ? nil : found
    }

    /// Whether code at a place runs only while the arm is not shown: in another arm of the `if`, in an
    /// initializer, or in a method called only from such places (two calls deep at most).
    private static func runsOnlyHidden(_ place: NodeID, chain: NodeID, arm: NodeID, declarations: [NodeID], _ tree: SyntaxTree,
                                       depth: Int, checked: inout [String: Bool], budget: inout Int) -> Bool {
        let at = tree.range(place)
        func inside(_ node: NodeID) -> Bool {
            let r = tree.range(node)
            return r.start <= at.start && at.end <= r.end
        }
        if inside(chain) {
            return !inside(arm) && !(tree.child(chain, .conditionList).map(inside) ?? false)
        }
        var current = place
        var steps = 0
        while let parent = tree.parent(current), steps < 512 {
            steps += 1
            current = parent
            switch tree.kind(parent) {
            case .initializerDecl:
                return true
            case .functionDecl:
                // A method of the type itself (not a function nested in other code).
                guard let block = tree.parent(parent), tree.kind(block) == .memberBlock,
                      let type = tree.parent(block), declarations.contains(type),
                      depth < 2, let method = tree.name(parent) else { return false }
                if let known = checked[method] { return known }
                checked[method] = false
                guard let calls = Self.uses(of: method, in: declarations, tree, budget: &budget) else { return false }
                // Never called here: dead unless other code calls it, which only a private method rules out.
                let isPrivate = tree.children(parent, .modifier).contains { ["private", "fileprivate"].contains(tree.name($0) ?? "") }
                let result = calls.isEmpty ? isPrivate
                    : calls.allSatisfy { runsOnlyHidden($0, chain: chain, arm: arm, declarations: declarations, tree, depth: depth + 1,
                                                        checked: &checked, budget: &budget) }
                checked[method] = result
                return result
            default:
                if tree.kind(parent).isTypeDeclaration { return false }
            }
        }
        return false
    }

    /// The uses of a method's name in the type's code (`load()`, `self.load()`, `perform: load`).
    private static func uses(of method: String, in declarations: [NodeID], _ tree: SyntaxTree, budget: inout Int) -> [NodeID]? {
        var found: [NodeID] = []
        for declaration in declarations {
            tree.walk(from: declaration) { n in
                budget -= 1
                guard budget > 0 else { return false }
                if n != declaration, tree.kind(n).isTypeDeclaration { return false }
                if tree.kind(n) == .identifierExpr, tree.name(n) == method { found.append(n) }
                if tree.kind(n) == .memberAccessExpr, let base = tree.children(n).first, tree.isSelfExpression(base), tree.name(n) == method { found.append(n) }
                return found.count < 64
            }
        }
        // Out of budget: the calls are not all known.
        return budget > 0 ? found : nil
    }
}
