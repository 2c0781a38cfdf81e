import TheseusSyntax

/// Whether an integer expression is a compile-time constant as far as the source shows: literals,
/// arithmetic on constants, and `let`/`static let` properties initialised with a literal (in this file
/// or, through the project index, anywhere).
enum ConstantValue {
    static func isConstant(_ expression: NodeID, in file: FileContext, context: NodeID) -> Bool {
        let tree = file.tree
        var pending = [expression]
        var steps = 0
        while let id = pending.popLast() {
            steps += 1
            if steps > 256 { return false }
            let id = tree.unwrapped(id)
            switch tree.kind(id) {
            case .integerLiteralExpr:
                continue
            case .prefixOperatorExpr where tree.tokenIs(Int(tree[id].mainToken), "-"):
                pending += tree.children(id)
            case .infixOperatorExpr where ["+", "-", "*", "/", "%"].contains(tree.tokenText(Int(tree[id].mainToken))):
                pending += tree.children(id)
            case .identifierExpr, .memberAccessExpr:
                guard let path = tree.dottedPath(id), resolvesToConstant(path, in: file, context: context) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// `count`, `Self.count`, `self.count`, `Layout.columns`: a `let` with an integer literal value.
    static func resolvesToConstant(_ path: [String], in file: FileContext, context: NodeID) -> Bool {
        let enclosing = file.enclosingType(context)
        let type: TypeInfo?
        let name: String
        switch path.count {
        case 1:
            name = path[0]
            // A file-scope `let maxStars = 5`, unless a member of the enclosing type shadows it.
            if enclosing.map({ file.declarations(of: $0.name).contains { $0.member(name) != nil } }) != true {
                let globals = file.globals(named: name)
                return globals.count == 1 && globals[0].isLet && globals[0].integerValue != nil
            }
            type = enclosing
        case 2:
            name = path[1]
            if path[0] == "Self" || path[0] == "self" || path[0] == enclosing?.name {
                type = enclosing
            } else {
                type = file.type(named: path[0])
            }
        default:
            return false
        }
        guard let type else { return false }
        // The member may be declared in the type or in an extension of it, in any file.
        for candidate in [type] + file.declarations(of: type.name) {
            if let member = candidate.member(name), member.kind == .property, member.isLet, member.integerValue != nil {
                return true
            }
        }
        return false
    }
}
