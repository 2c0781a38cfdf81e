import TheseusSyntax

/// `@State var` / `@StateObject var` that other code can set through the memberwise initializer.
public struct NonPrivateStateRule: Rule {
    public static let description = RuleDescription(
        id: "non_private_state",
        name: "Non-private state",
        kind: .lifetime,
        severity: .warning,
        enabledByDefault: false,
        precision: .medium,
        summary: "`@State`/`@StateObject` properties that are not `private`",
        rationale: """
        WWDC21 "Demystify SwiftUI" explains that `@State` and `@StateObject` storage belongs to the \
        view's identity, not to the view value: SwiftUI allocates it when the view first appears and keeps \
        it for the view's whole lifetime, while the view struct itself is recreated on every update of its \
        parent. A state property \
        that is not `private` appears in the memberwise initializer, which invites callers to pass a value \
        (`Counter(count: 5)`): SwiftUI uses it only the first time the view appears and silently ignores \
        it on every later update, so the parent's value and the view's drift apart. `private(set)` does not \
        help: the memberwise initializer still takes the value. State that a parent must provide is not \
        state of this view; it is a `let`, a `@Binding`, or an object the parent owns. \
        The rule reports only where a memberwise initializer exists and can be called from elsewhere: not in a \
        struct that declares its own `init`, a `private`/`fileprivate` struct, or the `App` that SwiftUI builds.
        """,
        fix: """
        Declare the property `@State private var` (or `fileprivate`). If the parent supplies the value, \
        use `let` or `@Binding` instead; if it only supplies a starting value, say so explicitly with an \
        initializer that sets `_count = State(initialValue: start)`.
        """,
        triggering: [
            RuleExample("""
            struct Counter: View {
                @State var ↓count = 0
                var body: some View {
                    Button("\\(count)") { count += 1 }
                }
            }
            """),
            RuleExample("""
            struct LibraryView: View {
                @StateObject public var ↓library = Library()
                @State private(set) var ↓sort = SortOrder.title
                var body: some View {
                    BookList(books: library.books(sortedBy: sort))
                }
            }
            """),
            RuleExample("""
            struct Timer: View {
                @State var ↓remaining: TimeInterval = 60
                var body: some View { Text(remaining, format: .number) }
            }
            // An initializer in an extension keeps the memberwise one.
            extension Timer {
                init(minutes: Double) { self.init(remaining: minutes * 60) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Counter: View {
                @State private var count = 0
                @StateObject fileprivate var timer = TickTimer()
                var body: some View {
                    Button("\\(count)") { count += 1 }
                }
            }
            """),
            RuleExample("""
            struct Editor: View {
                @Binding var text: String
                @ObservedObject var document: Document
                @EnvironmentObject var settings: Settings
                @FocusState var isFocused: Bool
                var body: some View {
                    TextEditor(text: $text).focused($isFocused)
                }
            }
            """),
            RuleExample("""
            struct Counter: View {
                @State private var count: Int
                init(start: Int) {
                    _count = State(initialValue: start)
                }
                var body: some View { Text("\\(count)") }
            }
            """),
            RuleExample("""
            // No memberwise initializer: the type declares its own.
            struct PostView: View {
                @State var isExpanded = false
                let post: Post
                init(post: Post) { self.post = post }
                var body: some View { Text(post.title) }
            }
            // Nobody builds the app's root with arguments; a `fileprivate` view's initializer stays in its file.
            @main
            struct JournalApp: App {
                @StateObject var store = JournalStore()
                var body: some Scene {
                    WindowGroup { JournalList().environmentObject(store) }
                }
            }
            fileprivate struct ZapButton: View {
                @State var isZapping = false
                var body: some View { Button("Zap") { isZapping = true } }
            }
            """),
            RuleExample("""
            struct Gallery_Previews: PreviewProvider {
                struct Host: View {
                    @State var selection = 0
                    var body: some View { Gallery(selection: $selection) }
                }
                static var previews: some View { Host() }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.variableDecl]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let wrapper = MemberwiseState.stateWrapper(node, in: tree), MemberwiseState.isTypeMember(node, in: file) else { return }
        // Only a property of a memberwise initializer that callers can reach is a trap.
        guard let owner = file.enclosingType(node), MemberwiseState.hasReachableMemberwiseInitializer(owner, in: file) else { return }
        var restriction = ""
        for modifier in tree.children(node, .modifier) {
            let text = tree.compactText(modifier)
            if text == "private" || text == "fileprivate" { return }
            if text == "private(set)" || text == "fileprivate(set)" { restriction = text }
        }
        for binding in tree.children(node, .patternBinding) {
            guard let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern,
                  let name = tree.name(pattern) else { continue }
            let token = Int(tree[pattern].mainToken)
            guard token >= 0 else { continue }
            let what = restriction.isEmpty
                ? "`@\(wrapper) var \(name)` is not private"
                : "`@\(wrapper) \(restriction) var \(name)` still appears in the memberwise initializer"
            report.report(token: token,
                          "\(what): callers can pass a value that SwiftUI uses only once, when the state is first created, and ignores on every later update",
                          help: "declare it `@\(wrapper) private var \(name)`; take a value from the parent as `let` or `@Binding` instead")
        }
    }
}
