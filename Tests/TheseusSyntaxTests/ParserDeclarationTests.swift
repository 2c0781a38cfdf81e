import XCTest
@testable import TheseusSyntax

final class ParserDeclarationTests: XCTestCase {
    func testImports() {
        let tree = parse("import SwiftUI\n@testable import struct Foo.Bar\nimport Foundation.NSURL\n")
        XCTAssertEqual(tree.texts(.importDecl), ["import SwiftUI", "@testable import struct Foo.Bar", "import Foundation.NSURL"])
        XCTAssertFalse(tree.hasErrors)
    }

    func testTypeDeclarationsWithGenericsInheritanceAndWhere() {
        let source = """
        struct Pet: Identifiable, Hashable { let name: String }
        final class Store<Item: Codable, each Key>: ObservableObject where Item: Sendable {}
        enum Kind: String, CaseIterable { case cat, dog = "dog"; case fish(Int, name: String) }
        actor Cache {}
        protocol Feed: AnyObject { associatedtype Item: Identifiable; var items: [Item] { get set } }
        extension Array: Feed where Element: Identifiable { }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.names(.structDecl), ["Pet"])
        XCTAssertEqual(tree.names(.classDecl), ["Store"])
        XCTAssertEqual(tree.names(.enumDecl), ["Kind"])
        XCTAssertEqual(tree.names(.actorDecl), ["Cache"])
        XCTAssertEqual(tree.names(.protocolDecl), ["Feed"])
        XCTAssertEqual(tree.texts(.inheritanceClause), [": Identifiable, Hashable", ": ObservableObject", ": String, CaseIterable",
                                                     ": AnyObject", ": Identifiable", ": Feed"])
        XCTAssertEqual(tree.names(.genericParameter), ["Item", "Key"])
        XCTAssertEqual(tree.texts(.genericWhereClause), ["where Item: Sendable", "where Element: Identifiable"])
        XCTAssertEqual(tree.names(.enumCaseElement), ["cat", "dog", "fish"])
        XCTAssertEqual(tree.names(.associatedtypeDecl), ["Item"])
        let ext = tree.all(.extensionDecl)[0]
        XCTAssertEqual(tree.children(ext).first.map { tree.text($0) }, "Array")
        XCTAssertEqual(tree.text(tree.all(.structDecl)[0]), "struct Pet: Identifiable, Hashable { let name: String }")
    }

    func testVariablesWithAttributesModifiersAndAccessors() {
        let source = """
        struct V: View {
            @State private var count = 0
            @Environment(\\.dismiss) var dismiss
            @ObservedObject var model: Model
            private(set) static var shared: V?
            lazy var (a, b) = (1, 2)
            var id: UUID { UUID() }
            var name: String { get { _name } set { _name = newValue } }
            var value = 0 { willSet { print(newValue) } didSet { print(oldValue) } }
            let x = 1, y: Int = 2
        }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        let identifiers = tree.names(.identifierPattern)
        XCTAssertEqual(identifiers, ["count", "dismiss", "model", "shared", "a", "b", "id", "name", "value", "x", "y"])
        XCTAssertEqual(tree.names(.attribute), ["State", "Environment", "ObservedObject"])
        XCTAssertEqual(tree.texts(.modifier), ["private", "private(set)", "static", "lazy"])
        XCTAssertEqual(tree.names(.accessorDecl), ["get", "set", "willSet", "didSet"])
        let blocks = tree.all(.accessorBlock)
        XCTAssertEqual(blocks.map { tree[$0].flags.contains(.implicitGetter) }, [true, false, false])
        XCTAssertEqual(tree.text(blocks[0]), "{ UUID() }")
        XCTAssertEqual(tree.all(.variableDecl).map { tree[$0].flags.contains(.isLet) }, [false, false, false, false, false, false, false, false, true])
        XCTAssertEqual(tree.texts(.typeAnnotation), [": Model", ": V?", ": UUID", ": String", ": Int"])
    }

    func testFunctionsInitializersSubscripts() {
        let source = """
        @ViewBuilder func row<T: View>(_ item: Item, label: String = "x", _ content: () -> T) -> some View { content() }
        func `if`() {}
        static func == (lhs: A, rhs: A) -> Bool { true }
        func load() async throws(LoadError) -> [Item] { [] }
        init?(raw: Int) {}
        convenience init() { self.init(raw: 0)! }
        subscript(index: Int) -> Int { get { 0 } set { } }
        deinit { }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.names(.functionDecl), ["row", "`if`", "==", "load"].map { $0 == "`if`" ? "if" : $0 })
        XCTAssertEqual(tree.names(.parameter), ["_", "label", "_", "lhs", "rhs", "raw", "index"])
        XCTAssertEqual(tree.texts(.returnClause), ["-> some View", "-> Bool", "-> [Item]", "-> Int"])
        XCTAssertEqual(tree.all(.initializerDecl).count, 2)
        XCTAssertEqual(tree.all(.subscriptDecl).count, 1)
        XCTAssertEqual(tree.all(.deinitializerDecl).count, 1)
        XCTAssertEqual(tree.names(.attribute), ["ViewBuilder"])
    }

    func testTypealiasMacroAndOpaqueDeclarations() {
        let source = """
        typealias Handler<T> = (T) -> Void
        #Preview("Light") { ContentView() }
        prefix operator +++
        infix operator <*> : AdditionPrecedence
        precedencegroup Compose { associativity: left higherThan: AdditionPrecedence }
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.names(.typealiasDecl), ["Handler"])
        XCTAssertEqual(tree.texts(.macroExpansionDecl), ["#Preview(\"Light\") { ContentView() }"])
        XCTAssertEqual(tree.all(.operatorDecl).count, 2)
        XCTAssertEqual(tree.names(.precedenceGroupDecl), ["Compose"])
        XCTAssertEqual(tree.names(.macroDecl), ["stringify"])
    }

    func testIfConfigAroundMembersAndStatements() {
        let source = """
        struct S {
        #if os(iOS)
            var a = 1
        #elseif DEBUG
            var b = 2
        #else
            var c = 3
        #endif
            func f() {
                #if DEBUG
                print("x")
                #endif
            }
        }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.ifConfigDecl).count, 2)
        XCTAssertEqual(tree.names(.ifConfigClause), ["#if", "#elseif", "#else", "#if"])
        XCTAssertEqual(tree.names(.identifierPattern), ["a", "b", "c"])
    }

    func testTypes() {
        let source = """
        let a: [String: [Int?]]
        let b: (Int, label: String) -> Void
        let c: some View & Sendable
        let d: any Collection<Int>.Type
        let e: @escaping @Sendable () async throws -> Void
        let f: Dictionary<String, Array<Int>>
        let g: ~Copyable
        let h: Int!
        let i: Foo.Bar<Baz>.Qux
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.typeAnnotation).map { String($0.dropFirst(2)) },
                       ["[String: [Int?]]", "(Int, label: String) -> Void", "some View & Sendable", "any Collection<Int>.Type",
                        "@escaping @Sendable () async throws -> Void", "Dictionary<String, Array<Int>>", "~Copyable", "Int!",
                        "Foo.Bar<Baz>.Qux"])
        XCTAssertEqual(tree.all(.dictionaryType).count, 1)
        XCTAssertEqual(tree.all(.functionType).count, 2)
        XCTAssertEqual(tree.all(.compositionType).count, 1)
        XCTAssertEqual(tree.all(.metatypeType).count, 1)
        XCTAssertEqual(tree.all(.suppressedType).count, 1)
        XCTAssertEqual(tree.all(.implicitlyUnwrappedType).count, 1)
        // `>>` closing two generic lists is split.
        XCTAssertEqual(tree.all(.genericArgumentClause).count, 4)
    }
}

/// `nameIs` answers `name(id) == literal` from the bytes; it must agree with the String comparison,
/// backticks and canonical equivalence (a Kelvin sign is `K` to a String) included.
final class NameComparisonTests: XCTestCase {
    func testNameIsAgreesWithTheNameAsAString() {
        let tree = parse("struct Key {}\nstruct \u{212A}ey {}\nstruct `Key` {}\nstruct Keys {}\nstruct Kéy {}")
        let types = tree.children(tree.root).filter { tree.kind($0) == .structDecl }
        XCTAssertEqual(types.count, 5)
        for type in types {
            for literal: StaticString in ["Key", "Keys", "Kéy", "ey", ""] {
                XCTAssertEqual(tree.nameIs(type, literal), tree.name(type) == literal.description,
                               "\(tree.name(type) ?? "nil") against \(literal)")
            }
        }
        XCTAssertTrue(tree.nameIs(types[1], "Key"), "a Kelvin sign equals K as a String")
        XCTAssertFalse(tree.nameIs(tree.root, "Key"), "a node without a name")
    }
}
