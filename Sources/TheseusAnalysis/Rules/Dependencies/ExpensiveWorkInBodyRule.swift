import TheseusSyntax

/// `DateFormatter()`, `JSONDecoder()`, `NSRegularExpression(…)`, `Bundle.main.url(forResource:…)` in code
/// that runs with every evaluation of `body`.
public struct ExpensiveWorkInBodyRule: Rule {
    /// Types whose instances are expensive to create and are meant to be made once and reused.
    static let expensiveTypes: [String: String] = [
        "DateFormatter": "formatter", "NumberFormatter": "formatter", "MeasurementFormatter": "formatter",
        "ByteCountFormatter": "formatter", "DateComponentsFormatter": "formatter", "ISO8601DateFormatter": "formatter",
        "RelativeDateTimeFormatter": "formatter", "ListFormatter": "formatter", "PersonNameComponentsFormatter": "formatter",
        "DateIntervalFormatter": "formatter", "LengthFormatter": "formatter", "MassFormatter": "formatter",
        "CNPostalAddressFormatter": "formatter", "CNContactFormatter": "formatter",
        "EnergyFormatter": "formatter", "JSONDecoder": "coder", "JSONEncoder": "coder", "PropertyListDecoder": "coder",
        "PropertyListEncoder": "coder", "NSRegularExpression": "regular expression", "Regex": "regular expression",
        "NSDataDetector": "data detector",
        // A player made in `body` is another player on every evaluation: playback starts over.
        "AVPlayer": "media player", "AVQueuePlayer": "media player",
        // Apple's Core Image guide: a context is costly to create; make one and reuse it.
        "CIContext": "Core Image rendering context",
        // Platform views made outside `makeUIView`: a whole view hierarchy (map tiles, a web process).
        "MKMapView": "map view", "WKWebView": "web view",
    ]
    /// Serialization types and the method of each that parses a whole document.
    static let serializationParses: [String: String] = ["JSONSerialization": "jsonObject", "PropertyListSerialization": "propertyList"]
    /// Image types whose `init(data:)` and `init(contentsOfFile:)` decode the image.
    static let imageDecoders = NameSet(["UIImage", "NSImage", "CIImage"])
    /// `Bundle` methods that search the bundle's files.
    static let bundleLookups = NameSet(["url", "urls", "path", "paths"])
    /// The keys of `expensiveTypes`, asked first: nearly every call is none of them, and a `NameSet` says
    /// so without hashing the name.
    static let expensiveTypeNames = NameSet(expensiveTypes.keys)

    public static let description = RuleDescription(
        id: "expensive_work_in_body",
        name: "Expensive work in body",
        kind: .dependencies,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "Formatters, coders, regular expressions, image decoding, store fetches, bundle lookups, and collection transforms read once per row, in code that runs with every `body` evaluation",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" ("Common sources of slow updates") asks for `body` to be \
        cheap: SwiftUI evaluates it whenever a dependency changes, for every row of a list that is shown, and \
        the work blocks the update. Allocating a `DateFormatter` or `NumberFormatter`, a `JSONDecoder`, an \
        `NSRegularExpression` or a `Regex` compiled from a string, querying the photo library or asking \
        `CLLocationManager.locationServicesEnabled()` (which Apple warns can block the main thread), decoding an image from data \
        (`UIImage(data:)`), fetching from a Core Data or SwiftData context, or searching a bundle for a \
        resource, costs far more than the view values around it — and in `body` it happens again on every \
        evaluation.

        The rule reports such work in `body`, in `@ViewBuilder` helpers and view content closures (rows of \
        `ForEach` included), in `ViewModifier.body`, in the computed properties and methods of a view that \
        its view code reads, in a view's stored properties (made again each time a parent's `body` builds \
        the view), and in helpers of other types that view code calls (an extension of `Date` that makes a \
        formatter per call), and the transform (`sorted`, `filter`…) that builds a view's computed \
        collection when the rows of one of its `ForEach`es read it (once per row; not for a few fixed rows, \
        a literal range, an array literal or `allCases`). Work in actions (`Button` actions, `.task`, `.onAppear`, gestures, \
        `.onChange`, a function passed as `action:`), in `static let` or `lazy` properties, in widgets and in \
        previews, and under a `switch` case for an enum case that nothing in the app makes, is left alone, and \
        so is work done about once per screen (negligible): once per evaluation of a screen the user opens \
        (pushed, presented, made by a factory, or built by such a screen) that the app builds only outside rows, with nothing that runs its `body` again while it is shown (no state the \
        user changes, no binding or store query, no user action that calls a model it holds or that the \
        user changes through another view, no timer or publisher it receives, no parent that updates and \
        hands it new values), and, for a helper, where every view that calls it is such a view. Work in a \
        view's stored property (a formatter, a `Timer.publish(…).autoconnect()`) is reported however rarely \
        the view is rebuilt, but not when no parent rebuilds the view while it is shown (every parent's \
        `body` runs once, or the view is presented with nothing that can change by a screen whose own \
        controls it covers, and which holds no model, query or timer), nor for a timer no code subscribes to \
        (an autoconnected publisher makes its timer only then). It is `high` when the view has state that the user changes, which runs `body` and the \
        work again while the view is shown.
        """,
        fix: """
        Create the object once: a `static let` formatter, or better a `FormatStyle` in the view \
        (`Text(date, format: .dateTime.day().month())`); decode and look resources up when the data loads, \
        in the model, not in `body`.
        """,
        triggering: [
            RuleExample("""
            struct TaskRow: View {
                let due: Date
                @State private var isDone = false
                var body: some View {
                    Text(dueDateFormatter.string(from: due))
                    Toggle("Done", isOn: $isDone)
                }
            }
            """, otherFiles: [("Formatting.swift", """
            // A global computed property: a new formatter on every read.
            var dueDateFormatter: DateFormatter {
                let formatter = ↓DateFormatter()
                formatter.dateStyle = .medium
                return formatter
            }
            """)]),
            RuleExample("""
            // A timer made with the view value: each time the parent's `body` builds the carousel again, a new
            // timer replaces the old one and the five seconds start over.
            struct Carousel: View {
                let images: [String]
                @State private var page = 0
                let timer = Timer.↓publish(every: 5, on: .main, in: .common).autoconnect()
                var body: some View {
                    TabView(selection: $page) {
                        ForEach(images.indices, id: \\.self) { Image(images[$0]).tag($0) }
                    }
                    .onReceive(timer) { _ in page = (page + 1) % max(images.count, 1) }
                }
            }
            """),
            RuleExample("""
            // Read bare in `body` (`Text(elapsedText)`), a computed property of the view calls the helper.
            struct TimingIndicator: View {
                @State private var progress: Double = 60
                var body: some View {
                    Slider(value: $progress, in: 0...300)
                    Text(elapsedText).monospacedDigit()
                }
                var elapsedText: String { progress.asTimeString() }
            }
            extension Double {
                func asTimeString() -> String {
                    let formatter = ↓DateComponentsFormatter()
                    formatter.allowedUnits = [.minute, .second]
                    return formatter.string(from: self) ?? ""
                }
            }
            """),
            RuleExample("""
            // A validation the form reads in `body`, which runs again on every keystroke.
            struct SignUp: View {
                @State private var email = ""
                var emailError: String? {
                    let predicate = ↓NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9._%+-]+@[A-Z0-9.-]+")
                    return predicate.evaluate(with: email) ? nil : "Not an email address"
                }
                var body: some View {
                    TextField("Email", text: $email)
                    Text(emailError ?? "")
                }
            }
            """, confidence: .high),
            RuleExample("""
            // Rows a level away: a bubble built by the cell a list builds, and a helper a row helper calls.
            struct Bubble: View {
                let text: String
                var body: some View { Text(highlighted(text)) }
                func highlighted(_ text: String) -> String {
                    let pattern = try? ↓NSRegularExpression(pattern: "@\\\\w+")
                    return pattern == nil ? text : text + "!"
                }
            }
            struct MessageCell: View {
                let message: Message
                var body: some View { Bubble(text: message.text) }
            }
            struct Chat: View {
                let messages: [Message]
                var body: some View { List(messages) { MessageCell(message: $0) } }
            }
            struct Stakes: View {
                let accounts: [Account]
                var body: some View { List(accounts) { row($0) } }
                func row(_ account: Account) -> some View { Text(amount(account.balance)) }
                func amount(_ value: Double) -> String { ↓NumberFormatter().string(from: value as NSNumber) ?? "" }
            }
            @main struct Wallet: App {
                var body: some Scene { WindowGroup { Chat(messages: []); Stakes(accounts: []) } }
            }
            """),
            RuleExample("""
            // A data detector and a JSON parse in every row of a list.
            struct MessageRow: View {
                let message: Message
                var body: some View {
                    let links = try? ↓NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
                    let payload = try? JSONSerialization.↓jsonObject(with: message.payload)
                    Text(message.text).badge(links == nil || payload == nil ? 0 : 1)
                }
            }
            struct Inbox: View {
                let messages: [Message]
                var body: some View { List(messages) { MessageRow(message: $0) } }
            }
            """),
            RuleExample("""
            // The same view built in the rows of a list: once per row.
            struct InvoiceRow: View {
                let issued: Date
                var body: some View {
                    let formatter = ↓DateFormatter()
                    Text(formatter.string(from: issued))
                }
            }
            struct Invoices: View {
                let invoices: [Invoice]
                var body: some View {
                    List(invoices) { InvoiceRow(issued: $0.issued) }
                }
            }
            """),
            RuleExample("""
            // A helper of another type that makes a formatter per call, called by every row.
            extension Date {
                var relative: String {
                    let formatter = ↓RelativeDateTimeFormatter()
                    return formatter.localizedString(for: self, relativeTo: .now)
                }
            }
            struct Entries: View {
                let entries: [Entry]
                var body: some View {
                    List(entries) { entry in Text(entry.date.relative) }
                }
            }
            """),
            RuleExample("""
            // A view's stored formatter: made again each time the parent's body builds the card.
            struct PriceCard: View {
                let price: Decimal
                private let formatter = ↓NumberFormatter()
                var body: some View { Text(formatter.string(for: price) ?? "") }
            }
            """),
            RuleExample("""
            struct Thumbnail: View {
                let data: Data
                var body: some View {
                    Image(uiImage: ↓UIImage(data: data) ?? UIImage())
                }
            }
            """),
            RuleExample("""
            struct EventRow: View {
                let event: Event
                var body: some View {
                    let formatter = ↓DateFormatter()
                    Text(formatter.string(from: event.date))
                }
            }
            """),
            RuleExample("""
            struct Receipt: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        Text(total(of: item))
                    }
                }
                // Read by `body`: runs with every evaluation, once per row.
                func total(of item: Item) -> String {
                    let formatter = ↓NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter.string(from: item.price as NSNumber) ?? ""
                }
            }
            """),
            RuleExample("""
            struct Highlighted: ViewModifier {
                let pattern: String
                func body(content: Content) -> some View {
                    let regex = try? ↓NSRegularExpression(pattern: pattern)
                    let config = Bundle.main.↓url(forResource: "Theme", withExtension: "json")
                    content.overlay(Text(regex?.pattern ?? config?.path ?? ""))
                }
            }
            """),
            RuleExample("""
            struct Manifest: View {
                let data: Data
                var decoded: [Entry] { (try? ↓JSONDecoder().decode([Entry].self, from: data)) ?? [] }
                var body: some View {
                    ForEach(decoded) { Text($0.name) }
                }
            }
            """),
            RuleExample("""
            // A helper that view code reaches through another: the row reads `startDate`, whose getter
            // parses the string with a new formatter.
            extension String {
                func parsedDay() -> Date {
                    let formatter = ↓DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    return formatter.date(from: self) ?? .distantPast
                }
            }
            struct Coupon: Identifiable {
                let id: Int
                let startText: String
                var startDate: Date { startText.parsedDay() }
            }
            struct CouponRow: View {
                let coupon: Coupon
                var body: some View { Text(coupon.startDate, style: .date) }
            }
            """),
            RuleExample("""
            // A player made in `body`: any new evaluation, however rare, is a new player and playback
            // starts over. A Core Image context is costly to create, once per evaluation or not.
            struct ClipPreview: View {
                let url: URL
                let code: String
                var body: some View {
                    VideoPlayer(player: ↓AVPlayer(url: url))
                    Image(decorative: ↓CIContext().createCGImage(QRCode.image(code), from: .zero)!, scale: 1)
                }
            }
            """),
            RuleExample("""
            // A `static func` runs per call: only a `static let` is made once.
            struct JournalRow: View {
                let entry: Entry
                var body: some View { Text(Self.time(entry.date)) }
                static func time(_ date: Date) -> String {
                    let formatter = ↓DateFormatter()
                    formatter.dateFormat = "HH:mm:ss"
                    return formatter.string(from: date)
                }
            }
            """),
            RuleExample("""
            // A fetch handed the store's context, and a file read, once per row.
            struct TrainingList: View {
                @Environment(\\.modelContext) private var modelContext
                let trainings: [Training]
                var body: some View {
                    List(trainings) { training in
                        Text(Exercise.↓fetch(by: training.exerciseID, in: modelContext)?.name ?? "")
                        Text(String(decoding: (try? ↓Data(contentsOf: training.notesURL)) ?? Data(), as: UTF8.self))
                    }
                }
            }
            """),
            RuleExample("""
            // The whole list filtered once per row: quadratic in the events on every update. And a
            // formatter made in an interpolation, which runs with `body` like any other code.
            struct Event: Identifiable { let id: Int; let day: Int; let title: String }
            struct MonthView: View {
                let events: [Event]
                let days: [Int]
                @State private var count = 0
                var body: some View {
                    List {
                        ForEach(days, id: \\.self) { day in
                            Text(events.↓filter { $0.day == day }.first?.title ?? "")
                        }
                        Text("\\(↓NumberFormatter().string(from: NSNumber(value: count)) ?? "")")
                        Button("+") { count += 1 }
                    }
                }
            }
            """),
            RuleExample("""
            // Two models declare `timestamp`; the row reads the one of the model it declares it holds.
            struct PostRow: View {
                @ObservedObject var model: PostRowModel
                var body: some View { Text(model.post.title) + Text(" \\(model.timestamp)") }
            }
            """, otherFiles: [("Models/PostRowModel.swift", """
            final class PostRowModel: ObservableObject {
                @Published var post: Post
                var timestamp: String {
                    let formatter = ↓DateComponentsFormatter()
                    formatter.unitsStyle = .abbreviated
                    return formatter.string(from: post.date, to: .now) ?? ""
                }
                init(post: Post) { self.post = post }
                func like() { post.likes += 1 }
            }
            """), ("Models/CommentModel.swift", """
            final class CommentModel: ObservableObject {
                @Published var comment: Comment
                var timestamp: String { comment.date.description }
                init(comment: Comment) { self.comment = comment }
            }
            """)]),
            RuleExample("""
            // Each target's folder declares its own copy of the helper: the iOS view calls the iOS copy,
            // and the macOS copy, which no view of its folder calls, is not reported.
            enum Targets {}
            """, otherFiles: [("iOS/Views/Card.swift", """
            struct Card: View {
                let price: Double
                @State private var expanded = false
                var body: some View {
                    Text(price.currency).onTapGesture { expanded.toggle() }
                }
            }
            """), ("iOS/Utils/Format.swift", """
            extension Double {
                var currency: String {
                    let formatter = ↓NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter.string(from: NSNumber(value: self)) ?? ""
                }
            }
            """), ("macOS/Utils/Format.swift", """
            extension Double {
                var currency: String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter.string(from: NSNumber(value: self)) ?? ""
                }
            }
            """)]),
            RuleExample("""
            // A player made in `body`: a new one, starting over, on every evaluation.
            struct Clip: View {
                let url: URL
                @State private var muted = false
                var body: some View {
                    VideoPlayer(player: ↓AVPlayer(url: url))
                    Toggle("Muted", isOn: $muted)
                }
            }
            """),
            RuleExample("""
            // The formatter is a computed property that a method reads without `self.`; rows call the method.
            extension Double {
                private var currencyFormatter: NumberFormatter {
                    let formatter = ↓NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter
                }
                func asCurrency() -> String { currencyFormatter.string(from: NSNumber(value: self)) ?? "" }
            }
            struct CoinList: View {
                @State private var coins: [Coin] = []
                var body: some View {
                    List(coins) { coin in Text(coin.price.asCurrency()) }
                        .refreshable { coins = await Coin.latest() }
                }
            }
            """),
            RuleExample("""
            // Built once, outside rows, but its binding changes with every key the parent's keypad types:
            // `body` runs again each time, and makes the formatter again.
            struct AmountField: View {
                let text: Binding<String>
                var body: some View {
                    let isEmpty = ↓NumberFormatter().number(from: text.wrappedValue) == nil
                    Text(text.wrappedValue).foregroundColor(isEmpty ? .secondary : .primary)
                }
            }
            struct EntryScreen: View {
                @EnvironmentObject var entry: EntryModel
                var body: some View { AmountField(text: $entry.weight) }
            }
            @main struct Tracker: App {
                var body: some Scene { WindowGroup { EntryScreen() } }
            }
            """),
            RuleExample("""
            // The same helper, read by a screen whose button calls its model: `body` runs again on each tap.
            extension Date {
                func shortText() -> String {
                    let formatter = ↓DateFormatter()
                    formatter.dateStyle = .short
                    return formatter.string(from: self)
                }
            }
            final class LaunchLoader: ObservableObject {
                @Published var launch: Date?
                func load() async { launch = Date() }
                func postpone() { launch = launch?.addingTimeInterval(86_400) }
            }
            struct LaunchDetail: View {
                @StateObject private var loader = LaunchLoader()
                var body: some View {
                    Text(loader.launch?.shortText() ?? "Loading")
                        .task { await loader.load() }
                    Button("Postpone") { loader.postpone() }
                }
            }
            struct Launches: View {
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { name in NavigationLink(name) { LaunchDetail() } }
                }
            }
            @main struct Rockets: App {
                var body: some Scene { WindowGroup { Launches(names: ["Falcon"]) } }
            }
            """),
            RuleExample("""
            // A method of the project named like a formatter's (`string(from:)`), called with no argument.
            extension Date {
                func string() -> String {
                    let formatter = ↓DateFormatter()
                    formatter.dateFormat = "dd/MM HH'h'"
                    return formatter.string(from: self)
                }
            }
            struct PostRow: View {
                let post: Post
                @State private var isSharing = false
                var body: some View {
                    Text(post.created.string())
                    Button("Share") { isSharing.toggle() }
                }
            }
            struct Feed: View {
                var posts: [Post]
                var body: some View { List(posts) { PostRow(post: $0) } }
            }
            """),
            RuleExample("""
            // A screen a router makes, whose extension binds the email field: each keystroke runs `body`,
            // and the validation's regular expression is compiled again.
            extension String {
                func isEmail() -> Bool {
                    ↓NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+").evaluate(with: self)
                }
            }
            final class SignInModel: ObservableObject { @Published var email = "" }
            enum SignInRouter {
                static func makeView() -> some View { SignInView(model: SignInModel()) }
            }
            struct SignInView: View {
                @ObservedObject var model: SignInModel
                var body: some View { emailField }
            }
            extension SignInView {
                var emailField: some View {
                    LabeledField(text: $model.email, isInvalid: !model.email.isEmail())
                }
            }
            struct LabeledField: View {
                @Binding var text: String
                var isInvalid: Bool
                var body: some View { TextField("E-mail", text: $text) }
            }
            """, confidence: .medium),
            RuleExample("""
            // An optional date turned into a view with `map`: the closure runs with `body`.
            extension Date {
                func longText() -> String {
                    let formatter = ↓DateFormatter()
                    formatter.dateStyle = .long
                    return formatter.string(from: self)
                }
            }
            final class MovieStore: ObservableObject {
                @Published var selected: Movie?
                @Published var favorites: [Movie] = []
                func like(_ movie: Movie) { favorites.append(movie) }
            }
            struct MovieDetails: View {
                @ObservedObject var store: MovieStore
                var body: some View {
                    VStack {
                        releaseDate()
                        Button("Like") { store.selected.map(store.like) }
                    }
                }
                private func releaseDate() -> some View {
                    store.selected?.releaseDate.map { date in
                        HStack { Image(systemName: "calendar"); Text(date.longText()).bold() }
                    }
                }
            }
            """),
            RuleExample("""
            // Each row asks the sorted list for its rank: the sort runs once per row, on every update.
            struct Score: Identifiable, Equatable { let id: UUID; var name: String; var points: Int }
            struct Leaderboard: View {
                let scores: [Score]
                private var ranked: [Score] { scores.↓sorted { $0.points > $1.points } }
                var body: some View {
                    List(ranked) { score in
                        Text("\\((ranked.firstIndex(of: score) ?? 0) + 1). \\(score.name)")
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A row reads the post's `timestampString`, a property that calls the date's method of the same
            // name, which makes a formatter on every call.
            extension Date {
                func timestampString() -> String {
                    let formatter = ↓DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: self)
                }
            }
            struct Post: Identifiable {
                let id: String
                let timestamp: Date
                var timestampString: String { timestamp.timestampString() }
            }
            struct Feed: View {
                @State private var posts: [Post] = []
                var body: some View {
                    List(posts) { post in Text(post.timestampString) }
                        .refreshable { posts = [] }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // Asked with every evaluation of `body`: the location service answers synchronously, on the main thread.
            import CoreLocation
            struct PlaceForm: View {
                let title: String
                var body: some View {
                    Text(title)
                    if CLLocationManager.↓locationServicesEnabled() {
                        Text("Using your location")
                    }
                }
            }
            """, confidence: .medium),
            RuleExample("""
            // A query of the photo library and an address formatter, made by every row.
            import Photos
            import Contacts
            struct AlbumRow: View {
                let album: PHAssetCollection
                let address: CNPostalAddress
                var body: some View {
                    Text("\\(PHAsset.↓fetchAssets(in: album, options: nil).count)")
                    Text(↓CNPostalAddressFormatter().string(from: address))
                }
            }
            struct Albums: View {
                let albums: [(PHAssetCollection, CNPostalAddress)]
                var body: some View {
                    List(albums.indices, id: \\.self) { AlbumRow(album: albums[$0].0, address: albums[$0].1) }
                }
            }
            """, confidence: .medium),
        ],
        nonTriggering: [
            RuleExample("""
            // A full-screen game its menu presents with nothing that can change: the menu's controls are
            // covered while it is up, so the game's stored formatter is made once per game.
            struct GameView: View {
                let formatter = DateFormatter()
                @State private var started = Date()
                var body: some View { Text(formatter.string(from: started)) }
            }
            struct Menu: View {
                @State private var playing = false
                var body: some View {
                    Button("Play") { playing = true }
                        .fullScreenCover(isPresented: $playing) { GameView() }
                }
            }
            """),
            RuleExample("""
            // Two fixed rows read the count of a filter: twice per update, not once per row of the data.
            struct Task: Identifiable { let id: UUID; var isDone: Bool }
            struct Summary: View {
                let tasks: [Task]
                private var doneCount: Int { tasks.filter(\\.isDone).count }
                var body: some View {
                    ForEach(0..<2, id: \\.self) { kind in
                        Text(kind == 0 ? "\\(doneCount) done" : "\\(tasks.count - doneCount) left")
                    }
                }
            }
            """),
            RuleExample("""
            // The sorted list is read once, as the rows' data; each row reads only its own element.
            struct Score: Identifiable { let id: UUID; var name: String; var points: Int }
            struct Leaderboard: View {
                let scores: [Score]
                private var ranked: [Score] { scores.sorted { $0.points > $1.points } }
                var body: some View {
                    List(ranked) { score in Text(score.name) }
                }
            }
            """),
            RuleExample("""
            // An autoconnected timer that nothing subscribes to never makes a timer: no code reads `ticks`.
            struct Banner: View {
                let images: [String]
                let ticks = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
                var body: some View { Text(images.first ?? "") }
            }
            struct Home: View {
                @State private var images = ["a", "b"]
                var body: some View {
                    Banner(images: images)
                    Button("More") { images.append("c") }
                }
            }
            """),
            RuleExample("""
            // The only parent never runs its `body` again while shown: the carousel, and its timer, are made once.
            struct Carousel: View {
                @State private var page = 0
                let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("Page \\(page)")
                        .onReceive(timer) { _ in page += 1 }
                }
            }
            struct Welcome: View {
                var body: some View {
                    VStack {
                        Text("Welcome")
                        Carousel()
                    }
                }
            }
            """),
            RuleExample("""
            // A `map` whose closure makes a string, in an action: it runs when the user taps, not with `body`.
            extension Date {
                func longText() -> String {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .long
                    return formatter.string(from: self)
                }
            }
            final class MovieStore: ObservableObject {
                @Published var selected: Movie?
                func share(_ text: String?) {}
            }
            struct MovieDetails: View {
                @ObservedObject var store: MovieStore
                var body: some View {
                    Button("Share") { store.share(store.selected?.releaseDate.map { date in date.longText() }) }
                }
            }
            """),
            RuleExample("""
            // `formatter.string(from:)` is the formatter's method, not the project's `string(_:)`.
            enum AmountFormatter {
                static func string(_ amount: Double) -> String {
                    let formatter = NumberFormatter()
                    return formatter.string(from: NSNumber(value: amount)) ?? ""
                }
            }
            extension Date {
                static let monthFormatter = DateFormatter()
                var monthYear: String { Date.monthFormatter.string(from: self) }
            }
            struct MonthRow: View {
                let date: Date
                @State private var isExpanded = false
                var body: some View {
                    Text(date.monthYear)
                    Button("More") { isExpanded.toggle() }
                }
            }
            """),
            RuleExample("""
            // A method handed on by name runs when the search bar calls it, not with `body`.
            struct SymbolSearch: View {
                @Environment(\\.managedObjectContext) private var context
                @State private var symbols: [Symbol] = []
                @State private var text = ""
                var body: some View {
                    SearchBar(text: $text).onCancel(resetSymbols)
                    List(symbols) { Text($0.name) }
                }
                private func resetSymbols() {
                    symbols = (try? context.fetch(Symbol.fetchRequest())) ?? []
                }
            }
            """),
            RuleExample("""
            // A pushed detail screen that loads once and then only shows what it loaded: the helper's
            // formatter runs about once per screen, which costs nothing worth moving.
            extension Date {
                func shortText() -> String {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter.string(from: self)
                }
            }
            final class LaunchLoader: ObservableObject {
                @Published var launch: Date?
                func load() async { launch = Date() }
            }
            struct LaunchDetail: View {
                @StateObject private var loader = LaunchLoader()
                var body: some View {
                    Text(loader.launch?.shortText() ?? "Loading")
                        .task { await loader.load() }
                }
            }
            struct Launches: View {
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { name in NavigationLink(name) { LaunchDetail() } }
                }
            }
            @main struct Rockets: App {
                var body: some Scene { WindowGroup { Launches(names: ["Falcon"]) } }
            }
            """),
            RuleExample("""
            // No code in the app makes a `.cachedFile` artwork: the file read under its case never runs.
            enum Artwork { case remote(URL), bundled(String), cachedFile(URL) }
            struct ArtworkView: View {
                let artwork: Artwork
                @State private var zoomed = false
                var body: some View {
                    Button(zoomed ? "Less" : "More") { zoomed.toggle() }
                    switch artwork {
                    case .remote(let url): AsyncImage(url: url)
                    case .bundled(let name): Image(name)
                    case .cachedFile(let url): Image(uiImage: UIImage(contentsOfFile: url.path) ?? UIImage())
                    }
                }
            }
            @main struct Gallery: App {
                var body: some Scene { WindowGroup { ArtworkView(artwork: .remote(URL(string: "https://example.com/a.png")!)) } }
            }
            """),
            RuleExample("""
            // The predicate made once, in a `static let`; a predicate without a pattern compiles nothing.
            struct SignUp: View {
                static let emailPattern = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9._%+-]+@[A-Z0-9.-]+")
                @State private var email = ""
                @Binding var query: String
                var body: some View {
                    TextField("Email", text: $email)
                    Text(Self.emailPattern.evaluate(with: email) ? "" : "Not an email address")
                    Text(NSPredicate(format: "name CONTAINS[cd] %@", query).predicateFormat)
                }
            }
            """),
            RuleExample("""
            // The work runs in the binding's setter, when the user picks a time, not when `body` reads the binding.
            final class Reminders {
                static func schedule(at date: Date) {
                    let sound = Bundle.main.url(forResource: "chime", withExtension: "caf")
                    print(date, sound as Any)
                }
            }
            struct ReminderPicker: View {
                @State private var time = Date()
                private var timeBinding: Binding<Date> {
                    Binding(get: { time }, set: { time = $0; Reminders.schedule(at: $0) })
                }
                var body: some View { DatePicker("Time", selection: timeBinding) }
            }
            """),
            RuleExample("""
            // The trailing closure hands the child an action: it calls the view's own `Void` method, which a
            // result builder could not take as content, so the work runs on the tap, not with `body`.
            struct StartSheet: View {
                let title: String
                let onStart: () -> Void
                var body: some View { Button(title, action: onStart) }
            }
            struct Hub: View {
                @State private var latest: String?
                var body: some View {
                    StartSheet(title: "Start") { startLatest() }
                StartSheet(title: "Refresh") { await refresh() }
                }
                private func startLatest() {
                    let decoder = JSONDecoder()
                    latest = try? decoder.decode(String.self, from: Data())
                }
                private func refresh() async -> String? {
                    let decoder = JSONDecoder()
                    return try? decoder.decode(String.self, from: Data())
                }
            }
            """),
            RuleExample("""
            // A closure handed to a view of the project that only calls a model's method is an action:
            // the encoding runs when the intro calls it back, not with `body`.
            final class LinkModel: ObservableObject {
                @Published var token = Data()
                func startLink() { token = (try? JSONEncoder().encode(["link"])) ?? Data() }
            }
            struct LinkIntro: View {
                let onStart: () -> Void
                var body: some View { Button("Connect", action: onStart) }
            }
            struct LinkScreen: View {
                @StateObject private var model = LinkModel()
                var body: some View {
                    LinkIntro { model.startLink() }
                }
            }
            """),
            RuleExample("""
            // The same helpers, reached only from an action: the parse runs on a tap, not with `body`.
            extension String {
                func parsedDay() -> Date {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    return formatter.date(from: self) ?? .distantPast
                }
            }
            struct Coupon {
                let startText: String
                var startDate: Date { startText.parsedDay() }
            }
            struct CouponRow: View {
                let coupon: Coupon
                @State private var shown: Date?
                var body: some View { Button("Show") { shown = coupon.startDate } }
            }
            """),
            RuleExample("""
            // Once per evaluation of a header that no row repeats and nothing here re-runs: negligible.
            struct OrderHeader: View {
                let placed: Date
                var body: some View {
                    let formatter = DateFormatter()
                    Text(formatter.string(from: placed))
                }
            }
            struct OrderScreen: View {
                let order: Order
                var body: some View {
                    VStack { OrderHeader(placed: order.placed); Text(order.title) }
                }
            }
            @main struct Shop: App {
                var body: some Scene { WindowGroup { OrderScreen(order: .sample) } }
            }
            """),
            RuleExample("""
            // Each row's own data, a few fixed values, and a set's lookup: no walk of the whole list per row.
            struct Event: Identifiable { let id: Int; let tags: [String] }
            struct EventList: View {
                let events: [Event]
                let starred: Set<Int>
                var body: some View {
                    List(events) { event in
                        Text(event.tags.filter { !$0.isEmpty }.joined())
                        Text(["a", "b"].filter { $0 != "a" }.joined())
                        Image(systemName: starred.contains(event.id) ? "star.fill" : "star")
                    }
                }
            }
            """),
            RuleExample("""
            // Decoded once per key: the helper keeps the image in a cache.
            final class AvatarCache {
                static let shared = AvatarCache()
                private let cache = NSCache<NSString, UIImage>()
                func image(forKey key: String, data: Data) -> UIImage? {
                    if let cached = cache.object(forKey: key as NSString) { return cached }
                    guard let image = UIImage(data: data) else { return nil }
                    cache.setObject(image, forKey: key as NSString)
                    return image
                }
            }
            struct Avatar: View {
                let contact: Contact
                var body: some View {
                    Image(uiImage: AvatarCache.shared.image(forKey: contact.id, data: contact.photo) ?? UIImage())
                }
            }
            """),
            RuleExample("""
            // A stored formatter of a view that no parent's `body` rebuilds (a scene's root): made once.
            // Its own state changing runs `body` again, not the view's initializer.
            @main struct Journal: App {
                var body: some Scene { WindowGroup { EntryList() } }
            }
            struct EntryList: View {
                @State private var showsDates = true
                let formatter = DateFormatter()
                var body: some View {
                    Text(formatter.string(from: .now))
                    Toggle("Dates", isOn: $showsDates)
                }
            }
            """),
            RuleExample("""
            // A helper no view code calls: it runs when the export does.
            extension Date {
                var exportStamp: String {
                    let formatter = ISO8601DateFormatter()
                    return formatter.string(from: self)
                }
            }
            """),
            RuleExample("""
            struct EventRow: View {
                static let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()
                let event: Event
                var body: some View {
                    Text(Self.formatter.string(from: event.date))
                    Text(event.date, format: .dateTime.day().month())
                }
            }
            """),
            RuleExample("""
            struct Importer: View {
                @State private var entries: [Entry] = []
                var body: some View {
                    Button("Import") {
                        entries = (try? JSONDecoder().decode([Entry].self, from: Data())) ?? []
                    }
                    .task {
                        let url = Bundle.main.url(forResource: "Seed", withExtension: "json")
                        print(url as Any)
                    }
                    .onChange(of: entries.count) { _, _ in _ = ISO8601DateFormatter() }
                }
                // Not read by the view's code.
                func export() -> Data { (try? JSONEncoder().encode(entries)) ?? Data() }
            }
            struct Saver: View {
                @State private var entries: [Entry] = []
                var body: some View {
                    // Called from an action: runs when the user taps, not with `body`.
                    Button("Save") { save() }
                }
                func save() { _ = try? JSONEncoder().encode(entries) }
            }
            """),
            RuleExample("""
            final class FeedModel {
                let decoder = JSONDecoder()
                func parse(_ data: Data) -> [Post] { (try? decoder.decode([Post].self, from: data)) ?? [] }
            }
            #Preview {
                Text(DateFormatter().string(from: .now))
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let call = file.call(node), let name = call.name(in: tree) else { return }
        if let (member, row) = Self.transformReadPerRow(call, node, in: file) {
            report.report(token: Int(tree[call.callee].mainToken),
                          "`.\(name)` builds the result of `\(member)` each time it is read, and the rows of a `ForEach` read it: the transform runs over the whole collection once per row, on every evaluation of `body`",
                          evidence: [Evidence(.helper, row, "a row reads `\(member)` here")],
                          help: "compute the collection once per update (a `let` before the `ForEach`), or keep it in the model, updated when its input changes")
            return
        }
        let what: String
        let token: Int
        if !call.isMemberCall(in: tree), Self.expensiveTypeNames.contains(name), let kind = Self.expensiveTypes[name] {
            // `Regex(pattern)` compiles a string at run time; a `Regex` literal (`/…/`) is checked at build time.
            if name == "Regex", call.firstUnlabeled?.value.map({ tree.kind(tree.unwrapped($0)) == .regexLiteralExpr }) ?? true { return }
            what = "`\(name)()` allocates a \(kind)"
            token = Int(tree[call.callee].mainToken)
        } else if !call.isMemberCall(in: tree), name == "NSPredicate", let format = call.argument("format")?.value,
                  tree.kind(tree.unwrapped(format)) == .stringLiteralExpr, tree.compactText(format).uppercased().contains("MATCHES") {
            // `NSPredicate(format: "SELF MATCHES %@", pattern)`: the format is parsed, and the pattern compiled
            // into a regular expression, for each new predicate.
            what = "`NSPredicate(format: \"… MATCHES …\")` parses its format and compiles a regular expression"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), Self.bundleLookups.contains(name), call.argument("forResource") != nil,
                  let receiver = call.receiver(in: tree), tree.dottedPath(receiver)?.first == "Bundle" {
            what = "`Bundle.\(tree.dottedPath(receiver)?.dropFirst().joined(separator: ".") ?? "main").\(name)(forResource:…)` searches the bundle's files"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), name == "publish", call.argument("every") != nil, let receiver = call.receiver(in: tree),
                  tree.dottedPath(receiver) == ["Timer"] {
            // `Timer.publish(every: 1, …)`: another timer each time, whose ticks start over when it replaces the last.
            what = "`Timer.publish(every:…)` makes a new timer"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), name == "locationServicesEnabled", let receiver = call.receiver(in: tree),
                  tree.dottedPath(receiver) == ["CLLocationManager"] {
            // Apple's documentation: it can make the UI unresponsive when called on the main thread.
            what = "`CLLocationManager.locationServicesEnabled()` asks the location service synchronously"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), name.hasPrefix("fetch"), let receiver = call.receiver(in: tree),
                  let type = tree.dottedPath(receiver), type.count == 1, ["PHAsset", "PHAssetCollection", "PHCollectionList"].contains(type[0]) {
            // `PHAsset.fetchAssets(with:options:)`: a synchronous query of the photo library.
            what = "`\(type[0]).\(name)(…)` queries the photo library"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), let receiver = call.receiver(in: tree), let type = tree.dottedPath(receiver)?.last,
                  let parses = Self.serializationParses[type], parses == name {
            // `JSONSerialization.jsonObject(with:)`: parses the whole document.
            what = "`\(type).\(name)(…)` parses a document"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), name == "fetch" || name == "fetchCount", let receiver = call.receiver(in: tree),
                  let path = tree.dottedPath(receiver), let last = path.last, last.lowercased().hasSuffix("context") {
            // `modelContext.fetch(descriptor)`, `viewContext.fetch(request)`: a query of the store.
            what = "`\(path.joined(separator: ".")).fetch(…)` queries the store"
            token = Int(tree[call.callee].mainToken)
        } else if call.isMemberCall(in: tree), name.hasPrefix("fetch"),
                  let context = call.arguments.first(where: { Self.isStoreContext($0.value, in: tree) }) {
            // `CustomExercise.fetch(by: id, in: modelContext)`: a fetch handed the store's context queries it.
            let contextName = context.value.flatMap { tree.dottedPath(tree.unwrapped($0))?.joined(separator: ".") } ?? "context"
            what = "`\(name)(…)`, handed the store's context `\(contextName)`, queries the store"
            token = Int(tree[call.callee].mainToken)
        } else if !call.isMemberCall(in: tree), Self.imageDecoders.contains(name),
                  let label = call.arguments.first(where: { $0.label == "data" || $0.label == "contentsOfFile" || $0.label == "contentsOf" })?.label {
            // `UIImage(data:)` decodes the image's bytes; `NSImage(contentsOf: url)` reads and decodes a file.
            what = "`\(name)(\(label):)` \(label == "data" ? "decodes an image" : "reads and decodes an image file")"
            token = Int(tree[call.callee].mainToken)
        } else if !call.isMemberCall(in: tree), name == "Data" || name == "String",
                  let label = call.arguments.first(where: { $0.label == "contentsOf" || $0.label == "contentsOfFile" })?.label {
            // `Data(contentsOf: url)`, `String(contentsOfFile: path)`: a synchronous read of a file.
            what = "`\(name)(\(label):)` reads a file"
            token = Int(tree[call.callee].mainToken)
        } else if let scanned = Self.wholeCollectionScannedPerRow(call, node, in: file) {
            // `events.filter { $0.day == day }` in the rows of a `ForEach`: the whole collection once per row.
            what = "`.\(name)` over `\(scanned)` walks the whole collection"
            token = Int(tree[call.callee].mainToken)
        } else {
            return
        }
        guard let place = Self.runsWithBody(node, in: file), !Self.isCached(node, in: file),
              !Self.isInCaseNothingMakes(node, in: file) else { return }
        let updates = place.ownUpdates ? file.bodyUpdateEvidence(around: node) : []
        // The cost must be real (the rubric's test for cost rules): work once per evaluation of a view
        // that nothing here re-runs, and that no row repeats, is negligible. Unknown is reported.
        // Not for a player or a timer: a new one on any evaluation starts playback or the ticks over, however rare.
        if !what.contains("media player"), !what.contains("new timer") {
            if place.ownUpdates, updates.isEmpty, Self.runsOncePerEvaluation(node, in: file) { return }
            // A helper that every view reading it runs about once per screen: none reads it in rows, and
            // none updates while shown (a detail screen's formatted date).
            if !place.ownUpdates, !place.readers.isEmpty, place.readers.count < ProjectIndex.viewCodeReadLimit,
               place.readers.allSatisfy({ !$0.inRows && $0.reader.map(file.runsOncePerScreen) == true }) { return }
        }
        report.report(token: token >= 0 ? token : Int(tree[node].firstToken),
                      "\(what) \(place.text): that work is repeated on every update, in the code SwiftUI needs to be fast",
                      evidence: place.evidence + updates,
                      help: what.contains("media player")
                        ? "make the player once and keep it (in `@State`, or in the model), so that updates reuse it"
                        : what.contains("new timer")
                        ? "make the timer once and keep it (in `@State`, or in the model), or tick with `TimelineView(.periodic(from:by:))`"
                        : "create it once (a `static let`, or a `FormatStyle` such as `Text(date, format: .dateTime)`), or do the work when the data loads")
    }

    /// Inside a `switch` case whose every pattern is an enum case nothing in the app makes (`case
    /// .diskURL(let url):` where no code builds `.diskURL`): the code never runs.
    static func isInCaseNothingMakes(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .switchCase:
                guard tree.tokenIs(Int(tree[ancestor].mainToken), "case") else { return false }
                // The patterns are the children before the case's `:`.
                var colon: Int32?
                var depth = 0
                for index in tree.tokenIndices(in: tree.range(ancestor)) {
                    if tree.tokenIs(index, "(") || tree.tokenIs(index, "[") { depth += 1 }
                    if tree.tokenIs(index, ")") || tree.tokenIs(index, "]") { depth -= 1 }
                    if depth == 0, tree.tokenIs(index, ":") { colon = tree.tokens[index].start; break }
                }
                guard let colon else { return false }
                let patterns = tree.children(ancestor).filter { tree.range($0).end <= colon }
                guard !patterns.isEmpty else { return false }
                return patterns.allSatisfy { pattern in
                    var head = pattern
                    if let call = CallExpr.at(pattern, in: tree) { head = call.callee }
                    guard tree.kind(head) == .memberAccessExpr, tree[head].flags.contains(.implicitMember),
                          let name = tree.name(head) else { return false }
                    return file.isEnumCaseNeverMade(name)
                }
            case .closureExpr, .functionDecl, .variableDecl, .initializerDecl:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Where the node runs with every `body` evaluation, said for the message: in view code (a local
    /// `let` in `body` included), in a computed property or method of a view that its view code reads, in
    /// a view's stored property (made with the view value, each time a parent's `body` runs), or in a
    /// helper of another type that view code calls. Nil elsewhere: actions, `static` and `lazy`
    /// properties, initializers, helpers no view code calls.
    static func runsWithBody(_ node: NodeID, in file: FileContext) -> (text: String, evidence: [Evidence], ownUpdates: Bool, readers: [NameSite])? {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .closureExpr:
                // A view's content (rows included) runs with `body`; an action or a task does not.
                if file.isViewCode(ancestor) {
                    return (isInRows(ancestor, in: file) || isRowClosure(ancestor, in: file)
                        ? "in the rows of a `ForEach`, once per row on every evaluation of `body`" : "every time `body` is evaluated", [], true, [])
                }
                // `let f: NumberFormatter = { … }()`: a closure called where it stands runs with its declaration.
                guard let parent = file.parent(ancestor), tree.kind(parent) == .functionCallExpr,
                      CallExpr.at(parent, in: tree)?.callee == ancestor else { return nil }
            case .variableDecl where !(file.parent(ancestor).map { tree.kind($0) == .memberBlock || tree.kind($0) == .ifConfigClause || tree.kind($0) == .sourceFile } ?? false):
                continue  // a local `let` in a function or accessor
            case .variableDecl, .functionDecl:
                guard !tree.children(ancestor, .modifier).contains(where: { tree.nameIs($0, "lazy") }),
                      let name = FileContext.memberName(ancestor, tree) else { return nil }
                // `didSet`/`willSet` observe a stored property: their code runs when it is set, not when it is read.
                if tree.kind(ancestor) == .variableDecl, tree.children(ancestor, .patternBinding).contains(where: { tree.child($0, .accessorBlock) != nil }),
                   !FileSummary.isComputed(ancestor, tree) { return nil }
                let isStored = tree.kind(ancestor) == .variableDecl && !FileSummary.isComputed(ancestor, tree)
                if FileSummary.isStatic(tree, ancestor) {
                    // A `static let` is made once; a `static func` or computed `static var` runs per call.
                    guard !isStored else { return nil }
                    return calledFromViewCode(name, declaration: ancestor, in: file)
                }
                guard let owner = file.enclosingType(ancestor) else {
                    // A free function, or a global computed variable, that view code calls.
                    guard !isStored else { return nil }
                    return calledFromViewCode(name, declaration: ancestor, in: file)
                }
                guard isViewType(owner, in: file) else {
                    // A method or computed property of a model, or of an extension of `Date`, that view code calls.
                    guard !isStored else { return nil }
                    return calledFromViewCode(name, declaration: ancestor, in: file)
                }
                if isStored {
                    // A view's stored property is made with the view value: every time a parent's `body`
                    // builds the view. `@State` keeps its first value (`expensive_state_initializer`'s).
                    // Not when its own state changes (the value keeps its stored properties), and not at all
                    // when no parent's view code builds it (an app's root, a hosting controller's root).
                    let wrappers = tree.children(ancestor, .attribute).compactMap { tree.name($0) }
                    guard wrappers.isEmpty, let parents = ObservedObjectInitializationRule.rebuilt(owner, in: file) else { return nil }
                    // An autoconnected publisher makes its timer when something first subscribes: one that no
                    // code reads never ticks.
                    if isTimerPublisher(node, in: file), !isRead(name, outside: ancestor, in: file) { return nil }
                    // Parents that never rebuild the view while it is shown make the value once per showing.
                    if !file.isRebuiltWhileShown(owner.name) { return nil }
                    return ("in the stored property `\(name)`, made each time a parent's `body` builds this view", parents, false, [])
                }
                if ViewBuilderContext.declarationBuildsViews(ancestor, in: tree) {
                    return (name == "body" ? "every time `body` is evaluated" : "in `\(name)`, view code that runs with every evaluation of `body`", [], true, [])
                }
                guard file.namesReadByViewCode(owner).contains(name) else { return nil }
                return ("in `\(name)`, which the view's `body` reads on every evaluation", [], true, [])
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .initializerDecl, .macroExpansionExpr, .macroExpansionDecl:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// `var sortedRankings: [Ranking] { rankings.sorted { … } }`, a view's computed property (or method)
    /// whose result a transform builds over data not known to be small, read in the rows of one of the
    /// view's `ForEach`es over data not known to be few (`sortedRankings.firstIndex(of: ranking)`): the
    /// transform runs once per row. The member's name and that read. Reads through a row's element (its
    /// own data) and rows of a literal range, an array literal or `allCases` are not this.
    static func transformReadPerRow(_ call: CallExpr, _ node: NodeID, in file: FileContext) -> (String, SourceRange)? {
        let tree = file.tree
        // Nearly every call is no transform: asked first, before the enclosing type is looked up.
        guard call.isMemberCall(in: tree), let name = call.name(in: tree), CollectionResult.transforms.contains(name), name != "shuffled",
              tree[call.callee].mainToken >= 0, let owner = file.enclosingType(node),
              isViewType(owner, in: file) else { return nil }
        let token = SourceRange(path: file.path, source: tree.source, range: tree.tokens[Int(tree[call.callee].mainToken)].range)
        guard let member = owner.members.first(where: { member in
            guard !member.isStatic, member.resultTransform != nil, member.resultTransform != "shuffled", let range = member.resultTransformRange else { return false }
            return range.endLine == token.endLine && range.endColumn == token.endColumn
        }), !InlineForEachTransformRule.transformsFixedData(member, of: owner.name, in: file),
              let declaration = file.ancestors(node).first(where: { tree.kind($0) == .structDecl }) else { return nil }
        var site: NodeID?
        var steps = 0
        tree.walk(from: declaration) { n in
            steps += 1
            guard site == nil, steps < 50_000 else { return false }
            guard let forEach = file.forEach(n), let content = forEach.content, !rowsAreFew(forEach.data, tree) else { return true }
            site = read(of: member.name, in: content, file)
            return site == nil
        }
        return site.map { (member.name, SourceRange(path: file.path, source: tree.source, range: tree.range($0))) }
    }

    /// A `ForEach` over a literal range, an array literal or an enum's `allCases`: a few fixed rows.
    static func rowsAreFew(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        switch ForEachData(data, in: tree) {
        case .literal: return true
        case .range(let lower, let upper, _): return [lower, upper].allSatisfy { $0.map { FileSummary.integerLiteralValue($0, in: tree) != nil } ?? true }
        case .indices, .collectionRange, .enumerated, .zippedIndices, .indexed: return false
        case .other: return tree.dottedPath(tree.unwrapped(data))?.last == "allCases"
        }
    }

    /// The first read of the view's own member `name` (`name`, `self.name`) in a row closure, outside the
    /// actions in it.
    static func read(of name: String, in content: NodeID, _ file: FileContext) -> NodeID? {
        let tree = file.tree
        var found: NodeID?
        var steps = 0
        tree.walk(from: content) { n in
            steps += 1
            guard found == nil, steps < 20_000 else { return false }
            switch tree.kind(n) {
            case .closureExpr where n != content:
                return file.isViewCode(n)
            case .identifierExpr where tree.name(n) == name:
                if !ValueReads.isLocal(name, at: n, in: tree) { found = n }
                return false
            case .memberAccessExpr where tree.name(n) == name:
                if tree.children(n).first.map({ tree.isSelfExpression($0) }) == true { found = n }
                return true
            default:
                return true
            }
        }
        return found
    }

    /// `Timer.publish(every:…)`, the work this rule reports at `node`.
    static func isTimerPublisher(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let call = file.call(node), call.name(in: tree) == "publish", let receiver = call.receiver(in: tree) else { return false }
        return tree.dottedPath(receiver) == ["Timer"]
    }

    /// Whether any code of the file, outside the declaration, names `name` (`.onReceive(timer)`).
    static func isRead(_ name: String, outside declaration: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        let skipped = Int(tree[declaration].firstToken)..<Int(tree[declaration].endToken)
        for index in tree.tokens.indices where !skipped.contains(index) && tree.tokenText(index) == name { return true }
        return false
    }

    /// A helper outside views that view code somewhere in the project calls (`Text(amount.formatted)`).
    static func calledFromViewCode(_ name: String, declaration: NodeID, in file: FileContext) -> (text: String, evidence: [Evidence], ownUpdates: Bool, readers: [NameSite])? {
        let tree = file.tree
        // A method is called with (some of) its labels; a computed property is read without a call.
        var parameters: [String]?
        if tree.kind(declaration) == .functionDecl {
            parameters = tree.child(declaration, .parameterClause).map { clause in
                tree.children(clause, .parameter).map { tree.name($0) ?? "_" }
            } ?? []
        }
        // The first few calls: a helper is reported once, at its definition, for all of them.
        let owner = file.enclosingType(declaration)?.name
        let sites = file.viewCodeReads(name, parameters: parameters, limit: 3, owner: owner)
        if let site = sites.first {
            return ("in `\(name)`, which view code calls with every evaluation of its `body`",
                    [Evidence(.helper, site, "view code calls `\(name)` here")]
                        + sites.dropFirst().map { Evidence(.helper, $0, "view code also calls `\(name)` here") }, false,
                    file.viewCodeReadSites(name, parameters: parameters, owner: owner))
        }
        return calledThroughHelpers(name, parameters: parameters, in: file)
    }

    /// A helper that view code reaches through other helpers (a row reads `coupon.startDate`, whose
    /// getter calls `toDate()`), at most three calls deep. Only a name the project declares once: a call
    /// of another type's method of the same name is not this one's.
    static func calledThroughHelpers(_ name: String, parameters: [String]?, in file: FileContext) -> (text: String, evidence: [Evidence], ownUpdates: Bool, readers: [NameSite])? {
        // Counted by kind: a method is reached by calls, a property by reads (`Post.timestampString` reads
        // `Date.timestampString()`), so a property of the same name elsewhere is not another declaration of it.
        guard file.declarationCount(ofMember: name, isFunction: parameters != nil) <= 1 else { return nil }
        // Breadth first: each entry is a helper and the chain from it down to `name`.
        var frontier: [(name: String, parameters: [String]?, chain: [Evidence])] = [(name, parameters, [])]
        // A method and a property of one name are two helpers (the property may call the method).
        func key(_ name: String, _ parameters: [String]?) -> String { parameters == nil ? name : name + "()" }
        var visited: Set<String> = [key(name, parameters)]
        for _ in 0..<3 {
            var next: [(name: String, parameters: [String]?, chain: [Evidence])] = []
            for entry in frontier {
                // A method whose name properties elsewhere share (`SearchBar.onCancel` beside a view's
                // `func onCancel()`): only a call is surely the method; a bare read may be such a property.
                let shared = entry.parameters != nil && file.declarationCount(ofMember: entry.name) > file.declarationCount(ofMember: entry.name, isFunction: true)
                let callers = file.helperCallers(of: entry.name, parameters: entry.parameters, callsOnly: shared).prefix(8)
                for caller in callers where visited.insert(key(caller.name, caller.labels)).inserted {
                    // A name declared more than once (each coupon type's `startDate`) counts when every
                    // declaration of it calls this helper: whichever one view code reads reaches it.
                    let declarations = file.declarationCount(ofMember: caller.name, isFunction: caller.labels != nil)
                    guard declarations <= 1 || callers.filter({ $0.name == caller.name }).count >= declarations else { continue }
                    // A property using the method of its name: the call's parentheses tell them apart.
                    let used = caller.name == entry.name && entry.parameters != nil ? entry.name + "()" : entry.name
                    let chain = [Evidence(.helper, caller.range, "`\(caller.name)` uses `\(used)`")] + entry.chain
                    // One of its kind, but a name another kind shares (`Post.timestampString` and the
                    // `Date.timestampString()` it calls): any read of the name reaches the work.
                    let unique = declarations <= 1 && file.declarationCount(ofMember: caller.name) <= 1
                    let read = unique ? file.viewCodeRead(caller.name, parameters: caller.labels)
                        : file.anyViewCodeRead(caller.name, parameters: caller.labels)
                    if let site = read {
                        let readers = unique ? file.viewCodeReadSites(caller.name, parameters: caller.labels)
                            : file.anyViewCodeReadSites(caller.name, parameters: caller.labels)
                        return ("in `\(name)`, which view code reaches through `\(caller.name)` with every evaluation of its `body`",
                                [Evidence(.helper, site, "view code calls `\(caller.name)` here")] + chain, false, readers)
                    }
                    next.append((caller.name, caller.labels, chain))
                }
            }
            guard !next.isEmpty else { return nil }
            frontier = Array(next.prefix(32))
        }
        return nil
    }

    /// The work's declaration keeps its result in a cache (`cache.setObject(image, forKey: key)`,
    /// `imageCache[key] = image`): it is done once per key, not with every evaluation.
    static func isCached(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let declaration = file.ancestors(node).first(where: { [.functionDecl, .variableDecl, .initializerDecl].contains(tree.kind($0)) }) else { return false }
        var cached = false
        var steps = 0
        tree.walk(from: declaration) { n in
            steps += 1
            guard !cached, steps < 20_000 else { return false }
            switch tree.kind(n) {
            case .functionCallExpr:
                if let call = file.call(n), call.isMemberCall(in: tree), call.name(in: tree) == "setObject" { cached = true }
            case .infixOperatorExpr where tree.isAssignmentOperator(Int(tree[n].mainToken)):
                if let target = tree.children(n).first, tree.kind(target) == .subscriptCallExpr,
                   let base = tree.children(target).first, let path = tree.dottedPath(base),
                   path.contains(where: { $0.lowercased().contains("cache") }) { cached = true }
            default:
                break
            }
            return !cached
        }
        return cached
    }

    /// A store's context handed to a call: `modelContext`, `viewContext`, `self.context`.
    static func isStoreContext(_ value: NodeID?, in tree: SyntaxTree) -> Bool {
        guard let value, let last = tree.dottedPath(tree.unwrapped(value))?.last else { return false }
        return last == "context" || last.hasSuffix("Context")
    }

    /// Calls that walk a whole collection: `filter`, `sorted`, and the searches that take a predicate (not
    /// `contains`, which rows ask of a selection, a few elements, far more often than of the list).
    static let collectionScans: Set<String> = ["filter", "sorted", "first", "last", "firstIndex", "lastIndex", "count", "min", "max", "compactMap", "reduce"]

    /// `events.filter { $0.day == day }`, `items.first(where: { $0.id == row.id })` in the rows of a
    /// `ForEach`, over a property of the view (or of a model it holds) rather than the row's own data: the
    /// name of the collection scanned once per row. Nil for data known to be small.
    static func wholeCollectionScannedPerRow(_ call: CallExpr, _ node: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        guard call.isMemberCall(in: tree), let name = call.name(in: tree), collectionScans.contains(name),
              let receiver = call.receiver(in: tree) else { return nil }
        // A predicate or an ordering (`sorted()` sorts without one): `contains(x)` of a `Set`, `first` of a
        // few, and `max(a, b)` are not scans.
        let predicate = !call.trailingClosures.isEmpty || call.arguments.contains { argument in
            argument.label == "where" || argument.label == "by" || (name == "filter" && argument.label == nil)
                || (name == "compactMap" && argument.label == nil)
        }
        guard predicate || (name == "sorted" && call.arguments.isEmpty) else { return nil }
        guard var path = tree.dottedPath(tree.unwrapped(receiver)), !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, !root.startsWithUppercase, !ValueReads.isLocal(root, at: node, in: tree),
              let owner = file.enclosingType(node), isViewType(owner, in: file),
              let member = ([owner] + file.declarations(of: owner.name)).lazy.flatMap(\.members)
                  .first(where: { $0.name == root && $0.kind == .property && !$0.isStatic }),
              !CollectionResult.isSmall(receiver, in: tree, countingSlices: true),
              isInRows(node, in: file) else { return nil }
        // An integer or a string is not a collection worth the name; a member of the row's element
        // (`row.tags.filter`) is its own data, not the whole list's.
        if let type = member.typeText, path.count == 1, ["Int", "Double", "String", "Bool"].contains(type) { return nil }
        return path.joined(separator: ".")
    }

    /// Work in a view's own code that runs once per evaluation of a view known not to be a row: not in
    /// the rows of a `ForEach` here, in a member that no row here reads, in a view that the app builds
    /// only outside rows. False when any of it is unknown (no place builds the view: the rows may be
    /// elsewhere, out of sight).
    static func runsOncePerEvaluation(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard !isInRows(node, in: file), let owner = file.enclosingType(node), isViewType(owner, in: file),
              file.updatesWhileShown(owner.name) == false else { return false }
        // A member of the view (`var formatted: String`, `func row(…)`) that a row here reads.
        // A member of the view (`func formatAmount(…)`) that a row here reads, directly or through the
        // members that call it (`stakeRow(…)` calling `formatAmount`), a few levels up.
        if let member = file.ancestors(node).first(where: { [.functionDecl, .variableDecl].contains(tree.kind($0)) && file.parent($0).map { tree.kind($0) == .memberBlock } == true }),
           let name = FileContext.memberName(member, tree), name != "body" {
            var frontier: Set<String> = [name], seen: Set<String> = [name]
            for _ in 0..<4 where !frontier.isEmpty {
                var callers = Set<String>()
                var readInRows = false
                var steps = 0
                tree.walk(from: owner.node) { n in
                    steps += 1
                    guard !readInRows, steps < 200_000 else { return false }
                    if tree.kind(n) == .identifierExpr || tree.kind(n) == .memberAccessExpr, let read = tree.name(n), frontier.contains(read) {
                        if isInRows(n, in: file) { readInRows = true; return false }
                        if let caller = file.ancestors(n).first(where: { [.functionDecl, .variableDecl].contains(tree.kind($0)) && file.parent($0).map { tree.kind($0) == .memberBlock } == true }),
                           let callerName = FileContext.memberName(caller, tree), !seen.contains(callerName) { callers.insert(callerName) }
                    }
                    return true
                }
                if readInRows { return false }
                seen.formUnion(callers)
                frontier = callers
            }
        }
        return file.isBuiltInRows(owner.name) == false
    }

    /// The content closure of a `ForEach`/`List` itself.
    static func isRowClosure(_ closure: NodeID, in file: FileContext) -> Bool {
        guard let argument = file.parent(closure), let owner = file.parent(argument),
              let forEach = ForEachCall(owner, in: file.tree) else { return false }
        return forEach.content == closure
    }

    /// Inside the content closure of a `ForEach`/`List`: once per row.
    static func isInRows(_ node: NodeID, in file: FileContext) -> Bool { file.isInRows(node) }


    static func isViewType(_ owner: TypeInfo, in file: FileContext) -> Bool {
        // The declaration's own conformances first: a name such as `RootView` may be declared in many modules.
        owner.conformances.contains { file.isViewType($0) } || file.isViewType(owner.name)
    }

}
