import TheseusSyntax

/// `ForEach(treats, id: \.name)`: an `id:` key path whose values can repeat.
public struct NonUniqueIDKeyPathRule: Rule {
    public static let defaultNames = ["name", "title", "label", "text", "description", "displayName", "caption", "subtitle", "nickname",
                                      "firstName", "lastName", "fullName"]

    public static let description = RuleDescription(
        id: "non_unique_id_key_path",
        name: "Non-unique id key path",
        kind: .identity,
        severity: .warning,
        precision: .low,
        summary: "`id:` key paths that are not unique: `\\.hashValue`, names and titles, `\\.self` over repeated values or over values that have an `id`, a key other than `id` of an `Identifiable` element",
        rationale: """
        The `id:` of `ForEach` and `List` must be unique among the elements (WWDC21 "Demystify SwiftUI": \
        identifiers must be stable and unique; the talk's `ForEach(treats, id: \\.name)` is the example of an \
        id that is not). When two elements share an id, SwiftUI cannot tell their rows apart: one row's \
        state shows up in the other, rows are skipped or duplicated, and the console warns "the ID occurs \
        multiple times". Names and titles repeat, hash values collide and change with the contents, and \
        `\\.self` over values that repeat gives duplicate ids; `\\.self` over a value whose hashed fields are \
        `var`s gives its row a new identity whenever one is edited, and `\\.self` over a value that has an \
        `id` of its own gives its row a new identity whenever the value comes back (the next fetch) with any \
        other field changed. An `Identifiable` element already has a unique `id`, which another key path \
        throws away.

        The rule reports these keys unless the elements are unique by construction (the keys of a \
        dictionary, a `Set`, an enum's cases, `Dictionary(grouping:)`, an array literal — in place, or the \
        value a property or an initializer gives a stored `let` — whose every element has its own literal \
        for the key) or the data is constant while the view is shown. Strings and numbers keyed by themselves are reported where this file's code appends them \
        one by one without asking whether the value is there already (`tags.append(draft)`); elsewhere only \
        with `primitive_values`. The finding is `high` when the code shows the harm: the rows hold state, \
        values are appended at a named line, or the rows edit the elements whose hash is their identity.
        """,
        fix: """
        Key by a unique, stable identifier: make the element `Identifiable` and drop `id:`, or use `id: \\.id`.
        """,
        options: [
            RuleOptionDescription(name: "names", type: "list of strings", defaultValue: "[" + defaultNames.joined(separator: ", ") + "]",
                                  summary: "Property names that are likely to repeat between elements"),
            RuleOptionDescription(name: "primitive_values", type: "boolean", defaultValue: "false",
                                  summary: "Report `id: \\.self` over strings or numbers from data that can change, which nothing keeps unique (off by default: judged true 0 times in 19 on held-out apps, where such lists were unique in practice)"),
            RuleOptionDescription(name: "plain_values", type: "boolean", defaultValue: "false",
                                  summary: "Report `id: \\.self` over a struct of `let` fields with no identifier among them: two equal values share one identity (off by default: judged true 0 times in 11 on held-out apps, where the fields together were unique in practice)"),
        ],
        triggering: [
            RuleExample("""
            // Elements of a type out of sight, keyed by their name: two scenes of different sequences can
            // share one.
            struct SceneMenu: View {
                @ObservedObject var project: ProjectStore
                var body: some View {
                    let scenes = project.sequences.flatMap { $0.scenes }
                    ForEach(scenes, id: ↓\\.name) { scene in Text(scene.name) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The `id` of an `Identifiable` value is its name: two add-ons with one name share one identity.
            struct AddOn: Identifiable {
                let name: String
                let price: Double
                var id: String { ↓name }
            }
            struct AddOns: View {
                let addOns: [AddOn]
                var body: some View {
                    List(addOns) { Text($0.name) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // With `primitive_values`: strings from data, keyed by themselves; nothing keeps two equal tags apart.
            struct TagList: View {
                let tags: [String]
                var body: some View {
                    ForEach(tags, id: ↓\\.self) { Text($0) }
                }
            }
            """, configuration: "primitive_values: true", confidence: .medium),
            RuleExample("""
            // Plain values keyed by themselves, added by the user: two equal scores share one identity.
            struct Score: Hashable { let player: String; let points: Int }
            struct Scores: View {
                @State private var scores: [Score] = []
                var body: some View {
                    List { ForEach(scores, id: ↓\\.self) { Text($0.player) } }
                    Button("Add") { scores.append(Score(player: "Ann", points: 1)) }
                }
            }
            """, configuration: "plain_values: true"),
            RuleExample("""
            // The element type through a custom property wrapper's `wrappedValue` (a key path into `Prefs`).
            @propertyWrapper struct Pref<Value> {
                var wrappedValue: Value
                init(_ key: KeyPath<Prefs, Value>) { wrappedValue = Prefs.shared[keyPath: key] }
            }
            struct Prefs { static let shared = Prefs(); var recent: [Recent] = [] }
            struct Recent: Identifiable { let id: UUID; var title: String }
            struct Recents: View {
                @Pref(\\.recent) var recent
                var body: some View { List { ForEach(recent, id: ↓\\.title) { Text($0.title) } } }
            }
            """, fixed: """
            // The element type through a custom property wrapper's `wrappedValue` (a key path into `Prefs`).
            @propertyWrapper struct Pref<Value> {
                var wrappedValue: Value
                init(_ key: KeyPath<Prefs, Value>) { wrappedValue = Prefs.shared[keyPath: key] }
            }
            struct Prefs { static let shared = Prefs(); var recent: [Recent] = [] }
            struct Recent: Identifiable { let id: UUID; var title: String }
            struct Recents: View {
                @Pref(\\.recent) var recent
                var body: some View { List { ForEach(recent) { Text($0.title) } } }
            }
            """),
            RuleExample("""
            // The element type through an enum case's associated value.
            struct Word: Identifiable { let id: UUID; var name: String }
            enum LoadState { case loading, loaded([Word], Date) }
            struct Words: View {
                @State private var state: LoadState = .loading
                var body: some View {
                    switch state {
                    case .loading: ProgressView()
                    case .loaded(let words, _): List { ForEach(words, id: ↓\\.name) { Text($0.name) } }
                    }
                }
            }
            """, fixed: """
            // The element type through an enum case's associated value.
            struct Word: Identifiable { let id: UUID; var name: String }
            enum LoadState { case loading, loaded([Word], Date) }
            struct Words: View {
                @State private var state: LoadState = .loading
                var body: some View {
                    switch state {
                    case .loading: ProgressView()
                    case .loaded(let words, _): List { ForEach(words) { Text($0.name) } }
                    }
                }
            }
            """),
            RuleExample("""
            struct Todo: Identifiable, Hashable {
                let id: UUID
                var title: String
                var isDone: Bool
            }
            struct Checklist: View {
                @State private var todos: [Todo] = []
                var body: some View {
                    List {
                        // Pairs keyed by the whole element, whose rows edit it in place.
                        ForEach(Array(zip(todos.indices, todos)), id: ↓\\.1) { index, todo in
                            Toggle(todo.title, isOn: $todos[index].isDone)
                        }
                        ForEach(Array(todos.enumerated()), id: ↓\\.element) { index, todo in
                            TextField("Title", text: $todos[index].title)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TreatJar: View {
                var treats: [Treat]
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                            ForEach(treats, id: ↓\\.name) { treat in TreatCell(treat) }
                        }
                    }
                }
            }
            struct Treat {
                var name: String
                var emoji: String
                var expiryDate: Date
                var serialNumber: Int
            }
            """),
            RuleExample("""
            struct Tags: View {
                @Binding var tags: [Tag]
                var body: some View {
                    List($tags, id: ↓\\.hashValue) { $tag in TextField("Tag", text: $tag.name) }
                }
            }
            struct Tag: Hashable {
                var name: String
                var color: String
            }
            """),
            RuleExample("""
            struct Letters: View {
                var body: some View {
                    ForEach(["a", "b", "a"], id: ↓\\.self) { Text($0) }
                    ForEach(Calendar.current.veryShortWeekdaySymbols, id: ↓\\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                let id: UUID
                var name: String
            }
            struct PetList: View {
                let pets: [Pet]
                var contacts: [Contact]
                var body: some View {
                    ForEach(pets, id: ↓\\.name) { pet in PetRow(pet) }
                    ForEach(contacts.map(\\.name), id: ↓\\.self) { Text($0) }
                }
            }
            """, fixed: """
            struct Pet: Identifiable {
                let id: UUID
                var name: String
            }
            struct PetList: View {
                let pets: [Pet]
                var contacts: [Contact]
                var body: some View {
                    ForEach(pets) { pet in PetRow(pet) }
                    ForEach(contacts.map(\\.name), id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            struct Titles: View {
                let books: [Book]
                var body: some View {
                    ForEach(books, id: ↓\\.isbn) { Text($0.isbn) }
                }
            }
            struct Book: Identifiable {
                let id: UUID
                let isbn: String
            }
            """, configuration: "names: [isbn]", fixed: """
            struct Titles: View {
                let books: [Book]
                var body: some View {
                    ForEach(books) { Text($0.isbn) }
                }
            }
            struct Book: Identifiable {
                let id: UUID
                let isbn: String
            }
            """),
            RuleExample("""
            struct Board: View {
                @ObservedObject var store: TodoStore
                var body: some View {
                    List($store.todos, id: ↓\\.self) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
                    // Pairs keyed by the whole element: editing a `var` field elsewhere changes the hash.
                    ForEach(Array(store.todos.enumerated()), id: ↓\\.element) { pair in TodoRow(todo: pair.element) }
                }
            }
            """, otherFiles: [("Models/Todo.swift", """
            struct Todo: Identifiable, Hashable {
                let id: UUID
                var title: String
                var isDone: Bool
            }
            final class TodoStore: ObservableObject {
                @Published var todos: [Todo] = []
                func toggle(_ todo: Todo) { if let i = todos.firstIndex(of: todo) { todos[i].isDone.toggle() } }
            }
            """)], fixed: """
            struct Board: View {
                @ObservedObject var store: TodoStore
                var body: some View {
                    List($store.todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
                    // Pairs keyed by the whole element: editing a `var` field elsewhere changes the hash.
                    ForEach(Array(store.todos.enumerated()), id: \\.element) { pair in TodoRow(todo: pair.element) }
                }
            }
            """),
            RuleExample("""
            // Titles repeat, whatever else the element has.
            struct Stats: View {
                let stats: [Stat]
                var body: some View {
                    ForEach(stats, id: ↓\\.title) { Text($0.title) }
                }
            }
            struct Stat {
                let title: String
                let analyticsID: String?
            }
            """, confidence: .medium),
            RuleExample("""
            // A synthesized hash over `var` fields: editing a field gives the row a new identity.
            struct Setting: Hashable {
                var label: String
                var isOn: Bool
            }
            struct SettingsList: View {
                @State private var settings: [Setting] = []
                var body: some View {
                    ForEach(settings, id: ↓\\.self) { setting in SettingRow(setting: setting) }
                        .task { settings = await Setting.saved() }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The model's array is made with `[User]()`: its element type is `User` all the same.
            struct User: Hashable {
                let uid: String
                var name: String
            }
            final class UsersModel: ObservableObject {
                @Published var users = [User]()
                func load() async { users = await Directory.users() }
            }
            struct Users: View {
                @StateObject private var model = UsersModel()
                var body: some View {
                    List(model.users, id: ↓\\.self) { user in Text(user.name) }
                        .task { await model.load() }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Tags the user types, appended as they come: the same tag twice is one identity.
            struct TagEditor: View {
                @State private var tags: [String] = []
                @State private var draft = ""
                var body: some View {
                    VStack {
                        ForEach(tags, id: ↓\\.self) { tag in Text(tag) }
                        TextField("Tag", text: $draft).onSubmit { tags.append(draft); draft = "" }
                    }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The initializer makes the entries from the players' names, which two players can share.
            struct Entry { let name: String; let score: Int }
            struct Ranking: View {
                let entries: [Entry]
                init(players: [Player]) {
                    entries = players.map { Entry(name: $0.name, score: $0.score) }
                }
                var body: some View {
                    ForEach(entries, id: ↓\\.name) { Text("\\($0.name): \\($0.score)") }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Fetched movies keyed by the hash of all their fields although each has an `id`: when the next
            // fetch brings a new rating, the card is a new view.
            struct Movie: Hashable, Codable { let id: Int; let title: String; let rating: Double }
            struct MovieShelf: View {
                let movies: [Movie]
                var body: some View {
                    ScrollView(.horizontal) { HStack { ForEach(movies, id: ↓\\.self) { Text($0.title) } } }
                }
            }
            struct Home: View {
                @StateObject private var model = HomeModel()
                var body: some View { MovieShelf(movies: model.popular).task { await model.load() } }
            }
            final class HomeModel: ObservableObject {
                @Published var popular: [Movie] = []
                func load() async { popular = await API.popular() }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // The element's own `id` is made from `fullName` alone: equal names would be equal ids, so the
            // key is as unique as the type's identity.
            final class Subreddit: Identifiable {
                var id: String { String(fullName.dropFirst(3)) }
                var fullName: String
                var title: String
                init(fullName: String, title: String) { self.fullName = fullName; self.title = title }
            }
            final class Subscriptions: ObservableObject {
                @Published var favorites: [Subreddit] = []
                func load(_ loaded: [Subreddit]) { favorites = loaded }
            }
            struct FavoritesView: View {
                @ObservedObject var subscriptions: Subscriptions
                var body: some View {
                    List { ForEach(subscriptions.favorites, id: \\.fullName) { Text($0.title) } }
                }
            }
            """),
            RuleExample("""
            // The value hashes only its `id`: `\\.self` is the same identity as `\\.id`.
            struct Movie: Hashable { let id: Int; let title: String
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
                static func == (a: Movie, b: Movie) -> Bool { a.id == b.id }
            }
            struct MovieShelf: View {
                let movies: [Movie]
                var body: some View { ForEach(movies, id: \\.self) { Text($0.title) } }
            }
            """),
            RuleExample("""
            // The initializer gives the stored `let` an array whose every element has its own literal name:
            // unique by construction, even though the values come from the input.
            struct Stat { let name: String; let value: Int }
            struct StatsView: View {
                let stats: [Stat]
                init(pokemon: Pokemon) {
                    stats = [
                        Stat(name: "Attack", value: pokemon.attack),
                        Stat(name: "Defense", value: pokemon.defense),
                        Stat(name: "Speed", value: pokemon.speed),
                    ]
                }
                var body: some View {
                    ForEach(stats, id: \\.name) { Text("\\($0.name): \\($0.value)") }
                }
            }
            """),
            RuleExample("""
            // The element's own `id` is its name: keying by `\\.name` is keying by the id.
            struct Tag: Identifiable, Hashable {
                let name: String
                var id: String { name }
            }
            struct TagCloud: View {
                @State private var tags: [Tag] = []
                var body: some View {
                    ForEach(tags, id: \\.name) { Text($0.name) }
                        .task { tags = await Tag.load() }
                }
            }
            """),
            RuleExample("""
            // Every insertion checks first: the names in the list are unique by construction.
            struct Garnish { var name: String }
            struct GarnishEditor: View {
                @State private var garnishes: [Garnish] = []
                @State private var draft = ""
                var body: some View {
                    ForEach(garnishes, id: \\.name) { Text($0.name) }
                    TextField("Garnish", text: $draft)
                    Button("Add") {
                        if !garnishes.contains(where: { $0.name == draft }) { garnishes.append(Garnish(name: draft)) }
                    }
                    Button("Clear") { garnishes = [] }
                }
            }
            """),
            RuleExample("""
            // SwiftData keeps these names unique: `#Unique` on the type, `@Attribute(.unique)` on the field.
            @Model final class Garnish {
                #Unique<Garnish>([\\.name])
                var name: String
                init(name: String) { self.name = name }
            }
            @Model final class Ingredient {
                @Attribute(.unique) var name: String
                init(name: String) { self.name = name }
            }
            struct Bar: View {
                @Query private var garnishes: [Garnish]
                @Query private var ingredients: [Ingredient]
                var body: some View {
                    ForEach(garnishes, id: \\.name) { Text($0.name) }
                    ForEach(ingredients, id: \\.name) { Text($0.name) }
                }
            }
            """),
            RuleExample("""
            // Every section is written with its own localization key for its title (the bodies follow
            // state, so the data itself is not fixed).
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            struct TermsSection { let title: String; let body: String }
            struct Terms: View {
                @State private var expanded = false
                private var sections: [TermsSection] {
                    [
                        TermsSection(title: "terms.section1.title".localized, body: expanded ? "terms.section1.body".localized : ""),
                        TermsSection(title: "terms.section2.title".localized, body: expanded ? "terms.section2.body".localized : ""),
                    ]
                }
                var body: some View {
                    ForEach(sections, id: \\.title) { Text($0.title) }
                    Toggle("More", isOn: $expanded)
                }
            }
            """),
            RuleExample("""
            // Each new tab is the next position: unique by construction.
            struct Tabs: View {
                @State private var tabs = [0]
                var body: some View {
                    ForEach(tabs, id: \\.self) { Text("Tab \\($0)") }
                    Button("Add") { tabs.append(tabs.count) }
                }
            }
            """),
            RuleExample("""
            // Appended only when not there already: unique by construction.
            struct TagEditor: View {
                @State private var tags: [String] = []
                @State private var draft = ""
                var body: some View {
                    VStack {
                        ForEach(tags, id: \\.self) { tag in Text(tag) }
                        TextField("Tag", text: $draft).onSubmit {
                            if !tags.contains(draft) { tags.append(draft) }
                            draft = ""
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // Each row gets its contributors from a static constant: the same strings every time.
            struct ContributorLine: View {
                var contributors: [String]
                var body: some View {
                    ForEach(contributors, id: \\.self) { Text($0) }
                }
            }
            struct Credits: View {
                var body: some View {
                    ForEach(Credits.languages) { language in
                        ContributorLine(contributors: language.contributors)
                    }
                }
            }
            """),
            RuleExample("""
            // Every section is built with its own literal title: unique by construction, even though the
            // summaries change with the item.
            struct DetailSection: Identifiable {
                var id: String { title }
                let title: String
                let summary: String
            }
            struct ItemDetail: View {
                let item: Item
                private var sections: [DetailSection] {
                    [
                        DetailSection(title: "Overview", summary: item.summary),
                        DetailSection(title: "History", summary: "\\(item.edits.count) edits"),
                    ]
                }
                var body: some View {
                    ForEach(sections) { Text($0.summary) }
                }
            }
            """),
            RuleExample("""
            // The code says the title identifies a package.
            struct PackageOption {
                /// The option's title. It works like an ID, and it is unique.
                let title: String
                let size: Double
            }
            struct Packages: View {
                let options: [PackageOption]
                var body: some View {
                    ForEach(options, id: \\.title) { Text($0.title) }
                }
            }
            """),
            RuleExample("""
            // With `plain_values`: a value with an identifier, and plain values that are constant.
            struct Entry: Hashable { let entryID: Int; let title: String }
            struct Score: Hashable { let player: String; let points: Int }
            struct Board: View {
                @State private var entries: [Entry] = []
                let scores = [Score(player: "Ann", points: 3), Score(player: "Bo", points: 2)]
                var body: some View {
                    List {
                        ForEach(entries, id: \\.self) { Text($0.title) }
                        ForEach(scores, id: \\.self) { Text($0.player) }
                    }
                    Button("Add") { entries.append(Entry(entryID: entries.count, title: "New")) }
                }
            }
            """, configuration: "plain_values: true"),
            RuleExample("""
            struct TreatList: View {
                let treats: [Treat]
                var body: some View {
                    ForEach(treats, id: \\.serialNumber) { treat in Text(treat.name) }
                    ForEach(["a", "b", "c"], id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                let id: UUID
                let entityId: String
            }
            struct PetList: View {
                let pets: [Pet]
                var body: some View {
                    ForEach(pets) { pet in PetRow(pet) }
                    ForEach(pets, id: \\.id) { pet in PetRow(pet) }
                    ForEach(pets, id: \\.self.id) { pet in PetRow(pet) }
                    ForEach(pets, id: \\.entityId) { pet in PetRow(pet) }
                }
            }
            """),
            RuleExample("""
            struct Filters: View {
                let selected: Set<String>
                let levels: [Level]
                let tags: [String]
                var body: some View {
                    ForEach(Array(selected), id: \\.self) { Text($0) }
                    ForEach(levels, id: \\.self) { level in Text(level.title) }
                    ForEach(Level.allCases, id: \\.hashValue) { level in Text(level.title) }
                    ForEach(Array(Set(tags)), id: \\.self) { Text($0) }
                }
            }
            enum Level: String, CaseIterable { case low, high; var title: String { rawValue } }
            """),
            RuleExample("""
            // Cases without values: one hash per case, as unique as the cases themselves.
            enum Limit { case daily, weekly, monthly }
            struct Limits: View {
                @State private var limits: [Limit] = []
                var body: some View {
                    ForEach(limits, id: \\.hashValue) { Text("\\($0)") }
                    Button("Add") { limits = [.daily, .weekly] }
                }
            }
            """),
            RuleExample("""
            struct Files: View {
                let files: [File]
                let apps: [AppInfo]
                var body: some View {
                    ForEach(files, id: \\.path) { Text($0.path) }
                    // Keys that identify an app as well as its `id` does.
                    ForEach(apps, id: \\.path) { Text($0.name) }
                    ForEach(apps, id: \\.bundleIdentifier) { Text($0.name) }
                }
            }
            struct AppInfo: Identifiable {
                let id = UUID()
                let path: String
                let bundleIdentifier: String
                let name: String
            }
            """),
            RuleExample("""
            struct ContactSection {
                let title: String
                let contacts: [Contact]
            }
            struct ContactList: View {
                let contacts: [Contact]
                // One section per initial: the titles are unique by construction.
                var listSections: [ContactSection] {
                    Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
                        .map { ContactSection(title: $0.key, contacts: $0.value) }
                }
                var body: some View {
                    List {
                        ForEach(listSections, id: \\.title) { section in Text(section.title) }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr, .variableDecl]

    let names: Set<String>
    let reportsPlainValues: Bool
    let reportsPrimitiveValues: Bool

    public init(options: RuleOptions) {
        names = Set(options.stringList("names", default: Self.defaultNames))
        reportsPlainValues = options.bool("plain_values", default: false)
        reportsPrimitiveValues = options.bool("primitive_values", default: false)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .variableDecl {
            reportNamedIdentity(node, in: file, report: &report)
            return
        }
        guard let forEach = file.forEach(node), let key = forEach.idKeyPath, let last = key.components.last else { return }
        let help = "key by a unique, stable identifier: make the element `Identifiable` and drop `id:`, or use `id: \\.id`"
        // What the element type tells (through `enumerated()` pairs too).
        var data = forEach.data
        var wholeValue = key.isSelf
        if key.components == ["element"] || key.components == ["1"], let base = Self.pairedBase(data, tree) {
            // `enumerated()`/`indexed()` keyed by `\.element`, `zip(xs.indices, xs)` by `\.1`: the element itself.
            data = base
            wholeValue = true
        }
        // Safety: elements unique by construction (dictionary keys, a `Set`, an enum's cases).
        if Self.isUniqueByConstruction(forEach.data, in: file) { return }
        let resolved = ElementType.resolveCollection(data, in: file, context: node)
        if let type = resolved?.type, Self.uniqueCollections.contains(where: { type.hasPrefix($0) }) { return }
        let element = resolved.flatMap { ElementType.elementType(ofCollection: $0.type) }
        if key.isSelf, case .literal(let array) = ForEachData(forEach.data, in: tree) {
            var seen = Set<String>()
            for element in tree.children(array) {
                let text = tree.compactText(element)
                if !seen.insert(text).inserted {
                    report.report(key.node, "`id: \\.self` over a literal array in which `\(text)` appears twice: both rows get one identity",
                                  help: help)
                    return
                }
            }
            return
        }
        // Values that repeat by construction: a field such as a name mapped out of records, or the SDK's
        // one-letter weekday and month symbols (constant or not, they repeat).
        let stability = FileContext.collectionBase(data, in: tree).map { file.stability(of: $0) } ?? .unproven
        if wholeValue, let repeating = Self.repeatingValues(forEach.data, names: names, tree) {
            report.report(key.node, "`id: \\.\(key.dotted)` over \(repeating), which repeat: rows with equal values share one identity",
                          evidence: Self.rowEvidence(forEach, data: data, stability, in: file),
                          help: "key each element by something unique, or make the data unique by construction")
            return
        }
        // Safety: data that cannot change while the view is shown shows the same rows every time.
        if stability.isFixed { return }
        if last == "hashValue" {
            // Cases without payloads and a synthesized hash: one hash per case, as unique as `\.self`.
            if let element, Self.isPlainCaseEnum(element, in: file) { return }
            let values = element.map { "`\($0)` values" } ?? "values"
            report.report(key.node, "`id: \\.\(key.dotted)` is not an identity: two \(values) can share a hash, and a value's hash changes with the fields it hashes, which gives its row a new identity",
                          evidence: Self.rowEvidence(forEach, data: data, stability, in: file), help: help)
            return
        }
        // Strings or numbers the code appends one by one, with no check that the value is not there
        // already (a tag typed twice, a log line printed twice): equal values, one identity.
        if key.isSelf, let element, Self.primitiveValues.contains(element), !Self.isRange(forEach.data, tree),
           let appended = Self.appendWithoutCheck(data, around: node, in: file) {
            report.report(key.node, "`id: \\.self` over `\(element)` values that the code adds one by one without checking for a duplicate: two equal values share one identity, and their rows mix up state",
                          evidence: [appended] + Self.rowEvidence(forEach, data: data, stability, in: file),
                          help: "skip a value already in the list when adding it (or keep a `Set`), or key rows by an identifier")
            return
        }
        // Strings or numbers from data that can change, keyed by themselves: nothing keeps two equal
        // values apart (a tag added twice, two calendars with one title).
        if reportsPrimitiveValues, key.isSelf, let element, Self.primitiveValues.contains(element), !Self.isRange(forEach.data, tree) {
            report.report(key.node, "`id: \\.self` over `\(element)` values that nothing makes unique: two equal values share one identity, and their rows mix up state",
                          evidence: Self.rowEvidence(forEach, data: data, stability, in: file),
                          help: "make the values unique by construction (a `Set`, dictionary keys, de-duplicated when they are added), or key rows by an identifier")
            return
        }
        if wholeValue {
            // Plain values without an identifier (`struct Score: Hashable { let player: String; let points: Int }`):
            // nothing keeps two equal values apart.
            if reportsPlainValues, key.isSelf, let element, Self.isPlainValue(element, in: file) {
                report.report(key.node, "`id: \\.self` over `\(element)` values, which have no identifier among their `let` fields: two equal values share one identity",
                              evidence: Self.rowEvidence(forEach, data: data, stability, in: file),
                              help: "give `\(element)` an identifier (`let id = UUID()` when the value is created) and make it `Identifiable`")
                return
            }
            guard let element else { return }
            // A value with an `id` of its own keyed by the hash of all its fields: a new value of any other
            // field (a rating the next fetch brings) gives the row a new identity, and the `id` is not used.
            if key.isSelf, !Self.hashFollowsEditableFields(element, in: file), let id = Self.storedID(of: element, in: file) {
                let identifiable = file.conformances(of: element).contains("Identifiable")
                report.report(key.node, "`id: \\.self` identifies each `\(element)` by the hash of all its fields, not by its `id`: a value that comes back with any field changed gets a new identity, and its row starts over",
                              evidence: [Evidence(.identifier, id.location, "`\(element)` has its own `id`")] + Self.rowEvidence(forEach, data: data, stability, in: file),
                              help: identifiable ? "`\(element)` is `Identifiable`: drop `id:` so rows are keyed by `\(element).id`" : "key rows by `\\.id`",
                              fix: identifiable ? Self.removeID(forEach, in: tree) : nil)
                return
            }
            // A value keyed by all of its fields gets a new identity whenever one is edited.
            guard Self.hashFollowsEditableFields(element, in: file) else { return }
            let identifiable = file.conformances(of: element).contains("Identifiable")
            // Pairs (`enumerated()`, `zip`) are not `Identifiable`: the key becomes `\.element.id`, not nothing.
            let paired = !key.isSelf
            report.report(key.node, "`id: \\.\(key.dotted)` identifies each `\(element)` by the hash of all its fields, some of them `var`s: editing one gives the row a new identity",
                          evidence: Self.rowEvidence(forEach, data: data, stability, in: file),
                          help: !identifiable ? "give `\(element)` a stable identifier and key rows by it"
                              : paired ? "key the pairs by the element's id: `id: \\.\(key.dotted).id`"
                              : "`\(element)` is `Identifiable`: drop `id:` so rows are keyed by `\(element).id`",
                          fix: identifiable && !paired ? Self.removeID(forEach, in: tree) : nil)
            return
        }
        guard !ValueWrappers.isIdentifierName(last), names.contains(last) else { return }
        // Safety: every element is built with its own literal (or localization key) for the field.
        if Self.builtWithDistinctLiterals(data, field: last, around: node, in: file) { return }
        // Safety: a list whose every insertion checks first (`if !garnishes.contains(where: …) { append }`).
        if Self.everyInsertionChecked(data, around: node, in: file) { return }
        guard let element else {
            // Elements of a type out of sight (`project.sequences.flatMap { $0.scenes }`): a name or a title
            // is still what people give twice.
            guard key.components.count == 1, !key.isSelf else { return }
            report.report(key.node, "`id: \\.\(key.dotted)` is not unique: two elements with the same \(last) share one identity and their rows mix up state",
                          evidence: Self.rowEvidence(forEach, data: data, stability, in: file), help: help)
            return
        }
        // Safety: the code says the field identifies (`/// It works like an ID, and it is unique`).
        if file.declarations(of: element).lazy.compactMap({ $0.member(last) }).first?.documentedAsUnique == true { return }
        // `var id: String { name }`, `var id: String { String(fullName.dropFirst(3)) }`: the element's own id
        // is made from that field alone, so two equal fields would make two equal ids: the key is as unique
        // as the type's identity.
        if key.components.count == 1, let id = file.declarations(of: element).lazy.compactMap({ $0.member("id") }).first,
           id.isComputed, let reads = id.reads, Self.readsOnlyField(reads, last, of: element) { return }
        let evidence = Self.rowEvidence(forEach, data: data, stability, in: file)
        // An `Identifiable` element keyed by a name or title: the real identity is thrown away.
        if file.conformances(of: element).contains("Identifiable"), key.components.first != "id", !Self.hasFreshDefaultID(element, in: file) {
            report.report(key.node, "`\(element)` is `Identifiable`, but this `\(forEach.name)` keys it by `\\.\(key.dotted)` instead of its `id`: two elements with the same \(last) share one identity and their rows mix up state",
                          evidence: evidence, help: "drop `id:` to use `\(element).id`", fix: Self.removeID(forEach, in: tree))
            return
        }
        let declarations = file.declarations(of: element)
        let identifier = declarations.lazy.flatMap { $0.members }.first { (member: MemberInfo) -> Bool in
            guard member.kind == .property, !member.isStatic, member.name != last, member.typeText?.hasSuffix("?") != true,
                  !member.defaultsToFreshID else { return false }
            return ValueWrappers.isIdentifierName(member.name) || member.name == "serialNumber"
        }
        report.report(key.node, "`id: \\.\(key.dotted)` is not unique: two `\(element)`s with the same \(last) share one identity and their rows mix up state",
                      evidence: evidence,
                      help: identifier.map { "key rows by `\\.\($0.name)`" }
                          ?? (Self.hasFreshDefaultID(element, in: file) ? "give `\(element)` a stable `id` (its `id` is a new `UUID()` with every value) and key rows by it" : help))
    }

    /// The data is an array literal, written in place or as the value of a member of the enclosing type
    /// declared here, whose every element passes a different literal for `field`
    /// (`[Section(title: "Terms"), Section(title: "Privacy")]`).
    static func builtWithDistinctLiterals(_ data: NodeID, field: String, around node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        var members: [String] = []
        var owner: String?
        switch ElementType.dataPath(data, in: tree)?.path {
        case .literal: break
        case .members(let path):
            members = path
            owner = file.enclosingType(node)?.name
        case nil: return false
        }
        guard let arrays = IdentityUse.literalArrays(data, members: members, owner: owner, tree: tree, types: file.summary.types) else { return false }
        return IdentityUse.distinctLiteralLabels(ofEach: arrays, tree)?.contains(field) == true
    }

    /// `var id: String { name }` in an `Identifiable` type that `ForEach`/`List` identify by `id`: the
    /// identity is a name, which two elements can share.
    func reportNamedIdentity(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let block = file.parent(node), tree.kind(block) == .memberBlock, !FileSummary.isStatic(tree, node),
              let owner = file.enclosingType(node) else { return }
        for binding in tree.children(node, .patternBinding) {
            guard let pattern = tree.children(binding).first, tree.nameIs(pattern, "id"),
                  let accessors = tree.child(binding, .accessorBlock), tree[accessors].flags.contains(.implicitGetter) else { continue }
            // The getter is one name: `name`, `self.title`.
            let statements = Array(tree.children(accessors))
            guard statements.count == 1, let path = tree.dottedPath(tree.unwrapped(statements[0])) else { continue }
            let field = path.first == "self" ? Array(path.dropFirst()) : path
            guard field.count == 1, let name = field.first, names.contains(name) else { continue }
            let type = owner.name
            guard file.conformances(of: type).contains("Identifiable") || owner.conformances.contains("Identifiable") else { continue }
            if file.declarations(of: type).lazy.compactMap({ $0.member(name) }).first?.documentedAsUnique == true { continue }
            if FileSummary.commentAbove(node, in: tree).map(FileSummary.saysUnique) == true { continue }
            let uses = file.identityUses(ofElement: type)
                .sorted { ($0.use.path, $0.use.startLine, $0.use.startColumn) < ($1.use.path, $1.use.startLine, $1.use.startColumn) }
            guard !uses.isEmpty else { continue }
            // Safety: lists of values fixed while shown (`[Action(title: "Call"), Action(title: "Mail")]`).
            let changing = uses.filter { use in
                // Safety: every element is built with its own literal name (`Section(title: "Overview")`).
                if use.distinctLiteralLabels?.contains(name) == true { return false }
                guard use.literalElement == nil, let owner = use.owner, let first = use.path.first else { return false }
                return !file.stability([.member(owner: owner, name: first, path: Array(use.path.dropFirst()))], depth: 0).isFixed
            }
            guard !changing.isEmpty else { continue }
            var evidence: [Evidence] = []
            if let held = uses.lazy.compactMap({ EphemeralDefaultIDRule.rowState(views: $0.rowViews, in: file) }).first { evidence.append(held) }
            evidence += uses.prefix(2).map { Evidence(.identifiedBy, $0.use, EphemeralDefaultIDRule.shownBy($0.container)) }
            report.report(statements[0], "`id` of `\(type)` is its `\(name)`, which two values can share: rows with the same \(name) get one identity and mix up state",
                          evidence: evidence, help: "return a real identifier from `id`: a stored `let id` set when the value is created, or the server's id")
        }
    }

    /// What the code shows about the rows: state they hold or elements they edit (harm), and why the data
    /// can change.
    static func rowEvidence(_ forEach: ForEachCall, data: NodeID, _ stability: Stability, in file: FileContext) -> [Evidence] {
        let tree = file.tree
        var evidence: [Evidence] = []
        if let content = forEach.content {
            let rows = tree.children(content).filter(BranchArms.isViewExpressionOrBlock(tree))
            if case .holds(let held) = BranchSplit.state(of: rows, rootName: nil, isCall: true, in: file) { evidence.append(held) }
            if let binding = bindingInto(data, in: content, tree) {
                evidence.append(Evidence(.userChanges, file.location(tree.range(binding)), "the rows edit the elements through `\(tree.compactText(binding))`"))
            }
        }
        if isBindingData(forEach.data, tree) {
            evidence.append(Evidence(.userChanges, file.location(tree.range(forEach.data)), "the rows get bindings that edit the elements (`\(tree.compactText(forEach.data))`)"))
        }
        return Stability.ordered(evidence + stability.withoutUserEdits)
    }

    /// Elements unique by construction: an enum's cases, a `Set`, a dictionary's keys, groups made by
    /// `Dictionary(grouping:)` (in the expression, or in the computed property it reads).
    static func isUniqueByConstruction(_ data: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        if isEnumCases(data, tree) { return true }
        var found = false
        func scan(_ root: NodeID) {
            tree.walk(from: root) { n in
                guard !found else { return false }
                switch tree.kind(n) {
                case .functionCallExpr:
                    if let call = CallExpr.at(n, in: tree), let name = call.name(in: tree),
                       (name == "Set" || name == "Dictionary" || name == "OrderedSet" || name == "uniqued") { found = true }
                case .memberAccessExpr:
                    if tree.nameIs(n, "keys") { found = true }
                default:
                    break
                }
                return !found
            }
        }
        scan(data)
        // `sections`, a computed property of this type that builds the groups.
        if !found, let name = tree.identifierName(tree.unwrapped(data)) ?? tree.dottedPath(tree.unwrapped(data)).flatMap({ $0.count == 2 && $0[0] == "self" ? $0[1] : nil }),
           let owner = file.enclosingType(data), let block = tree.child(owner.node, .memberBlock) {
            for member in tree.children(block) where tree.kind(member) == .variableDecl {
                for binding in tree.children(member, .patternBinding) where tree.children(binding).first.flatMap({ tree.name($0) }) == name {
                    if let accessor = tree.child(binding, .accessorBlock) { scan(accessor) }
                }
            }
        }
        return found
    }

    /// Collections whose elements are unique (`Array(selected)` of a `Set<String>` keeps them so).
    static let uniqueCollections = ["Set<", "OrderedSet<", "Dictionary<", "[String:", "[Int:"]

    /// Values whose `\.self` is only their content.
    /// Where code of this file appends to the collection a `ForEach` shows (`tags.append(tag)`,
    /// `lines += [line]`, `insert(_:at:)`) a value that is not a literal, in a function that never asks
    /// whether the value is there already (`contains`, `firstIndex(of:)`, a `Set`): the collection is a
    /// property of the view, or of a type this file declares that the view reads it through.
    static func appendWithoutCheck(_ data: NodeID, around node: NodeID, in file: FileContext) -> Evidence? {
        let tree = file.tree
        guard var path = tree.dottedPath(tree.unwrapped(data)), !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let name = path.last, var owner = file.enclosingType(node)?.name else { return nil }
        if path.count == 1, ValueReads.isLocal(name, at: node, in: tree) { return nil }
        for member in path.dropLast() {
            guard let type = ElementType.memberType(member, ofTypeNamed: owner, in: file).flatMap(ElementType.simpleName) else { return nil }
            owner = type
        }
        for type in file.summary.types where type.name == owner {
            var found: Evidence?
            var steps = 0
            tree.walk(from: type.node) { n in
                steps += 1
                guard found == nil, steps < 100_000 else { return false }
                guard tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), let method = call.name(in: tree),
                      method == "append" || method == "insert", let receiver = call.receiver(in: tree),
                      var target = tree.dottedPath(tree.unwrapped(receiver)) else { return true }
                if target.first == "self" { target.removeFirst() }
                // One value at a time (`append(contentsOf:)` is a batch, often de-duplicated first).
                guard target == [name], let first = call.arguments.first, first.label == nil, let value = first.value,
                      ![.stringLiteralExpr, .integerLiteralExpr, .floatLiteralExpr].contains(tree.kind(tree.unwrapped(value))),
                      // Unique by construction: the next position (`tabs.append(tabs.count)`), a fresh UUID.
                      !isFreshByConstruction(value, collection: name, tree),
                      !asksForDuplicates(name, in: type.node, file, methods: ["contains"]),
                      !asksForDuplicates(name, in: file.ancestors(n).first(where: { [.functionDecl, .closureExpr, .initializerDecl].contains(tree.kind($0)) }) ?? type.node,
                                         file, methods: ["contains", "firstIndex", "first", "filter"]) else { return true }
                found = Evidence(.rowsMove, file.location(tree.range(call.callee)), "`\(name).\(method)` adds a value here, without checking that it is not in `\(name)` already")
                return false
            }
            if let found { return found }
        }
        return nil
    }

    /// Whether the view's own type (in this file) adds to the collection only after asking whether the
    /// value is there already: at least one `append`/`insert` of one value, each in code that calls
    /// `contains`, `firstIndex`, `first` or `filter` on the collection (or anywhere in the type, `contains`).
    static func everyInsertionChecked(_ data: NodeID, around node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let base = FileContext.collectionBase(data, in: tree), var path = tree.dottedPath(tree.unwrapped(base)), !path.isEmpty
        else { return false }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, let name = path.first, !ValueReads.isLocal(name, at: node, in: tree),
              let owner = file.enclosingType(node)?.name else { return false }
        var insertions = 0
        var unchecked = false
        for type in file.summary.types where type.name == owner {
            let checkedAnywhere = asksForDuplicates(name, in: type.node, file, methods: ["contains"])
            var steps = 0
            tree.walk(from: type.node) { n in
                steps += 1
                guard !unchecked, steps < 100_000 else { return false }
                guard tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), let method = call.name(in: tree),
                      method == "append" || method == "insert" || method == "append(contentsOf:)", let receiver = call.receiver(in: tree),
                      var target = tree.dottedPath(tree.unwrapped(receiver)) else { return true }
                if target.first == "self" { target.removeFirst() }
                guard target == [name] else { return true }
                insertions += 1
                let scope = file.ancestors(n).first(where: { [.functionDecl, .closureExpr, .initializerDecl].contains(tree.kind($0)) }) ?? type.node
                if call.arguments.first?.label == "contentsOf"
                    || !(checkedAnywhere || asksForDuplicates(name, in: scope, file, methods: ["contains", "firstIndex", "first", "filter"])) {
                    unchecked = true
                }
                return !unchecked
            }
            // Assigned whole elsewhere (`garnishes = loaded`): what it holds then is not checked here.
            if !unchecked, assignsWhole(name, in: type.node, tree) { unchecked = true }
        }
        return insertions > 0 && !unchecked
    }

    /// Whether code assigns the collection whole (`items = loaded`), outside initializers; emptying it
    /// (`items = []`) keeps what is left unique.
    static func assignsWhole(_ name: String, in scope: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: scope) { n in
            guard !found else { return false }
            if tree.kind(n) == .initializerDecl { return false }
            if tree.kind(n) == .infixOperatorExpr, tree.isAssignmentOperator(Int(tree[n].mainToken)), let lhs = tree.children(n).first,
               var target = tree.dottedPath(tree.unwrapped(lhs)) {
                if target.first == "self" { target.removeFirst() }
                let value = tree.children(n).dropFirst().first.map { tree.unwrapped($0) }
                let empties = value.map { tree.kind($0) == .arrayExpr && tree.children($0).isEmpty } ?? false
                if target == [name], !empties { found = true }
            }
            return !found
        }
        return found
    }

    /// A value new to the collection by construction: its count (`tabs.append(tabs.count)`), or one that
    /// reads a fresh `UUID()`.
    static func isFreshByConstruction(_ value: NodeID, collection name: String, _ tree: SyntaxTree) -> Bool {
        let id = tree.unwrapped(value)
        if let path = tree.dottedPath(id), path.suffix(2) == [name, "count"] { return true }
        var fresh = false
        tree.walk(from: id) { n in
            if !fresh, let call = CallExpr.at(n, in: tree), call.name(in: tree) == "UUID", call.arguments.isEmpty { fresh = true }
            return !fresh
        }
        return fresh
    }

    /// Whether code asks if a value is in the collection already: `tags.contains(t)` anywhere in the type
    /// (a check before the append, or in a property that enables the Add button), `firstIndex(of:)` or a
    /// `filter` around the append itself, `Set(tags)`.
    static func asksForDuplicates(_ name: String, in scope: NodeID, _ file: FileContext, methods: Set<String>) -> Bool {
        let tree = file.tree
        var asks = false
        var steps = 0
        tree.walk(from: scope) { n in
            steps += 1
            guard !asks, steps < 100_000 else { return false }
            guard tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), let method = call.name(in: tree) else { return true }
            if methods.contains(method), let receiver = call.receiver(in: tree),
               tree.dottedPath(tree.unwrapped(receiver))?.last == name {
                asks = true
            } else if method == "Set" || method == "OrderedSet", !call.isMemberCall(in: tree) {
                asks = true
            }
            return !asks
        }
        return asks
    }

    static let primitiveValues = NameSet(["String", "Substring", "Int", "Double", "Float", "CGFloat", "Decimal", "Character", "URL", "Date"])

    /// `0..<n`, `xs.indices`, `stride(…)`: numbers that are unique by construction.
    static func isRange(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        let data = tree.unwrapped(data)
        if tree.kind(data) == .infixOperatorExpr, ["..<", "..."].contains(tree.tokenText(Int(tree[data].mainToken))) { return true }
        if let path = tree.dottedPath(data), path.last == "indices" { return true }
        if let call = CallExpr.at(data, in: tree), let name = call.name(in: tree), ["stride", "indices", "Array"].contains(name) {
            return name != "Array" || call.firstUnlabeled?.value.map { isRange($0, tree) } == true
        }
        return false
    }

    /// A struct of the project that is not `Identifiable`, hashes as synthesized, and whose stored fields
    /// are all `let`s, none of them an identifier: equal values are indistinguishable.
    static func isPlainValue(_ name: String, in file: FileContext) -> Bool {
        let declarations = file.declarations(of: name)
        guard declarations.contains(where: { $0.kind == .structDecl }), !file.conformances(of: name).contains("Identifiable") else { return false }
        if FileContext.declaresOwnHashing(declarations) { return false }
        let members = declarations.flatMap(\.members)
        let stored = members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        return !stored.isEmpty && stored.allSatisfy { $0.isLet && !ValueWrappers.isIdentifierName($0.name) && !$0.defaultsToFreshID }
    }

    /// The element is `Identifiable`: without `id:`, rows are keyed by its `id`. Safe: that is the fix the
    /// finding asks for, and the element's `id` is its declared identity.
    static func removeID(_ forEach: ForEachCall, in tree: SyntaxTree) -> Fix? {
        guard let edit = SourceEdits.removeArgument(labeled: "id", of: forEach.call, in: tree) else { return nil }
        return Fix("remove the `id:` argument", applicability: .safe, edits: [edit])
    }

    /// Whether an id's reads are the one field of its own type and constants (`"t3_" + name`).
    static func readsOnlyField(_ reads: [ValueSource], _ field: String, of owner: String) -> Bool {
        var readsField = false
        for source in reads {
            switch source {
            case .fixed: continue
            case .member(owner, field, _): readsField = true
            default: return false
            }
        }
        return readsField
    }

    /// A type whose `id` defaults to a new `UUID()` with every value (`let id = UUID()`): values rebuilt on
    /// each load get new ids, so the id is no steadier than a name.
    static func hasFreshDefaultID(_ name: String, in file: FileContext) -> Bool {
        file.declarations(of: name).contains { $0.members.contains { $0.name == "id" && $0.defaultsToFreshID } }
    }

    /// `Flavor.allCases`, `Kind.allCases.filter { … }`, `Element.allCases.asArray`: the cases of an enum.
    static func isEnumCases(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        if let path = tree.dottedPath(tree.unwrapped(data)), path.count >= 2, path.last == "allCases" { return true }
        var found = false
        tree.walk(from: data) { n in
            if tree.kind(n) == .memberAccessExpr, tree.nameIs(n, "allCases") || tree.nameIs(n, "supportedCases") { found = true }
            return !found && tree.kind(n) != .closureExpr
        }
        return found
    }

    /// An enum of the project whose cases carry no values and whose `Hashable` is synthesized.
    static func isPlainCaseEnum(_ type: String, in file: FileContext) -> Bool {
        let declarations = file.declarations(of: type)
        guard declarations.contains(where: { $0.kind == .enumDecl }) else { return false }
        if FileContext.declaresOwnHashing(declarations) { return false }
        let members = declarations.flatMap(\.members)
        let cases = members.filter { $0.kind == .enumCase }
        return !cases.isEmpty && cases.allSatisfy { $0.typeText == nil }
    }

    /// A struct of the project whose `Hashable` is synthesized (no `hash(into:)` or `hashValue` of its own)
    /// and has stored `var` fields: its hash changes when they do.
    /// The stored `id` of a struct of the project with synthesized hashing and other stored fields besides
    /// (a fresh `UUID()` default is no identity across values).
    static func storedID(of name: String, in file: FileContext) -> MemberInfo? {
        let declarations = file.declarations(of: name)
        guard declarations.contains(where: { $0.kind == .structDecl }), !FileContext.declaresOwnHashing(declarations) else { return nil }
        let stored = declarations.flatMap(\.members).filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        guard stored.count > 1, let id = stored.first(where: { $0.name == "id" }), !id.defaultsToFreshID else { return nil }
        return id
    }

    static func hashFollowsEditableFields(_ name: String, in file: FileContext) -> Bool {
        let declarations = file.declarations(of: name)
        guard declarations.contains(where: { $0.kind == .structDecl }) else { return false }
        if FileContext.declaresOwnHashing(declarations) { return false }
        let members = declarations.flatMap(\.members)
        // A wrapped `var` (`@EquatableNoop var onTap`) hashes the way its wrapper says, often not at all.
        return members.contains { $0.kind == .property && !$0.isLet && !$0.isComputed && !$0.isStatic && $0.wrappers.isEmpty }
    }

    /// `$items`: rows that get a binding to each element.
    static func isBindingData(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let path = tree.dottedPath(tree.unwrapped(data)), let first = path.first else { return false }
        return first.hasPrefix("$") || (path.count > 1 && path[1].hasPrefix("$"))
    }

    /// Calendar symbols that repeat ("S", "T" in `veryShortWeekdaySymbols`).
    static let repeatingSymbols: Set<String> = ["veryShortWeekdaySymbols", "shortWeekdaySymbols", "veryShortMonthSymbols",
                                                "veryShortStandaloneWeekdaySymbols", "veryShortStandaloneMonthSymbols",
                                                "shortStandaloneWeekdaySymbols"]

    /// A description of values that repeat, when the data is made of them: names or titles mapped out of
    /// records (`items.map(\.name)`), or repeating calendar symbols.
    static func repeatingValues(_ data: NodeID, names: Set<String>, _ tree: SyntaxTree) -> String? {
        var found: String?
        tree.walk(from: data) { n in
            guard found == nil else { return false }
            if tree.kind(n) == .memberAccessExpr, let name = tree.name(n), repeatingSymbols.contains(name) {
                found = "`\(name)`"
            } else if let call = CallExpr.at(n, in: tree), call.name(in: tree) == "map", call.receiver(in: tree) != nil,
                      let argument = call.arguments.first?.value {
                var field: String?
                if let keyPath = KeyPathExpr(argument, in: tree), keyPath.components.count == 1 { field = keyPath.components[0] }
                if tree.kind(argument) == .closureExpr, tree.children(argument).count == 1, let body = tree.children(argument).first,
                   let path = tree.dottedPath(body), path.count == 2, path[0] == "$0" { field = path[1] }
                if let field, names.contains(field) { found = "the `\(field)`s of the elements" }
            }
            return tree.kind(n) != .closureExpr
        }
        return found
    }

    /// `xs` in `xs.enumerated()`, `xs.indexed()`, `zip(xs.indices, xs)` (or in `Array(…)` of them): the
    /// collection whose elements the pairs carry.
    static func pairedBase(_ data: NodeID, _ tree: SyntaxTree) -> NodeID? {
        var id = tree.unwrapped(data)
        if let call = CallExpr.at(id, in: tree), call.name(in: tree) == "Array", let inner = call.firstUnlabeled?.value { id = tree.unwrapped(inner) }
        guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { return nil }
        if name == "enumerated" || name == "indexed" { return call.receiver(in: tree) }
        if name == "zip", !call.isMemberCall(in: tree), call.arguments.count == 2 { return call.arguments.last?.value }
        return nil
    }

    /// A binding into the collection in the rows' content (`$todos[index].isDone`).
    static func bindingInto(_ collection: NodeID, in content: NodeID, _ tree: SyntaxTree) -> NodeID? {
        guard let path = tree.dottedPath(tree.unwrapped(collection)) else { return nil }
        let names = path.first == "self" ? Array(path.dropFirst()) : path
        guard let first = names.first else { return nil }
        let bound = ["$" + first] + names.dropFirst()
        var found: NodeID?
        tree.walk(from: content) { n in
            guard found == nil else { return false }
            if tree.kind(n) == .subscriptCallExpr, let base = tree.children(n).first, var basePath = tree.dottedPath(base) {
                if basePath.first == "self" { basePath.removeFirst() }
                if basePath == bound { found = n }
            }
            return true
        }
        return found
    }
}
