import TheseusSyntax

/// `if c { content.opacity(0.3) } else { content }`: one view split into two identities.
public struct IdentitySplittingBranchRule: Rule {
    public static let description = RuleDescription(
        id: "identity_splitting_branch",
        name: "Identity-splitting branch",
        kind: .identity,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`if`/`switch` branches that build the same view with different modifiers or arguments, on a condition that is not constant",
        rationale: """
        In a view builder, each branch of an `if` or `switch` has its own structural identity (WWDC21 \
        "Demystify SwiftUI": the views in the two branches of an `if` have different identities). When every \
        branch builds the same view and they differ only by a modifier or an argument (`PawView(tint: .green)` \
        against `PawView(tint: .red)`, `Text("Offer").opacity(0.3)` against `Text("Offer")`), SwiftUI still sees \
        two views: when the condition flips, one is destroyed and the other created — any `@State`, focus or \
        scroll position inside starts over — and the change animates as a cross-fade instead of a change of \
        the property. The talk recommends one view with the condition moved into the modifier ("inert \
        modifiers"), which keeps a single identity and animates the property.

        The rule reports such a branch unless its condition is constant while the view is shown: a literal, \
        a `static let`, an enum case, `#available` or a compile-time `#if`, a process constant such as the \
        device idiom, a `let` of a row's element, an input that every place building the view passes a \
        constant, or an optional input tested with `if let` that each such place always passes (a binding, a \
        method) or always leaves out. Showing or hiding a view (`if c { V() }` without `else`) is presence, not a split; two \
        views of different types, or arms that show values bound by `if let` or `case .x(let v)`, are \
        different content. A `ViewModifier` whose `body` branches over its `content` is \
        `conditional_modifier_helper`'s, and an `if` among a `Picker`'s options changes which choices it \
        lists. The finding is `high` when the code shows the harm: the user flips \
        the condition in this view, or the views hold state that the split throws away.
        """,
        fix: """
        Build the view once and move the condition into its arguments or modifiers: \
        `PawView(tint: dog.isGood ? .green : .red)`, `Text("Offer").opacity(isExpired ? 0.3 : 1)`.
        """,
        triggering: [
            RuleExample("""
            // The rows' `@StateObject` is the app's shared palette, not state of their own: nothing shows
            // what the split throws away, so the finding stays `medium`.
            final class Palette: ObservableObject { static let shared = Palette(); @Published var accent = "blue" }
            struct MuscleRow: View {
                @StateObject private var palette = Palette.shared
                let name: String
                var isSore: Bool = false
                var body: some View { Text(name) }
            }
            struct Recovery: View {
                @ObservedObject var model: RecoveryModel
                var body: some View {
                    ↓if model.isSore { MuscleRow(name: "Legs", isSore: true) } else { MuscleRow(name: "Legs") }
                }
            }
            final class RecoveryModel: ObservableObject {
                @Published var isSore = false
                func log(pain: Int) { isSore = pain > 3 }
            }
            """, confidence: .medium),
            RuleExample("""
            // Set when the view appears (`perform:` of `onAppear` is a load, not a user's action): the
            // split is there, but nothing shows the user flipping it.
            struct Banner: View {
                @State private var isNew = false
                var body: some View {
                    VStack {
                        ↓if isNew { Text("New").bold() } else { Text("New") }
                    }
                    .onAppear(perform: { isNew = true })
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Two of the arms build `Image`; the button sets a case outside them, so the finding stays
            // `medium` (qualified patterns such as `Phase.done` name the cases too).
            enum Phase { case idle, loading, done, failed }
            struct SaveButton: View {
                @State private var phase = Phase.idle
                var body: some View {
                    Button { phase = .loading } label: {
                        ↓switch phase {
                        case Phase.idle: Text("Save")
                        case Phase.loading: ProgressView()
                        case Phase.done: Image(systemName: "checkmark")
                        case Phase.failed: Image(systemName: "xmark")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // A parent passes an optional that it sets later: the input comes and goes while shown.
            struct Header: View {
                var onProfileTap: (() -> Void)? = nil
                var body: some View {
                    ↓if let onProfileTap {
                        Button("Profile", action: onProfileTap).bold()
                    } else {
                        Button("Profile") {}
                    }
                }
            }
            struct Home: View {
                @State private var profileAction: (() -> Void)?
                var body: some View { Header(onProfileTap: profileAction) }
            }
            """),
            RuleExample("""
            struct DogBadge: View {
                @State private var isGood = true
                var body: some View {
                    ↓if isGood { PawView(tint: .green) } else { PawView(tint: .red) }
                    Toggle("Good dog", isOn: $isGood)
                }
            }
            struct PawView: View {
                var tint: Color
                @State private var isWagging = false
                var body: some View { Image(systemName: "pawprint").foregroundColor(tint) }
            }
            """, fixed: """
            struct DogBadge: View {
                @State private var isGood = true
                var body: some View {
                    PawView(tint: isGood ? .green : .red)
                    Toggle("Good dog", isOn: $isGood)
                }
            }
            struct PawView: View {
                var tint: Color
                @State private var isWagging = false
                var body: some View { Image(systemName: "pawprint").foregroundColor(tint) }
            }
            """, confidence: .high),
            RuleExample("""
            // WWDC21's expiration example written on a `Text`: a view without state still splits in two.
            struct Offer: View {
                @State private var isExpired = false
                var body: some View {
                    ↓if isExpired {
                        Text("Offer").opacity(0.3)
                    } else {
                        Text("Offer")
                    }
                    Toggle("Expired", isOn: $isExpired.animation())
                }
            }
            """, fixed: """
            // WWDC21's expiration example written on a `Text`: a view without state still splits in two.
            struct Offer: View {
                @State private var isExpired = false
                var body: some View {
                    Text("Offer").opacity(isExpired ? 0.3 : 1)
                    Toggle("Expired", isOn: $isExpired.animation())
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The project's own `Badge` holds state: it is not SwiftUI's `Badge`.
            struct Badge: View {
                var title: String
                @State private var isPulsing = false
                var body: some View { Text(title).scaleEffect(isPulsing ? 1.1 : 1).onAppear { isPulsing = true } }
            }
            struct Inbox: View {
                @State private var hasUnread = false
                var body: some View {
                    ↓if hasUnread { Badge(title: "New").background(.red) } else { Badge(title: "New").background(.gray) }
                    Button("Refresh") { hasUnread.toggle() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Branches that differ in one argument of the view: one view, the condition in the argument.
            struct TagField: View {
                @State private var acceptsSeveral = false
                @State private var value = ""
                var body: some View {
                    ↓if acceptsSeveral {
                        TextField("Tags (comma-separated)", text: $value)
                            .textFieldStyle(.roundedBorder)
                    } else {
                        TextField("Tag", text: $value)
                            .textFieldStyle(.roundedBorder)
                    }
                    Toggle("Several", isOn: $acceptsSeveral)
                }
            }
            """, fixed: """
            // Branches that differ in one argument of the view: one view, the condition in the argument.
            struct TagField: View {
                @State private var acceptsSeveral = false
                @State private var value = ""
                var body: some View {
                    TextField(acceptsSeveral ? "Tags (comma-separated)" : "Tag", text: $value)
                        .textFieldStyle(.roundedBorder)
                    Toggle("Several", isOn: $acceptsSeveral)
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct GoodDogBadDog: View {
                @State private var dog = Dog()
                var body: some View {
                    VStack {
                        ↓if dog.isGood {
                            PawView(tint: .green)
                            Spacer()
                        } else {
                            Spacer()
                            PawView(tint: .red)
                        }
                    }
                    .onTapGesture { dog.isGood.toggle() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct PizzaCard: View {
                @State private var isRounded = false
                var body: some View {
                    ↓if isRounded {
                        PizzaView().cornerRadius(25)
                    } else {
                        PizzaView().cornerRadius(0)
                    }
                    Toggle("Round", isOn: $isRounded.animation())
                }
            }
            """, fixed: """
            struct PizzaCard: View {
                @State private var isRounded = false
                var body: some View {
                    PizzaView().cornerRadius(isRounded ? 25 : 0)
                    Toggle("Round", isOn: $isRounded.animation())
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Studio: View {
                @State private var isNight = false
                var body: some View {
                    Recorder(isNight: isNight)
                    Toggle("Night", isOn: $isNight)
                }
            }
            struct Recorder: View {
                var isNight: Bool
                var body: some View {
                    VStack {
                        ↓if isNight {
                            CatRecorder().nightTimeStyle()
                        } else {
                            CatRecorder()
                        }
                    }
                }
            }
            struct CatRecorder: View {
                @State private var title = ""
                var body: some View { TextField("Title", text: $title) }
            }
            """, confidence: .high),
            RuleExample("""
            struct Login: View {
                @State private var usesEmail = false
                @State private var name = ""
                var body: some View {
                    Toggle("Use email", isOn: $usesEmail)
                    ↓if usesEmail {
                        TextField("Email", text: $name).textContentType(.emailAddress)
                    } else {
                        TextField("User name", text: $name).textContentType(.username)
                    }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Set by layout, not by the user: nothing here shows the harm, but the width changes.
            struct Banner: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    ↓if width > 600 {
                        Headline().padding(32)
                    } else {
                        Headline().padding(8)
                    }
                    Color.clear.frame(height: 1).readWidth(into: $width)
                }
            }
            """, fixed: """
            // Set by layout, not by the user: nothing here shows the harm, but the width changes.
            struct Banner: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    Headline().padding(width > 600 ? 32 : 8)
                    Color.clear.frame(height: 1).readWidth(into: $width)
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // An input that no place in the project is seen passing a constant for.
            struct SelectableRow: View {
                let title: String
                let isSelected: Bool
                var body: some View {
                    ↓if isSelected {
                        Label(title, systemImage: "checkmark").bold()
                    } else {
                        Label(title, systemImage: "checkmark")
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            struct TodoList: View {
                @StateObject private var store = TodoStore()
                var body: some View {
                    List(store.todos) { todo in
                        TodoRow(todo: todo)
                    }
                }
            }
            """, otherFiles: [("TodoRow.swift", """
            struct TodoRow: View {
                let todo: Todo
                var body: some View {
                    ↓if todo.isDone {
                        TodoLabel(todo: todo).opacity(0.4)
                    } else {
                        TodoLabel(todo: todo)
                    }
                }
            }
            """), ("Models.swift", """
            struct Todo: Identifiable {
                let id: UUID
                var title: String
                var isDone: Bool
            }
            final class TodoStore: ObservableObject {
                @Published var todos: [Todo] = []
                func toggle(_ todo: Todo) {
                    if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i].isDone.toggle() }
                }
            }
            """)], fixed: """
            struct TodoRow: View {
                let todo: Todo
                var body: some View {
                    TodoLabel(todo: todo).opacity(todo.isDone ? 0.4 : 1)
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // An arm that binds a value and one that stands in for it: the same `Avatar`, two identities.
            struct Profile: View {
                @State private var user: User?
                var body: some View {
                    ↓if let user { Avatar(user: user) } else { Avatar(user: .guest) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Some arms of a `switch` build the same view: those arms split it.
            struct DeliveryStatus: View {
                let status: Status
                var body: some View {
                    ↓switch status {
                    case .sent: StatusIcon(symbol: "checkmark", tint: .gray)
                    case .read: StatusIcon(symbol: "eye", tint: .blue)
                    case .failed: RetryButton()
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The same button with another label and action: one `Button`, two identities.
            struct FavoriteButton: View {
                @State private var isFavorite = false
                var body: some View {
                    ↓if isFavorite {
                        Button { isFavorite = false } label: { Image(systemName: "heart.fill") }
                    } else {
                        Button { isFavorite = true } label: { Image(systemName: "heart") }
                    }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // The same content in two layouts: `AnyLayout` keeps its identity.
            struct AdaptiveStack<Content: View>: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @ViewBuilder var content: Content
                var body: some View {
                    ↓if sizeClass == .compact {
                        VStack { content }
                    } else {
                        HStack { content }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The same view, in a `ScrollView` in one branch only.
            struct Details: View {
                @State private var isLong = false
                var body: some View {
                    ↓if isLong {
                        ScrollView { Summary() }
                    } else {
                        Summary()
                    }
                    Summary().onGeometryChange(for: Bool.self) { $0.size.height > 600 } action: { isLong = $0 }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // One `Button` initializer, its action given by name in one arm and as a closure in the other.
            struct ConnectButton: View {
                let connected: Bool
                var body: some View {
                    ↓if connected {
                        Button("Disconnect", action: disconnect)
                    } else {
                        Button("Connect") { connect() }
                    }
                }
                func connect() {}
                func disconnect() {}
            }
            struct Account: View {
                @State private var linked = false
                var body: some View { ConnectButton(connected: linked).task { linked = await Link.isLinked() } }
            }
            """),
            RuleExample("""
            // A localized literal and a string from data: still one `Text` in two places, so two views. No
            // fix is offered: a ternary would stop localizing the literal.
            struct Greeting: View {
                @State private var name = ""
                var body: some View {
                    ↓if name.isEmpty {
                        Text("Welcome")
                    } else {
                        Text(name)
                    }
                    TextField("Name", text: $name)
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Keyed by `\\.self`, but the hash does not cover the field the condition reads: a class (hashed
            // by its `Hashable` conformance, here its id) or a struct with its own `hash(into:)`.
            final class Task: Hashable {
                let id = UUID()
                var isDone = false
                static func == (a: Task, b: Task) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Step: Hashable {
                let id: Int
                var isDone: Bool
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Tasks: View {
                @State private var tasks: [Task] = []
                @State private var steps: [Step] = []
                var body: some View {
                    ForEach(tasks, id: \\.self) { task in
                        ↓if task.isDone { Text("Task").strikethrough() } else { Text("Task") }
                    }
                    ForEach(steps, id: \\.self) { step in
                        ↓if step.isDone { Text("Step").strikethrough() } else { Text("Step") }
                    }
                    Button("Add") { tasks.append(Task()); steps.append(Step(id: steps.count, isDone: false)) }
                }
            }
            """),
            RuleExample("""
            // A menu's label is on screen while its items wait for the menu to open.
            struct SortMenu: View {
                @State private var ascending = true
                var body: some View {
                    Menu {
                        Button("Ascending") { ascending = true }
                        Button("Descending") { ascending = false }
                    } label: {
                        ↓if ascending { Label("Sort", systemImage: "arrow.up") } else { Label("Sort", systemImage: "arrow.down") }
                    }
                }
            }
            """, fixed: """
            // A menu's label is on screen while its items wait for the menu to open.
            struct SortMenu: View {
                @State private var ascending = true
                var body: some View {
                    Menu {
                        Button("Ascending") { ascending = true }
                        Button("Descending") { ascending = false }
                    } label: {
                        Label("Sort", systemImage: ascending ? "arrow.up" : "arrow.down")
                    }
                }
            }
            """, confidence: .high),
        ],
        nonTriggering: [
            RuleExample("""
            // Each arm masks the gradient with another shape: `.mask(Bolt())` and `.mask(Wave())` make two
            // types of view, which no ternary can join: two contents, not one view split.
            struct Bolt: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            struct Wave: Shape { func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) } }
            struct BoonIcon: View {
                @State private var isBolt = true
                var body: some View {
                    Group {
                        if isBolt {
                            LinearGradient(colors: [.yellow, .white], startPoint: .top, endPoint: .bottom).mask(Bolt())
                        } else {
                            LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom).mask(Wave())
                        }
                    }
                    .onTapGesture { isBolt.toggle() }
                }
            }
            """),
            RuleExample("""
            // A picker's options: the toggle changes which choices the picker lists, not how one view looks.
            struct ReminderPicker: View {
                @State private var allDay = false
                @State private var reminder = 0
                var body: some View {
                    Toggle("All day", isOn: $allDay)
                    Picker("Remind me", selection: $reminder) {
                        if allDay {
                            Text("None").tag(0)
                            Text("On the day").tag(1)
                        } else {
                            Text("None").tag(0)
                            Text("5 minutes before").tag(2)
                            Text("1 hour before").tag(3)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // The closure is the row's action (`let onMenu: (MenuAction) -> Void`), not views it builds: its
            // `switch` runs code when the user picks an item.
            enum MenuAction { case block, report }
            struct PersonRow: View {
                let name: String
                let onMenu: (MenuAction) -> Void
                var body: some View { Menu(name) { Button("Block") { onMenu(.block) } } }
            }
            struct People: View {
                @State private var blocked = false
                @State private var reported = false
                var body: some View {
                    PersonRow(name: "Ann") { action in
                        switch action {
                        case .block: withAnimation { blocked.toggle() }
                        case .report: withAnimation { reported.toggle() }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // Destinations made by two methods of the model: two view types, so two views, not one split.
            struct CardModel {
                let isChart: Bool
                func chartView() -> some View { ChartScreen() }
                func detailView() -> some View { DetailScreen() }
            }
            struct Card: View {
                let model: CardModel
                @State private var isActive = false
                var body: some View {
                    if model.isChart {
                        NavigationLink(destination: model.chartView(), isActive: $isActive) { EmptyView() }
                    } else {
                        NavigationLink(destination: model.detailView(), isActive: $isActive) { EmptyView() }
                    }
                    Button("Open") { isActive = true }
                }
            }
            """),
            RuleExample("""
            // The condition is `@State` that nothing here writes or binds: it keeps the value the view was
            // first given, so the branch never changes while the view lives.
            struct LabeledField: View {
                @State var label: String
                @Binding var text: String
                var body: some View {
                    if label == "Email" {
                        TextField(label, text: $text).keyboardType(.emailAddress)
                    } else {
                        TextField(label, text: $text).textInputAutocapitalization(.words)
                    }
                }
            }
            struct SignIn: View {
                @State private var email = ""
                @State private var name = ""
                var body: some View {
                    LabeledField(label: "Email", text: $email)
                    LabeledField(label: "Name", text: $name)
                }
            }
            """),
            RuleExample("""
            // A helper declared in an extension, called once per row of an enum's `allCases`: each row's
            // case is fixed for that row, so its `switch` always takes the same branch.
            struct StatRow: View {
                let title: String
                let value: String
                var body: some View { LabeledContent(title, value: value) }
            }
            struct AbilitySheet: View {
                enum Key: CaseIterable, Identifiable { case power, accuracy; var id: Self { self } }
                let stats: [Key: String]
                var body: some View {
                    Grid { ForEach(Key.allCases) { key in GridRow { row(for: key) } } }
                }
            }
            private extension AbilitySheet {
                @ViewBuilder
                func row(for key: Key) -> some View {
                    switch key {
                    case .power: StatRow(title: "Power", value: stats[.power] ?? "-")
                    case .accuracy: StatRow(title: "Accuracy", value: stats[.accuracy] ?? "-").bold()
                    }
                }
            }
            """),
            RuleExample("""
            // A mode only the model's `init` sets (`private(set)`): fixed for the object's life.
            final class WidgetModel: ObservableObject {
                private(set) var isCompact: Bool
                @Published var title = ""
                init(isCompact: Bool) { self.isCompact = isCompact }
                func rename(_ text: String) { title = text }
            }
            struct WidgetTitle: View {
                @ObservedObject var model: WidgetModel
                var body: some View {
                    if model.isCompact {
                        Text(model.title).font(.caption)
                    } else {
                        Text(model.title).font(.title)
                    }
                }
            }
            """),
            RuleExample("""
            // Each case hands the shelf its own payload: another kind of content per case, not one view split.
            enum Section { case albums([Album]), playlists([Album]) }
            struct HomeSection: View {
                @State private var section = Section.albums([])
                var body: some View {
                    switch section {
                    case .albums(let albums): Shelf(title: "Albums", items: albums)
                    case .playlists(let lists): Shelf(title: "Playlists", items: lists)
                    }
                    Button("Playlists") { section = .playlists([]) }
                }
            }
            """),
            RuleExample("""
            // Transitions and a matched geometry on the arms: one view leaving and the other arriving is
            // what the code asks for.
            struct Tabs: View {
                @Namespace private var underline
                @State private var selected = 0
                @State private var showsDetail = false
                var body: some View {
                    HStack {
                        ForEach(0..<3, id: \\.self) { tab in
                            if selected == tab {
                                Capsule().frame(height: 2).matchedGeometryEffect(id: "line", in: underline)
                            } else {
                                Capsule().frame(height: 2).hidden()
                            }
                        }
                    }
                    if showsDetail {
                        Text("Detail").transition(.move(edge: .trailing))
                    } else {
                        Text("Summary").transition(.move(edge: .leading))
                    }
                    Button("Toggle") { withAnimation { showsDetail.toggle() } }
                }
            }
            """),
            RuleExample("""
            // Inside an arm of an enclosing `if` on the same condition: while this code is there, the
            // condition holds, so the inner `if` never flips.
            struct Downloads: View {
                @State private var isLoading = false
                var body: some View {
                    if isLoading {
                        VStack {
                            if isLoading { ProgressView("Loading") } else { ProgressView("Done") }
                        }
                    }
                    Button("Load") { isLoading.toggle() }
                }
            }
            """),
            RuleExample("""
            // Each case hands its own value to the helper that draws it: different content per kind of block.
            enum Block { case heading(level: Int, text: String), paragraph(String), divider }
            struct BlockView: View {
                let block: Block
                var body: some View {
                    switch block {
                    case .heading(let level, let text): styled(text, size: level == 1 ? 28 : 22)
                    case .paragraph(let text): styled(text, size: 17)
                    case .divider: Divider()
                    }
                }
                func styled(_ text: String, size: CGFloat) -> some View { Text(text).font(.system(size: size)) }
            }
            """),
            RuleExample("""
            // The same spelling in each arm, but each `Text` shows its own case's value.
            enum Line { case title(String), body(String) }
            struct LineView: View {
                @State private var line = Line.body("")
                var body: some View {
                    switch line {
                    case let .title(text): Text(text).font(.title)
                    case let .body(text): Text(text).font(.body)
                    }
                    Button("Promote") { line = .title("Title") }
                }
            }
            """),
            RuleExample("""
            // Several views per arm, showing the value `if let` binds (directly or through a local computed
            // from it) against placeholders: a value and what stands in for it, not one view changed.
            struct Comparison: View {
                @State private var left: Entry?
                var body: some View {
                    VStack {
                        if let entry = left {
                            Text(entry.date, style: .date).font(.caption)
                            let kilos = entry.weight / 1000
                            Text("\\(kilos) kg").font(.title)
                        } else {
                            Text("-").font(.caption)
                            Text("-").font(.title)
                        }
                    }
                    Button("Pick") { left = Entry(date: .now, weight: 70_000) }
                }
            }
            """),
            RuleExample("""
            // Rows identified by their whole value (`id: \\.self` over a struct that hashes every field, a
            // range's integers): a changed field is another row, so under one row the condition never flips.
            struct Document: Hashable { var title: String; var status: String }
            struct Documents: View {
                @State private var documents: [Document] = []
                var body: some View {
                    List(documents, id: \\.self) { document in
                        if document.status == "done" { Text(document.title).bold() } else { Text(document.title) }
                    }
                    ForEach(0..<30) { index in
                        if index % 2 == 0 { Text("\\(index)").bold() } else { Text("\\(index)") }
                    }
                    Button("Finish") { documents[0].status = "done" }
                }
            }
            """),
            RuleExample("""
            // Arms that differ in what runs when they appear: the new identity is what runs the action when
            // the phase changes (one view with the condition inside would not run it again).
            enum Phase { case idle, loading, failed }
            struct Loader: View {
                @State private var phase = Phase.idle
                var body: some View {
                    switch phase {
                    case .idle: Color.clear.onAppear { phase = .loading }
                    case .loading: ProgressView()
                    case .failed: Color.clear.onAppear { showAlert() }
                    }
                }
                func showAlert() {}
            }
            """),
            RuleExample("""
            // A `Canvas` renderer draws: its `if` chooses what to fill, it builds no views.
            struct Confetti: View {
                let pieces: [Piece]
                var body: some View {
                    Canvas { context, size in
                        for piece in pieces {
                            if piece.isRound {
                                context.fill(Path(ellipseIn: piece.rect), with: .color(piece.color))
                            } else {
                                context.fill(Path(piece.rect), with: .color(piece.color))
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // `@unknown default` is never reached by today's cases: it takes over from no other arm.
            struct Avatar: View {
                let url: URL?
                var body: some View {
                    AsyncImage(url: url) { phase in
                        switch phase {
                        case .failure, .empty: Image(systemName: "person")
                        case .success(let image): image.resizable()
                        @unknown default: Image(systemName: "person").padding()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // An arm shows the value its `if let` binds, the other a message that stands in for none:
            // two contents (an error and an empty state), not one `Text` with another argument.
            struct Orders: View {
                @State private var error: String?
                @State private var orders: [Order] = []
                var body: some View {
                    if let error {
                        Text(error).foregroundStyle(.red)
                    } else if orders.isEmpty {
                        Text("No orders yet").foregroundStyle(.secondary)
                    } else {
                        List(orders) { OrderRow(order: $0) }
                    }
                    Button("Reload") { error = nil }
                }
            }
            """),
            RuleExample("""
            // The item a sheet presents is fixed while its content is shown: another item dismisses this
            // content and presents the next one.
            struct Library: View {
                @State private var editing: Shelf?
                var body: some View {
                    ShelfList(select: { editing = $0 })
                        .sheet(item: $editing) { shelf in
                            switch shelf {
                            case .reading: ShelfEditor(title: "Reading")
                            case .done: ShelfEditor(title: "Done")
                            }
                        }
                }
            }
            """),
            RuleExample("""
            // Whether the optional input is there is fixed by each place that builds the view: one passes
            // a binding, which is never nil, the other leaves it out.
            struct SearchField: View {
                var focus: FocusState<Bool>.Binding? = nil
                @State private var text = ""
                var body: some View {
                    if let focus {
                        TextField("Search", text: $text).focused(focus)
                    } else {
                        TextField("Search", text: $text)
                    }
                }
            }
            struct Search: View {
                @FocusState private var focused: Bool
                var body: some View {
                    SearchField(focus: $focused)
                    SearchField()
                }
            }
            """),
            RuleExample("""
            // A switch over each entry's type: an entry keeps its type while its row is shown.
            struct Playlist: View {
                @State private var entries: [any PlaylistEntry] = []
                var body: some View {
                    List(entries, id: \\.id) { entry in
                        switch entry {
                        case let song as Song: TextRow(text: song.title)
                        case let marker as Marker: TextRow(text: marker.label)
                        case is Pause: TextRow(text: "Pause")
                        default: EmptyView()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // The content of a sheet built for an item: the item is fixed while the sheet is shown.
            struct ParkDetail: View {
                @State private var editing: CommentDraft?
                var body: some View {
                    Button("New comment") { editing = .new }
                        .sheet(item: $editing) { draft in
                            switch draft {
                            case .new: CommentEditor(text: "")
                            case .edit(let comment): CommentEditor(text: comment.text)
                            }
                        }
                }
            }
            """),
            RuleExample("""
            // An action closure taken for content: its arms send actions, they build no view.
            struct DepartmentRow: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title, action: action) }
            }
            struct Departments: View {
                let store: StoreOf<Editor>
                @State private var adding = false
                var body: some View {
                    DepartmentRow(title: "Add") {
                        if adding { store.send(.cancel) } else { store.send(.add) }
                    }
                    Toggle("Adding", isOn: $adding)
                }
            }
            """),
            RuleExample("""
            // A section generic over its content, given another view type in each arm: another type each.
            struct FormSection<Content: View>: View {
                let header: String
                let content: Content
                var body: some View { VStack { Text(header); content } }
            }
            struct TaskForm: View {
                @State private var kind = Kind.habit
                var body: some View {
                    if kind == .habit {
                        FormSection(header: "Controls", content: HabitControls())
                    } else {
                        FormSection(header: "Schedule", content: ScheduleEditor())
                    }
                    Picker("Kind", selection: $kind) { Text("Habit").tag(Kind.habit) }
                }
            }
            """),
            RuleExample("""
            // An arm that binds a value and one that stands in for it: the same `Avatar`, two identities.
            struct Profile: View {
                @State private var user: User?
                var body: some View {
                    Avatar(user: user ?? .guest)
                }
            }
            """),
            RuleExample("""
            // Some arms of a `switch` build the same view: those arms split it.
            struct DeliveryStatus: View {
                let status: Status
                var body: some View {
                    if status == .failed {
                        RetryButton()
                    } else {
                        StatusIcon(symbol: status == .read ? "eye" : "checkmark", tint: status == .read ? .blue : .gray)
                    }
                }
            }
            """),
            RuleExample("""
            // The same button with another label and action: one `Button`, two identities.
            struct FavoriteButton: View {
                @State private var isFavorite = false
                var body: some View {
                    Button { isFavorite.toggle() } label: { Image(systemName: isFavorite ? "heart.fill" : "heart") }
                }
            }
            """),
            RuleExample("""
            // The same content in two layouts: `AnyLayout` keeps its identity.
            struct AdaptiveStack<Content: View>: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @ViewBuilder var content: Content
                var body: some View {
                    let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    layout { content }
                }
            }
            """),
            RuleExample("""
            struct DogView: View {
                @State private var dog = Dog()
                var body: some View {
                    PawView(tint: dog.isGood ? .green : .red)
                        .frame(maxHeight: .infinity, alignment: dog.isGood ? .top : .bottom)
                    // Two different views: other content, not one view split in two.
                    if dog.isGood { PawView(tint: .green) } else { BoneView() }
                    // Presence: the view is shown or not.
                    if dog.isGood { PawView(tint: .green) }
                }
            }
            """),
            RuleExample("""
            struct ExpirationModifier: ViewModifier {
                var date: Date
                func body(content: Content) -> some View {
                    content.opacity(date < .now ? 0.3 : 1.0)
                }
            }
            """),
            RuleExample("""
            // Constant for the run of the app: availability, build flags, the device idiom.
            struct Adaptive: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        Text("x").fontDesign(.rounded)
                    } else {
                        Text("x")
                    }
                    #if os(iOS)
                    Text("y").padding()
                    #else
                    Text("y")
                    #endif
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        Card().padding(32)
                    } else {
                        Card().padding(8)
                    }
                }
            }
            """),
            RuleExample("""
            // A `static let`, and a `let` initialised with a constant.
            struct Beta: View {
                static let showsBeta = false
                let isCompact = true
                var body: some View {
                    if Self.showsBeta { Card().bold() } else { Card() }
                    if isCompact { Card().padding(4) } else { Card().padding(12) }
                }
            }
            """),
            RuleExample("""
            struct Loader: View {
                @State private var isLoading = false
                var body: some View {
                    if isLoading { ProgressView() }
                    Text("done").onAppear {
                        if isLoading { print(Text("a").bold()) } else { print(Text("a")) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Branch: View {
                @State private var hasBranch = false
                var body: some View {
                    // Two initializers of `Image`: two pieces of content.
                    if hasBranch {
                        Image("branch")
                    } else {
                        Image(systemName: "folder")
                    }
                }
            }
            """),
            RuleExample("""
            struct Explicit: View {
                @State private var flag = false
                var body: some View {
                    if flag { return Text("a").bold() } else { return Text("a") }
                }
            }
            """),
            RuleExample("""
            struct Shelter: View {
                let pets: [Pet]
                var body: some View {
                    List(pets) { pet in
                        // Fixed per row: a pet's species never changes.
                        if pet.isDog { PetRow(pet: pet).opacity(0.8) } else { PetRow(pet: pet) }
                    }
                }
            }
            struct Pet: Identifiable {
                let id: UUID
                let isDog: Bool
            }
            """),
            RuleExample("""
            struct Pricing: View {
                var body: some View {
                    Badge(isPro: true)
                    Badge(isPro: Plan.current.isPro)
                }
            }
            struct Badge: View {
                var isPro: Bool
                var body: some View {
                    // Every caller passes a value fixed for the run.
                    if isPro { Tag().opacity(1) } else { Tag().opacity(0.5) }
                }
            }
            """),
            RuleExample("""
            // A view modifier that branches over its content: `conditional_modifier_helper` reports it.
            struct Dimmed: ViewModifier {
                @Environment(\\.isEnabled) private var isEnabled
                func body(content: Content) -> some View {
                    if isEnabled { content } else { content.saturation(0).opacity(0.5) }
                }
            }
            """),
            RuleExample("""
            struct Session: View {
                @State private var isSignedIn = false
                var body: some View {
                    // Containers of different views: other content, not one view.
                    if isSignedIn { VStack { Feed() } } else { VStack { Login() } }
                    // Two initializers of `Text`: a ternary cannot merge them.
                    if isSignedIn { Text(verbatim: "in") } else { Text("out") }
                }
            }
            """),
            RuleExample("""
            struct Actions: View {
                @State private var isPinned = false
                var body: some View {
                    Menu("More") {
                        // A menu's content exists only while it is open.
                        if isPinned { Button("Pin") {}.bold() } else { Button("Pin") {} }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.ifExpr, .switchExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        // Only in a result builder: elsewhere `if` is an expression that yields one view.
        guard file.isViewCode(node), file.isResultBuilder(node) else { return }
        // Only the head of an `if … else if … else` chain, and only a statement of a view builder.
        if let parent = file.parent(node), tree.kind(parent) == .ifExpr { return }
        if tree.kind(node) == .ifExpr {
            guard !hasAvailabilityCondition(node, tree) else { return }
        }
        // Explicit `return`s turn the result builder off: then there is one view, not a split.
        if containsReturn(node, tree) { return }
        // A menu's or a context menu's content exists only while it is open.
        if ViewBuilderContext.isInTransientContent(node, in: file) { return }
        // A picker's options: an `if` there changes the list of choices, not one view's look.
        if ViewBuilderContext.isInPickerOptions(node, in: tree) { return }
        // A `switch` over a value's dynamic type (`case let p as Playcut`, `case is Talkset`) shows a
        // different kind of value in each arm: a value does not change its type while it is shown.
        if tree.kind(node) == .switchExpr, Self.switchesOnType(node, tree) { return }
        let keyword = tree.kind(node) == .switchExpr ? "`switch`" : "`if`"
        if let arms = BranchArms(node, in: tree), arms.views.count >= 2, let split = BranchSplit(arms, in: file) {
            // A view modifier branching over its `content` is a conditional modifier: that rule reports it.
            if ConditionalModifier.isContentBranch(node, arms: arms, in: file) { return }
            reportSplit(node, split, conditions: arms.conditions, in: file, report: &report,
                   "every branch of this \(keyword) builds \(split.description), so SwiftUI sees one view per branch",
                   fix: MergedBranchFix.make(node, arms: arms, in: file))
        } else if let partial = BranchSplit.partial(node, in: file) {
            reportSplit(node, partial.split, conditions: partial.conditions, in: file, report: &report,
                   "\(partial.covered) of the \(partial.arms) branches of this \(keyword) build \(partial.split.description), so SwiftUI sees one view per branch",
                   fix: nil, splitCases: Self.caseNames(of: partial.views, in: node, tree))
        }
    }

    func reportSplit(_ node: NodeID, _ split: BranchSplit, conditions: [NodeID], in file: FileContext, report: inout FindingSink,
                _ headline: String, fix: Fix?, splitCases: Set<String>? = nil) {
        let tree = file.tree
        // Safety: a condition that cannot change while the view is shown never swaps the views.
        let condition = Stability.combined(conditions.map { file.stability(of: $0) })
        guard !condition.isFixed else { return }
        if Self.presenceIsFixedPerCaller(conditions, around: node, in: file) { return }
        // Inside an arm of an enclosing `if` on the very same condition: it holds for as long as this
        // code is there (when it changes, the outer `if` removes all of it).
        if Self.decidedByEnclosingIf(node, in: file) { return }
        // The content of `.sheet(item:)` and its kind, built for the item presented: a condition on that
        // item is fixed while the presentation is shown (another item presents it anew).
        if Self.readsOnlyPresentedItem(conditions, around: node, in: file) { return }
        var evidence = condition.evidence
        // Some arms of a `switch` split the view: a user change that sets a case of another arm
        // (`phase = .loading` where the split arms are `.done` and `.failed`) moves to a different view,
        // which is no flip between the split ones.
        if let splitCases, !splitCases.isEmpty {
            evidence.removeAll { item in
                guard item.kind == .userChanges, item.range.path == file.path,
                      let assigned = Self.assignedCase(at: item.range, in: file.tree.source) else { return false }
                return !splitCases.contains(assigned)
            }
        }
        if case .holds(let held) = split.state { evidence.append(held) }
        report.report(token: Int(tree[node].mainToken),
                      headline + ": when the condition changes, the view is destroyed and built again, with any state it holds, and the change cross-fades",
                      evidence: evidence, help: split.help, fix: fix)
    }

    /// `if c { … if c { A() } else { B() } … }`: an `if` whose condition an enclosing `if` of the same
    /// view code already tested (the same text), with this one in its first arm.
    static func decidedByEnclosingIf(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard tree.kind(node) == .ifExpr, let condition = tree.child(node, .conditionList) else { return false }
        let text = tree.compactText(condition)
        var child = node
        for ancestor in file.ancestors(node) {
            // Through the content closures of the views between them (built in the same evaluation).
            if tree.kind(ancestor) == .closureExpr, !ViewBuilderContext.closureBuildsViews(ancestor, in: file) { return false }
            if tree.kind(ancestor).isTypeDeclaration || tree.kind(ancestor) == .functionDecl { return false }
            if tree.kind(ancestor) == .ifExpr, let outer = tree.child(ancestor, .conditionList), tree.compactText(outer) == text,
               let thenBlock = tree.child(ancestor, .codeBlock), thenBlock == child {
                return true
            }
            child = ancestor
        }
        return false
    }

    /// Presentations built for an item: their content closure's parameter is the item shown.
    static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    /// Every name the conditions read is the parameter of the nearest closure around the branch, and that
    /// closure is the content of a presentation built for an item (`.sheet(item: $editing) { item in … }`,
    /// `.navigationDestination(for: Route.self) { route in … }`).
    static func readsOnlyPresentedItem(_ conditions: [NodeID], around node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard !conditions.isEmpty,
              let closure = file.ancestors(node).first(where: { tree.kind($0) == .closureExpr }),
              let argument = file.parent(closure), let callNode = file.parent(argument),
              let call = CallExpr.at(callNode, in: tree), let name = call.name(in: tree), itemPresentations.contains(name),
              call.argument("item") != nil || call.argument("for") != nil,
              let signature = tree.child(closure, .closureSignature) else { return false }
        let parameters = Set(tree.closureParameterNames(signature))
        guard !parameters.isEmpty else { return false }
        var onlyItem = true
        for condition in conditions {
            tree.walk(from: condition) { n in
                guard onlyItem else { return false }
                if tree.kind(n) == .closureExpr { return false }
                if tree.kind(n) == .identifierExpr, let read = tree.name(n), read != "self", read.first?.isLowercase == true,
                   !parameters.contains(read), !ValueReads.isLocal(read, at: n, in: tree) {
                    onlyItem = false
                }
                // `item.kind`: only the base is a read of a name.
                if tree.kind(n) == .memberAccessExpr, let base = tree.children(n).first {
                    if tree.kind(base) == .identifierExpr, let read = tree.name(base), !parameters.contains(read),
                       read.first?.isLowercase == true, !ValueReads.isLocal(read, at: n, in: tree) { onlyItem = false }
                    return false
                }
                return true
            }
        }
        return onlyItem
    }

    /// `if let onTap`, `if let f = self.focus`, `onTap != nil` on an optional input of the view, where
    /// every place that builds the view either passes a value that is never nil (a `$binding`, a method,
    /// a closure) or leaves the input to its default: whether the input is there is fixed per place, so
    /// the condition never changes while the view is shown.
    static func presenceIsFixedPerCaller(_ conditions: [NodeID], around node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        var names: [String] = []
        for condition in conditions {
            let tests = tree.kind(condition) == .conditionList ? Array(tree.children(condition)) : [condition]
            for test in tests {
                guard let name = PresenceTest.testedName(test, tree) else { return false }
                names.append(name)
            }
        }
        guard !names.isEmpty, let owner = file.enclosingType(node) else { return false }
        for name in names {
            guard let member = owner.members.first(where: { $0.name == name }), member.kind == .property,
                  !member.isComputed, !member.isStatic, member.wrappers.isEmpty else { return false }
            var labels: Set<String> = [name]
            var everyInputDefaults = true
            var throughInitializer = false
            for type in file.declarations(of: owner.name) {
                for input in type.inputs where input.property == name {
                    labels.insert(input.label)
                    throughInitializer = true
                    if input.defaultReads == nil { everyInputDefaults = false }
                }
            }
            // Left out, the input takes its default: `var onTap: (() -> Void)? = nil`, an optional `var`,
            // or an initializer parameter's default.
            let canBeLeftOut = throughInitializer ? everyInputDefaults : !member.isLet
            let built = file.constructions(of: owner.name).filter { $0.context != .preview }
            guard !built.isEmpty else { return false }
            for construction in built {
                guard construction.recordsArguments else { return false }
                if construction.context == .hostingRoot || construction.context == .other { continue }
                if let argument = construction.arguments.first(where: { labels.contains($0.label) }) {
                    guard argument.isPresent || argument.sources.allSatisfy({ if case .fixed = $0 { return true }; return false }) else { return false }
                } else if !canBeLeftOut && !throughInitializer {
                    // A `let` without a default must be passed: left out here means passed as a closure.
                    continue
                } else if !canBeLeftOut {
                    return false
                }
            }
        }
        return true
    }

    /// The enum cases (`.done`, `.failed(let e)`) named by the patterns of the `switch` arms that hold
    /// these views; nil when an arm holding one is `default` (it matches any other case).
    static func caseNames(of views: [NodeID], in node: NodeID, _ tree: SyntaxTree) -> Set<String>? {
        guard tree.kind(node) == .switchExpr else { return nil }
        var names = Set<String>()
        for arm in tree.children(node, .switchCase) {
            let range = tree.range(arm)
            guard views.contains(where: { let r = tree.range($0); return r.start >= range.start && r.end <= range.end }) else { continue }
            guard tree.tokenText(Int(tree[arm].mainToken)) == "case" else { return nil }
            for pattern in tree.children(arm) where ConditionalModifier.isPattern(pattern, arm, tree) {
                tree.walk(from: pattern) { n in
                    if tree.kind(n) == .memberAccessExpr, tree.children(n).first.map({ tree[$0].flags.contains(.implicitMember) }) ?? true {
                        if let name = tree.name(n) { names.insert(name) }
                    }
                    return true
                }
            }
        }
        return names
    }

    /// The case a line assigns (`phase = .loading`, `state = .failed(error)`): the name after `= .`.
    static func assignedCase(at range: SourceRange, in source: SourceFile) -> String? {
        guard range.startLine == range.endLine else { return nil }
        let bytes = source.bytes
        let line = source.lineRange(range.startLine)
        var i = Int(line.start)
        let end = Int(line.end)
        while i + 1 < end {
            // `= .name`, not `==`, `!=`, `<=`, `>=`.
            if bytes[i] == UInt8(ascii: "="), i + 1 < end, bytes[i + 1] != UInt8(ascii: "="),
               i == 0 || ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[i - 1]) {
                var j = i + 1
                while j < end, bytes[j] == UInt8(ascii: " ") { j += 1 }
                guard j < end, bytes[j] == UInt8(ascii: ".") else { return nil }
                j += 1
                var name: [UInt8] = []
                while j < end, bytes[j] == UInt8(ascii: "_") || (bytes[j] >= 0x30 && bytes[j] <= 0x39) || (bytes[j] | 0x20 >= 0x61 && bytes[j] | 0x20 <= 0x7A) {
                    name.append(bytes[j]); j += 1
                }
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    /// Every case of a `switch` (the `default` aside) matches a type: `case let x as T`, `case is T`.
    static func switchesOnType(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        let cases = tree.children(node, .switchCase).filter { tree.tokenText(Int(tree[$0].mainToken)) == "case" }
        return !cases.isEmpty && cases.allSatisfy { arm in
            guard let pattern = tree.children(arm).first else { return false }
            return tree.kind(pattern) == .castExpr || tree.kind(pattern) == .isTypePattern
        }
    }

    func hasFinalElse(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = node
        while true {
            let children = tree.children(current)
            guard let last = children.last, children.count >= 3 else { return false }
            if tree.kind(last) == .codeBlock { return true }
            if tree.kind(last) == .ifExpr { current = last } else { return false }
        }
    }

    func hasAvailabilityCondition(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { n in
            if tree.kind(n) == .availabilityCondition { found = true }
            return !found && tree.kind(n) != .codeBlock
        }
        return found
    }

    func containsReturn(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { n in
            if tree.kind(n) == .returnStmt { found = true }
            return !found && tree.kind(n) != .closureExpr
        }
        return found
    }
}
