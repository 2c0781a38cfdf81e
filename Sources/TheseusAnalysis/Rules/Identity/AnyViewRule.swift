import TheseusSyntax

/// `AnyView(…)` and `.eraseToAnyView()`: type erasure that hides a view's structure, in rows and where a
/// view builder would do.
public struct AnyViewRule: Rule {
    public static let defaultHelpers = ["eraseToAnyView", "erasedToAnyView", "asAnyView", "toAnyView", "anyView", "typeErased"]

    public static let description = RuleDescription(
        id: "any_view",
        name: "AnyView",
        kind: .identity,
        severity: .warning,
        precision: .low,
        scope: .notInWidgets,
        summary: "`AnyView(…)` and `eraseToAnyView()`-style helpers: in `List` rows they hide each row's view count, elsewhere they hide the structure a `@ViewBuilder` would keep",
        rationale: """
        WWDC21 "Demystify SwiftUI" describes `AnyView` as a type-erasing wrapper that hides the type of the \
        view it wraps from SwiftUI, and shows a helper that wraps every branch in `AnyView` so that they \
        return one type — then removes it: SwiftUI cannot see the conditional structure, the compiler cannot \
        check it, and the `@ViewBuilder` version keeps both types visible as `_ConditionalContent`. WWDC23 \
        "Demystify SwiftUI performance" says where it costs most: `List` and `Table` gather the identifiers of \
        all their rows up front, and can do so without building the rows only when each element of a \
        `ForEach` resolves to a constant number of views; inside an `AnyView` the number is unknown, so every \
        row must be built to count them ("Avoid using `AnyView` in `ForEach`").

        The rule reports each `AnyView(…)` and each call of an `eraseToAnyView()`-style helper (the named ones, \
        and helpers and methods of the project that return `AnyView`), once per construction, with the \
        message that fits: the rows of a `List`, the alternatives of a branch, or a single view whose type \
        `some View` would keep. It leaves alone an `AnyView` that an API demands — an argument or a stored \
        property typed `AnyView`, an element of a collection of mixed views, a protocol requirement or an \
        override, a hosting controller's root, code outside views — and one a comment says is on purpose. \
        (`any_view_branch`, the name of the branch rule before it was merged here, is an alias.)
        """,
        fix: """
        Return `some View` from a `@ViewBuilder` function or property and let the `if`/`switch` build the \
        alternatives; in rows, give every row one concrete view type: switch over an enum of row kinds in a \
        `@ViewBuilder` function or a row view, so that each element resolves to one view.
        """,
        options: [
            RuleOptionDescription(name: "helpers", type: "list of strings", defaultValue: "[" + defaultHelpers.joined(separator: ", ") + "]",
                                  summary: "Names of type-erasing helper methods to report, besides helpers defined in the project that return `AnyView`"),
        ],
        triggering: [
            RuleExample("""
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in
                        ↓AnyView(PostRow(post: post))
                    }
                }
            }
            """),
            RuleExample("""
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Timeline: View {
                let entries: [Entry]
                var body: some View {
                    List {
                        Section("Today") {
                            ForEach(entries) { entry in
                                EntryRow(entry: entry).↓eraseToAnyView()
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Spellings: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in AnyView.↓init(Text(item.name)) }
                    List(items) { item in ↓row(item) }
                    List(items) { item in SwiftUI.↓AnyView(Text(item.name)) }
                }
                // `AnyView` written `.init(…)`: the return type says what it builds.
                func row(_ item: Item) -> AnyView { .↓init(Text(item.name)) }
            }
            """),
            RuleExample("""
            // WWDC21's breeds: the branches wrapped so that they return one type.
            struct BreedView: View {
                let breed: Breed
                var body: some View { view(for: breed) }
                func view(for breed: Breed) -> AnyView {
                    switch breed {
                    case .dog: return ↓AnyView(DogView())
                    case .cat: return ↓AnyView(CatView())
                    }
                }
            }
            struct DogBreedView: View {
                let dog: Dog
                var body: some View { breed }
                var breed: some View {
                    var dogView: AnyView
                    if dog.isBorderCollie {
                        dogView = ↓AnyView(BorderCollieView())
                    } else {
                        dogView = ↓AnyView(UnknownBreedView())
                    }
                    return dogView
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                @State private var isOn = false
                var body: some View {
                    icon(isOn)
                    Button("Switch") { isOn.toggle() }
                }
                func icon(_ on: Bool) -> AnyView {
                    if on { return .↓init(Image(systemName: "star.fill")) } else { return .↓init(Text("off")) }
                }
            }
            """),
            RuleExample("""
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Card: View {
                @State private var isHovering = false
                var body: some View {
                    Text("card")
                        .background(isHovering ? Color.blue.↓eraseToAnyView() : Rectangle().fill(.clear).↓eraseToAnyView())
                }
                func description(_ text: String?) -> some View {
                    guard let text else { return EmptyView().↓eraseToAnyView() }
                    return Text(text).↓eraseToAnyView()
                }
            }
            """),
            RuleExample("""
            // One view of one type, erased for nothing: `some View` keeps its structure.
            struct Header: View {
                var body: some View {
                    ↓AnyView(Text("Title").font(.title))
                    ScrollView {
                        LazyVStack { ForEach(items) { ↓AnyView(Row(item: $0)) } }
                    }
                }
            }
            """),
            RuleExample("""
            // The property form of an erasing helper, declared in another file, read in each branch.
            struct MediaHeader: View {
                let media: Media
                var body: some View {
                    switch media.kind {
                    case .artist: ArtistHeader(media: media).↓erased
                    case .album: AlbumHeader(media: media).↓erased
                    }
                }
            }
            """, otherFiles: [("View+Erased.swift", """
            extension View {
                var erased: AnyView { AnyView(self) }
            }
            """)]),
            RuleExample("""
            // A model's method declared `some View`: `AnyView` only makes its returns one type.
            enum Stage { case pickup, ride }
            final class TripModel: ObservableObject {
                @Published var stage = Stage.pickup
                func view(for stage: Stage) -> some View {
                    switch stage {
                    case .pickup: return ↓AnyView(Text("Waiting"))
                    case .ride: return ↓AnyView(ProgressView())
                    }
                }
            }
            struct TripScreen: View {
                @StateObject private var model = TripModel()
                var body: some View { model.view(for: model.stage) }
            }
            """),
            RuleExample("""
            // A method declared `AnyView` only to hand a navigation link one of two screens: the link's
            // destination is generic, and a `@ViewBuilder` returning `some View` keeps both.
            struct ProductTile: View {
                let product: Product
                var body: some View {
                    NavigationLink(destination: destination(for: product)) { Text(product.name) }
                }
                func destination(for product: Product) -> AnyView {
                    if let album = product as? Album {
                        return ↓AnyView(AlbumDetails(album: album))
                    } else {
                        return ↓AnyView(BookDetails(product: product))
                    }
                }
            }
            """),
            RuleExample("""
            // The project's own view stores what it is given as `AnyView`: each caller erases its view.
            struct ToolBar: View {
                var title: String
                var destination: ↓AnyView
                var body: some View {
                    HStack { Text(title); NavigationLink("Open") { destination } }
                }
            }
            """),
            RuleExample("""
            // The project's own parameters typed `AnyView`: reported where the view declares one; a closure
            // that returns one for them, and a property and a method declared `AnyView` that the file only
            // hands to them, do what that declaration demands.
            struct Member: Identifiable { let id: Int; let name: String }
            struct MembersList: View {
                let members: [Member]
                let leadingContent: ↓AnyView?
                let profileSheet: (Member) -> AnyView
                var body: some View { List(members) { m in Text(m.name) } }
            }
            struct Screen: View {
                @State private var members: [Member] = []
                @State private var showInvite = false
                var body: some View {
                    MembersList(members: members, leadingContent: inviteActions, profileSheet: { member in AnyView(Text(member.name)) })
                    MembersList(members: members, leadingContent: nil, profileSheet: profileSheet(for:))
                }
                private var inviteActions: AnyView? {
                    guard !members.isEmpty else { return nil }
                    return AnyView(Button("Invite") { showInvite = true })
                }
                private func profileSheet(for member: Member) -> AnyView {
                    AnyView(Text(member.name).bold())
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A generic view keeps the type it is given; a view's own `@State` or private `AnyView`, and a
            // class's stored `AnyView`, are not what a caller passes.
            struct ToolBar<Destination: View>: View {
                var title: String
                var destination: Destination
                @State private var hint: AnyView?
                private var badge: AnyView? = nil
                var body: some View {
                    HStack { Text(title); NavigationLink("Open") { destination } }
                }
            }
            final class Router: ObservableObject {
                var sheet: AnyView? = nil
            }
            """),
            RuleExample("""
            // A function that draws a tree by calling itself: an opaque `some View` result cannot contain
            // itself, so the recursion needs the box.
            struct TreeView: View {
                let root: Node
                var body: some View { branch(root) }
                func branch(_ node: Node) -> AnyView {
                    AnyView(VStack {
                        Text(node.name)
                        ForEach(node.children) { child in branch(child) }
                    })
                }
            }
            """),
            RuleExample("""
            // A closure a parameter types `(Tab) -> AnyView`: each arm of its `switch` must be one.
            struct TabsContainer: View {
                let tabView: (Tab) -> AnyView
                var body: some View { TabView { tabView(.home); tabView(.history) } }
            }
            struct Dashboard: View {
                var body: some View {
                    TabsContainer(tabView: { tab in
                        switch tab {
                        case .home: AnyView(HomeTab())
                        case .history: AnyView(HistoryTab())
                        }
                    })
                }
            }
            """),
            RuleExample("""
            // The erasing helper's own definition, in its property form: the erasures are where it is used.
            extension View {
                var erased: AnyView { AnyView(self) }
            }
            """),
            RuleExample("""
            // Values typed `any View` (a protocol requirement reached through a pattern, a closure bound by
            // `if let`, a model's closure) can only be shown wrapped.
            protocol OptionBuilder { func buildView() -> any View }
            enum Option { case plain(String), generic(OptionBuilder) }
            struct OptionRow: View {
                let option: Option
                var body: some View {
                    switch option {
                    case .plain(let title): Text(title)
                    case .generic(let builder): AnyView(builder.buildView())
                    }
                }
            }
            struct Segment: View {
                let item: String
                var customLabel: ((String) -> any View)? = nil
                var body: some View {
                    if let label = customLabel?(item) { AnyView(label) } else { Text(item) }
                }
            }
            final class NavState: ObservableObject { @Published var customTitle: (() -> any View)? }
            struct TitleBar: View {
                @ObservedObject var state: NavState
                var body: some View {
                    if let title = state.customTitle { AnyView(title()) } else { Text("Title") }
                }
            }
            """),
            RuleExample("""
            // A loop wraps the view once per shadow: the nesting has no static type to spell.
            struct MultipleShadows: ViewModifier {
                let shadows: [ShadowStyle]
                func body(content: Content) -> some View {
                    var modified = AnyView(content)
                    for shadow in shadows {
                        modified = AnyView(modified.shadow(color: shadow.color, radius: shadow.radius))
                    }
                    return modified
                }
            }
            """),
            RuleExample("""
            // A view of a type known only at run time (`any View`), and the fallback of a stored `AnyView?`:
            // only `AnyView` can hold them.
            struct ServiceSettings: View {
                let service: Service
                @State private var hint: AnyView?
                var body: some View {
                    if let view = service.settingsView() as? (any View) {
                        Form { AnyView(view) }
                    }
                    hint ?? AnyView(EmptyView())
                }
            }
            """),
            RuleExample("""
            // A method that returns a concrete view.
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in row(item) }
                }
                func row(_ item: Item) -> some View { Text(item.name) }
            }
            """),
            RuleExample("""
            // AnyView(Text("in a comment"))
            let note = "AnyView(Text(\\"in a string\\"))"
            final class AnyViewCache { var views: [String: AnyViewCache] = [:] }
            func makeAnyViewCache() -> AnyViewCache { AnyViewCache() }
            """),
            RuleExample("""
            #Preview {
                AnyView(Text("previews build throw-away views"))
            }
            """),
            RuleExample("""
            // What an API demands: a protocol requirement, a hosting controller's root, an argument or a
            // stored property typed `AnyView`, a collection of mixed views, an environment value.
            protocol Coordinator { func toPresentable() -> AnyView }
            final class SettingsCoordinator: Coordinator {
                func toPresentable() -> AnyView { AnyView(SettingsScreen()) }
                func start() {
                    let controller = UIHostingController(rootView: AnyView(SettingsScreen()))
                    let image = ImageRenderer(content: AnyView(ShareCard()))
                    present(controller, image)
                }
            }
            struct Promo: View {
                let pages: [AnyView] = [AnyView(Intro()), AnyView(Outro())]
                var body: some View {
                    DialogContent(title: "Hi", customView: AnyView(PromoArt()))
                }
            }
            struct Header: View {
                let accessory: AnyView
                init(@ViewBuilder accessory: () -> some View) { self.accessory = AnyView(accessory()) }
                var body: some View { accessory }
            }
            extension View {
                func settingPage(_ content: @escaping (String) -> (some View)?) -> some View {
                    environment(\\.settingPage) { key in
                        if let view = content(key) { return AnyView(view) } else { return nil }
                    }
                }
            }
            """),
            RuleExample("""
            struct Plugin: View {
                let plugin: PluginHost
                var body: some View {
                    // Erased on purpose: plug-ins supply views of types unknown here.
                    AnyView(plugin.makeView())
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr, .memberAccessExpr, .variableDecl]

    let helpers: NameSet

    public init(options: RuleOptions) {
        helpers = Self.helperSet(options)
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        if tree.kind(node) == .variableDecl {
            Self.reportStoredErasedView(node, in: file, report: &report)
            return
        }
        guard let (token, spelled, isMethod) = file.anyViewErasure(node, helpers: helpers) else { return }
        // Safety: an `AnyView` an API demands, or one built for a hosting controller.
        guard !Self.isForcedByAPI(node, in: file), !Self.isDemandedByItsPlace(node, in: file) else { return }
        // The erasing helper itself (`func eraseToAnyView() -> AnyView { AnyView(self) }`): its calls are
        // the erasures, reported where they are.
        if Self.isInErasingHelper(node, in: file) { return }
        let help = "return `some View` from a `@ViewBuilder` and let `if`/`switch` build the alternatives"
        let container = Self.rowContainer(of: node, in: file)
        // A method of the view that returns `AnyView`: its own constructions are reported; a call of it
        // only where it is a row (what the method's body cannot tell).
        if isMethod, container == nil { return }
        if let container {
            report.report(token: token, "\(spelled) hides how many views each row of this `\(container)` builds, so `\(container)` must build every row to count them",
                          help: "give every row one concrete view type: switch over an enum of row kinds in a `@ViewBuilder`")
            return
        }
        if let branch = Self.branchResults(around: node, in: file) {
            let kinds = Set(branch.compactMap { Self.viewSignature($0, in: tree, helpers: helpers, file: file) })
            if kinds.count > 1 {
                let listed = kinds.sorted().prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                report.report(token: token, "\(spelled) hides which view this branch shows (\(listed)): neither SwiftUI nor the compiler can see the alternatives, where a `@ViewBuilder` would keep them as a conditional view",
                              help: help)
                return
            }
        }
        report.report(token: token, "\(spelled) erases the type of this view: SwiftUI can no longer see its structure and the compiler cannot check it, where `some View` would keep both",
                      help: help)
    }

    /// `struct ToolBar: View { var destination: AnyView }`: a view of the project that stores the view it
    /// is given as `AnyView` makes every caller erase its view, where a generic parameter (`struct
    /// ToolBar<Destination: View>`) or a `@ViewBuilder` closure would keep the type. Reported at the
    /// declaration, the API's choice; the callers' erasures are what it demands (see `isForcedByAPI`).
    static func reportStoredErasedView(_ declaration: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let block = file.parent(declaration), tree.kind(block) == .memberBlock,
              let typeDecl = file.parent(block), tree.kind(typeDecl) == .structDecl,
              ViewBuilderContext.isViewType(declaration: typeDecl, in: tree),
              !FileSummary.isStatic(tree, declaration), !FileSummary.isComputed(declaration, tree) else { return }
        let bindings = Array(tree.children(declaration, .patternBinding))
        guard bindings.count == 1, let binding = bindings.first, tree.child(binding, .accessorBlock) == nil,
              let type = tree.child(binding, .typeAnnotation).flatMap({ tree.children($0).first }),
              ["AnyView", "AnyView?"].contains(tree.compactText(type)),
              let name = tree.children(binding).first.flatMap({ tree.name($0) }) else { return }
        // `init(@ViewBuilder accessory: () -> some View) { self.accessory = AnyView(accessory()) }`: the
        // view erases what it is given itself; callers pass their views as they are.
        let initializers = tree.children(block).filter { tree.kind($0) == .initializerDecl }
        if !initializers.isEmpty, !initializers.contains(where: { initializer in
            tree.child(initializer, .parameterClause).map { tree.compactText($0).contains("AnyView") } ?? false
        }) { return }
        // `@State private var hint: AnyView?`: a view the type keeps for itself, not one it is given.
        guard tree.children(declaration, .attribute).isEmpty, !tree.children(declaration, .modifier).contains(where: {
            tree.nameIs($0, "private") || tree.nameIs($0, "fileprivate") }) else { return }
        let owner = tree.name(typeDecl) ?? "this view"
        report.report(token: Int(tree[type].firstToken),
                      "`\(name)` of `\(owner)` is declared `AnyView`: every caller has to erase the view it passes, and SwiftUI cannot see that view's structure, where a generic parameter would keep its type",
                      help: "make the view generic over it (`struct \(owner)<Content: View>` with `let \(name): Content`), or take a `@ViewBuilder` closure")
    }

    /// Whether an expression's declared type is an existential view (`any View`): a member or a method of
    /// the project declared so, reached through the enclosing type or a path of declared member types.
    static func isExistentialView(_ expression: NodeID, in file: FileContext, depth: Int = 0) -> Bool {
        let tree = file.tree
        var id = tree.unwrapped(expression)
        if let call = CallExpr.at(id, in: tree) { id = tree.unwrapped(call.callee) }
        while [.optionalChainingExpr, .forceUnwrapExpr].contains(tree.kind(id)), let inner = tree.children(id).first { id = tree.unwrapped(inner) }
        guard var path = tree.dottedPath(id), !path.isEmpty else { return false }
        if path.first == "self" { path.removeFirst() }
        guard let last = path.last, let first = path.first else { return false }
        // A local bound from such a value (`if let label = customLabel?(item)`, `let title = state.title`).
        if path.count == 1, depth < 4, let bound = boundValue(of: first, around: expression, in: file) {
            return isExistentialView(bound, in: file, depth: depth + 1)
        }
        // Resolved through the enclosing type and the declared types of the path; where that fails (a
        // value bound by a pattern, `case .custom(let configuration)`), a member name that every
        // declaration in the project types `any View`.
        guard var owner = file.enclosingType(expression)?.name else { return file.isExistentialViewMember(last) }
        for name in path.dropLast() {
            guard let type = ElementType.memberType(name, ofTypeNamed: owner, in: file).flatMap(ElementType.simpleName) else {
                return file.isExistentialViewMember(last)
            }
            owner = type
        }
        guard let type = ElementType.memberType(last, ofTypeNamed: owner, in: file) else { return file.isExistentialViewMember(last) }
        return type.contains("anyView") || type.contains("any View")
    }

    /// The value a local is bound to in the function or property around `node`: `if let name = value`,
    /// `guard let name = value`, `let name = value`.
    static func boundValue(of name: String, around node: NodeID, in file: FileContext) -> NodeID? {
        let tree = file.tree
        guard let scope = file.ancestors(node).first(where: { [.functionDecl, .variableDecl, .initializerDecl, .closureExpr].contains(tree.kind($0)) }) else { return nil }
        var found: NodeID?
        var steps = 0
        tree.walk(from: scope) { n in
            steps += 1
            guard found == nil, steps < 20_000 else { return false }
            if tree.kind(n) == .optionalBindingCondition || tree.kind(n) == .patternBinding,
               let pattern = tree.children(n).first, tree.kind(pattern) == .identifierPattern, tree.name(pattern) == name,
               let value = tree.child(n, .initializerClause).flatMap({ tree.children($0).first }) {
                found = value
            }
            return found == nil
        }
        return found
    }

    /// A local bound from a cast to an existential view (`if let view = item as? any View`), or such a
    /// cast written in place: only `AnyView` can show it.
    static func isBoundExistential(_ expression: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        let id = tree.unwrapped(expression)
        if mentionsExistentialView(tree.compactText(id)) { return true }
        guard tree.kind(id) == .identifierExpr, let name = tree.name(id) else { return false }
        for ancestor in file.ancestors(id) {
            switch tree.kind(ancestor) {
            case .functionDecl, .variableDecl, .initializerDecl:
                var found = false
                tree.walk(from: ancestor) { n in
                    if tree.kind(n) == .optionalBindingCondition || tree.kind(n) == .patternBinding,
                       let pattern = tree.children(n).first, tree.compactText(pattern) == name,
                       mentionsExistentialView(tree.compactText(n)) { found = true }
                    return !found
                }
                return found
            default:
                continue
            }
        }
        return false
    }

    static func mentionsExistentialView(_ text: String) -> Bool { AnyViewTypeText.mentionsExistentialView(text) }

    /// Inside a `View` extension method that returns `AnyView` and erases `self`: an erasing helper.
    static func isInErasingHelper(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        let erasesSelf = CallExpr.at(node, in: tree)?.firstUnlabeled?.value.map { ConditionalModifier.isSelf($0, in: tree) } == true
        for ancestor in file.ancestors(node) where tree.kind(ancestor) == .functionDecl || tree.kind(ancestor) == .variableDecl {
            guard let owner = file.enclosingType(ancestor), owner.isExtension, ViewBuilderContext.viewProtocols.contains(owner.name) else { return false }
            if tree.kind(ancestor) == .variableDecl {
                // `var erased: AnyView { AnyView(self) }`: the property form of the helper.
                return erasesSelf && declaredType(of: ancestor, tree) == "AnyView"
            }
            guard let name = tree.name(ancestor) else { return false }
            return file.isErasingHelper(name) && erasesSelf
        }
        return false
    }

    /// An `AnyView` whose place demands one: an argument of a call (a parameter typed `AnyView`), a value
    /// stored in a property or a collection, the root of a hosting controller or a renderer.
    static func isDemandedByItsPlace(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        if file.call(node).map({ ViewConstruction.context(of: $0, in: tree) }) == .hostingRoot { return true }
        if isResultForAnyViewParameter(node, in: file) || isResultOfMemberOnlyPassedOn(node, in: file) { return true }
        if isInRecursiveFunction(node, in: file) { return true }
        // `AnyView(item.makeView())` where `makeView` returns `any View`: an existential needs the box.
        if let call = file.call(node), call.name(in: tree) == "AnyView" || call.name(in: tree) == "init",
           let value = call.firstUnlabeled?.value, isExistentialView(value, in: file) || isBoundExistential(value, in: file) { return true }
        // `item.makeView().eraseToAnyView()` on an `any View`: the same box, spelled as a helper.
        if let call = file.call(node), call.isMemberCall(in: tree), let receiver = call.receiver(in: tree),
           isExistentialView(receiver, in: file) || isBoundExistential(receiver, in: file) { return true }
        // The erased expression as a whole: `x.eraseToAnyView()` is `node`, maybe in parentheses.
        var value = node
        while let parent = file.parent(value), tree.kind(parent) == .tupleExpr { value = parent }
        guard let parent = file.parent(value) else { return false }
        switch tree.kind(parent) {
        case .labeledExpr:
            // An argument, not a view builder's content closure, nor a tuple element.
            guard let call = file.parent(parent), tree.kind(call) == .functionCallExpr || tree.kind(call) == .subscriptCallExpr else { return false }
            return !tree[parent].flags.contains(.trailingClosure)
        case .arrayExpr, .dictionaryExpr:
            return true
        case .infixOperatorExpr where tree.tokenText(Int(tree[parent].mainToken)) == "??":
            // `hint ?? AnyView(EmptyView())`: the fallback of an optional `AnyView` has to be one.
            return tree.children(parent).last == value
        case .initializerClause:
            // `let x: AnyView = AnyView(…)` in a type: a stored view.
            guard let binding = file.parent(parent), let declaration = file.parent(binding), tree.kind(declaration) == .variableDecl,
                  let block = file.parent(declaration) else { return false }
            if tree.kind(block) == .memberBlock { return true }
            // `var view = AnyView(content)` that a loop wraps again and again: one type per iteration count.
            guard let pattern = tree.children(binding).first, let name = tree.name(pattern) else { return false }
            return Self.isReassignedInLoop(name, in: block, tree)
        case .infixOperatorExpr where tree.isAssignmentOperator(Int(tree[parent].mainToken)):
            // `view = AnyView(view.shadow(…))` in a loop: the wrapping a loop builds has no static type.
            if file.ancestors(parent).prefix(while: { !Self.isFunctionBoundary(tree.kind($0)) })
                .contains(where: { [.forStmt, .whileStmt, .repeatStmt].contains(tree.kind($0)) }) { return true }
            // `self.accessory = AnyView(…)`: stored in a property (a local is the branch case).
            guard let target = tree.children(parent).first, let path = tree.dottedPath(target) else { return false }
            return path.first == "self" || file.enclosingType(node)?.member(path[0]) != nil
                && !ValueReads.isLocal(path[0], at: parent, in: tree)
        default:
            return false
        }
    }

    /// In a function that calls itself (`func tree(_ node: Node) -> AnyView { AnyView(… tree(child) …) }`):
    /// an opaque `some View` result cannot contain itself, so the recursion needs the box.
    static func isInRecursiveFunction(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let function = file.ancestors(node).first(where: { isFunctionBoundary(tree.kind($0)) }),
              tree.kind(function) == .functionDecl, let name = tree.name(function) else { return false }
        var calls = false
        tree.walk(from: function) { n in
            guard !calls else { return false }
            if n != function, tree.kind(n).isTypeDeclaration { return false }
            if let call = CallExpr.at(n, in: tree), call.name(in: tree) == name,
               !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ tree.isSelfExpression($0) }) == true {
                calls = true
            }
            return !calls
        }
        return calls
    }

    /// The one result of a closure passed to a parameter of a type of the project that is typed to
    /// return `AnyView` (`profileSheet: { member in AnyView(ProfileSheet(member)) }` for a
    /// `let profileSheet: (Member) -> AnyView`): the parameter's type demands it.
    static func isResultForAnyViewParameter(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let (closure, _) = closureResult(node, in: file), let argument = file.parent(closure),
              tree.kind(argument) == .labeledExpr, let callNode = file.parent(argument), let call = CallExpr.at(callNode, in: tree),
              let name = call.name(in: tree), name.startsWithUppercase else { return false }
        let label = call.arguments.first { $0.value == closure }?.label
        guard let label else { return false }
        return parameterTypeText(of: name, label: label, in: file)?.contains("AnyView") == true
    }

    /// The type a project type's initializer gives the argument of this label: the member of that name,
    /// or the member an `init` stores the argument in.
    static func parameterTypeText(of typeName: String, label: String, in file: FileContext) -> String? {
        let declarations = file.declarations(of: typeName)
        if let member = declarations.lazy.compactMap({ $0.member(label) }).first, let type = member.typeText { return type }
        guard let input = declarations.lazy.flatMap(\.inputs).first(where: { $0.label == label }) else { return nil }
        return declarations.lazy.compactMap { $0.member(input.property) }.first?.typeText
    }

    /// The closure whose single result (or `return`) is `node`, and that result.
    static func closureResult(_ node: NodeID, in file: FileContext) -> (NodeID, NodeID)? {
        let tree = file.tree
        var current = node
        for _ in 0 ..< 8 {
            guard let parent = file.parent(current) else { return nil }
            switch tree.kind(parent) {
            case .returnStmt, .tupleExpr:
                current = parent
            case .switchCase, .codeBlock:
                // The last statement of an arm of an `if` or `switch` that is itself the result
                // (`{ tab in switch tab { case .home: home.eraseToAnyView() … } }`).
                guard tree.children(parent).last == current, let branch = file.parent(parent),
                      [.switchExpr, .ifExpr].contains(tree.kind(branch)) else { return nil }
                var outer = branch
                while let up = file.parent(outer), tree.kind(up) == .ifExpr { outer = up }  // `else if`
                current = outer
            case .closureExpr:
                let statements = tree.children(parent).filter { tree.kind($0) != .closureSignature }
                return statements.count == 1 && statements[0] == current ? (parent, node) : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// The one result of a method or computed property declared to return `AnyView`, which this file
    /// only ever hands on as an argument (`leadingContent: inviteActions`, `sheet: profileSheet(for:)`):
    /// the parameters it feeds demand the type.
    static func isResultOfMemberOnlyPassedOn(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let declaration = file.ancestors(node).first(where: { isFunctionBoundary(tree.kind($0)) && tree.kind($0) != .accessorBlock }),
              [.functionDecl, .variableDecl].contains(tree.kind(declaration)),
              let name = FileContext.memberName(declaration, tree), name != "body",
              ["AnyView", "AnyView?"].contains(declaredType(of: declaration, tree) ?? ""),
              let owner = file.enclosingType(declaration) else { return false }
        var reads = 0, passedOn = 0
        var steps = 0
        tree.walk(from: owner.node) { n in
            steps += 1
            guard steps < 100_000 else { return false }
            guard tree.kind(n) == .identifierExpr || tree.kind(n) == .memberAccessExpr, tree.name(n) == name else { return true }
            if tree.kind(n) == .memberAccessExpr, let base = tree.children(n).first, !tree.isSelfExpression(base) { return true }
            reads += 1
            // The read itself, or its call (`profileSheet(for: m)`), is an argument.
            var value = n
            if let parent = file.parent(n), let call = CallExpr.at(parent, in: tree), call.callee == n { value = parent }
            // Handed to a SwiftUI view (`NavigationLink(destination: destination(for: item))`), whose
            // parameter is generic: nothing there demands `AnyView`.
            if let parent = file.parent(value), tree.kind(parent) == .labeledExpr, !tree[parent].flags.contains(.trailingClosure),
               !(file.parent(parent).flatMap { CallExpr.at($0, in: tree) }.flatMap { $0.name(in: tree) }.map(ViewConstruction.frameworkTypes.contains) ?? false) {
                passedOn += 1
            }
            return false
        }
        return reads > 0 && reads == passedOn
    }

    /// Whether the erased view is what a method or property declared `some View` returns (not crossing a
    /// closure): `func view(for state: S) -> some View { switch state { case .a: return AnyView(A()) … } }`.
    static func isOpaqueViewResult(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let declaration = file.ancestors(node).first(where: { isFunctionBoundary(tree.kind($0)) && tree.kind($0) != .accessorBlock }),
              [.functionDecl, .variableDecl].contains(tree.kind(declaration)) else { return false }
        return ["someView", "some View"].contains(declaredType(of: declaration, tree) ?? "")
    }

    /// The type a method returns (`-> AnyView`) or a property is declared with (`: AnyView`), as written;
    /// read from the signature alone, not the body.
    static func declaredType(of declaration: NodeID, _ tree: SyntaxTree) -> String? {
        let type: NodeID?
        if tree.kind(declaration) == .functionDecl {
            type = tree.child(declaration, .returnClause).flatMap { tree.children($0).first }
        } else {
            type = tree.children(declaration, .patternBinding).first.flatMap { tree.child($0, .typeAnnotation) }.flatMap { tree.children($0).first }
        }
        return type.map { tree.compactText($0) }
    }

    static func isFunctionBoundary(_ kind: SyntaxKind) -> Bool {
        [.functionDecl, .initializerDecl, .variableDecl, .closureExpr, .accessorBlock].contains(kind)
    }

    /// Whether a loop in `scope` assigns the local `name`.
    static func isReassignedInLoop(_ name: String, in scope: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        var steps = 0
        tree.walk(from: scope) { n in
            steps += 1
            guard !found, steps < 20_000 else { return false }
            guard [.forStmt, .whileStmt, .repeatStmt].contains(tree.kind(n)) else { return true }
            tree.walk(from: n) { m in
                if tree.kind(m) == .infixOperatorExpr, tree.isAssignmentOperator(Int(tree[m].mainToken)),
                   let target = tree.children(m).first, tree.dottedPath(target) == [name] { found = true }
                return !found
            }
            return false
        }
        return found
    }

    /// The `helpers` option: the default list as one set shared by both `AnyView` rules, so that the
    /// erasure each asks of a call is worked out once (`FileContext.anyViewErasure`).
    static func helperSet(_ options: RuleOptions) -> NameSet {
        let names = options.stringList("helpers", default: defaultHelpers)
        return names == defaultHelpers ? defaultHelperSet : NameSet(names)
    }

    static let defaultHelperSet = NameSet(defaultHelpers)

    /// The token to report and how the erasure is spelled in a message, when the call erases a view:
    /// `AnyView(…)` or a type-erasing helper (`x.eraseToAnyView()`).
    static func erasure(_ node: NodeID, in file: FileContext, helpers: NameSet) -> (token: Int, spelled: String, isMethod: Bool)? {
        let tree = file.tree
        if tree.kind(node) == .memberAccessExpr {
            // `content.asAnyView`: a property-form helper read, not called (a call's callee is its call's).
            guard let name = tree.name(node), tree[node].mainToken >= 0, tree.children(node).first != nil,
                  !(file.parent(node).map { CallExpr.at($0, in: tree)?.callee == node } ?? false),
                  helpers.contains(name) || file.isErasingProperty(name) else { return nil }
            return (Int(tree[node].mainToken), "`.\(name)` wraps the view in `AnyView`, which", false)
        }
        guard let call = file.call(node), let name = call.name(in: tree) else { return nil }
        let nameToken = Int(tree[tree.kind(call.callee) == .genericSpecializationExpr ? tree.children(call.callee).first! : call.callee].mainToken)
        let spelled: String
        var isMethod = false
        if isAnyViewConstruction(call, name: name, tree) || isContextualAnyViewInit(node, call, name: name, in: file) {
            spelled = "`AnyView`"
        } else if call.isMemberCall(in: tree), nameToken >= 0, helpers.contains(name) || file.isErasingHelper(name) {
            spelled = "`.\(name)()` wraps the view in `AnyView`, which"
        } else if nameToken >= 0, !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ tree.isSelfExpression($0) }) == true,
                  !name.startsWithUppercase, file.isAnyViewMethod(name),
                  let owner = file.enclosingType(node)?.name,
                  file.declarations(of: owner).contains(where: { $0.members.contains { $0.kind == .function && $0.name == name && $0.typeText == "AnyView" } }) {
            // A method of the view that returns `AnyView` (`func row(_ item: Item) -> AnyView { .init(…) }`).
            spelled = "`\(name)(…)` returns `AnyView`, which"
            isMethod = true
        } else {
            return nil
        }
        return (nameToken >= 0 ? nameToken : Int(tree[node].firstToken), spelled, isMethod)
    }

    /// Whether the erased view is a whole row of the content closure: one of its statements (or a branch of
    /// one), itself or the end of its modifier chain.
    static func isRowView(_ node: NodeID, content: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        var current = node
        for ancestor in file.ancestors(node) {
            if ancestor == content { return true }
            switch tree.kind(ancestor) {
            case .memberAccessExpr, .functionCallExpr:
                // Modifiers applied to the erased view, or the erasure applied to a chain: the same row.
                guard ModifierChain(ancestor, in: tree).root == ModifierChain(current, in: tree).root || tree.children(ancestor).first == current else { return false }
            case .codeBlock, .ifExpr, .switchExpr, .switchCase, .ternaryExpr, .returnStmt, .tupleExpr:
                break
            default:
                return false
            }
            current = ancestor
        }
        return false
    }

    /// `.init(x)` where the type is `AnyView` from context: the result of a function, closure-free getter or
    /// property declared `AnyView` (`func row() -> AnyView { .init(Text("a")) }`,
    /// `@State private var backdrop: AnyView = .init(Color.blue)`), through `return`, `if` and `switch`.
    static func isContextualAnyViewInit(_ node: NodeID, _ call: CallExpr, name: String, in file: FileContext) -> Bool {
        let tree = file.tree
        guard name == "init", tree[call.callee].flags.contains(.implicitMember) else { return false }
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .returnStmt, .codeBlock, .ifExpr, .switchExpr, .switchCase, .accessorBlock, .accessorDecl, .initializerClause, .patternBinding:
                continue
            case .functionDecl:
                return tree.child(ancestor, .returnClause).flatMap { tree.children($0).first }.map { tree.compactText($0) } == "AnyView"
            case .variableDecl:
                return tree.children(ancestor, .patternBinding).contains {
                    tree.child($0, .typeAnnotation).flatMap { tree.children($0).first }.map { tree.compactText($0) } == "AnyView"
                }
            default:
                return false
            }
        }
        return false
    }

    /// `AnyView(x)`, `AnyView.init(x)`, `SwiftUI.AnyView(x)`.
    static func isAnyViewConstruction(_ call: CallExpr, name: String, _ tree: SyntaxTree) -> Bool {
        guard name == "AnyView" || name == "init" else { return false }
        guard let receiver = call.receiver(in: tree) else { return name == "AnyView" && !call.isMemberCall(in: tree) }
        let base = tree.dottedPath(receiver)
        return (name == "init" && (base == ["AnyView"] || base == ["SwiftUI", "AnyView"])) || (name == "AnyView" && base == ["SwiftUI"])
    }

    /// The `List` whose rows are the node (a row of it, or of a `ForEach` in it, whose view is the erased
    /// view or its modifier chain): where WWDC23 says SwiftUI counts the views of every row up front. An
    /// erasure deep inside a row (in a button's label) does not hide the row's count.
    static func rowContainer(of node: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            if tree.kind(ancestor) == .functionCallExpr, let forEach = ForEachCall(ancestor, in: tree), let content = forEach.content,
               tree.range(content).contains(tree.range(node)) {
                guard isRowView(node, content: content, in: file) else { return nil }
                // A `Table`'s rows are `TableRow`s, one row each whatever its cells hold.
                if forEach.name != "ForEach" { return forEach.name == "List" ? "List" : nil }
                return VariableViewsPerRowRule.nearestContainer(of: ancestor, in: file).flatMap { $0 == "List" || $0 == "OutlineGroup" ? $0 : nil }
            }
            if tree.kind(ancestor).isTypeDeclaration || tree.kind(ancestor) == .functionDecl { return nil }
        }
        return nil
    }
    /// The results among which this erased view is one: the two sides of a ternary, the values a function
    /// or property returns, the arms of an `if`/`switch` expression or view builder, or the values assigned
    /// to one variable. Nil when the erased view stands alone.
    static func branchResults(around node: NodeID, in file: FileContext) -> [NodeID]? {
        let tree = file.tree
        var value = node
        // The erased expression as a whole: `x.eraseToAnyView()` is `node`; parentheses around it.
        while let parent = file.parent(value), tree.kind(parent) == .tupleExpr || tree.kind(parent) == .labeledExpr && tree.kind(file.parent(parent) ?? parent) == .tupleExpr {
            value = parent
        }
        guard let parent = file.parent(value) else { return nil }
        switch tree.kind(parent) {
        case .ternaryExpr:
            return Array(tree.children(parent).dropFirst())
        case .returnStmt:
            guard let body = enclosingBody(of: parent, in: file) else { return nil }
            return returnedValues(in: body, tree)
        case .infixOperatorExpr where tree.tokenIs(Int(tree[parent].mainToken), "="):
            guard let target = tree.children(parent).first, let path = tree.dottedPath(target),
                  let body = enclosingBody(of: parent, in: file) else { return nil }
            var values: [NodeID] = []
            tree.walk(from: body) { n in
                if tree.kind(n) == .closureExpr, n != body { return false }
                if tree.kind(n) == .infixOperatorExpr, tree.tokenIs(Int(tree[n].mainToken), "="),
                   let lhs = tree.children(n).first, tree.dottedPath(lhs) == path, tree.children(n).count == 2 {
                    values.append(tree.children(n)[tree.children(n).startIndex + 1])
                }
                return true
            }
            return values
        case .codeBlock, .switchCase:
            // The lone statement of a branch of an `if`/`switch` (an expression, or in a view builder).
            guard let statement = tree.kind(parent) == .codeBlock ? file.parent(parent) : Optional(parent) else { return nil }
            var head = tree.kind(statement) == .switchCase ? file.parent(statement) : statement
            while let h = head, let up = file.parent(h), tree.kind(up) == .ifExpr { head = up }
            guard let head, tree.kind(head) == .ifExpr || tree.kind(head) == .switchExpr else { return nil }
            return ConditionalModifier.branchResults(head, in: tree)
        default:
            return nil
        }
    }

    /// The body whose `return`s give the values: the nearest function, accessor or closure.
    static func enclosingBody(of node: NodeID, in file: FileContext) -> NodeID? {
        for ancestor in file.ancestors(node) {
            switch file.tree.kind(ancestor) {
            case .closureExpr, .accessorBlock: return ancestor
            case .functionDecl, .initializerDecl, .subscriptDecl: return file.tree.child(ancestor, .codeBlock)
            case .variableDecl: return nil
            default: continue
            }
        }
        return nil
    }

    static func returnedValues(in body: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        var values: [NodeID] = []
        tree.walk(from: body) { n in
            if tree.kind(n) == .closureExpr, n != body { return false }
            if tree.kind(n) == .returnStmt, let value = tree.children(n).first { values.append(value) }
            return true
        }
        return values
    }

    /// What an erased view is, for comparing branches: the root view's name and its modifiers; nil for
    /// `nil` (an optional view's absence).
    static func viewSignature(_ expression: NodeID, in tree: SyntaxTree, helpers: NameSet, file: FileContext) -> String? {
        var id = tree.unwrapped(expression)
        if tree.kind(id) == .nilLiteralExpr { return nil }
        if let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) {
            if (name == "AnyView" || name == "init"), call.arguments.count == 1, let inner = call.arguments.first?.value,
               !call.isMemberCall(in: tree) || tree[call.callee].flags.contains(.implicitMember)
                || call.receiver(in: tree).flatMap({ tree.dottedPath($0) }).map({ $0.last == "AnyView" || $0 == ["SwiftUI"] }) == true {
                id = tree.unwrapped(inner)
            } else if call.isMemberCall(in: tree), helpers.contains(name) || file.isErasingHelper(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            }
        } else if tree.kind(id) == .memberAccessExpr, let name = tree.name(id), helpers.contains(name) || file.isErasingProperty(name),
                  let receiver = tree.children(id).first {
            // `Text("a").asAnyView`: the view the property erases.
            id = tree.unwrapped(receiver)
        }
        let chain = ModifierChain(id, in: tree)
        let root = chain.rootName(in: tree) ?? tree.compactText(chain.root)
        return ([root] + chain.modifiers.map(\.name)).joined(separator: ".")
    }

    /// An `AnyView` that an API requires: a protocol requirement or an override, a closure passed to a
    /// call that is not view content (an environment value, a factory), a `PreferenceKey`.
    static func isForcedByAPI(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        // Views are built in views, view modifiers, styles and `View` extensions; elsewhere (a model, a
        // coordinator) `AnyView` is storage for views of types decided at run time.
        if let owner = file.enclosingType(node) {
            let conformances = file.conformances(of: owner.name).union(owner.conformances)
            let isViewLike = conformances.contains { ViewBuilderContext.viewProtocols.contains($0) || $0 == "ViewModifier" || $0.hasSuffix("Style") }
                || (owner.isExtension && ViewBuilderContext.viewProtocols.contains(owner.name))
            // …unless it is the result of a method or property declared `some View`: there `AnyView` only
            // makes the returns one type, which a `@ViewBuilder` would do while keeping them apart.
            if !isViewLike && !isOpaqueViewResult(node, in: file) { return true }
        }
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .closureExpr:
                if !file.isViewCode(ancestor) { return true }
            case .functionDecl, .variableDecl, .subscriptDecl:
                if tree.children(ancestor, .modifier).contains(where: { tree.nameIs($0, "override") }) { return true }
                guard let name = tree.kind(ancestor) == .functionDecl ? tree.name(ancestor)
                        : tree.children(ancestor, .patternBinding).first.flatMap({ tree.children($0).first }).flatMap({ tree.name($0) }),
                      let owner = file.enclosingType(ancestor) else { return false }
                let conformances = file.conformances(of: owner.name).union(owner.conformances)
                if conformances.contains("PreferenceKey") || conformances.contains("EnvironmentKey") { return true }
                for proto in conformances where file.declarations(of: proto).contains(where: { $0.kind == .protocolDecl && $0.member(name) != nil }) {
                    return true
                }
                return false
            default:
                continue
            }
        }
        return false
    }
}
