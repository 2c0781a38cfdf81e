import TheseusSyntax

/// `var id: UUID { UUID() }`: an identifier computed afresh on every access.
public struct UnstableIdentifiableIDRule: Rule {
    public static let description = RuleDescription(
        id: "unstable_identifiable_id",
        name: "Unstable Identifiable id",
        kind: .identity,
        severity: .error,
        precision: .high,
        summary: "An `id` that is computed afresh on each access (`UUID()`, `Date()`, `.random`)",
        rationale: """
        SwiftUI identifies the elements of `ForEach` and `List` by their `id`, and compares ids across updates \
        to decide which views are the same view (WWDC21 "Demystify SwiftUI", on identity: an unstable \
        identifier shortens a view's lifetime). A computed `id` that \
        returns a new `UUID()`, `Date()` or random value every time it is read gives every element a new \
        identity on every update: all rows are destroyed and recreated, their `@State` is lost, and changes \
        animate as removals and insertions.
        """,
        fix: """
        Store the identifier once, when the value is created (`let id = UUID()`), or derive it from stable \
        data the value already has (a database key, a server id).
        """,
        triggering: [
            RuleExample("""
            struct Pet: Identifiable {
                var name: String
                var id: UUID { ↓UUID() }
            }
            """),
            RuleExample("""
            struct Contact: Identifiable {
                var name: String?
                var id: String { name ?? ↓UUID().uuidString }
            }
            """),
            RuleExample("""
            struct Reading: Identifiable {
                var id: Date { ↓Date() }
            }
            """),
            RuleExample("""
            extension Tile: Identifiable {
                var id: Int { get { ↓Int.random(in: 0...1_000_000) } }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Pet: Identifiable {
                let id: UUID
                var name: String
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                var id = UUID()
                var name: String
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                var storedID: UUID
                var id: UUID { storedID }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                var name: String
                var id: String { name }
                func makeID() -> UUID { UUID() }
            }
            """),
            RuleExample("""
            struct Factory {
                static var id: UUID { UUID() }
                func build() { var id: UUID { UUID() }; print(id) }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.variableDecl]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // A member of a type or extension, not a local variable, and not static.
        guard let block = file.parent(node), tree.kind(block) == .memberBlock || tree.kind(block) == .ifConfigClause else { return }
        for binding in tree.children(node, .patternBinding) {
            guard let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern,
                  tree.name(pattern) == "id", let accessors = tree.child(binding, .accessorBlock),
                  !FileSummary.isStatic(tree, node) else { continue }
            // The getter: the whole block for `var id: T { … }`, or the `get` accessor.
            let getter: NodeID? = tree[accessors].flags.contains(.implicitGetter)
                ? accessors : tree.children(accessors, .accessorDecl).first { tree.name($0) == "get" }
            guard let getter, let (fresh, spelling) = FreshValue.find(in: getter, tree: tree) else { continue }
            let typeName = file.enclosingType(node)?.name ?? "this type"
            report.report(fresh,
                          "`id` of `\(typeName)` returns a new `\(spelling)` on every access, so SwiftUI sees a new identity on every update",
                          help: "store the id once when the value is created (`let id = UUID()`) or derive it from stable data",
                          fix: Fix("store the identifier: `let id = UUID()`"))
        }
    }
}
