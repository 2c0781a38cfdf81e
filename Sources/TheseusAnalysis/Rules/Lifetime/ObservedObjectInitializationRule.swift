import Foundation
import TheseusSyntax

/// `@ObservedObject var model = Model()`, or `Child(model: Model())` for a child's `@ObservedObject`.
public struct ObservedObjectInitializationRule: Rule {
    public static let description = RuleDescription(
        id: "observed_object_initialization",
        name: "ObservedObject initialization",
        kind: .lifetime,
        severity: .error,
        precision: .veryHigh,
        scope: .notInWidgets,
        summary: "An `@ObservedObject`, or an `@Observable` object held without `@State`, given a freshly created object by its own initializer or by a parent's `body`",
        rationale: """
        `@ObservedObject` does not own its object: the view only watches what it is given. WWDC21 "Demystify \
        SwiftUI" (the lifetime section) and WWDC23 "Demystify SwiftUI performance" explain that view values \
        are recreated whenever their parent's `body` runs, while state lives as long as the view's identity. \
        An `@ObservedObject var model = Model()` therefore creates a new model every time the view value is \
        recreated, and a parent that writes `Child(model: Model())` in its `body` hands the child a new \
        object on every update: the child's data resets and every observer is rebuilt. `@StateObject` is the \
        wrapper that ties an object's lifetime to the view's identity. With the Observation framework the \
        same holds for an `@Observable` class: only `@State` owns it, and a view that keeps one in a plain \
        stored property or in `@Bindable` (`let model = Model()`, `Detail(model: Model())` in a parent's \
        `body`) gets a new object every time its value is made.

        The rule reports `@ObservedObject var model = Model()` (or `: Model = .init()`), an initializer that \
        assigns a new object (`self.model = Model()`, `_model = ObservedObject(wrappedValue: Model())`), the \
        same inside a `DynamicProperty`, `Child(model: Model())` in a parent's `body`, and a parent's `body` \
        that calls a factory method which builds the child with an object it makes on each call \
        (`NavigationLink(destination: router.makeDetailView(for: movie))`, where `makeDetailView` returns \
        `DetailView(presenter: DetailPresenter())`). It leaves alone a \
        model of the project with nothing that changes after `init`, neither in its own code nor through a \
        property or binding of another type's code (`model.title = …`, `$model.title`): a bag of constants \
        loses nothing when it is rebuilt (unless it makes values whose `id` is a new UUID each time: a new \
        bag gives the rows keyed by them new identities). It also leaves alone a default that every place that \
        builds the view replaces (the memberwise argument every caller passes, or an assignment in every \
        `init` of the view, where a new object would be the initializer's finding), a shared instance \
        (`Settings.shared`), and an \
        `App` or `Scene`, whose value is made once; in a view only ever built outside a parent's `body` (the \
        scene's root, a hosting controller's root) it reports an `@ObservedObject` or an `@Observable` object \
        held without `@State`, which no one owns there either, but not an `ObservableObject` in a plain \
        property, which the view does not watch. It is `high` when the code shows the view's `body` running again: the view \
        that creates the object has state the user changes.
        """,
        fix: """
        Own the object with `@StateObject` (`@StateObject private var model = Model()`; `@State` for an \
        `@Observable` class), or create it once in \
        an owner that outlives the view (a parent's `@StateObject`, the app) and pass that instance down.
        """,
        triggering: [
            RuleExample("""
            // `.init(…)` of the child's own nested `Provider`, a name other views use for their own types too.
            struct GridList: View {
                let provider: Provider
                var body: some View {
                    Text("\\(provider.items.count)")
                    Button("Reset") { provider.load([]) }
                }
                @Observable final class Provider {
                    var items: [String] = []
                    init(names: [String]) { load(names) }
                    func load(_ names: [String]) { items = names }
                }
            }
            struct Cell: View {
                let provider: Provider
                var body: some View { Text(provider.name) }
                @Observable final class Provider {
                    let name: String
                    init(name: String) { self.name = name }
                }
            }
            struct GridScreen: View {
                @State private var names = ["a"]
                var body: some View {
                    GridList(provider: ↓.init(names: names))
                    Button("More") { names.append("b") }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // A router's factory makes the destination's presenter on each call, and the list's `body`
            // calls it for every row every time it runs.
            final class DetailPresenter: ObservableObject {
                @Published var movie: Movie?
                func load(_ id: Int) async { movie = await MovieStore.shared.movie(id) }
            }
            struct DetailView: View {
                @ObservedObject var presenter: DetailPresenter
                let id: Int
                var body: some View { Text(presenter.movie?.title ?? "").task { await presenter.load(id) } }
            }
            final class HomeRouter {
                func makeDetailView(for id: Int) -> some View {
                    let presenter = DetailPresenter()
                    return DetailView(presenter: presenter, id: id)
                }
            }
            struct HomeView: View {
                let router = HomeRouter()
                @State private var ids: [Int] = []
                var body: some View {
                    List(ids, id: \\.self) { id in
                        NavigationLink(destination: ↓router.makeDetailView(for: id)) { Text("\\(id)") }
                    }
                    .refreshable { ids = await MovieStore.shared.ids() }
                }
            }
            """, confidence: .high),
            RuleExample("""
            // A static factory, through a method that makes the view model.
            final class LoginViewModel: ObservableObject {
                @Published var name = ""
            }
            struct LoginView: View {
                @ObservedObject var viewModel: LoginViewModel
                var body: some View { TextField("Name", text: $viewModel.name) }
            }
            enum LoginFactory {
                static func makeView() -> LoginView { LoginView(viewModel: makeViewModel()) }
                private static func makeViewModel() -> LoginViewModel { LoginViewModel() }
            }
            struct Auth: View {
                @State private var showsLogin = true
                var body: some View {
                    if showsLogin { ↓LoginFactory.makeView() } else { Text("Register") }
                    Button("Switch") { showsLogin.toggle() }
                }
            }
            """),
            RuleExample("""
            // A pushed destination handed a new model: the pattern holds, but the tab the user switches
            // is covered while the destination is shown, so nothing here shows `body` running again then.
            final class PasswordModel: ObservableObject {
                @Published var password = ""
                func clear() { password = "" }
            }
            struct PasswordForm: View {
                @ObservedObject var model: PasswordModel
                var body: some View { SecureField("Password", text: $model.password) }
            }
            struct Home: View {
                @State private var tab = 0
                var body: some View {
                    NavigationStack {
                        TabView(selection: $tab) { Text("Feed \\(tab)").tag(0) }
                            .navigationDestination(for: String.self) { _ in PasswordForm(model: ↓PasswordModel()) }
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Built once, as a hosting controller's root, yet still not the object's owner: `@StateObject`
            // is what the contract asks for, and the view breaks the day a parent shows it.
            struct Settings: View {
                @ObservedObject private var model = ↓PrefsModel()
                var body: some View { Toggle("On", isOn: $model.isOn) }
            }
            final class SettingsController: UIViewController {
                override func viewDidLoad() { addChild(UIHostingController(rootView: Settings())) }
            }
            final class PrefsModel: ObservableObject {
                @Published var isOn = false
                func toggle() { isOn.toggle() }
            }
            """, fixed: """
            // Built once, as a hosting controller's root, yet still not the object's owner: `@StateObject`
            // is what the contract asks for, and the view breaks the day a parent shows it.
            struct Settings: View {
                @StateObject private var model = PrefsModel()
                var body: some View { Toggle("On", isOn: $model.isOn) }
            }
            final class SettingsController: UIViewController {
                override func viewDidLoad() { addChild(UIHostingController(rootView: Settings())) }
            }
            final class PrefsModel: ObservableObject {
                @Published var isOn = false
                func toggle() { isOn.toggle() }
            }
            """),
            RuleExample("""
            final class Palette: ObservableObject {
                @Published var selected = 0
                func pick(_ index: Int) { selected = index }
            }
            struct Swatches: View {
                @ObservedObject var palette: Palette = ↓.init()
                @ObservedObject var model: Palette
                @ObservedObject var other: Palette
                init(id: Int) {
                    self.model = ↓Palette()
                    _other = ObservedObject(wrappedValue: ↓Palette())
                }
                var body: some View { Button("\\(model.selected)") { model.pick(palette.selected) } }
            }
            struct Studio: View {
                @State private var tab = 0
                var body: some View {
                    Swatches(id: tab)
                    Button("Next") { tab += 1 }
                }
            }
            """, fixed: """
            final class Palette: ObservableObject {
                @Published var selected = 0
                func pick(_ index: Int) { selected = index }
            }
            struct Swatches: View {
                @StateObject var palette: Palette = .init()
                @ObservedObject var model: Palette
                @ObservedObject var other: Palette
                init(id: Int) {
                    self.model = Palette()
                    _other = ObservedObject(wrappedValue: Palette())
                }
                var body: some View { Button("\\(model.selected)") { model.pick(palette.selected) } }
            }
            struct Studio: View {
                @State private var tab = 0
                var body: some View {
                    Swatches(id: tab)
                    Button("Next") { tab += 1 }
                }
            }
            """),
            RuleExample("""
            final class Clock: ObservableObject {
                @Published var ticks = 0
                func tick() { ticks += 1 }
            }
            @propertyWrapper struct Ticks: DynamicProperty {
                @ObservedObject var clock: Clock
                init() { clock = ↓Clock() }
                var wrappedValue: Int { clock.ticks }
            }
            """),
            RuleExample("""
            struct Counter: View {
                @ObservedObject var model = ↓CounterModel()
                var body: some View { Button("\\(model.count)") { model.increment() } }
            }
            struct Screen: View {
                @State private var title = ""
                var body: some View {
                    TextField("Title", text: $title)
                    Counter()
                }
            }
            final class CounterModel: ObservableObject {
                @Published var count = 0
                func increment() { count += 1 }
            }
            """, fixed: """
            struct Counter: View {
                @StateObject var model = CounterModel()
                var body: some View { Button("\\(model.count)") { model.increment() } }
            }
            struct Screen: View {
                @State private var title = ""
                var body: some View {
                    TextField("Title", text: $title)
                    Counter()
                }
            }
            final class CounterModel: ObservableObject {
                @Published var count = 0
                func increment() { count += 1 }
            }
            """),
            RuleExample("""
            struct Parent: View {
                @State private var title = "x"
                var body: some View {
                    Child(model: ↓ChildModel(), title: title)
                    Button("Rename") { title = "y" }
                }
            }
            struct Child: View {
                @ObservedObject var model: ChildModel
                var title: String
                var body: some View { Text(title).task { await model.load() } }
            }
            final class ChildModel: ObservableObject {
                @Published var items: [String] = []
                func load() async { items = ["a"] }
            }
            """),
            RuleExample("""
            // Handed by position to the container's `init(_:content:)`, from a computed property that makes
            // it with `.init(…)`.
            struct Library: View {
                @State private var filter = ""
                private var configuration: ScreenConfiguration { .init(title: "Library") }
                var body: some View {
                    ScreenContainer(↓configuration) { TextField("Filter", text: $filter) }
                }
            }
            struct ScreenContainer<Content: View>: View {
                @ObservedObject var configuration: ScreenConfiguration
                let content: Content
                init(_ configuration: ScreenConfiguration, @ViewBuilder content: () -> Content) {
                    self.configuration = configuration
                    self.content = content()
                }
                var body: some View { VStack { Text(configuration.title); content } }
            }
            final class ScreenConfiguration: ObservableObject {
                @Published var title: String
                init(title: String) { self.title = title }
                func rename(_ title: String) { self.title = title }
            }
            """),
            RuleExample("""
            // Made by a local `let` in the view code, or by a computed property the view reads: new with
            // every evaluation all the same.
            struct Inbox: View {
                @State private var showsBanner = true
                var bannerModel: BannerModel { BannerModel(text: "New mail") }
                var body: some View {
                    if showsBanner {
                        let model = BannerModel(text: "Welcome")
                        Banner(model: ↓model)
                    }
                    Banner(model: ↓bannerModel)
                    Toggle("Banner", isOn: $showsBanner)
                }
            }
            struct Banner: View {
                @ObservedObject var model: BannerModel
                var body: some View { Button(model.text) { model.dismiss() } }
            }
            final class BannerModel: ObservableObject {
                @Published var text: String
                init(text: String) { self.text = text }
                func dismiss() { text = "" }
            }
            """),
            RuleExample("""
            struct Parent: View {
                let title: String
                var body: some View {
                    VStack { Text(title); Child(model: ↓.init()) }
                }
            }
            """, otherFiles: [("Child.swift", """
            struct Child: View {
                @ObservedObject var model: ChildModel
                var body: some View { Toggle("On", isOn: $model.isOn) }
            }
            @Observable final class ChildModel: ObservableObject {
                var isOn = false
                func reset() { isOn = false }
            }
            """)]),
            RuleExample("""
            // The Observation framework: a view holds an `@Observable` object without owning it unless it
            // is `@State`; made in a stored property, in `init` or by a parent's `body`, it is new each time.
            @Observable final class Panel {
                var rows: [String] = []
                func load() { rows = ["a"] }
            }
            struct PanelView: View {
                let panel = ↓Panel()
                var body: some View { List(panel.rows, id: \\.self) { Text($0) } }
            }
            struct Summary: View {
                let panel: Panel
                var body: some View { Text("\\(panel.rows.count)") }
            }
            struct Shell: View {
                @State private var tab = 0
                var body: some View {
                    PanelView()
                    Summary(panel: ↓Panel())
                    Button("Next") { tab += 1 }
                }
            }
            """),
            RuleExample("""
            // A plain property holding an `ObservableObject` the initializer makes: handed on to the
            // children, and made again with every value of the view.
            final class FilesModel: ObservableObject {
                @Published var entries: [String] = []
                func load() { entries = ["a"] }
            }
            struct ServerPanel: View {
                private let files: FilesModel
                init(_ id: String) { files = ↓FilesModel() }
                var body: some View { FileList().environmentObject(files) }
            }
            struct Servers: View {
                @State private var selected = "a"
                var body: some View { ServerPanel(selected) }
            }
            """),
            RuleExample("""
            // State written later by a publisher the model subscribes to in `init`; an `@ObservedObject`
            // given one by a parameter's default value, which `Legs` leaves out.
            final class Trains: ObservableObject {
                @Published private(set) var arrivals: [String] = []
                private var bag = Set<AnyCancellable>()
                init() { feed.assign(to: \\.arrivals, on: self).store(in: &bag) }
            }
            struct StopRow: View {
                @ObservedObject var trains: Trains
                let name: String
                init(name: String, trains: Trains = ↓Trains()) {
                    self.name = name
                    self.trains = trains
                }
                var body: some View { Text(name + "\\(trains.arrivals.count)") }
            }
            struct Legs: View {
                @State private var stop = "A"
                var body: some View { StopRow(name: stop) }
            }
            """),
            RuleExample("""
            // A fallback made in `body` while the parent's own object is missing.
            final class SearchState: ObservableObject {
                @Published var query = ""
                func set(_ q: String) { query = q }
            }
            struct FindNavigator: View {
                @ObservedObject var state: SearchState
                var body: some View { TextField("Find", text: $state.query) }
            }
            struct Sidebar: View {
                @State private var searchState: SearchState?
                @State private var tab = 0
                var body: some View {
                    FindNavigator(state: ↓searchState ?? SearchState())
                    Button("Tab") { tab += 1 }
                }
            }
            """),
            RuleExample("""
            // A destination's `body` making the model in a `switch` case, for a child that only holds it.
            @Observable final class IntroModel {
                var page = 0
                func next() { page += 1 }
            }
            struct IntroScreen: View {
                let model: IntroModel
                var body: some View { Button("\\(model.page)") { model.next() } }
            }
            enum Route { case intro, done }
            struct Destination: View {
                let route: Route
                var body: some View {
                    switch route {
                    case .intro:
                        let model = IntroModel()
                        IntroScreen(model: ↓model)
                    case .done:
                        Text("Done")
                    }
                }
            }
            struct Flow: View {
                @State private var route = Route.intro
                var body: some View { Destination(route: route) }
            }
            """),
            RuleExample("""
            // Each platform's folder declares its own `BackupModel`: the one nearest the view's file is
            // the one the view uses.
            struct Servers: View {
                @State private var tab = 0
                var body: some View { BackupPanel() }
            }
            """, otherFiles: [("iOS/Panel/BackupPanel.swift", """
            struct BackupPanel: View {
                private let backups: BackupModel
                init() { backups = ↓BackupModel() }
                var body: some View { Text("\\(backups.names.count)") }
            }
            """), ("iOS/Backups/BackupModel.swift", """
            @Observable final class BackupModel {
                var names: [String] = []
                func load() { names = ["a"] }
            }
            """), ("watchOS/Backups/BackupModel.swift", """
            @Observable final class BackupModel {
                var names: [String] = []
                func load() { names = ["a"] }
            }
            """)]),
            RuleExample("""
            // In a sheet's content: the sheet covers the buttons that change `alert`, so that change is
            // no evidence of the object being made again while it is shown (the finding stays `medium`).
            final class ShareModel: ObservableObject {
                @Published var text = ""
                func load() { text = "Shared" }
            }
            struct ShareView: View {
                @ObservedObject var model: ShareModel
                var body: some View { Text(model.text) }
            }
            struct Header: View {
                @State private var showShare = false
                @State private var alert = false
                var body: some View {
                    VStack {
                        Text(alert ? "!" : "")
                        Button("Share") { showShare = true }
                        Button("Alert") { alert.toggle() }
                    }
                    .sheet(isPresented: $showShare) { ShareView(model: ↓ShareModel()) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Plain `var`s, not `@Published`: what the user typed is still in the object a rebuild replaces.
            final class SignUpForm: ObservableObject {
                var email = ""
                var password = ""
            }
            struct SignUpView: View {
                @ObservedObject var form = ↓SignUpForm()
                var body: some View {
                    TextField("Email", text: $form.email)
                    SecureField("Password", text: $form.password)
                }
            }
            """, fixed: """
            // Plain `var`s, not `@Published`: what the user typed is still in the object a rebuild replaces.
            final class SignUpForm: ObservableObject {
                var email = ""
                var password = ""
            }
            struct SignUpView: View {
                @StateObject var form = SignUpForm()
                var body: some View {
                    TextField("Email", text: $form.email)
                    SecureField("Password", text: $form.password)
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The draft's fields change only through the view's bindings, in another file: a new draft,
            // made each time a parent rebuilds the view, drops what was typed.
            struct AddTask: View {
                var draft = ↓TaskDraft()
                var body: some View {
                    @Bindable var draft = draft
                    TextField("Title", text: $draft.title)
                }
            }
            """, otherFiles: [("TaskDraft.swift", """
            @Observable final class TaskDraft {
                var title = ""
            }
            """)], confidence: .medium),
            RuleExample("""
            // The set-up method `init` calls is called again from a view: the shows change after `init`.
            @main struct RadioApp: App {
                var body: some Scene { WindowGroup { RadioView() } }
            }
            final class RadioModel: ObservableObject {
                @Published var shows: [String] = []
                init() { loadShows() }
                func loadShows() { shows.append("Morning") }
            }
            struct RadioView: View {
                @ObservedObject var model = ↓RadioModel()
                var body: some View {
                    List(model.shows, id: \\.self) { Text($0) }
                    Button("More") { model.loadShows() }
                }
            }
            """, fixed: """
            // The set-up method `init` calls is called again from a view: the shows change after `init`.
            @main struct RadioApp: App {
                var body: some Scene { WindowGroup { RadioView() } }
            }
            final class RadioModel: ObservableObject {
                @Published var shows: [String] = []
                init() { loadShows() }
                func loadShows() { shows.append("Morning") }
            }
            struct RadioView: View {
                @StateObject var model = RadioModel()
                var body: some View {
                    List(model.shows, id: \\.self) { Text($0) }
                    Button("More") { model.loadShows() }
                }
            }
            """),
            RuleExample("""
            // `init` starts the load in a task: the shows arrive after `init`, and a new model starts over.
            final class ShowsModel: ObservableObject {
                @Published var shows: [String] = []
                init() { Task { await load() } }
                @MainActor func load() async { shows = await Schedule.shared.shows() }
            }
            struct ShowsView: View {
                @ObservedObject var model = ↓ShowsModel()
                var body: some View { List(model.shows, id: \\.self) { Text($0) } }
            }
            """, fixed: """
            // `init` starts the load in a task: the shows arrive after `init`, and a new model starts over.
            final class ShowsModel: ObservableObject {
                @Published var shows: [String] = []
                init() { Task { await load() } }
                @MainActor func load() async { shows = await Schedule.shared.shows() }
            }
            struct ShowsView: View {
                @StateObject var model = ShowsModel()
                var body: some View { List(model.shows, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            // A model's method that forwards to a router, which makes the child's model on every call.
            enum HomeRouter {
                static func makeHomeView() -> some View {
                    let viewModel = HomeViewModel()
                    return HomeView(viewModel: viewModel)
                }
            }
            final class HomeViewModel: ObservableObject {
                @Published var habits: [String] = []
                func reload() { habits = [] }
            }
            struct HomeView: View {
                @ObservedObject var viewModel: HomeViewModel
                var body: some View { List(viewModel.habits, id: \\.self) { Text($0) }.refreshable { viewModel.reload() } }
            }
            final class SplashViewModel: ObservableObject {
                @Published var isReady = false
                func homeView() -> some View { HomeRouter.makeHomeView() }
            }
            struct SplashView: View {
                @ObservedObject var viewModel: SplashViewModel
                var body: some View {
                    if viewModel.isReady { ↓viewModel.homeView() } else { ProgressView() }
                }
            }
            """),
            RuleExample("""
            // The app's root view keeps its `@Observable` model in a plain property: nothing owns it, and a
            // new value of the view (the scene's `body` running again) makes a new model.
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { NotesView() } }
            }
            @Observable final class NotesModel {
                var notes: [String] = []
                func fetchAll() { notes = ["Groceries"] }
            }
            struct NotesView: View {
                var model: NotesModel = ↓.init()
                var body: some View {
                    List(model.notes, id: \\.self) { Text($0) }
                        .onAppear { model.fetchAll() }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The app's `body` reads its own `@StateObject`: each change of the session runs it again, and
            // hands the login screen a new model.
            final class Session: ObservableObject { @Published var isLoggedIn = false }
            final class LoginModel: ObservableObject {
                @Published var email = ""
                let session: Session
                init(session: Session) { self.session = session }
            }
            struct LoginScreen: View {
                @ObservedObject var model: LoginModel
                var body: some View { TextField("Email", text: $model.email) }
            }
            @main struct ShopApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        LoginScreen(model: ↓LoginModel(session: session)).environmentObject(session)
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The headlines arrive through a publisher the model assigns to itself: state that a new
            // object loses.
            final class HeadlinesModel: ObservableObject {
                private var bag = Set<AnyCancellable>()
                @Published private(set) var headlines: [String] = []
                func load() {
                    Just(["Today"]).receive(on: RunLoop.main).assign(to: \\.headlines, on: self).store(in: &bag)
                }
            }
            struct HeadlinesView: View {
                @ObservedObject var model = ↓HeadlinesModel()
                var body: some View {
                    List(model.headlines, id: \\.self) { Text($0) }.onAppear { model.load() }
                }
            }
            """, fixed: """
            // The headlines arrive through a publisher the model assigns to itself: state that a new
            // object loses.
            final class HeadlinesModel: ObservableObject {
                private var bag = Set<AnyCancellable>()
                @Published private(set) var headlines: [String] = []
                func load() {
                    Just(["Today"]).receive(on: RunLoop.main).assign(to: \\.headlines, on: self).store(in: &bag)
                }
            }
            struct HeadlinesView: View {
                @StateObject var model = HeadlinesModel()
                var body: some View {
                    List(model.headlines, id: \\.self) { Text($0) }.onAppear { model.load() }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The model's stations are constants, but each station gets a new UUID: every new model gives the
            // rows new identities, and the grid removes and inserts them all again.
            struct Station: Identifiable {
                let id = UUID()
                let title: String
            }
            final class RadioModel: ObservableObject {
                @Published var stations: [Station] = []
                init() { stations = [Station(title: "Hip-Hop"), Station(title: "Pop")] }
            }
            struct StationsView: View {
                @ObservedObject private var model = ↓RadioModel()
                var body: some View { ForEach(model.stations) { Text($0.title) } }
            }
            struct RadioScreen: View {
                @State private var query = ""
                var body: some View { TextField("Search", text: $query); StationsView() }
            }
            """, fixed: """
            // The model's stations are constants, but each station gets a new UUID: every new model gives the
            // rows new identities, and the grid removes and inserts them all again.
            struct Station: Identifiable {
                let id = UUID()
                let title: String
            }
            final class RadioModel: ObservableObject {
                @Published var stations: [Station] = []
                init() { stations = [Station(title: "Hip-Hop"), Station(title: "Pop")] }
            }
            struct StationsView: View {
                @StateObject private var model = RadioModel()
                var body: some View { ForEach(model.stations) { Text($0.title) } }
            }
            struct RadioScreen: View {
                @State private var query = ""
                var body: some View { TextField("Search", text: $query); StationsView() }
            }
            """, confidence: .medium),
            RuleExample("""
            // `medium`: the control that changes `refresh` is in the other arm of the `switch`, so nothing
            // shown with the month runs this `body` again; a new `mode` from a parent still would.
            final class MonthModel: ObservableObject {
                @Published var month = 1
                func next() { month += 1 }
            }
            struct MonthView: View {
                @ObservedObject var model: MonthModel
                var body: some View { Button("\\(model.month)") { model.next() } }
            }
            struct WeekView: View {
                @Binding var refresh: Bool
                var body: some View { Button("Refresh") { refresh.toggle() } }
            }
            enum CalendarMode { case month, week }
            struct CalendarScreen: View {
                @State private var refresh = false
                let mode: CalendarMode
                var body: some View {
                    VStack {
                        Text(refresh ? "Refreshed" : "")
                        switch mode {
                        case .month: MonthView(model: ↓MonthModel())
                        case .week: WeekView(refresh: $refresh)
                        }
                    }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // Every initializer replaces the default with the parent's object: the new one is dropped at once,
            // and the view holds the object the parent owns.
            @Observable final class MovieManager {
                var movies: [String] = []
                func load() { movies = ["Heat"] }
            }
            struct MovieCard: View {
                var manager = MovieManager()
                init(manager: MovieManager) { self.manager = manager }
                var body: some View { Text(manager.movies.first ?? "") }
            }
            struct Shelf: View {
                @State private var manager = MovieManager()
                @State private var count = 0
                var body: some View {
                    MovieCard(manager: manager)
                    Button("More \\(count)") { count += 1 }
                }
            }
            """),
            RuleExample("""
            // A bag of constant stations: a new model would give them new ids, but no parent builds the view
            // again while it is shown (the screen has nothing that runs its `body` again).
            struct Station: Identifiable {
                let id = UUID()
                let title: String
            }
            final class RadioModel: ObservableObject {
                @Published var stations: [Station] = []
                init() { stations = [Station(title: "Hip-Hop"), Station(title: "Pop")] }
            }
            struct StationsView: View {
                @ObservedObject private var model = RadioModel()
                var body: some View { ForEach(model.stations) { Text($0.title) } }
            }
            struct RadioScreen: View {
                var body: some View { ScrollView { StationsView() } }
            }
            """),
            RuleExample("""
            // An app without state of its own: its `body` is not run again, and the model is made once.
            final class LoginModel: ObservableObject { @Published var email = "" }
            struct LoginScreen: View {
                @ObservedObject var model: LoginModel
                var body: some View { TextField("Email", text: $model.email) }
            }
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { LoginScreen(model: LoginModel()) } }
            }
            """),
            RuleExample("""
            // An object the view never uses: a new one loses nothing (the fix is to delete the line).
            final class SessionModel: ObservableObject { @Published var user = "" }
            struct StatsScreen: View {
                @ObservedObject var session = SessionModel()
                var body: some View { Text("Stats") }
            }
            """),
            RuleExample("""
            // A plain property the view only calls in an action: it neither watches the object nor hands it on.
            final class NoteStore: ObservableObject {
                @Published var notes: [String] = []
                func add(_ note: String) { notes.append(note) }
            }
            struct AddNoteButton: View {
                let store = NoteStore()
                var body: some View { Button("Add") { store.add("New") } }
            }
            struct Toolbar: View {
                @State private var count = 0
                var body: some View { AddNoteButton(); Text("\\(count)") }
            }
            """),
            RuleExample("""
            // Only the object's subscriptions change after it is made: nothing a view shows starts over.
            final class Clock: ObservableObject {
                let zone = TimeZone.current
                var cancellables = Set<AnyCancellable>()
                func start() { Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &cancellables) }
            }
            struct ZoneLabel: View {
                @ObservedObject var clock = Clock()
                var body: some View { Text(clock.zone.identifier) }
            }
            """),
            RuleExample("""
            // The factory's view owns its object (`@StateObject`), and a factory called in an action builds
            // the view once, when the user taps.
            final class EditorModel: ObservableObject {
                @Published var text = ""
            }
            struct EditorView: View {
                @StateObject var model: EditorModel
                var body: some View { TextEditor(text: $model.text) }
            }
            final class Router {
                func makeEditor() -> EditorView { EditorView(model: EditorModel()) }
                func makeReader() -> some View { ReaderView(model: ReaderModel()) }
            }
            final class ReaderModel: ObservableObject {
                @Published var page = 0
            }
            struct ReaderView: View {
                @ObservedObject var model: ReaderModel
                var body: some View { Text("\\(model.page)").onTapGesture { model.page += 1 } }
            }
            struct Home: View {
                let router: Router
                @State private var count = 0
                @State private var reader: AnyView?
                var body: some View {
                    router.makeEditor()
                    Button("Read") { reader = AnyView(router.makeReader()); count += 1 }
                }
            }
            """),
            RuleExample("""
            // Plain `var`s that nothing writes after `init` (the view only reads them), beside a field of the
            // same name that another view binds on an object of another type: a new palette loses nothing.
            final class Palette: ObservableObject {
                var title = "Colors"
                var accent = "blue"
            }
            final class Draft: ObservableObject {
                @Published var title = ""
            }
            struct PaletteHeader: View {
                @ObservedObject var palette = Palette()
                var body: some View { Text(palette.title) }
            }
            struct DraftEditor: View {
                @StateObject private var draft = Draft()
                var body: some View { TextField("Title", text: $draft.title) }
            }
            """),
            RuleExample("""
            // The model sets its list once, in a private method only `init` calls: a new one holds the same.
            final class LinkModel: ObservableObject {
                @Published var links: [String] = []
                init() { loadLinks() }
                private func loadLinks() { links = ["Docs", "Forum"] }
            }
            struct LinksView: View {
                @ObservedObject var model = LinkModel()
                var body: some View { List(model.links, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            // The set-up method is not private, but no other code in the app calls it: the shows are set
            // once, in `init`, and a new model holds the same.
            @main struct RadioApp: App {
                var body: some Scene { WindowGroup { RadioView() } }
            }
            final class RadioModel: ObservableObject {
                @Published var shows: [String] = []
                init() { loadShows() }
                func loadShows() {
                    shows.append("Morning")
                    shows.append("Evening")
                }
            }
            struct RadioView: View {
                @ObservedObject var model = RadioModel()
                var body: some View { List(model.shows, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            // A view with no stored properties: a parent's new value always equals the last one, so its
            // `body` runs once for the view's life and the model it hands to the destination is made once.
            final class RegionModel: ObservableObject {
                @Published var pokemon: [String] = []
                func load() { pokemon = ["Bulbasaur"] }
            }
            struct RegionDetail: View {
                @ObservedObject var model: RegionModel
                var body: some View { List(model.pokemon, id: \\.self) { Text($0) } }
            }
            struct RegionTab: View {
                var body: some View {
                    NavigationLink("Kanto") { RegionDetail(model: RegionModel()) }
                }
            }
            """),
            RuleExample("""
            // A parameter's default value that every construction overrides: the parent's object.
            final class Trains: ObservableObject {
                @Published var arrivals: [String] = []
                func load() { arrivals = ["a"] }
            }
            struct StopRow: View {
                @ObservedObject var trains: Trains
                init(trains: Trains = Trains()) { self.trains = trains }
                var body: some View { Text("\\(trains.arrivals.count)") }
            }
            struct Legs: View {
                @StateObject private var trains = Trains()
                var body: some View { StopRow(trains: trains) }
            }
            """),
            RuleExample("""
            // An object of a library's type built in `init` only from the store the parent passes (the
            // Composable Architecture's documented `ViewStore`): it watches the parent's store, and a new
            // one reads the same state again.
            struct CounterView: View {
                let store: StoreOf<Counter>
                @ObservedObject var viewStore: ViewStoreOf<Counter>
                init(store: StoreOf<Counter>) {
                    self.store = store
                    self.viewStore = ViewStore(store, observe: { $0 })
                }
                var body: some View { Text("\\(viewStore.count)") }
            }
            struct Root: View {
                let store: StoreOf<App>
                @State private var tick = 0
                var body: some View {
                    CounterView(store: store.scope(state: \\.counter, action: \\.counter))
                    Button("\\(tick)") { tick += 1 }
                }
            }
            """),
            RuleExample("""
            // A stored default that every place building the view in the app replaces with the parent's
            // object (only the preview relies on it): the default is never made in the app.
            final class Prefs: ObservableObject {
                @Published var isOn = false
                func flip() { isOn.toggle() }
            }
            struct PrefsScreen: View {
                @ObservedObject var prefs: Prefs = Prefs()
                var body: some View { Toggle("On", isOn: $prefs.isOn) }
            }
            struct Root: View {
                @StateObject private var prefs = Prefs()
                var body: some View { PrefsScreen(prefs: prefs) }
            }
            #Preview { PrefsScreen() }
            """),
            RuleExample("""
            // A plain property holding an `ObservableObject` whose state never changes after `init`: a new
            // one loses nothing.
            final class Links: ObservableObject {
                let home = "https://example.com"
                @Published var help = "https://example.com/help"
            }
            struct About: View {
                private let links = Links()
                var body: some View { Text(links.home).environmentObject(links) }
            }
            struct Settings: View {
                @State private var tab = 0
                var body: some View { About() }
            }
            """),
            RuleExample("""
            // Owned with `@State`, and that instance passed down.
            @Observable final class Panel {
                var rows: [String] = []
                func load() { rows = ["a"] }
            }
            struct Summary: View {
                let panel: Panel
                var body: some View { Text("\\(panel.rows.count)") }
            }
            struct Shell: View {
                @State private var panel = Panel()
                var body: some View { Summary(panel: panel) }
            }
            """),
            RuleExample("""
            final class Palette: ObservableObject {
                @Published var selected = 0
                func pick(_ index: Int) { selected = index }
            }
            struct Swatches: View {
                @StateObject private var owned: Palette
                @ObservedObject var shared: Palette
                @ObservedObject var accent: Palette
                init(shared: Palette) {
                    // Owned: created once per identity. Shared: the parent's instance, through the
                    // wrapper's initializer too.
                    _owned = StateObject(wrappedValue: Palette())
                    self.shared = shared
                    _accent = .init(initialValue: shared)
                }
                var body: some View { Button("\\(owned.selected)") { owned.pick(1) } }
            }
            struct Studio: View {
                @StateObject private var palette = Palette()
                var body: some View { Swatches(shared: palette) }
            }
            """),
            RuleExample("""
            struct Counter: View {
                @StateObject private var model = CounterModel()
                @ObservedObject var shared: CounterModel
                @ObservedObject var settings = Settings.shared
                var body: some View { Child(model: model, title: "x") }
            }
            """),
            RuleExample("""
            struct Parent: View {
                @StateObject private var model = ChildModel()
                var body: some View {
                    Child(model: model, title: "x")
                    Other(model: OtherModel())
                    // A bag of constants passed as an object: rebuilding it loses nothing.
                    Actions(model: ActionTitles(primary: "OK"))
                }
            }
            struct Child: View {
                @ObservedObject var model: ChildModel
                var title: String
                var body: some View { Text(title) }
            }
            struct Other: View {
                let model: OtherModel
                var body: some View { Text("plain let") }
            }
            struct Actions: View {
                @ObservedObject var model: ActionTitles
                var body: some View { Text(model.primary) }
            }
            final class ActionTitles: ObservableObject {
                @Published var primary: String
                init(primary: String) { self.primary = primary }
            }
            final class ChildModel: ObservableObject {
                @Published var items: [String] = []
                func load() async { items = ["a"] }
            }
            """),
            RuleExample("""
            struct Screen: View {
                var body: some View { Text("x") }
            }
            #Preview {
                Child(model: ChildModel())
            }
            """),
            RuleExample("""
            @main
            struct MenuApp: App {
                // The `App` value is made once, not by a parent's `body`.
                @ObservedObject var appState = AppState()
                var body: some Scene { WindowGroup { Text("x") } }
            }
            final class Prefs: View {
                @ObservedObject var model = PrefsModel()
                var body: some View { Text("x") }
            }
            final class PrefsModel: ObservableObject {
                @Published var isOn = false
                func toggle() { isOn.toggle() }
            }
            final class AppState: ObservableObject {
                @Published var count = 0
                func bump() { count += 1 }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.variableDecl, .functionCallExpr, .initializerDecl]

    public init(options: RuleOptions) {}

    /// `@ObservedObject` → `@StateObject` on the declaration. Safe on a `private` property: no parent can
    /// pass its own object. Otherwise unsafe: a parent passing one through the memberwise initializer would
    /// now set it only the first time the view appears.
    static func stateObjectFix(_ declaration: NodeID, in tree: SyntaxTree) -> Fix? {
        guard let attribute = tree.children(declaration, .attribute).first(where: { tree.nameIs($0, "ObservedObject") }) else { return nil }
        let range = tree.range(attribute)
        guard let token = tree.tokens.indices.first(where: { tree.tokens[$0].start >= range.start && tree.tokens[$0].end <= range.end
                                                             && tree.tokenIs($0, "ObservedObject") }) else { return nil }
        let isPrivate = tree.children(declaration, .modifier).contains { ["private", "fileprivate"].contains(tree.name($0) ?? "") }
        return Fix("replace `@ObservedObject` with `@StateObject`", applicability: isPrivate ? .safe : .unsafe,
                   edits: [FixEdit(tree.tokens[token].range, "StateObject")],
                   unsafeReason: isPrivate ? nil : "a parent that passes its own object through the initializer would set it only when the view first appears")
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .initializerDecl {
            reportInitializerAssignments(node, in: file, report: &report)
            return
        }
        if tree.kind(node) == .variableDecl {
            // `@ObservedObject var model = Model()` (or `var model: Model = .init()`) on a member of a view;
            // `@Bindable var model = Model()` or a plain `let model = Model()` of an `@Observable` class.
            let wrappers = tree.children(node, .attribute).compactMap { tree.name($0) }
            let observed = wrappers.contains("ObservedObject")
            guard observed || wrappers.isEmpty || wrappers == ["Bindable"],
                  tree.children(node, .modifier).allSatisfy({ !["static", "lazy"].contains(tree.name($0) ?? "") }) else { return }
            // A member of the type, not a local of a function or an initializer.
            guard let parent = file.parent(node), tree.kind(parent) == .memberBlock || tree.kind(parent) == .ifConfigClause else { return }
            // Most stored properties make no object: told from the tree before any lookup.
            if !observed, !tree.children(node, .patternBinding).contains(where: { binding in
                tree.child(binding, .initializerClause).flatMap { tree.children($0).first }
                    .map { FileSummary.constructedType($0, in: tree) != nil || Self.isImplicitInit($0, tree) } ?? false
            }) { return }
            // An `@ObservedObject` that makes its own object is wrong wherever the view is built (the talk's
            // contract: only `@StateObject` owns one), and so is an `@Observable` object held without `@State`
            // (Observation's contract: only `@State` owns it); an `ObservableObject` in a plain property only
            // where a parent rebuilds the view.
            guard let owner = file.enclosingType(node) else { return }
            let rebuiltByParent = Self.rebuilt(owner, in: file)
            guard let rebuilt = rebuiltByParent ?? (Self.isViewStruct(owner, in: file) ? [] : nil) else { return }
            for binding in tree.children(node, .patternBinding) where tree.child(binding, .accessorBlock) == nil {
                guard let value = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }) else { continue }
                let annotated = tree.child(binding, .typeAnnotation).flatMap { tree.children($0).first }.map { tree.compactText($0) }
                guard let type = FileSummary.constructedType(value, in: tree)
                        ?? (Self.isImplicitInit(value, tree) ? annotated.flatMap(ElementType.simpleName) : nil),
                      let kind = observed ? "an `ObservableObject`" : Self.unownedObjectKind(type, wrappers: wrappers, in: file),
                      let state = Self.modelState(of: type, spelledIn: owner.name, in: file) else { continue }
                if rebuiltByParent == nil, !observed, !Self.isObservableMacroClass(type, in: file) { continue }
                // A bag of constants whose values get new ids loses only those ids, and only when a parent that
                // updates while shown builds the view again.
                if state.first?.kind == .rebuilt, !Self.builtByUpdatingParent(owner, in: file) { continue }
                let name = tree.children(binding).first.flatMap { tree.name($0) } ?? "model"
                // An `ObservableObject` in a plain property is not watched by this view: a new one matters
                // only where the view hands it on (to a child, to `.environmentObject`); one it only calls in
                // actions loses nothing it shows.
                if !observed, wrappers.isEmpty, !Self.isObservableMacroClass(type, in: file), !Self.handsOn(name, in: owner.node, tree) { continue }
                // A `var` with a default is a parameter of the memberwise initializer: where every place
                // that builds the view in the app passes it (the parent's object), the default is never made.
                if Self.everyConstructionPasses(name, node, owner, in: file) { continue }
                // A default that every initializer of the view replaces (`self.movieManager = manager`): the
                // object it makes is dropped at once, and the view holds what the initializer gives it (a
                // new object there is the initializer's finding).
                if Self.everyInitializerAssigns(name, in: owner, file) { continue }
                // An object the view never mentions again (not read, called, handed on or bound) of a type
                // that writes no `init` (which could start work): a new one loses nothing; the fix is to
                // delete it, not to own it.
                if Self.isNeverMentioned(name, declaredBy: node, in: owner, file),
                   file.declarations(of: type).allSatisfy({ $0.initializers.isEmpty }) { continue }
                report.report(value, observed
                              ? (rebuilt.isEmpty
                                 ? "`@ObservedObject` creates its own `\(type)`, which it does not own (`@StateObject` would): every new value of the view gets a new object, and the object's state starts over"
                                 : "`@ObservedObject` creates its own `\(type)`: every time a parent rebuilds the view value, it gets a new object, and the object's state starts over")
                              : "`\(name)` holds a new `\(type)` (\(kind)) that the view does not own\(wrappers.isEmpty ? "" : " (`@Bindable` only watches it)"): every time \(rebuilt.isEmpty ? "the view value is made again" : "a parent rebuilds the view value"), it gets a new object, and the object's state starts over",
                              // Not the view's own updates: its `body` running again keeps the view
                              // value, and with it the object; only a parent's new value makes another.
                              evidence: Stability.ordered(rebuilt + state),
                              help: observed ? "own the object with `@StateObject private var` instead" : "own the object with `@State private var \(name) = \(type)(…)`, or take it from the parent",
                              fix: observed ? Self.stateObjectFix(node, in: tree) : nil)
            }
            return
        }
        reportFactoryCalls(node, in: file, report: &report)
        // `Child(model: Model())` in view code, where `Child.model` is an `@ObservedObject`.
        for handed in Self.handedObjects(node, in: file) {
            let (child, label, member, type, value, createdNode, through) =
                (handed.child, handed.label, handed.member, handed.type, handed.value, handed.created, handed.through)
            guard Self.isUnowned(member),
                  member.wrappers.contains("ObservedObject") || Self.unownedObjectKind(type, wrappers: member.wrappers, spelledIn: handed.spelledIn, in: file) != nil,
                  let state = Self.modelState(of: type, spelledIn: handed.spelledIn, in: file) else { continue }
            let what = member.wrappers.contains("ObservedObject") ? "an `@ObservedObject`"
                : member.wrappers.contains("Bindable") ? "`@Bindable`, which watches an object without owning it"
                : "a plain property, which holds the object without owning it"
            // A local or a computed property that makes the object: where it is made, too.
            let made = through.map { [Evidence(.rebuilt, file.location(tree.range(createdNode)), "`\($0)` is a new `\(type)`, made here every time this code runs")] } ?? []
            // `state ?? Model()`: only while the optional is nil.
            let unwrappedValue = tree.unwrapped(value)
            let whenNil = tree.kind(unwrappedValue) == .infixOperatorExpr && tree.tokenIs(Int(tree[unwrappedValue].mainToken), "??")
                ? tree.children(unwrappedValue).first.map { " whenever `\(tree.compactText($0))` is nil" } ?? "" : ""
            report.report(value,
                          "`\(child).\(label)` is \(what), but this `body` passes it a new `\(type)`\(whenNil.isEmpty ? " every time it runs" : whenNil + ", every time it runs"): the child's object, and its state, start over each time",
                          evidence: Stability.ordered(file.bodyUpdateEvidence(around: node) + made + [Evidence(.model, member.location, "`\(label)` of `\(child)` is \(what)")] + state),
                          help: "create the object once — a `@StateObject` here, or in the child — and pass that instance")
        }
    }

    /// An object that a view's code makes and hands to a child view it builds (`Child(model: Model())`):
    /// the argument, the expression that makes the object (and the local or property it is read
    /// through), and the child's property it sets.
    struct HandedObject {
        var child: String
        var label: String
        var member: MemberInfo
        var type: String
        var value: NodeID
        var created: NodeID
        var through: String?
        /// The type whose declaration spells the object's type: the child's, for `.init(…)` (its
        /// property's type, `Provider` nested in the child), else the parent's.
        var spelledIn: String?
    }

    /// The objects a call in view code hands to the child view it builds, in a view whose `body` runs
    /// again (it has state of its own, or a parent rebuilds it).
    static func handedObjects(_ node: NodeID, in file: FileContext) -> [HandedObject] {
        let tree = file.tree
        guard file.isViewCode(node), let call = file.call(node), !call.isMemberCall(in: tree),
              call.name(in: tree)?.startsWithUppercase == true,
              tree.children(node).contains(where: { mayPassAnObject($0, tree) }) else { return [] }
        // Cheap checks first: a labelled argument that builds an object (`Model()`, `.init()`). Only then
        // is the callee looked up, which nearly every call in view code would otherwise pay for.
        guard let owner = file.enclosingType(node) else { return [] }
        // An unlabeled argument sets the parameter of its position (`Container(configuration) { … }`), which
        // the child's inputs name `_0`, `_1`…
        var position = 0
        let candidates: [(label: String, argument: CallExpr.Argument, created: NodeID, through: String?)] = call.arguments.compactMap { argument in
            guard !argument.isTrailingClosure else { return nil }
            let label = argument.label ?? "_\(position)"
            if argument.label == nil { position += 1 }
            guard let value = argument.value, let (created, through) = createdObject(value, owner: owner, in: file) else { return nil }
            return (label, argument, created, through)
        }
        guard !candidates.isEmpty, let child = call.name(in: tree), child.startsWithUppercase,
              let childType = file.type(named: child) else { return [] }
        guard codeRunsAgain(owner, in: file) else { return [] }
        var found: [HandedObject] = []
        for (label, argument, createdNode, through) in candidates {
            let childDeclarations = [childType] + file.declarations(of: child)
            // The property the argument sets: the one of its label, or the one an `init` assigns it to
            // (`init(viewModel vm: Model) { self.model = vm }`, `init(_ model: Model)`).
            guard let value = argument.value, let member = Self.member(set: label, of: childDeclarations) else { continue }
            let explicit = FileSummary.constructedType(createdNode, in: tree)
            let implicit = isImplicitInit(createdNode, tree) ? member.typeText.flatMap(ElementType.simpleName) : nil
            guard let type = explicit ?? implicit else { continue }
            found.append(HandedObject(child: child, label: member.name, member: member, type: type, value: value, created: createdNode,
                                      through: through, spelledIn: explicit == nil ? child : owner.name))
        }
        return found
    }

    /// Whether the type declares initializers (in this file) and every one assigns the property (`name = …`,
    /// `self.name = …`, `_name = …`).
    static func everyInitializerAssigns(_ name: String, in owner: TypeInfo, _ file: FileContext) -> Bool {
        let tree = file.tree
        let initializers = file.summary.types.filter { $0.name == owner.name }
            .flatMap { type -> [NodeID] in tree.child(type.node, .memberBlock).map { Array(tree.children($0, .initializerDecl)) } ?? [] }
        guard !initializers.isEmpty else { return false }
        return initializers.allSatisfy { InitInput.assignments(in: $0, tree).contains { $0.property == name } }
    }

    /// Whether a type's code passes its property `name` as an argument (`Child(model: model)`,
    /// `.environmentObject(self.model)`).
    /// Whether no token of the type's declarations (all in this file) other than the property's own
    /// declaration spells `name`, `$name` or `_name`.
    static func isNeverMentioned(_ name: String, declaredBy declaration: NodeID, in owner: TypeInfo, _ file: FileContext) -> Bool {
        let tree = file.tree
        let declarations = file.declarations(of: owner.name)
        let here = file.summary.types.filter { $0.name == owner.name }
        guard declarations.count <= here.count else { return false }
        let spellings: Set<String> = [name, "$" + name, "_" + name]
        let own = Int(tree[declaration].firstToken)..<Int(tree[declaration].endToken)
        for type in here {
            for i in Int(tree[type.node].firstToken)..<Int(tree[type.node].endToken) where !own.contains(i) {
                if spellings.contains(tree.tokenText(i)) { return false }
            }
        }
        return true
    }

    static func handsOn(_ name: String, in typeDecl: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        var steps = 0
        tree.walk(from: typeDecl) { n in
            steps += 1
            guard !found, steps < 100_000 else { return false }
            guard tree.kind(n) == .labeledExpr, let value = tree.children(n).first else { return true }
            let unwrapped = tree.unwrapped(value)
            if tree.identifierName(unwrapped) == name { found = true }
            if tree.kind(unwrapped) == .memberAccessExpr, tree.name(unwrapped) == name,
               tree.children(unwrapped).first.map(tree.isSelfExpression) == true { found = true }
            return true
        }
        return found
    }

    /// Whether the view code of `owner` runs again while the view is shown. A factory of another type (a
    /// router's `@ViewBuilder func view(for:)`) builds the child when it is called: once per push. A view
    /// whose `body` runs once: no state of its own and built only outside view code (a hosting
    /// controller's root); or with no stored properties at all, so that every new value a parent makes
    /// equals the last and SwiftUI evaluates its `body` once for the view's life.
    static func codeRunsAgain(_ owner: TypeInfo, in file: FileContext) -> Bool {
        let declarations = file.declarations(of: owner.name)
        let dynamic = declarations.flatMap(\.members).contains { !$0.isStatic && !$0.wrappers.isEmpty }
            || owner.members.contains { !$0.isStatic && !$0.wrappers.isEmpty }
        // An `App` or `Scene` whose `body` reads state of its own (`@StateObject var session`): SwiftUI
        // evaluates that `body` again whenever the state changes, and the windows' content with it.
        let conformances = file.conformances(of: owner.name).union(owner.conformances)
        if conformances.contains("App") || conformances.contains("Scene") {
            // Not a delegate adaptor: it hands the app its delegate, and changes nothing the `body` reads.
            return (declarations + [owner]).flatMap(\.members).contains { member in
                !member.isStatic && member.wrappers.contains { !$0.hasSuffix("ApplicationDelegateAdaptor") }
            }
        }
        guard owner.conformances.contains(where: { file.isViewType($0) }) || file.isViewType(owner.name) else { return false }
        if !dynamic, rebuilt(owner, in: file) == nil, owner.kind == .structDecl || owner.isExtension { return false }
        if declarations.contains(where: { $0.kind == .structDecl }),
           !(declarations + [owner]).flatMap(\.members).contains(where: { $0.kind == .property && !$0.isStatic && !$0.isComputed }) {
            return false
        }
        return true
    }

    /// The child's property an argument label sets: the one of that name, or the one an `init` assigns the
    /// parameter of that label to (`init(viewModel vm: Model) { self.model = vm }`, `init(_ model: Model)`).
    static func member(set label: String, of childDeclarations: [TypeInfo]) -> MemberInfo? {
        childDeclarations.lazy.compactMap({ $0.member(label) }).first
            ?? childDeclarations.lazy.flatMap(\.inputs).first(where: { $0.label == label })
                .flatMap({ input in childDeclarations.lazy.compactMap { $0.member(input.property) }.first })
    }

    /// `router.makeDetailView(for: movie)` in view code, where the method builds `DetailView(presenter:
    /// DetailPresenter(…))` (see `ViewWithNewObject`): each run of this code makes the child another object.
    func reportFactoryCalls(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node), let call = file.call(node), let name = call.name(in: tree), !name.startsWithUppercase,
              !tree[call.callee].flags.contains(.implicitMember), let owner = file.enclosingType(node) else { return }
        // The type whose method this is: a type named as the receiver (`LoginFactory.makeView()`), the type
        // of the view's property it is called on (`router.makeDetailView(…)`), or the view's own.
        var receiverType: String?
        if let receiver = call.receiver(in: tree) {
            let path = tree.dottedPath(receiver) ?? []
            let names = path.first == "self" ? Array(path.dropFirst()) : path
            if names.count == 1, names[0].startsWithUppercase {
                receiverType = names[0]
            } else if names.count == 1 {
                let member = file.declarations(of: owner.name).lazy.compactMap { $0.member(names[0]) }.first ?? owner.member(names[0])
                receiverType = member?.effectiveType.flatMap(ElementType.simpleName)
            }
        } else {
            receiverType = owner.name
        }
        guard let receiverType else { return }
        let methods = file.declarations(of: receiverType).flatMap(\.members).filter { $0.kind == .function && $0.name == name }
        guard methods.count == 1, let built = methods[0].viewWithNewObject ?? Self.forwardedFactory(methods[0], in: file) else { return }
        guard Self.codeRunsAgain(owner, in: file) else { return }
        let childDeclarations = [file.type(named: built.view)].compactMap { $0 } + file.declarations(of: built.view)
        // Watched without being owned: an `@ObservedObject`, or an `@Observable` object in a plain or
        // `@Bindable` property (a plain property holding an `ObservableObject` passes it on, maybe to a
        // child's `@StateObject`, which keeps the first).
        guard let member = Self.member(set: built.label, of: childDeclarations), Self.isUnowned(member),
              member.wrappers.contains("ObservedObject") || Self.isObservableMacroClass(built.model, in: file),
              let state = Self.modelState(of: built.model, in: file) else { return }
        let what = member.wrappers.contains("ObservedObject") ? "an `@ObservedObject`"
            : member.wrappers.contains("Bindable") ? "`@Bindable`, which watches an object without owning it"
            : "a plain property, which holds the object without owning it"
        report.report(node,
                      "`\(name)` builds `\(built.view)` with a new `\(built.model)` for `\(built.view).\(member.name)`, which is \(what), and this code calls it every time it runs: the child's object, and its state, start over each time",
                      evidence: Stability.ordered(file.bodyUpdateEvidence(around: node)
                                                  + [Evidence(.rebuilt, built.range, "a new `\(built.model)` is made here, on every call"),
                                                     Evidence(.model, member.location, "`\(member.name)` of `\(built.view)` is \(what)")] + state),
                      help: "make the object once — a `@StateObject` (or `@State` for an `@Observable` object) in the view that owns it — and pass that instance, or let `\(built.view)` own it")
    }

    /// What the static method a factory forwards to builds (`func homeView() -> some View {
    /// HomeRouter.makeHomeView() }`, where `makeHomeView` builds `HomeView(viewModel: HomeViewModel())`).
    static func forwardedFactory(_ method: MemberInfo, in file: FileContext) -> ViewWithNewObject? {
        guard let target = method.forwardsTo, let dot = target.firstIndex(of: ".") else { return nil }
        let type = String(target[..<dot]), name = String(target[target.index(after: dot)...])
        let methods = file.declarations(of: type).flatMap(\.members).filter { $0.kind == .function && $0.name == name }
        return methods.count == 1 ? methods[0].viewWithNewObject : nil
    }

    /// `init(id:) { self.model = Model(id: id) }`, `_model = ObservedObject(wrappedValue: Model())`,
    /// `model = .init()`: the view's own initializer gives its `@ObservedObject` a new object, every time
    /// a parent rebuilds the view value (or, in a `DynamicProperty`, every time its view is rebuilt).
    func reportInitializerAssignments(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let owner = file.enclosingType(node) else { return }
        // Member by member, in place: a type with many extensions would otherwise be copied whole for each initializer.
        var observed = owner.members.filter { Self.isUnowned($0) }
        let declarations = file.declarations(of: owner.name)
        for i in declarations.indices {
            for member in declarations[i].members where Self.isUnowned(member) { observed.append(member) }
        }
        guard !observed.isEmpty else { return }
        let rebuilt: [Evidence]
        if let parent = Self.rebuilt(owner, in: file) {
            rebuilt = parent
        } else if file.conformances(of: owner.name).union(owner.conformances).contains("DynamicProperty") {
            // Created again with every value of the view that declares it.
            rebuilt = []
        } else if Self.isViewStruct(owner, in: file) {
            // A view built once (a hosting controller's root): only an `@ObservedObject` is reported there.
            observed = observed.filter { $0.wrappers.contains("ObservedObject") }
            guard !observed.isEmpty else { return }
            rebuilt = []
        } else {
            return
        }
        let defaults = InitInput.defaultValues(of: node, in: tree)
        for assignment in InitInput.assignments(in: node, tree) {
            guard let member = observed.first(where: { $0.name == assignment.property }) else { continue }
            // `ObservedObject(wrappedValue: Model())`, `.init(wrappedValue: Model())`: the object inside.
            var value = assignment.throughWrapper ? assignment.wrappedValue(tree) : assignment.value
            var rebuilt = rebuilt, giver = "the initializer"
            // `init(model: Model = Model()) { self.model = model }`: the default makes the object, for every
            // construction in view code that leaves the argument out (one that always passes it is safe).
            if tree.kind(tree.unwrapped(value)) == .identifierExpr, let parameter = tree.name(tree.unwrapped(value)),
               let clause = defaults[parameter] {
                guard let defaultValue = (tree.kind(clause) == .initializerClause ? tree.children(clause).first : clause).map(tree.unwrapped),
                      let label = InitInput.parameterLabels(of: node, in: tree)[parameter],
                      let omitting = file.constructions(of: owner.name).first(where: { construction in
                          construction.context == .viewCode && !construction.arguments.contains { $0.label == label }
                      }) else { continue }
                value = defaultValue
                giver = "the default value of `\(label):`"
                rebuilt = [Evidence(.passedBy, omitting.range, "view code builds `\(owner.name)` here and leaves that argument out: its default makes the object")]
            }
            guard let type = FileSummary.constructedType(value, in: tree)
                    ?? (Self.isImplicitInit(value, tree) ? member.typeText.flatMap(ElementType.simpleName) : nil),
                  let kind = member.wrappers.contains("ObservedObject") ? "an `ObservableObject`" : Self.unownedObjectKind(type, wrappers: member.wrappers, in: file),
                  let state = Self.modelState(of: type, spelledIn: owner.name, in: file) else { continue }
            // `viewStore = ViewStore(store.scope(…))`: an object of a library's type, built only from what
            // the parent passes in, watches the parent's object; a new one reads the same state again.
            if file.declarations(of: type).isEmpty, Self.builtOnlyFromInputs(value, parameters: Set(InitInput.parameterLabels(of: node, in: tree).keys), tree) { continue }
            let name = assignment.property
            let observedObject = member.wrappers.contains("ObservedObject")
            report.report(value, observedObject
                          ? "`\(name)` is an `@ObservedObject`, but \(giver) gives it a new `\(type)`: every time the view value is created again, it gets a new object, and the object's state starts over"
                          : "`\(name)` does not own the object \(giver) gives it, a new `\(type)` (\(kind)): every time the view value is created again, it gets a new object, and the object's state starts over",
                          evidence: Stability.ordered(rebuilt + state),
                          help: observedObject
                            ? "own the object with `@StateObject` (`_\(name) = StateObject(wrappedValue: \(type)(…))`), or take it from the parent"
                            : kind == "an `ObservableObject`"
                                ? "own the object with `@StateObject` (`_\(name) = StateObject(wrappedValue: \(type)(…))`), or take it from the parent"
                                : "own the object with `@State` (`_\(name) = State(initialValue: \(type)(…))`), or take it from the parent")
        }
    }

    /// Whether `name`, a `var` set by the memberwise initializer (the type declares no initializer of its
    /// own), is passed by every construction of the view outside previews, of which there is at least one.
    static func everyConstructionPasses(_ name: String, _ declaration: NodeID, _ owner: TypeInfo, in file: FileContext) -> Bool {
        let tree = file.tree
        guard tree.tokenIs(Int(tree[declaration].mainToken), "var"),
              file.declarations(of: owner.name).allSatisfy({ $0.initializers.isEmpty }) else { return false }
        let built = file.constructions(of: owner.name).filter { $0.context != .preview }
        return !built.isEmpty && built.allSatisfy { $0.arguments.contains { $0.label == name } }
    }

    /// A construction whose arguments all read parameters of the initializer (`ViewStore(store, observe: { $0 })`
    /// reads `store`; a closure argument reads nothing else), of which there is at least one.
    static func builtOnlyFromInputs(_ value: NodeID, parameters: Set<String>, _ tree: SyntaxTree) -> Bool {
        guard !parameters.isEmpty, let call = CallExpr.at(tree.unwrapped(value), in: tree) else { return false }
        var readsInput = false
        for argument in call.arguments {
            guard let argumentValue = argument.value else { return false }
            let unwrapped = tree.unwrapped(argumentValue)
            if tree.kind(unwrapped) == .closureExpr || tree.kind(unwrapped) == .keyPathExpr { continue }
            // The argument's root name: `store`, `store.scope(…)`, `self.store`.
            var root = unwrapped
            var steps = 0
            while steps < 16 {
                steps += 1
                if let inner = CallExpr.at(root, in: tree), let receiver = inner.receiver(in: tree) { root = tree.unwrapped(receiver); continue }
                if tree.kind(root) == .memberAccessExpr, let base = tree.children(root).first { root = tree.unwrapped(base); continue }
                break
            }
            guard tree.kind(root) == .identifierExpr, let name = tree.name(root), parameters.contains(name) else { return false }
            readsInput = true
        }
        return readsInput
    }

    /// A property that watches an object without owning it: `@ObservedObject`, `@Bindable`, or a stored
    /// property with no wrapper (which holds an `@Observable` object without owning it).
    static func isUnowned(_ member: MemberInfo) -> Bool {
        guard member.kind == .property, !member.isStatic, !member.isComputed else { return false }
        return member.wrappers.contains("ObservedObject") || member.wrappers == ["Bindable"] || member.wrappers.isEmpty
    }

    /// What kind of object a property without `@State`/`@StateObject` holds without owning it: an
    /// `@Observable` class in a plain or `@Bindable` property, an `ObservableObject` in a plain one (which
    /// the view hands on, to `.environmentObject` or a child); nil for any other type.
    static func unownedObjectKind(_ type: String, wrappers: [String], spelledIn outer: String? = nil, in file: FileContext) -> String? {
        let declarations = outer.map { file.declarations(of: type, spelledIn: $0) } ?? file.declarations(of: type)
        if declarations.contains(where: { $0.kind == .classDecl && $0.attributes.contains("Observable") }) { return "an `@Observable` object" }
        if wrappers.isEmpty, declarations.contains(where: { $0.kind == .classDecl && $0.conforms(to: "ObservableObject") }) {
            return "an `ObservableObject`"
        }
        return nil
    }

    /// A class of the project declared `@Observable` (the Observation framework): held without `@State`,
    /// a view does not own it.
    static func isObservableMacroClass(_ type: String, in file: FileContext) -> Bool {
        file.declarations(of: type).contains { $0.kind == .classDecl && $0.attributes.contains("Observable") }
    }

    /// What a new instance of the model loses: nil for a model of the project with nothing that changes
    /// after `init` (safety: a bag of constants loses nothing); otherwise the state that changes, when the
    /// model is the project's, or nothing known (a model out of sight).
    static func modelState(of type: String, spelledIn outer: String? = nil, in file: FileContext) -> [Evidence]? {
        let declarations = outer.map { file.declarations(of: type, spelledIn: $0) } ?? file.declarations(of: type)
        guard !declarations.isEmpty else { return [] }
        guard declarations.contains(where: { $0.kind == .classDecl }) else { return nil }
        for member in declarations.flatMap(\.members) where member.kind == .property && !member.isStatic && !member.isLet && !member.isComputed {
            // The subscriptions an object keeps (`var cancellables = Set<AnyCancellable>()`) are its plumbing,
            // not state a view shows.
            if let type = member.typeText ?? member.initializerType, type.contains("Cancellable") { continue }
            // `@Published`, an `@Observable` field, or a plain `var` (a form's field bound with `$model.email`):
            // what a new object does not have.
            let held = member.wrappers.contains("Published") || member.wrappers.isEmpty
            if held, member.isMutatedAfterInit == true {
                return [Evidence(.model, member.location, "`\(member.name)` of `\(type)` changes after the object is created")]
            }
        }
        // Values the object makes for itself whose `id` is a new UUID each time (`RadioItem(title: …)` with
        // `let id = UUID()`): a new object holds the same data under new identities, and rows keyed by them
        // are removed and inserted again.
        for member in declarations.flatMap(\.members) where member.kind == .property && !member.isStatic && !member.isComputed {
            guard let element = member.effectiveType.flatMap(ElementType.elementType(ofCollection:)),
                  let id = file.declarations(of: element).lazy.compactMap({ $0.member("id") })
                    .first(where: { $0.kind == .property && !$0.isStatic && $0.defaultsToFreshID }),
                  let made = file.constructions(of: element).first(where: { $0.builtBy == type && $0.context != .preview }) else { continue }
            return [Evidence(.rebuilt, made.range, "`\(type)` makes new `\(element)` values here"),
                    Evidence(.freshValue, id.location, "`id` is a new UUID for each `\(element)` value")]
        }
        return nil
    }

    /// Some view whose `body` runs again while it is shown builds this view in its view code.
    static func builtByUpdatingParent(_ owner: TypeInfo, in file: FileContext) -> Bool {
        file.constructions(of: owner.name).contains { construction in
            guard construction.context == .viewCode, let parent = construction.builtBy, parent != owner.name, file.isViewType(parent) else { return false }
            return file.updatesWhileShown(parent) != false
        }
    }

    /// A view struct (or an extension of one), not an `App` or a `Scene`: code a parent's `body` may build.
    static func isViewStruct(_ owner: TypeInfo, in file: FileContext) -> Bool {
        guard owner.kind == .structDecl || owner.isExtension else { return false }
        let conformances = file.conformances(of: owner.name).union(owner.conformances)
        if conformances.contains("App") || conformances.contains("Scene") { return false }
        // A representable is a `View` too (its value made by a parent's `body`), without a `body`.
        return conformances.contains(where: { file.isViewType($0) || representables.contains($0) })
    }

    static let representables = NameSet(["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
                                         "NSViewControllerRepresentable"])

    /// Nil when the view value is made once: an `App` or `Scene`, a class, a view built only outside view
    /// code (a hosting controller's root). Otherwise where a parent's `body` builds it (empty when no place
    /// that builds it is in sight).
    static func rebuilt(_ owner: TypeInfo, in file: FileContext) -> [Evidence]? {
        guard isViewStruct(owner, in: file) else { return nil }
        let built = file.constructions(of: owner.name).filter { $0.context != .preview }
        // View code of a view (a model's `func view(for:) -> AnyView` that stores what it builds is
        // made once, when the model calls it).
        if let parent = built.first(where: { $0.context == .viewCode && ($0.builtBy.map(file.isViewType) ?? true) }) {
            return [Evidence(.passedBy, parent.range, "view code builds `\(owner.name)` here")]
        }
        // Built only outside view code (a hosting controller's root, a coordinator): made once there, not
        // again with a parent's updates. Built nowhere in sight: a parent may well rebuild it.
        return built.isEmpty ? [] : nil
    }

    /// A parenthesised argument (labelled or not) whose value is a call (`model: Model()`, `model: .init()`) or a
    /// name (a local or a computed property that may make one), told from the tree alone, before the
    /// call's arguments are worked out.
    static func mayPassAnObject(_ child: NodeID, _ tree: SyntaxTree) -> Bool {
        let raw = tree[child]
        guard raw.kind == .labeledExpr, !raw.flags.contains(.trailingClosure),
              let value = tree.children(child).first else { return false }
        let unwrapped = tree.unwrapped(value)
        switch tree.kind(unwrapped) {
        case .functionCallExpr, .macroExpansionExpr, .subscriptCallExpr, .identifierExpr: return true  // what `CallExpr` accepts, names
        case .infixOperatorExpr: return tree.tokenIs(Int(tree[unwrapped].mainToken), "??")  // `state ?? Model()`
        default: return false
        }
    }

    /// The expression that makes the object an argument passes: the argument itself (`Model()`,
    /// `.init()`), the initializer of a local `let` before it in the view code, or the one expression of a
    /// computed property of the view declared here (`var childModel: Model { Model(…) }`), with the name
    /// it was read through.
    static func createdObject(_ value: NodeID, owner: TypeInfo, in file: FileContext) -> (NodeID, String?)? {
        let tree = file.tree
        var value = tree.unwrapped(value)
        // `searchState ?? SearchState()`: the fallback is made whenever the optional is nil.
        if tree.kind(value) == .infixOperatorExpr, tree.tokenIs(Int(tree[value].mainToken), "??"),
           let fallback = tree.children(value).dropFirst().first {
            value = tree.unwrapped(fallback)
        }
        if FileSummary.constructedType(value, in: tree) != nil || isImplicitInit(value, tree) { return (value, nil) }
        guard tree.kind(value) == .identifierExpr, let name = tree.name(value), !name.startsWithUppercase else { return nil }
        var made: NodeID?
        if let initializer = InlineForEachTransformRule.localInitializer(name, before: value, in: file) {
            made = tree.unwrapped(initializer)
        } else if let member = owner.member(name), member.kind == .property, member.isComputed, !member.isStatic,
                  tree.kind(member.node) == .variableDecl,
                  let binding = tree.children(member.node, .patternBinding).first,
                  let accessors = tree.child(binding, .accessorBlock), tree[accessors].flags.contains(.implicitGetter) {
            // The getter's one expression, or its `return`.
            let statements = Array(tree.children(accessors))
            if statements.count == 1 {
                let statement = statements[0]
                made = tree.kind(statement) == .returnStmt ? tree.children(statement).first.map(tree.unwrapped) : tree.unwrapped(statement)
            }
        }
        guard let made, FileSummary.constructedType(made, in: tree) != nil || isImplicitInit(made, tree) else { return nil }
        return (made, name)
    }

    /// `.init()` / `.init(x)`: an implicit-member initializer of the parameter's type.
    static func isImplicitInit(_ id: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let call = CallExpr.at(tree.unwrapped(id), in: tree), call.name(in: tree) == "init" else { return false }
        return tree[call.callee].flags.contains(.implicitMember)
    }
}
