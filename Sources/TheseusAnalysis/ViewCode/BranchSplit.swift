import TheseusSyntax

/// The arms of an `if`/`else if`/`else` chain or a `switch` in a view builder, each as its list of view
/// statements, with the conditions that choose between them.
struct BranchArms {
    /// The conditions of the chain (each `if`'s condition list) or the `switch` subject.
    let conditions: [NodeID]
    /// Each arm's statements, all of them view expressions.
    let views: [[NodeID]]

    /// The first condition (the `if`'s or the `switch` subject); the others are `else if`s.
    var condition: NodeID? { conditions.first }

    /// `if let value = …` (the arms are the value and what stands in for it), or `case .a(let x)` (each
    /// arm shows its case's own value): arguments that differ are different content, not one view's.
    let bindsValues: Bool
    /// The names those conditions bind.
    let boundNames: Set<String>

    /// An arm declares locals beside its views: a fix that rewrites the arms as one view would lose them.
    let hasDeclarations: Bool
    /// The arms are a `switch`'s cases (each case a kind of value, with its own payload).
    let isSwitch: Bool

    /// Nil when an arm holds anything but view expressions (a declaration, a nested `if`, a loop), or
    /// when an arm is missing (an `if` without `else`).
    init?(_ node: NodeID, in tree: SyntaxTree) {
        guard let parsed = Self.parse(node, in: tree) else { return nil }
        // A view builder allows local declarations (`let title = …`) beside the views.
        let blocks = parsed.blocks.map { $0.filter { tree.kind($0) != .variableDecl } }
        for block in blocks {
            guard !block.isEmpty, block.allSatisfy({ Self.isViewExpression($0, tree) }) else { return nil }
        }
        self.conditions = parsed.conditions
        self.views = blocks
        self.bindsValues = parsed.bindsValues
        self.boundNames = parsed.bindsValues ? Self.derivedNames(Self.boundNames(node, in: tree), in: parsed.blocks, tree) : []
        self.hasDeclarations = blocks.map(\.count) != parsed.blocks.map(\.count)
        self.isSwitch = tree.kind(node) == .switchExpr
    }

    /// The bound names, and the arm locals computed from them (`let weight = convert(entry.weight)`):
    /// showing those shows the bound value too.
    static func derivedNames(_ bound: Set<String>, in blocks: [[NodeID]], _ tree: SyntaxTree) -> Set<String> {
        guard !bound.isEmpty else { return bound }
        var names = bound
        for block in blocks {
            for statement in block where tree.kind(statement) == .variableDecl {
                for binding in tree.children(statement, .patternBinding) {
                    guard let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern,
                          let local = tree.name(pattern), let value = tree.child(binding, .initializerClause) else { continue }
                    var reads = false
                    tree.walk(from: value) { n in
                        if tree.kind(n) == .identifierExpr, let name = tree.name(n), names.contains(name) { reads = true }
                        return !reads
                    }
                    if reads { names.insert(local) }
                }
            }
        }
        return names
    }

    /// The conditions and every arm's statements of an `if`/`else if`/`else` chain or a `switch`; nil for
    /// an `if` without a final `else` (one arm fewer than the views it may show).
    static func parse(_ node: NodeID, in tree: SyntaxTree, allowingMissingElse: Bool = false) -> (conditions: [NodeID], blocks: [[NodeID]], bindsValues: Bool)? {
        var conditions: [NodeID] = []
        var blocks: [[NodeID]] = []
        if tree.kind(node) == .switchExpr {
            guard let subject = tree.children(node).first else { return nil }
            conditions.append(subject)
            for c in tree.children(node, .switchCase) {
                // `@unknown default`: a case the compiler demands for enums that may gain cases later;
                // no value of today's enum reaches it, so it never takes over from another arm.
                if tree.children(c, .attribute).contains(where: { tree.nameIs($0, "unknown") }) { continue }
                blocks.append(tree.children(c).filter { ![.whereClause, .attribute].contains(tree.kind($0)) && !ConditionalModifier.isPattern($0, c, tree) })
            }
        } else {
            var current: NodeID? = node
            while let ifNode = current {
                current = nil
                for child in tree.children(ifNode) {
                    switch tree.kind(child) {
                    case .conditionList: conditions.append(child)
                    case .codeBlock: blocks.append(Array(tree.children(child)))
                    case .ifExpr: current = child
                    default: break
                    }
                }
            }
            guard blocks.count == conditions.count + 1 || (allowingMissingElse && blocks.count == conditions.count) else { return nil }
        }
        var binds = false
        if tree.kind(node) == .switchExpr {
            for c in tree.children(node, .switchCase) {
                for pattern in tree.children(c) where ConditionalModifier.isPattern(pattern, c, tree) {
                    tree.walk(from: pattern) { n in
                        if tree.kind(n) == .valueBindingPattern || tree.kind(n) == .patternExpr { binds = true }
                        return !binds
                    }
                }
            }
        } else {
            binds = conditions.contains { tree.children($0).contains { tree.kind($0) == .optionalBindingCondition } }
        }
        return (conditions, blocks, binds)
    }

    /// The names the chain's conditions bind (`if let error = model.error`, `case .loaded(let items)`):
    /// an arm that shows one of them shows that value, which the other arms do not have.
    static func boundNames(_ node: NodeID, in tree: SyntaxTree) -> Set<String> {
        var patterns: [NodeID] = []
        if tree.kind(node) == .switchExpr {
            for c in tree.children(node, .switchCase) {
                patterns += tree.children(c).filter { ConditionalModifier.isPattern($0, c, tree) }
            }
        } else {
            var current: NodeID? = node
            var steps = 0
            while let ifNode = current, steps < 256 {
                steps += 1
                current = nil
                for child in tree.children(ifNode) {
                    if tree.kind(child) == .conditionList {
                        for condition in tree.children(child, .optionalBindingCondition) {
                            // The pattern, not the initializer: `if let a = b` binds `a` only.
                            patterns += tree.children(condition).filter { [.identifierPattern, .valueBindingPattern, .tuplePattern].contains(tree.kind($0)) }
                        }
                    } else if tree.kind(child) == .ifExpr {
                        current = child
                    }
                }
            }
        }
        var names: Set<String> = []
        for pattern in patterns {
            tree.walk(from: pattern) { n in
                if tree.kind(n) == .identifierPattern, let name = tree.name(n) { names.insert(name) }
                // `case let .heading(runs, level)`: the names under a `let` are bound too.
                if tree.kind(n) == .valueBindingPattern
                    || tree.kind(n) == .patternExpr && (tree.tokenIs(Int(tree[n].mainToken), "let") || tree.tokenIs(Int(tree[n].mainToken), "var")) {
                    tree.walk(from: n) { inner in
                        if tree.kind(inner) == .identifierExpr || tree.kind(inner) == .identifierPattern, let name = tree.name(inner) { names.insert(name) }
                        return true
                    }
                    return false
                }
                return true
            }
        }
        return names
    }

    /// Whether a view shows one of `names` as its content: in the content of a primitive such as `Text`
    /// or `Label`, or in a view its content closure builds. `Avatar(user: user)` against
    /// `Avatar(user: .guest)` is one view given two inputs, not two contents.
    static func shows(_ names: Set<String>, in view: NodeID, _ tree: SyntaxTree) -> Bool {
        guard !names.isEmpty, let call = CallExpr.at(ModifierChain(view, in: tree).root, in: tree) else { return false }
        // A primitive shows its arguments; so does a helper of the view that builds the content from them
        // (`styledText(runs: runs, …)`).
        let isLeaf = call.name(in: tree).map { BranchSplit.contentLeaves.contains($0) || $0.first?.isLowercase == true } ?? false
        // The content a view shows: a primitive's plain arguments, and every view's content closures
        // (not an action: `Button("Profile", action: onTap)` shows a label, not `onTap`).
        var values = BranchSplit.closures(of: call, tree).filter { !$0.isAction }.map(\.value)
        if isLeaf {
            values += call.arguments.filter { $0.label != "action" && !$0.isTrailingClosure }.compactMap(\.value)
                .filter { tree.kind(tree.unwrapped($0)) != .closureExpr }
        }
        var found = false
        for value in values {
            tree.walk(from: value) { n in
                if tree.kind(n) == .identifierExpr, let name = tree.name(n), names.contains(name) { found = true }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// Whether a view's own arguments (not its closures) read one of `names`: `Shelf(items: albums)`.
    static func passes(_ names: Set<String>, in view: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let call = CallExpr.at(ModifierChain(view, in: tree).root, in: tree) else { return false }
        var found = false
        for value in call.arguments.filter({ !$0.isTrailingClosure }).compactMap(\.value) where tree.kind(tree.unwrapped(value)) != .closureExpr {
            tree.walk(from: value) { n in
                if tree.kind(n) == .identifierExpr, let name = tree.name(n), names.contains(name) { found = true }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// The arms that are one view each (declarations aside), by their place in the chain or `switch`:
    /// two of them may build the same view while the other arms build other things.
    static func singleViewArms(_ node: NodeID, in tree: SyntaxTree) -> (conditions: [NodeID], arms: Int, views: [(arm: Int, view: NodeID)])? {
        guard let parsed = parse(node, in: tree, allowingMissingElse: true) else { return nil }
        var views: [(arm: Int, view: NodeID)] = []
        for (index, block) in parsed.blocks.enumerated() {
            let statements = block.filter { ![.variableDecl, .breakStmt].contains(tree.kind($0)) }
            if statements.count == 1, isViewExpression(statements[0], tree), !block.contains(where: { tree.kind($0) == .breakStmt }) {
                views.append((index, statements[0]))
            }
        }
        // An `if … else if …` without a final `else` has one more case: nothing shown.
        let arms = parsed.blocks.count == parsed.conditions.count && tree.kind(node) == .ifExpr ? parsed.blocks.count + 1 : parsed.blocks.count
        return (parsed.conditions, arms, views)
    }

    /// A view statement of a content closure, or a block of them (`if`, `switch`, `#if`).
    static func isViewExpressionOrBlock(_ tree: SyntaxTree) -> (NodeID) -> Bool {
        { id in isViewExpression(id, tree) || [.ifExpr, .switchExpr, .ifConfigDecl].contains(tree.kind(id)) }
    }

    static func isViewExpression(_ id: NodeID, _ tree: SyntaxTree) -> Bool {
        switch tree.kind(id) {
        case .functionCallExpr, .identifierExpr, .memberAccessExpr, .postfixIfConfigExpr: return true
        default: return false
        }
    }
}

/// How the arms of a branch build the same views: the evidence that one view was split into two
/// identities, and whether the fix is mechanical (an inert modifier, a ternary in an argument) or the
/// split resets state that a user would lose.
struct BranchSplit {
    enum State {
        /// The views hold state (a view with `@State`, a `TextField`…), at the code that shows it.
        case holds(Evidence)
        /// A view that may hold state, out of sight: a view modifier's `content`, or a view type declared
        /// outside the project; named for the message.
        case opaque(String)
        /// Views known to hold none (`Text`, `Image`, a view of the project without state): a split only
        /// changes how the change animates.
        case none

        var matters: Bool {
            if case .none = self { return false }
            return true
        }
    }

    /// "`PizzaView` with different modifiers (`cornerRadius`)".
    let description: String
    let help: String
    let state: State

    /// Primitive views whose arguments are their content: two with different content are two views.
    static let contentLeaves = NameSet([
        "Text", "Image", "Label", "Button", "Link", "ShareLink", "Toggle", "Spacer", "Divider", "Color", "ProgressView",
        "Gauge", "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
        "Menu", "ContentUnavailableView", "LabeledContent", "Slider", "Stepper", "Picker", "NavigationLink", "EmptyView",
        "AnyView", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "ColorPicker", "Badge", "Tab",
    ])
    /// Modifiers whose effect needs one view removed and another inserted.
    static let insertionModifiers = NameSet(["transition", "matchedGeometryEffect"])
    /// Modifiers that run their action when the view appears or goes: a split is how a case change runs it.
    static let lifecycleActions = NameSet(["onAppear", "onDisappear", "task"])
    /// Primitive views that keep state of their own across updates.
    static let statefulPrimitives: [String: String] = [
        "TextField": "focus and selection", "SecureField": "focus and selection", "TextEditor": "focus and selection",
        "ScrollView": "scroll position", "List": "scroll position and selection", "Form": "scroll position",
        "NavigationStack": "navigation path", "NavigationView": "navigation state", "NavigationSplitView": "navigation state",
        "TabView": "selected tab", "DatePicker": "editing state", "Map": "camera position", "VideoPlayer": "playback",
        "DisclosureGroup": "expansion", "OutlineGroup": "expansion", "Table": "scroll position and selection",
        "WebView": "page state",
    ]
    /// The first property of a view type that holds state of its own: a `@State`, `@StateObject`… that
    /// is not a shared instance (`@StateObject var colors = ColorManager.shared` is the app's, not the view's).
    static func ownStateMember(of type: TypeInfo) -> MemberInfo? {
        type.members.first { !$0.isStatic && $0.sharedInstanceType == nil && $0.wrappers.contains(where: { stateWrappers.contains($0) }) }
    }
    /// Property wrappers that hold a view's own state.
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AccessibilityFocusState"]

    init?(_ arms: BranchArms, in file: FileContext) {
        // Several views per arm, one of which shows the value the condition binds (`if let entry { Text(entry.date)
        // … } else { Text("-") … }`): a value and what stands in for it, different content.
        if !arms.views.allSatisfy({ $0.count == 1 }), arms.bindsValues,
           arms.views.joined().contains(where: { BranchArms.shows(arms.boundNames, in: $0, file.tree) }) { return nil }
        let split = arms.views.allSatisfy({ $0.count == 1 })
            ? Self.singleViews(arms.views.map { $0[0] }, bindsValues: arms.bindsValues, boundNames: arms.boundNames, casePayloads: arms.isSwitch, in: file)
            : Self.severalViews(arms.views, in: file)
        guard let split = split ?? Self.sharedView(arms.views, in: file) else { return nil }
        self = split
    }

    private init(description: String, help: String, state: State) {
        self.description = description
        self.help = help
        self.state = state
    }

    /// What a root view is built from, the same in every arm for a split: the callee of a call, a stored
    /// view's name (`icon`, `content`), a dotted path.
    static func rootKey(_ root: NodeID, _ tree: SyntaxTree) -> (key: String, name: String, isCall: Bool)? {
        switch tree.kind(root) {
        case .functionCallExpr:
            guard let call = CallExpr.at(root, in: tree), var name = call.name(in: tree) else { return nil }
            // `store.send(.add)`, `model.select(item)`: a method of a value, which does work and builds no
            // view (an action closure taken for view content), not the same view twice.
            if name.first?.isLowercase == true, call.trailingClosures.isEmpty, tree.kind(call.callee) == .memberAccessExpr,
               let base = tree.children(call.callee).first, tree.kind(base) == .identifierExpr,
               let receiver = tree.name(base), receiver != "self", receiver.first?.isLowercase == true {
                return nil
            }
            // `AnyView.init(…)` is an `AnyView`.
            if name == "init", tree.kind(call.callee) == .memberAccessExpr, let base = tree.children(call.callee).first,
               let path = tree.dottedPath(base), let last = path.last {
                name = last
            }
            return ("call " + tree.compactText(call.callee), name, true)
        case .identifierExpr:
            guard let name = tree.name(root), name != "self" else { return nil }
            return ("name " + name, name, false)
        case .memberAccessExpr:
            guard let path = tree.dottedPath(root) else { return nil }
            // `Color.red` and `Color.accentColor`: one `Color` view with two values.
            if path.count == 2, path[0] == "Color" { return ("color", "Color", false) }
            return ("path " + path.joined(separator: "."), path.joined(separator: "."), false)
        default:
            return nil
        }
    }

    /// One view per arm.
    static func singleViews(_ views: [NodeID], bindsValues: Bool, boundNames: Set<String> = [], casePayloads: Bool = false, in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        let chains = views.map { ModifierChain($0, in: tree) }
        guard chains.allSatisfy({ looksLikeView($0, in: file) }) else { return nil }
        // `.transition(.move(edge: .leading))`, `.matchedGeometryEffect(id:in:)` on an arm: the removal of one
        // view and the insertion of the other is what the code asks for (a transition plays only then, and a
        // matched geometry's source moves from one view to the other), not a split by mistake.
        if chains.contains(where: { $0.modifiers.contains { Self.insertionModifiers.contains($0.name) } }) { return nil }
        let roots = chains.compactMap { rootKey($0.root, tree) }
        guard roots.count == chains.count, let first = roots.first else { return nil }
        guard roots.allSatisfy({ $0.key == first.key }) else {
            return layoutSwap(chains, roots.map(\.name), in: file) ?? wrapped(views, chains, roots.map(\.name), in: file)
        }
        guard first.name != "AnyView", first.name != "EmptyView" else { return nil }
        // The same view: the same initializer (`Image(systemName:)` and `Image(_:)` are two ways to build
        // content, which a ternary cannot merge) and content closures that build the same views.
        guard oneInitializer(chains.map { argumentLabels($0.root, tree) }),
              Set(chains.map { contentShape($0.root, in: file, depth: 0) }).count == 1,
              Set(chains.map { viewArgumentTypes($0.root, in: file) }).count == 1,
              // `.mask(ZeusBoon())` against `.mask(PoseidonBoon())`: views of other types given to a modifier
              // make two types of view, which no ternary can join: different content, not one view's.
              !modifiersTakeOtherViews(chains, in: file) else { return nil }
        let name = first.name
        let state = Self.state(of: views, rootName: name, isCall: first.isCall, in: file)
        let argumentsDiffer = Set(chains.map { argumentsText($0.root, tree) }).count > 1
        let contentDiffers = Set(chains.map { closureTexts($0.root, in: file, actions: false) }).count > 1
        let actionsDiffer = Set(chains.map { closureTexts($0.root, in: file, actions: true) }).count > 1
        // `if let error { Text(error) } else { Text("No orders yet") }`: an arm shows the value its
        // condition binds, which the others do not have: different content, not one view's arguments.
        // So do `case .heading(let runs): Text(runs)` and `case .paragraph(let runs): Text(runs)`: the same
        // spelling, each arm its own case's value.
        if views.contains(where: { BranchArms.shows(boundNames, in: $0, tree) }) { return nil }
        // `case .albums(let albums): Shelf(items: albums)`, `case .playlists(let lists): Shelf(items: lists)`:
        // every arm hands the view its own case's value, so each arm is another kind of content.
        // (An `if let … else if let …` chain is not that: two optionals of one kind, shown by one view.)
        if casePayloads, !boundNames.isEmpty, views.count > 1, views.allSatisfy({ BranchArms.passes(boundNames, in: $0, tree) }) { return nil }
        let modifiers = differingModifiers(chains, tree)
        // `case .idle: Color.clear.onAppear { load() }`, `case .failed: Color.clear.onAppear { alert() }`:
        // arms that differ only in what runs when they appear. The new identity is what runs it when the
        // case changes; one view with the condition inside would not run it again.
        if !modifiers.names.isEmpty, modifiers.names.allSatisfy({ Self.lifecycleActions.contains($0) }),
           !argumentsDiffer, !contentDiffers { return nil }
        var differences: [String] = []
        if argumentsDiffer { differences.append("different arguments") }
        if contentDiffers { differences.append("different content") }
        if actionsDiffer { differences.append("different actions") }
        if !modifiers.names.isEmpty { differences.append("different modifiers (" + modifiers.names.map { "`\($0)`" }.joined(separator: ", ") + ")") }
        let help: String
        if differences.isEmpty {
            // The very same view in several branches (`case .a: Spinner(title)`, `case .b: Spinner(title)`).
            return BranchSplit(description: "the same `\(name)`",
                               help: "build `\(name)` once for all these cases: join them (`case .a, .b:`) or move the view out of the branch",
                               state: state)
        } else if argumentsDiffer || contentDiffers || actionsDiffer {
            help = bindsValues
                ? "build `\(name)` once and let the value choose its arguments, as in `\(name)(value ?? placeholder)`; each branch's own `\(name)` is a view of its own"
                : "build `\(name)` once and choose its arguments with the condition, as in `\(name)(tint: condition ? .green : .red)`"
        } else {
            help = "keep one `\(name)` and move the condition into the modifiers, with an inert value where a branch has none, as in `.opacity(condition ? 0.3 : 1)`"
        }
        let listed = differences.count <= 2 ? differences.joined(separator: " and ")
            : differences.dropLast().joined(separator: ", ") + " and " + differences[differences.count - 1]
        return BranchSplit(description: "`\(name)` with " + listed, help: help, state: state)
    }

    /// A `switch` or `if`/`else if` chain of three arms or more, of which some build the same view and
    /// the others something else (`case .sent: StatusIcon("checkmark")`, `case .read: StatusIcon("eye")`,
    /// `case .failed: RetryButton()`): those arms still split one view. The largest such group.
    static func partial(_ node: NodeID, in file: FileContext) -> (split: BranchSplit, conditions: [NodeID], covered: Int, arms: Int, views: [NodeID])? {
        let tree = file.tree
        guard let parsed = BranchArms.singleViewArms(node, in: tree), parsed.arms >= 3, parsed.views.count >= 2 else { return nil }
        var groups: [String: [NodeID]] = [:]
        var order: [String] = []
        for (_, view) in parsed.views {
            guard let key = rootKey(ModifierChain(view, in: tree).root, tree), key.name != "content" else { continue }
            if groups[key.key] == nil { order.append(key.key) }
            groups[key.key, default: []].append(view)
        }
        let binds = BranchArms.parse(node, in: tree, allowingMissingElse: true)?.bindsValues ?? false
        let bound = binds ? BranchArms.boundNames(node, in: tree) : []
        var best: (split: BranchSplit, covered: Int, views: [NodeID])?
        for key in order {
            guard let members = groups[key], members.count >= 2 else { continue }
            // Within one type, the views one initializer builds (`Image(uiImage:)` apart from `Image(systemName:)`).
            let labels = members.map { argumentLabels(ModifierChain($0, in: tree).root, tree) }
            var views: [NodeID] = []
            for longest in labels {
                let compatible = members.indices.filter { isSubsequence(labels[$0], of: longest) }.map { members[$0] }
                if compatible.count > views.count { views = compatible }
            }
            guard views.count >= 2, views.count > (best?.covered ?? 1),
                  let split = singleViews(views, bindsValues: binds, boundNames: bound, casePayloads: tree.kind(node) == .switchExpr, in: file) else { continue }
            best = (split, views.count, views)
        }
        guard let best else { return nil }
        return (best.split, parsed.conditions, best.covered, parsed.arms, best.views)
    }

    /// The layout containers `AnyLayout` can switch between while keeping the content's identity.
    static let switchableLayouts: [String: String] = ["HStack": "HStackLayout", "VStack": "VStackLayout", "ZStack": "ZStackLayout", "Grid": "GridLayout"]

    /// `if wide { HStack { content } } else { VStack { content } }`: the same content in two layouts is
    /// two identities of every view in it; `AnyLayout` switches the layout and keeps them.
    static func layoutSwap(_ chains: [ModifierChain], _ names: [String], in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        guard names.allSatisfy({ switchableLayouts[$0] != nil }), Set(names).count > 1 else { return nil }
        // The content: the trailing closure, or a `content:` argument (`VStack(content: content)`).
        let contents = chains.map { chain -> String in
            let trailing = trailingClosureText(chain.root, tree)
            guard trailing.isEmpty, let call = CallExpr.at(chain.root, in: tree),
                  let argument = call.arguments.first(where: { $0.label == "content" }), let value = argument.value else { return trailing }
            return tree.compactText(value)
        }
        guard let content = contents.first, !content.isEmpty, contents.allSatisfy({ $0 == content }) else { return nil }
        var unique: [String] = []
        for n in names where !unique.contains(n) { unique.append(n) }
        let listed = unique.map { "`\($0)`" }.joined(separator: " and ")
        let layouts = unique.prefix(2).map { "AnyLayout(\(switchableLayouts[$0]!)())" }
        return BranchSplit(description: "the same content in \(listed)",
                           help: "choose the layout with `AnyLayout` and build the content once: `let layout = condition ? \(layouts.joined(separator: " : "))`, then `layout { … }`",
                           state: state(of: chains.map(\.root), rootName: nil, isCall: true, in: file))
    }

    /// `if c { ScrollView { Details() } } else { Details() }`: the same view, wrapped in a container in
    /// some branches, is another view there.
    static func wrapped(_ views: [NodeID], _ chains: [ModifierChain], _ names: [String], in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        // The view the branches share: an arm's whole view, found as a statement of another arm's container.
        guard views.count == 2 else { return nil }
        for (inner, outer) in [(0, 1), (1, 0)] {
            let text = tree.compactText(views[inner])
            guard let call = CallExpr.at(chains[outer].root, in: tree), names[outer].startsWithUppercase,
                  !contentLeaves.contains(names[outer]) else { continue }
            let statements = call.trailingClosures.compactMap(\.value).flatMap { closureStatements($0, tree) }
            guard statements.contains(where: { tree.compactText($0) == text }) else { continue }
            let shared = rootKey(chains[inner].root, tree)?.name ?? "view"
            return BranchSplit(description: "the same `\(shared)`, wrapped in `\(names[outer])` in one branch",
                               help: "keep `\(shared)` in one place: apply the container in both cases (with a setting that turns it off, such as `ScrollView(condition ? .vertical : [])`), or move the condition inside it",
                               state: state(of: [views[inner]], rootName: shared, isCall: true, in: file))
        }
        return nil
    }

    /// The statements of a closure, without its signature.
    static func closureStatements(_ closure: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        let closure = tree.unwrapped(closure)
        guard tree.kind(closure) == .closureExpr else { return [] }
        return tree.children(closure).filter { tree.kind($0) != .closureSignature }
    }

    /// The shape of the views a call's closures build: the views' types, in order, and theirs in turn
    /// (arguments and modifiers aside), so that `VStack { Title(a) }` and `VStack { Title(b) }` are one
    /// view and `VStack { Login() }` and `VStack { Feed() }` are two. An action closure (`Button`'s
    /// first, `action:`, anything that is not views) has no shape: two actions do not make two views.
    static func contentShape(_ root: NodeID, in file: FileContext, depth: Int) -> String {
        let tree = file.tree
        guard let call = CallExpr.at(root, in: tree) else { return "" }
        // Actions build no views: `Button("Stop", action: stop)` and `Button("Go") { go() }` are one shape.
        return closures(of: call, tree).filter { !$0.isAction }.map { closure in
            (closure.label ?? "_") + ":" + closureShape(closure.value, in: file, depth: depth + 1)
        }.joined(separator: ";")
    }

    /// The view types a call is given as arguments (`content: RewardAmountView(…)`), by label: a view
    /// generic over its content is another type for each (`Section<RewardAmountView>`), which no single
    /// view with other arguments can be.
    static func viewArgumentTypes(_ root: NodeID, in file: FileContext) -> String {
        let tree = file.tree
        guard let call = CallExpr.at(root, in: tree) else { return "" }
        var types: [String] = []
        for argument in call.arguments where !argument.isTrailingClosure {
            guard let value = argument.value, tree.kind(tree.unwrapped(value)) != .closureExpr else { continue }
            let chain = ModifierChain(tree.unwrapped(value), in: tree)
            if let resultType = methodViewType(tree.unwrapped(value), in: file) {
                types.append((argument.label ?? "_") + ":" + resultType)
                continue
            }
            guard let key = rootKey(chain.root, tree), key.isCall, key.name.startsWithUppercase, looksLikeView(chain, in: file) else { continue }
            types.append((argument.label ?? "_") + ":" + key.name)
        }
        return types.joined(separator: ";")
    }

    /// The types of the views a chain's modifiers are given (`.mask(ZeusBoon())`, `.overlay { Badge() }`),
    /// by modifier name and argument label. Shape styles (`Color`, gradients) are left out: `AnyShapeStyle`
    /// joins those.
    static func modifierViewTypes(_ chain: ModifierChain, in file: FileContext) -> [String: String] {
        let tree = file.tree
        var types: [String: String] = [:]
        for modifier in chain.modifiers {
            guard let call = CallExpr.at(modifier.node, in: tree) else { continue }
            for argument in call.arguments {
                guard var value = argument.value.map({ tree.unwrapped($0) }) else { continue }
                if tree.kind(value) == .closureExpr {
                    // A content closure of one view: `.overlay { Badge() }`.
                    let statements = closureStatements(value, tree).filter { tree.kind($0) != .variableDecl }
                    guard statements.count == 1, isViewExpression(statements[0], tree) else { continue }
                    value = tree.unwrapped(statements[0])
                }
                let inner = ModifierChain(value, in: tree)
                guard let key = rootKey(inner.root, tree), key.isCall, key.name.startsWithUppercase, !shapeStyles.contains(key.name),
                      looksLikeView(inner, in: file) else { continue }
                types[modifier.name + "." + (argument.label ?? "_"), default: ""] += key.name + ";"
            }
        }
        return types
    }

    /// Views that modifiers also take as shape styles, which `AnyShapeStyle` can join.
    static let shapeStyles: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ImagePaint"]

    /// Whether a modifier that every arm applies is given views of other types in different arms
    /// (`.mask(ZeusBoon())` against `.mask(PoseidonBoon())`): two types of view, which no ternary can join.
    static func modifiersTakeOtherViews(_ chains: [ModifierChain], in file: FileContext) -> Bool {
        let perArm = chains.map { modifierViewTypes($0, in: file) }
        guard let first = perArm.first else { return false }
        for (modifier, types) in first where perArm.allSatisfy({ $0[modifier] != nil }) {
            if perArm.contains(where: { $0[modifier] != types }) { return true }
        }
        return false
    }

    /// The view type a method of the project returns, for a call of it (`viewModel.chartView()`,
    /// `detailView()`): its declared type when concrete, or the method itself when it returns `some View`
    /// (each such method's result is its own opaque type). Nil for `AnyView`, non-view results or an
    /// unknown method.
    static func methodViewType(_ root: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        guard let call = CallExpr.at(root, in: tree), let name = call.name(in: tree), !name.startsWithUppercase,
              let owner = file.enclosingType(root)?.name else { return nil }
        var receiverType = owner
        if call.isMemberCall(in: tree) {
            guard let receiver = call.receiver(in: tree), let path = tree.dottedPath(tree.unwrapped(receiver)) else { return nil }
            let names = path.first == "self" ? Array(path.dropFirst()) : path
            for member in names {
                guard let next = ElementType.memberType(member, ofTypeNamed: receiverType, in: file).flatMap(ElementType.simpleName) else { return nil }
                receiverType = next
            }
        }
        let methods = file.declarations(of: receiverType).compactMap { $0.member(name) }.filter { $0.kind == .function }
        guard methods.count == 1, let result = methods[0].typeText?.replacingOccurrences(of: " ", with: "") else { return nil }
        if result == "someView" { return "some View of \(receiverType).\(name)" }
        guard result != "AnyView", result.first?.isUppercase == true, file.isViewType(ElementType.simpleName(result) ?? result) else { return nil }
        return result
    }

    /// A call's closure arguments, each marked as an action (`Button`'s first, `action:`) or content.
    static func closures(of call: CallExpr, _ tree: SyntaxTree) -> [(label: String?, value: NodeID, isAction: Bool)] {
        var result: [(label: String?, value: NodeID, isAction: Bool)] = []
        // `Button(action: save) { label }`: with `action:` given, the first closure is the label.
        let actionGiven = call.argument("action") != nil
        for argument in call.arguments {
            guard let value = argument.value, tree.kind(tree.unwrapped(value)) == .closureExpr else { continue }
            let isAction = argument.label == "action"
                || (result.isEmpty && !actionGiven && argument.label == nil && actionFirst.contains(call.name(in: tree) ?? ""))
            result.append((argument.label, value, isAction))
        }
        return result
    }

    /// The text of a call's content closures, or of its action closures.
    static func closureTexts(_ root: NodeID, in file: FileContext, actions: Bool) -> String {
        guard let call = CallExpr.at(root, in: file.tree) else { return "" }
        return closures(of: call, file.tree).filter { $0.isAction == actions }.map { file.tree.compactText($0.value) }.joined(separator: ";")
    }

    /// Views whose first unlabeled closure is an action, not content.
    static let actionFirst = NameSet(["Button", "AsyncButton"])

    static func closureShape(_ closure: NodeID, in file: FileContext, depth: Int) -> String {
        let tree = file.tree
        let statements = closureStatements(closure, tree).filter { tree.kind($0) != .variableDecl }
        guard depth < 5 else { return "…" }
        var shapes: [String] = []
        for statement in statements.prefix(50) {
            switch tree.kind(statement) {
            case .ifExpr, .switchExpr, .ifConfigDecl, .forStmt:
                shapes.append(tree.kind(statement) == .switchExpr ? "switch" : "if")
            default:
                let chain = ModifierChain(statement, in: tree)
                guard isViewExpression(statement, tree), looksLikeView(chain, in: file), let key = rootKey(chain.root, tree) else { return "action" }
                shapes.append(key.key + "(" + contentShape(chain.root, in: file, depth: depth) + ")")
            }
        }
        return "[" + shapes.joined(separator: ",") + "]"
    }

    static func isViewExpression(_ id: NodeID, _ tree: SyntaxTree) -> Bool { BranchArms.isViewExpression(id, tree) }

    /// The arguments of a call that are not trailing closures, as written.
    static func argumentsText(_ root: NodeID, _ tree: SyntaxTree) -> String {
        guard let call = CallExpr.at(root, in: tree) else { return "" }
        return call.arguments.filter { !$0.isTrailingClosure && $0.value.map { tree.kind(tree.unwrapped($0)) != .closureExpr } ?? true }
            .map { tree.compactText($0.node) }.joined(separator: ",")
    }

    /// Whether an expression reads as a view: a construction (`PawView(…)`), or a value whose modifiers are
    /// all view modifiers (SwiftUI's, or a `View` extension method of the project). `store.send(.tap)` and
    /// `model.showError(…)` in an action closure are calls, not views.
    static func looksLikeView(_ chain: ModifierChain, in file: FileContext) -> Bool {
        let tree = file.tree
        if let call = CallExpr.at(chain.root, in: tree), let name = call.name(in: tree), name.startsWithUppercase {
            return !ViewBuilderContext.nonViewTypes.contains(name)
        }
        return chain.modifiers.allSatisfy { file.isViewModifier($0.name) }
    }

    /// Several views per arm: the same views, in another order or with other arguments (WWDC21's
    /// "Good Dog, Bad Dog": `PawView` and `Spacer` swapped between the branches).
    static func severalViews(_ arms: [[NodeID]], in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        var keys: [[String]] = []
        var names: [String] = []
        for arm in arms {
            var armKeys: [String] = []
            for view in arm {
                let chain = ModifierChain(view, in: tree)
                guard looksLikeView(chain, in: file), let root = rootKey(chain.root, tree) else { return nil }
                armKeys.append(root.key)
                if arm == arms[0] { names.append(root.name) }
            }
            keys.append(armKeys)
        }
        guard let first = keys.first, keys.allSatisfy({ $0.sorted() == first.sorted() }) else { return nil }
        guard Set(arms.map { $0.map { tree.compactText($0) } }).count > 1 else { return nil }
        // The same views: paired by type, each pair with the same content closure and initializer, and
        // arguments that differ only by small values. Two `Section`s with other rows are other content.
        for key in Set(first) {
            let matched = arms.map { arm in arm.filter { rootKey(ModifierChain($0, in: tree).root, tree)?.key == key } }
            guard let count = matched.first?.count, matched.allSatisfy({ $0.count == count }) else { return nil }
            for index in 0..<count {
                let roots = matched.map { ModifierChain($0[index], in: tree).root }
                guard Set(roots.map { contentShape($0, in: file, depth: 0) }).count == 1,
                      oneInitializer(roots.map { argumentLabels($0, tree) }) else { return nil }
            }
        }
        let state = Self.state(of: arms.flatMap { $0 }, rootName: nil, isCall: true, in: file)
        var unique: [String] = []
        for n in names where !unique.contains(n) { unique.append(n) }
        let listed = unique.map { "`\($0)`" }.joined(separator: " and ")
        return BranchSplit(description: "\(listed) in another order or with other arguments",
                           help: "keep one set of views and let the condition choose their arguments and layout, as in `PawView(tint: condition ? .green : .red).frame(maxHeight: .infinity, alignment: condition ? .top : .bottom)`",
                           state: state)
    }

    /// Views that only fill space: built in every branch, they split nothing worth a change.
    static let fillers = NameSet(["Spacer", "Divider", "EmptyView"])

    /// `if c { Header(); Details() } else { Header() }`: a view built, just the same, in every branch
    /// beside views that differ is one view per branch all the same; it belongs outside the branch.
    static func sharedView(_ arms: [[NodeID]], in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        guard arms.count >= 2, arms.contains(where: { $0.count > 1 }) else { return nil }
        for view in arms[0] {
            let text = tree.compactText(view)
            let chain = ModifierChain(view, in: tree)
            guard let key = rootKey(chain.root, tree), !fillers.contains(key.name), looksLikeView(chain, in: file),
                  arms.dropFirst().allSatisfy({ $0.contains { tree.compactText($0) == text } }) else { continue }
            return BranchSplit(description: "the same `\(key.name)` beside other views",
                               help: "build `\(key.name)` once, outside the branch, and keep only what differs inside it",
                               state: state(of: [view], rootName: key.name, isCall: key.isCall, in: file))
        }
        return nil
    }

    /// Modifiers that differ between the arms, and whether an inert value or a ternary merges them all.
    static func differingModifiers(_ chains: [ModifierChain], _ tree: SyntaxTree) -> (names: [String], fixable: Bool) {
        var order: [String] = []
        var perArm: [[String: [NodeID]]] = []
        for chain in chains {
            var byName: [String: [NodeID]] = [:]
            for modifier in chain.modifiers {
                if !order.contains(modifier.name) { order.append(modifier.name) }
                byName[modifier.name, default: []].append(modifier.node)
            }
            perArm.append(byName)
        }
        var names: [String] = []
        var fixable = true
        for name in order {
            let uses = perArm.map { $0[name] ?? [] }
            // Each modifier's own call (`.font(.title)`), not the chain up to it.
            let texts = uses.map { $0.map { MergedBranchFix.ownText($0, tree).filter { !$0.isWhitespace } } }
            guard Set(texts).count > 1 else { continue }
            names.append(name)
            if uses.allSatisfy({ $0.count == uses[0].count }) {
                // The same modifier everywhere with other arguments: a ternary, when the values have one type.
                if !InertModifiers.acceptsTernary(name) || !uses.allSatisfy({ $0.allSatisfy { ternaryCompatible($0, uses[0], tree) } }) {
                    fixable = false
                }
            } else if InertModifiers.inertArgument[name] == nil || uses.contains(where: { $0.contains { hasClosure($0, tree) } }) {
                fixable = false
            }
        }
        return (names, fixable)
    }

    /// Whether a modifier call's arguments could take a ternary against another use of the same modifier:
    /// no closures, and no values built by different types (`Circle()` against `Capsule()`).
    static func ternaryCompatible(_ use: NodeID, _ others: [NodeID], _ tree: SyntaxTree) -> Bool {
        guard !hasClosure(use, tree), let call = CallExpr.at(use, in: tree) else { return !hasClosure(use, tree) }
        for other in others {
            guard let otherCall = CallExpr.at(other, in: tree), otherCall.arguments.count == call.arguments.count else { return false }
            for (a, b) in zip(call.arguments, otherCall.arguments) {
                guard a.label == b.label else { return false }
                if let x = a.value.flatMap({ constructedName($0, tree) }), let y = b.value.flatMap({ constructedName($0, tree) }), x != y {
                    return false
                }
            }
        }
        return true
    }

    /// The type a value is built by (`Circle` for `Circle()`), or the shape an implicit member names
    /// (`.circle`, `.capsule`: different types, so no ternary between them).
    static func constructedName(_ id: NodeID, _ tree: SyntaxTree) -> String? {
        let id = tree.unwrapped(id)
        if let path = tree.dottedPath(id) ?? CallExpr.at(id, in: tree).flatMap({ tree.dottedPath($0.callee) }),
           path.count == 2, path[0].isEmpty, implicitShapes.contains(path[1]) {
            return path[1]
        }
        guard let call = CallExpr.at(id, in: tree), !call.isMemberCall(in: tree), let name = call.name(in: tree),
              name.startsWithUppercase else { return nil }
        return name
    }

    static let implicitShapes = NameSet(["circle", "capsule", "rect", "ellipse", "containerRelative", "buttonBorder"])

    static func hasClosure(_ modifier: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let call = CallExpr.at(modifier, in: tree) else { return false }
        return call.arguments.contains { $0.isTrailingClosure || $0.value.map { tree.kind($0) == .closureExpr } ?? false }
    }

    static func trailingClosureText(_ root: NodeID, _ tree: SyntaxTree) -> String {
        guard let call = CallExpr.at(root, in: tree) else { return "" }
        return call.trailingClosures.map { tree.compactText($0.node) }.joined()
    }

    /// Whether calls with these argument labels can be one initializer: the same labels, or some
    /// calls leaving out arguments that have defaults (`Capsule(percent)` and `Capsule()`), but not two
    /// spellings of content (`Image(systemName:)` against `Image(_:)`).
    static func oneInitializer(_ labels: [[String]]) -> Bool {
        guard let longest = labels.max(by: { $0.count < $1.count }) else { return true }
        return labels.allSatisfy { isSubsequence($0, of: longest) }
    }

    static func isSubsequence(_ small: [String], of large: [String]) -> Bool {
        var index = large.startIndex
        for label in small {
            guard let found = large[index...].firstIndex(of: label) else { return false }
            index = found + 1
        }
        return true
    }

    /// The labels of a call's parenthesised arguments (`_` for an unlabeled one). `Text("Done")` and
    /// `Text(title)` count as one: a localized key against a verbatim string is still one `Text` in two
    /// places, which SwiftUI sees as two views (`Text(done ? String(localized: "Done") : title)` is one).
    static func argumentLabels(_ root: NodeID, _ tree: SyntaxTree) -> [String] {
        CallExpr.at(root, in: tree)?.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" } ?? []
    }

    /// Whether the views hold state that the split resets: a stateful primitive, or a view of the project
    /// with `@State`-like properties, anywhere in the arms' views.
    static func state(of views: [NodeID], rootName: String?, isCall: Bool, in file: FileContext) -> State {
        let tree = file.tree
        var found: Evidence?
        var opaque: String?
        var steps = 0
        for view in views {
            // The view built, and the views its content closures build; not what its modifiers present
            // (a sheet's content) or a link's destination.
            var scan = [ModifierChain(view, in: tree).root]
            while let n = scan.popLast(), found == nil, steps < 4_000 {
                steps += 1
                switch tree.kind(n) {
                case .functionCallExpr:
                    guard let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) else { continue }
                    if !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ ModifierChain.isNamespacedConstruction(call, receiver: $0, tree) }) == true,
                       name.startsWithUppercase {
                        // The project's own type of that name is what is built (a `struct Badge: View` is not
                        // SwiftUI's `Badge`); a name the project does not declare is the framework's.
                        let declarations = file.declarations(of: name)
                        if !declarations.isEmpty {
                            for type in declarations {
                                if let member = ownStateMember(of: type), let wrapper = member.wrappers.first(where: { stateWrappers.contains($0) }) {
                                    found = Evidence(.holdsState, member.location, "`\(name)` holds `@\(wrapper)` `\(member.name)`")
                                    break
                                }
                            }
                        } else if file.isDeclaredTypeName(name) {
                            // Declared more than once in the project: which one is built is not known.
                            if opaque == nil { opaque = "`\(name)`" }
                        } else if let what = statefulPrimitives[name] {
                            found = Evidence(.holdsState, file.location(tree.range(call.callee)), "the `\(name)` keeps its \(what)")
                        } else if !contentLeaves.contains(name), !ViewConstruction.frameworkTypes.contains(name), opaque == nil {
                            // Declared outside the project: whether it holds state is out of sight.
                            opaque = "`\(name)`"
                        }
                    }
                    for closure in call.trailingClosures { if let value = closure.value { scan.append(value) } }
                    if let receiver = call.receiver(in: tree) { scan.append(receiver) }
                case .closureExpr, .codeBlock, .ifExpr, .switchExpr, .switchCase, .postfixIfConfigExpr, .ifConfigDecl, .ifConfigClause:
                    scan += tree.children(n)
                case .memberAccessExpr:
                    if let base = tree.children(n).first { scan.append(base) }
                default:
                    continue
                }
            }
            if found != nil { break }
        }
        if let found { return .holds(found) }
        if let opaque { return .opaque(opaque) }
        if !isCall, rootName == "content" { return .opaque("the modified content") }
        return .none
    }
}
