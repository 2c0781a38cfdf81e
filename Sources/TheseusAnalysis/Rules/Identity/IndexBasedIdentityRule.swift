import TheseusSyntax

/// `ForEach(xs.indices, id: \.self)` and other ways of keying rows by their position.
public struct IndexBasedIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "index_based_identity",
        name: "Index-based identity",
        kind: .identity,
        severity: .warning,
        precision: .veryHigh,
        scope: .notInWidgets,
        summary: "`ForEach`/`List` rows keyed by their position (`indices`, `enumerated()` offsets, `0..<xs.count`)",
        rationale: """
        WWDC21 "Demystify SwiftUI" shows `ForEach(pets.indices, id: \\.self)` as the example of an unstable \
        identifier: the id of a row is its position, so when an element is inserted, removed or moved, a \
        different element takes over the identity (and the `@State`) of the row that was at its index. State \
        ends up in the wrong row and animations move the wrong views. Offsets from `enumerated()`, indices \
        zipped with the elements and `0..<xs.count` ranges have the same flaw.

        The rule reports positions as identity when elements really change positions while the view is \
        shown — the rows can be deleted or moved (`.onDelete`, `.onMove`), or the view, its model or the parent \
        that passes the data inserts, removes or reorders elements in the middle — and leaves alone data \
        that never changes, is only appended to, or is replaced all at once (an enum's cases, a fixed list \
        of options, a page of results).
        """,
        fix: """
        Key rows by a stable id of the element: make the element `Identifiable` and write `ForEach(pets) { pet \
        in … }`, or `ForEach($pets) { $pet in … }` when rows need bindings.
        """,
        triggering: [
            RuleExample("""
            // Fixed by keying the rows by the pets themselves, as bindings where the rows edit them.
            struct Pet: Identifiable { let id: UUID; var name: String; var isFavorite: Bool }
            struct Pets: View {
                @State private var pets: [Pet] = []
                var body: some View {
                    List {
                        ↓ForEach(pets.indices, id: \\.self) { index in
                            Toggle(pets[index].name, isOn: $pets[index].isFavorite)
                        }
                        .onDelete { pets.remove(atOffsets: $0) }
                    }
                }
            }
            """, fixed: """
            // Fixed by keying the rows by the pets themselves, as bindings where the rows edit them.
            struct Pet: Identifiable { let id: UUID; var name: String; var isFavorite: Bool }
            struct Pets: View {
                @State private var pets: [Pet] = []
                var body: some View {
                    List {
                        ForEach($pets) { $pet in
                            Toggle(pet.name, isOn: $pet.isFavorite)
                        }
                        .onDelete { pets.remove(atOffsets: $0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Attachments: View {
                @State private var images: [String] = []
                var body: some View {
                    // Stateless thumbnails in a stack, but the removal animates: the wrong ones slide.
                    HStack {
                        ↓ForEach(Array(images.enumerated()), id: \\.offset) { _, name in thumbnail(name) }
                    }
                    .animation(.spring, value: images.count)
                }
                func thumbnail(_ name: String) -> some View {
                    Image(name).onTapGesture { images.removeAll { $0 == name } }
                }
            }
            """),
            RuleExample("""
            // Positions in disguise: a count in a local, a clamped count, an id that is an offset.
            struct Numbered: Identifiable {
                let position: Int
                let text: String
                var id: Int { position }
            }
            struct Notes: View {
                @State private var notes: [String] = []
                var body: some View {
                    let n = notes.count
                    List {
                        ↓ForEach(0..<n, id: \\.self) { TextField("Note", text: $notes[$0]) }
                        ↓ForEach(0..<min(notes.count, 5), id: \\.self) { Text(notes[$0]) }
                        ↓ForEach(notes.enumerated().map { Numbered(position: $0.offset, text: $0.element) }) { Text($0.text) }
                    }
                    Button("New") { notes.insert("", at: 0) }
                }
            }
            """),
            RuleExample("""
            struct PetList: View {
                @State var pets: [Pet]
                var body: some View {
                    List {
                        ↓ForEach(pets.indices, id: \\.self) { index in
                            PetView($pets[index])
                        }
                    }
                    Button("New favorite") { pets.insert(Pet(), at: 0) }
                }
            }
            """),
            RuleExample("""
            struct Scores: View {
                @ObservedObject var board: Leaderboard
                var body: some View {
                    ↓ForEach(Array(board.scores.enumerated()), id: \\.offset) { pair in
                        Text("\\(pair.offset + 1). \\(pair.element.name)")
                    }
                }
            }
            final class Leaderboard: ObservableObject {
                @Published var scores: [Score] = []
                func disqualify(_ score: Score) { scores.removeAll { $0.id == score.id } }
            }
            """),
            RuleExample("""
            struct Rows: View {
                @Binding var rows: [Row]
                var body: some View {
                    ↓ForEach(0..<rows.count, id: \\.self) { i in RowView(row: rows[i]) }
                        .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
                    ↓List(Array(zip(rows.indices, rows)), id: \\.0) { pair in RowView(row: pair.1) }
                }
            }
            """),
            RuleExample("""
            struct FavoritePets: View {
                var pets: [Pet]
                var body: some View {
                    List {
                        ↓ForEach(pets.indices, id: \\.self) { PetView(pets[$0]) }
                    }
                }
            }
            struct PetsScreen: View {
                @State private var pets: [Pet] = []
                var body: some View {
                    FavoritePets(pets: pets)
                    Button("Add") { pets.insert(Pet(), at: 0) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Numbered: Identifiable {
                let position: Int
                let note: Note
                var id: Note.ID { note.id }
            }
            struct Notes: View {
                @State private var notes: [Note] = []
                var body: some View {
                    List {
                        // The offset is shown, the identity is the note's own.
                        ForEach(notes.enumerated().map { Numbered(position: $0.offset, note: $0.element) }) { Text("\\($0.position)") }
                        // Notes are only appended: positions never shift.
                        ForEach(0..<min(notes.count, 5), id: \\.self) { Text(notes[$0].title) }
                    }
                    Button("New") { notes.append(Note()) }
                }
            }
            """),
            RuleExample("""
            struct EventLog: View {
                @ObservedObject var monitor: Monitor
                var body: some View {
                    ScrollView {
                        // Stateless rows in a stack: when positions shift, the texts just redraw.
                        ForEach(0..<monitor.log.count, id: \\.self) { Text(monitor.log[$0]) }
                    }
                }
            }
            final class Monitor: ObservableObject {
                @Published var log: [String] = []
                func record(_ event: String) { log.insert(event, at: 0) }
            }
            """),
            RuleExample("""
            struct Feed: View {
                @ObservedObject var feed: FeedModel
                var body: some View {
                    // Pages are appended, or the whole feed is replaced: no element changes position.
                    ForEach(Array(feed.posts.enumerated()), id: \\.offset) { _, post in PostRow(post: post) }
                }
            }
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []
                func loadMore() async { posts.append(contentsOf: await nextPage()) }
                func reload() async { posts = await firstPage() }
            }
            """),
            RuleExample("""
            struct Legend: View {
                let labels: [String]
                var body: some View {
                    // Positions of data that never changes while shown: an enum's cases, a fixed legend.
                    ForEach(Array(Weekday.allCases.enumerated()), id: \\.offset) { _, day in Text(day.name) }
                    ForEach(labels.indices, id: \\.self) { Text(labels[$0]) }
                }
            }
            """),
            RuleExample("""
            struct PetList: View {
                @State var pets: [Pet]
                var body: some View {
                    ForEach($pets) { $pet in PetView($pet) }
                    ForEach(pets, id: \\.id) { pet in Text(pet.name) }
                }
            }
            """),
            RuleExample("""
            struct Grid: View {
                let columns: Int
                var body: some View {
                    ForEach(0..<columns, id: \\.self) { column in ColumnView(column) }
                }
            }
            """),
            RuleExample("""
            struct Scores: View {
                let scores: [Score]
                var body: some View {
                    ForEach(Array(zip(scores.indices, scores)), id: \\.1.id) { pair in Text(pair.1.name) }
                    ForEach(Array(scores.enumerated()), id: \\.element.id) { pair in Text(pair.element.name) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    /// `xs.count` behind a local (`let n = xs.count`) or a clamp (`min(xs.count, 5)`): the `.count` node.
    static func disguisedCount(_ bound: NodeID, before node: NodeID, in file: FileContext, depth: Int) -> NodeID? {
        let tree = file.tree
        let id = tree.unwrapped(bound)
        guard depth < 3 else { return nil }
        switch tree.kind(id) {
        case .memberAccessExpr:
            guard tree.nameIs(id, "count"), let base = tree.children(id).first,
                  !(tree.dottedPath(base)?.first?.startsWithUppercase ?? false) else { return nil }
            return depth > 0 ? id : nil
        case .identifierExpr:
            guard let name = tree.identifierName(id), let initializer = InlineForEachTransformRule.localInitializer(name, before: node, in: file) else { return nil }
            return disguisedCount(initializer, before: node, in: file, depth: depth + 1)
        case .functionCallExpr:
            guard let call = CallExpr.at(id, in: tree), call.name(in: tree) == "min", !call.isMemberCall(in: tree) else { return nil }
            return call.arguments.lazy.compactMap { $0.value.flatMap { disguisedCount($0, before: node, in: file, depth: depth + 1) } }.first
        default:
            return nil
        }
    }

    /// `xs.enumerated().map { Numbered(position: $0.offset, …) }` where `Numbered.id` is `position`: the
    /// element type and the field that holds the offset.
    static func positionIdentifiedElements(_ data: NodeID, in file: FileContext) -> (String, String)? {
        let tree = file.tree
        guard let call = CallExpr.at(tree.unwrapped(data), in: tree), call.name(in: tree) == "map",
              let receiver = call.receiver(in: tree), case .enumerated = ForEachData(receiver, in: tree),
              let closure = (call.trailingClosures.first ?? call.arguments.first)?.value else { return nil }
        var found: (String, String)?
        tree.walk(from: closure) { n in
            guard found == nil else { return false }
            guard let construction = CallExpr.at(n, in: tree), let type = construction.name(in: tree), type.startsWithUppercase else { return true }
            for argument in construction.arguments {
                guard let label = argument.label, let value = argument.value, let path = tree.dottedPath(tree.unwrapped(value)),
                      path.last == "offset" || path == ["$0", "0"] else { continue }
                // `var id: Int { position }`: the id reads the field that got the offset.
                let id = file.declarations(of: type).lazy.compactMap { $0.member("id") }.first
                if let id, id.isComputed, id.reads == [.member(owner: type, name: label, path: [])] { found = (type, label) }
            }
            return true
        }
        return found
    }

    /// Whether the view animates changes of the collection (`.animation(.spring, value: items.count)`,
    /// `withAnimation { items.remove(at: i) }`): then rows that trade places animate the wrong way, even
    /// in a stack.
    static func animates(collection: String, near node: NodeID, in file: FileContext) -> Bool {
        guard let owner = file.enclosingType(node) else { return false }
        let tree = file.tree
        var found = false
        tree.walk(from: owner.node) { n in
            guard !found else { return false }
            guard let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) else { return true }
            let watched: NodeID? = name == "animation" ? call.argument("value")?.value
                : name == "withAnimation" ? call.trailingClosures.first?.value : nil
            if let watched {
                tree.walk(from: watched) { m in
                    if !found, tree.kind(m) == .identifierExpr || tree.kind(m) == .memberAccessExpr, tree.name(m) == collection { found = true }
                    return !found
                }
            }
            return !found
        }
        return found
    }

    /// The view statements of a helper function of the enclosing type declared in this file.
    static func helperViews(_ name: String, near node: NodeID, in file: FileContext) -> [NodeID]? {
        let tree = file.tree
        guard let owner = file.enclosingType(node), let block = tree.child(owner.node, .memberBlock) else { return nil }
        for member in tree.children(block) where tree.kind(member) == .functionDecl && tree.name(member) == name {
            guard let body = tree.child(member, .codeBlock) else { return nil }
            var views: [NodeID] = []
            tree.walk(from: body) { n in
                if BranchArms.isViewExpressionOrBlock(tree)(n), tree.kind(n) == .functionCallExpr || tree.kind(n) == .identifierExpr { views.append(n); return false }
                return tree.kind(n) != .closureExpr
            }
            return views
        }
        return nil
    }

    /// `makeRow(item)`, `self.row(for: item)`: a call of a function that builds the row's views.
    static func helperCall(_ root: NodeID, _ tree: SyntaxTree) -> String? {
        guard let call = CallExpr.at(root, in: tree), let name = call.name(in: tree), !name.startsWithUppercase else { return nil }
        if call.isMemberCall(in: tree) {
            guard let receiver = call.receiver(in: tree), tree.isSelfExpression(receiver) else { return nil }
        }
        return name
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let forEach = file.forEach(node) else { return }
        guard let key = forEach.idKeyPath else {
            // No `id:`: an element type whose `id` is a position it was given (`Numbered(position: $0.offset)`).
            if let (type, field) = Self.positionIdentifiedElements(forEach.data, in: file),
               let evidence = file.positionShiftEvidence(data: forEach.data, forEach: node) {
                report.report(range: tree.range(from: forEach.call.callee, throughClosingParenAfter: forEach.data),
                              "`\(forEach.name)` identifies rows by `\(type).id`, which is `\(field)`, an `enumerated()` offset, and elements change positions while the view is shown (\(evidence.reason)): rows take over each other's identity, and the wrong rows animate",
                              help: "give `\(type)` the element's own id (`var id: Element.ID { element.id }`), not its position",
                              related: evidence.related)
            }
            return
        }
        var data = forEach.data
        var shape = ForEachData(data, in: tree)
        // A count in disguise: `let n = xs.count; 0..<n`, `0..<min(xs.count, 5)`.
        if case .range(_, let upper?, _) = shape, key.isSelf, let count = Self.disguisedCount(upper, before: node, in: file, depth: 0),
           let base = tree.children(count).first {
            shape = .collectionRange(of: tree.compactText(base))
            data = count
        }
        let positions: String
        var fixBase: String?
        switch shape {
        case .indices(let base) where key.isSelf:
            positions = "the indices of `\(base)`"
            fixBase = base
        case .collectionRange(let base) where key.isSelf:
            positions = "a range of positions in `\(base)`"
            fixBase = data == forEach.data ? base : nil
        case .enumerated where key.components == ["offset"] || key.components == ["0"]:
            positions = "`enumerated()` offsets"
        case .zippedIndices where key.components == ["0"]:
            positions = "the indices zipped with the elements"
        case .indexed where key.components == ["index"]:
            positions = "`indexed()` indices"
        default:
            return
        }
        // Positions are stable unless elements move: appended, or replaced all at once, they stay put.
        guard let evidence = file.positionShiftEvidence(data: data, forEach: node) else { return }
        // What goes wrong when rows trade places: rows that hold state hand it to another element, and a
        // `List` or `Table` animates the change on the wrong rows. Stateless rows in a stack just redraw.
        // A `ForEach` at the top of a `body` goes wherever its parent puts it: perhaps a `List`.
        let container = forEach.name == "ForEach" ? VariableViewsPerRowRule.nearestContainer(of: node, in: file) : forEach.name
        let collection = FileContext.collectionBase(data, in: tree).flatMap { tree.dottedPath($0)?.last }
        let animatesRows = (container.map { VariableViewsPerRowRule.rowCountingContainers.contains($0) } ?? true)
            || collection.map { Self.animates(collection: $0, near: node, in: file) } == true
        let rows = forEach.content.map { tree.children($0).filter(BranchArms.isViewExpressionOrBlock(tree)) } ?? []
        // Sections keyed by offset hold rows keyed by their own ids: those keep their identity.
        if !rows.isEmpty, rows.allSatisfy({ ModifierChain($0, in: tree).rootName(in: tree) == "Section" }) { return }
        var state = BranchSplit.state(of: rows, rootName: nil, isCall: true, in: file)
        // Rows built by a helper of the view (`makeRow(item)`): what its body builds, when it is in this
        // file; out of sight otherwise.
        if case .none = state, let helper = rows.lazy.compactMap({ Self.helperCall(ModifierChain($0, in: tree).root, tree) }).first {
            if let views = Self.helperViews(helper, near: node, in: file) {
                state = BranchSplit.state(of: views, rootName: nil, isCall: true, in: file)
            } else {
                state = .opaque("the views `\(helper)(…)` builds")
            }
        }
        let consequence: String
        switch state {
        case .holds(let what):
            consequence = "rows take over each other's identity, and \(what) moves to another element"
        case .opaque(let what):
            consequence = "rows take over each other's identity, and any state in \(what) goes to another element" + (animatesRows ? "; the wrong rows animate" : "")
        case .none:
            guard animatesRows else { return }
            let list = container.flatMap { VariableViewsPerRowRule.rowCountingContainers.contains($0) ? $0 : nil }
            consequence = "rows take over each other's identity, and " + (list.map { "the `\($0)` animates the change on the wrong rows" } ?? "the wrong rows animate")
        }
        report.report(range: tree.range(from: forEach.call.callee, throughClosingParenAfter: key.node),
                      "`\(forEach.name)` is keyed by \(positions), and elements change positions while the view is shown (\(evidence.reason)): \(consequence)",
                      help: "key rows by a stable id of the element: `ForEach(items) { item in … }` with `Identifiable` elements, or `ForEach($items) { $item in … }`",
                      fix: fixBase.flatMap { ElementRowsFix.make(forEach, base: $0, in: file) },
                      related: evidence.related)
    }
}
