import TheseusSyntax

/// `.environmentObject(Model())` / `.environment(Model())` in view code: a new object on every evaluation.
public struct InlineEnvironmentObjectRule: Rule {
    static let modifiers: Set<String> = ["environmentObject", "environment"]

    public static let description = RuleDescription(
        id: "inline_environment_object",
        name: "Inline environment object",
        kind: .lifetime,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`.environmentObject(Model())` / `.environment(Model())` built inside `body`",
        rationale: """
        WWDC21 "Demystify SwiftUI" explains that a view's lifetime is the lifetime of its identity, while \
        the view values themselves are ephemeral: `body` is evaluated again whenever a dependency changes, \
        and everything it creates is created again. An object built inline in `body` and handed to \
        `.environmentObject(_:)` or `.environment(_:)` is therefore a new instance on every evaluation: \
        every view below that reads it sees a fresh object with none of the data the old one held, and the \
        work done in its initializer is repeated each time. A new object is also a changed dependency, so \
        every view that reads it is updated again. The same applies to an `App`'s `body`: the `App` value lives for the whole process, but its `body` is \
        evaluated again when the app's own state or environment (such as the scene phase) changes.

        The rule leaves alone a model of the project with nothing that changes after `init`, an image \
        renderer's content and preview set-up helpers. It is `high` when the view has state the user changes, \
        which runs `body` again while it is shown.
        """,
        fix: """
        Create the object once, where SwiftUI keeps it alive: `@StateObject private var model = Model()` \
        (or `@State private var model = Model()` for an `@Observable` model) in the view or `App` that \
        owns it, then pass `model` to `.environmentObject(_:)` / `.environment(_:)`.
        """,
        triggering: [
            RuleExample("""
            struct CheckoutFlow: View {
                var body: some View {
                    NavigationStack {
                        CartView()
                    }
                    .environmentObject(↓CartModel())
                }
            }
            final class CartModel: ObservableObject {
                @Published var items: [Item] = []
                func add(_ item: Item) { items.append(item) }
            }
            """),
            RuleExample("""
            @main
            struct RecipesApp: App {
                var body: some Scene {
                    WindowGroup {
                        RecipeList()
                    }
                    .environment(↓RecipeStore.init(database: .shared))
                }
            }
            @Observable final class RecipeStore {
                var recipes: [Recipe] = []
                let database: Database
                init(database: Database) { self.database = database }
                func load() async { recipes = await database.recipes() }
            }
            """),
            RuleExample("""
            struct Settings: View {
                @State private var showsAccount = false
                var body: some View {
                    Form { Toggle("Account", isOn: $showsAccount) }
                        .sheet(isPresented: $showsAccount) {
                            AccountView().environmentObject(↓AccountModel(userID: 42))
                        }
                }
            }
            final class AccountModel: ObservableObject {
                @Published var name = ""
                let userID: Int
                init(userID: Int) { self.userID = userID }
                func rename(_ newName: String) { name = newName }
            }
            """),
            RuleExample("""
            // The object is made in a local of the scene's content, then handed on: made again each time.
            final class TaskStore: ObservableObject {
                @Published var tasks: [String] = []
                func add(_ task: String) { tasks.append(task) }
            }
            @main
            struct TasksApp: App {
                @State private var showsOnboarding = true
                var body: some Scene {
                    WindowGroup {
                        let store = ↓TaskStore()
                        TaskList(showsOnboarding: $showsOnboarding).environmentObject(store)
                    }
                }
            }
            struct TaskList: View {
                @Binding var showsOnboarding: Bool
                @EnvironmentObject var store: TaskStore
                var body: some View { Button("Add") { store.add("x"); showsOnboarding = false } }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The local is the object the app owns, read from its `@StateObject`.
            final class TaskStore: ObservableObject {
                @Published var tasks: [String] = []
                func add(_ task: String) { tasks.append(task) }
            }
            @main
            struct TasksApp: App {
                @StateObject private var owned = TaskStore()
                var body: some Scene {
                    WindowGroup {
                        let store = owned
                        TaskList().environmentObject(store)
                    }
                }
            }
            struct TaskList: View {
                @EnvironmentObject var store: TaskStore
                var body: some View { Button("Add") { store.add("x") } }
            }
            """),
            RuleExample("""
            struct ShareCard: View {
                var body: some View {
                    let renderer = ImageRenderer(content: StatusCard().environment(RouterPath()))
                    Image(uiImage: renderer.uiImage ?? UIImage())
                    // Rebuilding an object that never changes after it is made loses nothing.
                    Text("x").environmentObject(Palette(accent: .blue))
                }
            }
            extension View {
                func withPreviewEnvironment() -> some View { environment(RouterPath()) }
            }
            @Observable final class RouterPath {
                var path: [Route] = []
                func navigate(to route: Route) { path.append(route) }
            }
            final class Palette: ObservableObject {
                @Published var accent: Color
                init(accent: Color) { self.accent = accent }
            }
            """),
            RuleExample("""
            struct CheckoutFlow: View {
                @StateObject private var cart = CartModel()
                @State private var library = Library()
                var body: some View {
                    NavigationStack { CartView() }
                        .environmentObject(cart)
                        .environment(library)
                        .environment(\\.colorScheme, .dark)
                        .environment(Library.shared)
                }
            }
            """),
            RuleExample("""
            @main
            struct RecipesApp: App {
                @StateObject private var store: RecipeStore
                init() {
                    let store = RecipeStore(database: .shared)
                    _store = StateObject(wrappedValue: store)
                }
                var body: some Scene {
                    WindowGroup { RecipeList() }
                        .environmentObject(store)
                }
            }
            """),
            RuleExample("""
            struct Onboarding: View {
                @StateObject private var model = OnboardingModel(steps: Step.all)
                var body: some View {
                    StepsView()
                        .environmentObject(model)
                        .environment(Theme.current)
                        .onAppear { model.start(with: Clock()) }
                }
            }
            final class SceneCoordinator {
                func makeRoot() -> UIHostingController<some View> {
                    UIHostingController(rootView: RootView().environmentObject(SessionModel()))
                }
            }
            """),
            RuleExample("""
            #Preview {
                CartView().environmentObject(CartModel(items: [.sample]))
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node), let call = file.call(node), call.isMemberCall(in: tree),
              let name = call.name(in: tree), Self.modifiers.contains(name),
              call.arguments.count == 1, let argument = call.firstUnlabeled?.value else { return }
        var value = tree.unwrapped(argument)
        // `let store = Store()` earlier in the same view code, then `.environmentObject(store)`: the local
        // is made with every evaluation just the same.
        var local: String?
        if tree.kind(value) == .identifierExpr, let name = tree.name(value),
           let initializer = FileSummary.localInitializer(name, before: node, tree: tree, inScope: { file.isViewCode($0) }),
           Self.initializedType(tree.unwrapped(initializer), in: tree) != nil {
            local = name
            value = tree.unwrapped(initializer)
        }
        guard let typeName = Self.initializedType(value, in: tree) else { return }
        // Safety: an object of the project with nothing that changes after it is made loses nothing.
        guard let state = ObservedObjectInitializationRule.modelState(of: typeName, in: file),
              !Self.isOneShotOrPreview(node, in: file) else { return }
        let owner = name == "environmentObject" ? "@StateObject" : "@State"
        let arguments = (CallExpr.at(value, in: tree)?.arguments.isEmpty ?? true) ? "()" : "(…)"
        let handed = local.map { [Evidence(.passedBy, file.location(tree.range(argument)), "`\($0)` is handed to `.\(name)` here")] } ?? []
        report.report(value,
                      local.map { "`\($0)`, handed to `.\(name)`, is a new `\(typeName)` made in view code every time `body` is evaluated: the views below get a fresh object, without the state the last one held, and its setup runs again on each update" }
                        ?? "`.\(name)(\(typeName)\(arguments))` creates a new `\(typeName)` every time `body` is evaluated: the views below get a fresh object, without the state the last one held, and its setup runs again on each update",
                      evidence: Stability.ordered(file.bodyUpdateEvidence(around: node) + state) + handed,
                      help: "own the object with `\(owner) private var` in this view (or the `App`) and pass that to `.\(name)`")
    }

    /// Code that runs once or never in the app: an image renderer's content, a helper that sets up
    /// previews (`withPreviewEnvironment()`).
    static func isOneShotOrPreview(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .labeledExpr:
                if let label = tree.mainToken(ancestor).map({ tree.identifierText($0) }), label == "content",
                   let owner = file.parent(ancestor), CallExpr.at(owner, in: tree)?.name(in: tree) == "ImageRenderer" {
                    return true
                }
            case .functionDecl, .variableDecl:
                let name = tree.kind(ancestor) == .functionDecl ? tree.name(ancestor)
                    : tree.children(ancestor, .patternBinding).first.flatMap { tree.children($0).first }.flatMap { tree.name($0) }
                if let name, name.lowercased().contains("preview") || name.lowercased().contains("mock") { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The type name when an expression is an initializer call: `Model()`, `Model.init(x)`, `Module.Model()`,
    /// `Store<State>()`. Static factories (`Model.make()`) and shared instances are not.
    static func initializedType(_ id: NodeID, in tree: SyntaxTree) -> String? {
        guard let call = CallExpr.at(id, in: tree), tree.kind(id) == .functionCallExpr else { return nil }
        var callee = call.callee
        while tree.kind(callee) == .genericSpecializationExpr, let base = tree.children(callee).first { callee = base }
        var path: [String]
        if tree.kind(callee) == .memberAccessExpr, tree.nameIs(callee, "init") {
            guard let base = tree.children(callee).first, !tree[callee].flags.contains(.implicitMember) else { return nil }
            var typeBase = base
            while tree.kind(typeBase) == .genericSpecializationExpr, let inner = tree.children(typeBase).first { typeBase = inner }
            guard let p = tree.dottedPath(typeBase) else { return nil }
            path = p
        } else {
            guard let p = tree.dottedPath(callee) else { return nil }
            path = p
        }
        guard let last = path.last, !path.isEmpty, path.allSatisfy({ $0.startsWithUppercase }),
              last != "Self" else { return nil }
        return last
    }
}
