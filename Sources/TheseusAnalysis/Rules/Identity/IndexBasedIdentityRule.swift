import TheseusSyntax

/// `ForEach(xs.indices, id: \.self)` and other ways of keying rows by their position.
public struct IndexBasedIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "index_based_identity",
        name: "Index-based identity",
        kind: .identity,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`ForEach`/`List` rows keyed by their position (`indices`, `enumerated()` offsets, `0..<xs.count`)",
        rationale: """
        WWDC21 "Demystify SwiftUI" shows `ForEach(pets.indices, id: \\.self)` as the example of an unstable \
        identifier: the id of a row is its position, so when an element is inserted, removed or moved, a \
        different element takes over the identity (and the `@State`) of the row that was at its index. State \
        ends up in the wrong row and animations move the wrong views. Offsets from `enumerated()`, indices \
        zipped with the elements and `0..<xs.count` ranges have the same flaw.

        The rule reports positions as identity unless the data is constant while the view is shown: an \
        enum's `allCases`, a `let` array literal, a `static let`, or an input that every place building the \
        view passes a constant. The finding is `high` when the code shows the harm: the rows can be deleted \
        or moved (`.onDelete`, `.onMove`), code inserts, removes or reorders elements in the middle (at the \
        line the evidence names), or the rows hold state.
        """,
        fix: """
        Key rows by a stable id of the element: make the element `Identifiable` and write `ForEach(pets) { pet \
        in … }`, or `ForEach($pets) { $pet in … }` when rows need bindings.
        """,
        triggering: [
            RuleExample("""
            // A computed property that starts from an empty `var` and appends in a loop over an input: its
            // value is what the loop builds, not the empty literal it starts as.
            struct PieChart: View {
                var values: [Double]
                var slices: [Slice] {
                    var built: [Slice] = []
                    var start = 0.0
                    for value in values {
                        built.append(Slice(start: start, end: start + value))
                        start += value
                    }
                    return built
                }
                var body: some View {
                    ZStack {
                        ↓ForEach(Array(slices.enumerated()), id: \\.offset) { pair in SliceShape(slice: pair.element) }
                    }
                }
            }
            """, confidence: .medium),
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
            """, confidence: .high),
            RuleExample("""
            // WWDC21's pets, passed in by a parent that loads them: nothing here moves a row yet.
            struct Pet: Identifiable { let id: UUID; var name: String }
            struct FavoritePets: View {
                var pets: [Pet]
                var body: some View {
                    List {
                        ↓ForEach(pets.indices, id: \\.self) { Text(pets[$0].name) }
                    }
                }
            }
            """, fixed: """
            // WWDC21's pets, passed in by a parent that loads them: nothing here moves a row yet.
            struct Pet: Identifiable { let id: UUID; var name: String }
            struct FavoritePets: View {
                var pets: [Pet]
                var body: some View {
                    List {
                        ForEach(pets) { Text($0.name) }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            struct Attachments: View {
                @State private var images: [String] = []
                var body: some View {
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
            """, confidence: .high),
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
            """, confidence: .high),
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
            """, confidence: .high),
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
            """, confidence: .high),
            RuleExample("""
            // Appended to, or replaced by a new page: positions stay put today, until the feed is filtered,
            // sorted or edited, or a row gains state.
            struct Feed: View {
                @ObservedObject var feed: FeedModel
                var body: some View {
                    ↓ForEach(Array(feed.posts.enumerated()), id: \\.offset) { _, post in PostRow(post: post) }
                }
            }
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []
                func loadMore() async { posts.append(contentsOf: await nextPage()) }
            }
            """, confidence: .medium),
            RuleExample("""
            // The position handed to a row of the project that looks the element up in the model itself.
            final class Playlist: ObservableObject {
                @Published var songs: [String] = []
                func add(_ song: String) { songs.insert(song, at: 0) }
            }
            struct SongRow: View {
                @EnvironmentObject var playlist: Playlist
                let index: Int
                var body: some View { Text(playlist.songs[index]) }
            }
            struct PlaylistView: View {
                @EnvironmentObject var playlist: Playlist
                var body: some View {
                    List {
                        ↓ForEach(0..<playlist.songs.count, id: \\.self) { i in SongRow(index: i) }
                    }
                    Button("Add") { playlist.add("New") }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The spokes of a chart read only how many values there are: each row is its position.
            struct RadarChart: View {
                let values: [Double]
                var body: some View {
                    ZStack {
                        ForEach(0..<values.count, id: \\.self) { i in
                            Spoke(angle: Double(i) / Double(values.count))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // Positions of an array literal spelled in place: always four answers, and position 0 is always
            // the first one, whichever question they come from.
            struct QuestionView: View {
                let questions: [Question]
                @State private var current = 0
                @State private var chosen: Int?
                var body: some View {
                    let answers = [questions[current].a, questions[current].b, questions[current].c, questions[current].d]
                    ForEach(0..<answers.count, id: \\.self) { index in
                        Button(answers[index]) { chosen = index }
                    }
                    Button("Next") { current += 1 }
                }
            }
            """),
            RuleExample("""
            // Written only through its elements (`filters[i].isOn`, `$filters[i].isOn`): the rows keep their
            // positions, so each position always names the same filter.
            struct Filter { let name: String; var isOn = false }
            struct Filters: View {
                @State private var filters = [Filter(name: "Open"), Filter(name: "Closed"), Filter(name: "Mine")]
                var body: some View {
                    ForEach(filters.indices, id: \\.self) { i in
                        Toggle(filters[i].name, isOn: $filters[i].isOn)
                    }
                    Button("Clear") { for i in filters.indices { filters[i].isOn = false } }
                }
            }
            """),
            RuleExample("""
            // `@State` that nothing writes, binds or mutates after it is made: it keeps its literal value,
            // so the positions always name the same tabs.
            struct Tabs: View {
                @State private var titles = ["Home", "Search", "Profile"]
                @State private var selected = 0
                var body: some View {
                    ForEach(titles.indices, id: \\.self) { i in
                        Button(titles[i]) { selected = i }
                    }
                }
            }
            """),
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
                    }
                }
            }
            """),
            RuleExample("""
            // Positions of data that cannot change while shown: an enum's cases, a `let` array literal, a
            // `static let`, an input every parent passes a literal for.
            struct Legend: View {
                static let steps = ["Mix", "Bake", "Serve"]
                let sizes = ["Small", "Medium", "Large"]
                let labels: [String]
                var body: some View {
                    ForEach(Array(Weekday.allCases.enumerated()), id: \\.offset) { _, day in Text(day.name) }
                    ForEach(sizes.indices, id: \\.self) { Text(sizes[$0]) }
                    ForEach(Self.steps.indices, id: \\.self) { Text(Self.steps[$0]) }
                    ForEach(labels.indices, id: \\.self) { Text(labels[$0]) }
                }
            }
            struct Chart: View {
                var body: some View {
                    Legend(labels: ["Low", "High"])
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
                    // A count of columns, not the positions of a collection's elements.
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
        // A menu's, an alert's or swipe actions' content exists only while it is open.
        if ViewBuilderContext.isInTransientContent(node, in: file) { return }
        guard let key = forEach.idKeyPath else {
            // No `id:`: an element type whose `id` is a position it was given (`Numbered(position: $0.offset)`).
            if let (type, field) = Self.positionIdentifiedElements(forEach.data, in: file),
               let evidence = Self.evidence(data: forEach.data, rows: nil, forEach: node, in: file) {
                report.report(range: tree.range(from: forEach.call.callee, throughClosingParenAfter: forEach.data),
                              "`\(forEach.name)` identifies rows by `\(type).id`, which is `\(field)`, an `enumerated()` offset: when elements are inserted, removed or moved, rows take over each other's identity and state, and the wrong rows animate",
                              evidence: evidence,
                              help: "give `\(type)` the element's own id (`var id: Element.ID { element.id }`), not its position")
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
        // `\.offset`, `\.0`, `\.0.self`: the position of a pair.
        let positionKey = key.components.last == "self" ? Array(key.components.dropLast()) : key.components
        switch shape {
        case .indices(let base) where key.isSelf:
            positions = "the indices of `\(base)`"
            fixBase = base
        case .collectionRange(let base) where key.isSelf:
            positions = "a range of positions in `\(base)`"
            fixBase = data == forEach.data ? base : nil
        case .enumerated where ["offset"] == positionKey || ["0"] == positionKey:
            positions = "`enumerated()` offsets"
        case .zippedIndices where ["0"] == positionKey:
            positions = "the indices zipped with the elements"
        case .indexed where ["index"] == positionKey || ["0"] == positionKey:
            positions = "`indexed()` indices"
        default:
            return
        }
        // Safety: rows that never read an element (`path.addLine(to: spoke(i))`, reading only `data.count`)
        // show their positions, so a position is what identifies them.
        if let content = forEach.content, let base = fixBase ?? { if case .collectionRange(let b) = shape { return b }; return nil }(),
           !Self.readsElements(of: base, in: content, tree) { return }
        let rows = forEach.content.map { tree.children($0).filter(BranchArms.isViewExpressionOrBlock(tree)) } ?? []
        guard let evidence = Self.evidence(data: data, rows: rows, forEach: node, in: file) else { return }
        report.report(range: tree.range(from: forEach.call.callee, throughClosingParenAfter: key.node),
                      "`\(forEach.name)` is keyed by \(positions): when elements are inserted, removed or moved, each row takes over the identity and state of the row that was at its position, and the wrong rows animate",
                      evidence: evidence,
                      help: "key rows by a stable id of the element: `ForEach(items) { item in … }` with `Identifiable` elements, or `ForEach($items) { $item in … }`",
                      fix: fixBase.flatMap { ElementRowsFix.make(forEach, base: $0, in: file) })
    }

    /// Whether a row closure reads the collection other than for its size: a mention of the path that
    /// holds it (`data`, `model.points`, or `model` alone, handed on) that is not `.count`, `.isEmpty` or
    /// `.indices` of the collection, or the row's position handed to a view of the project (which may look
    /// the element up itself).
    static func readsElements(of base: String, in content: NodeID, _ tree: SyntaxTree) -> Bool {
        var path = base.split(separator: ".").map(String.init)
        if path.first == "self" { path.removeFirst() }
        guard var root = path.first else { return true }
        if root.hasPrefix("$") { root.removeFirst() }
        let parameters = tree.child(content, .closureSignature).map { tree.closureParameterNames($0) } ?? []
        var reads = false
        var steps = 0
        tree.walk(from: content) { n in
            steps += 1
            guard !reads else { return false }
            guard steps < 20_000 else { reads = true; return false }
            // `ItemRow(index: i)`: a view of the project given the position.
            if let call = CallExpr.at(n, in: tree), let name = call.name(in: tree), name.startsWithUppercase, !call.isMemberCall(in: tree),
               !ViewConstruction.frameworkTypes.contains(name),
               call.arguments.contains(where: { $0.value.map { tree.identifierName(tree.unwrapped($0)).map(parameters.contains) ?? false } ?? false }) {
                reads = true
                return false
            }
            // `$pets[index]`: a binding to an element reads it too.
            let named = tree.name(n) == root || tree.name(n) == "$" + root
            let isRoot = named && (tree.kind(n) == .identifierExpr
                || tree.kind(n) == .memberAccessExpr && tree.children(n).first.map { tree.isSelfExpression($0) } == true)
            guard isRoot else { return true }
            // Up the member path the collection is spelled with, then its size.
            var current = n
            for component in path.dropFirst() {
                guard let parent = tree.parent(current), tree.kind(parent) == .memberAccessExpr, tree.children(parent).first == current,
                      tree.name(parent) == component else { reads = true; return false }
                current = parent
            }
            guard let parent = tree.parent(current), tree.kind(parent) == .memberAccessExpr, tree.children(parent).first == current,
                  let member = tree.name(parent), ["count", "isEmpty", "indices"].contains(member) else { reads = true; return false }
            return false
        }
        return reads
    }

    /// Nil when the data is constant while the view is shown (safety); otherwise what the code shows:
    /// where rows are moved (harm), whether the rows hold state (harm), and why the data can change.
    static func evidence(data: NodeID, rows: [NodeID]?, forEach node: NodeID, in file: FileContext) -> [Evidence]? {
        guard let base = FileContext.collectionBase(data, in: file.tree) else { return nil }
        let stability = file.stability(of: base)
        guard !stability.isFixed, !file.positionsAreFixed(base) else { return nil }
        var evidence = file.rowsMoveEvidence(data: data, forEach: node)
        if let rows {
            var state = BranchSplit.state(of: rows, rootName: nil, isCall: true, in: file)
            // Rows built by a helper of the view (`makeRow(item)`): what its body builds, in this file.
            if case .none = state, let helper = rows.lazy.compactMap({ Self.helperCall(ModifierChain($0, in: file.tree).root, file.tree) }).first,
               let views = Self.helperViews(helper, near: node, in: file) {
                state = BranchSplit.state(of: views, rootName: nil, isCall: true, in: file)
            }
            if case .holds(let held) = state { evidence.append(held) }
        }
        return Stability.ordered(evidence + stability.withoutUserEdits)
    }
}
