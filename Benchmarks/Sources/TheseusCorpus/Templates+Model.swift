/// Models (`struct … : Identifiable`) and view models (`ObservableObject` with `@Published`).
extension Generator {
    typealias Filler = (inout FileEmitter) -> Void

    /// Adds fillers until `e` has grown by `budget` lines: each of `once` at most once (in a random
    /// order), then `repeated` with a counter.
    func fill(_ e: inout FileEmitter, budget: Int, once: [Filler], commentDepth: Int = 1,
              repeated: ((inout FileEmitter, Int) -> Void)? = nil) {
        let start = e.count
        var pending = once
        var counter = 1
        while e.count - start < budget {
            if rng.chance(0.12) {
                e.blank()
                e.add(commentDepth, rng.pick(Vocabulary.comments))
            }
            if !pending.isEmpty {
                let filler = pending.remove(at: Int(rng.next() % UInt64(pending.count)))
                filler(&e)
            } else if let repeated {
                repeated(&e, counter)
                counter += 1
            } else {
                break
            }
        }
    }

    /// The `id` of an `Identifiable` struct: clean, or (seeded) computed afresh on every access. `listed`:
    /// a view's `ForEach` identifies the values by this `id` (the finding's evidence); a fresh `id` on a
    /// type that no view lists is reported all the same (a type's `id` is there to be read).
    func idDeclaration(_ e: inout FileEmitter, depth: Int, style: Int, listed: Bool) {
        writeIDDeclaration(&e, depth: depth, style: style, seeded: decide(SeededRules.unstableIdentifiableID), listed: listed)
    }

    /// The `id` declaration in a given style, or (`seeded`) one computed afresh on every access.
    func writeIDDeclaration(_ e: inout FileEmitter, depth: Int, style: Int, seeded: Bool, listed: Bool) {
        if seeded {
            let line: String
            switch rng.int(0 ... 3) {
            case 0: line = "var id: UUID { UUID() }"
            case 1: line = "var id: String { UUID().uuidString }"
            case 2: line = "var id: Date { Date() }"
            default: line = "var id: Int { get { Int.random(in: 0...1_000_000) } }"
            }
            e.bug(SeededRules.unstableIdentifiableID, depth, line)
            return
        }
        switch style {
        case 0: e.add(depth, "let id: UUID")
        case 1: e.add(depth, "var id = UUID()")
        default: e.add(depth, "let id: String")
        }
    }

    func sampleValue(_ f: Feature, index: Int) -> String {
        let title = f.noun.samples[index % f.noun.samples.count]
        let tags = rng.sample(Vocabulary.tags, count: rng.int(0 ... 3)).map { "\"\($0)\"" }.joined(separator: ", ")
        let category = f.noun.categories[index % f.noun.categories.count]
        let idArgument: String
        switch f.idStyle {
        case 0: idArgument = "id: UUID(), "
        case 2: idArgument = "id: \"\(f.variable)-\(index + 1)\", "
        default: idArgument = ""
        }
        return "\(f.type)(\(idArgument)\(f.title): \"\(title)\", summary: \"\(rng.pick(Vocabulary.summaries))\", rating: \(rng.int(0 ... 5)), "
            + "\(f.amount): \(rng.int(1 ... 120)), createdAt: .now, isFavorite: \(rng.chance(0.3)), isArchived: false, "
            + "isPinned: \(rng.chance(0.2)), tags: [\(tags)], labels: [], notes: [], category: .\(category)),"
    }

    func writeModel(_ f: Feature, app: AppPlan, target: Int) {
        var e = FileEmitter()
        // The note type's `id`, decided first: `addNote` builds notes and passes an id when one is required.
        let noteIDStyle = rng.int(0 ... 1)
        // Notes keep a stored id: whether a view lists them by `id` (the evidence for a fresh one) depends
        // on the sites the views pick, which are written later.
        let noteIDSeeded = false
        if noteIDStyle == 0 && !noteIDSeeded { notesWithStoredID.insert(f.type) }
        e.add(0, "import Foundation")
        e.blank()
        e.add(0, "/// A \(f.words) as \(app.name) stores it and shows it in lists.")
        e.add(0, "///")
        e.add(0, "/// Values are plain data: edits go through `\(f.store)`, which publishes a new array.")
        e.add(0, "struct \(f.type): Identifiable, Hashable, Codable {")
        idDeclaration(&e, depth: 1, style: f.idStyle, listed: true)
        e.add(1, "var \(f.title): String")
        e.add(1, "var summary: String")
        e.add(1, "var rating: Int")
        e.add(1, "var \(f.amount): Double")
        e.add(1, "var createdAt: Date")
        e.add(1, "var isFavorite: Bool")
        e.add(1, "var isArchived: Bool")
        e.add(1, "var isPinned: Bool")
        e.add(1, "var tags: [String]")
        e.add(1, "var labels: Set<String>")
        e.add(1, "var notes: [\(f.note)]")
        e.add(1, "var category: \(f.category)")
        e.blank()
        e.add(1, "/// Whether the \(f.words) matches a search query (\(f.title), summary and tags, ignoring case).")
        e.add(1, "func matches(_ query: String) -> Bool {")
        e.add(2, "guard !query.isEmpty else { return true }")
        e.add(2, "return \(f.title).localizedCaseInsensitiveContains(query)")
        e.add(3, "|| summary.localizedCaseInsensitiveContains(query)")
        e.add(3, "|| tags.contains { $0.localizedCaseInsensitiveContains(query) }")
        e.add(1, "}")
        e.blank()
        e.add(1, "/// The notes, newest first.")
        e.add(1, "var recentNotes: [\(f.note)] {")
        e.add(2, "notes.sorted { $0.createdAt > $1.createdAt }")
        e.add(1, "}")
        e.blank()
        e.add(1, "/// Adds a note at the top: the newest note comes first.")
        e.add(1, "mutating func addNote(_ text: String) {")
        e.add(2, "notes.insert(\(f.note)(\(noteIDStyle == 0 && !noteIDSeeded ? "id: UUID(), " : "")text: text, createdAt: .now), at: 0)")
        e.add(1, "}")
        e.blank()
        e.add(1, "mutating func removeNote(_ note: \(f.note)) {")
        e.add(2, "notes.removeAll { $0.id == note.id }")
        e.add(1, "}")
        // Members, then file-level types, until the target.
        let trailer = 40 + f.noun.categories.count * 2
        let memberBudget = fillerBudget(target: target, used: e.count, trailer: trailer) / 2
        fill(&e, budget: memberBudget, once: modelMemberFillers(f))
        e.add(0, "}")
        e.blank()
        e.add(0, "/// A dated note attached to a \(f.words).")
        e.add(0, "struct \(f.note): Identifiable, Hashable, Codable {")
        writeIDDeclaration(&e, depth: 1, style: noteIDStyle, seeded: false, listed: false)
        e.add(1, "var text: String")
        e.add(1, "var createdAt: Date")
        e.add(0, "}")
        e.blank()
        e.add(0, "enum \(f.category): String, CaseIterable, Identifiable, Codable {")
        e.add(1, "case " + f.noun.categories.joined(separator: ", "))
        e.blank()
        e.add(1, "var id: String { rawValue }")
        e.blank()
        e.add(1, "var title: String { rawValue.capitalized }")
        e.blank()
        e.add(1, "var systemImage: String {")
        e.add(2, "switch self {")
        let symbols = ["star", "sun.max", "moon", "bolt", "heart", "flag", "tag", "clock"]
        for (i, category) in f.noun.categories.enumerated() {
            e.add(2, "case .\(category): return \"\(symbols[(i + f.type.count) % symbols.count])\"")
        }
        e.add(2, "}")
        e.add(1, "}")
        e.add(0, "}")
        e.blank()
        e.add(0, "enum \(f.sortOrder): String, CaseIterable, Identifiable {")
        e.add(1, "case \(f.title), createdAt, rating")
        e.blank()
        e.add(1, "var id: Self { self }")
        e.blank()
        e.add(1, "var areInIncreasingOrder: (\(f.type), \(f.type)) -> Bool {")
        e.add(2, "switch self {")
        e.add(2, "case .\(f.title): return { $0.\(f.title).localizedCompare($1.\(f.title)) == .orderedAscending }")
        e.add(2, "case .createdAt: return { $0.createdAt > $1.createdAt }")
        e.add(2, "case .rating: return { $0.rating > $1.rating }")
        e.add(2, "}")
        e.add(1, "}")
        e.add(0, "}")
        e.blank()
        e.add(0, "extension \(f.type) {")
        e.add(1, "static let samples: [\(f.type)] = [")
        for i in 0 ..< rng.int(2 ... 4) { e.add(2, sampleValue(f, index: i)) }
        e.add(1, "]")
        e.add(0, "}")
        let rest = fillerBudget(target: target, used: e.count, trailer: 0)
        fill(&e, budget: rest, once: [], commentDepth: 0, repeated: { e, n in self.modelSubtype(&e, f, n) })
        finish("\(app.name)/Models/\(f.type).swift", e)
    }

    func modelMemberFillers(_ f: Feature) -> [Filler] {
        let title = f.title.prefix(1).uppercased() + f.title.dropFirst()
        let amount = f.amount.prefix(1).uppercased() + f.amount.dropFirst()
        return [
            { e in
                e.blank()
                e.add(1, "/// The \(f.title) shown in lists, or a placeholder while it is empty.")
                e.add(1, "var display\(title): String {")
                e.add(2, "\(f.title).isEmpty ? \"Untitled\" : \(f.title)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "var formatted\(amount): String {")
                e.add(2, "String(format: \"%.1f %@\", \(f.amount), \"\(f.noun.unit)\")")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "mutating func toggleFavorite() {")
                e.add(2, "isFavorite.toggle()")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "/// Adds a tag once, trimmed and lowercased.")
                e.add(1, "mutating func addTag(_ tag: String) {")
                e.add(2, "let cleaned = tag.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()")
                e.add(2, "guard !cleaned.isEmpty, !tags.contains(cleaned) else { return }")
                e.add(2, "tags.append(cleaned)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "/// Days since the \(f.words) was created, never negative.")
                e.add(1, "var ageInDays: Int {")
                e.add(2, "max(0, Calendar.current.dateComponents([.day], from: createdAt, to: .now).day ?? 0)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "var ratingDescription: String {")
                e.add(2, "switch rating {")
                e.add(2, "case ..<1: return \"Not rated\"")
                e.add(2, "case 1 ... 2: return \"Fair\"")
                e.add(2, "case 3 ... 4: return \"Good\"")
                e.add(2, "default: return \"Excellent\"")
                e.add(2, "}")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "/* Notes older than a year are kept but hidden from the summary;")
                e.add(1, "   the server prunes them after two. */")
                e.add(1, "var visibleNotes: [\(f.note)] {")
                e.add(2, "let cutoff = Calendar.current.date(byAdding: .year, value: -1, to: .now) ?? .distantPast")
                e.add(2, "return notes.filter { $0.createdAt >= cutoff }")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "func with\(title)(_ new\(title): String) -> \(f.type) {")
                e.add(2, "var copy = self")
                e.add(2, "copy.\(f.title) = new\(title)")
                e.add(2, "return copy")
                e.add(1, "}")
            },
        ]
    }

    /// A small `Identifiable` value type that belongs to the model (an attachment, a revision …).
    func modelSubtype(_ e: inout FileEmitter, _ f: Feature, _ n: Int) {
        let kinds = ["Attachment", "Revision", "Comment", "Link", "Location", "Share", "Checklist", "Rating", "Milestone", "Tag"]
        let kind = kinds[(n - 1) % kinds.count] + (n > kinds.count ? String((n - 1) / kinds.count + 1) : "")
        e.blank()
        e.add(0, "/// A\(kind.first.map { "AEIOU".contains($0) } == true ? "n" : "") \(Vocabulary.words(kind)) of a \(f.words).")
        e.add(0, "struct \(f.type)\(kind): Identifiable, Hashable, Codable {")
        idDeclaration(&e, depth: 1, style: rng.int(0 ... 2), listed: false)
        let fields = rng.sample(["var title: String", "var url: URL?", "var createdAt: Date", "var byteCount: Int",
                                 "var isShared: Bool", "var author: String", "var position: Int", "var note: String?"], count: rng.int(2 ... 5))
        for field in fields { e.add(1, field) }
        if rng.chance(0.6) {
            e.blank()
            e.add(1, "var isEmpty: Bool {")
            e.add(2, fields.contains("var title: String") ? "title.trimmingCharacters(in: .whitespaces).isEmpty" : "false")
            e.add(1, "}")
        }
        e.add(0, "}")
        if rng.chance(0.5) {
            e.blank()
            e.add(0, "extension \(f.type)\(kind) {")
            e.add(1, "// Sorting used by the detail screen and the export.")
            e.add(1, "static func sorted(_ values: [\(f.type)\(kind)]) -> [\(f.type)\(kind)] {")
            e.add(2, "values.sorted { lhs, rhs in")
            e.add(3, "String(describing: lhs.id) < String(describing: rhs.id)")
            e.add(2, "}")
            e.add(1, "}")
            e.add(0, "}")
        }
    }

    // MARK: - View models

    func writeStore(_ f: Feature, app: AppPlan, target: Int) {
        var e = FileEmitter()
        e.add(0, "import Foundation")
        e.add(0, "import Combine")
        e.blank()
        e.add(0, "/// Loads, filters and saves \(f.pluralWords).")
        e.add(0, "///")
        e.add(0, f.storeInEnvironment ? "/// The app creates one and injects it with `.environmentObject`."
                                      : "/// `\(f.listView)` owns it with `@StateObject` and passes it to the screens it shows.")
        e.add(0, "@MainActor")
        e.add(0, "final class \(f.store): ObservableObject {")
        // The filtered and sorted lists are stored and recomputed when their inputs change, so views
        // read them without walking the collection on every update.
        e.add(1, "@Published var \(f.plural): [\(f.type)] = [] { didSet { refresh() } }")
        e.add(1, "@Published var query = \"\" { didSet { refresh() } }")
        e.add(1, "@Published var sortOrder: \(f.sortOrder) = .\(f.title) { didSet { refresh() } }")
        e.add(1, "@Published private(set) var isLoading = false")
        e.add(1, "@Published var errorMessage: String?")
        e.blank()
        e.add(1, "/// The \(f.pluralWords) that match the query, in the chosen order (archived ones left out).")
        e.add(1, "@Published private(set) var visible\(f.pluralCapitalized): [\(f.type)] = []")
        e.add(1, "@Published private(set) var pinned\(f.pluralCapitalized): [\(f.type)] = []")
        e.blank()
        e.add(1, "private func refresh() {")
        e.add(2, "visible\(f.pluralCapitalized) = \(f.plural)")
        e.add(3, ".filter { !$0.isArchived && $0.matches(query) }")
        e.add(3, ".sorted(by: sortOrder.areInIncreasingOrder)")
        e.add(2, "pinned\(f.pluralCapitalized) = \(f.plural).filter(\\.isPinned)")
        e.add(1, "}")
        e.blank()
        e.add(1, "func load() async {")
        e.add(2, "isLoading = true")
        e.add(2, "defer { isLoading = false }")
        e.add(2, "do {")
        e.add(3, "try await Task.sleep(nanoseconds: 150_000_000)")
        e.add(3, "\(f.plural) = \(f.type).samples")
        e.add(2, "} catch {")
        e.add(3, "errorMessage = error.localizedDescription")
        e.add(2, "}")
        e.add(1, "}")
        e.blank()
        e.add(1, "func add(_ \(f.variable): \(f.type)) {")
        e.add(2, "\(f.plural).append(\(f.variable))")
        e.add(1, "}")
        e.blank()
        e.add(1, "func update(_ \(f.variable): \(f.type)) {")
        e.add(2, "guard let index = \(f.plural).firstIndex(where: { $0.id == \(f.variable).id }) else { return }")
        e.add(2, "\(f.plural)[index] = \(f.variable)")
        e.add(1, "}")
        e.blank()
        e.add(1, "func delete(at offsets: IndexSet) {")
        e.add(2, "\(f.plural).remove(atOffsets: offsets)")
        e.add(1, "}")
        e.blank()
        e.add(1, "func archive(_ \(f.variable): \(f.type)) {")
        e.add(2, "guard let index = \(f.plural).firstIndex(where: { $0.id == \(f.variable).id }) else { return }")
        e.add(2, "\(f.plural)[index].isArchived = true")
        e.add(2, "\(f.plural)[index].isPinned = false")
        e.add(1, "}")
        fill(&e, budget: fillerBudget(target: target, used: e.count, trailer: 1), once: storeFillers(f), repeated: { e, n in
            e.blank()
            e.add(1, "/// Batch operation \(n): applies `change` to every \(f.words) that passes `isIncluded`.")
            e.add(1, "func applyBatch\(n)(where isIncluded: (\(f.type)) -> Bool, _ change: (inout \(f.type)) -> Void) {")
            e.add(2, "for index in \(f.plural).indices where isIncluded(\(f.plural)[index]) {")
            e.add(3, "change(&\(f.plural)[index])")
            e.add(2, "}")
            e.add(2, "objectWillChange.send()")
            e.add(1, "}")
        })
        e.add(0, "}")
        finish("\(app.name)/ViewModels/\(f.store).swift", e)
    }

    func storeFillers(_ f: Feature) -> [Filler] {
        [
            { e in
                e.blank()
                e.add(1, "var favorite\(f.pluralCapitalized): [\(f.type)] {")
                e.add(2, "\(f.plural).filter(\\.isFavorite)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "func toggleFavorite(_ \(f.variable): \(f.type)) {")
                e.add(2, "guard let index = \(f.plural).firstIndex(where: { $0.id == \(f.variable).id }) else { return }")
                e.add(2, "\(f.plural)[index].isFavorite.toggle()")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "/// \(f.display) grouped by category, each group in the chosen order.")
                e.add(1, "var grouped: [\(f.category): [\(f.type)]] {")
                e.add(2, "Dictionary(grouping: visible\(f.pluralCapitalized), by: \\.category)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "private var cancellables = Set<AnyCancellable>()")
                e.add(1, "@Published private(set) var recentSearches: [String] = []")
                e.blank()
                e.add(1, "func observeQuery() {")
                e.add(2, "$query")
                e.add(3, ".removeDuplicates()")
                e.add(3, ".debounce(for: .milliseconds(300), scheduler: RunLoop.main)")
                e.add(3, ".sink { [weak self] value in")
                e.add(4, "guard let self, !value.isEmpty else { return }")
                e.add(4, "self.recentSearches = Array(([value] + self.recentSearches).prefix(10))")
                e.add(3, "}")
                e.add(3, ".store(in: &cancellables)")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "struct Statistics {")
                e.add(2, "var count: Int")
                e.add(2, "var favorites: Int")
                e.add(2, "var total\(f.amount.prefix(1).uppercased() + f.amount.dropFirst()): Double")
                e.add(2, "var averageRating: Double")
                e.add(1, "}")
                e.blank()
                e.add(1, "var statistics: Statistics {")
                e.add(2, "let count = \(f.plural).count")
                e.add(2, "let ratings = \(f.plural).map(\\.rating).reduce(0, +)")
                e.add(2, "return Statistics(")
                e.add(3, "count: count,")
                e.add(3, "favorites: \(f.plural).filter(\\.isFavorite).count,")
                e.add(3, "total\(f.amount.prefix(1).uppercased() + f.amount.dropFirst()): \(f.plural).reduce(0) { $0 + $1.\(f.amount) },")
                e.add(3, "averageRating: count == 0 ? 0 : Double(ratings) / Double(count)")
                e.add(2, ")")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "private var fileURL: URL {")
                e.add(2, "FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]")
                e.add(3, ".appendingPathComponent(\"\(f.plural).json\")")
                e.add(1, "}")
                e.blank()
                e.add(1, "func save() throws {")
                e.add(2, "let encoder = JSONEncoder()")
                e.add(2, "encoder.outputFormatting = [.prettyPrinted, .sortedKeys]")
                e.add(2, "encoder.dateEncodingStrategy = .iso8601")
                e.add(2, "let data = try encoder.encode(\(f.plural))")
                e.add(2, "try data.write(to: fileURL, options: .atomic)")
                e.add(1, "}")
                e.blank()
                e.add(1, "func restore() {")
                e.add(2, "guard let data = try? Data(contentsOf: fileURL) else { return }")
                e.add(2, "let decoder = JSONDecoder()")
                e.add(2, "decoder.dateDecodingStrategy = .iso8601")
                e.add(2, "if let decoded = try? decoder.decode([\(f.type)].self, from: data) {")
                e.add(3, "\(f.plural) = decoded")
                e.add(2, "}")
                e.add(1, "}")
            },
            { e in
                e.blank()
                e.add(1, "func move(from source: IndexSet, to destination: Int) {")
                e.add(2, "\(f.plural).move(fromOffsets: source, toOffset: destination)")
                e.add(1, "}")
            },
        ]
    }
}
