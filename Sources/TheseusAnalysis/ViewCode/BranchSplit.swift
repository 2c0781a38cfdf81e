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

    /// Nil when an arm holds anything but view expressions (a declaration, a nested `if`, a loop), or
    /// when an arm is missing (an `if` without `else`).
    init?(_ node: NodeID, in tree: SyntaxTree) {
        var conditions: [NodeID] = []
        var blocks: [[NodeID]] = []
        if tree.kind(node) == .switchExpr {
            guard let subject = tree.children(node).first else { return nil }
            conditions.append(subject)
            for c in tree.children(node, .switchCase) {
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
            // An `if` without a final `else` has one arm fewer than blocks of views it may show.
            guard blocks.count == conditions.count + 1 else { return nil }
        }
        for block in blocks {
            guard !block.isEmpty, block.allSatisfy({ Self.isViewExpression($0, tree) }) else { return nil }
        }
        self.conditions = conditions
        self.views = blocks
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
        bindsValues = binds
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
    /// Primitive views that keep state of their own across updates.
    static let statefulPrimitives: [String: String] = [
        "TextField": "focus and selection", "SecureField": "focus and selection", "TextEditor": "focus and selection",
        "ScrollView": "scroll position", "List": "scroll position and selection", "Form": "scroll position",
        "NavigationStack": "navigation path", "NavigationView": "navigation state", "NavigationSplitView": "navigation state",
        "TabView": "selected tab", "DatePicker": "editing state", "Map": "camera position", "VideoPlayer": "playback",
        "DisclosureGroup": "expansion", "OutlineGroup": "expansion", "Table": "scroll position and selection",
        "WebView": "page state",
    ]
    /// Property wrappers that hold a view's own state.
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AccessibilityFocusState"]

    init?(_ arms: BranchArms, in file: FileContext) {
        let split = arms.views.allSatisfy({ $0.count == 1 })
            ? Self.singleViews(arms.views.map { $0[0] }, bindsValues: arms.bindsValues, in: file)
            : Self.severalViews(arms.views, in: file)
        guard let split else { return nil }
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
            guard let call = CallExpr.at(root, in: tree), let name = call.name(in: tree) else { return nil }
            return ("call " + tree.compactText(call.callee), name, true)
        case .identifierExpr:
            guard let name = tree.name(root), name != "self" else { return nil }
            return ("name " + name, name, false)
        case .memberAccessExpr:
            guard let path = tree.dottedPath(root) else { return nil }
            return ("path " + path.joined(separator: "."), path.joined(separator: "."), false)
        default:
            return nil
        }
    }

    /// One view per arm.
    static func singleViews(_ views: [NodeID], bindsValues: Bool, in file: FileContext) -> BranchSplit? {
        let tree = file.tree
        let chains = views.map { ModifierChain($0, in: tree) }
        guard chains.allSatisfy({ looksLikeView($0, in: file) }) else { return nil }
        let roots = chains.compactMap { rootKey($0.root, tree) }
        guard roots.count == chains.count, let first = roots.first, roots.allSatisfy({ $0.key == first.key }),
              first.name != "AnyView", first.name != "EmptyView" else { return nil }
        // The same view with the same content closure and the same initializer (`Image(systemName:)` and
        // `Image(_:)` are different initializers: a ternary cannot merge them).
        guard Set(chains.map { trailingClosureText($0.root, tree) }).count == 1,
              Set(chains.map { argumentLabels($0.root, tree) }).count == 1 else { return nil }
        guard Set(views.map { tree.compactText($0) }).count > 1 else { return nil }
        // A placeholder standing in for content that is loading is meant to be replaced.
        guard !chains.contains(where: { $0.modifiers.contains { $0.name == "redacted" } }) else { return nil }
        let name = first.name
        let state = Self.state(of: views, rootName: name, isCall: first.isCall, in: file)
        let rootsDiffer = Set(chains.map { tree.compactText($0.root) }).count > 1
        let modifiers = differingModifiers(chains, tree)
        if rootsDiffer {
            // The view's own arguments differ: one view when the difference is a small value a ternary can
            // choose (`TextField("Email", …)` against `TextField("User name", …)`, `PawView(tint: .green)`
            // against `.red`). With `if let` or `case .x(let v)`, each arm shows its own value: other content.
            guard !bindsValues, differingArgumentsAreSimple(chains.map(\.root), tree) else { return nil }
            return BranchSplit(description: "`\(name)` with different arguments",
                               help: "build `\(name)` once and choose its arguments with the condition, as in `\(name)(tint: condition ? .green : .red)`",
                               state: state)
        }
        guard !modifiers.names.isEmpty else { return nil }
        let listed = modifiers.names.map { "`\($0)`" }.joined(separator: ", ")
        return BranchSplit(description: "`\(name)` with different modifiers (\(listed))",
                           help: "keep one `\(name)` and move the condition into the modifiers, with an inert value where a branch has none, as in `.opacity(condition ? 0.3 : 1)`",
                           state: state)
    }

    /// Whether the arguments that differ between the root calls are small values (literals, implicit
    /// members, names, a call with one simple argument such as `NSLocalizedString("EMAIL")`), not two
    /// different models built in place.
    static func differingArgumentsAreSimple(_ roots: [NodeID], _ tree: SyntaxTree) -> Bool {
        let calls = roots.compactMap { CallExpr.at($0, in: tree) }
        guard calls.count == roots.count, let first = calls.first else { return false }
        for (index, argument) in first.arguments.enumerated() where !argument.isTrailingClosure {
            let values = calls.map { $0.arguments.indices.contains(index) ? $0.arguments[index].value : nil }
            guard Set(values.map { $0.map { tree.compactText($0) } ?? "" }).count > 1 else { continue }
            guard values.allSatisfy({ $0.map { isSimpleValue($0, tree, depth: 0) } ?? false }) else { return false }
        }
        return true
    }

    static func isSimpleValue(_ id: NodeID, _ tree: SyntaxTree, depth: Int) -> Bool {
        let id = tree.unwrapped(id)
        switch tree.kind(id) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr, .identifierExpr:
            return true
        case .memberAccessExpr:
            return tree.dottedPath(id) != nil
        case .functionCallExpr:
            guard depth == 0, let call = CallExpr.at(id, in: tree), call.arguments.count <= 1 else { return false }
            return call.arguments.allSatisfy { $0.value.map { isSimpleValue($0, tree, depth: depth + 1) } ?? false }
        default:
            return false
        }
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
                guard Set(roots.map { trailingClosureText($0, tree) }).count == 1,
                      Set(roots.map { argumentLabels($0, tree) }).count == 1,
                      differingArgumentsAreSimple(roots, tree) || roots.allSatisfy({ CallExpr.at($0, in: tree) == nil }) else { return nil }
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
            let texts = uses.map { $0.map { tree.compactText($0) } }
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
                                if let member = type.members.first(where: { !$0.isStatic && $0.wrappers.contains(where: { stateWrappers.contains($0) }) }),
                                   let wrapper = member.wrappers.first(where: { stateWrappers.contains($0) }) {
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
