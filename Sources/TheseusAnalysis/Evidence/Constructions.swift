import TheseusSyntax

/// A place where a type is built with arguments (`Row(item: item, isSelected: selection == item.id)`),
/// with what each argument reads. The project index answers from these "what do the parents of this view
/// pass for this input?", so that a branch on an input is reported only when some parent passes it a
/// value that changes while the view is shown.
public struct ViewConstruction: Sendable, Codable, Hashable {
    public enum Context: UInt8, Sendable, Codable {
        /// In `body`, a `@ViewBuilder` or a view's content: rebuilt on every update of the parent.
        case viewCode
        /// Anywhere else (an initializer, a UIKit controller, an action): built when that code runs.
        case other
        /// In a preview, `#if DEBUG` or test code: never in the app.
        case preview
        /// The root of a hosting controller (`UIHostingController(rootView:)`) or a one-shot render
        /// (`ImageRenderer(content:)`): built once, not by a parent's `body`.
        case hostingRoot
    }

    public struct Argument: Sendable, Codable, Hashable {
        /// The argument label, or `_0`, `_1`… for an unlabeled argument by position.
        public var label: String
        public var sources: [ValueSource]
        /// The value is never nil: a `$binding`, a literal, or a method of the type building the view
        /// (`onTap: openProfile`). An optional input given one is present wherever this place builds it.
        public var isPresent = false
    }

    public var typeName: String
    /// Every argument but closures, with what it reads; none for a preview's construction.
    public var arguments: [Argument]
    /// The type name at the construction.
    public var range: SourceRange
    public var context: Context
    /// What an `.id(…)` on the built view reads (`Editor(draft: d).id(d.id)`): state that the view keeps
    /// is then scoped to that value. Nil without `.id`.
    public var scopedID: [ValueSource]? = nil

    /// Built as what a presentation or a navigation link shows (`.sheet { Editor(note: n) }`,
    /// `NavigationLink { Detail(item: item) }`): its inputs are the values of the moment it is shown.
    public var isDestination = false
    /// Built in the rows of a `ForEach`/`List` (its content closure): one view value per row.
    public var inRows = false
    /// The type whose code builds it (an extension's extended type); nil at file scope.
    public var builtBy: String? = nil
    /// Built to be added to a collection (`items.append(Item(…))`, `items += [Item(…)]`): a value joins the
    /// others, which keep theirs.
    public var isAppended = false
    /// Members of `builtBy` that the `if` around the construction requires present and that are set only
    /// while it is not shown (`if let note { Detail(note: note) } else { … load() … }`), and the flags it
    /// tests (`if isMovie { Card(isMovie: isMovie) }`): fixed while the view built here lives.
    public var loadedBeforeShown: [String] = []

    /// Whether `arguments` holds every argument passed (so an absent label was not passed).
    public var recordsArguments: Bool { context != .preview }

    /// Framework types that a project does not declare: their constructions are not recorded.
    static let frameworkTypes = NameSet([
        "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
        "Slider", "Stepper", "ProgressView", "Gauge", "Link", "ShareLink", "Menu", "NavigationLink", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "List", "ForEach", "Section", "Form", "Group", "GroupBox",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem",
        "ScrollView", "ScrollViewReader", "GeometryReader", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle",
        "Circle", "Capsule", "Ellipse", "Path", "AsyncImage", "Canvas", "TimelineView", "ViewThatFits", "AnyView",
        "EmptyView", "Font", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "Angle", "Animation", "LinearGradient",
        "RadialGradient", "AngularGradient", "Gradient", "UnitPoint", "Binding", "State", "Table", "TableColumn",
        "TableRow", "DisclosureGroup", "OutlineGroup", "ControlGroup", "ContentUnavailableView", "LabeledContent",
        "ToolbarItem", "ToolbarItemGroup", "Alert", "ActionSheet", "DispatchQueue", "URL", "Date", "UUID", "Task", "Set",
        "Array", "Dictionary", "String", "Int", "Double", "Float", "Bool", "CGFloat", "Data", "Locale", "Calendar",
        "DateFormatter", "NumberFormatter", "JSONDecoder", "JSONEncoder", "NSPredicate", "SortDescriptor", "IndexSet",
        "Result", "Optional", "UIColor", "NSColor", "UIImage", "NSImage", "UIFont", "NSFont", "AttributedString",
        "LocalizedStringKey", "Text.DateStyle", "Character", "Substring", "ClosedRange", "Range", "Spacer",
        "UIHostingController", "NSHostingController", "NSHostingView", "ImageRenderer", "Tab", "Chart", "Map",
        "RoundedCornerStyle", "StrokeStyle", "Shadow", "Material", "ContainerRelativeShape", "UnevenRoundedRectangle",
        "SubscriptionStoreView", "PhotosPicker", "VideoPlayer", "SignInWithAppleButton", "Menu", "ColorPicker",
        "ToolbarTitleMenu", "KeyboardShortcut", "ButtonRole", "Transaction", "withAnimation",
    ])

    /// `items.append(Item(…))`, `items.insert(Item(…), at: 0)`, `items += [Item(…)]`,
    /// `items.append(contentsOf: [Item(…)])`: the value is added to a collection.
    static func isAppended(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        // `let viewModel = Row(show: $0); rows.append(viewModel)`: a local made to be added.
        if let clause = tree.parent(id), tree.kind(clause) == .initializerClause, let binding = tree.parent(clause),
           let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern, let name = tree.name(pattern),
           let declaration = tree.parent(binding), let scope = tree.parent(declaration) {
            var added = false
            var steps = 0
            tree.walk(from: scope) { n in
                steps += 1
                guard !added, steps < 2_000 else { return false }
                if tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), let method = call.name(in: tree),
                   ["append", "insert", "prepend"].contains(method),
                   call.arguments.contains(where: { $0.value.map { tree.identifierName(tree.unwrapped($0)) == name } ?? false }) {
                    added = true
                }
                return true
            }
            return added
        }
        var current = id
        for _ in 0..<3 {
            guard let parent = tree.parent(current) else { return false }
            switch tree.kind(parent) {
            case .labeledExpr, .arrayExpr:
                current = parent
            case .functionCallExpr:
                guard let call = CallExpr.at(parent, in: tree), call.callee != current, let name = call.name(in: tree) else { return false }
                return ["append", "insert", "prepend", "appending"].contains(name)
            case .infixOperatorExpr:
                return tree.tokenIs(Int(tree[parent].mainToken), "+=") && tree.children(parent).first != current
            default:
                return false
            }
        }
        return false
    }

    /// Every construction of a type in a file, with the arguments that read something, and every call of
    /// a modifier that is not SwiftUI's own (a helper of the project, maybe a conditional modifier).
    static func collect(_ tree: SyntaxTree, path: String) -> (constructions: [ViewConstruction], helperCalls: [HelperCall]) {
        var found: [ViewConstruction] = []
        var helperCalls: [HelperCall] = []
        let loadedMemo = PresenceTest.Memo()
        // View-code constructions not yet known to be destinations, with the helper they are built in.
        var inHelpers: [(index: Int, member: NodeID)] = []
        var methodsByType: [NodeID: [String: NodeID?]] = [:]
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionCallExpr {
            let id = NodeID(index)
            guard let call = CallExpr.at(id, in: tree), var name = call.name(in: tree) else { continue }
            if let helperCall = HelperCall(call, name: name, at: id, in: tree, path: path) {
                helperCalls.append(helperCall)
                continue
            }
            var nameNode = call.callee
            if let receiver = call.receiver(in: tree) {
                // `Row.init(…)`, `Module.Row(…)`: a type path, every part capitalised.
                guard tree.isTypePath(receiver) else { continue }
                if name == "init", let last = tree.dottedPath(receiver)?.last { name = last; nameNode = receiver }
            } else if tree[call.callee].flags.contains(.implicitMember) {
                continue
            }
            guard name.startsWithUppercase, !frameworkTypes.contains(name) else { continue }
            let context = self.context(of: call, in: tree)
            var arguments: [Argument] = []
            // Every argument a place that runs in the app passes: what changes is evidence, and an input that
            // every such place passes a constant for is proven fixed. A preview's are never worked out.
            if context != .preview {
                for (position, argument) in call.arguments.enumerated() where !argument.isTrailingClosure {
                    guard let value = argument.value, tree.kind(tree.unwrapped(value)) != .closureExpr else { continue }
                    arguments.append(Argument(label: argument.label ?? "_\(position)", sources: ValueReads.of(value, in: tree),
                                              isPresent: isPresentValue(value, in: tree, methods: &methodsByType)))
                }
            }
            let nameToken = tree[nameNode].mainToken >= 0 ? tree.tokens[Int(tree[nameNode].mainToken)].range : tree.range(nameNode)
            var construction = ViewConstruction(typeName: name, arguments: arguments,
                                                range: SourceRange(path: path, source: tree.source, range: nameToken), context: context)
            // Who builds it, wherever (a model that makes its rows' values, a view's `body`).
            if context != .preview {
                construction.builtBy = enclosingTypeName(of: id, in: tree)
                construction.isAppended = isAppended(id, in: tree)
            }
            if context == .viewCode {
                construction.inRows = isInRows(id, in: tree)
                construction.loadedBeforeShown = PresenceTest.loadedBeforeShown(id, in: tree, memo: loadedMemo)
                construction.scopedID = scopedID(of: id, in: tree)
                construction.isDestination = isInDestination(id, in: tree)
                if !construction.isDestination, let member = enclosingHelper(of: id, in: tree) { inHelpers.append((found.count, member)) }
            }
            found.append(construction)
        }
        // `.sheet { editor(for: item) }` with `func editor(for:)` building the view: what a helper builds is
        // a destination when the helper is used only in destinations of its type.
        if !inHelpers.isEmpty {
            let destinationHelpers = Self.helpersUsedOnlyInDestinations(Set(inHelpers.map(\.member)), in: tree)
            for (index, member) in inHelpers where destinationHelpers.contains(member) { found[index].isDestination = true }
        }
        return (found, helperCalls)
    }

    /// Calls whose content closures are what they present or navigate to, modally or pushed: built with the
    /// values of the moment they are shown (an inspector, shown beside its content, follows the selection).
    static let destinationCalls = NameSet(["sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink"])

    /// A presentation of the project's, in SwiftUI's image (`.overlaySheet(isPresented: $shown) { … }`,
    /// `.card(item: $selected) { … }`): a modifier given `isPresented:` or `item:` and content. Not an
    /// inspector (shown beside its content, it follows the selection), nor an alert's buttons.
    /// The name of the type declaration around a node (for an extension, the extended type's last name).
    static func enclosingTypeName(of node: NodeID, in tree: SyntaxTree) -> String? {
        guard let declaration = enclosingTypeDeclaration(of: node, in: tree) else { return nil }
        if tree.kind(declaration) == .extensionDecl {
            return tree.children(declaration).first(where: { tree.kind($0).isType }).flatMap { tree.compactText($0).split(separator: ".").last.map(String.init) }
        }
        return tree.name(declaration)
    }

    /// The type declaration (or extension) around a node.
    static func enclosingTypeDeclaration(of node: NodeID, in tree: SyntaxTree) -> NodeID? {
        var current = node
        var steps = 0
        while let parent = tree.parent(current), steps < 512 {
            steps += 1
            current = parent
            if tree.kind(parent).isTypeDeclaration { return parent }
        }
        return nil
    }

    /// Inside the content closure of a `ForEach`/`List`: once per row.
    static func isInRows(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        var current = node
        var steps = 0
        while let parent = tree.parent(current), steps < 512 {
            steps += 1
            defer { current = parent }
            guard tree.kind(parent) == .closureExpr, let argument = tree.parent(parent), let owner = tree.parent(argument) else { continue }
            if let forEach = ForEachCall(owner, in: tree), forEach.content == parent { return true }
        }
        return false
    }

    /// A value that is never nil: `$binding`, a literal other than `nil`, or a method of the type whose
    /// code builds the view (`openProfile`, `self.openProfile`).
    static func isPresentValue(_ value: NodeID, in tree: SyntaxTree, methods: inout [NodeID: [String: NodeID?]]) -> Bool {
        let value = tree.unwrapped(value)
        switch tree.kind(value) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .stringLiteralExpr:
            return true
        case .identifierExpr, .memberAccessExpr:
            if StateWrites.startsWithProjection(value, tree) { return true }
            let name: String?
            if tree.kind(value) == .identifierExpr {
                name = tree.name(value)
            } else if let base = tree.children(value).first, tree.isSelfExpression(base) {
                name = tree.name(value)
            } else {
                name = nil
            }
            guard let name, let type = enclosingTypeDeclaration(of: value, in: tree) else { return false }
            if methods[type] == nil { methods[type] = InitializerWork.methods(of: type, in: tree) }
            return methods[type]?.keys.contains(name) ?? false
        default:
            return false
        }
    }

    static func isCustomPresentation(_ call: CallExpr, name: String, in tree: SyntaxTree) -> Bool {
        guard call.isMemberCall(in: tree), !["inspector", "alert", "confirmationDialog"].contains(name) else { return false }
        return call.argument("isPresented") != nil || call.argument("item") != nil
    }

    /// Whether a construction is (inside) what a presentation or a navigation link shows.
    static func isInDestination(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        var current = node
        var steps = 0
        while let parent = tree.parent(current), steps < 64 {
            steps += 1
            switch tree.kind(parent) {
            case .labeledExpr:
                if tree.mainToken(parent).map({ tree.identifierText($0) }) == "destination" { return true }
            case .closureExpr:
                if let argument = tree.parent(parent), tree.kind(argument) == .labeledExpr, let callNode = tree.parent(argument),
                   let call = CallExpr.at(callNode, in: tree), let name = call.name(in: tree),
                   destinationCalls.contains(name) || isCustomPresentation(call, name: name, in: tree) {
                    let label = call.arguments.first { $0.node == argument }?.label
                    if name != "NavigationLink" { return true }
                    // A link's closure is its destination unless it is the label (`label:`, or the only
                    // closure of a link that navigates by `value:` or names its `destination:`).
                    if label == "destination" { return true }
                    if label == nil, call.argument("value") == nil, call.argument("destination") == nil { return true }
                }
            case .functionDecl, .variableDecl:
                // A member of an enum (a route's `@ViewBuilder var view`, `switch self { case .detail(let x):
                // Detail(x) }`): built for the route value a navigation pushes, with that value's fields.
                if let block = tree.parent(parent), tree.kind(block) == .memberBlock, let type = tree.parent(block) {
                    return tree.kind(type) == .enumDecl
                }
                return false
            case .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return false
            default:
                break
            }
            current = parent
        }
        return false
    }

    /// The function or computed property of a type, other than `body`, that a node is built in.
    static func enclosingHelper(of node: NodeID, in tree: SyntaxTree) -> NodeID? {
        var current = tree.parent(node)
        var steps = 0
        while let a = current, steps < 256 {
            steps += 1
            switch tree.kind(a) {
            case .functionDecl:
                return tree.nameIs(a, "body") ? nil : a
            case .variableDecl:
                guard let block = tree.parent(a), tree.kind(block) == .memberBlock else { return nil }
                let name = tree.children(a, .patternBinding).first.flatMap { tree.children($0).first }.flatMap { tree.name($0) }
                return name == "body" ? nil : a
            case .closureExpr, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return nil
            default:
                current = tree.parent(a)
            }
        }
        return nil
    }

    /// Of these helpers, those whose every use in their type (a call `editor(for:)`, or a read `detail`) is
    /// in what a presentation or a navigation link shows.
    static func helpersUsedOnlyInDestinations(_ helpers: Set<NodeID>, in tree: SyntaxTree) -> Set<NodeID> {
        var result = Set<NodeID>()
        for helper in helpers {
            guard let name = tree.kind(helper) == .functionDecl ? tree.name(helper)
                    : tree.children(helper, .patternBinding).first.flatMap({ tree.children($0).first }).flatMap({ tree.name($0) }),
                  var typeDecl = tree.parent(helper) else { continue }
            while !tree.kind(typeDecl).isTypeDeclaration, let up = tree.parent(typeDecl) { typeDecl = up }
            var uses = 0
            var allInDestinations = true
            tree.walk(from: typeDecl) { n in
                guard allInDestinations, n != helper else { return false }
                let kind = tree.kind(n)
                if kind == .identifierExpr, tree.name(n) == name {
                    uses += 1
                    if !isInDestination(n, in: tree) { allInDestinations = false }
                } else if kind == .memberAccessExpr, tree.name(n) == name, let base = tree.children(n).first, tree.isSelfExpression(base) {
                    uses += 1
                    if !isInDestination(n, in: tree) { allInDestinations = false }
                    return false
                }
                return true
            }
            if uses > 0, allInDestinations { result.insert(helper) }
        }
        return result
    }

    /// What `.id(…)` reads when it is one of the modifiers applied to the built view.
    static func scopedID(of construction: NodeID, in tree: SyntaxTree) -> [ValueSource]? {
        var current = construction
        var steps = 0
        while steps < 32, let member = tree.parent(current), tree.kind(member) == .memberAccessExpr,
              tree.children(member).first == current, let callNode = tree.parent(member), let call = CallExpr.at(callNode, in: tree) {
            steps += 1
            if call.name(in: tree) == "id", let value = call.firstUnlabeled?.value { return ValueReads.of(value, in: tree) }
            current = callNode
        }
        return nil
    }

    /// Where a construction runs: a preview, a hosting root, view code or other code. From the node
    /// upwards: the first ancestor that is excluded code or a declaration decides (`step`), except that the
    /// first labeled argument on the way may make the node the root view of a hosting controller. Past the
    /// first ancestors, what they decide is kept per node (`ContextMemo`): in a chain of thousands of
    /// modifiers each call has the whole chain above it, and walking it for every call was quadratic.
    static func context(of node: NodeID, in tree: SyntaxTree) -> Context {
        // The plain walk for the first ancestors: nearly every node is decided within them.
        var current = tree.parent(node)
        var hostingChecked = false
        var steps = 0
        while let a = current, steps < Self.plainSteps {
            steps += 1
            if tree.kind(a) == .labeledExpr, !hostingChecked {
                // The first labeled argument above the node (never excluded code nor a declaration).
                hostingChecked = true
                if isHostingRoot(node, argument: a, in: tree) { return .hostingRoot }
            } else if let decided = step(a, in: tree) {
                return decided
            }
            current = tree.parent(a)
        }
        guard let far = current else { return .other }
        // A long way up (a chain of thousands of modifiers): the rest from what is kept per node.
        let memo = tree.contextMemo
        if hostingChecked { return memo.reached(far) }
        guard let stop = memo.stop(from: far) else { return .other }
        guard tree.kind(stop) == .labeledExpr else { return memo.step(stop)! }
        if isHostingRoot(node, argument: stop, in: tree) { return .hostingRoot }
        guard let above = tree.parent(stop) else { return .other }
        return memo.reached(above)
    }

    /// The context of a call, worked out once per call (`CallContexts`): the summary asks it of a view's
    /// construction twice, for the construction and for the collections handed to the view.
    static func context(of call: CallExpr, in tree: SyntaxTree) -> Context {
        let contexts = tree.callContexts
        if let known = contexts[call.node] { return known }
        let context = self.context(of: call.node, in: tree)
        contexts[call.node] = context
        return context
    }

    /// Ancestors walked one by one before `context(of:)` and `ValueReads` turn to their per-node memos.
    static let plainSteps = 48

    /// `UIHostingController(rootView: Prefs().environmentObject(x))`: the view is the chain's root.
    private static func isHostingRoot(_ node: NodeID, argument a: NodeID, in tree: SyntaxTree) -> Bool {
        if isSceneRoot(node, argument: a, in: tree) { return true }
        guard let label = tree.mainToken(a).map({ tree.identifierText($0) }), label == "rootView" || label == "content",
              let value = tree.children(a).first, ModifierChain(value, in: tree).root == node,
              let owner = tree.parent(a), let call = CallExpr.at(owner, in: tree), let name = call.name(in: tree) else { return false }
        let hosting: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView", "ImageRenderer",
                                    "UIHostingConfiguration", "NSHostingMenu", "UIHostingSceneDelegate"]
        // `UIHostingController.init(rootView:)`, and `super.init(rootView:)` in a hosting controller's subclass.
        let receiver = call.receiver(in: tree).flatMap { tree.dottedPath($0)?.last }
        return hosting.contains(name) || (name == "init" && (receiver.map(hosting.contains) == true || (label == "rootView" && receiver == "super")))
    }

    /// `WindowGroup { ContentView() }`: the root view of a scene, built with the scene (an `App`'s `body`
    /// runs again only when the app's own state that it reads changes), not by a view's updates.
    private static func isSceneRoot(_ node: NodeID, argument a: NodeID, in tree: SyntaxTree) -> Bool {
        guard let closure = tree.children(a).first, tree.kind(closure) == .closureExpr,
              let owner = tree.parent(a), let call = CallExpr.at(owner, in: tree), let name = call.name(in: tree),
              sceneTypes.contains(name), !call.isMemberCall(in: tree) else { return false }
        // A statement of the closure whose chain starts with the node.
        return tree.children(closure).contains { tree.kind($0) != .closureSignature && ModifierChain($0, in: tree).root == node }
    }

    static let sceneTypes: Set<String> = ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra", "UtilityWindow"]

    /// What an ancestor decides by itself: excluded code is a preview; a declaration that builds views is
    /// view code (or a preview inside one); a function, initializer or deinitializer is other code (or a
    /// preview); anything else decides nothing.
    static func step(_ a: NodeID, in tree: SyntaxTree) -> Context? {
        if ViewBuilderContext.isExcluded(a, in: tree) { return .preview }
        switch tree.kind(a) {
        case .functionDecl, .variableDecl, .subscriptDecl:
            if ViewBuilderContext.declarationBuildsViews(a, in: tree) { return hasPreviewAncestor(a, tree) ? .preview : .viewCode }
            if tree.kind(a) == .functionDecl { return hasPreviewAncestor(a, tree) ? .preview : .other }
            return nil
        case .initializerDecl, .deinitializerDecl:
            return hasPreviewAncestor(a, tree) ? .preview : .other
        case .closureExpr:
            // Code that runs on an action or an event (`Button { present(Detail(item)) }`): built then.
            if ViewBuilderContext.isActionClosure(a, in: tree) { return hasPreviewAncestor(a, tree) ? .preview : .other }
            return nil
        default:
            return nil
        }
    }

    private static func hasPreviewAncestor(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(node) else { return false }
        return tree.exclusionMemo.isExcludedOrInside(parent)
    }
}

/// A call of a view modifier that SwiftUI does not define (`.if(isNew) { $0.bold() }`, `.card()`), with
/// what its arguments read: the project index answers from these where a conditional-modifier helper is
/// used, and whether its condition changes there.
public struct HelperCall: Sendable, Codable, Hashable {
    public var name: String
    /// Labels of the parenthesised arguments (nil for none).
    public var labels: [String?]
    /// What each parenthesised argument reads.
    public var arguments: [[ValueSource]]
    public var trailingClosures: Int
    /// What the conditions inside the trailing closures read, for helpers whose condition is the
    /// transform's own result (`if let view = transform(self)`).
    public var closureReads: [ValueSource]
    /// The modifier's name at the call.
    public var range: SourceRange
    public var context: ViewConstruction.Context

    init?(_ call: CallExpr, name: String, at node: NodeID, in tree: SyntaxTree, path: String) {
        guard call.isMemberCall(in: tree), !name.startsWithUppercase else { return nil }
        if let receiver = call.receiver(in: tree), ModifierChain.isNamespacedConstruction(call, receiver: receiver, tree) { return nil }
        let nameToken = tree[call.callee].mainToken
        guard nameToken >= 0 else { return nil }
        let isSwiftUIModifier = SwiftUIModifiers.names.contains(name)
        // `.padding(8)`, `.font(.title)`, `.bold()`: a SwiftUI modifier whose arguments are literals or constants
        // reads nothing that changes (see below), so it is dropped before its context and its arguments' reads
        // are worked out.
        if isSwiftUIModifier, call.arguments.allSatisfy({ $0.isTrailingClosure || $0.value.map { Self.isPlainConstant($0, tree) } ?? true }) {
            return nil
        }
        // Only calls in view code: what runs with every update of a view.
        let context = ViewConstruction.context(of: call, in: tree)
        guard context == .viewCode else { return nil }
        // Inside the arm its own condition opens (`if isWrong { Text(…).if(isWrong) { … } }`): the condition
        // is true wherever this call builds a view, so the call makes no branch flip.
        if ConditionalModifier.isHeldByEnclosingIf(call, in: tree) { return nil }
        let plain = call.arguments.filter { !$0.isTrailingClosure }
        let arguments = plain.map { argument in argument.value.map { ValueReads.of($0, in: tree) } ?? [] }
        // SwiftUI's own modifiers are recorded only when an argument reads something that may change: a
        // project helper may share a name (`hidden(_:)`), and only such a call could make it flip.
        if isSwiftUIModifier {
            let readsState = arguments.contains { sources in
                sources.contains { if case .fixed = $0 { return false }; if case .unknown = $0 { return false }; return true }
            }
            guard readsState else { return nil }
        }
        self.name = name
        labels = plain.map(\.label)
        self.arguments = arguments
        trailingClosures = call.trailingClosures.count
        closureReads = call.trailingClosures.flatMap { closure in closure.value.map { ValueReads.of(conditionsIn: $0, in: tree) } ?? [] }
        range = SourceRange(path: path, source: tree.source, range: tree.tokens[Int(nameToken)].range)
        self.context = context
    }

    /// A literal, or an implicit member other than `.now` (`.title`, `.red`): what `ValueReads` reads as
    /// `.fixed` and nothing else.
    static func isPlainConstant(_ value: NodeID, _ tree: SyntaxTree) -> Bool {
        switch tree.kind(value) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr:
            return true
        case .memberAccessExpr:
            return tree[value].flags.contains(.implicitMember) && tree.children(value).isEmpty && !tree.nameIs(value, "now")
        default:
            return false
        }
    }

    public init(name: String, labels: [String?], arguments: [[ValueSource]], trailingClosures: Int, closureReads: [ValueSource],
                range: SourceRange, context: ViewConstruction.Context) {
        self.name = name
        self.labels = labels
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.closureReads = closureReads
        self.range = range
        self.context = context
    }
}

/// SwiftUI's own view modifiers (`viewModifiers`), and with them the common methods of values
/// (`names`): calls that are not recorded as helper calls.
enum SwiftUIModifiers {
    static let names = NameSet([
        "padding", "frame", "opacity", "background", "overlay", "foregroundStyle", "foregroundColor", "font", "fontWeight",
        "bold", "italic", "underline", "strikethrough", "tint", "accentColor", "cornerRadius", "clipShape", "clipped",
        "shadow", "border", "offset", "position", "rotationEffect", "scaleEffect", "blur", "saturation", "brightness",
        "grayscale", "contrast", "hueRotation", "blendMode", "mask", "zIndex", "disabled", "hidden", "id", "tag",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "animation", "transition", "matchedGeometryEffect", "sheet",
        "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "toolbarBackground", "toolbarColorScheme",
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationBarItems", "navigationSplitViewColumnWidth", "listRowBackground",
        "listRowInsets", "listRowSeparator", "listSectionSeparator", "listStyle", "buttonStyle", "pickerStyle",
        "toggleStyle", "textFieldStyle", "labelStyle", "menuStyle", "tabViewStyle", "datePickerStyle", "progressViewStyle",
        "gaugeStyle", "formStyle", "tabItem", "badge", "environment", "environmentObject", "modifier", "lineLimit",
        "multilineTextAlignment", "lineSpacing", "minimumScaleFactor", "truncationMode", "textCase", "kerning",
        "tracking", "monospacedDigit", "monospaced", "fontDesign", "fontWidth", "dynamicTypeSize", "textSelection",
        "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel",
        "onSubmit", "focused", "focusable", "searchable", "refreshable", "swipeActions", "contextMenu", "help",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityHidden",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityAction",
        "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityShowsLargeContentViewer",
        "contentShape", "allowsHitTesting", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit", "scaledToFill",
        "resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode", "symbolVariant",
        "symbolEffect", "imageScale", "edgesIgnoringSafeArea", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding",
        "scrollContentBackground", "scrollDisabled", "scrollIndicators", "scrollDismissesKeyboard", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollPosition", "scrollClipDisabled", "presentationDetents", "presentationDragIndicator",
        "presentationBackground", "presentationCornerRadius", "interactiveDismissDisabled", "preferredColorScheme",
        "colorScheme", "controlSize", "buttonBorderShape", "labelsHidden", "keyboardShortcut", "onHover", "onDrag",
        "onDrop", "draggable", "dropDestination", "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents",
        "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures", "coordinateSpace", "onPreferenceChange",
        "preference", "anchorPreference", "transformPreference", "overlayPreferenceValue", "backgroundPreferenceValue",
        "transformEnvironment", "compositingGroup", "drawingGroup", "colorMultiply", "colorInvert", "luminanceToAlpha",
        "redacted", "unredacted", "privacySensitive", "fill", "stroke", "strokeBorder", "trim", "inset", "rotation",
        "scale", "glassEffect", "containerShape", "containerRelativeFrame", "visualEffect", "geometryGroup", "sensoryFeedback",
        "contentTransition", "phaseAnimator", "keyframeAnimator", "onGeometryChange", "onScrollGeometryChange",
        "alignmentGuide", "gridCellColumns", "gridColumnAlignment", "headerProminence", "listItemTint", "menuIndicator",
        "menuOrder", "navigationViewStyle", "onMove", "onDelete", "onInsert", "deleteDisabled", "moveDisabled",
        "onCommand", "onExitCommand", "onPlayPauseCommand", "onDeleteCommand", "onMoveCommand", "focusedValue",
        "focusedSceneValue", "focusScope", "prefersDefaultFocus", "defaultFocus", "onKeyPress", "fileImporter",
        "fileExporter", "photosPicker", "inspector", "inspectorColumnWidth", "toolbarRole", "toolbarTitleMenu",
        "toolbarTitleDisplayMode", "searchSuggestions", "searchScopes", "textFieldStyle", "tableStyle", "windowResizability",
        "defaultSize", "frame",
    ] + commonMethods.members)

    /// Methods of values, not views, that view code calls everywhere (`items.map`, `store.send`): never a
    /// project's view helper (no helper call is recorded for them), and not a view modifier either: an
    /// `if` whose arms call `store.send(.a)` and `store.send(.b)` builds no view.
    static let commonMethods = NameSet([
        "map", "filter", "sorted", "first", "contains", "append", "send", "scope", "appending",
        "formatted", "replacingOccurrences", "components", "joined", "reduce", "compactMap", "flatMap", "forEach",
        "dropFirst", "dropLast", "prefix", "suffix", "lowercased", "uppercased", "trimmingCharacters", "description",
        "string", "date", "addingTimeInterval", "index", "firstIndex", "lastIndex", "remove", "insert", "removeAll",
        "toggle", "dismiss", "callAsFunction", "store", "sink", "receive", "eraseToAnyPublisher", "assign", "value",
        "count", "isEmpty", "min", "max", "enumerated", "reversed", "shuffled", "split", "hasPrefix", "hasSuffix",
        "load", "fetch", "save", "delete", "update", "perform", "post", "get", "set", "open", "close", "start", "stop",
        "copy", "encode", "decode", "data", "log", "print", "debugDescription", "hash", "isEqual",
    ])

    /// SwiftUI's view modifiers alone.
    static let viewModifiers = NameSet(names.members.filter { !commonMethods.contains($0) })
}

/// Per tree and node: whether the node or one of its ancestors is code no rule reports
/// (`ViewBuilderContext.isExcluded`). Asked for the declaration around every call: each chain of
/// ancestors is walked once, not once per call.
final class ExclusionMemo {
    /// 0 not known yet, 1 no, 2 yes.
    private var states: [UInt8]
    private unowned let tree: SyntaxTree

    init(tree: SyntaxTree) {
        self.tree = tree
        states = Array(repeating: 0, count: tree.nodes.count)
    }

    func isExcludedOrInside(_ node: NodeID) -> Bool {
        // Up to the first node whose answer is known (or past the root), then down again filling in.
        var chain: [NodeID] = []
        var current: NodeID? = node
        var above = false
        while let n = current {
            let state = states[n.index]
            if state != 0 { above = state == 2; break }
            chain.append(n)
            current = tree.parent(n)
        }
        for n in chain.reversed() {
            above = above || ViewBuilderContext.isExcluded(n, in: tree)
            states[n.index] = above ? 2 : 1
        }
        return above
    }
}

extension SyntaxTree {
    var exclusionMemo: ExclusionMemo { memo(slot: TreeMemoSlot.exclusion.rawValue) { ExclusionMemo(tree: $0) } }
}

/// Per tree and node, the answers `ViewConstruction.context(of:)` takes from ancestors, each worked out
/// once (by walking up to the nearest node already known, then filling in on the way down, without
/// recursion): a node's own `step`, the answer of a walk that reaches it, and the first node at or above
/// it that decides or is a labeled argument.
final class ContextMemo {
    private unowned let tree: SyntaxTree
    /// 0 not known, 1 decides nothing, else the context's raw value + 2.
    private var steps: [UInt8]
    /// 0 not known, else the context's raw value + 1.
    private var reachedAnswers: [UInt8]
    /// -2 not known, -1 none up to the root, else the node.
    private var stops: [Int32]

    init(tree: SyntaxTree) {
        self.tree = tree
        steps = Array(repeating: 0, count: tree.nodes.count)
        reachedAnswers = Array(repeating: 0, count: tree.nodes.count)
        stops = Array(repeating: -2, count: tree.nodes.count)
    }

    func step(_ a: NodeID) -> ViewConstruction.Context? {
        if steps[a.index] == 0 {
            steps[a.index] = ViewConstruction.step(a, in: tree).map { $0.rawValue + 2 } ?? 1
        }
        let known = steps[a.index]
        return known == 1 ? nil : ViewConstruction.Context(rawValue: known - 2)
    }

    /// The answer of a walk up from `a` (inclusive) that has no hosting check left to make.
    func reached(_ a: NodeID) -> ViewConstruction.Context {
        // Up to the first node known or deciding; then again, writing the answer on the nodes passed
        // (two walks rather than a list of them: no allocation for the usual short way up).
        var current: NodeID? = a
        var answer = ViewConstruction.Context.other
        var end: NodeID?
        while let n = current {
            if reachedAnswers[n.index] != 0 { answer = ViewConstruction.Context(rawValue: reachedAnswers[n.index] - 1)!; end = n; break }
            if let decided = step(n) { answer = decided; end = n; break }
            current = tree.parent(n)
        }
        current = a
        while let n = current, n != end {
            reachedAnswers[n.index] = answer.rawValue + 1
            current = tree.parent(n)
        }
        if let end { reachedAnswers[end.index] = answer.rawValue + 1 }
        return answer
    }

    /// The first node at or above `a` that decides (`step`) or is a labeled argument; nil for none.
    func stop(from a: NodeID) -> NodeID? {
        var current: NodeID? = a
        var found: Int32 = -1
        var end: NodeID?
        while let n = current {
            if stops[n.index] != -2 { found = stops[n.index]; end = n; break }
            if tree.kind(n) == .labeledExpr || step(n) != nil { found = n.raw; end = n; break }
            current = tree.parent(n)
        }
        current = a
        while let n = current, n != end {
            stops[n.index] = found
            current = tree.parent(n)
        }
        if let end { stops[end.index] = found }
        return found >= 0 ? NodeID(found) : nil
    }
}

extension SyntaxTree {
    var contextMemo: ContextMemo { memo(slot: TreeMemoSlot.context.rawValue) { ContextMemo(tree: $0) } }
}

/// Per tree, the context of each call worked out so far: a byte per node (0 not yet, else the context's
/// raw value + 1) behind a pointer, not a field of `CallExpr` (a byte more there made every call's object a
/// size class larger: +20 MB on a file of a million calls).
final class CallContexts {
    private let states: UnsafeMutableBufferPointer<UInt8>

    init(nodeCount: Int) {
        states = .allocate(capacity: max(1, nodeCount))
        states.initialize(repeating: 0)
    }

    deinit { states.deallocate() }

    subscript(node: NodeID) -> ViewConstruction.Context? {
        get { states[node.index] == 0 ? nil : ViewConstruction.Context(rawValue: states[node.index] - 1) }
        set { states[node.index] = newValue.map { $0.rawValue + 1 } ?? 0 }
    }
}

extension SyntaxTree {
    var callContexts: CallContexts { memo(slot: TreeMemoSlot.callContexts.rawValue) { CallContexts(nodeCount: $0.nodes.count) } }
}
