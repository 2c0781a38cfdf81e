/// A readable, indented dump of a syntax tree (`theseus debug ast FILE`). Iterative: any depth is safe.
public enum TreeDump {
    public static func render(_ tree: SyntaxTree) -> String {
        var out = ""
        var stack: [(NodeID, Int)] = [(tree.root, 0)]
        while let (id, depth) = stack.popLast() {
            let node = tree[id]
            let range = tree.range(id)
            let start = tree.source.location(of: Int(range.start))
            let end = tree.source.location(of: Int(range.end))
            out += String(repeating: "  ", count: min(depth, 200))
            out += "\(node.kind) \(start)-\(end)"
            if node.mainToken >= 0 {
                out += " " + quoted(tree.tokenText(Int(node.mainToken)))
            }
            if node.flags.contains(.hasError) { out += " !error" }
            if node.flags.contains(.trailingClosure) { out += " trailing" }
            if node.flags.contains(.implicitMember) { out += " implicit" }
            out += "\n"
            for child in tree.children(id).reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
