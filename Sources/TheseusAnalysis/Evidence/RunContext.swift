import TheseusSyntax

/// Where a file's code runs, as far as the file itself tells: test code never runs in the app, and
/// WidgetKit views are rendered as snapshots, one per timeline entry.
public struct RunContext: Sendable, Equatable {
    /// Frameworks whose import marks a file as test code.
    public static let testFrameworks: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "ViewInspector", "Quick", "Nimble"]

    /// The modules the file imports (`import SwiftUI`, `@testable import App`, `import struct Foo.Bar` → `Foo`).
    public let imports: Set<String>
    /// A file of test code: it imports a test framework, or lives in a folder named `Tests` or ending in
    /// `Tests`; or a documentation snippet in a DocC catalog (`Guide.docc/…`), which is not built at all.
    public let isTestCode: Bool
    /// A file that imports WidgetKit or lives in a widget extension's folder.
    public let isWidgetFile: Bool

    public init(tree: SyntaxTree, path: String) {
        imports = Self.imports(of: tree)
        isTestCode = !imports.isDisjoint(with: Self.testFrameworks) || Self.isTestPath(path)
        isWidgetFile = imports.contains("WidgetKit") || Self.isWidgetPath(path)
    }

    /// A folder named like a widget extension (`WidgetExtension/`, `Widgets/`): its views are rendered as
    /// timeline snapshots even when the file itself imports only SwiftUI.
    public static func isWidgetPath(_ path: String) -> Bool {
        folders(of: path).contains { $0.containsBytes("Widget") }
    }

    /// A folder component named `Tests` or ending in `Tests` (`AppTests`, `SnapshotTests`), or a DocC
    /// catalog (`Tutorial.docc`), below the last `Sources` folder if there is one; the file name itself
    /// does not count.
    public static func isTestPath(_ path: String) -> Bool {
        var folders = folders(of: path)
        // A package's `Sources/` holds its code, wherever the package is: a fixture package kept under a
        // repository's `Tests/` is still app code below its own `Sources/`.
        if let sources = folders.lastIndex(where: { $0.elementsEqual("Sources".utf8) }) { folders = Array(folders[(sources + 1)...]) }
        return folders.contains { $0.hasSuffixBytes("Tests") || $0.hasSuffixBytes(".docc") }
    }

    /// The folder components of a path, as UTF-8 (compared byte for byte: `Substring.hasSuffix` compares
    /// characters, which costs more than the rest of a file's run context together).
    static func folders(of path: String) -> [Substring.UTF8View] {
        Array(path.utf8.split(separator: UInt8(ascii: "/")).dropLast()).map { Substring($0).utf8 }
    }

    /// Imported module names, at file scope and inside `#if` blocks.
    static func imports(of tree: SyntaxTree) -> Set<String> {
        var found = Set<String>()
        var stack = Array(tree.children(tree.root))
        var steps = 0
        while let id = stack.popLast(), steps < 100_000 {
            steps += 1
            switch tree.kind(id) {
            case .ifConfigDecl, .ifConfigClause:
                stack += tree.children(id)
            case .importDecl:
                if let module = moduleName(id, tree) { found.insert(module) }
            default:
                break
            }
        }
        return found
    }

    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The first path component after `import` and an optional kind keyword (`import struct A.B`).
    static func moduleName(_ id: NodeID, _ tree: SyntaxTree) -> String? {
        var t = Int(tree[id].mainToken) + 1
        let end = Int(tree[id].endToken)
        while t < end {
            let token = tree.tokens[t]
            if token.kind == .identifier {
                let name = tree.identifierText(token)
                if !Self.importKinds.contains(name) { return name }
            }
            t += 1
        }
        return nil
    }
}
