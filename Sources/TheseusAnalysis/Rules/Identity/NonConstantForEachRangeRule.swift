import TheseusSyntax

/// `ForEach(0..<items.count) { … }` without `id:`: a range SwiftUI reads once.
public struct NonConstantForEachRangeRule: Rule {
    public static let description = RuleDescription(
        id: "non_constant_foreach_range",
        name: "Non-constant ForEach range",
        kind: .identity,
        severity: .warning,
        precision: .high,
        scope: .notInWidgets,
        summary: "`ForEach`/`List` over a `Range<Int>` without `id:` whose bounds are not constant",
        rationale: """
        `ForEach(_ data: Range<Int>, content:)` is meant for constant ranges: SwiftUI uses the integers as \
        the identities of the rows and assumes the range never changes (WWDC21 "Demystify SwiftUI" on \
        explicit identity; Xcode logs "ForEach(_:content:) should only be used for *constant* data"). When \
        the bounds depend on data (`0..<items.count`, `items.indices`), rows are not inserted or removed \
        when the data changes, or the view reads past the end of the collection and crashes.

        The rule reports a range whose bound changes while the view is shown — it is state, an observable \
        model's, or a parent passes it from such — and leaves alone a bound that is fixed for the view's \
        life (a constant, a count of data that never changes).
        """,
        fix: """
        Iterate the data itself (`ForEach(items) { item in … }`), or, for a range that really is just \
        numbers, pass `id: \\.self`.
        """,
        triggering: [
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
            """),
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
            """),
            RuleExample("""
            struct Names: View {
                @State private var names: [String] = []
                var body: some View {
                    List(↓names.indices) { i in Text(names[i]) }
                    Button("Add") { names.append("New") }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Countries: View {
                let countries = Locale.Region.isoRegions.map(\\.identifier)
                var body: some View {
                    // The bound is fixed for the view's life: constant in all but spelling.
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
        switch ForEachData(data, in: tree) {
        case .indices, .collectionRange:
            break
        case .range(let lower, let upper, _):
            let bounds = [lower, upper].compactMap { $0 }
            if bounds.allSatisfy({ ConstantValue.isConstant($0, in: file, context: node) }) { return }
        default:
            return
        }
        // A range whose bound never changes while the view is shown is constant in all but spelling.
        guard let evidence = file.collectionChangeEvidence(data: data, forEach: node) else { return }
        report.report(data,
                      "`\(forEach.name)` over `\(spelled)` without `id:` treats the range as constant, but its bound changes while the view is shown (\(evidence.reason)): rows do not follow the change, and rows past the new end read out of bounds",
                      help: "iterate the data itself (`ForEach(items) { item in … }`) or pass `id: \\.self`",
                      fix: Fix("add `id: \\.self`"), related: evidence.related)
    }
}
