import TheseusSyntax

/// Which `@State`-like properties of a view the user changes while the view is shown: those written in
/// a button's action, a gesture, `onSubmit`, `onChange`…, or handed out as a binding (`$isOn` to a
/// `Toggle`, a sheet, a child view). A property written only when the view loads (`.task`, `.onAppear`,
/// `init`) flips once, from loading to loaded: that is not a view that changes while it is shown.
enum StateWrites {
    /// Wrappers whose writes are worth tracing: the view owns or edits the value.
    static let traced: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// Calls whose closures run when the user acts: a tap, a gesture, a submitted field, a deleted row, a
    /// menu or dialog button. Not a reaction to other changes (`onChange`, `onReceive`), to layout
    /// (`onPreferenceChange`, `onGeometryChange`) or to the system (`onOpenURL`): what they write, the
    /// user did not change here.
    static let interactiveCalls = NameSet([
        "Button", "onTapGesture", "onLongPressGesture", "onSubmit", "onCommit", "onHover", "onContinuousHover", "onDelete",
        "onMove", "onInsert", "onKeyPress", "refreshable", "onDrop", "dropDestination", "onCommand",
        "onExitCommand", "onMoveCommand", "onDeleteCommand", "onPlayPauseCommand", "onEnded", "onChanged", "updating",
        "simultaneousGesture", "highPriorityGesture", "gesture", "swipeActions",
        "contextMenu", "Menu", "alert", "confirmationDialog", "PhotosPicker", "fileImporter",
    ])
    /// Argument labels of closures that run on a user's action.
    static let interactiveLabels = NameSet(["action", "perform", "onCommit", "onEditingChanged", "onDismiss", "set",
                                            "onEnded", "onChanged", "primaryAction", "onIncrement", "onDecrement"])
    /// Calls whose `action:`/`perform:` closures react to layout, other changes or the system, not to the
    /// user (`.onGeometryChange(for:of:action:)`).
    static let reactiveCalls = NameSet(["onGeometryChange", "onScrollGeometryChange", "onPreferenceChange", "onChange",
                                        "onReceive", "onOpenURL", "onScrollPhaseChange", "onScrollVisibilityChange",
                                        "onContinueUserActivity", "onScrollTargetVisibilityChange"])
    /// Calls whose closures run when the view appears: a write there is a one-time load.
    static let loadCalls = NameSet(["task", "onAppear", "onFirstAppear", "onLoad"])
    /// Mutating methods of the value types `@State` usually holds.
    static let mutatingMethods = NameSet(["toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
                                          "formUnion", "formIntersection", "subtract", "sort", "shuffle", "reverse", "move",
                                          "removeSubrange", "updateValue", "merge", "popLast", "replaceSubrange"])

    enum Context { case interactive, load, unknown }

    /// Modifiers that take a binding the user changes: a presentation, focus, search, a selection.
    static let bindingModifiers = NameSet([
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "focused", "searchable",
        "fileImporter", "fileExporter", "navigationDestination", "photosPicker", "tag", "toolbar", "onChange",
    ])

    /// Whether a binding (`$isOn`) goes where the user can change it: to a view (a control, a child view
    /// with a `@Binding`) or to a presentation, focus or search modifier. A binding handed to a custom
    /// modifier or function (`.readSize(into: $size)`) is set by layout or by code, not by the user.
    static func isHandedToUser(_ binding: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = binding
        var steps = 0
        while steps < 6, let parent = tree.parent(current) {
            steps += 1
            if tree.kind(parent) == .functionCallExpr, let call = CallExpr.at(parent, in: tree), let name = call.name(in: tree) {
                // `$isOn.animation()`: a binding made from the binding, still on its way.
                if call.callee == current {
                    current = parent
                    continue
                }
                if !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ ModifierChain.isNamespacedConstruction(call, receiver: $0, tree) }) == true {
                    // `ForEach($items) { $item in … }`: the rows get bindings to elements, which this does not
                    // follow; the collection itself is the user's to change only with `editActions:`.
                    if ["ForEach", "List", "Table", "OutlineGroup"].contains(name) {
                        return call.arguments.contains { $0.label == "editActions" }
                    }
                    return name.startsWithUppercase
                }
                return bindingModifiers.contains(name)
            }
            // `$model.isOn`, `$items[0]`: the binding is still on its way to an argument.
            if [.memberAccessExpr, .subscriptCallExpr, .labeledExpr, .tupleExpr].contains(tree.kind(parent)) {
                current = parent
                continue
            }
            return false
        }
        return false
    }

    /// Whether a token's text starts with `$` (a projected value: `$isOn`), from its first byte.
    static func tokenStartsWithDollar(_ t: Int, _ tree: SyntaxTree) -> Bool {
        guard t >= 0, t < tree.tokens.count else { return false }
        let token = tree.tokens[t]
        return token.start < token.end && tree.source.bytes[Int(token.start)] == UInt8(ascii: "$")
    }

    /// An identifier whose name starts with `$`: checked on its byte before a name is made of every
    /// identifier of a type.
    static func startsWithProjection(_ n: NodeID, _ tree: SyntaxTree) -> Bool {
        tokenStartsWithDollar(Int(tree[n].mainToken), tree)
    }

    /// A member chain that may start with a `$` name (`$model.isOn`, `self.$isOn`): its first token, or
    /// the one after `self.`, starts with `$`. A necessary condition, checked before the path is built.
    static func mayStartWithProjection(_ n: NodeID, _ tree: SyntaxTree) -> Bool {
        let first = Int(tree[n].firstToken)
        return tokenStartsWithDollar(first, tree) || tokenStartsWithDollar(first + 2, tree)
    }

    /// The traced properties of a type declaration that the user changes while the view is shown, each with
    /// the first place that does it (a binding handed to a control, a write in an action).
    static func setByUser(in typeDecl: NodeID, candidates: Set<String>, tree: SyntaxTree) -> [String: NodeID] {
        guard !candidates.isEmpty, let block = tree.child(typeDecl, .memberBlock) else { return [:] }
        var writes: [(name: String, node: NodeID)] = []
        var bound: [String: NodeID] = [:]
        var steps = 0
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return false
            case .identifierExpr:
                // `$isOn` handed to a control, a sheet or a child view: the user edits it there.
                if startsWithProjection(n, tree), let name = tree.name(n), name.hasPrefix("$") {
                    let plain = String(name.dropFirst())
                    if candidates.contains(plain), bound[plain] == nil, !isInInitializer(n, tree), isHandedToUser(n, tree) { bound[plain] = n }
                }
            case .memberAccessExpr:
                // `self.$isOn`.
                if mayStartWithProjection(n, tree), let path = tree.dottedPath(n), path.count == 2, path[0] == "self", path[1].hasPrefix("$") {
                    let plain = String(path[1].dropFirst())
                    if candidates.contains(plain), bound[plain] == nil, !isInInitializer(n, tree), isHandedToUser(n, tree) { bound[plain] = n }
                }
            case .infixOperatorExpr:
                if tree.isAssignmentOperator(Int(tree[n].mainToken)),
                   let lhs = tree.children(n).first, let name = writtenProperty(lhs, tree), candidates.contains(name) {
                    writes.append((name, n))
                }
            case .inOutExpr:
                if let operand = tree.children(n).first, let name = writtenProperty(operand, tree), candidates.contains(name) {
                    writes.append((name, n))
                }
            case .functionCallExpr:
                if let call = CallExpr.at(n, in: tree), let method = call.name(in: tree), mutatingMethods.contains(method),
                   let receiver = call.receiver(in: tree), let name = writtenProperty(receiver, tree), candidates.contains(name) {
                    writes.append((name, n))
                }
            default:
                break
            }
            return true
        }
        // A write in a user action here (`isEditing.toggle()` in a button's action) says more than a
        // binding handed on, which a child may only read: it comes first.
        var result: [String: NodeID] = [:]
        var methodContexts: [String: Context] = [:]
        for (name, node) in writes where result[name] == nil {
            if context(of: node, in: typeDecl, tree: tree, methodContexts: &methodContexts) == .interactive { result[name] = node }
        }
        for (name, node) in bound where result[name] == nil { result[name] = node }
        return result
    }

    /// The fields of observable models held by a view (`model` in `@ObservedObject var model`) that the user
    /// changes through this view: bound (`$model.isOn`) or written on a user action (`model.count += 1`).
    static func fieldsSetByUser(in typeDecl: NodeID, models: Set<String>, tree: SyntaxTree) -> [String: [String: NodeID]] {
        guard !models.isEmpty, let block = tree.child(typeDecl, .memberBlock) else { return [:] }
        var found: [String: [String: NodeID]] = [:]
        var writes: [(model: String, field: String, node: NodeID)] = []
        var steps = 0
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return false
            case .memberAccessExpr:
                // `$model.isOn`: a binding to the model's field, handed to a control.
                if mayStartWithProjection(n, tree), let path = tree.dottedPath(n), path.count >= 2 {
                    let parts = path[0] == "self" ? Array(path.dropFirst()) : path
                    if parts.count >= 2, parts[0].hasPrefix("$"), models.contains(String(parts[0].dropFirst())), isHandedToUser(n, tree) {
                        let model = String(parts[0].dropFirst())
                        if found[model]?[parts[1]] == nil { found[model, default: [:]][parts[1]] = n }
                        return false
                    }
                }
            case .infixOperatorExpr:
                if tree.isAssignmentOperator(Int(tree[n].mainToken)), let lhs = tree.children(n).first,
                   let (model, field) = modelField(lhs, models, tree) {
                    writes.append((model, field, n))
                }
            case .functionCallExpr:
                if let call = CallExpr.at(n, in: tree), let method = call.name(in: tree), mutatingMethods.contains(method),
                   let receiver = call.receiver(in: tree), let (model, field) = modelField(receiver, models, tree) {
                    writes.append((model, field, n))
                }
            default:
                break
            }
            return true
        }
        var methodContexts: [String: Context] = [:]
        for write in writes where found[write.model]?[write.field] == nil {
            if context(of: write.node, in: typeDecl, tree: tree, methodContexts: &methodContexts) == .interactive {
                found[write.model, default: [:]][write.field] = write.node
            }
        }
        return found
    }

    /// What the type's code does while it is shown through what it holds: the stored properties through
    /// which a user's action calls a method (`Button { store.toggle(item) }`, `player.play()`), and whether
    /// a publisher, a timeline or a timer ticks in it (`.onReceive(timer)`, `TimelineView`, `Timer`). Either
    /// runs `body` again beyond the first load, which state the user sets and bindings show already.
    static func actionsWhileShown(in typeDecl: NodeID, holders: Set<String>, tree: SyntaxTree) -> (actedOn: Set<String>, ticks: Bool) {
        guard let block = tree.child(typeDecl, .memberBlock) else { return ([], false) }
        var calls: [(holder: String, node: NodeID)] = []
        var ticks = false
        var steps = 0
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000, calls.count < 64 else { return false }
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return false
            case .identifierExpr:
                if !ticks, ["Timer", "TimelineView", "CADisplayLink"].contains(tree.name(n) ?? "") { ticks = true }
            case .functionCallExpr:
                guard let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) else { break }
                if name == "onReceive" || name == "addPeriodicTimeObserver" { ticks = true }
                guard !holders.isEmpty, call.isMemberCall(in: tree), let receiver = call.receiver(in: tree),
                      var path = tree.dottedPath(tree.unwrapped(receiver)), !path.isEmpty else { break }
                if path.first == "self" { path.removeFirst() }
                if let root = path.first, holders.contains(root) { calls.append((root, n)) }
            default:
                break
            }
            return true
        }
        var methodContexts: [String: Context] = [:]
        var actedOn = Set<String>()
        for call in calls where !actedOn.contains(call.holder) {
            if context(of: call.node, in: typeDecl, tree: tree, methodContexts: &methodContexts) == .interactive { actedOn.insert(call.holder) }
        }
        return (actedOn, ticks)
    }

    /// `model.count`, `self.model.items[0]`: a model held by the view and the field written through it.
    static func modelField(_ lhs: NodeID, _ models: Set<String>, _ tree: SyntaxTree) -> (String, String)? {
        var id = lhs
        var names: [String] = []
        var steps = 0
        while steps < 32 {
            steps += 1
            switch tree.kind(id) {
            case .identifierExpr:
                guard let name = tree.name(id) else { return nil }
                names.append(name)
                let path = Array(names.reversed().drop { $0 == "self" })
                guard path.count >= 2, models.contains(path[0]) else { return nil }
                return (path[0], path[1])
            case .memberAccessExpr:
                guard let name = tree.name(id), let base = tree.children(id).first else { return nil }
                names.append(name)
                id = base
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                guard let base = tree.children(id).first else { return nil }
                id = base
            default:
                return nil
            }
        }
        return nil
    }

    /// Mutations that move elements to other positions: an insertion or removal in the middle, a move, a
    /// sort. An append or a removal at the end leaves the other elements where they were.
    static let shiftingMethods: Set<String> = ["remove", "removeAll", "removeFirst", "removeSubrange", "move", "swapAt", "sort",
                                               "reverse", "shuffle", "replaceSubrange", "partition"]

    /// Which collections a type moves elements of: `items.remove(atOffsets:)`, `items.insert(x, at: 0)`,
    /// `items.move(…)`, `items = items.filter { … }`, written in the type's own code. The key is the root
    /// property, the value the paths under it (`""` for the property itself, `"items"` for `model.items`).
    /// `gated: false` walks every type (the tests compare both ways).
    static func positionShifts(in typeDecl: NodeID, tree: SyntaxTree, gated: Bool = true) -> [String: [String: NodeID]] {
        guard let block = tree.child(typeDecl, .memberBlock) else { return [:] }
        // Most types call none of the methods below: their code is not walked.
        if gated, !tree.shiftingCallTokens.any(from: tree[typeDecl].firstToken, to: tree[typeDecl].endToken) { return [:] }
        var found: [String: [String: NodeID]] = [:]
        var steps = 0
        func record(_ target: NodeID, at site: NodeID) {
            guard let path = tree.dottedPath(stripSubscripts(target, tree)) else { return }
            let parts = Array(path.drop { $0 == "self" })
            guard let root = parts.first, !root.isEmpty, !root.startsWithUppercase else { return }
            let name = root.hasPrefix("$") ? String(root.dropFirst()) : root, field = parts.count > 1 ? parts[1] : ""
            if found[name]?[field] == nil { found[name, default: [:]][field] = site }
        }
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .initializerDecl:
                return false
            case .functionCallExpr:
                guard let call = CallExpr.at(n, in: tree), let method = call.name(in: tree), let receiver = call.receiver(in: tree) else { break }
                if shiftingMethods.contains(method) || (method == "insert" && (call.argument("at") != nil)) {
                    record(receiver, at: n)
                }
            case .infixOperatorExpr where tree.tokenIs(Int(tree[n].mainToken), "="):
                // `items = items.filter { … }` / `.sorted { … }`: the survivors move up.
                let sides = tree.children(n)
                guard sides.count == 2, let call = CallExpr.at(tree.unwrapped(sides[sides.startIndex + 1]), in: tree),
                      let method = call.name(in: tree), ["filter", "sorted", "shuffled", "reversed"].contains(method),
                      let receiver = call.receiver(in: tree),
                      tree.compactText(receiver) == tree.compactText(sides[sides.startIndex]) else { break }
                record(sides[sides.startIndex], at: n)
            default:
                break
            }
            return true
        }
        return found
    }

    static func stripSubscripts(_ id: NodeID, _ tree: SyntaxTree) -> NodeID {
        var id = tree.unwrapped(id)
        var steps = 0
        while steps < 16, [.optionalChainingExpr, .forceUnwrapExpr].contains(tree.kind(id)), let inner = tree.children(id).first {
            steps += 1
            id = inner
        }
        return id
    }

    /// The stored `var`s of a class that some code other than an initializer assigns or mutates.
    ///
    /// With `elementWrites: false`, writes through an element (`rows[i].isOn = true`, `$rows[i].isOn`,
    /// `rows[i].append(x)`) are left out: what remains changes how many elements there are or their order.
    static func mutatedAfterInit(in typeDecl: NodeID, candidates: Set<String>, elementWrites: Bool = true, replacementsOnly: Bool = false,
                                 visibleSetUp: Bool = false, tree: SyntaxTree) -> Set<String> {
        Set(mutationsAfterInit(in: typeDecl, candidates: candidates, elementWrites: elementWrites, replacementsOnly: replacementsOnly,
                               visibleSetUp: visibleSetUp, tree: tree).keys)
    }

    /// `mutatedAfterInit`, with the first write found of each property (where the code changes it).
    /// `[]`, `[:]`: a collection literal with nothing in it.
    static func isEmptyCollectionLiteral(_ value: NodeID, _ tree: SyntaxTree) -> Bool {
        let value = tree.unwrapped(value)
        return (tree.kind(value) == .arrayExpr || tree.kind(value) == .dictionaryExpr) && tree.compactText(value).allSatisfy { "[]:".contains($0) }
    }

    /// Whether a statement runs only while `name` is empty: after `guard name.isEmpty else { … }` in its
    /// block, or in the first block of `if name.isEmpty { … }`, within the same function.
    static func isGuardedByEmptiness(_ statement: NodeID, of name: String, _ tree: SyntaxTree) -> Bool {
        func testsEmptiness(_ conditions: NodeID) -> Bool {
            tree.compactText(conditions).split(separator: ",").flatMap { $0.components(separatedBy: "&&") }
                .contains { $0 == "\(name).isEmpty" || $0 == "self.\(name).isEmpty" }
        }
        var current = statement
        var depth = 0
        while let parent = tree.parent(current), depth < 64 {
            depth += 1
            switch tree.kind(parent) {
            case .functionDecl, .initializerDecl, .accessorDecl, .closureExpr, .memberBlock, .sourceFile:
                return false
            case .codeBlock:
                for item in tree.children(parent) {
                    if item == current { break }
                    if tree.kind(item) == .guardStmt, let conditions = tree.child(item, .conditionList), testsEmptiness(conditions) { return true }
                }
                if let owner = tree.parent(parent), tree.kind(owner) == .ifExpr, tree.children(owner, .codeBlock).first == parent,
                   let conditions = tree.child(owner, .conditionList), testsEmptiness(conditions) { return true }
            default:
                break
            }
            current = parent
        }
        return false
    }

    static func mutationsAfterInit(in typeDecl: NodeID, candidates: Set<String>, elementWrites: Bool = true, replacementsOnly: Bool = false,
                                   visibleSetUp: Bool = false, tree: SyntaxTree) -> [String: NodeID] {
        guard !candidates.isEmpty, let block = tree.child(typeDecl, .memberBlock) else { return [:] }
        /// The written property, unless the write goes through an element and those are left out, or
        /// only replacements of the whole value count (`items = loaded`, not `items.append(x)`).
        func written(_ lhs: NodeID) -> String? {
            guard let root = writtenRoot(lhs, tree) else { return nil }
            if replacementsOnly {
                // `items = …`, `self.items = …`, `self?.items = …`: the whole value, by `=`.
                guard let parent = tree.parent(lhs), tree.kind(parent) == .infixOperatorExpr, tree.tokenIs(Int(tree[parent].mainToken), "="),
                      !root.throughSubscript else { return nil }
                if tree.kind(lhs) == .memberAccessExpr {
                    var base = tree.children(lhs).first
                    while let b = base, tree.kind(b) == .optionalChainingExpr || tree.kind(b) == .forceUnwrapExpr { base = tree.children(b).first }
                    guard let base, tree.isSelfExpression(base) else { return nil }
                } else if tree.kind(lhs) != .identifierExpr {
                    return nil
                }
                // `items = []` brings no values, and a replacement only while the collection is empty
                // (`guard items.isEmpty else { return }`) replaces none: no row that exists gets a new value.
                if let value = tree.children(parent).dropFirst().first, Self.isEmptyCollectionLiteral(value, tree) { return nil }
                if Self.isGuardedByEmptiness(parent, of: root.name, tree) { return nil }
            }
            return !elementWrites && root.throughSubscript ? nil : root.name
        }
        var found: [String: NodeID] = [:]
        var steps = 0
        // A private method only `init` calls (`init() { loadLinks() }`) sets first values too, but for what
        // its closures set later (a task's result, a subscription).
        let setUp = initializerOnlyMethods(in: block, tree, includingVisible: visibleSetUp)
        func isFirstValue(_ write: NodeID) -> Bool {
            guard !setUp.isEmpty else { return false }
            var current = write
            var depth = 0
            while let parent = tree.parent(current), depth < 256 {
                depth += 1
                if tree.kind(parent) == .closureExpr { return false }
                if tree.kind(parent) == .functionDecl { return setUp.contains(parent) }
                current = parent
            }
            return false
        }
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000, found.count < candidates.count else { return false }
            switch tree.kind(n) {
            case .initializerDecl:
                // What `init` sets is the first value; a publisher it subscribes to writes later
                // (`.assign(to: \.state, on: self)`, `.assign(to: &$state)`).
                tree.walk(from: n) { m in
                    steps += 1
                    guard steps < 200_000 else { return false }
                    if tree.kind(m) == .functionCallExpr, let name = assignedProperty(m, tree), candidates.contains(name), found[name] == nil { found[name] = m }
                    if tree.kind(m) == .closureExpr {
                        // A closure `init` hands on (a subscription's `sink`, a `Task`) runs later: what it sets
                        // changes after `init`.
                        tree.walk(from: m) { c in
                            steps += 1
                            guard steps < 200_000 else { return false }
                            switch tree.kind(c) {
                            case .infixOperatorExpr, .inOutExpr, .functionCallExpr:
                                if let target = changeTarget(c, tree), let name = written(target), candidates.contains(name), found[name] == nil { found[name] = c }
                            default:
                                break
                            }
                            return true
                        }
                        return false
                    }
                    return true
                }
                return false
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return false
            case .infixOperatorExpr, .inOutExpr, .functionCallExpr:
                if let target = changeTarget(n, tree), let name = written(target), candidates.contains(name), !isFirstValue(n), found[name] == nil {
                    found[name] = n
                }
                // A publisher a method subscribes to (`.assign(to: \.headlines, on: self)`) writes when it
                // delivers, whoever called the method: never a first value only.
                if tree.kind(n) == .functionCallExpr, let name = assignedProperty(n, tree), candidates.contains(name), found[name] == nil { found[name] = n }
            case .identifierExpr:
                // `$items` in a class: a Combine publisher someone may assign through (its first byte tells,
                // before a name is made of every identifier in the class).
                guard startsWithProjection(n, tree) else { break }
                // `$rows[i]`: a binding to one element.
                if !elementWrites, let parent = tree.parent(n), tree.kind(parent) == .subscriptCallExpr, tree.children(parent).first == n { break }
                if let name = tree.name(n), name.hasPrefix("$"), candidates.contains(String(name.dropFirst())), found[String(name.dropFirst())] == nil {
                    found[String(name.dropFirst())] = n
                }
            default:
                break
            }
            return true
        }
        return found
    }

    /// The private methods of a member block that only its initializers call (`init() { loadLinks() }`):
    /// what they set is the first value. Found with one walk that notes, for each name called, whether a
    /// call stands outside an initializer.
    /// With `includingVisible`, the other methods too (`func loadData()` that only `init` calls here): code
    /// elsewhere may call those, which only the project index can rule out.
    static func initializerOnlyMethods(in block: NodeID, _ tree: SyntaxTree, includingVisible: Bool = false) -> Set<NodeID> {
        var methods: [String: NodeID] = [:]
        for member in tree.children(block) where tree.kind(member) == .functionDecl {
            guard let name = tree.name(member),
                  includingVisible || tree.children(member, .modifier).contains(where: { ["private", "fileprivate"].contains(tree.name($0) ?? "") }) else { continue }
            // An overloaded name: which one a call reaches is not worked out.
            methods[name] = methods[name] == nil ? member : NodeID(-1)
        }
        guard !methods.isEmpty else { return [] }
        var calledInInit = Set<String>(), calledElsewhere = Set<String>()
        var steps = 0
        func visit(_ start: NodeID, inInit: Bool) {
            tree.walk(from: start) { n in
                steps += 1
                guard steps < 200_000 else { return false }
                if n != start, tree.kind(n) == .initializerDecl { visit(n, inInit: true); return false }
                // A closure `init` hands on (`Task { await load() }`, a subscription) runs later: what the
                // methods it calls set changes after `init`.
                if inInit, n != start, tree.kind(n) == .closureExpr { visit(n, inInit: false); return false }
                let name: String?
                switch tree.kind(n) {
                case .identifierExpr: name = tree.name(n)
                case .memberAccessExpr: name = tree.children(n).first.map(tree.isSelfExpression) == true ? tree.name(n) : nil
                default: name = nil
                }
                if let name, methods[name] != nil {
                    if inInit { calledInInit.insert(name) } else { calledElsewhere.insert(name) }
                }
                return true
            }
        }
        visit(block, inInit: false)
        guard steps < 200_000 else { return [] }
        return Set(methods.compactMap { name, node in
            node.raw >= 0 && calledInInit.contains(name) && !calledElsewhere.contains(name) ? node : nil
        })
    }

    /// The property a Combine `assign` writes: `\.state` of `.assign(to: \.state, on: self)` (or a
    /// `weakAssign(to:on:)` written in its image), `state` of `.assign(to: &$state)`.
    static func assignedProperty(_ call: NodeID, _ tree: SyntaxTree) -> String? {
        // `assign`, and helpers in its image (`weakAssign(to:on:)`).
        guard let call = CallExpr.at(call, in: tree), let method = call.name(in: tree), method == "assign" || method.hasSuffix("Assign"),
              let target = call.arguments.first(where: { $0.label == "to" })?.value else { return nil }
        let value = tree.unwrapped(target)
        switch tree.kind(value) {
        case .keyPathExpr:
            guard call.arguments.contains(where: { $0.label == "on" && $0.value.map { tree.isSelfExpression($0) } == true }),
                  let first = tree.children(value, .keyPathComponent).first else { return nil }
            return tree.name(first)
        case .inOutExpr:
            guard let operand = tree.children(value).first, let name = tree.name(operand), name.hasPrefix("$") else { return nil }
            return String(name.dropFirst())
        default:
            return nil
        }
    }

    /// What a node changes, when it is a change: the left side of an assignment (`total += x`), an `&`
    /// argument, or the receiver of a mutating method (`items.append(x)`). `writtenProperty` gives its root.
    static func changeTarget(_ n: NodeID, _ tree: SyntaxTree) -> NodeID? {
        switch tree.kind(n) {
        case .infixOperatorExpr:
            return tree.isAssignmentOperator(Int(tree[n].mainToken)) ? tree.children(n).first : nil
        case .inOutExpr:
            return tree.children(n).first
        case .functionCallExpr:
            guard let call = CallExpr.at(n, in: tree), let method = call.name(in: tree), mutatingMethods.contains(method) else { return nil }
            return call.receiver(in: tree)
        default:
            return nil
        }
    }

    /// `isOn`, `self.isOn`, `items[i].isDone`, `model.name`: the property at the root of a written path.
    static func writtenProperty(_ lhs: NodeID, _ tree: SyntaxTree) -> String? { writtenRoot(lhs, tree)?.name }

    /// The property at the root of a written path, and whether the path reaches it through a subscript
    /// (`items[i].isDone`: a write to one element).
    static func writtenRoot(_ lhs: NodeID, _ tree: SyntaxTree) -> (name: String, throughSubscript: Bool)? {
        var id = lhs
        var throughSubscript = false
        var steps = 0
        while steps < 32 {
            steps += 1
            switch tree.kind(id) {
            case .identifierExpr:
                return tree.name(id).map { ($0, throughSubscript) }
            case .memberAccessExpr:
                guard let base = tree.children(id).first else { return nil }
                if tree.isSelfExpression(base) { return tree.name(id).map { ($0, throughSubscript) } }
                id = base
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                if tree.kind(id) == .subscriptCallExpr { throughSubscript = true }
                guard let base = tree.children(id).first else { return nil }
                id = base
            default:
                return nil
            }
        }
        return nil
    }

    static func isInInitializer(_ node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let a = current {
            if tree.kind(a) == .initializerDecl { return true }
            if tree.kind(a).isTypeDeclaration { return false }
            current = tree.parent(a)
        }
        return false
    }

    /// When the code at `node` runs: in a closure a user action calls, in one that runs on appearance, or
    /// in a method that such code calls (one level).
    static func context(of node: NodeID, in typeDecl: NodeID, tree: SyntaxTree, methodContexts: inout [String: Context]) -> Context {
        var current = tree.parent(node)
        var outermost: Context = .unknown
        while let a = current, a != typeDecl {
            switch tree.kind(a) {
            case .closureExpr:
                let role = closureRole(a, tree)
                if role == .interactive { return .interactive }
                if role == .load { outermost = .load }
            case .initializerDecl:
                return .load
            case .functionDecl:
                if outermost != .unknown { return outermost }
                guard let name = tree.name(a) else { return .unknown }
                if let known = methodContexts[name] { return known }
                methodContexts[name] = .unknown  // a recursive method does not call itself interactively
                let found = callers(of: name, in: typeDecl, tree: tree, methodContexts: &methodContexts)
                methodContexts[name] = found
                return found
            default:
                break
            }
            current = tree.parent(a)
        }
        return outermost
    }

    /// Whether the view hands the value of a property on somewhere on a user's action (`onSave(text)`,
    /// `model.title = title`, `Button("Save") { save(draft) }`): a draft that is saved back.
    static func isSavedBack(_ property: String, in typeDecl: NodeID, tree: SyntaxTree) -> Bool {
        guard let block = tree.child(typeDecl, .memberBlock) else { return false }
        var reads: [NodeID] = []
        var steps = 0
        tree.walk(from: block) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return false
            case .identifierExpr:
                if tree.name(n) == property, let parent = tree.parent(n), !isWriteTarget(n, parent, tree) { reads.append(n) }
            case .memberAccessExpr:
                if tree.name(n) == property, let base = tree.children(n).first, tree.isSelfExpression(base),
                   let parent = tree.parent(n), !isWriteTarget(n, parent, tree) { reads.append(n) }
                return false
            default:
                break
            }
            return true
        }
        var methodContexts: [String: Context] = [:]
        return reads.contains { context(of: $0, in: typeDecl, tree: tree, methodContexts: &methodContexts) == .interactive }
    }

    /// The left side of an assignment (a write, not a read of the value).
    private static func isWriteTarget(_ node: NodeID, _ parent: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.kind(parent) == .infixOperatorExpr && tree.isAssignmentOperator(Int(tree[parent].mainToken)) && tree.children(parent).first == node
    }

    /// The closure's role, from the call it is passed to.
    static func closureRole(_ closure: NodeID, _ tree: SyntaxTree) -> Context {
        guard let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr, let callNode = tree.parent(argument),
              let call = CallExpr.at(callNode, in: tree), let name = call.name(in: tree) else { return .unknown }
        let label = tree[argument].mainToken >= 0 ? tree.identifierText(tree.tokens[Int(tree[argument].mainToken)]) : nil
        if reactiveCalls.contains(name) { return .unknown }
        // `.onAppear(perform: load)`: `perform:` of a load is the load, not a user's action.
        if loadCalls.contains(name) { return .load }
        if let label, interactiveLabels.contains(label) { return .interactive }
        if interactiveCalls.contains(name) || name.hasSuffix("Button") { return .interactive }
        return .unknown
    }

    /// Whether some call of a method of the type runs on a user action.
    static func callers(of method: String, in typeDecl: NodeID, tree: SyntaxTree, methodContexts: inout [String: Context]) -> Context {
        var calls: [NodeID] = []
        tree.walk(from: typeDecl) { n in
            if tree.kind(n) == .functionCallExpr, let call = CallExpr.at(n, in: tree), call.name(in: tree) == method {
                let callee = call.callee
                if tree.kind(callee) == .identifierExpr
                    || call.receiver(in: tree).map({ tree.isSelfExpression($0) }) == true {
                    calls.append(n)
                }
            }
            // A method passed as an action: `Button("Save", action: save)`.
            if tree.kind(n) == .labeledExpr, let value = tree.children(n).first, tree.identifierName(value) == method,
               tree[n].mainToken >= 0, interactiveLabels.contains(tree.identifierText(tree.tokens[Int(tree[n].mainToken)])),
               !(tree.parent(n).flatMap { CallExpr.at($0, in: tree)?.name(in: tree) }.map { reactiveCalls.contains($0) || loadCalls.contains($0) } ?? false) {
                calls.append(value)
            }
            return calls.count < 64
        }
        var result: Context = .unknown
        for call in calls {
            switch context(of: call, in: typeDecl, tree: tree, methodContexts: &methodContexts) {
            case .interactive: return .interactive
            case .load: result = .load
            case .unknown: continue
            }
        }
        return result
    }
}

/// The identifier tokens of a tree spelled like a method `positionShifts` looks for (`shiftingMethods`,
/// `insert`, `filter`, `sorted`, `shuffled`, `reversed`), as sorted token indices, found in one pass over
/// the tokens: a type with none of them among its tokens moves no elements, and its code is not walked.
/// Bytes are compared: no other spelling equals these names as a String (canonical equivalence maps no
/// non-ASCII character to an ASCII letter but the Kelvin sign, `K`, which none of them has).
final class ShiftingCallTokens {
    private let indices: [Int32]

    init(tree: SyntaxTree) {
        var found: [Int32] = []
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.withUnsafeBufferPointer { tokens in
                for i in 0 ..< tokens.count where tokens[i].kind == .identifier {
                    let name = tree.identifierRange(tokens[i])
                    let start = Int(name.start), end = Int(name.end)
                    guard start >= 0, end <= bytes.count, end - start >= 4, end - start <= 15,
                          Self.isName(UnsafeBufferPointer(rebasing: bytes[start ..< end])) else { continue }
                    found.append(Int32(i))
                }
            }
        }
        indices = found
    }

    /// Whether the bytes spell one of the names: the length and first byte pick the candidates.
    static func isName(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        func equals(_ literal: StaticString) -> Bool {
            guard literal.utf8CodeUnitCount == b.count else { return false }
            let p = literal.utf8Start
            for i in 0 ..< b.count where p[i] != b[i] { return false }
            return true
        }
        switch (b.count, b[0]) {
        case (4, UInt8(ascii: "m")): return equals("move")
        case (4, UInt8(ascii: "s")): return equals("sort")
        case (6, UInt8(ascii: "r")): return equals("remove")
        case (6, UInt8(ascii: "s")): return equals("swapAt") || equals("sorted")
        case (6, UInt8(ascii: "i")): return equals("insert")
        case (6, UInt8(ascii: "f")): return equals("filter")
        case (7, UInt8(ascii: "r")): return equals("reverse")
        case (7, UInt8(ascii: "s")): return equals("shuffle")
        case (8, UInt8(ascii: "s")): return equals("shuffled")
        case (8, UInt8(ascii: "r")): return equals("reversed")
        case (9, UInt8(ascii: "r")): return equals("removeAll")
        case (9, UInt8(ascii: "p")): return equals("partition")
        case (11, UInt8(ascii: "r")): return equals("removeFirst")
        case (14, UInt8(ascii: "r")): return equals("removeSubrange")
        case (15, UInt8(ascii: "r")): return equals("replaceSubrange")
        default: return false
        }
    }

    /// Whether one of them lies in the tokens `first..<end`.
    func any(from first: Int32, to end: Int32) -> Bool {
        var low = 0, high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if indices[mid] < first { low = mid + 1 } else { high = mid }
        }
        return low < indices.count && indices[low] < end
    }
}

extension SyntaxTree {
    /// This tree's `ShiftingCallTokens`, built on first use.
    var shiftingCallTokens: ShiftingCallTokens { memo(slot: TreeMemoSlot.shiftingCallTokens.rawValue) { ShiftingCallTokens(tree: $0) } }
}
