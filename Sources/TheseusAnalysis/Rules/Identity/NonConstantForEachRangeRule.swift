import TheseusSyntax

/// `ForEach(0..<items.count) { … }` without `id:`: a range SwiftUI reads once.
public struct NonConstantForEachRangeRule: Rule {
    public static let description = RuleDescription(
        id: "non_constant_foreach_range",
        name: "Non-constant ForEach range",
        kind: .identity,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`ForEach`/`List` over a `Range<Int>` without `id:` whose bounds are not constant",
        rationale: """
        `ForEach(_ data: Range<Int>, content:)` is meant for constant ranges: SwiftUI uses the integers as \
        the identities of the rows and assumes the range never changes (WWDC21 "Demystify SwiftUI" on \
        explicit identity; Xcode logs "ForEach(_:content:) should only be used for *constant* data"). When \
        the bounds depend on data (`0..<items.count`, `items.indices`), rows are not inserted or removed \
        when the data changes, or the view reads past the end of the collection and crashes.

        The rule reports every range whose bounds it cannot prove constant, as the compiler warns about every \
        non-literal one, and leaves alone literals, `static let`s, `let`s initialised with constants, inputs \
        that every place building the view passes a constant, and a `ForEach` scoped with `.id(bound)` (a new \
        bound makes a new `ForEach`). The finding is `high` when the code shows the bound changing: the user \
        changes it in this view, or code inserts or removes elements of the collection it counts.
        """,
        fix: """
        Iterate the data itself (`ForEach(items) { item in … }`), or, for a range that really is just \
        numbers, pass `id: \\.self`.
        """,
        triggering: [
            RuleExample("""
            // The card starts `nil` and is given to each new model before it is shown: not a constant.
            final class CoachModel: ObservableObject {
                @Published var card: CoachCard? = nil
                @Published var busy = false
                func start() { busy = true }
            }
            struct CoachCardView: View {
                @ObservedObject var model: CoachModel
                var body: some View {
                    if let card = model.card {
                        ForEach(↓0..<card.chips.count) { index in
                            Button(card.chips[index]) { model.start() }
                        }
                    }
                }
            }
            func present(_ card: CoachCard) -> CoachCardView {
                let model = CoachModel()
                model.card = card
                return CoachCardView(model: model)
            }
            """),
            RuleExample("""
            // WWDC21's rating: a bound a parent passes, not a constant.
            struct Stars: View {
                let maxRating: Int
                var body: some View {
                    HStack { ForEach(↓0..<maxRating) { _ in Image(systemName: "star") } }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A size changes with the window, and a stale row reads past the end of the lines it shows.
            struct Lines: View {
                let lines: [String]
                var body: some View {
                    GeometryReader { proxy in
                        VStack { ForEach(↓0..<min(lines.count, Int(proxy.size.height / 20))) { i in Text(lines[i]) } }
                    }
                }
            }
            """),
            RuleExample("""
            struct Items: View {
                @ObservedObject var store: ItemStore
                var body: some View {
                    ForEach(↓0..<store.items.count) { i in Text(store.items[i].title) }
                }
            }
            final class ItemStore: ObservableObject {
                @Published var items: [Item] = []
                func load() async { items = await fetchItems() }
            }
            """, confidence: .medium),
            RuleExample("""
            struct Stars: View {
                var rating: Int
                var body: some View {
                    HStack { ForEach(↓0..<rating) { _ in Image(systemName: "star.fill") } }
                }
            }
            struct Review: View {
                @State private var rating = 3
                var body: some View {
                    Stars(rating: rating)
                    Stepper("Rating", value: $rating, in: 1...5)
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Names: View {
                @State private var names: [String] = []
                var body: some View {
                    List(↓names.indices) { i in Text(names[i]) }
                    Button("Add") { names.append("New") }
                }
            }
            """, confidence: .high),
            RuleExample("""
            struct Ruled: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack { ForEach(↓0..<Int(proxy.size.height / 80)) { _ in Divider() } }
                    }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // Sample data in globals: each `let` is made once for the run, and the list of them is fixed.
            struct Movie { let id: String; let cast: [String] }
            let dark = Movie(id: UUID().uuidString, cast: castOfDark)
            let ozark = Movie(id: UUID().uuidString, cast: [])
            var sampleMovies: [Movie] { [dark, ozark] }
            let castOfDark = ["Louis", "Lisa"]
            struct Carousel: View {
                var movies: [Movie]
                var body: some View { ForEach(0..<movies.count) { Text(movies[$0].id) } }
            }
            struct Home: View {
                @State private var showsAll = false
                var body: some View { Carousel(movies: sampleMovies).opacity(showsAll ? 1 : 0.5) }
            }
            """),
            RuleExample("""
            // The model's tabs are the constants it starts with: nothing writes `tabs` after `init`.
            final class AppState: ObservableObject {
                @Published var tabs: [String] = ["Home", "Search", "Profile"]
                // Values of a type of the project spelled in lower case: built from constants all the same.
                @Published var shortcuts = [shortcut(title: "Scan", icon: "camera"), shortcut(title: "Pay", icon: "creditcard")]
                @Published var selected = 0
                func select(_ index: Int) { selected = index }
            }
            struct shortcut {
                var title: String
                var icon: String
            }
            struct TabBar: View {
                @ObservedObject var state: AppState
                var body: some View {
                    HStack {
                        ForEach(0..<state.tabs.count) { index in
                            Button(state.tabs[index]) { state.select(index) }
                        }
                        ForEach(0..<state.shortcuts.count) { index in
                            Label(state.shortcuts[index].title, systemImage: state.shortcuts[index].icon)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // A new count makes a new `ForEach` (`.id` scoped to the bound): its range is read afresh.
            struct Stripes: View {
                @State private var count = 3
                var body: some View {
                    VStack { ForEach(0..<count) { i in Color(white: Double(i) / 10) } }.id(count)
                    ForEach(0..<count) { _ in Divider() }.id(count)
                    Stepper("Stripes", value: $count)
                }
            }
            """),
            RuleExample("""
            struct Countries: View {
                let countries = Locale.Region.isoRegions.map(\\.identifier)
                var body: some View {
                    // A `let` initialised from a constant: fixed for the view's life.
                    Picker("Country", selection: .constant(0)) {
                        ForEach(0..<countries.count) { Text(countries[$0]).tag($0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Dots: View {
                var body: some View {
                    HStack { ForEach(0..<5) { _ in Circle() } }
                }
            }
            """),
            RuleExample("""
            struct Board: View {
                static let count = 5
                private let columns = 3
                var body: some View {
                    ForEach(0..<Self.count) { row in
                        ForEach(0..<columns) { column in Cell(row: row, column: column) }
                    }
                    ForEach(0..<(Self.count * 2 - 1)) { i in Divider() }
                }
            }
            """),
            RuleExample("""
            // Every place that builds the view passes a literal.
            struct Rating: View {
                let maxRating: Int
                var body: some View {
                    HStack { ForEach(0..<maxRating) { _ in Image(systemName: "star") } }
                }
            }
            struct Review: View {
                var body: some View { Rating(maxRating: 5) }
            }
            """),
            RuleExample("""
            struct Items: View {
                let items: [Item]
                var body: some View {
                    ForEach(0..<items.count, id: \\.self) { i in Text(items[i].title) }
                    ForEach(items) { item in Text(item.title) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let forEach = file.forEach(node), forEach.idArgument == nil else { return }
        let data = tree.unwrapped(forEach.data)
        let spelled = tree.compactText(data)
        let bounds: [NodeID]
        switch ForEachData(data, in: tree) {
        case .indices, .collectionRange:
            bounds = [data]
        case .range(let lower, let upper, _):
            bounds = [lower, upper].compactMap { $0 }
            if bounds.allSatisfy({ ConstantValue.isConstant($0, in: file, context: node) }) { return }
        default:
            return
        }
        // Safety: bounds that cannot change while the view is shown are constant in all but spelling.
        let stability = Stability.combined(bounds.map { file.stability(of: $0) })
        guard !stability.isFixed else { return }
        // `.id(count)` on the `ForEach` or a container around it: a new bound makes a new `ForEach`, built
        // with the new range (the fix SwiftUI's own warning allows).
        let bound = Set(ValueReads.of(data, in: tree))
        var container: NodeID? = node
        var steps = 0
        while let current = container, steps < 64 {
            steps += 1
            if tree.kind(current) == .functionCallExpr, let scoped = ViewConstruction.scopedID(of: current, in: tree),
               scoped.contains(where: { bound.contains($0) }) { return }
            let kind = tree.kind(current)
            if kind == .functionDecl || kind == .variableDecl || kind.isTypeDeclaration { break }
            container = file.parent(current)
        }
        let evidence = Stability.ordered(file.rowsMoveEvidence(data: data, forEach: node) + stability.evidence)
        report.report(data,
                      "`\(forEach.name)` over `\(spelled)` without `id:` is for constant ranges: SwiftUI reads the range once and identifies rows by offset, so when the bound changes, rows are not inserted or removed with it and can read past the end of the data",
                      evidence: evidence,
                      help: "iterate the data itself (`ForEach(items) { item in … }`) or pass `id: \\.self`",
                      fix: Fix("add `id: \\.self`"))
    }
}
