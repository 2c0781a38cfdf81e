import Foundation
import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// Analyses that skip a type's code when a cheap look at its tokens shows they would find nothing must
/// answer exactly as the plain walk does.
final class GatedWalkTests: XCTestCase {
    static let source = """
    final class Store {
        var items: [Int] = []
        var other: [Int] = []
        var plain: [Int] = []
        func a() { items.`remove`(at: 0) }
        func b() { other.insert(1, at: 0); plain.insert(2) }
        func c() { items = items.sorted() }
        struct Inner { var xs: [Int] = []; mutating func d() { xs.swapAt(0, 1) } }
    }
    struct Quiet { var xs: [Int] = []; func e() { xs.append(1) } }
    enum Never { case one }
    extension Quiet { func f(model: Store) { model.items.move(fromOffsets: [], toOffset: 0) } }
    """

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// A tree of `source` (named `path`), then a tree of every `.swift` file of `Fixtures/`, in name order.
    static func treesWithFixtures(_ source: String, path: String) throws -> [SyntaxTree] {
        var trees = [Parser.parse(SourceFile(path: path, text: source))]
        let files = FileManager.default.enumerator(atPath: fixtures.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            trees.append(Parser.parse(SourceFile(path: file, bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(file))))))
        }
        return trees
    }

    /// The token matcher knows exactly the methods the walk looks for.
    func testShiftingNamesAreTheWalksMethods() {
        let names = StateWrites.shiftingMethods.union(["insert", "filter", "sorted", "shuffled", "reversed"])
        let others = ["removeLast", "append", "moves", "sorts", "Sort", "insertion", "filtered", "swap", "reverseD", "partitions",
                      "replaceSubranges", "removeFirs", "mov", "shuffle_", "filter\u{301}"]
        for name in Array(names) + others {
            let bytes = Array(name.utf8)
            let matched = bytes.withUnsafeBufferPointer { bytes.count >= 4 && bytes.count <= 15 && ShiftingCallTokens.isName($0) }
            XCTAssertEqual(matched, names.contains(name), name)
        }
    }

    func testPositionShiftsGatedAnswerAsThePlainWalk() throws {
        let trees = try GatedWalkTests.treesWithFixtures(Self.source, path: "Store.swift")
        var typesWithShifts = 0, types = 0
        for tree in trees {
            for index in tree.nodes.indices where tree.nodes[index].kind.isTypeDeclaration {
                let node = NodeID(index)
                let gated = StateWrites.positionShifts(in: node, tree: tree)
                XCTAssertEqual(gated, StateWrites.positionShifts(in: node, tree: tree, gated: false), "\(tree.source.path) \(tree.range(node))")
                types += 1
                if !gated.isEmpty { typesWithShifts += 1 }
            }
        }
        XCTAssertGreaterThan(trees.count, 20)
        XCTAssertGreaterThan(types, 100)
        XCTAssertGreaterThanOrEqual(typesWithShifts, 4, "the walk still finds the shifts it is for")
        let store = trees[0]
        let storeDecl = NodeID(store.nodes.indices.first { store.nodes[$0].kind == .classDecl }!)
        XCTAssertEqual(StateWrites.positionShifts(in: storeDecl, tree: store).mapValues { Array($0.keys) }, ["items": [""], "other": [""]])
    }
}

final class TreeMemoSlotTests: XCTestCase {
    /// Every kind of per-tree index has a slot of its own, and the tree has room for them all.
    func testEveryKindHasASlotOfItsOwn() {
        XCTAssertLessThanOrEqual(TreeMemoSlot.allCases.count, SyntaxTree.memoSlots)
        XCTAssertEqual(Set(TreeMemoSlot.allCases.map(\.rawValue)).count, TreeMemoSlot.allCases.count)
        let tree = Parser.parse(SourceFile(path: "A.swift", text: "struct A { func f() { xs.sort() } }"))
        XCTAssertTrue(tree.shiftingCallTokens === tree.shiftingCallTokens, "built once, then kept")
        XCTAssertTrue(tree.exclusionMemo === tree.exclusionMemo)
    }
}

/// `isTypePath` decides on bytes what `dottedPath` decides on names: the two must agree on every node.
final class TypePathTests: XCTestCase {
    static let source = """
    let a = Theme.Card(x)
    let b = Module.Row.init()
    let c = model.items.load()
    let d = Self.make()
    let e = .init().Foo
    let f = `Outer`.`Inner`(1)
    let g = Écran.Vue()
    let h = écran.vue()
    let i = ΩMega.Thing.x
    let j = Color.red.opacity(0.5)
    let k = `self`.Foo
    let l = \u{212A}elvin.Scale()
    let m = foo().Bar.Baz
    let n = A?.B
    """

    func testTypePathAgreesWithTheNamesOfTheDottedPath() throws {
        let trees = try GatedWalkTests.treesWithFixtures(Self.source, path: "Paths.swift")
        var paths = 0, typePaths = 0
        for tree in trees {
            for index in tree.nodes.indices {
                let node = NodeID(index)
                let names = tree.dottedPath(node)
                let expected = names.map { $0.allSatisfy { $0.startsWithUppercase } } ?? false
                XCTAssertEqual(tree.isTypePath(node), expected, "\(tree.source.path) \(tree.range(node)) \(names ?? [])")
                if names != nil { paths += 1 }
                if expected { typePaths += 1 }
            }
        }
        XCTAssertGreaterThan(paths, 1_000)
        XCTAssertGreaterThan(typePaths, 100)
        // The hand-made cases: non-ASCII first letters go through the String, as `startsWithUppercase` does.
        let tree = trees[0]
        let receivers = tree.nodes.indices.map { NodeID($0) }.filter { tree.kind($0) == .memberAccessExpr || tree.kind($0) == .identifierExpr }
        let spelled = Set(receivers.filter { tree.isTypePath($0) }.map { tree.text($0) })
        for text in ["Theme", "Module.Row", "Self", "`Outer`", "Écran", "ΩMega.Thing", "\u{212A}elvin", "Color.red"] {
            XCTAssertEqual(spelled.contains(text), text != "Color.red", text)
        }
        for text in ["model.items", "écran", "`self`.Foo", "foo().Bar", ".init().Foo"] { XCTAssertFalse(spelled.contains(text), text) }
    }
}

/// `compactText` takes a node written without gaps as one range of the source: the same text as
/// gathering its tokens one by one.
final class CompactTextTests: XCTestCase {
    func testOneRangeIsTheGatheredTokens() throws {
        let source = """
        let a: [String : Int] = [:]
        let b: Array<Array<Int>>? = nil
        let c: Foo/* note */.Bar = .init()
        let d: (Int,
                String) -> Void = { _, _ in }
        let e = "a\\(b)c" + `d`
        let f: Écran.Vue = Écran.Vue()
        """
        let trees = try GatedWalkTests.treesWithFixtures(source, path: "Types.swift")
        var compared = 0
        for tree in trees {
            for index in tree.nodes.indices {
                XCTAssertEqual(tree.compactText(NodeID(index)), tree.gatheredText(NodeID(index)), "\(tree.source.path) \(tree.range(NodeID(index)))")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        let texts = Set(trees[0].nodes.indices.map { trees[0].compactText(NodeID($0)) })
        for text in ["[String:Int]", "Foo.Bar", "(Int,String)->Void", "Écran.Vue"] {
            XCTAssertTrue(texts.contains(text), text)
        }
    }
}

/// `children(_:_:)` reads as the plain filter of the child list would: the same nodes, in order, with
/// the same count, emptiness and first element, for every node and every kind found in `Fixtures/`.
final class ChildrenOfKindTests: XCTestCase {
    func testChildrenOfKindAreTheFilteredChildren() throws {
        let trees = try GatedWalkTests.treesWithFixtures("struct S { @State var a = 1; var b: Int { 2 }; func f() {} }", path: "S.swift")
        var nonEmpty = 0, several = 0
        for tree in trees {
            for index in tree.nodes.indices {
                let node = NodeID(index)
                for kind in Set(tree.children(node).map { tree.kind($0) }) + [.sourceFile] {
                    let plain = tree.children(node).filter { tree.kind($0) == kind }
                    let ofKind = tree.children(node, kind)
                    XCTAssertEqual(Array(ofKind), plain)
                    XCTAssertEqual(ofKind.count, plain.count)
                    XCTAssertEqual(ofKind.isEmpty, plain.isEmpty)
                    XCTAssertEqual(ofKind.first, plain.first)
                    if !plain.isEmpty { nonEmpty += 1 }
                    if plain.count > 1 { several += 1 }
                }
            }
        }
        XCTAssertGreaterThan(nonEmpty, 5_000)
        XCTAssertGreaterThan(several, 500, "kinds that occur more than once among siblings")
    }
}
