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
    /// A file of a widget: it lives in a widget extension's folder, or imports WidgetKit for more than
    /// `WidgetCenter` (an app's screen imports it only to reload the widgets' timelines).
    public let isWidgetFile: Bool

    public init(tree: SyntaxTree, path: String) {
        imports = Self.imports(of: tree)
        isTestCode = !imports.isDisjoint(with: Self.testFrameworks) || Self.isTestPath(path)
        isWidgetFile = Self.isWidgetPath(path) || imports.contains("WidgetKit") && !Self.usesWidgetKitOnlyToReload(tree)
    }

    /// WidgetKit names an app's own code has no use for: those of widget declarations, timelines and
    /// widget rendering.
    static let widgetNames: Set<String> = [
        "Widget", "WidgetBundle", "WidgetConfiguration", "StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration",
        "ActivityConfiguration", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider", "TimelineEntry",
        "Timeline", "TimelineReloadPolicy", "WidgetFamily", "widgetFamily", "widgetURL", "containerBackground",
        "widgetRenderingMode", "showsWidgetContainerBackground", "widgetAccentable", "supportedFamilies", "ControlWidget",
    ]

    /// The file names `WidgetCenter` and none of `widgetNames`: it imports WidgetKit to reload timelines
    /// (`WidgetCenter.shared.reloadAllTimelines()`), and its views are the app's.
    static func usesWidgetKitOnlyToReload(_ tree: SyntaxTree) -> Bool {
        var reloads = false
        for token in tree.tokens where token.kind == .identifier {
            let text = tree.source.text(token.range)
            if widgetNames.contains(text) { return false }
            if text == "WidgetCenter" { reloads = true }
        }
        return reloads
    }

    /// A folder named like a widget extension (`WidgetExtension/`, `Widgets/`): its views are rendered as
    /// timeline snapshots even when the file itself imports only SwiftUI.
    public static func isWidgetPath(_ path: String) -> Bool {
        withFolders(of: path) { bytes, folders in folders.contains { contains(bytes, $0, "Widget") } }
    }

    /// A folder component named `Tests` or ending in `Tests` (`AppTests`, `SnapshotTests`), or a DocC
    /// catalog (`Tutorial.docc`), below the last `Sources` folder if there is one; the file name itself
    /// does not count.
    public static func isTestPath(_ path: String) -> Bool {
        withFolders(of: path) { bytes, folders in
            // A package's `Sources/` holds its code, wherever the package is: a fixture package kept under a
            // repository's `Tests/` is still app code below its own `Sources/`.
            let below = folders.lastIndex { bytes[$0].elementsEqual("Sources".utf8) }.map { folders[($0 + 1)...] } ?? folders[...]
            return below.contains { hasSuffix(bytes, $0, "Tests") || hasSuffix(bytes, $0, ".docc") }
        }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ folder: Range<Int>, _ needle: StaticString) -> Bool {
        TextSearch.contains(UnsafeBufferPointer(rebasing: bytes[folder]), UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    }

    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ folder: Range<Int>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard folder.count >= count else { return false }
        return bytes[(folder.upperBound - count) ..< folder.upperBound].elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count))
    }

    /// The folder components of a path (the file name left out), as ranges of its UTF-8 bytes: compared
    /// byte for byte (`Substring.hasSuffix` compares characters, which costs more than the rest of a
    /// file's run context together), and split once, on the bytes, without a `Substring` per component.
    static func withFolders<T>(of path: String, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> T) -> T {
        var path = path
        return path.withUTF8 { bytes in
            var folders: [Range<Int>] = []
            var start = 0
            for i in 0 ..< bytes.count where bytes[i] == UInt8(ascii: "/") {
                if i > start { folders.append(start ..< i) }
                start = i + 1
            }
            // The last component, if the path does not end with `/`, is the file name; else the last folder is.
            if start >= bytes.count, !folders.isEmpty { folders.removeLast() }
            return body(bytes, folders)
        }
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
