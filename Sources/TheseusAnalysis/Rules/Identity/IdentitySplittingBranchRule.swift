import TheseusSyntax

/// `if c { content.opacity(0.3) } else { content }`: one view split into two identities.
public struct IdentitySplittingBranchRule: Rule {
    public static let description = RuleDescription(
        id: "identity_splitting_branch",
        name: "Identity-splitting branch",
        kind: .identity,
        severity: .warning,
        precision: .high,
        scope: .notInWidgets,
        summary: "`if`/`switch` branches that build the same view with different modifiers or arguments, on a condition that changes while the view is shown",
        rationale: """
        In a view builder, each branch of an `if` or `switch` has its own structural identity (WWDC21 \
        "Demystify SwiftUI": the views in the two branches of an `if` have different identities). When every \
        branch builds the same view and they differ only by a modifier or an argument (`PawView(tint: .green)` \
        against `PawView(tint: .red)`, `content.opacity(0.3)` against `content`), SwiftUI still sees two views: \
        when the condition flips, one is destroyed and the other created — any `@State`, focus or scroll \
        position inside starts over — and the change animates as a cross-fade instead of a change of the \
        property. The talk recommends one view with the condition moved into the modifier ("inert \
        modifiers"), which keeps a single identity and animates the property.

        The rule reports a branch only with evidence that its condition changes while the view is on screen \
        — it reads `@State`, a `@Binding`, an environment value such as `colorScheme`, an observable model, \
        the clock, or an input that a parent passes from such a value — and only when the views are the \
        same and may hold state that the split throws away: a view with `@State`, a `TextField`, a \
        `ScrollView`, a modifier's `content`, a view declared outside the project. Two `Text`s or `Image`s \
        with different content are two views, not one split; a `Text` made bold in one branch only \
        cross-fades, which is too little to report.
        """,
        fix: """
        Build the view once and move the condition into its arguments or modifiers: \
        `PawView(tint: dog.isGood ? .green : .red)`, `content.opacity(isExpired ? 0.3 : 1)`.
        """,
        triggering: [
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
            """),
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
            """),
            RuleExample("""
            struct ExpirationModifier: ViewModifier {
                var date: Date
                func body(content: Content) -> some View {
                    ↓if date < .now {
                        content.opacity(0.3)
                    } else {
                        content
                    }
                }
            }
            """, fixed: """
            struct ExpirationModifier: ViewModifier {
                var date: Date
                func body(content: Content) -> some View {
                    content.opacity(date < .now ? 0.3 : 1)
                }
            }
            """),
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
            """),
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
            """),
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
            """),
            RuleExample("""
            struct Emphasis: ViewModifier {
                @Binding var level: Level
                func body(content: Content) -> some View {
                    ↓switch level {
                    case .low: content.opacity(0.6)
                    case .high: content.opacity(1)
                    }
                }
            }
            struct LevelPicker: View {
                @State private var level = Level.low
                var body: some View {
                    Picker("Level", selection: $level) { Text("Low").tag(Level.low) }
                    Text("Preview").modifier(Emphasis(level: $level))
                }
            }
            """),
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
            """),
            RuleExample("""
            struct Dimmed: ViewModifier {
                @Environment(\\.isEnabled) private var isEnabled
                func body(content: Content) -> some View {
                    ↓if isEnabled { content } else { content.saturation(0).opacity(0.5) }
                }
            }
            """),
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
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Banner: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    // A binding handed to a layout helper is set by layout, not by the user.
                    if width > 600 {
                        Headline().padding(32)
                    } else {
                        Headline().padding(8)
                    }
                    Color.clear.frame(height: 1).readWidth(into: $width)
                }
            }
            struct Headline: View {
                @State private var isExpanded = false
                var body: some View { Text("News").lineLimit(isExpanded ? nil : 1) }
            }
            """),
            RuleExample("""
            struct Favorite: View {
                @State private var isFavorite = false
                var body: some View {
                    // Nothing here holds state: the split only cross-fades the star.
                    if isFavorite {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                    } else {
                        Image(systemName: "star.fill").foregroundStyle(.gray)
                    }
                    Button("Toggle") { isFavorite.toggle() }
                }
            }
            """),
            RuleExample("""
            struct DogView: View {
                @State private var dog = Dog()
                var body: some View {
                    PawView(tint: dog.isGood ? .green : .red)
                        .frame(maxHeight: .infinity, alignment: dog.isGood ? .top : .bottom)
                    if dog.isGood { PawView(tint: .green) } else { BoneView() }
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
                @State private var isFavorite = false
                var body: some View {
                    if hasBranch {
                        Image("branch")
                    } else {
                        Image(systemName: "folder")
                    }
                    // Two symbols are two pieces of content, not one view split in two.
                    if isFavorite {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                    } else {
                        Image(systemName: "star")
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
            struct ChoiceButton: ViewModifier {
                @Binding var isSelected: Bool
                func body(content: Content) -> some View {
                    // Two button styles are two types: no inert modifier merges them.
                    if isSelected {
                        content.buttonStyle(.borderedProminent)
                    } else {
                        content.buttonStyle(.bordered)
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
            guard hasFinalElse(node, tree), !hasAvailabilityCondition(node, tree) else { return }
        }
        // Explicit `return`s turn the result builder off: then there is one view, not a split.
        if containsReturn(node, tree) { return }
        // A menu's or a context menu's content exists only while it is open.
        if ViewBuilderContext.isInTransientContent(node, in: file) { return }
        guard let arms = BranchArms(node, in: tree), arms.views.count >= 2,
              let split = BranchSplit(arms, in: file) else { return }
        // Evidence that the condition changes while the view is shown; without it, nothing flips.
        guard let condition = arms.condition, let evidence = file.changeEvidence(for: condition) else { return }
        // A condition that flips only with a system setting (dark mode, text size) matters when state is lost.
        if evidence.isRare, case .holds = split.state {} else if evidence.isRare { return }
        let consequence: String
        switch split.state {
        case .holds(let what): consequence = "when it flips, \(what) starts over"
        case .opaque(let what): consequence = "when it flips, \(what) is recreated with any state it holds, and the change cross-fades"
        case .none: return
        }
        let keyword = tree.kind(node) == .switchExpr ? "`switch`" : "`if`"
        report.report(token: Int(tree[node].mainToken),
                      "every branch of this \(keyword) builds \(split.description), so SwiftUI sees separate views; the condition changes while the view is shown (\(evidence.reason)): \(consequence)",
                      help: split.help, fix: MergedBranchFix.make(node, arms: arms, in: file), related: evidence.related)
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
