import TheseusSyntax

/// `let id = UUID()` in a type whose values are rebuilt where a `ForEach` reads them.
public struct EphemeralDefaultIDRule: Rule {
    public static let description = RuleDescription(
        id: "ephemeral_default_id",
        name: "Ephemeral default id",
        kind: .identity,
        severity: .warning,
        precision: .low,
        summary: "A type whose `id` defaults to a fresh `UUID()` and whose values are rebuilt (in a computed property, `body`, a view's stored property, or a model replacing its array) and fed to `ForEach`/`List`",
        rationale: """
        A stored `let id = UUID()` is stable only as long as the value lives. When the values are built anew \
        every time they are read — a computed `sections` property, an array literal in `body`, a view's stored \
        property initialised from a static factory, or a model that builds new values and replaces its stored \
        array with them (`statistics = makeStatistics(market)` on every reading; adding values one by one \
        keeps the others' ids and does not count, nor does emptying the array, filling it only while it is \
        empty, or replacing it only in a method that only `init` calls), or a model that replaces its array with values decoded \
        from data when the type's `id` is one decoding never reads (`let id = UUID()` in a `Codable` type) — \
        each rebuild draws new UUIDs, and the `ForEach` that shows \
        them sees every row as a new element. WWDC21 "Demystify SwiftUI" explains that a changed identifier \
        ends the view's lifetime: rows are destroyed and recreated on each update, their state is lost, and \
        changes animate as removals and insertions. The bug hides well because the `id` declaration looks \
        correct. Theseus reports it where the rows are shown (each `ForEach`, `List`, or view of the project \
        handed the rebuilt values), with the type's `id` and the place that rebuilds the values as evidence: \
        one type can be shown stably in one place and rebuilt in another. It is `high` when the rows hold state.
        """,
        fix: """
        Derive the id from data that is unique and the same on every rebuild (a database or server key, a \
        title unique by construction), or build the values once and store them (a `@State` array, a model's stored property).
        """,
        triggering: [
            RuleExample("""
            // The model maps each new market reading to new statistics, each with a new id, and replaces the
            // array with them: the rows are removed and inserted again on every reading.
            struct Statistic: Identifiable {
                let id = UUID().uuidString
                let title: String
                let value: String
            }
            final class MarketModel: ObservableObject {
                @Published var statistics: [Statistic] = []
                @Published var searchText = ""
                private var subscriptions = Set<AnyCancellable>()
                init(service: MarketService) {
                    service.$market
                        .map(makeStatistics)
                        .sink { [weak self] in self?.statistics = $0 }
                        .store(in: &subscriptions)
                }
                private func makeStatistics(_ market: Market) -> [Statistic] {
                    [Statistic(title: "Cap", value: market.cap), Statistic(title: "Volume", value: market.volume)]
                }
            }
            struct StatisticsRow: View {
                @EnvironmentObject private var model: MarketModel
                var body: some View {
                    HStack { ↓ForEach(model.statistics) { Text($0.value) } }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The computed property gives each value a new id itself: the type's `id` is stored, but every
            // read passes `UUID()`.
            struct Stat: Identifiable {
                let id: UUID
                let title: String
                let value: Int
            }
            struct Summary: View {
                @ObservedObject var model: SummaryModel
                private var stats: [Stat] {
                    [Stat(id: UUID(), title: "You", value: model.total), Stat(id: UUID(), title: "Average", value: 625)]
                }
                var body: some View {
                    ↓ForEach(stats) { stat in Text("\\(stat.title): \\(stat.value)") }
                }
            }
            """),
            RuleExample("""
            // Mapped in `body` (in a local, or in the argument of a child that shows them): every evaluation
            // makes new bars with new ids.
            struct Bar: Identifiable {
                let id = UUID()
                let label: String
                let value: Double
            }
            struct Report: View {
                @ObservedObject var model: ReportModel
                var body: some View {
                    let bars = model.totals.map { Bar(label: $0.name, value: $0.amount) }
                    VStack {
                        ↓ForEach(bars) { bar in Text(bar.label) }
                        ↓BarChart(bars: model.totals.map { Bar(label: $0.name, value: $0.amount) })
                    }
                }
            }
            struct BarChart: View {
                let bars: [Bar]
                var body: some View { HStack { ForEach(bars) { Rectangle().frame(height: $0.value) } } }
            }
            """),
            RuleExample("""
            // Every initializer gives the value a new id, and `body` makes the values.
            struct Placeholder: Identifiable {
                let id: UUID
                let index: Int
                static func make(_ count: Int) -> [Placeholder] { (0..<count).map { Placeholder(index: $0) } }
                private init(index: Int) {
                    self.id = UUID()
                    self.index = index
                }
            }
            struct Loading: View {
                var body: some View {
                    ↓List(Placeholder.make(8)) { _ in ProgressView() }
                }
            }
            """),
            RuleExample("""
            // Keyed by `\\.element.id` over `enumerated()`: the rows are identified by the fresh ids.
            struct Tab: Identifiable {
                let id = UUID()
                let title: String
            }
            struct Header: View {
                var tabs: [Tab] { [Tab(title: "Day"), Tab(title: "Week")] }
                var body: some View { ↓TabStrip(tabs: tabs) }
            }
            struct TabStrip: View {
                let tabs: [Tab]
                var body: some View {
                    HStack { ForEach(Array(tabs.enumerated()), id: \\.element.id) { index, tab in Text(tab.title) } }
                }
            }
            """),
            RuleExample("""
            struct ContactSection: Identifiable {
                let id = UUID().uuidString
                let title: String
            }
            struct ContactView: View {
                let contact: Contact
                var sections: [ContactSection] {
                    [ContactSection(title: "Phone"), ContactSection(title: "Email")]
                }
                var body: some View {
                    ↓List(sections) { section in Text(section.title) }
                }
            }
            """),
            RuleExample("""
            // A model's computed property maps its data into new points on every read.
            struct TrendChart: View {
                @ObservedObject var model: TrendModel
                var body: some View {
                    HStack { ↓ForEach(model.points) { Capsule().frame(height: $0.value) } }
                }
            }
            """, otherFiles: [("TrendModel.swift", """
            struct TrendPoint: Identifiable {
                let id = UUID()
                let value: Double
            }
            final class TrendModel: ObservableObject {
                @Published var samples: [Double] = []
                var points: [TrendPoint] { samples.map { TrendPoint(value: $0) } }
                func load() async { samples = [1, 2] }
            }
            """)]),
            RuleExample("""
            // The type and its factory in another file: reported where the rows are shown.
            struct RecipeSteps: View {
                let steps = Step.all
                var body: some View {
                    ↓ForEach(steps) { step in StepRow(step: step) }
                }
            }
            struct StepRow: View {
                let step: Step
                @State private var isDone = false
                var body: some View { Toggle(step.name, isOn: $isDone) }
            }
            """, otherFiles: [("Step.swift", """
            struct Step: Identifiable {
                var id = UUID()
                var name: String
            }
            extension Step {
                static var all: [Step] { ["Mix", "Bake"].map(Step.init) }
            }
            """)]),
            RuleExample("""
            struct Step: Identifiable {
                let id: UUID = .init()
                var name: String
            }
            struct Steps: View {
                let steps = [Step(name: "Mix"), Step(name: "Bake")]
                var body: some View {
                    // Each row's note is typed into a field: a new identity drops what was typed.
                    ↓ForEach(steps) { step in TextField(step.name, text: .constant("")) }
                }
            }
            """),
            RuleExample("""
            struct Item: Identifiable {
                var id = UUID.init()
                var title: String
            }
            struct Parent: View {
                var items: [Item] { [Item(title: "a"), Item(title: "b")] }
                var body: some View { ↓ItemList(items: items) }
            }
            struct ItemList: View {
                let items: [Item]
                var body: some View { List(items) { Text($0.title) } }
            }
            """),
            RuleExample("""
            struct Feed: View {
                var body: some View {
                    EntryList(entries: [.init(id: ↓UUID().uuidString, title: "x"), Entry(id: ↓UUID().uuidString, title: "y")])
                }
            }
            """),
            RuleExample("""
            struct Credit: Identifiable {
                let id = UUID()
                let name: String
            }
            struct AboutView: View {
                // Built again whenever a parent builds the view: plain rows are only drawn again, for now.
                let credits = [Credit(name: "Ada"), Credit(name: "Grace")]
                var body: some View {
                    ↓List(credits) { Text($0.name) }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Each fetch decodes new forecasts, and decoding never reads a `let` that has a value: every
            // refresh gives every row a new identity.
            struct Forecast: Codable, Identifiable {
                let id = UUID()
                let temperature: Double
            }
            final class WeatherModel: ObservableObject {
                @Published var forecasts: [Forecast] = []
                func fetch() async throws {
                    let (data, _) = try await URLSession.shared.data(from: WeatherModel.endpoint)
                    forecasts = try JSONDecoder().decode([Forecast].self, from: data)
                }
            }
            struct ForecastList: View {
                @StateObject private var model = WeatherModel()
                var body: some View {
                    ↓List(model.forecasts) { Text("\\($0.temperature)") }
                        .refreshable { try? await model.fetch() }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // The loaded detail's computed property builds new statistics, each with a new id, on every
            // read: through the `if let` that unwraps the model's `detail`.
            struct Statistic: Identifiable {
                let id = UUID().uuidString
                let title: String
            }
            struct CoinDetail: Decodable {
                let name: String
                var overview: [Statistic] { [Statistic(title: name)] }
            }
            final class DetailModel: ObservableObject {
                @Published var detail: CoinDetail?
                func load() async { detail = nil }
            }
            struct CoinDetailView: View {
                @StateObject private var model = DetailModel()
                var body: some View {
                    VStack {
                        if let detail = model.detail {
                            ↓ForEach(detail.overview) { Text($0.title) }
                        }
                    }
                    .task { await model.load() }
                }
            }
            """),
            RuleExample("""
            // A view's stored array of `.init(…)` values: made again, with new ids, each time a parent's `body`
            // builds the view.
            struct Category: Identifiable { let id = UUID(); let label: String }
            struct Categories: View {
                var categories: [Category] = [.init(label: "Trips"), .init(label: "Hotels")]
                var body: some View {
                    HStack { ↓ForEach(categories) { Text($0.label) } }
                }
            }
            struct Home: View {
                @State private var tab = 0
                var body: some View {
                    Categories()
                    Button("Next") { tab += 1 }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // Filled only while empty: the first values are the only ones built, and no row that exists is
            // ever given a new value.
            struct LinkItem: Identifiable { let id = UUID(); let title: String }
            final class AboutModel: ObservableObject {
                @Published var links: [LinkItem] = []
                func loadLinks() {
                    guard links.isEmpty else { return }
                    links = [LinkItem(title: "Site"), LinkItem(title: "Help")]
                }
            }
            struct About: View {
                @StateObject private var model = AboutModel()
                var body: some View {
                    List(model.links) { Text($0.title) }
                        .onAppear { model.loadLinks() }
                }
            }
            """),
            RuleExample("""
            // Replaced whole only by the method `init` calls; later the items are added, changed in place or
            // cleared, and keep their ids.
            struct CartItem: Identifiable, Codable { let id = UUID(); var name: String; var quantity: Int }
            final class CartModel: ObservableObject {
                @Published var items: [CartItem] = []
                init() { loadCart() }
                func loadCart() {
                    guard let data = UserDefaults.standard.data(forKey: "cart"),
                          let saved = try? JSONDecoder().decode([CartItem].self, from: data) else { return }
                    items = saved
                }
                func add(_ name: String) { items.append(CartItem(name: name, quantity: 1)) }
                func clear() { items = [] }
            }
            struct CartList: View {
                @EnvironmentObject var cart: CartModel
                var body: some View {
                    List {
                        ForEach(cart.items) { Text($0.name) }
                        Button("Clear") { cart.clear() }
                    }
                }
            }
            """),
            RuleExample("""
            // The loaded detail keeps its statistics in a stored array: read again, they are the same values.
            struct Statistic: Identifiable {
                let id = UUID().uuidString
                let title: String
            }
            struct CoinDetail {
                let name: String
                let overview: [Statistic]
            }
            final class DetailModel: ObservableObject {
                @Published var detail: CoinDetail?
            }
            struct CoinDetailView: View {
                @ObservedObject var model: DetailModel
                var body: some View {
                    if let detail = model.detail {
                        ForEach(detail.overview) { Text($0.title) }
                    }
                    ForEach(model.detail!.overview) { Text($0.title) }
                }
            }
            """),
            RuleExample("""
            // The id is decoded with the rest (a `var` that `CodingKeys` names): the same id on every fetch.
            struct Forecast: Codable, Identifiable {
                var id = UUID()
                let temperature: Double
                enum CodingKeys: String, CodingKey { case id, temperature }
            }
            final class WeatherModel: ObservableObject {
                @Published var forecasts: [Forecast] = []
                func fetch() async throws {
                    let (data, _) = try await URLSession.shared.data(from: WeatherModel.endpoint)
                    forecasts = try JSONDecoder().decode([Forecast].self, from: data)
                }
            }
            struct ForecastList: View {
                @StateObject private var model = WeatherModel()
                var body: some View {
                    List(model.forecasts) { Text("\\($0.temperature)") }
                        .refreshable { try? await model.fetch() }
                }
            }
            """),
            RuleExample("""
            // Shown only as a menu's items, built each time the menu opens; another view keys a list of the
            // same type, but never gets these values.
            struct Engine: Identifiable {
                let id = UUID()
                let name: String
            }
            struct SearchField: View {
                let engines: [Engine]
                @State private var query = ""
                var body: some View {
                    HStack {
                        TextField("Search", text: $query)
                        Menu("Engine") { ForEach(engines) { engine in Button(engine.name) {} } }
                    }
                }
            }
            struct EngineList: View {
                let saved: [Engine]
                var body: some View { List(saved) { Text($0.name) } }
            }
            struct Browser: View {
                var options: [Engine] { [Engine(name: "Web"), Engine(name: "Images")] }
                var body: some View {
                    SearchField(engines: options)
                    Menu("Quick") { ForEach(options) { Text($0.name) } }
                }
            }
            """),
            RuleExample("""
            // Two screens each nest an `Entry`: the other screen's rebuilt entries are not these, which
            // `@State` keeps.
            struct Shortcuts: View {
                struct Entry: Identifiable { let id = UUID(); let key: String }
                @State private var entries = [Entry(key: "⌘N"), Entry(key: "⌘F")]
                var body: some View { List(entries) { Text($0.key) } }
            }
            """, otherFiles: [("Glossary.swift", """
            struct Glossary: View {
                struct Entry: Identifiable { let id: String; let term: String }
                var entries: [Entry] { [Entry(id: "apr", term: "APR")] }
                var body: some View { List(entries) { Text($0.term) } }
            }
            """)]),
            RuleExample("""
            // Mapped in `body`, but the id comes from the data: every evaluation gives each bar the same id.
            struct Bar: Identifiable {
                let id: String
                let value: Double
            }
            struct Report: View {
                @ObservedObject var model: ReportModel
                var body: some View {
                    let bars = model.totals.map { Bar(id: $0.name, value: $0.amount) }
                    ForEach(bars) { bar in Text(bar.id) }
                }
            }
            """),
            RuleExample("""
            // The child keys its rows by position: the fresh id is never read as identity.
            struct Tab: Identifiable {
                let id = UUID()
                let title: String
            }
            struct Bar: View {
                var tabs: [Tab] { [Tab(title: "Home"), Tab(title: "Search")] }
                var body: some View { TabStrip(tabs: tabs) }
            }
            struct TabStrip: View {
                let tabs: [Tab]
                var body: some View {
                    HStack { ForEach(Array(tabs.enumerated()), id: \\.offset) { Text($0.element.title) } }
                }
            }
            """),
            RuleExample("""
            struct NewCommand: View {
                @State private var selection: Command?
                var body: some View {
                    RulesEditor { rules in
                        // Built when the callback runs, and saved: not a row rebuilt with `body`.
                        selection = Command(id: UUID().uuidString, rules: rules)
                    }
                    FolderEditor(seed: MagicItem(id: UUID().uuidString, kind: .folder))
                }
            }
            """),
            RuleExample("""
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            struct ItemList: View {
                @State private var items = [Item(title: "a"), Item(title: "b")]
                var body: some View {
                    List(items) { item in Text(item.title) }
                }
            }
            """),
            RuleExample("""
            // The store adds values one by one (the others keep their ids) and empties the list: no
            // replacement brings new ids to rows that stay.
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            final class Store: ObservableObject {
                @Published var items: [Item] = []
                func add(_ title: String) { items.append(Item(title: title)) }
                func addAll(_ titles: [String]) {
                    titles.forEach {
                        let item = Item(title: $0)
                        items.append(item)
                    }
                }
                func clear() { items = [] }
            }
            struct Section: Identifiable {
                var id: String { title }
                var title: String
            }
            struct Sections: View {
                @ObservedObject var store: Store
                var sections: [Section] { [Section(title: "x")] }
                var body: some View {
                    List(store.items) { item in Text(item.title) }
                    ForEach(sections) { Text($0.title) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        reportFreshIDArgument(node, in: file, report: &report)
        reportRebuiltRows(node, in: file, report: &report)
    }

    /// A `ForEach`/`List` (or a view of the project it is handed to) showing values that are built again on
    /// every read, of a type whose `id` is a new UUID for each value: reported where the rows are shown,
    /// with the type's `id` and the place that rebuilds the values as evidence.
    func reportRebuiltRows(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        // Cheap first: this file's rebuilt collections (nearly every file has none).
        let rebuilt = file.summary.rebuiltCollections
        guard !rebuilt.isEmpty, let call = file.call(node) else { return }
        // A menu's items are built each time it opens: there is nothing their ids keep between openings.
        if ViewBuilderContext.isInTransientContent(node, in: file) { return }
        let tree = file.tree
        let callee = SourceRange(path: file.path, source: tree.source, range: tree.range(call.callee))
        var reported: Set<String> = []
        for var use in rebuilt where use.use == callee {
            // `ForEach(model.points)`: rebuilt when the model's member builds its elements on every read.
            // Values the model builds anew for a stored array it replaces after it is made (`statistics =
            // mapMarketData(…)`, `items = decoded.map { Item(…) }`): each replacement brings new ids.
            var replacedBy: String?
            var decoded = false
            if let via = use.viaInstanceMember {
                var parts = via.split(separator: ".").map(String.init)
                guard parts.count == 2 || parts.count == 3 else { continue }
                let nested = parts.count == 3
                if nested {
                    // `model.detail.stats`: the type of the model's `detail`, then its `stats`. Only one
                    // declared type of that name, whose member says its type.
                    let holders = file.declarations(of: parts[0]).compactMap { $0.member(parts[1]) }
                    guard holders.count == 1, !holders[0].isStatic,
                          let type = holders[0].effectiveType.flatMap(ElementType.simpleName) else { continue }
                    parts = [type, parts[2]]
                }
                let modelDeclarations = file.declarations(of: parts[0])
                let members = modelDeclarations.compactMap { $0.member(parts[1]) }
                if let member = members.first(where: { $0.constructsResultElements }),
                   let element = member.typeText.flatMap(ElementType.elementType(ofCollection:)) {
                    use.elementType = element
                    use.site = member.location
                    use.siteDescription = member.kind == .function ? "the method `\(parts[1])()` of `\(parts[0])`" : "the computed property `\(parts[1])` of `\(parts[0])`"
                } else if !nested, members.count == 1, let member = members.first, member.kind == .property, !member.isComputed, !member.isStatic,
                          member.isReplacedAfterInit, modelDeclarations.contains(where: { $0.kind == .classDecl }),
                          let element = member.effectiveType.flatMap(ElementType.elementType(ofCollection:)),
                          // Values made to be added (`items.append(Item(…))`) join the others, which keep their ids.
                          let made = file.constructions(of: element).first(where: { $0.builtBy == parts[0] && $0.context != .preview && !$0.isAppended }) {
                    use.elementType = element
                    use.site = made.range
                    use.siteDescription = "in `\(parts[0])`"
                    replacedBy = via
                } else if !nested, members.count == 1, let member = members.first, member.kind == .property, !member.isComputed, !member.isStatic,
                          member.isReplacedAfterInit, modelDeclarations.contains(where: { $0.kind == .classDecl }),
                          let element = member.effectiveType.flatMap(ElementType.elementType(ofCollection:)),
                          Self.decodedWithoutID(element, in: file) != nil {
                    // Values decoded from data (`items = try decoder.decode([Item].self, from: data)`) whose
                    // `id` decoding never reads: every decoded value is given a new UUID.
                    use.elementType = element
                    use.site = member.replacedAt ?? member.location
                    use.siteDescription = "`\(parts[0])` replaces `\(parts[1])` here, after it is made"
                    replacedBy = via
                    decoded = true
                } else {
                    continue
                }
            }
            guard !reported.contains(use.elementType) else { continue }
            let typeName = use.elementType
            let declarations = file.enclosingType(node).map { file.declarations(of: typeName, spelledIn: $0.name) } ?? file.declarations(of: typeName)
            // The type's `id` is a new UUID for each value, or the place that builds the values passes one.
            let declaredFresh = declarations.lazy.compactMap({ $0.member("id") }).first(where: { $0.kind == .property && !$0.isStatic && $0.defaultsToFreshID })
            guard declaredFresh != nil || use.freshIDArgument != nil else { continue }
            // Through a static member: only one that builds values of the type anew on each read.
            if let via = use.viaStaticMember, !declarations.contains(where: { $0.member(via)?.constructsOwnType == true }) { continue }
            var evidence: [Evidence] = []
            if let held = Self.rowState(views: use.rowViews, in: file) { evidence.append(held) }
            evidence.append(Evidence(.rebuilt, use.site, decoded ? use.siteDescription
                                     : replacedBy != nil ? "new `\(typeName)` values are built here, \(use.siteDescription)"
                                     : "`\(typeName)` values are built again here, \(use.siteDescription)"))
            evidence.append(declaredFresh.map { Evidence(.freshValue, $0.location, decoded ? "`id` is a new UUID for each `\(typeName)` value, which decoding never reads"
                                                                                           : "`id` is a new UUID for each `\(typeName)` value") }
                            ?? Evidence(.freshValue, use.freshIDArgument ?? use.site, "each `\(typeName)` is given a new UUID as its `id` here"))
            // A view's stored property is made again with the view value, not on each read.
            let when = use.isStoredProperty ? "each time a parent's `body` builds the view" : "on every read"
            let headline: String
            if let replacedBy, decoded, Self.identifiesRows(use.container) {
                let parts = replacedBy.split(separator: ".").map(String.init)
                headline = "this `\(use.container)` identifies its rows by `\(typeName).id`, a new UUID for each value that decoding never reads, and `\(parts[0])` replaces `\(parts[1])` after it is made: whenever it replaces it with newly decoded values, every row gets a new identity, so rows are removed and inserted again and lose their state"
            } else if let replacedBy, Self.identifiesRows(use.container) {
                let parts = replacedBy.split(separator: ".").map(String.init)
                headline = "this `\(use.container)` identifies its rows by `\(typeName).id`, a new UUID for each value; `\(parts[0])` builds new `\(typeName)` values and replaces `\(parts[1])` after it is made: whenever it replaces it with new values, every row gets a new identity, so rows are removed and inserted again and lose their state"
            } else if replacedBy != nil {
                // Handed to a view of the project: which of its rows the replacement reaches is out of sight.
                continue
            } else if Self.identifiesRows(use.container) {
                headline = "this `\(use.container)` identifies its rows by `\(typeName).id`, a new UUID for each value, and the values are built again \(when): each rebuild gives every row a new identity, so rows are removed and inserted again and lose their state"
            } else {
                // Handed to a view of the project: it counts only where that view identifies the values by
                // their `id` (a child that keys its rows by position never reads the fresh id). A name
                // several types share (each screen's nested `Entry`) is not followed into other views.
                // The view that gets them must key them by `id` itself, in rows that last (not a menu's items,
                // built each time it opens).
                guard file.typeDeclarationCount(typeName) <= 1,
                      let shown = file.identityUses(ofElement: typeName).first(where: { $0.owner == use.container && !$0.inTransientContent }) else { continue }
                evidence.append(Evidence(.identifiedBy, shown.use, Self.shownBy(shown.container)))
                headline = "`\(use.container)` gets `\(typeName)` values that are built again \(when), and identifies them by `\(typeName).id`, a new UUID for each value: each rebuild gives every row a new identity, so rows are removed and inserted again and lose their state"
            }
            reported.insert(typeName)
            report.report(call.callee, headline, evidence: evidence,
                          help: "derive `\(typeName).id` from stable data, or build the values once and store them (in `@State`, or in the model)")
        }
    }

    /// The fresh `id` of a `Decodable` type that decoding never reads: a `let id = UUID()` (a `let` with a
    /// value is not decoded), or a `var` its `CodingKeys` leave out. Every decoded value gets a new one.
    static func decodedWithoutID(_ element: String, in file: FileContext) -> MemberInfo? {
        guard !file.conformances(of: element).isDisjoint(with: ["Codable", "Decodable"]),
              let id = file.declarations(of: element).lazy.compactMap({ $0.member("id") })
                .first(where: { $0.kind == .property && !$0.isStatic && !$0.isComputed && $0.defaultsToFreshID }) else { return nil }
        if id.isLet { return id }
        let keys = file.declarations(of: "CodingKeys").filter { $0.qualifiedName == "\(element).CodingKeys" || $0.qualifiedName.hasSuffix(".\(element).CodingKeys") }
        guard keys.count == 1 else { return nil }
        return keys[0].members.contains { $0.kind == .enumCase && $0.name == "id" } ? nil : id
    }

    /// What the place that shows the values does with them: a `ForEach`, `List` or `Table` identifies its
    /// rows by their id; a view of the project gets them (and shows them out of sight).
    static func identifiesRows(_ container: String) -> Bool { ["ForEach", "List", "Table", "OutlineGroup"].contains(container) }

    static func shownBy(_ container: String) -> String {
        identifiesRows(container)
            ? "this `\(container)` identifies its rows by their id" : "`\(container)` gets them here"
    }

    /// The state the rows hold, when they are views of the project with `@State` (harm the code shows).
    static func rowState(views: [String]?, in file: FileContext) -> Evidence? {
        for name in views ?? [] {
            for type in file.declarations(of: name) {
                if let member = BranchSplit.ownStateMember(of: type), let wrapper = member.wrappers.first(where: BranchSplit.stateWrappers.contains) {
                    return Evidence(.holdsState, member.location, "`\(name)` holds `@\(wrapper)` `\(member.name)`")
                }
            }
        }
        return nil
    }

    /// `Entry(id: UUID().uuidString, …)` built in view code: the value gets a new id on every evaluation
    /// of `body`, whoever shows it.
    func reportFreshIDArgument(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard file.isViewCode(node), let call = file.call(node), let argument = call.argument("id")?.value,
              FreshValue.isFreshIdentifier(argument, in: tree) else { return }
        // Values that become rows: elements of an array literal built in view code. A value built for
        // something else (a command saved from a callback, an editor's seed) is not a row.
        guard let parent = file.parent(node), tree.kind(parent) == .arrayExpr else { return }
        let typeName = FileSummary.constructedType(node, in: tree) ?? (call.name(in: tree) == "init" ? "" : nil)
        guard let typeName, !ViewConstruction.frameworkTypes.contains(typeName) else { return }
        let spelled = typeName.isEmpty ? "this value" : "`\(typeName)`"
        report.report(argument,
                      "\(spelled) is built in view code with a new id (`\(tree.compactText(argument))`): every evaluation of `body` gives it a new identity, so its row is replaced on every update",
                      help: "create the value once (in the model, or in `@State`) and keep its id, or derive the id from stable data")
    }
}
