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
            // A size changes rarely, but a stale row reads past the end of the lines it shows.
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
            // A bound that changes only on rotation or resize, over rows that read nothing by offset.
            struct Ruled: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack { ForEach(0..<Int(proxy.size.height / 80)) { _ in Divider() } }
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

    /// Whether a row closure subscripts something with its parameter (`items[i]`).
    static func subscriptsWithParameter(_ closure: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let signature = tree.child(closure, .closureSignature) else {
            // `$0` rows.
            return tree.text(closure).contains("[$0]")
        }
        let names = Set(tree.closureParameterNames(signature))
        var found = false
        tree.walk(from: closure) { n in
            if found { return false }
            if tree.kind(n) == .subscriptCallExpr {
                for argument in tree.children(n).dropFirst() {
                    if let value = tree.children(argument).first, let name = tree.identifierName(tree.unwrapped(value)), names.contains(name) { found = true }
                }
            }
            return !found
        }
        return found
    }

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
        // Rows that subscript a collection with the offset read past its end when it shrinks.
        let subscripts = forEach.content.map { Self.subscriptsWithParameter($0, tree) } ?? false
        // A bound that changes rarely (a size on rotation, a color scheme) is worth a finding only when a
        // stale row can read out of bounds.
        if evidence.isRare && !subscripts { return }
        report.report(data,
                      "`\(forEach.name)` over `\(spelled)` without `id:` treats the range as constant, but its bound changes while the view is shown (\(evidence.reason)): rows do not follow the change"
                        + (subscripts ? ", and rows past the new end read out of bounds" : ""),
                      help: "iterate the data itself (`ForEach(items) { item in … }`) or pass `id: \\.self`",
                      fix: Fix("add `id: \\.self`"), related: evidence.related)
    }
}
