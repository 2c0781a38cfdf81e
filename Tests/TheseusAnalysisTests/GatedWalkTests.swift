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
        var trees = [Parser.parse(SourceFile(path: "Store.swift", text: Self.source))]
        let files = FileManager.default.enumerator(atPath: Self.fixtures.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            trees.append(Parser.parse(SourceFile(path: file, bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(file))))))
        }
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
        XCTAssertGreaterThan(files.count, 20)
        XCTAssertGreaterThan(types, 100)
        XCTAssertGreaterThanOrEqual(typesWithShifts, 4, "the walk still finds the shifts it is for")
        let store = trees[0]
        let storeDecl = NodeID(store.nodes.indices.first { store.nodes[$0].kind == .classDecl }!)
        XCTAssertEqual(StateWrites.positionShifts(in: storeDecl, tree: store), ["items": [""], "other": [""]])
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
