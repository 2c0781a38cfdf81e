import TheseusSyntax

/// `@State private var model = FetchModel()` whose `init` does work: evaluated with every view value.
public struct ExpensiveStateInitializerRule: Rule {
    public static let description = RuleDescription(
        id: "expensive_state_initializer",
        name: "Expensive State initializer",
        kind: .lifetime,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "A `@State` (or a view's plain stored property) whose initial value does work (calls, loops, file or defaults reads, a `Task`, a formatter or a platform view) every time the view value is created",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" ("Common sources of slow updates") shows `@State private var \
        model = FetchModel()` whose initializer fetches synchronously. SwiftUI keeps a `@State` value for \
        the view's whole lifetime, from the first initial value — but the initial-value expression is \
        evaluated every time the view value is created, that is on every update of the parent that builds \
        it. Each evaluation runs the work again and throws its result away, and the work blocks the update.

        The rule reports a `@State` property of a view that some parent's `body` builds, whose initial value \
        builds a type whose matching initializer calls functions, loops, reads files or defaults, or starts a \
        `Task` (across files), or calls a function itself, or allocates a formatter or coder. It is silent \
        for `@StateObject` (its initial value is an autoclosure, evaluated once per identity), for \
        initializers that only store literals, defaults or parameters, for plain values, and for views \
        built only once (an app's root, a hosting controller's root) or never rebuilt while shown (every \
        parent's `body` runs once, or a sheet or cover shows the view with nothing that can change and its \
        presenter holds no model, query or timer that could run its `body` while the view is up). A plain stored property of a view \
        (`let mapView = MKMapView()` in a representable, `let formatter = DateFormatter()`) is the same \
        work without even the first result kept; an object the view holds without owning it is \
        `observed_object_initialization`'s finding.
        """,
        fix: """
        Keep the initializer cheap — start empty and load in `.task { await model.load() }` — or, for an \
        `ObservableObject`, use `@StateObject`, whose initial value is evaluated once per identity.
        """,
        triggering: [
            RuleExample("""
            // The initializer calls a method of its own that reads the user defaults (through a local).
            @Observable final class ActivityModel {
                var openCount = 0
                init() { load() }
                func load() {
                    let defaults = UserDefaults.standard
                    openCount = defaults.integer(forKey: "openCount")
                }
            }
            struct ActivityCard: View {
                @State private var activity = ↓ActivityModel()
                var body: some View { Text("Opened \\(activity.openCount) times") }
            }
            struct Detail: View {
                let title: String
                var body: some View { ActivityCard() }
            }
            """),
            RuleExample("""
            // The parent's `body` makes the child's model: its `init` loads every time the tab bar updates.
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []
                init(service: FeedService) { load(service) }
                func load(_ service: FeedService) { Task { posts = await service.posts() } }
            }
            struct FeedView: View {
                @StateObject private var viewModel: FeedModel
                init(viewModel: FeedModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                var body: some View { List(viewModel.posts) { Text($0.title) } }
            }
            struct Tabs: View {
                @State private var tab = 0
                let service: FeedService
                var body: some View {
                    TabView(selection: $tab) {
                        FeedView(viewModel: ↓FeedModel(service: service)).tag(0)
                    }
                }
            }
            """),
            RuleExample("""
            @Observable final class FetchModel {
                var dogs: [Dog] = []
                init() { fetchDogs() }
                func fetchDogs() { dogs = DogStore.shared.loadAll() }
            }
            struct DogRootView: View {
                @State private var model = ↓FetchModel()
                var body: some View { List(model.dogs) { Text($0.name) } }
            }
            struct Kennel: View {
                @State private var tab = 0
                var body: some View {
                    DogRootView()
                    Button("Next") { tab += 1 }
                }
            }
            """),
            RuleExample("""
            // The initializer connects a timer publisher: every view value starts a timer of its own.
            final class Ticker {
                let publisher = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .default)
                let cancellable: Cancellable
                init() { cancellable = publisher.connect() }
            }
            struct Elapsed: View {
                @State private var ticker = ↓Ticker()
                let start: Date
                var body: some View { Text(start, style: .timer) }
            }
            struct Session: View {
                @State private var start = Date.now
                var body: some View {
                    Elapsed(start: start)
                    Button("Restart") { start = .now }
                }
            }
            """),
            RuleExample("""
            struct Settings: View {
                @State private var presets = ↓loadPresets()
                @State private var formatter = ↓DateFormatter()
                var body: some View { Text("\\(presets.count)") }
                func loadPresets() -> [String] { UserDefaults.standard.stringArray(forKey: "presets") ?? [] }
            }
            struct Root: View {
                @State private var compact = false
                var body: some View {
                    Toggle("Compact", isOn: $compact)
                    Settings().padding(compact ? 4 : 16)
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                @State private var model = ↓FeedModel(source: .home)
                var body: some View { Text(model.title) }
            }
            struct Tabs: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) { Feed().tag(0) }
                }
            }
            """, otherFiles: [("Models/FeedModel.swift", """
            @Observable final class FeedModel {
                var title = ""
                init(source: Source) {
                    Task { await refresh(source) }
                }
                func refresh(_ source: Source) async { title = "\\(source)" }
            }
            """)]),
            RuleExample("""
            // Seeded in `init`: the work runs with every view value too, and an object made before
            // `StateObject(wrappedValue:)` is made every time, outside its autoclosure.
            @Observable final class RatesModel {
                var rates: [Double] = []
                init(currency: String) { reload(currency) }
                func reload(_ currency: String) {
                    for rate in RateStore.shared.rates(for: currency) { rates.append(rate) }
                }
            }
            final class PurchaseHandler: ObservableObject {
                @Published var isPurchasing = false
                init() { observeTransactions() }
                func observeTransactions() { Task { for await _ in Transaction.updates { isPurchasing = false } } }
            }
            struct RatesScreen: View {
                @State private var model: RatesModel
                @StateObject private var purchases: PurchaseHandler
                init(currency: String) {
                    _model = State(initialValue: ↓RatesModel(currency: currency))
                    let handler = ↓PurchaseHandler()
                    _purchases = StateObject(wrappedValue: handler)
                }
                var body: some View { List(model.rates, id: \\.self) { Text("\\($0)") } }
            }
            struct Wallet: View {
                @State private var currency = "EUR"
                var body: some View {
                    RatesScreen(currency: currency)
                    Picker("Currency", selection: $currency) { Text("EUR").tag("EUR") }
                }
            }
            """),
            RuleExample("""
            // A plain stored property: a new map view with every value the parent builds.
            struct TripMap: UIViewRepresentable {
                let mapView = ↓MKMapView()
                var route: [CLLocationCoordinate2D]
                func makeUIView(context: Context) -> MKMapView { mapView }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            struct TripScreen: View {
                @State private var route: [CLLocationCoordinate2D] = []
                var body: some View {
                    TripMap(route: route)
                    Button("Add stop") { route.append(CLLocationCoordinate2D(latitude: 0, longitude: 0)) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Presented with nothing that can change, by a screen whose own controls the sheet covers: the
            // presenter's `body` does not run while the card is up, so the model is made once per showing.
            @Observable final class ActivityModel {
                var openCount = 0
                init() { openCount = UserDefaults.standard.integer(forKey: "openCount") }
            }
            struct ActivityCard: View {
                @State private var activity = ActivityModel()
                var body: some View { Text("Opened \\(activity.openCount) times") }
            }
            struct Home: View {
                @State private var showsActivity = false
                var body: some View {
                    Button("Activity") { showsActivity = true }
                        .sheet(isPresented: $showsActivity) { ActivityCard() }
                }
            }
            """),
            RuleExample("""
            // Stored properties made once: a `static let`, and a view only a hosting controller builds.
            struct Stamp: View {
                static let formatter = DateFormatter()
                let date: Date
                var body: some View { Text(Self.formatter.string(from: date)) }
            }
            struct Root: View {
                let formatter = DateFormatter()
                var body: some View { Text(formatter.string(from: .now)) }
            }
            func makeRoot() -> UIViewController { UIHostingController(rootView: Root()) }
            """),
            RuleExample("""
            // The initial value calls a function of this file that only computes: cheaper than the view value.
            func cardWidth(for columns: Int, in total: Double) -> Double {
                switch columns {
                case 2: return total * 0.5
                default: return total * 0.25
                }
            }
            struct CardCell: View {
                @State var width: Double
                @State private var isFlipped = false
                init(columns: Int, total: Double) {
                    self.width = cardWidth(for: columns, in: total)
                }
                var body: some View { Rectangle().frame(width: width).onTapGesture { isFlipped.toggle() } }
            }
            struct Board: View {
                @State private var columns = 2
                var body: some View {
                    ForEach(0..<4) { _ in CardCell(columns: columns, total: 320) }
                    Stepper("Columns", value: $columns)
                }
            }
            """),
            RuleExample("""
            // A type of the project whose name starts in lower case: built, and its implicit `init` only
            // stores empty paths.
            @Observable final class iOS_26_NavigationManager {
                var homePath = NavigationPath()
                var searchPath = NavigationPath()
            }
            struct TabBar: View {
                @State private var navigation = iOS_26_NavigationManager()
                var body: some View { NavigationStack(path: $navigation.homePath) { Text("Home") } }
            }
            struct Root: View {
                @State private var selected = 0
                var body: some View {
                    TabBar()
                    Button("Next") { selected += 1 }
                }
            }
            """),
            RuleExample("""
            // The initializer's work is small and spelled out: a method that formats one date, a loop over
            // a literal list, a URL built in the temporary folder (no file touched).
            @Observable final class WorkoutDraft {
                var title = ""
                var sets: [String: Int] = [:]
                let scratch: URL
                init() {
                    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("draft")
                    setTitle()
                    for muscle in ["Chest", "Back", "Legs"] { sets[muscle] = 0 }
                }
                func setTitle() { title = Date.now.formatted(.dateTime.weekday(.wide)) }
            }
            struct AddWorkout: View {
                @State private var draft = WorkoutDraft()
                var body: some View { Text(draft.title) }
            }
            struct Workouts: View {
                @State private var isAdding = false
                var body: some View {
                    Button("Add") { isAdding.toggle() }
                    if isAdding { AddWorkout() }
                }
            }
            """),
            RuleExample("""
            // The memberwise initializer takes the `@StateObject`'s value as an autoclosure: the model is
            // made once per identity, however often the parent's `body` runs.
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []
                init(service: FeedService) { load(service) }
                func load(_ service: FeedService) { Task { posts = await service.posts() } }
            }
            struct FeedView: View {
                @StateObject var viewModel: FeedModel
                var body: some View { List(viewModel.posts) { Text($0.title) } }
            }
            struct Tabs: View {
                @State private var tab = 0
                let service: FeedService
                var body: some View {
                    TabView(selection: $tab) { FeedView(viewModel: FeedModel(service: service)).tag(0) }
                }
            }
            """),
            RuleExample("""
            // The model handed to the child only stores what it is given: nothing worth repeating.
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []
                let service: FeedService
                init(service: FeedService) { self.service = service }
            }
            struct FeedView: View {
                @StateObject private var viewModel: FeedModel
                init(viewModel: FeedModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                var body: some View { List(viewModel.posts) { Text($0.title) } }
            }
            struct Tabs: View {
                @State private var tab = 0
                let service: FeedService
                var body: some View {
                    TabView(selection: $tab) { FeedView(viewModel: FeedModel(service: service)).tag(0) }
                }
            }
            """),
            RuleExample("""
            // The initializer's own method only registers the object with another one: no real work.
            @Observable final class FocusModel {
                var focused = false
                init() { observeKeyboard() }
                func observeKeyboard() { KeyboardObserver.shared.add(self) }
            }
            struct Composer: View {
                @State private var focus = FocusModel()
                var body: some View { Text(focus.focused ? "typing" : "idle") }
            }
            struct Inbox: View {
                @State private var draft = ""
                var body: some View { Composer(); TextField("Draft", text: $draft) }
            }
            """),
            RuleExample("""
            // Made inside the autoclosure: once per identity.
            final class PurchaseHandler: ObservableObject {
                @Published var isPurchasing = false
                init() { observeTransactions() }
                func observeTransactions() {}
            }
            struct Paywall: View {
                @StateObject private var purchases: PurchaseHandler
                init() { _purchases = StateObject(wrappedValue: PurchaseHandler()) }
                var body: some View { Text(purchases.isPurchasing ? "…" : "Buy") }
            }
            struct Store: View {
                @State private var tab = 0
                var body: some View { Paywall(); Picker("Tab", selection: $tab) { Text("A").tag(0) } }
            }
            """),
            RuleExample("""
            @Observable final class FetchModel {
                var dogs: [Dog] = []
                var query: String
                init(query: String = "") { self.query = query }
                func load() async { dogs = await DogStore.shared.fetch(query) }
            }
            final class Library: ObservableObject {
                @Published var books: [Book] = []
                init() { books = Library.load() }
                static func load() -> [Book] { [] }
            }
            struct DogRootView: View {
                // Cheap initializers; the work waits for `.task`. `@StateObject` evaluates its value once.
                @State private var model = FetchModel()
                @State private var date = Date()
                @State private var names: [String] = []
                @StateObject private var library = Library()
                var body: some View {
                    List(model.dogs) { Text($0.name) }
                        .task { await model.load() }
                }
            }
            struct Kennel: View {
                var body: some View { DogRootView() }
            }
            """),
            RuleExample("""
            @Observable final class AppModel {
                var user: String?
                init() { restore() }
                func restore() { user = UserDefaults.standard.string(forKey: "user") }
            }
            // Built once: an app's root is not rebuilt by a parent.
            @main struct TheApp: App {
                @State private var model = AppModel()
                var body: some Scene { WindowGroup { Text(model.user ?? "") } }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.variableDecl, .initializerDecl, .functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .initializerDecl {
            reportInitializerAssignments(node, in: file, report: &report)
            return
        }
        if tree.kind(node) == .functionCallExpr {
            reportObjectsHandedToState(node, in: file, report: &report)
            return
        }
        // A `@State`, or a plain stored property (`let mapView = MKMapView()`): both initial values are
        // evaluated with every view value.
        let attributes = tree.children(node, .attribute)
        let isState = attributes.contains(where: { tree.nameIs($0, "State") })
        guard isState || (attributes.isEmpty && !FileSummary.isStatic(tree, node)
                          && !tree.children(node, .modifier).contains(where: { tree.nameIs($0, "lazy") })),
              let block = file.parent(node), tree.kind(block) == .memberBlock || tree.kind(block) == .ifConfigClause,
              let owner = file.enclosingType(node), !owner.isExtension || isState,
              let rebuilt = ObservedObjectInitializationRule.rebuilt(owner, in: file),
              // Parents that never rebuild the view while it is shown evaluate the value once per showing.
              file.isRebuiltWhileShown(owner.name) else { return }
        for binding in tree.children(node, .patternBinding) where tree.child(binding, .accessorBlock) == nil {
            guard let value = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }),
                  let (node, what) = Self.work(of: value, in: file) else { continue }
            if isState {
                report.report(node, "this `@State` initial value \(what), and it is evaluated every time the view value is created, although SwiftUI keeps only the first result",
                              evidence: rebuilt,
                              help: "start with a cheap value and do the work in `.task { … }` (or use `@StateObject` for an `ObservableObject`, evaluated once)")
                continue
            }
            // An object the view holds without owning it is `observed_object_initialization`'s finding.
            if let type = FileSummary.constructedType(value, in: tree),
               ObservedObjectInitializationRule.unownedObjectKind(type, wrappers: [], in: file) != nil { continue }
            let name = tree.children(binding).first.flatMap { tree.name($0) } ?? "this property"
            report.report(node, "the initial value of the stored property `\(name)` \(what), and it is evaluated every time the view value is created: each new value a parent builds does the work again",
                          evidence: rebuilt,
                          help: "make it once outside the view value (a `static let`, or an object the parent owns), or where it is used (`makeUIView` for a UIKit view)")
        }
    }

    /// A view's `init` that seeds its state: `_model = State(initialValue: Model(…))` or `self.rows =
    /// store.load()` for a `@State` does the work with every view value, as a property initializer does;
    /// and an object made before it is handed to `StateObject(wrappedValue:)` (`let model = Model();
    /// _model = StateObject(wrappedValue: model)`) is made every time too — only an object made inside
    /// the autoclosure is made once per identity.
    func reportInitializerAssignments(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let owner = file.enclosingType(node), let rebuilt = ObservedObjectInitializationRule.rebuilt(owner, in: file),
              file.isRebuiltWhileShown(owner.name) else { return }
        var wrappers: [String: [String]] = [:]
        for member in owner.members + file.declarations(of: owner.name).flatMap(\.members) where !member.wrappers.isEmpty {
            wrappers[member.name] = member.wrappers
        }
        guard wrappers.values.contains(where: { $0.contains("State") || $0.contains("StateObject") }) else { return }
        for assignment in InitInput.assignments(in: node, tree) {
            guard let wrapper = wrappers[assignment.property] else { continue }
            let name = assignment.property
            if wrapper.contains("State") {
                let value = assignment.throughWrapper ? assignment.wrappedValue(tree) : assignment.value
                guard let (reported, what) = Self.work(of: value, in: file) else { continue }
                report.report(reported, "this initial value of `@State \(name)` \(what), and the initializer runs every time the view value is created, although SwiftUI keeps only the first result",
                              evidence: rebuilt,
                              help: "start with a cheap value and do the work in `.task { … }` (or use `@StateObject` for an `ObservableObject`, evaluated once)")
            } else if wrapper.contains("StateObject"), assignment.throughWrapper {
                // The object passed in by name, made by a local before the autoclosure.
                let value = tree.unwrapped(assignment.wrappedValue(tree))
                guard tree.kind(value) == .identifierExpr, let local = tree.name(value),
                      let made = Self.localInitializer(local, before: value, in: node, tree),
                      let type = FileSummary.constructedType(made, in: tree) else { continue }
                let work = Self.work(of: made, in: file)
                report.report(made, "this `\(type)` is made before it is handed to `StateObject(wrappedValue:)`, so it is made every time the view value is created\(work.map { " (its `init` \($0.1.replacingOccurrences(of: "builds a `\(type)`, whose `init` ", with: "")))" } ?? ""), although `@StateObject \(name)` keeps only the first",
                              evidence: rebuilt,
                              help: "make the object inside the autoclosure: `_\(name) = StateObject(wrappedValue: \(type)(…))`")
            }
        }
    }

    /// `Child(model: Model())` in a view's code, where `Child.model` is `@StateObject` or `@State`: the
    /// argument is evaluated before the child's autoclosure, so the object and its initializer's work
    /// are made every time this code runs, although the child keeps only the first.
    func reportObjectsHandedToState(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        for handed in ObservedObjectInitializationRule.handedObjects(node, in: file) {
            let wrapper = handed.member.wrappers.contains("StateObject") ? "StateObject" : handed.member.wrappers.contains("State") ? "State" : nil
            // Only through an initializer written out whose parameter is a plain value: the memberwise
            // initializer (and an `@autoclosure` parameter) hands the wrapper the expression itself,
            // which it evaluates once per identity.
            let explicit = ([file.type(named: handed.child)].compactMap { $0 } + file.declarations(of: handed.child)).flatMap(\.inputs)
                .contains { $0.label == handed.label && $0.property == handed.member.name && $0.throughWrapper && !$0.isAutoclosure }
            guard let wrapper, explicit, let work = Self.initializerWork(of: handed.created, type: handed.type, spelledIn: handed.spelledIn, in: file) else { continue }
            report.report(handed.created,
                          "this `\(handed.type)` is made every time this code runs and handed to `@\(wrapper) \(handed.label)` of `\(handed.child)`, which keeps only the first; its `init` \(work) each time",
                          evidence: Stability.ordered(file.bodyUpdateEvidence(around: node)
                                                      + [Evidence(.state, handed.member.location, "`\(handed.label)` of `\(handed.child)` is `@\(wrapper)`")]),
                          help: "let `\(handed.child)` make the object in its own `@\(wrapper)` initial value (or `\(wrapper)(wrappedValue:)` autoclosure), or create it once here in a `@\(wrapper)` and pass that instance")
        }
    }

    /// The work the initializer a construction calls does (`Model(id: 1)`, `.init(id: 1)` of `type`).
    static func initializerWork(of construction: NodeID, type: String, spelledIn outer: String? = nil, in file: FileContext) -> String? {
        let tree = file.tree
        guard let call = CallExpr.at(tree.unwrapped(construction), in: tree) else { return nil }
        let labels = call.arguments.filter { !$0.isTrailingClosure }.map(\.label)
        for declaration in outer.map({ file.declarations(of: type, spelledIn: $0) }) ?? file.declarations(of: type) {
            for initializer in declaration.initializers where initializer.signature.bind(labels: labels, trailing: call.trailingClosures.count) != nil {
                return initializer.work
            }
        }
        return nil
    }

    /// The initializer of `let name = …` written directly in the initializer's body before `use`.
    static func localInitializer(_ name: String, before use: NodeID, in initializer: NodeID, _ tree: SyntaxTree) -> NodeID? {
        guard let body = tree.child(initializer, .codeBlock),
              let binding = FileSummary.lastBinding(name, in: body, before: tree.range(use).start, tree: tree),
              tree.child(binding, .accessorBlock) == nil else { return nil }
        return tree.child(binding, .initializerClause).flatMap { tree.children($0).first }.map(tree.unwrapped)
    }

    /// Whether the file declares one function of that name (at file scope or in a type), and its body
    /// calls nothing, loops over nothing and makes no closure: a `switch` over its inputs, arithmetic.
    static func isArithmetic(function name: String, in file: FileContext) -> Bool {
        let tree = file.tree
        var found: NodeID?
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionDecl {
            let id = NodeID(index)
            guard tree.name(id) == name else { continue }
            if found != nil { return false }
            found = id
        }
        guard let function = found, let body = tree.child(function, .codeBlock) else { return false }
        var plain = true
        var steps = 0
        tree.walk(from: body) { n in
            steps += 1
            switch tree.kind(n) {
            case .functionCallExpr, .forStmt, .whileStmt, .repeatStmt, .closureExpr, .subscriptCallExpr:
                plain = false
            default:
                break
            }
            return plain && steps < 2_000
        }
        return plain && steps < 2_000
    }

    /// The work an initial value does, with the node to report: a call of a function (`loadPresets()`),
    /// an expensive framework object (`DateFormatter()`), or a project type whose initializer works.
    static func work(of value: NodeID, in file: FileContext) -> (NodeID, String)? {
        let tree = file.tree
        let id = tree.unwrapped(value)
        // A call, not a subscript (`detents[1]`).
        guard tree.kind(id) == .functionCallExpr, let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { return nil }
        let implicit = tree[call.callee].flags.contains(.implicitMember)
        // A type of the project spelled in lower case (`iOS_26_Manager()`) is built, not called.
        let lowerCaseType = !call.isMemberCall(in: tree) && !name.startsWithUppercase && file.isDeclaredTypeName(name)
        if !call.isMemberCall(in: tree), !name.startsWithUppercase, !lowerCaseType, !InitializerWork.trivialCalls.contains(name) {
            // A function of this file whose body only computes (a `switch`, arithmetic): it costs less than
            // the view value around it.
            if isArithmetic(function: name, in: file) { return nil }
            return (id, "calls `\(name)()`")
        }
        if !call.isMemberCall(in: tree), let kind = ExpensiveWorkInBodyRule.expensiveTypes[name] {
            return (id, "allocates a \(kind) (`\(name)`)")
        }
        guard !implicit, let type = lowerCaseType ? name : FileSummary.constructedType(id, in: tree) else { return nil }
        let labels = call.arguments.filter { !$0.isTrailingClosure }.map(\.label)
        for declaration in file.declarations(of: type) {
            for initializer in declaration.initializers where initializer.signature.bind(labels: labels, trailing: call.trailingClosures.count) != nil {
                guard let work = initializer.work else { return nil }
                return (id, "builds a `\(type)`, whose `init` \(work)")
            }
        }
        return nil
    }
}
