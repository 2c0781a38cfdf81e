import TheseusSyntax

/// `init(title: String) { _title = State(initialValue: title) }`: state seeded from an input, whose later
/// values the view ignores for its lifetime.
public struct StateFromParameterRule: Rule {
    /// Parameter names that say the value is only a starting point.
    static let seedPrefixes = ["initial", "default", "seed", "starting", "start", "original"]

    public static let description = RuleDescription(
        id: "state_from_parameter",
        name: "State from parameter",
        kind: .lifetime,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`@State`/`@StateObject` seeded from an `init` input that a parent passes a value that is not constant, without `.id(…)` scoping: later values of the input are ignored",
        rationale: """
        WWDC21 "Demystify SwiftUI" (lifetime): SwiftUI allocates a view's `@State` and `@StateObject` storage \
        from the initial value when the view's identity begins, and keeps it for the identity's lifetime. An \
        initializer that seeds state from an input (`_title = State(initialValue: title)`, \
        `_model = StateObject(wrappedValue: Model(item))`, `self.count = count` for a `@State count`), or a view without an `init` whose memberwise initializer takes \
        a `@State var course: Course` from its caller, uses the input once: when the parent later passes another value, the view value receives it, but the state \
        keeps the first one, and the screen shows stale data.

        The rule reports such an assignment when some parent's `body` passes the input a value that is not \
        constant and does not scope the view's identity to it with `.id(…)` (the talk's fix). It is silent \
        where the code says the copy is meant: inputs named as a seed (`initial…`, `default…`, `seed…`, \
        `starting…`), a draft the user edits in the view and an action saves back, a view that keeps \
        the state in step with `.onChange(of:)` of the input, a destination that a sheet or a navigation \
        link builds with the values of the moment it is shown, a view built only once the value it is given \
        has loaded (`if let note { Detail(note: note) }` with the load started where the detail is not shown), \
        a value read from a flag the `if` around the view tests (`if showsTV { Card(isMovie: !showsTV) }`), \
        an object of the project's classes handed over by the memberwise initializer (shared, not copied), \
        and views only a hosting controller builds. \
        It is `high` when the parent's value is one the user changes. Of the rest, by default only a \
        `@State` holding a value that the view never writes, binds or mutates is reported (`medium`): \
        nothing then makes it a starting value, it is only a copy of the input that stops following it, \
        and a `let` would do. Other seeded state whose input no code in sight is seen changing was judged \
        true 7 times in 66 on apps the rule was not tuned on (an intended starting value far more often \
        than a stale copy); `medium_confidence: true` reports it too.
        """,
        fix: """
        If the parent owns the value, take a `Binding` (or a `let`) instead of copying it into state; if the \
        view edits a private copy, scope its identity to the input at the call site: `Editor(note: note).id(note.id)`.
        """,
        options: [
            RuleOptionDescription(name: "medium_confidence", type: "boolean", defaultValue: "false",
                                  summary: "Also report state seeded from an input that a parent passes a value that is not constant, where no code in sight shows the value changing and the view changes the state itself (`medium`)"),
        ],
        triggering: [
            RuleExample("""
            struct NoteEditor: View {
                @State private var text: String
                init(note: Note) {
                    _text = ↓State(initialValue: note.body)
                }
                var body: some View { Text(text).onTapGesture { print(text) } }
            }
            struct Notes: View {
                @State private var selection = Note.sample
                var body: some View {
                    NoteEditor(note: selection)
                    Button("Next") { selection = .other }
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Counter: View {
                @State private var count: Int
                @StateObject private var model: StepModel
                init(step value: Int) {
                    self.count = ↓value
                    _model = ↓StateObject(wrappedValue: StepModel(value))
                }
                var body: some View { Text("\\(count)").onTapGesture { model.advance() } }
            }
            """, otherFiles: [("Screen.swift", """
            struct Screen: View {
                @ObservedObject var settings: Settings
                var body: some View { Counter(step: settings.step) }
            }
            final class Settings: ObservableObject {
                @Published var step = 1
                func bump() { step += 1 }
            }
            """)], configuration: "medium_confidence: true", confidence: .medium),
            RuleExample("""
            // The detail's own refresh button reloads the note while the detail is shown.
            struct NoteDetail: View {
                @State private var title: String
                let onRefresh: () -> Void
                init(note: Note, onRefresh: @escaping () -> Void) {
                    _title = ↓State(initialValue: note.title)
                    self.onRefresh = onRefresh
                }
                var body: some View { TextField("Title", text: $title) }
            }
            struct NoteLoader: View {
                @State private var note: Note?
                var body: some View {
                    if let note {
                        NoteDetail(note: note, onRefresh: { load() })
                        Button("Reload") { load() }
                    } else {
                        ProgressView().onAppear { load() }
                    }
                }
                private func load() {
                    Task { note = await Store.shared.fetchNote() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // No `init`: the memberwise initializer seeds the state from the `course:` argument, and the
            // parent passes another course when the user pages.
            struct Course { var name: String; var isDone = false }
            struct CourseCell: View {
                @State var ↓course: Course
                var body: some View { Text(course.name).onTapGesture { course.isDone.toggle() } }
            }
            struct Week: View {
                let courses: [Course]
                @State private var page = 0
                var body: some View {
                    CourseCell(course: courses[page])
                    Button("Next") { page += 1 }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The row never changes its `@State`: it is only a copy of the input, and when the model loads
            // the list again the row keeps showing the first value (a `let` would show the new one).
            struct Pokemon: Identifiable { let id: Int; var name: String }
            struct PokemonRow: View {
                @State var ↓pokemon: Pokemon
                var body: some View { Text(pokemon.name) }
            }
            struct Pokedex: View {
                @StateObject private var model = PokedexModel()
                var body: some View {
                    List(model.pokemon) { PokemonRow(pokemon: $0) }
                        .task { await model.load() }
                }
            }
            final class PokedexModel: ObservableObject {
                @Published var pokemon: [Pokemon] = []
                func load() async { pokemon = await API.pokemon() }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // The card exists only while `showsTV` is true: the value it is seeded from cannot change while
            // it is shown (turning the toggle off removes the card).
            struct MediaCard: View {
                @State var isMovie: Bool
                var body: some View { Text(isMovie ? "Movie" : "Show") }
            }
            struct Home: View {
                @State private var showsTV = false
                var body: some View {
                    Toggle("TV", isOn: $showsTV)
                    if showsTV {
                        MediaCard(isMovie: !showsTV)
                    } else {
                        Text("Movies")
                    }
                }
            }
            """),
            RuleExample("""
            // A store of a library, handed down by the parent: the state holds the instance the parent shares,
            // whose contents change inside it, not a copy that goes stale.
            import ComposableArchitecture
            struct HomeView: View {
                @State var store: StoreOf<HomeFeature>
                var body: some View { Text(store.title) }
            }
            struct AppView: View {
                let store: StoreOf<AppFeature>
                @State private var tab = 0
                var body: some View {
                    HomeView(store: store.scope(state: \\.home, action: \\.home))
                    Button("Next") { tab += 1 }
                }
            }
            """),
            RuleExample("""
            // A starting value the view then changes itself, from an input no code here is seen changing:
            // an intended seed far more often than a stale copy.
            struct Tally: View {
                @State var count: Int
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            struct Board: View {
                let start: Int
                var body: some View { Tally(count: start) }
            }
            """),
            RuleExample("""
            // Only a copy, but every caller passes a constant: no other value ever reaches it.
            struct Badge: View {
                @State var title: String
                var body: some View { Text(title) }
            }
            struct Shelf: View {
                @State private var isOn = false
                var body: some View {
                    Badge(title: "New")
                    Toggle("On", isOn: $isOn)
                }
            }
            """),
            RuleExample("""
            // The memberwise initializer hands over an object of the project's class: parent and view share
            // it, and what the parent sets through its fields the view sees too.
            final class FormModel: ObservableObject {
                @Published var name = ""
            }
            struct NameField: View {
                @State var model: FormModel
                var body: some View { Text(model.name) }
            }
            struct Form: View {
                @State var model: FormModel
                var body: some View {
                    NameField(model: model)
                    TextField("Name", text: $model.name)
                }
            }
            """),
            RuleExample("""
            // Loaded before the detail exists: only the spinner and the retry button, shown while there is
            // no note, call the load, so the note never changes while the detail is shown.
            struct NoteDetail: View {
                @State private var title: String
                init(note: Note) { _title = State(initialValue: note.title) }
                var body: some View { TextField("Title", text: $title) }
            }
            struct NoteLoader: View {
                @State private var note: Note?
                @State private var failed = false
                var body: some View {
                    if let note {
                        NoteDetail(note: note)
                    } else if failed {
                        Button("Retry") { load() }
                    } else {
                        ProgressView().onAppear { load() }
                    }
                }
                private func load() {
                    failed = false
                    Task {
                        do { note = try await Store.shared.fetchNote() } catch { failed = true }
                    }
                }
            }
            """),
            RuleExample("""
            // The seeding initializer is never called: the parent builds the view with the other one.
            struct LevelGauge: View {
                @State private var shown: Double
                init(level: Double, range: ClosedRange<Double>) { _shown = State(initialValue: level) }
                init(level: Double, step: Double) { _shown = State(initialValue: 0) }
                var body: some View { Text("\\(shown)") }
            }
            struct Player: View {
                @State private var volume = 0.5
                var body: some View {
                    LevelGauge(level: volume, step: 0.1)
                    Button("Mute") { volume = 0 }
                }
            }
            """),
            RuleExample("""
            // The parent only closes the editor (`picking = nil`): no other value ever reaches the seed.
            struct QuantityEditor: View {
                @State private var quantity: String
                init(food: Food) { _quantity = State(initialValue: food.defaultQuantity) }
                var body: some View { TextField("Quantity", text: $quantity) }
            }
            struct AddMeal: View {
                @State private var picking: Food?
                var body: some View {
                    if let picking {
                        QuantityEditor(food: picking)
                        Button("Close") { self.picking = nil }
                    }
                }
            }
            """),
            RuleExample("""
            // Seeded, then never read: the stale copy shows nothing (the input is read directly).
            struct PantryPanel: View {
                @State private var isShowing: Bool
                let isPantryShowing: Bool
                init(isPantryShowing: Bool) {
                    self.isPantryShowing = isPantryShowing
                    _isShowing = State(initialValue: isPantryShowing)
                }
                var body: some View { Text(isPantryShowing ? "Pantry" : "") }
            }
            struct Kitchen: View {
                @State private var showsPantry = false
                var body: some View {
                    PantryPanel(isPantryShowing: showsPantry)
                    Toggle("Pantry", isOn: $showsPantry)
                }
            }
            """),
            RuleExample("""
            // The project's own presentation, in SwiftUI's image (`isPresented:` and content): the detail
            // is built with the selection of the moment it is shown.
            struct Detail: View {
                @State private var title: String
                init(track: Track) { _title = State(initialValue: track.title) }
                var body: some View { TextField("Title", text: $title) }
            }
            struct Liked: View {
                @State private var selected: Track?
                let tracks: [Track]
                var body: some View {
                    List(tracks) { track in Button(track.title) { selected = track } }
                        .overlaySheet(isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })) {
                            if let selected { Detail(track: selected) }
                        }
                }
            }
            """, configuration: "medium_confidence: true"),
            RuleExample("""
            // A route's view: built for the route value a navigation pushes, whose fields do not change.
            enum AppRoute: Route {
                case personDetails(MediaPerson)
                case searchHistory

                var id: Self { self }

                @ViewBuilder @MainActor
                var view: some View {
                    switch self {
                    case .personDetails(let person):
                        PersonDetailsView(person: person)
                    case .searchHistory:
                        Text("History")
                    }
                }
            }
            struct PersonDetailsView: View {
                @State private var viewModel: PersonDetailsViewModel
                var body: some View {
                    Text(viewModel.person.name)
                }
                init(person: MediaPerson) {
                    viewModel = PersonDetailsViewModel(person: person)
                }
            }
            """),
            RuleExample("""
            // A starting value the view keeps in step itself: it sets the state again on each update.
            struct Header: View {
                @State private var shown: User
                @EnvironmentObject var session: Session
                init(user: User) { _shown = State(initialValue: user) }
                var body: some View {
                    Text(shown.name)
                        .onReceive(session.$user) { user in if let user { shown = user } }
                }
            }
            struct Feed: View {
                @State private var user = User()
                var body: some View {
                    Header(user: user)
                    Button("Reload") { user = User() }
                }
            }
            """),
            RuleExample("""
            // A draft of a binding's value, written back to the binding as the user types: the parent's
            // value changes only through this view. And an object every parent passes as the shared one.
            struct AddressField: View {
                @State private var text: String
                @Binding private var host: String
                init(host: Binding<String>) {
                    _host = host
                    _text = State(initialValue: host.wrappedValue)
                }
                var body: some View {
                    TextField("Host", text: $text)
                        .onChange(of: text) { _, value in if value.contains(".") { host = value } }
                }
            }
            struct Connect: View {
                @State private var host = ""
                var body: some View {
                    AddressField(host: $host)
                    Text(host)
                }
            }
            final class ChecklistItem: ObservableObject { @Published var text = "" }
            struct ChecklistRow: View {
                let item: ChecklistItem
                @State private var text: String
                init(item: ChecklistItem) {
                    self.item = item
                    _text = State(initialValue: item.text)
                }
                var body: some View {
                    TextField("Item", text: Binding(get: { text }, set: { text = $0; item.text = $0 }))
                }
            }
            struct Checklist: View {
                @State private var items: [ChecklistItem] = []
                @State private var selection = 0
                var body: some View {
                    ChecklistRow(item: items[selection])
                    Stepper("Item", value: $selection)
                }
            }
            struct ErrorBanner: View {
                @State private var prefs: Preferences
                init(prefs: Preferences) { _prefs = State(initialValue: prefs) }
                var body: some View { Text(prefs.channel) }
            }
            struct UpdatesPane: View {
                @ObservedObject var prefs = Preferences.shared
                @State private var tab = 0
                var body: some View {
                    ErrorBanner(prefs: prefs)
                    Picker("Tab", selection: $tab) { Text("A").tag(0) }
                }
            }
            """),
            RuleExample("""
            // Every caller leaves the parameter at its default: the seed never changes.
            struct NoteEditor: View {
                @State private var alignment: TextAlignment
                init(alignment: TextAlignment = .leading) { _alignment = State(initialValue: alignment) }
                var body: some View { Text("Note").multilineTextAlignment(alignment) }
            }
            struct Notes: View {
                var body: some View { NoteEditor() }
            }
            """),
            RuleExample("""
            // Built when a button's action presents it: the value is the one at the tap.
            struct Wallets: View {
                let wallets: [Wallet]
                let coordinator: Coordinator
                var body: some View {
                    ForEach(wallets) { wallet in
                        Button(wallet.name) { coordinator.present { WalletDetail(wallet: wallet) } }
                    }
                }
            }
            struct WalletDetail: View {
                @StateObject private var model: WalletModel
                init(wallet: Wallet) { _model = StateObject(wrappedValue: WalletModel(wallet: wallet)) }
                var body: some View { Text(model.title) }
            }
            """),
            RuleExample("""
            // Built by a helper that only a sheet uses: the values of the moment the sheet opens.
            struct Contacts: View {
                @State private var selection = Contact.sample
                @State private var isEditing = false
                var body: some View {
                    Button("Edit") { isEditing = true }
                        .sheet(isPresented: $isEditing) { editor(for: selection) }
                }
                func editor(for contact: Contact) -> some View { ContactCard(contact: contact) }
            }
            struct ContactCard: View {
                @State private var name: String
                init(contact: Contact) { _name = State(initialValue: contact.name) }
                var body: some View { Text(name) }
            }
            """),
            RuleExample("""
            // A draft: the user edits the copy here, to save it back or throw it away.
            struct NoteEditor: View {
                @State private var text: String
                let onSave: (String) -> Void
                init(note: Note, onSave: @escaping (String) -> Void) {
                    _text = State(initialValue: note.body)
                    self.onSave = onSave
                }
                var body: some View {
                    TextEditor(text: $text)
                    Button("Save") { onSave(text) }
                }
            }
            struct Notes: View {
                @State private var selection = Note.sample
                var body: some View {
                    NoteEditor(note: selection) { selection.body = $0 }
                    // Built when the sheet is shown, with the values of that moment.
                    Text("x").sheet(isPresented: .constant(true)) { Preview(note: selection) }
                }
            }
            struct Preview: View {
                @State private var title: String
                init(note: Note) { _title = State(initialValue: note.title) }
                var body: some View { Text(title) }
            }
            """),
            RuleExample("""
            struct NoteEditor: View {
                @State private var text: String
                init(note: Note) { _text = State(initialValue: note.body) }
                var body: some View { TextEditor(text: $text) }
            }
            struct Notes: View {
                @State private var selection = Note.sample
                var body: some View {
                    // Identity scoped to the input: a new note starts a new editor with fresh state.
                    NoteEditor(note: selection).id(selection.id)
                    Button("Next") { selection = .other }
                }
            }
            """),
            RuleExample("""
            struct Counter: View {
                @State private var count: Int
                init(initialCount: Int) { _count = State(initialValue: initialCount) }
                var body: some View { Stepper("\\(count)", value: $count) }
            }
            struct Timer: View {
                @State private var seconds: Int
                init(duration: Int) { _seconds = State(initialValue: duration) }
                var body: some View { Text("\\(seconds)") }
            }
            struct Screen: View {
                @State private var step = 1
                var body: some View {
                    // A seed by name; and an input no parent changes.
                    Counter(initialCount: step)
                    Timer(duration: 60)
                    Button("Step") { step += 1 }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.initializerDecl, .variableDecl]

    /// Whether findings without code that shows the input changing are reported (`medium`).
    let reportsMedium: Bool

    public init(options: RuleOptions) {
        reportsMedium = options.bool("medium_confidence", default: false)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        if file.tree.kind(node) == .variableDecl {
            visitMemberwiseSeed(node, in: file, report: &report)
            return
        }
        let tree = file.tree
        guard let owner = file.enclosingType(node), owner.kind == .structDecl || owner.isExtension else { return }
        // The owner's `@State`s, then its other declarations' (the first wrapper of a name wins), member by
        // member in place: a type with many extensions would otherwise be copied whole for each initializer.
        var stateful: [String: String] = [:]
        func collect(_ members: [MemberInfo]) {
            for m in members where !m.wrappers.isEmpty {
                if let wrapper = m.wrappers.first(where: { $0 == "State" || $0 == "StateObject" }), stateful[m.name] == nil {
                    stateful[m.name] = wrapper
                }
            }
        }
        collect(owner.members)
        let declarations = file.declarations(of: owner.name)
        for i in declarations.indices { collect(declarations[i].members) }
        guard !stateful.isEmpty else { return }
        let parameters = InitInput.parameterLabels(of: node, in: tree)
        for assignment in InitInput.assignments(in: node, tree) {
            // `self.count = value` sets a `@State` through its wrapper too; `_x = State(initialValue: y)`.
            guard let wrapper = stateful[assignment.property],
                  let (parameter, label) = Self.readParameter(assignment.wrappedValue(tree), parameters: parameters, tree),
                  !Self.seedPrefixes.contains(where: { parameter.lowercased().hasPrefix($0) || label.lowercased().hasPrefix($0) }) else { continue }
            // Never read after `init` (and no extension elsewhere could): the stale copy shows nothing.
            if declarations.count <= 1, !Self.isUsedAfterInit(assignment.property, in: owner.node, tree: tree) { continue }
            // A draft: the user edits the copy in the view, and an action saves it back.
            let member = declarations.lazy.compactMap { $0.member(assignment.property) }.first
            if wrapper == "State", Self.mayBeSharedObject(member, in: file) { continue }
            if wrapper == "State", member?.userWrite != nil, StateWrites.isSavedBack(assignment.property, in: owner.node, tree: tree) { continue }
            // Kept in step with the input by hand.
            if Self.followsInput(owner.node, parameterPath: parameter, in: file)
                || Self.refreshes(assignment.property, in: owner.node, tree: tree) { continue }
            // A draft of an input that the view writes back to it (an address field that sets its `host`
            // binding when the text parses, a row that sets `item.text`): the input changes through this view.
            if Self.writesBack(parameter, initializer: node, owner: owner, declarations: declarations, tree: tree) { continue }
            guard let (construction, stability) = Self.changingUnscopedInput(owner.name, label: label, initializer: HelperSignature.of(node, in: tree), in: file) else { continue }
            // `picking = nil` closes what shows the view (`if let picking { Sheet(food: picking) }`): no
            // other value reaches it.
            let changes = stability.evidence.filter { !($0.kind == .userChanges && Self.assignsNil(at: $0.range, in: file)) }
            var evidence = [Evidence(.passedBy, construction.range, "`\(owner.name)` gets `\(label)` here, with no id scoped to it")] + changes
            // A seed whose input is not seen changing is an intended starting value far more often than not,
            // unless the view never changes the state: then it is only a copy of the input that stops
            // following it (a `let` would do), and no starting value is meant.
            let copy = wrapper == "State" ? Self.unchangedCopy(assignment.property, member: member, declarations: declarations, in: file) : nil
            if let copy { evidence.insert(copy, at: 1) }
            guard reportsMedium || copy != nil || Confidence(evidence: evidence) == .high else { continue }
            report.report(assignment.value,
                          "`@\(wrapper) \(assignment.property)` is seeded from the `\(parameter)` input: SwiftUI keeps the first value for the view's lifetime, so when a parent passes another value, the view ignores it",
                          evidence: Stability.ordered(evidence),
                          help: Self.isBindingParameter(parameter, of: node, in: tree)
                            ? "the view already takes a `Binding`: read and write it where it is needed instead of copying its value into `@\(wrapper)`, or scope the view's identity at the call site"
                            : "take a `Binding` (or a `let`) if the parent owns the value, or scope the view's identity at the call site: `.id(\(parameter).id)`")
        }
    }

    /// `@State var course: Course` in a view without an `init` of its own: the memberwise initializer seeds
    /// it from the `course:` argument (`CourseCell(course: courses[selected])`), and SwiftUI keeps the first
    /// value. The same defect as a seed in a written `init`, reported where the state is declared.
    func visitMemberwiseSeed(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let wrapper = MemberwiseState.stateWrapper(node, in: tree), MemberwiseState.isTypeMember(node, in: file),
              let owner = file.enclosingType(node), MemberwiseState.hasReachableMemberwiseInitializer(owner, in: file),
              !tree.children(node, .modifier).contains(where: { ["private", "fileprivate"].contains(tree.compactText($0)) }) else { return }
        for binding in tree.children(node, .patternBinding) {
            guard let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern,
                  let name = tree.name(pattern), tree.mainToken(pattern) != nil else { continue }
            let member = file.declarations(of: owner.name).lazy.compactMap { $0.member(name) }.first
            // An object of the project's classes: the view shares it with the parent, and a field the
            // parent sets through it is seen here too; only a new object would be missed, which the
            // parent's writes (through its fields or whole) do not tell apart here.
            if let type = member?.effectiveType.flatMap(ElementType.simpleName),
               file.declarations(of: type).contains(where: { $0.kind == .classDecl || $0.kind == .actorDecl }) { continue }
            if wrapper == "State", Self.mayBeSharedObject(member, in: file) { continue }
            // A draft the user edits and an action saves back; state the view keeps in step by hand.
            if wrapper == "State", member?.userWrite != nil, StateWrites.isSavedBack(name, in: owner.node, tree: tree) { continue }
            if Self.refreshes(name, in: owner.node, tree: tree) { continue }
            guard let (construction, stability) = Self.changingUnscopedInput(owner.name, label: name, initializer: nil, in: file) else { continue }
            let changes = stability.evidence.filter { !($0.kind == .userChanges && Self.assignsNil(at: $0.range, in: file)) }
            var evidence = [Evidence(.passedBy, construction.range, "`\(owner.name)` gets `\(name)` here, with no id scoped to it")] + changes
            let copy = wrapper == "State" ? Self.unchangedCopy(name, member: member, declarations: file.declarations(of: owner.name), in: file) : nil
            if let copy { evidence.insert(copy, at: 1) }
            guard reportsMedium || copy != nil || Confidence(evidence: evidence) == .high else { continue }
            report.report(token: Int(tree[pattern].mainToken),
                          "`@\(wrapper) var \(name)` is seeded by the memberwise initializer from the `\(name):` argument: SwiftUI keeps the first value for the view's lifetime, so when a parent passes another value, the view ignores it",
                          evidence: Stability.ordered(evidence),
                          help: "take a `let` or a `Binding` if the parent owns the value (and make the state `private` if the view owns it), or scope the view's identity at the call site: `.id(\(name).id)`")
        }
    }

    /// A `@State` of a type out of sight that is no standard value (`@State var store: StoreOf<Feature>`):
    /// it may hold an object the parent shares (a library's store), which a new value from the parent
    /// does not replace with different contents; the code does not show a stale copy.
    static func mayBeSharedObject(_ member: MemberInfo?, in file: FileContext) -> Bool {
        guard let member, let type = member.effectiveType, !file.holdsValue(type) else { return false }
        guard let name = ElementType.simpleName(type) else { return true }
        return file.declarations(of: name).isEmpty
    }

    /// Evidence that a `@State` is only a copy of its input: nothing in the view writes, binds or mutates
    /// it after `init` (in any declaration of the type), so it shows the first value and no other. Only for
    /// a value (a class instance, even one never replaced, changes through its fields).
    static func unchangedCopy(_ name: String, member: MemberInfo?, declarations: [TypeInfo], in file: FileContext) -> Evidence? {
        guard let member, member.isMutatedAfterInit == false, file.holdsValue(member.typeText),
              declarations.allSatisfy({ $0.member(name).map { $0.isMutatedAfterInit == false } ?? true }) else { return nil }
        return Evidence(.state, member.location, "`\(name)` is `@State` that the view never changes: it keeps showing the first value")
    }

    /// Whether code of the type outside its initializers reads or binds the property (`name`, `self.name`,
    /// `$name`, `_name`).
    static func isUsedAfterInit(_ name: String, in typeDecl: NodeID, tree: SyntaxTree) -> Bool {
        let spellings: Set<String> = [name, "$" + name, "_" + name]
        var used = false
        var steps = 0
        tree.walk(from: typeDecl) { n in
            steps += 1
            guard !used, steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .initializerDecl:
                return false
            case .identifierExpr:
                if let read = tree.name(n), spellings.contains(read) { used = true }
            case .memberAccessExpr:
                if let base = tree.children(n).first, tree.isSelfExpression(base), let read = tree.name(n), spellings.contains(read) { used = true }
            default:
                break
            }
            return true
        }
        return used
    }

    /// Whether the input read (`host`, `host.wrappedValue`) is a parameter of the initializer typed `Binding<…>`.
    static func isBindingParameter(_ path: String, of initializer: NodeID, in tree: SyntaxTree) -> Bool {
        let base = String(path.split(separator: ".").first ?? "")
        guard let clause = tree.child(initializer, .parameterClause) else { return false }
        for parameter in tree.children(clause, .parameter) {
            guard tree.internalName(ofParameter: parameter) == base, let type = tree.children(parameter).first(where: { tree.kind($0).isType }) else { continue }
            return tree.compactText(type).hasPrefix("Binding<")
        }
        return false
    }

    /// Whether the initializer also stores the parameter (`_host = host`, `self.item = item`) in a
    /// property the view writes after `init` (`host = parsed`, `item.text = $0`): the copy is a draft the
    /// view writes back to its input.
    static func writesBack(_ parameter: String, initializer: NodeID, owner: TypeInfo, declarations: [TypeInfo], tree: SyntaxTree) -> Bool {
        let stored = InitInput.assignments(in: initializer, tree).filter { assignment in
            tree.kind(tree.unwrapped(assignment.value)) == .identifierExpr && tree.name(tree.unwrapped(assignment.value)) == parameter
        }.map(\.property)
        guard !stored.isEmpty else { return false }
        return !StateWrites.mutatedAfterInit(in: owner.node, candidates: Set(stored), tree: tree).isEmpty
    }

    /// `.onChange(of: note) { … }` (or of a path through the input, or the stored input) in the view: it
    /// keeps its state in step by hand.
    static func followsInput(_ typeDecl: NodeID, parameterPath name: String, in file: FileContext) -> Bool {
        let tree = file.tree
        var found = false
        tree.walk(from: typeDecl) { n in
            guard !found else { return false }
            if let call = CallExpr.at(n, in: tree), call.name(in: tree) == "onChange", let value = call.argument("of")?.value ?? call.firstUnlabeled?.value,
               let path = tree.dottedPath(tree.unwrapped(value)), path.contains(name) || path.first == "self" && path.dropFirst().first == name {
                found = true
            }
            return !found
        }
        return found
    }

    /// The view sets the state again itself when its inputs may have moved on: an assignment to it in
    /// an `.onChange`, `.onReceive` or `.task(id:)` closure (`.onReceive(auth.$user) { displayUser = $0 }`).
    /// The seed is then a starting value the view keeps in step, not a copy it ignores later.
    static func refreshes(_ property: String, in typeDecl: NodeID, tree: SyntaxTree) -> Bool {
        var found = false
        var steps = 0
        tree.walk(from: typeDecl) { n in
            steps += 1
            guard !found, steps < 200_000 else { return false }
            guard let call = CallExpr.at(n, in: tree), let name = call.name(in: tree), call.isMemberCall(in: tree),
                  name == "onChange" || name == "onReceive" || (name == "task" && call.argument("id") != nil) else { return true }
            for argument in call.arguments {
                guard let body = argument.value, tree.kind(tree.unwrapped(body)) == .closureExpr else { continue }
                if InitInput.closureAssignments(in: body, tree).contains(property) { found = true }
            }
            return !found
        }
        return found
    }

    /// The first init parameter the value reads (outside closures), with its argument label.
    static func readParameter(_ value: NodeID, parameters: [String: String], _ tree: SyntaxTree) -> (String, String)? {
        var found: (String, String)?
        tree.walk(from: value) { n in
            guard found == nil else { return false }
            if tree.kind(n) == .closureExpr { return false }
            if tree.kind(n) == .identifierExpr, let name = tree.name(n), let label = parameters[name] { found = (name, label) }
            return true
        }
        return found
    }

    /// A parent's `body` that passes this input a value that is not constant, without an `.id` on the view
    /// derived from it, and not as a destination built when it is shown: the first such construction.
    static func changingUnscopedInput(_ owner: String, label: String, initializer: HelperSignature?, in file: FileContext) -> (ViewConstruction, Stability)? {
        for construction in file.constructions(of: owner) where construction.context == .viewCode && !construction.isDestination {
            // A construction that calls another initializer (a label this one does not take) seeds nothing here.
            if let initializer, !Self.mayCall(initializer, construction) { continue }
            guard let argument = construction.arguments.first(where: { $0.label == label }) else { continue }
            // Not the clock (`Date()` passed as a starting time), nor state of the parent set only before the
            // view is shown (`if let note { Detail(note: note) }` with `note` loaded by the other arms), or a
            // flag the `if` around the view tests.
            let sources = argument.sources.filter {
                switch $0 {
                case .clock: return false
                case .member(let owner, let name, _): return !(owner == construction.builtBy && construction.loadedBeforeShown.contains(name))
                default: return true
                }
            }
            let stability = file.stability(sources, depth: 1)
            guard !stability.isFixed else { continue }
            if let scoped = construction.scopedID, scoped.contains(where: { id in argument.sources.contains { overlaps($0, id) } }) { continue }
            return (construction, stability)
        }
        return nil
    }

    /// Whether a construction's arguments fit an initializer: each label is one of its parameters' (an
    /// unlabeled one by position, to a parameter without a label).
    static func mayCall(_ initializer: HelperSignature, _ construction: ViewConstruction) -> Bool {
        let named = Set(initializer.labels.compactMap { $0 })
        let unlabeled = initializer.labels.filter { $0 == nil }.count
        var positional = 0
        for argument in construction.arguments {
            if argument.label.hasPrefix("_"), Int(argument.label.dropFirst()) != nil {
                positional += 1
            } else if !named.contains(argument.label) {
                return false
            }
        }
        return positional <= unlabeled
    }

    /// Whether the code at a place in this file assigns `nil` (`selected = nil`).
    static func assignsNil(at range: SourceRange, in file: FileContext) -> Bool {
        guard range.path == file.path, range.startLine >= 1, range.startLine <= file.tree.source.lineCount else { return false }
        let line = file.tree.source.text(file.tree.source.lineRange(range.startLine))
        let from = line.utf8.index(line.utf8.startIndex, offsetBy: max(0, min(range.startColumn - 1, line.utf8.count)))
        let rest = String(line[from...]).filter { !$0.isWhitespace }
        guard let equals = rest.firstIndex(of: "=") else { return false }
        let after = rest[rest.index(after: equals)...]
        return after == "nil" || after.hasPrefix("nil;") || after.hasPrefix("nil}")
    }

    /// Whether an `.id` value and an argument read the same thing (`note` and `note.id`).
    static func overlaps(_ a: ValueSource, _ b: ValueSource) -> Bool {
        switch (a, b) {
        case (.member(let o1, let n1, _), .member(let o2, let n2, _)): return o1 == o2 && n1 == n2
        case (.element(let o1, let c1, _, _), .element(let o2, let c2, _, _)): return o1 == o2 && c1 == c2
        default: return false
        }
    }
}
