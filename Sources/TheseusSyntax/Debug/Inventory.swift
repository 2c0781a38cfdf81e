/// A structural inventory of a file — type declarations, declared names and calls with their labels —
/// in the format of the swift-syntax oracle under `Tools/ParserOracle`, so the two parsers can be
/// compared line by line: `PATH:LINE:COL<TAB>CATEGORY<TAB>TEXT`.
public enum Inventory {
    public static func lines(for tree: SyntaxTree, path: String) -> [String] {
        var items: [(LineColumn, String, String)] = []
        let source = tree.source

        func add(_ token: Int, _ category: String, _ text: String) {
            let location = source.location(of: Int(tree.tokens[token].start))
            items.append((location, category, text))
        }

        tree.walk { id in
            let node = tree[id]
            switch node.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                guard node.mainToken > 0 else { return true }
                let keywordToken = Int(node.mainToken) - 1
                var text = tree.tokenText(keywordToken) + " " + (tree.name(id) ?? "")
                text += inheritance(tree, id)
                add(keywordToken, "type", text)
            case .extensionDecl:
                let extended = tree.children(id).first { tree.kind($0).isType }
                let name = extended.map { tree.compactText($0) } ?? ""
                add(Int(node.mainToken), "type", "extension " + name + inheritance(tree, id))
            case .variableDecl:
                let keyword = node.flags.contains(.isLet) ? "let " : "var "
                for binding in tree.children(id, .patternBinding) {
                    guard let pattern = tree.children(binding).first else { continue }
                    tree.walk(from: pattern) { p in
                        if tree.kind(p) == .identifierPattern, tree[p].mainToken >= 0 {
                            add(Int(tree[p].mainToken), "decl", keyword + (tree.name(p) ?? ""))
                        }
                        return true
                    }
                }
            case .functionDecl:
                if node.mainToken >= 0 {
                    var name = tree.name(id) ?? ""
                    // A dot operator (`.==`) is lexed as a period and an operator.
                    if tree.tokens[Int(node.mainToken)].kind == .period, Int(node.mainToken) + 1 < tree.tokens.count {
                        name += tree.tokenText(Int(node.mainToken) + 1)
                    }
                    add(Int(node.mainToken), "decl", "func " + name)
                }
            case .functionCallExpr:
                let children = tree.children(id)
                guard let callee = children.first else { return true }
                let (name, token) = calleeName(tree, callee)
                var text = name + "("
                var trailing = ""
                for argument in children.dropFirst() where tree.kind(argument) == .labeledExpr {
                    let label = tree[argument].mainToken >= 0 ? tree.identifierText(tree.tokens[Int(tree[argument].mainToken)]) : "_"
                    if tree[argument].flags.contains(.trailingClosure) {
                        trailing += "{" + label + "}"
                    } else {
                        text += label + ":"
                    }
                }
                add(token, "call", text + ")" + trailing)
            default:
                break
            }
            return true
        }
        items.sort { a, b in
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1 < b.1 }
            return a.2 < b.2
        }
        return items.map { "\(path):\($0.0.line):\($0.0.column)\t\($0.1)\t\($0.2)" }
    }

    static func inheritance(_ tree: SyntaxTree, _ id: NodeID) -> String {
        guard let clause = tree.child(id, .inheritanceClause) else { return "" }
        let types = tree.children(clause).map { tree.compactText($0) }
        return types.isEmpty ? "" : ": " + types.joined(separator: ", ")
    }

    /// The name a call is made by, and the token it comes from.
    static func calleeName(_ tree: SyntaxTree, _ callee: NodeID) -> (String, Int) {
        var node = callee
        while tree.kind(node) == .genericSpecializationExpr, let base = tree.children(node).first { node = base }
        switch tree.kind(node) {
        case .identifierExpr, .memberAccessExpr:
            let main = Int(tree[node].mainToken)
            if main >= 0 { return (tree.identifierText(tree.tokens[main]), main) }
        default:
            break
        }
        return ("?", Int(tree[callee].firstToken))
    }
}
