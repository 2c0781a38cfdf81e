import TheseusSyntax

/// Decides which code builds views (`body`, `@ViewBuilder` members, the content closures of views)
/// and which code is not live at all (`#if DEBUG`, previews). The engine asks once per node during its
/// walk; rules read the answer from `FileContext.isViewCode`.
enum ViewBuilderContext {
    /// Result builders whose bodies are view-like code.
    static let builderAttributes = NameSet(["ViewBuilder", "ToolbarContentBuilder", "CommandsBuilder", "SceneBuilder",
                                             "TableColumnBuilder", "TableRowBuilder", "ChartContentBuilder"])
    static let viewProtocols = NameSet(["View", "Scene", "ToolbarContent", "Commands", "TableColumnContent",
                                        "TableRowContent", "ChartContent", "ShapeStyle"])

    /// Calls with an uppercase name that take closures but are not views.
    static let nonViewTypes = NameSet(["Task", "Binding", "Timer", "DispatchQueue", "Thread", "Just", "Future",
                                       "DispatchWorkItem", "Publishers", "AnyCancellable", "NotificationCenter",
                                       "Animation", "Transaction", "withAnimation", "withTransaction"])
    /// Swift Charts' calls whose closures build chart content rather than views.
    static let chartContainers = NameSet(["Chart", "AxisMarks", "ChartAxisContent"])
    /// Argument labels of closures that run code rather than build views.
    static let actionLabels = NameSet(["action", "perform", "onCommit", "onEditingChanged", "onDismiss", "completion",
                                       "handler", "get", "set", "onChange", "onEnded", "onChanged", "isTargeted",
                                       "onCompletion", "onCancellation", "primaryAction", "operation"])
    /// Modifiers whose closures build views.
    static let viewClosureModifiers = NameSet(["overlay", "background", "toolbar", "sheet", "fullScreenCover",
                                               "popover", "alert", "confirmationDialog", "contextMenu", "safeAreaInset",
                                               "navigationDestination", "swipeActions", "mask", "searchSuggestions",
                                               "inspector", "if", "ifLet", "modify", "badge", "toolbarTitleMenu",
                                               "dropDestination", "tabItem", "listRowBackground", "overlayPreferenceValue",
                                               "backgroundPreferenceValue", "navigationBarItems", "labelStyle"])

    /// Whether a declaration's body builds views.
    static func declarationBuildsViews(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        let kind = tree.kind(id)
        guard kind == .variableDecl || kind == .functionDecl || kind == .subscriptDecl else { return false }
        // Asked of a declaration for every call inside it (where does this construction run?): answered once.
        return tree.declarationMemo.buildsViews(id) { computeDeclarationBuildsViews(id, kind, in: tree) }
    }

    private static func computeDeclarationBuildsViews(_ id: NodeID, _ kind: SyntaxKind, in tree: SyntaxTree) -> Bool {
        for attribute in tree.children(id, .attribute) where builderAttributes.contains(tree.name(attribute) ?? "") {
            return true
        }
        if kind == .functionDecl {
            guard let returnClause = tree.child(id, .returnClause), let type = tree.children(returnClause).first else { return false }
            return isViewType(type, in: tree)
        }
        if kind == .variableDecl {
            for binding in tree.children(id, .patternBinding) {
                guard tree.child(binding, .accessorBlock) != nil else { continue }
                if let annotation = tree.child(binding, .typeAnnotation), let type = tree.children(annotation).first {
                    // `var body: some View`; not a reducer's `var body: some ReducerOf<Self>`.
                    if isViewType(type, in: tree) { return true }
                    continue
                }
                if let pattern = tree.children(binding).first, tree.nameIs(pattern, "body") { return true }
            }
        }
        return false
    }

    /// A type declaration that says it is a view or a view modifier (`struct Card: View`).
    static func isViewType(declaration id: NodeID, in tree: SyntaxTree) -> Bool {
        guard let clause = tree.child(id, .inheritanceClause) else { return false }
        return tree.children(clause).contains {
            let name = FileSummary.typeName(tree, $0)
            return viewProtocols.contains(name) || name == "ViewModifier"
        }
    }

    /// `some View`, `AnyView`, `some Scene`…
    static func isViewType(_ type: NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(type) {
        case .someOrAnyType:
            guard let inner = tree.children(type).first else { return false }
            return viewProtocols.contains(FileSummary.typeName(tree, inner))
        case .identifierType:
            return tree.nameIs(type, "AnyView")
        default:
            return false
        }
    }

    /// Whether a closure inside view code is itself view code: a view's content (`VStack { … }`,
    /// `label: { … }`, `.overlay { … }`) rather than an action (`Button { save() }`, `.onAppear { … }`).
    static func closureBuildsViews(_ closure: NodeID, in file: FileContext) -> Bool {
        closureBuildsViews(closure, in: file.tree) && !isActionOfProjectView(closure, in: file)
    }

    /// A closure handed to a view of the project whose property for it is a function returning nothing
    /// (`let onMenu: (MenuAction) -> Void`): an action the view calls, not views it builds. The property
    /// is the one the label names, or for a trailing closure the last stored property, which the
    /// memberwise initializer takes last (only when the view declares no initializer of its own).
    static func isActionOfProjectView(_ closure: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        guard let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr,
              let callNode = tree.parent(argument), let call = CallExpr.at(callNode, in: tree), !call.isMemberCall(in: tree),
              let name = call.name(in: tree), name.startsWithUppercase else { return false }
        let declarations = file.declarations(of: name)
        guard !declarations.isEmpty, declarations.contains(where: { $0.kind == .structDecl }) else { return false }
        let stored = declarations.flatMap(\.members).filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        let label = tree[argument].mainToken >= 0 ? tree.tokenText(Int(tree[argument].mainToken)) : nil
        let member: MemberInfo?
        if let label, label != "_" {
            member = stored.first { $0.name == label }
        } else {
            guard declarations.allSatisfy({ $0.initializers.isEmpty }) else { return false }
            member = stored.last
        }
        guard let type = member?.typeText?.filter({ !$0.isWhitespace }), type.contains("->") else { return false }
        return type.hasSuffix("->Void") || type.hasSuffix("->()") || type.hasSuffix("->Void)?") || type.hasSuffix("->())?")
    }

    static func closureBuildsViews(_ closure: NodeID, in tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr,
              let callNode = tree.parent(argument), let call = CallExpr.at(callNode, in: tree) else { return false }
        let label = tree[argument].mainToken >= 0 ? tree.tokenText(Int(tree[argument].mainToken)) : nil
        if let label, actionLabels.contains(label) || isActionLabel(label) { return false }
        guard let name = call.name(in: tree) else { return false }
        let onSelf = call.receiver(in: tree).map { tree.isSelfExpression($0) } ?? false
        if call.isMemberCall(in: tree) && !onSelf && !(call.receiver(in: tree).map { tree.identifierName($0) == "SwiftUI" } ?? false) {
            return viewClosureModifiers.contains(name) || label == "content" || label == "label"
                || (!name.startsWithUppercase && declaresBuilderParameter(name, label: label, around: closure, tree))
                || (label == nil && (name == "map" || name == "flatMap") && returnsSwiftUIView(closure, tree))
        }
        // `field("Name") { … }`, `self.section { … }`: a function of this file whose parameter for the
        // closure is a `@ViewBuilder`.
        if !name.startsWithUppercase { return declaresBuilderParameter(name, label: label, around: closure, tree) }
        guard name.startsWithUppercase, !nonViewTypes.contains(name) else { return false }
        // A chart's content is chart content (`LineMark`, `AxisMarks`), not views: Swift Charts draws the
        // marks itself, and they hold no state.
        if chartContainers.contains(name) { return false }
        // `Canvas { context, size in … }`: the renderer draws into a graphics context (its labelled
        // `symbols:` closure builds views).
        if name == "Canvas", label == nil { return false }
        // `Button("Save") { save() }`: the unlabeled closure is the action unless `action:` was given.
        if label == nil, name.hasSuffix("Button") {
            return call.argument("action") != nil
        }
        // `Row { open(item) } content: { … }`: beside a `content:` closure, the unlabeled one is the action.
        if label == nil, call.argument("content") != nil { return false }
        return !holdsStatements(closure, tree) && !onlyCallsMethods(closure, tree)
    }

    /// Views a mapped closure's single expression builds (`selected.map { date in HStack { … } }`, an
    /// optional turned into a view): the closure runs where it stands, with the view code around it.
    static let mappedViewRoots = NameSet(["Text", "Image", "Label", "HStack", "VStack", "ZStack", "Group", "LazyVStack",
                                          "LazyHStack", "NavigationLink", "Button", "Link", "AsyncImage", "Section",
                                          "ScrollView", "ProgressView", "Toggle", "TextField", "Color", "Spacer"])

    /// Whether the closure is one expression (no statements) that builds a SwiftUI view, possibly modified.
    static func returnsSwiftUIView(_ closure: NodeID, _ tree: SyntaxTree) -> Bool {
        let statements = tree.children(closure).filter { tree.kind($0) != .closureSignature }
        guard statements.count == 1 else { return false }
        var head = tree.unwrapped(statements[0])
        var steps = 0
        // Down a modifier chain (`Text(x).bold().padding()`) to the view it starts from.
        while steps < 64, let call = CallExpr.at(head, in: tree) {
            steps += 1
            guard call.isMemberCall(in: tree) else {
                return call.name(in: tree).map(mappedViewRoots.contains) ?? false
            }
            guard let receiver = call.receiver(in: tree) else { return false }
            head = tree.unwrapped(receiver)
        }
        return false
    }

    /// `PlaidIntro { viewModel.startFlow(user) }`, `Header { store.send(.close) }`: every statement calls
    /// a method of a value held in a name (not `self`, not a SwiftUI modifier, no closure of its own),
    /// which is an action handed to the view, not views it builds.
    /// So is a call of the enclosing type's own function declared without a result (`{ start(item) }`,
    /// `{ self.save() }`): a result builder takes views, never a `Void` call.
    static func onlyCallsMethods(_ closure: NodeID, _ tree: SyntaxTree) -> Bool {
        let statements = tree.children(closure).filter { tree.kind($0) != .closureSignature }
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let call = CallExpr.at(tree.unwrapped(statement), in: tree), call.trailingClosures.isEmpty,
                  let name = call.name(in: tree), name.first?.isLowercase == true, !SwiftUIModifiers.names.contains(name) else { return false }
            if tree.kind(call.callee) == .identifierExpr
                || (tree.kind(call.callee) == .memberAccessExpr && tree.children(call.callee).first.map { tree.isSelfExpression($0) } == true) {
                return isOwnVoidFunction(name, around: closure, tree)
            }
            guard tree.kind(call.callee) == .memberAccessExpr, let base = tree.children(call.callee).first,
                  tree.kind(base) == .identifierExpr, let receiver = tree.name(base), receiver != "self",
                  receiver.first?.isLowercase == true else { return false }
            return true
        }
    }

    /// Whether a function of this name declared in this file takes a `@ViewBuilder` closure for this
    /// argument: the parameter with its label, or, for a closure without one (a trailing closure), the
    /// last parameter. The file's functions are looked at once (`BuilderParameters`).
    static func declaresBuilderParameter(_ name: String, label: String?, around node: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let functions = tree.builderParameters.byName[name] else { return false }
        return functions.contains { label.map($0.labels.contains) ?? $0.lastIsBuilder }
    }

    /// Whether the type declaration around `node` declares a function of that name, every one of them
    /// without a result type.
    static func isOwnVoidFunction(_ name: String, around node: NodeID, _ tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        var steps = 0
        while let a = current, !tree.kind(a).isTypeDeclaration, steps < 512 {
            steps += 1
            current = tree.parent(a)
        }
        guard let type = current, let block = tree.child(type, .memberBlock) else { return false }
        let functions = tree.children(block).filter { tree.kind($0) == .functionDecl && tree.name($0) == name }
        return !functions.isEmpty && functions.allSatisfy { tree.child($0, .returnClause) == nil }
    }

    /// Whether a closure holds statements a result builder does not allow (`guard`, an assignment,
    /// `return x`, `defer`, `throw`, `await`): then it is code to run, not views to build.
    static func holdsStatements(_ closure: NodeID, _ tree: SyntaxTree) -> Bool {
        for statement in tree.children(closure) {
            switch tree.kind(statement) {
            case .guardStmt, .deferStmt, .throwStmt, .doStmt, .whileStmt, .repeatStmt:
                return true
            case .returnStmt:
                if !tree.children(statement).isEmpty { return true }
            case .effectExpr:
                // `{ await refresh() }`: an async closure is code to run; view content is synchronous.
                if tree.tokenIs(Int(tree[statement].mainToken), "await") { return true }
            case .infixOperatorExpr:
                if let token = Optional(tree[statement].mainToken), token >= 0, tree.tokenText(Int(token)).hasSuffix("=")
                    && !["==", "!=", "<=", ">=", "===", "!=="].contains(tree.tokenText(Int(token))) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// Calls whose closures run later, as code: on a user's action, when the view appears or changes,
    /// in a task. A view built there is built when that code runs, not by `body`.
    static let actionCalls = NameSet([
        "onTapGesture", "onLongPressGesture", "onSubmit", "onCommit", "onHover", "onDelete", "onMove", "onInsert",
        "onKeyPress", "refreshable", "onDrop", "onCommand", "onEnded", "onChanged", "task", "onAppear", "onDisappear",
        "onChange", "onReceive", "onOpenURL", "onPreferenceChange", "onGeometryChange", "onContinueUserActivity",
        "Task", "withAnimation", "asyncAfter", "async", "sink",
        // Drag and drop, pasteboard, hover and scroll handlers: code run when the event comes.
        "dropDestination", "onDrag", "onPasteCommand", "onCopyCommand", "onCutCommand", "onContinuousHover",
        "onExitCommand", "onMoveCommand", "onDeleteCommand", "onPlayPauseCommand", "onScrollGeometryChange",
        "onScrollPhaseChange", "onScrollVisibilityChange", "fileImporter", "fileExporter", "onSubmitAction",
    ])

    /// Whether a closure is code to run rather than views to build or a value computed in place: an
    /// action (`Button { … }`, `action:`, `onTap:`), a handler (`.onAppear { … }`, `.task { … }`), or the
    /// unlabeled closure beside a `content:` one (`Row { open(item) } content: { … }`).
    static func isActionClosure(_ closure: NodeID, in tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr,
              let callNode = tree.parent(argument), let call = CallExpr.at(callNode, in: tree),
              let name = call.name(in: tree) else { return false }
        let label = tree[argument].mainToken >= 0 ? tree.tokenText(Int(tree[argument].mainToken)) : nil
        if let label { return actionLabels.contains(label) || isActionLabel(label) }
        if actionCalls.contains(name) { return true }
        let isFirstClosure = call.arguments.first(where: { $0.value.map { tree.kind(tree.unwrapped($0)) == .closureExpr } ?? false })?.node == argument
        if isFirstClosure, name.hasSuffix("Button"), call.argument("action") == nil { return true }
        if isFirstClosure, call.argument("content") != nil { return true }
        return false
    }

    /// A label that names code to run: `onTap`, `onSelect`, `postAction`, `didTap`, `completionHandler`.
    static func isActionLabel(_ label: String) -> Bool {
        if label.count > 2, label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true { return true }
        if label.count > 3, label.hasPrefix("did") || label.hasPrefix("will"), label.drop(while: { $0.isLowercase }).first?.isUppercase == true { return true }
        return ["Action", "action", "Handler", "handler", "Callback", "callback", "completion", "Completion"].contains { label.hasSuffix($0) }
    }

    /// Presentations whose content SwiftUI builds when they open and discards when they close: a split
    /// inside them lives no longer than the menu.
    static let transientContent = NameSet(["Menu", "contextMenu", "confirmationDialog", "alert", "swipeActions"])

    /// Whether a node is inside the content of a menu, a context menu, an alert or swipe actions.
    static func isInTransientContent(_ node: NodeID, in file: FileContext) -> Bool {
        isInTransientContent(node, in: file.tree)
    }

    /// The same, from the tree alone (for the project index, built before any `FileContext`).
    static func isInTransientContent(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        // A menu's label is on screen all the time; only its items wait for the menu to open.
        firstContentCall(around: node, in: tree) { name, label in
            transientContent.contains(name) && !(name == "Menu" && label == "label") ? true : nil
        } ?? false
    }

    /// Whether a node is inside a `Picker`'s options (its content, not its `label:`): values the control
    /// lists, drawn by the system, not views that keep state or animate between updates.
    static func isInPickerOptions(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        firstContentCall(around: node, in: tree) { name, label in
            name == "Picker" ? label != "label" && label != "currentValueLabel" : nil
        } ?? false
    }

    /// Walks out from a node through the closures it sits in, up to the declaration around them, and asks
    /// `answer` of each call a closure is an argument of (its name, and the argument's label): the first
    /// answer that is not nil.
    static func firstContentCall(around node: NodeID, in tree: SyntaxTree, _ answer: (String, String?) -> Bool?) -> Bool? {
        var current = node
        var steps = 0
        while let ancestor = tree.parent(current), steps < 10_000 {
            steps += 1
            current = ancestor
            switch tree.kind(ancestor) {
            case .closureExpr:
                guard let argument = tree.parent(ancestor), tree.kind(argument) == .labeledExpr, let callNode = tree.parent(argument),
                      let name = CallExpr.at(callNode, in: tree)?.name(in: tree) else { continue }
                let label = tree[argument].mainToken >= 0 ? tree.tokenText(Int(tree[argument].mainToken)) : nil
                if let found = answer(name, label) { return found }
            case .functionDecl, .variableDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// Code that no rule reports: `#if DEBUG` blocks, previews, Xcode library content. (A string literal's interpolations are
    /// code that runs: `Text("\\(formatter.string(from: date))")`.)
    static func isExcluded(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(id) {
        case .macroExpansionDecl, .macroExpansionExpr:
            return tree.nameIs(id, "#Preview")
        case .ifConfigClause:
            guard !tree.nameIs(id, "#else"), let condition = tree.children(id).first else { return false }
            return mentionsDebug(condition, in: tree)
        case .structDecl, .classDecl, .enumDecl, .extensionDecl:
            guard let clause = tree.child(id, .inheritanceClause) else { return false }
            // The name's bytes first: this is asked of every type around every call. A library content
            // provider feeds Xcode's library, as a preview provider feeds the canvas: neither runs in the app.
            return tree.children(clause).contains {
                (tree.source.bytes(in: tree.range($0), contain: "PreviewProvider") && FileSummary.typeName(tree, $0) == "PreviewProvider")
                    || (tree.source.bytes(in: tree.range($0), contain: "LibraryContentProvider") && FileSummary.typeName(tree, $0) == "LibraryContentProvider")
            }
        default:
            return false
        }
    }

    /// `DEBUG`, `DEBUG && os(iOS)`: a condition true only in debug builds (`!DEBUG` is not).
    static func mentionsDebug(_ condition: NodeID, in tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: condition) { node in
            if tree.kind(node) == .prefixOperatorExpr { return false }
            if tree.kind(node) == .infixOperatorExpr, tree.tokenIs(Int(tree[node].mainToken), "||") { return false }
            if tree.identifierName(node) == "DEBUG" { found = true }
            return true
        }
        return found
    }
}

/// Per-tree answers of `ViewBuilderContext.declarationBuildsViews`, by declaration node.
final class DeclarationMemo {
    private var buildsViews: [Int32: Bool] = [:]

    func buildsViews(_ id: NodeID, compute: () -> Bool) -> Bool {
        if let known = buildsViews[id.raw] { return known }
        let answer = compute()
        buildsViews[id.raw] = answer
        return answer
    }
}

extension SyntaxTree {
    var declarationMemo: DeclarationMemo { memo(slot: TreeMemoSlot.declaration.rawValue) { _ in DeclarationMemo() } }
    var builderParameters: BuilderParameters { memo(slot: TreeMemoSlot.builderParameters.rawValue) { BuilderParameters($0) } }
}

/// The functions of a file that take a `@ViewBuilder` (or other builder) closure: by name, the labels
/// of those parameters and whether the last parameter is one (where a trailing closure goes).
final class BuilderParameters {
    struct Function { var labels: Set<String>; var lastIsBuilder: Bool }
    private(set) var byName: [String: [Function]] = [:]

    init(_ tree: SyntaxTree) {
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionDecl {
            let declaration = NodeID(index)
            guard let name = tree.name(declaration), let clause = tree.child(declaration, .parameterClause) else { continue }
            var labels = Set<String>()
            var lastIsBuilder = false
            for parameter in tree.children(clause, .parameter) {
                let isBuilder = tree.children(parameter, .attribute).contains { ViewBuilderContext.builderAttributes.contains(tree.name($0) ?? "") }
                if isBuilder, let label = tree.name(parameter) { labels.insert(label) }
                lastIsBuilder = isBuilder
            }
            if !labels.isEmpty || lastIsBuilder { byName[name, default: []].append(Function(labels: labels, lastIsBuilder: lastIsBuilder)) }
        }
    }
}
