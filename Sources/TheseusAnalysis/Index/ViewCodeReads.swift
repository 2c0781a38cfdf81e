import TheseusSyntax

/// A name that a file's view code calls or reads (`formattedAmount` in `Text(item.formattedAmount)`,
/// `relativeDate(_:)` in `Text(relativeDate(entry.date))`), at its first place in the file.
///
/// Why: work done in a helper of another type (an extension of `Double`, a free function) runs with
/// `body` when view code calls it; the helper's own file cannot see that, the project index can.
public struct NameSite: Sendable, Codable, Hashable {
    public var name: String
    public var range: SourceRange

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

enum ViewCodeReads {
    /// What a file's code refers to, found in one walk of the whole tree: the names its view code calls
    /// or reads (`reads`), and the type names it mentions anywhere but in previews, `#if DEBUG` code and
    /// the names of its own declarations (`types`: a view no file mentions is dead code).
    static func collect(_ tree: SyntaxTree, path: String) -> (reads: [NameSite], types: [String]) {
        var seen = Set<String>()
        var sites: [NameSite] = []
        var types = Set<String>()
        let source = tree.source
        func note(_ name: String, _ node: NodeID) {
            guard name.count > 2, name.first?.isLowercase == true, !SwiftUIModifiers.names.contains(name),
                  seen.insert(name).inserted else { return }
            sites.append(NameSite(name: name, range: SourceRange(path: path, source: source, range: tree.range(node))))
        }
        var steps = 0
        // `extension Row { … }` names `Row` without using it.
        var extended = Set<NodeID>()
        tree.walk(from: tree.root) { id in
            steps += 1
            guard steps < 4_000_000 else { return false }
            if ViewBuilderContext.isExcluded(id, in: tree) { return false }
            switch tree.kind(id) {
            case .extensionDecl:
                if let type = tree.children(id).first(where: { tree.kind($0).isType }) { extended.insert(type) }
            case .identifierExpr, .identifierType:
                if !extended.contains(id), let name = tree.name(id), name.first?.isUppercase == true { types.insert(name) }
            case .memberType:
                if let name = tree.name(id), name.first?.isUppercase == true { types.insert(name) }
            case .functionDecl, .variableDecl, .subscriptDecl:
                if ViewBuilderContext.declarationBuildsViews(id, in: tree) { readsOfViewCode(from: id, in: tree, note: note) }
            default:
                break
            }
            return true
        }
        return (sites, types.sorted())
    }

    /// Walks one view-building declaration, noting what it reads; closures that are actions are skipped.
    private static func readsOfViewCode(from declaration: NodeID, in tree: SyntaxTree, note: (String, NodeID) -> Void) {
        var steps = 0
        tree.walk(from: declaration) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .closureExpr:
                return ViewBuilderContext.closureBuildsViews(n, in: tree)
            case .functionCallExpr:
                if let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) { note(name, call.callee) }
            case .memberAccessExpr:
                if !tree[n].flags.contains(.implicitMember), let name = tree.name(n) { note(name, n) }
            default:
                break
            }
            return true
        }
    }
}
