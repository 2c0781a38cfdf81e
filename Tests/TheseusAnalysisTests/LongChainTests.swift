import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// Past their first ancestors, `ViewConstruction.context(of:)` and `ValueReads` answer from per-node memos
/// (a chain of thousands of modifiers made them quadratic). Every answer must be the one a plain walk up
/// the tree gives, on chains long enough to take the memo path.
final class LongChainTests: XCTestCase {
    static func chain(_ n: Int, every helper: Int = 0) -> String {
        (0..<n).map { i in helper > 0 && i % helper == 0 ? "            .card(k)\n" : "            .padding(\(i % 7))\n" }.joined()
    }

    static let source = """
    struct V: View {
        @State var on = false
        var body: some View {
            let k = on
            VStack { Text("a") }
    \(chain(150, every: 10))    }
        func helper() -> some View {
            Text("b")
    \(chain(120))    }
        init() {
            _ = Text("c")
    \(chain(100))    }
    }
    #if DEBUG
    struct P: PreviewProvider {
        static var previews: some View {
            Text("p")
    \(chain(100))    }
    }
    #endif
    func host() {
        _ = UIHostingController(rootView: Text("h")
    \(chain(100))    )
        _ = Other(title: Text("o")
    \(chain(100))    )
    }
    """

    /// `context(of:)` as it was before the memos: one walk up per node.
    static func plainContext(of node: NodeID, in tree: SyntaxTree) -> ViewConstruction.Context {
        var current = tree.parent(node)
        var hostingChecked = false
        while let a = current {
            defer { current = tree.parent(a) }
            if ViewBuilderContext.isExcluded(a, in: tree) { return .preview }
            switch tree.kind(a) {
            case .labeledExpr where !hostingChecked:
                hostingChecked = true
                guard let label = tree.mainToken(a).map({ tree.identifierText($0) }), label == "rootView" || label == "content",
                      let value = tree.children(a).first, ModifierChain(value, in: tree).root == node,
                      let owner = tree.parent(a), let call = CallExpr.at(owner, in: tree), let name = call.name(in: tree) else { continue }
                if name == "UIHostingController" { return .hostingRoot }
            case .functionDecl, .variableDecl, .subscriptDecl:
                let inPreview = tree.parent(a).map { tree.exclusionMemo.isExcludedOrInside($0) } ?? false
                if ViewBuilderContext.declarationBuildsViews(a, in: tree) { return inPreview ? .preview : .viewCode }
                if tree.kind(a) == .functionDecl { return inPreview ? .preview : .other }
            case .initializerDecl, .deinitializerDecl:
                return (tree.parent(a).map { tree.exclusionMemo.isExcludedOrInside($0) } ?? false) ? .preview : .other
            default:
                break
            }
        }
        return .other
    }

    func testEveryCallOfLongChainsHasThePlainWalksContext() {
        let tree = Parser.parse(SourceFile(path: "V.swift", text: Self.source))
        var counts: [ViewConstruction.Context: Int] = [:]
        var deepest = 0
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionCallExpr {
            let node = NodeID(index)
            var depth = 0
            var up = tree.parent(node)
            while let a = up { depth += 1; up = tree.parent(a) }
            deepest = max(deepest, depth)
            let context = ViewConstruction.context(of: node, in: tree)
            XCTAssertEqual(context, Self.plainContext(of: node, in: tree), "call at \(tree.range(node))")
            counts[context, default: 0] += 1
        }
        XCTAssertGreaterThan(deepest, 4 * ViewConstruction.plainSteps, "the chains reach past the plain walk")
        XCTAssertGreaterThan(counts[.viewCode] ?? 0, 200)
        XCTAssertGreaterThan(counts[.preview] ?? 0, 100)
        XCTAssertGreaterThan(counts[.other] ?? 0, 100)
        XCTAssertEqual(counts[.hostingRoot], 1, "the chain's root, `Text(\"h\")`")
    }

    func testAReadDeepInAChainFollowsTheLocalAboveIt() {
        let tree = Parser.parse(SourceFile(path: "V.swift", text: Self.source))
        let (_, helperCalls) = ViewConstruction.collect(tree, path: "V.swift")
        let cards = helperCalls.filter { $0.name == "card" }
        XCTAssertEqual(cards.count, 15)
        // `k` is `let k = on`, declared before the chain: every call reads `on`, the outermost ones too.
        for card in cards {
            XCTAssertEqual(card.arguments, [[.member(owner: "V", name: "on", path: [])]], "at line \(card.range.startLine)")
        }
    }
}
