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
        animate as removals and insertions; a `sheet(item:)` or `alert(item:)` given such a value is \
        dismissed and presented again. A fallback (`name ?? UUID().uuidString`, `default: UUID()`) does the \
        same whenever it is reached. An `id` that is the value's `hashValue` changes whenever a `var` field \
        that the synthesized `Hashable` covers is edited.

        The rule reports every such `id` (a type's `id` is there to be read); where the code shows a \
        `ForEach`, `List` or `Table` identifying the values by it, the finding names it, and it is `high` \
        when those rows hold state.
        """,
        fix: """
        Store the identifier once, when the value is created (`let id = UUID()`), or derive it from stable \
        data the value already has (a database key, a server id).
        """,
        options: [
            RuleOptionDescription(name: "hash_value_ids", type: "boolean", defaultValue: "true",
                                  summary: "Report `var id: Int { hashValue }` on a struct whose synthesized `Hashable` covers `var` fields: editing a field gives the value a new id"),
        ],
        triggering: [
            RuleExample("""
            struct Tag: Identifiable, Hashable {
                var name: String
                var color: String
                var id: Int { ↓hashValue }
            }
            struct TagEditor: View {
                @State private var tags: [Tag] = []
                var body: some View { List($tags) { $tag in TextField("Name", text: $tag.name) } }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                var name: String
                var id: UUID { ↓UUID() }
            }
            struct PetList: View {
                let pets: [Pet]
                var body: some View { List(pets) { Text($0.name) } }
            }
            """, fixed: """
            struct Pet: Identifiable {
                var name: String
                let id = UUID()
            }
            struct PetList: View {
                let pets: [Pet]
                var body: some View { List(pets) { Text($0.name) } }
            }
            """, confidence: .medium),
            RuleExample("""
            struct Contact: Identifiable {
                var name: String?
                var id: String { name ?? ↓UUID().uuidString }
            }
            final class Book: ObservableObject {
                @Published var contacts: [Contact] = []
            }
            struct Contacts: View {
                @ObservedObject var book: Book
                var body: some View {
                    List { ForEach(book.contacts.filter { $0.name != nil }) { Text($0.name ?? "") } }
                }
            }
            """),
            RuleExample("""
            struct Reading: Identifiable {
                var id: Date { ↓Date() }
                static let recent = [Reading(), Reading()]
            }
            struct ReadingNote: View {
                @State private var note = ""
                var body: some View { TextField("Note", text: $note) }
            }
            struct Readings: View {
                var body: some View { ForEach(Reading.recent) { _ in ReadingNote() } }
            }
            """, fixed: """
            struct Reading: Identifiable {
                let id = Date()
                static let recent = [Reading(), Reading()]
            }
            struct ReadingNote: View {
                @State private var note = ""
                var body: some View { TextField("Note", text: $note) }
            }
            struct Readings: View {
                var body: some View { ForEach(Reading.recent) { _ in ReadingNote() } }
            }
            """, confidence: .high),
            RuleExample("""
            extension Tile: Identifiable {
                var id: Int { get { ↓Int.random(in: 0...1_000_000) } }
            }
            struct Board: View {
                var body: some View { Table([Tile(), Tile()]) { TableColumn("Tile") { _ in Color.gray } } }
            }
            """),
            RuleExample("""
            // A sheet given a value with a new id on every update is dismissed and presented again.
            struct Draft: Identifiable {
                var text: String
                var id: UUID { ↓UUID() }
            }
            struct Composer: View {
                @State private var draft: Draft?
                var body: some View {
                    Button("New") { draft = Draft(text: "") }
                        .sheet(item: $draft) { Text($0.text) }
                }
            }
            """, fixed: """
            // A sheet given a value with a new id on every update is dismissed and presented again.
            struct Draft: Identifiable {
                var text: String
                let id = UUID()
            }
            struct Composer: View {
                @State private var draft: Draft?
                var body: some View {
                    Button("New") { draft = Draft(text: "") }
                        .sheet(item: $draft) { Text($0.text) }
                }
            }
            """),
            RuleExample("""
            // Fallbacks: reached whenever the data lacks the value.
            struct Theme: Identifiable {
                var file_id: String?
                var name: String
                var id: String { file_id ?? ↓UUID().uuidString }
            }
            enum Listing: Identifiable {
                case post(Post), comment(Comment), unsupported
                var id: String {
                    switch self {
                    case .post(let post): return post.id
                    case .comment(let comment): return comment.id
                    default: return ↓UUID().uuidString
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Firestore fills a `@DocumentID` whenever it decodes a value: the fallback serves only a value the
            // app makes and has not saved yet.
            struct Post: Identifiable, Codable {
                @DocumentID var postID: String?
                var text: String
                var id: String { postID ?? UUID().uuidString }
            }
            """),
            RuleExample("""
            // Hashes that hold still while the value lives: an enum's cases, a struct of `let`s (a wrapped
            // `var` hashes as its wrapper says).
            enum ActiveSheet: Identifiable, Hashable {
                case settings, share(URL)
                var id: Int { hashValue }
            }
            struct Country: Identifiable, Hashable {
                let code: String
                let name: String
                @EquatableNoop var onSelect: () -> Void
                var id: Int { hashValue }
            }
            """),
            RuleExample("""
            struct Label: Identifiable, Hashable {
                var text: String
                var id: Int { hashValue }
            }
            """, configuration: "hash_value_ids: false"),
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

    /// `hashValue` or `self.hashValue` as the getter's result.
    static func hashValueRead(in getter: NodeID, _ tree: SyntaxTree) -> NodeID? {
        var block = getter
        if tree.kind(getter) == .accessorDecl, let body = tree.child(getter, .codeBlock) { block = body }
        let statements = tree.children(block)
        guard statements.count == 1, var result = statements.first else { return nil }
        if tree.kind(result) == .returnStmt, let value = tree.children(result).first { result = value }
        let path = tree.dottedPath(tree.unwrapped(result))
        return path == ["hashValue"] || path == ["self", "hashValue"] ? result : nil
    }

    let reportsHashValueIDs: Bool

    /// `var id: UUID { UUID() }` → `let id = UUID()`, when the getter is the fresh value and nothing else.
    /// Unsafe: the id becomes stored, so a `Codable` type encodes it and a value decoded or rebuilt gets
    /// a new one.
    static func storedIDFix(_ declaration: NodeID, getter: NodeID, fresh: NodeID, in tree: SyntaxTree) -> Fix? {
        var block = getter
        if tree.kind(getter) == .accessorDecl, let body = tree.child(getter, .codeBlock) { block = body }
        let statements = tree.children(block)
        guard statements.count == 1, var result = statements.first, tree.children(declaration, .patternBinding).count == 1 else { return nil }
        // A stored property only where one can be declared: a struct or a class, not an extension or an enum.
        var owner = tree.parent(declaration)
        while let o = owner, !tree.kind(o).isTypeDeclaration { owner = tree.parent(o) }
        guard let owner, tree.kind(owner) == .structDecl || tree.kind(owner) == .classDecl else { return nil }
        if tree.kind(result) == .returnStmt, let value = tree.children(result).first { result = value }
        // The whole result is fresh: `UUID()`, `UUID().uuidString`, `Date()`, `Int.random(in: …)`.
        guard tree.range(result) == tree.range(fresh) || (tree.kind(result) == .memberAccessExpr && tree.children(result).first.map { tree.range($0) } == tree.range(fresh))
        else { return nil }
        let main = Int(tree[declaration].mainToken)
        guard let keyword = tree.mainToken(declaration), tree.tokenIs(main, "var") || tree.tokenIs(main, "let") else { return nil }
        let range = ByteRange(Int(keyword.range.start), Int(tree.range(declaration).end))
        return Fix("store the identifier: `let id = \(tree.text(result))`", applicability: .unsafe,
                   edits: [FixEdit(range, "let id = " + tree.text(result))],
                   unsafeReason: "the id becomes stored: a `Codable` type encodes it, and a value decoded or created again gets a new one")
    }

    public init(options: RuleOptions) {
        reportsHashValueIDs = options.bool("hash_value_ids", default: true)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // A member of a type or extension, not a local variable, and not static.
        guard let block = file.parent(node), tree.kind(block) == .memberBlock || tree.kind(block) == .ifConfigClause else { return }
        for binding in tree.children(node, .patternBinding) {
            guard let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern,
                  tree.nameIs(pattern, "id"), let accessors = tree.child(binding, .accessorBlock),
                  !FileSummary.isStatic(tree, node) else { continue }
            // The getter: the whole block for `var id: T { … }`, or the `get` accessor.
            let getter: NodeID? = tree[accessors].flags.contains(.implicitGetter)
                ? accessors : tree.children(accessors, .accessorDecl).first { tree.nameIs($0, "get") }
            guard let getter else { continue }
            let typeName = file.enclosingType(node)?.name ?? "this type"
            // `var id: Int { hashValue }`: the value's hash, which changes with any `var` field that the
            // synthesized `Hashable` covers. An enum's cases, a struct of `let`s, or a type that hashes its own
            // way keep their hash while the value lives.
            let uses = file.identityUses(ofElement: typeName)
                .sorted { ($0.use.path, $0.use.startLine, $0.use.startColumn) < ($1.use.path, $1.use.startLine, $1.use.startColumn) }
            var evidence: [Evidence] = []
            if let held = uses.lazy.compactMap({ EphemeralDefaultIDRule.rowState(views: $0.rowViews, in: file) }).first { evidence.append(held) }
            evidence += uses.prefix(2).map { Evidence(.identifiedBy, $0.use, EphemeralDefaultIDRule.shownBy($0.container)) }
            if let hash = Self.hashValueRead(in: getter, tree) {
                guard reportsHashValueIDs, NonUniqueIDKeyPathRule.hashFollowsEditableFields(typeName, in: file) else { continue }
                report.report(hash,
                              "`id` of `\(typeName)` is its hash value, which the synthesized `Hashable` computes from its `var` fields: editing a field gives the value a new identity",
                              evidence: evidence,
                              help: "store a real identifier (`let id = UUID()`) or derive it from a field that identifies the value")
                continue
            }
            guard let (fresh, spelling) = FreshValue.find(in: getter, tree: tree) else { continue }
            if Self.isFallbackForStoreID(fresh, in: file) { continue }
            report.report(fresh,
                          "`id` of `\(typeName)` returns a new `\(spelling)` whenever this is reached: wherever SwiftUI identifies the values by `id` (`ForEach`, `List`, `sheet(item:)`), each update gives them a new identity, so rows are removed and inserted again with any state they hold, and a sheet is presented again",
                          evidence: evidence,
                          help: "store the id once when the value is created (`let id = UUID()`) or derive it from stable data",
                          fix: Self.storedIDFix(node, getter: getter, fresh: fresh, in: tree))
        }
    }

    /// `docID ?? UUID().uuidString` where `docID` is a Firestore `@DocumentID`: the store fills it whenever
    /// it decodes a value, so the fresh fallback is reached only by a value the app makes and has not
    /// saved yet, never by one it reads back to show.
    static func isFallbackForStoreID(_ fresh: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        var current = fresh
        var steps = 0
        while let parent = file.parent(current), steps < 8 {
            steps += 1
            if tree.kind(parent) == .infixOperatorExpr, tree.tokenIs(Int(tree[parent].mainToken), "??"),
               tree.children(parent).last == current, let primary = tree.children(parent).first {
                let unwrapped = tree.unwrapped(primary)
                let name = tree.kind(unwrapped) == .identifierExpr ? tree.name(unwrapped)
                    : tree.kind(unwrapped) == .memberAccessExpr && tree.children(unwrapped).first.map(tree.isSelfExpression) == true ? tree.name(unwrapped) : nil
                guard let name, let owner = file.enclosingType(fresh) else { return false }
                return file.declarations(of: owner.name).contains { $0.member(name)?.wrappers.contains("DocumentID") == true }
            }
            current = parent
        }
        return false
    }
}
