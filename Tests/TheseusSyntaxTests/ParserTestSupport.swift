import XCTest
@testable import TheseusSyntax

/// Parses `source` and checks the tree's structural invariants before handing it to the test.
func parse(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
    let tree = Parser.parse(SourceFile(text: source))
    assertWellFormed(tree, file: file, line: line)
    return tree
}

/// Every node lies inside the file and inside its parent; siblings are in order and do not overlap;
/// every node is reachable exactly once from the root.
func assertWellFormed(_ tree: SyntaxTree, file: StaticString = #filePath, line: UInt = #line) {
    var visited = [Bool](repeating: false, count: tree.nodes.count)
    var stack = [tree.root]
    let size = Int32(tree.source.count)
    var problems: [String] = []
    while let id = stack.popLast() {
        if visited[id.index] { problems.append("node \(id.index) reached twice"); continue }
        visited[id.index] = true
        let r = tree.range(id)
        if r.start < 0 || r.end > size || r.start > r.end { problems.append("\(tree.kind(id)) has range \(r) outside the file") }
        var previousEnd = r.start
        for child in tree.children(id) {
            let c = tree.range(child)
            if !c.isEmpty {
                if !r.contains(c) { problems.append("\(tree.kind(child)) \(c) not inside parent \(tree.kind(id)) \(r)") }
                if c.start < previousEnd { problems.append("\(tree.kind(child)) \(c) overlaps its previous sibling") }
                previousEnd = c.end
            }
            stack.append(child)
        }
        if problems.count > 5 { break }
    }
    if problems.isEmpty, let unreached = visited.firstIndex(of: false) {
        problems.append("node \(unreached) (\(tree.nodes[unreached].kind)) unreachable from the root")
    }
    XCTAssert(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
}

extension SyntaxTree {
    /// All nodes of a kind, in source (pre-)order.
    func all(_ kind: SyntaxKind) -> [NodeID] {
        var out: [NodeID] = []
        walk { id in
            if self.kind(id) == kind { out.append(id) }
            return true
        }
        return out
    }

    /// Source text of every node of a kind, in source order: asserts ranges exactly.
    func texts(_ kind: SyntaxKind) -> [String] { all(kind).map { text($0) } }

    /// Names (main tokens) of every node of a kind.
    func names(_ kind: SyntaxKind) -> [String] { all(kind).map { name($0) ?? "<none>" } }

    var errorCount: Int { nodes.filter { $0.kind == .error }.count }

    var hasErrors: Bool { nodes.contains { $0.kind == .error || $0.flags.contains(.hasError) } }
}
