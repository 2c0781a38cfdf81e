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
    /// The lowercase names that view code (a view's `body`, `@ViewBuilder` helpers, their content
    /// closures) calls, or reads as members (`x.name`), other than SwiftUI's modifiers: first place of
    /// each. A bare name (`formatter`) is most often a local or the view's own member, which the rules
    /// read from the view's declaration instead.
    static func collect(_ tree: SyntaxTree, path: String) -> [NameSite] {
        var seen = Set<String>()
        var sites: [NameSite] = []
        let source = tree.source
        func note(_ name: String, _ node: NodeID) {
            guard name.count > 2, name.first?.isLowercase == true, !SwiftUIModifiers.names.contains(name),
                  seen.insert(name).inserted else { return }
            sites.append(NameSite(name: name, range: SourceRange(path: path, source: source, range: tree.range(node))))
        }
        var steps = 0
        tree.walk(from: tree.root) { id in
            steps += 1
            guard steps < 2_000_000 else { return false }
            switch tree.kind(id) {
            case .functionDecl, .variableDecl, .subscriptDecl:
                guard ViewBuilderContext.declarationBuildsViews(id, in: tree) else { return true }
                readsOfViewCode(from: id, in: tree, note: note)
                return false
            default:
                return true
            }
        }
        return sites
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
