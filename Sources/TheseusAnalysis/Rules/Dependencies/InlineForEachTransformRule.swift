import TheseusSyntax

/// `ForEach(items.filter { … })`, `List(items.sorted())`, `ForEach(items.shuffled())`: the data of a
/// `ForEach`/`List` rebuilt by a collection transform in view code.
public struct InlineForEachTransformRule: Rule {

    public static let description = RuleDescription(
        id: "inline_foreach_transform",
        name: "Inline ForEach transform",
        kind: .dependencies,
        severity: .warning,
        precision: .medium,
        scope: .notInWidgets,
        summary: "`ForEach`/`List` data built in `body` by `.filter`, `.sorted`, `.map`, … over data not known to be small, and `.shuffled()` rows (new order every update)",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" asks for `body` to be cheap, because SwiftUI evaluates it \
        whenever any of the view's dependencies changes, and for the identifiers of `ForEach` data to be \
        stable. A `.filter`, `.sorted`, `.map` or similar transform written as the data of a `ForEach` or \
        `List` runs again on every evaluation, whatever changed, in the code path SwiftUI needs to be fast; \
        for a long collection it becomes a visible hitch. It also builds a new collection every time, which \
        SwiftUI must diff against the previous one to match rows by identity. `.shuffled()` is worse: every \
        update yields a new order, so rows move around although the data did not change.

        `List` and `Table` make it worse: they gather every row's identifier up front. The rule reports a \
        transform of the data of any `ForEach` or `List` in view code, and `.shuffled()` anywhere; it leaves \
        alone data known to be small (an array literal, an enum's `allCases`, a `prefix(5)`), a menu's \
        content, built only while it is open, and a view that runs about once per screen: a screen the user \
        opens (pushed, presented, made by a factory, or built by such a screen; not a root or a tab, whose \
        data the app refreshes while it stays on screen), built outside rows everywhere the app builds it, and with nothing that runs its `body` again while it is shown \
        (no state the user changes, no binding or store query, no user action that calls a model it holds \
        or that the user changes through another view, no timer or publisher it receives, no parent that \
        updates and hands it new values). It is `high` when the view has state that the user changes, \
        which runs `body`, and the transform, again. Data that a computed property or a method returns \
        transformed (`store.filteredItems`) is by default reported only when `high`: without a change in \
        sight that runs `body` again, such findings were judged true 3 times in 17 on apps the rule was not \
        tuned on (the judges found the work bounded or rarely repeated far more often than costly).
        """,
        fix: """
        Compute the collection once, when its input changes: keep the filtered or sorted array in the model \
        (or in `@State` updated from `.onChange(of:)` / `.task(id:)`), and hand the stored result to \
        `ForEach`. Shuffle once, when the data is loaded, and store the order.
        """,
        options: [
            RuleOptionDescription(name: "computed_medium_confidence", type: "boolean", defaultValue: "false",
                                  summary: "Also report data that a computed property or method returns transformed where no code in sight runs `body` again (`medium`)"),
        ],
        triggering: [
            RuleExample("""
            // A local of `body` holding what a model's method returns, which is what a static helper filters.
            struct HabitList: View {
                @ObservedObject var store: HabitStore
                @State private var query = ""
                var body: some View {
                    let visible = ↓store.visibleHabits(matching: query)
                    List {
                        ForEach(visible) { habit in Text(habit.name) }
                    }
                    .searchable(text: $query)
                }
            }
            """, otherFiles: [("HabitStore.swift", """
            enum HabitFilter {
                static func matching(_ habits: [Habit], query: String) -> [Habit] {
                    habits.filter { query.isEmpty || $0.name.contains(query) }
                }
            }
            final class HabitStore: ObservableObject {
                @Published var habits: [Habit] = []
                func visibleHabits(matching query: String) -> [Habit] { HabitFilter.matching(habits, query: query) }
            }
            """)], confidence: .high),
            RuleExample("""
            // An `@Observable` model: the tap sets `selected`, which `body` does not read, so nothing shows
            // `body` running again for it (`medium`).
            @Observable final class Inbox {
                var messages: [Message] = []
                var selected: Message?
            }
            struct MessageList: View {
                @Bindable var inbox: Inbox
                var body: some View {
                    List(inbox.messages.↓sorted { $0.date > $1.date }) { message in
                        Button(message.subject) { inbox.selected = message }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The model from the environment; the rows read `accent`, which the tap sets, but a row's content
            // runs when the `List` makes its rows: `body` does not read it, so nothing shows `body` running
            // again for the tap (`medium`).
            @Observable final class Palette {
                var colors: [String] = []
                var accent = "blue"
            }
            struct PaletteList: View {
                @Environment(Palette.self) private var palette
                var body: some View {
                    List(palette.colors.↓filter { !$0.isEmpty }, id: \\.self) { name in
                        Text(name).bold(palette.accent == name)
                            .onTapGesture { palette.accent = name }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Handed to a child that shows it in a `ForEach`: the parent's `body` filters every account again.
            struct AccountPicker: View {
                let options: [Account]
                @Binding var selection: Account?
                var body: some View {
                    Menu("Account") {
                        ForEach(options) { account in Button(account.name) { selection = account } }
                    }
                }
            }
            struct NewTransaction: View {
                @Query private var accounts: [Account]
                @State private var account: Account?
                @State private var note = ""
                var body: some View {
                    Form {
                        TextField("Note", text: $note)
                        Text(note.isEmpty ? "New" : note)
                        AccountPicker(options: accounts.↓filter { !$0.isArchived }, selection: $account)
                    }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // A model's field handed as a binding to a child that only reads it: nothing here shows the
            // user changing it, so the finding stays `medium`.
            final class Generator: ObservableObject {
                @Published var isBusy = false
                @Published var steps: [String] = []
                func run() { isBusy = true }
            }
            struct RunButton: View {
                @Binding var isDisabled: Bool
                var body: some View { Button("Run") {}.disabled(isDisabled) }
            }
            struct Recipe: View {
                @ObservedObject var generator: Generator
                var body: some View {
                    RunButton(isDisabled: $generator.isBusy)
                    ForEach(generator.steps.↓sorted(), id: \\.self) { Text($0) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A search that an extension of the collection defines: declared once in the project, so the
            // call is that method's, which filters the whole list on every keystroke.
            struct FAQ: Identifiable { let id: Int; var question: String }
            extension Array where Element == FAQ {
                func search(text: String) -> [FAQ] { filter { $0.question.contains(text) } }
            }
            final class InfoModel: ObservableObject {
                @Published var faqs: [FAQ] = []
                func load() { faqs = [] }
            }
            struct FAQList: View {
                @ObservedObject var model: InfoModel
                @State private var query = ""
                var body: some View {
                    List { ForEach(↓model.faqs.search(text: query)) { Text($0.question) } }
                    TextField("Search", text: $query)
                }
            }
            """, confidence: .high),
            RuleExample("""
            // A computed property that filters a local copy and returns it: the same walk over all scenes.
            final class Production: ObservableObject {
                @Published var scenes: [Scene] = []
                func load() { scenes = [] }
            }
            struct ScenesList: View {
                @ObservedObject var production: Production
                @State private var query = ""
                var body: some View {
                    List { ForEach(↓filteredScenes) { Text($0.title) } }
                    TextField("Search", text: $query)
                }
                private var filteredScenes: [Scene] {
                    var scenes = production.scenes
                    if !query.isEmpty { scenes = scenes.filter { $0.title.contains(query) } }
                    return scenes
                }
            }
            """, confidence: .high),
            RuleExample("""
            // WWDC23's filtering, moved into the model: the computed property still filters on every read.
            final class Library: ObservableObject {
                @Published var books: [Book] = []
                @Published var query = ""
                var matches: [Book] { books.filter { $0.title.contains(query) } }
            }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View {
                    List {
                        ForEach(↓library.matches) { Text($0.title) }
                    }
                }
            }
            """, configuration: "computed_medium_confidence: true", confidence: .medium),
            RuleExample("""
            // The transform moved into a computed property of the view: it still runs on every read.
            struct Charts: View {
                @State private var tracks: [Track] = []
                private var ranked: [Track] { tracks.sorted { $0.plays > $1.plays } }
                var body: some View {
                    List { ForEach(↓ranked) { TrackRow(track: $0) } }
                        .task { tracks = await Library.shared.topTracks() }
                }
            }
            """, configuration: "computed_medium_confidence: true", confidence: .medium),
            RuleExample("""
            struct TodoList: View {
                @ObservedObject var model: TodoModel
                var body: some View {
                    List {
                        ForEach(model.todos.filter { !$0.isDone }.↓sorted { $0.due < $1.due }) { todo in
                            TodoRow(todo: todo)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Quiz: View {
                let questions: [Question]
                var body: some View {
                    VStack {
                        ForEach(questions.↓shuffled()) { question in
                            QuestionCard(question: question)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Contacts: View {
                let people: [Person]
                var body: some View {
                    let favorites = people.↓filter(\\.isFavorite)
                    List(favorites) { person in
                        Text(person.name)
                    }
                }
            }
            """),
            RuleExample("""
            struct DogList: View {
                let dogs: [Dog]
                var body: some View {
                    List {
                        ForEach(dogs.↓filter { $0.fetchToy == .ball }) { dog in
                            DogCell(dog: dog)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // In a stack too, the sort runs with every evaluation of `body`.
            struct Awards: View {
                let awards: [Award]
                @State private var isExpanded = false
                var body: some View {
                    HStack { ForEach(awards.↓sorted { $0.rank < $1.rank }) { AwardBadge(award: $0) } }
                        .frame(maxHeight: isExpanded ? nil : 40)
                    Button("More") { isExpanded.toggle() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Through the view's computed properties to a static helper that sorts: `visible` is a slice of
            // what `ReleasePolicy.ranked` sorts, each time `body` reads it.
            struct Candidate: Identifiable { let id: Int; let score: Int }
            enum ReleasePolicy {
                static func ranked(_ items: [Candidate], descending: Bool) -> [Candidate] {
                    items.sorted { descending ? $0.score > $1.score : $0.score < $1.score }
                }
            }
            struct Releases: View {
                let candidates: [Candidate]
                @State private var descending = true
                @State private var visibleCount = 10
                private var ranked: [Candidate] { ReleasePolicy.ranked(candidates, descending: descending) }
                private var visible: ArraySlice<Candidate> { ranked.prefix(visibleCount) }
                var body: some View {
                    List {
                        ForEach(↓visible) { Text("\\($0.score)") }
                        Button("More") { visibleCount += 10 }
                    }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The selection the user changes is in the macOS arm only: on iOS nothing here shows `body`
            // running again (medium).
            struct Inbox: View {
                @ObservedObject var store: MailStore
                @State private var selection: Message.ID?
                var body: some View {
                    #if os(iOS)
                    List(store.messages.↓sorted { $0.date > $1.date }) { Text($0.subject) }
                    #else
                    Text(selection.map { "\\($0)" } ?? "")
                    Button("Clear") { selection = nil }
                    #endif
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The toggle the user changes is in the other branch of `if #available`: a system runs one branch
            // only, so nothing in this one shows `body` running again (medium).
            struct Feed: View {
                @ObservedObject var store: FeedStore
                @State private var newestFirst = true
                var body: some View {
                    if #available(iOS 16, *) {
                        Toggle("Newest first", isOn: $newestFirst)
                        Text(newestFirst ? "Newest first" : "Oldest first")
                    } else {
                        List(store.posts.↓sorted { $0.date > $1.date }) { Text($0.title) }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A computed property that filters, handed to a child that shows it as rows.
            struct Library: View {
                @Query private var novels: [Novel]
                @State private var searchText = ""
                var body: some View {
                    VStack {
                        TextField("Search", text: $searchText)
                        NovelList(novels: ↓filtered)
                    }
                }
                private var filtered: [Novel] {
                    guard !searchText.isEmpty else { return novels }
                    return novels.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
                }
            }
            struct NovelList: View {
                let novels: [Novel]
                var body: some View { List(novels) { Text($0.name) } }
            }
            """, confidence: .high),
            RuleExample("""
            // Inside the content of the view's own `@ViewBuilder` helper: view code too.
            struct EditSheet: View {
                @Query private var members: [Member]
                @State private var selected: Member?
                var body: some View {
                    Form {
                        field("Member") {
                            Picker("Member", selection: $selected) {
                                ForEach(members.↓filter(\\.isActive)) { Text($0.name).tag($0 as Member?) }
                            }
                        }
                    }
                }
                private func field<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
                    VStack(alignment: .leading) { Text(title); content() }
                }
            }
            """),
            RuleExample("""
            // The same screen with a search field: every keystroke runs `body`, and the filter, again.
            final class CastLoader: ObservableObject {
                @Published var cast: [Member] = []
                func load(_ id: Int) async { cast = await Credits.shared.cast(of: id) }
            }
            struct CastScreen: View {
                let movieID: Int
                @StateObject private var loader = CastLoader()
                @State private var query = ""
                var body: some View {
                    TextField("Find", text: $query)
                    List(loader.cast.↓filter { query.isEmpty || $0.name.contains(query) }) { Text($0.name) }
                        .task { await loader.load(movieID) }
                }
            }
            struct MovieScreen: View {
                let movieID: Int
                var body: some View { NavigationLink("Cast") { CastScreen(movieID: movieID) } }
            }
            @main struct Movies: App {
                var body: some Scene { WindowGroup { MovieScreen(movieID: 1) } }
            }
            """, confidence: .high),
            RuleExample("""
            // The state the user sets is read only by the sheet's content, which is the sheet's view, not
            // this `body`: nothing here shows `body` running again (medium).
            struct Payments: View {
                @Query private var payments: [Payment]
                @State private var selected: Payment?
                @State private var isShowingDetail = false
                var body: some View {
                    List(payments.↓sorted { $0.date > $1.date }) { payment in
                        Button(payment.title) {
                            selected = payment
                            isShowingDetail = true
                        }
                    }
                    .sheet(isPresented: $isShowingDetail) { Text(selected?.title ?? "") }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A free function that shuffles the catalog, read as the rows: a new order on every update.
            struct Song: Identifiable { let id: Int }
            let catalog: [Song] = loadCatalog()
            enum Shelf { case new, best }
            func songs(on shelf: Shelf) -> [Song] {
                switch shelf {
                case .new: return catalog.shuffled()
                case .best: return catalog.sorted { $0.id < $1.id }
                }
            }
            struct SongList: View {
                let shelf: Shelf
                @State private var showsCart = false
                var body: some View {
                    List { ForEach(↓songs(on: shelf)) { Text("\\($0.id)") } }
                    Button(showsCart ? "Hide cart" : "Show cart") { showsCart.toggle() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The view's own computed property shuffles: any update of the view moves the rows.
            struct Card: Identifiable { let id: Int }
            struct Deck: View {
                let cards: [Card]
                var dealt: [Card] { cards.shuffled() }
                var body: some View {
                    VStack { ForEach(↓dealt) { Text("\\($0.id)") } }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // Shuffled once, in an action, and stored: the rows keep their order between updates.
            struct Song: Identifiable { let id: Int }
            func shuffledSongs(_ songs: [Song]) -> [Song] { songs.shuffled() }
            struct SongList: View {
                @State private var songs: [Song] = []
                var body: some View {
                    List { ForEach(songs) { Text("\\($0.id)") } }
                    Button("Shuffle") { songs = shuffledSongs(songs) }
                }
            }
            """),
            RuleExample("""
            // By default, a transform behind a model's computed property is reported only when something in
            // sight runs `body` again (here nothing does; `computed_medium_confidence: true` reports it).
            final class Library: ObservableObject {
                @Published var books: [Book] = []
                @Published var query = ""
                var matches: [Book] { books.filter { $0.title.contains(query) } }
            }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View {
                    List {
                        ForEach(library.matches) { Text($0.title) }
                    }
                }
            }
            """),
            RuleExample("""
            // The model's list is the app's own handful of constants, and no code changes it: filtering it
            // on each keystroke walks eight values, never the user's data.
            struct Genre: Hashable { var title: String }
            final class GenreCatalog: ObservableObject {
                @Published var all: [Genre] = [Genre(title: "Pop"), Genre(title: "Jazz"), Genre(title: "Rock")]
            }
            struct GenresView: View {
                @StateObject private var catalog = GenreCatalog()
                @State private var query = ""
                private var matching: [Genre] {
                    if query.isEmpty { return catalog.all }
                    return catalog.all.filter { $0.title.contains(query) }
                }
                var body: some View {
                    TextField("Search", text: $query)
                    List { ForEach(matching, id: \\.title) { Text($0.title) } }
                }
            }
            """),
            RuleExample("""
            // `@State` seeded from a `static let` of constants that nothing here writes: fixed, and small.
            struct Song: Hashable { var title: String }
            enum Songs { static let featured = [Song(title: "One"), Song(title: "Two")] }
            struct FeaturedSongs: View {
                @State private var songs = Songs.featured
                @State private var query = ""
                private var shown: [Song] { query.isEmpty ? songs : songs.filter { $0.title.contains(query) } }
                var body: some View {
                    TextField("Search", text: $query)
                    List { ForEach(shown, id: \\.title) { Text($0.title) } }
                }
            }
            """),
            RuleExample("""
            // A detail screen that shows what it loaded and nothing the user changes: it sorts once per screen.
            final class CastLoader: ObservableObject {
                @Published var cast: [Member] = []
                func load(_ id: Int) async { cast = await Credits.shared.cast(of: id) }
            }
            struct CastScreen: View {
                let movieID: Int
                @StateObject private var loader = CastLoader()
                var body: some View {
                    List(loader.cast.sorted { $0.order < $1.order }) { Text($0.name) }
                        .task { await loader.load(movieID) }
                }
            }
            struct MovieScreen: View {
                let movieID: Int
                var body: some View { NavigationLink("Cast") { CastScreen(movieID: movieID) } }
            }
            @main struct Movies: App {
                var body: some Scene { WindowGroup { MovieScreen(movieID: 1) } }
            }
            """),
            RuleExample("""
            // Handed to a child that does not show it as rows (a count), or a handful of fixed values.
            struct Summary: View {
                let archived: [Account]
                var body: some View { Text("\\(archived.count) archived") }
            }
            struct Chips: View {
                let kinds: [Kind]
                var body: some View { HStack { ForEach(kinds, id: \\.self) { Text($0.rawValue) } } }
            }
            enum Kind: String, CaseIterable { case income, expense }
            struct Accounts: View {
                @Query private var accounts: [Account]
                var body: some View {
                    Summary(archived: accounts.filter { $0.isArchived })
                    Chips(kinds: Kind.allCases.filter { $0 != .income })
                }
            }
            """),
            RuleExample("""
            // Data fixed while the view is shown: a `static let` list and `@State` that keeps its literal
            // value. Its size is written in the app, however often the filter runs.
            struct Template { let name: String; static let all = [Template(name: "Netflix"), Template(name: "Spotify")] }
            struct Templates: View {
                @State private var query = ""
                @State private var sizes = ["S", "M", "L", "XL"]
                var body: some View {
                    TextField("Search", text: $query)
                    ForEach(Template.all.filter { query.isEmpty || $0.name.contains(query) }, id: \\.name) { Text($0.name) }
                    ForEach(sizes.sorted(), id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            // A `let` of the view written as fixed data, and the keys of a type's constant table: a handful
            // of elements, whatever state re-runs `body`.
            enum Shortcuts { static let byName = ["copy": "⌘C", "paste": "⌘V", "undo": "⌘Z"] }
            struct KeyPad: View {
                @State private var currency = "EUR"
                private let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0", "⌫"]
                var body: some View {
                    ForEach(keys.filter { $0 != "." || currency != "JPY" }, id: \\.self) { Text($0) }
                    ForEach(Shortcuts.byName.keys.sorted(), id: \\.self) { Text($0) }
                    Picker("Currency", selection: $currency) { Text("EUR").tag("EUR") }
                }
            }
            """),
            RuleExample("""
            // A local built from a type's fixed list: a handful of elements, nothing worth moving.
            struct KindPicker: View {
                @State private var showsArchived = false
                var body: some View {
                    ForEach(kinds, id: \\.self) { Text($0.title) }
                    Toggle("Archived", isOn: $showsArchived)
                }
                private var kinds: [Kind] {
                    var kinds = Kind.allCases
                    if !showsArchived { kinds = kinds.filter { !$0.isArchived } }
                    return kinds
                }
            }
            """),
            RuleExample("""
            // A static helper that returns what it keeps: reading it builds nothing.
            struct Candidate: Identifiable { let id: Int; let score: Int }
            enum ReleaseStore {
                static var loaded: [Candidate] = []
                static func all() -> [Candidate] { loaded }
            }
            struct Releases: View {
                @State private var visibleCount = 10
                private var visible: ArraySlice<Candidate> { ReleaseStore.all().prefix(visibleCount) }
                var body: some View {
                    List {
                        ForEach(visible) { Text("\\($0.score)") }
                        Button("More") { visibleCount += 10 }
                    }
                }
            }
            """),
            RuleExample("""
            // A computed property that only forwards stored data, and a sorted one over a handful of cases.
            struct Charts: View {
                @ObservedObject var model: ChartModel
                private var tracks: [Track] { model.rankedTracks }
                private var kinds: [Kind] { Kind.allCases.sorted { $0.order < $1.order } }
                var body: some View {
                    List {
                        ForEach(tracks) { TrackRow(track: $0) }
                        ForEach(kinds) { Text($0.title) }
                    }
                }
            }
            """),
            RuleExample("""
            struct TodoList: View {
                @ObservedObject var model: TodoModel
                var body: some View {
                    List {
                        ForEach(model.visibleTodos) { todo in
                            Text(todo.tags.map(\\.name).joined(separator: ", "))
                        }
                    }
                }
            }
            final class TodoModel: ObservableObject {
                @Published var todos: [Todo] = [] { didSet { visibleTodos = todos.filter { !$0.isDone } } }
                @Published private(set) var visibleTodos: [Todo] = []
            }
            """),
            RuleExample("""
            struct Grid: View {
                let tiles: [Tile]
                let awards: [Award]
                var body: some View {
                    ForEach(Array(tiles)) { TileView(tile: $0) }
                    ForEach(tiles.indices, id: \\.self) { Text("\\($0)") }
                    ForEach((0..<7).reversed(), id: \\.self) { Text("\\($0)") }
                    List {
                        // Slices and small data: no work worth moving.
                        ForEach(awards.prefix(3)) { AwardBadge(award: $0) }
                        ForEach(Flavor.allCases.filter { $0.isSeasonal }) { Text($0.name) }
                        ForEach(["a", "b", "c"].map { $0.uppercased() }, id: \\.self) { Text($0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Deck: View {
                @State private var cards: [Card] = []
                var body: some View {
                    ForEach(cards) { CardView(card: $0) }
                        .onAppear { cards = Card.all.shuffled() }
                }
                func sortedCards() -> [Card] { cards.sorted { $0.rank < $1.rank } }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    #if DEBUG
                    ForEach(posts.shuffled()) { PostRow(post: $0) }
                    #else
                    ForEach(posts) { PostRow(post: $0) }
                    #endif
                    Menu("Language") {
                        ForEach(languages.sorted()) { Text($0.name) }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    /// Whether a transform reached through a computed property or method is reported without a change in
    /// sight that runs `body` again (`medium`).
    let reportsComputedMedium: Bool

    public init(options: RuleOptions) {
        reportsComputedMedium = options.bool("computed_medium_confidence", default: false)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node) else { return }
        guard let forEach = file.forEach(node) else {
            reportHandedTransforms(node, in: file, report: &report)
            return
        }
        // A menu's content is built only while it is open.
        if ViewBuilderContext.isInTransientContent(node, in: file) { return }
        // The cost must be real (the rubric's test for cost rules): a view that runs about once per screen
        // transforms its rows once per screen.
        if file.runsOncePerScreen(around: node) { return }
        // The rows a `List` or `Table` identifies up front: the cost is worse there.
        let container = forEach.name == "ForEach"
            ? VariableViewsPerRowRule.nearestContainer(of: node, in: file).flatMap { VariableViewsPerRowRule.rowCountingContainers.contains($0) ? $0 : nil }
            : forEach.name
        for branch in Self.alternatives(forEach.data, in: tree) {
            var local: String?
            var localValue: NodeID?
            var found = CollectionResult.outermostTransform(branch, in: tree)
            if found == nil, let name = tree.identifierName(branch),
               let initializer = Self.localInitializer(name, before: node, in: file) {
                found = CollectionResult.outermostTransform(initializer, in: tree)
                local = name
                localValue = initializer
            }
            var member: String?
            // Through the view's computed properties, a few deep (`visible` is `sorted.prefix(n)`, `sorted` is
            // `Policy.sorted(items)`), to the transform that builds the rows.
            var read = found == nil ? Self.transformingMember(branch, around: node, in: file) : nil
            // `let visible = store.visibleHabits(matching: query)` in `body`: the local is the member's result.
            if found == nil, read == nil, let local, let localValue, let through = Self.transformingMember(localValue, around: node, in: file) {
                read = through.spelled(as: local)
            }
            var expression = branch
            for _ in 0..<4 where found == nil && read == nil {
                guard let (name, result) = Self.computedMemberResult(expression, around: node, in: file) else { break }
                member = member ?? name
                found = CollectionResult.outermostTransform(result, in: tree)
                if found == nil, let through = Self.transformingMember(result, around: node, in: file) {
                    read = through.spelled(as: member ?? through.spelled)
                }
                expression = Self.unwrappingViews(result, in: tree)
            }
            if found == nil, let read {
                // A computed property or method, of this view or of a model it reads, whose result a
                // transform builds (`viewModel.filteredItems`): it runs each time `body` reads it.
                // What runs `body` again, then where the transform is (one step more through a call):
                // the transform's place is what the finding is about, never cut.
                var evidence = Stability.ordered(file.bodyUpdateEvidence(around: node)) + read.evidence
                // A shuffle moves the rows on any update, as `.shuffled()` written in place does: not gated.
                guard read.transform == "shuffled" || reportsComputedMedium || Confidence(evidence: evidence) == .high else { continue }
                // At the code that runs the member: the local's value when the data is a local holding it.
                let site = local != nil && localValue != nil && read.spelled == local ? localValue! : tree.unwrapped(branch)
                if let local, site == localValue { evidence.append(Self.shownHere(local, forEach, in: file)) }
                report.report(token: Int(tree[site].firstToken),
                              read.transform == "shuffled"
                                ? "`\(read.spelled)`, the data of this `\(forEach.name)`, is shuffled each time it is read: every evaluation of `body` gives the rows a new random order, so they move on every update"
                                : "`\(read.spelled)`, the data of this `\(forEach.name)`, is computed by `.\(read.transform)` each time it is read: the transform runs over the whole collection again on every evaluation of `body`" + Self.upFront(container),
                              evidence: evidence,
                              help: read.transform == "shuffled"
                                ? "shuffle once when the data is loaded and store the order"
                                : "compute the collection when its input changes (in the model, or in `@State` set from `.onChange`/`.task`) and pass the stored result")
                continue
            }
            guard var found else { continue }
            // Safety: a transform of a handful of fixed elements costs nothing worth moving.
            if !found.shuffles, Self.isSmall(found.base, in: file) { continue }
            var evidence = file.bodyUpdateEvidence(around: node)
            if !found.shuffles { evidence += file.stability(of: found.base).withoutUserEdits }
            // A computed property or method of the view: the work runs each time `body` reads it. Reported at
            // the read, which is what `body` does on every evaluation.
            if let member {
                found.token = Int(tree[tree.unwrapped(branch)].mainToken >= 0 ? tree[tree.unwrapped(branch)].mainToken : tree[tree.unwrapped(branch)].firstToken)
                guard found.shuffles || reportsComputedMedium || Confidence(evidence: evidence) == .high else { continue }
                report.report(token: found.token,
                              found.shuffles
                                ? "`\(member)`, the data of this `\(forEach.name)`, is shuffled each time it is read: every evaluation of `body` gives the rows a new random order, so they move on every update"
                                : "`\(member)`, the data of this `\(forEach.name)`, is computed by `.\(found.name)` each time it is read: the transform runs over the whole collection again on every evaluation of `body`" + Self.upFront(container),
                              evidence: Stability.ordered(evidence), help: Self.help(found))
                continue
            }
            report.report(token: found.token, Self.message(found, container: container, forEach: forEach.name, local: local),
                          evidence: Stability.ordered(evidence) + (local.map { [Self.shownHere($0, forEach, in: file)] } ?? []),
                          help: Self.help(found))
        }
    }

    /// Where the rows are, for a finding reported at the local of `body` that holds their data.
    static func shownHere(_ local: String, _ forEach: ForEachCall, in file: FileContext) -> Evidence {
        Evidence(.identifiedBy, file.location(file.tree.range(forEach.call.callee)), "`\(local)` is the data of this `\(forEach.name)`")
    }

    /// `AccountPicker(options: accounts.filter { !$0.isArchived })` in view code, where `AccountPicker` shows
    /// `options` in a `ForEach` of its own: the parent's `body` builds the child's rows' data by a transform.
    func reportHandedTransforms(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // Cheap first: a call of a type's initializer with a labelled argument that is a call.
        guard let call = file.call(node), !call.isMemberCall(in: tree), let child = call.name(in: tree), child.startsWithUppercase,
              call.arguments.contains(where: { $0.label != nil && !$0.isTrailingClosure && $0.value.map { Self.mayBeTransformed($0, tree) } == true })
        else { return }
        if ViewBuilderContext.isInTransientContent(node, in: file) || file.runsOncePerScreen(around: node) { return }
        var childDeclarations: [TypeInfo]?
        for argument in call.arguments where argument.label != nil && !argument.isTrailingClosure {
            guard let label = argument.label, let value = argument.value, Self.mayBeTransformed(value, tree) else { continue }
            let declarations = childDeclarations ?? file.declarations(of: child)
            childDeclarations = declarations
            guard !declarations.isEmpty else { return }
            let member = declarations.lazy.flatMap(\.inputs).first(where: { $0.label == label })?.property ?? label
            guard let shown = declarations.lazy.flatMap(\.rowData).first(where: { $0.member == member }) else { continue }
            guard var found = CollectionResult.outermostTransform(value, in: tree) else {
                // `LibraryList(novels: filteredNovels)`: a computed property or method (of this view, or of
                // a model it reads) whose result a transform builds, read for the child's rows.
                guard let read = Self.transformingMember(value, around: node, in: file) else { continue }
                let evidence = Stability.ordered(file.bodyUpdateEvidence(around: node)) + read.evidence
                    + [Evidence(.identifiedBy, shown.forEach, "`\(child)` shows `\(member)` as rows here")]
                report.report(token: Int(tree[tree.unwrapped(value)].firstToken),
                              read.transform == "shuffled"
                                ? "`\(read.spelled)`, which `\(child)` shows as rows, is shuffled each time it is read: every evaluation of `body` gives the rows a new random order, so they move on every update"
                                : "`\(read.spelled)`, which `\(child)` shows as rows, is computed by `.\(read.transform)` each time it is read: the transform runs over the whole collection again on every evaluation of `body`",
                              evidence: evidence,
                              help: "compute the collection when its input changes (in the model, or in `@State` set from `.onChange`/`.task`) and pass the stored result")
                continue
            }
            if found.shuffles || Self.isSmall(found.base, in: file) { continue }
            found.token = found.token >= 0 ? found.token : Int(tree[tree.unwrapped(value)].firstToken)
            var evidence = file.bodyUpdateEvidence(around: node)
            evidence += file.stability(of: found.base).withoutUserEdits
            evidence.append(Evidence(.identifiedBy, shown.forEach, "`\(child)` shows `\(member)` as rows here"))
            report.report(token: found.token,
                          "`\(label)`, which `\(child)` shows as rows, is built by `.\(found.name)` in view code: the transform runs over the whole collection again on every evaluation of `body`",
                          evidence: Stability.ordered(evidence), help: Self.help(found))
        }
    }

    /// An argument that may be a transformed collection: a call, or a read of a member (`filtered`,
    /// `self.filtered`, `model.visibleItems`), told from the tree alone.
    static func mayBeTransformed(_ value: NodeID, _ tree: SyntaxTree) -> Bool {
        let id = tree.unwrapped(value)
        switch tree.kind(id) {
        case .functionCallExpr: return true
        case .identifierExpr: return tree.name(id)?.first?.isLowercase == true
        case .memberAccessExpr: return tree.dottedPath(id) != nil
        default: return false
        }
    }

    /// `filtered`, `self.filtered()`, `viewModel.filteredItems`, `store.items(for: tag)`: a computed
    /// property or method (of this view, or of the type a path of declared members leads to) that the
    /// project's index says returns a transformed collection.
    /// `via` is the call the member returns the result of, at the member, when the transform is in the
    /// callee (`visibleHabits()` returning `HabitFilter.matching(…)`).
    static func transformingMember(_ expression: NodeID, around node: NodeID, in file: FileContext) -> TransformingRead? {
        let tree = file.tree
        var id = unwrappingViews(expression, in: tree)
        let called = CallExpr.at(id, in: tree)
        if let called { id = tree.unwrapped(called.callee) }
        guard var path = tree.dottedPath(id), !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let last = path.last, var owner = file.enclosingType(node)?.name else { return nil }
        if path.count == 1, ValueReads.isLocal(last, at: node, in: tree) { return nil }
        // `Policy.sorted(items)`: a static method of a type of the project, run with every call.
        var onType = false
        if path.count == 2, let first = path.first, first.startsWithUppercase, called != nil, file.isDeclaredTypeName(first) {
            owner = first
            onType = true
        } else {
            for name in path.dropLast() {
                guard let type = ElementType.memberType(name, ofTypeNamed: owner, in: file).flatMap(ElementType.simpleName) else {
                    // Through a value whose type is not in sight (`faqs.search(text:)` on an array, a
                    // protocol-typed model): a name the project declares once, as a transforming member
                    // (of several, which one this reads is not known, and the evidence would name one).
                    guard file.declarationCount(ofMember: last) == 1, let member = file.onlyTransformingMember(last),
                          let transform = member.resultTransform else { return nil }
                    return TransformingRead(last, path.joined(separator: "."), transform, member)
                }
                owner = type
            }
        }
        // A method of the collection's own extension (`faqs.search(text:)` on `[FAQ]`), not found on the
        // element type the path leads to: every declaration of that name transforms.
        if !onType, path.count > 1, file.declarations(of: owner).allSatisfy({ $0.member(last) == nil }),
           let member = file.onlyTransformingMember(last), let transform = member.resultTransform {
            return TransformingRead(last, path.joined(separator: "."), transform, member)
        }
        // `ForEach(products(for: kind))`: a free function the project declares once, not a member here.
        if path.count == 1, !onType, file.declarations(of: owner).allSatisfy({ $0.member(last) == nil }) {
            let functions = file.globals(named: last).filter { $0.kind == .function }
            guard functions.count == 1, file.declarationCount(ofMember: last) == 1, let transform = functions[0].resultTransform else { return nil }
            return TransformingRead(last, last, transform, functions[0])
        }
        guard let member = file.declarations(of: owner).lazy.compactMap({ $0.member(last) }).first(where: { $0.resultTransform != nil }),
              let transform = member.resultTransform, member.isStatic == onType,
              // A static helper that maps what it is given one to one (`modes.map(card(for:))`) is as small as its argument.
              !(onType && ["map", "compactMap"].contains(transform)) else { return nil }
        // Safety: the member transforms data its type holds fixed, as small as the source that spells it.
        if transformsFixedData(member, of: owner, in: file) { return nil }
        return TransformingRead(last, path.joined(separator: "."), transform, member)
    }

    /// `var filtered: [Category] { all.filter { … } }` where `all` is a model's `@Published` list of
    /// literals that no code changes, or a view's `@State` that keeps the constants it starts with: the
    /// transform runs over the app's own handful of values, never over the user's data.
    static func transformsFixedData(_ member: MemberInfo, of owner: String, in file: FileContext) -> Bool {
        guard member.resultCall == nil, let base = member.resultTransformBase, let first = base.first else { return false }
        let isClass = file.declarations(of: owner).contains { $0.kind == .classDecl || $0.kind == .actorDecl }
        let stability = isClass
            ? file.modelFieldStability(owner, path: base, depth: 0)
            : file.memberStability(owner: owner, name: first, path: Array(base.dropFirst()), depth: 0)
        return stability.isFixed
    }

    /// `notifications().reversed()`, `Array(model.matches)`, `sorted.prefix(20)`: a view, a copy or a slice
    /// of what the expression inside returns, which costs no more than reading it.
    static func unwrappingViews(_ expression: NodeID, in tree: SyntaxTree) -> NodeID {
        var id = tree.unwrapped(expression)
        for _ in 0..<4 {
            guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { break }
            if ["reversed", "prefix", "suffix", "dropFirst", "dropLast"].contains(name), call.trailingClosures.isEmpty,
               call.arguments.count <= 1, let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            } else if name == "Array", !call.isMemberCall(in: tree), call.arguments.count == 1, let inner = call.firstUnlabeled?.value {
                id = tree.unwrapped(inner)
            } else {
                break
            }
        }
        return id
    }

    /// What a row-counting container adds to the cost.
    static func upFront(_ container: String?) -> String {
        container.map { ", and `\($0)` gathers every row's id up front" } ?? ""
    }

    /// `ranked`, `self.ranked` or `ranked()` read from a computed property or method of the view around,
    /// declared in this file with a single expression as its result: the name and that expression.
    static func computedMemberResult(_ expression: NodeID, around node: NodeID, in file: FileContext) -> (String, NodeID)? {
        let tree = file.tree
        var id = tree.unwrapped(expression)
        if let call = CallExpr.at(id, in: tree), call.arguments.isEmpty, call.trailingClosures.isEmpty { id = call.callee }
        guard var path = tree.dottedPath(id) else { return nil }
        if path.first == "self" { path.removeFirst() }
        // A local or a parameter of the same name (`func rows(_ orders: [Order])`) is not the property.
        guard path.count == 1, let name = path.first, path == ["self", name] || !ValueReads.isLocal(name, at: node, in: tree),
              let type = file.enclosingType(node),
              let member = type.member(name), member.kind == .function || (member.kind == .property && member.isComputed),
              !member.isStatic else { return nil }
        var block: NodeID?
        if member.kind == .function {
            block = tree.child(member.node, .codeBlock)
        } else if let binding = tree.children(member.node, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == name }),
                  let accessors = tree.child(binding, .accessorBlock) {
            block = tree[accessors].flags.contains(.implicitGetter)
                ? accessors : tree.children(accessors, .accessorDecl).first { tree.nameIs($0, "get") }.flatMap { tree.child($0, .codeBlock) }
        }
        guard let block else { return nil }
        let statements = tree.children(block)
        guard statements.count == 1, var result = statements.first else { return nil }
        if tree.kind(result) == .returnStmt, let value = tree.children(result).first { result = value }
        return (name, result)
    }

    /// Data known to be small (see `CollectionResult.isSmall`).
    static func isSmall(_ base: NodeID, in file: FileContext) -> Bool {
        if CollectionResult.isSmall(base, in: file.tree, countingSlices: true) { return true }
        // Data fixed while the view is shown (a `static let`, an enum's cases, `@State` that keeps its
        // literal value, an input every parent passes a constant): its size is the app's, not the user's.
        if file.stability(of: base).isFixed { return true }
        // `keys`, `self.services`: a `let` of the view written as fixed data (an array literal of
        // constants, a type's constant list), as small as the source that spells it.
        let tree = file.tree
        guard var path = tree.dottedPath(tree.unwrapped(base)) else { return false }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, !ValueReads.isLocal(path[0], at: base, in: tree), let owner = file.enclosingType(base),
              let member = file.declarations(of: owner.name).lazy.compactMap({ $0.member(path[0]) }).first,
              member.kind == .property, member.isLet, !member.isComputed, member.wrappers.isEmpty,
              let initial = member.initialReads, !initial.isEmpty else { return false }
        return initial.allSatisfy { if case .fixed = $0 { return true }; return false }
    }

    static func message(_ found: CollectionResult.Transform, container: String?, forEach: String, local: String?) -> String {
        let subject = local.map { "`\($0)`, the data of this `\(forEach)`, is built" } ?? "the data of this `\(forEach)` is built"
        if found.shuffles {
            return "\(subject) with `.shuffled()` in view code: every evaluation of `body` gives the rows a new random order, so they move on every update"
        }
        return "\(subject) by `.\(found.name)` in view code: the transform runs over the whole collection again on every evaluation of `body`" + upFront(container)
    }

    static func help(_ found: CollectionResult.Transform) -> String {
        found.shuffles
            ? "shuffle once when the data is loaded and store the order"
            : "compute the collection when its input changes (in the model, or in `@State` set from `.onChange`/`.task`) and pass the stored result"
    }

    /// The expressions the data can come from: both sides of `c ? a : b` and `a ?? b`, else the data itself.
    static func alternatives(_ data: NodeID, in tree: SyntaxTree) -> [NodeID] {
        let id = tree.unwrapped(data)
        switch tree.kind(id) {
        case .ternaryExpr:
            return tree.children(id).dropFirst().flatMap { alternatives($0, in: tree) }
        case .infixOperatorExpr where tree.tokenIs(Int(tree[id].mainToken), "??"):
            return tree.children(id).flatMap { alternatives($0, in: tree) }
        default:
            return [id]
        }
    }

    /// The initializer of a `let`/`var` named `name` declared in the view code around `node`, before it.
    /// Stops at the nearest declaration of the name (a closure parameter, a local without a plain
    /// initializer) and at the enclosing declaration.
    static func localInitializer(_ name: String, before node: NodeID, in file: FileContext) -> NodeID? {
        FileSummary.localInitializer(name, before: node, tree: file.tree, inScope: { file.isViewCode($0) })
    }
}

/// A member whose result a transform builds, read as the data of rows: its name, how the code spells the
/// read, the transform, and where it is (through the call the member returns, when the transform is there).
struct TransformingRead {
    let name: String
    var spelled: String
    let transform: String
    let location: SourceRange
    let via: (call: String, at: SourceRange)?

    init(_ name: String, _ spelled: String, _ transform: String, _ member: MemberInfo) {
        self.name = name
        self.spelled = spelled
        self.transform = transform
        location = member.resultTransformRange ?? member.location
        via = member.resultCall.map { ($0, member.location) }
    }

    /// The same read, spelled as the code that shows it (a local holding it, the view's member returning it).
    func spelled(as spelling: String) -> TransformingRead {
        var copy = self
        copy.spelled = spelling
        return copy
    }

    /// `visibleHabits` returns the result of `.filter`, or, through a call, `visibleHabits` returns the result
    /// of `HabitFilter.matching` and `matching` returns the result of `.filter`, each at its code.
    var evidence: [Evidence] {
        guard let via else { return [Evidence(.work, location, "`\(name)` returns the result of `.\(transform)`")] }
        let callee = via.call.split(separator: ".").last.map(String.init) ?? via.call
        return [Evidence(.work, via.at, "`\(name)` returns the result of `\(via.call)`"),
                Evidence(.work, location, "`\(callee)` returns the result of `.\(transform)`")]
    }
}
