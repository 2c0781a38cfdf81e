import TheseusSyntax

/// One file as the rules see it: the tree, facts computed once (parents, the type summary), and
/// which nodes are view code. Built by the engine; shared by every rule for that file.
public final class FileContext {
    public let tree: SyntaxTree
    /// The path shown in reports.
    public let path: String
    public let summary: FileSummary
    /// What the whole project declares (types from every file); nil when linting a lone string.
    public let project: ProjectIndex?
    /// Parent of each node (-1 for the root).
    public let parents: [Int32]
    /// Filled by the engine's first pass over the file, before any rule runs: valid for every node.
    /// A raw buffer, not an array: it is read and written for every node, and a class's array property
    /// would pay a dynamic exclusivity check on each access.
    let viewCode: UnsafeMutableBufferPointer<Bool>
    /// Facts a rule computes once per file (helper names, …), by key.
    private var cache: [String: Any] = [:]
    /// The names looked up in the project index, when the file is linted without it to see whether it
    /// needs it (see `ProjectKey`); nil when not recording.
    var dependencies: Set<ProjectKey>?

    init(tree: SyntaxTree, path: String, summary: FileSummary, project: ProjectIndex?) {
        self.tree = tree
        self.path = path
        self.summary = summary
        self.project = project
        parents = tree.parents
        viewCode = .allocate(capacity: tree.nodes.count)
        viewCode.initialize(repeating: false)
    }

    deinit { viewCode.deallocate() }

    public var source: SourceFile { tree.source }

    /// Where this file's code runs (test code, a widget); worked out on first use.
    public private(set) lazy var runContext = RunContext(tree: tree, path: path)

    /// The call at the node being visited, built once for all the rules that look at it.
    private var memoCallNode = NodeID(-1)
    private var memoCall: CallExpr?
    private var memoForEachNode = NodeID(-1)
    private var memoForEach: ForEachCall?

    private var memoErasureNode = NodeID(-1)
    private var memoErasureHelpers: ObjectIdentifier?
    private var memoErasure: (token: Int, spelled: String, isMethod: Bool)?

    /// `AnyViewRule.erasure` of the call being visited, worked out once for both `AnyView` rules (with the
    /// same helpers: a set's identity stands for its names).
    func anyViewErasure(_ id: NodeID, helpers: NameSet) -> (token: Int, spelled: String, isMethod: Bool)? {
        if id != memoErasureNode || helpers.identity != memoErasureHelpers {
            memoErasure = AnyViewRule.erasure(id, in: self, helpers: helpers)
            memoErasureNode = id
            memoErasureHelpers = helpers.identity
        }
        return memoErasure
    }

    public func call(_ id: NodeID) -> CallExpr? {
        if id != memoCallNode {
            memoCallNode = id
            memoCall = CallExpr.at(id, in: tree)
        }
        return memoCall
    }

    public func forEach(_ id: NodeID) -> ForEachCall? {
        if id != memoForEachNode {
            memoForEachNode = id
            memoForEach = ForEachCall.isCandidate(id, in: tree) ? ForEachCall(id, in: tree) : nil
        }
        return memoForEach
    }

    /// A per-file fact, computed on first use.
    public func cached<T>(_ key: String, _ compute: () -> T) -> T {
        if let value = cache[key] as? T { return value }
        let value = compute()
        cache[key] = value
        return value
    }

    /// Functions declared in `extension View { … }` blocks of this file (where modifiers are defined).
    public var viewExtensionFunctions: [NodeID] {
        cached("viewExtensionFunctions") {
            var functions: [NodeID] = []
            for type in summary.types where type.isExtension && ViewBuilderContext.viewProtocols.contains(type.name) {
                for member in type.members where member.kind == .function { functions.append(member.node) }
            }
            return functions
        }
    }

    public func parent(_ id: NodeID) -> NodeID? {
        let p = parents[id.index]
        return p >= 0 ? NodeID(p) : nil
    }

    /// Ancestors from the parent up to the root.
    public func ancestors(_ id: NodeID) -> UnfoldSequence<NodeID, NodeID> {
        sequence(state: id) { current in
            guard let p = self.parent(current) else { return nil }
            current = p
            return p
        }
    }

    /// Whether a node (visited or an ancestor of the visited one) builds views: `body`, a
    /// `@ViewBuilder`, a view's content closure.
    public func isViewCode(_ id: NodeID) -> Bool { viewCode[id.index] }

    /// The type declaration (or extension) a node is inside.
    public func enclosingType(_ id: NodeID) -> TypeInfo? {
        for a in ancestors(id) where tree.kind(a).isTypeDeclaration {
            return summary.types.first { $0.node == a }
        }
        return nil
    }

    /// A type by name: this file first, then the project (nil when unknown or ambiguous).
    public func type(named name: String) -> TypeInfo? {
        dependencies?.insert(ProjectKey(.type, name))
        if summary.types.contains(where: { $0.name == name && !$0.isExtension }) {
            return TypeInfo.uniqueDeclaration(in: summary.types, named: name)
        }
        if let unique = project?.uniqueType(named: name) { return unique }
        return nearestDeclarations(of: name).first { !$0.isExtension }
    }

    /// For a name several types share (`StateModel` in every module of an app), the one declared in a
    /// namespace this file's own types live in (`extension Settings { struct RootView … }` means
    /// `Settings.StateModel`), with its extensions; else the top-level one nearest in the folder tree (each
    /// target's copy in its own folder); empty when neither singles one out.
    func nearestDeclarations(of name: String) -> [TypeInfo] {
        guard let project, project.declarationCounts[name, default: 0] > 1 else { return [] }
        var namespaces = Set<String>()
        for type in summary.types {
            let parts = type.qualifiedName.split(separator: ".")
            for length in 1 ... max(1, parts.count) where length <= parts.count {
                namespaces.insert(parts.prefix(length).joined(separator: "."))
            }
        }
        let all = project.declarations(of: name)
        let candidates = all.filter { type in
            guard !type.isExtension, let dot = type.qualifiedName.lastIndex(of: ".") else { return false }
            return namespaces.contains(String(type.qualifiedName[..<dot]))
        }
        if candidates.count == 1, let chosen = candidates.first { return all.filter { $0.qualifiedName == chosen.qualifiedName } }
        // Otherwise the declaration nearest in the folder tree: one target's copy among several.
        return project.declarations(of: name, nearestTo: path)
    }

    /// Every declaration and extension of a type name: the project's when there is one (it includes this
    /// file), else this file's.
    /// Empty when the name is ambiguous (declared by more than one type): rules stay silent rather than guess.
    public func declarations(of name: String) -> [TypeInfo] {
        dependencies?.insert(ProjectKey(.type, name))
        if let project { return project.declarationCounts[name, default: 0] > 1 ? nearestDeclarations(of: name) : project.declarations(of: name) }
        let all = summary.types.filter { $0.name == name }
        return all.declarationCount > 1 ? [] : all
    }

    /// How many types of this name the project declares (this file's alone without a project): more than
    /// one when several screens nest their own `Entry`.
    public func typeDeclarationCount(_ name: String) -> Int {
        dependencies?.insert(ProjectKey(.type, name))
        if let project { return project.declarationCounts[name, default: 0] }
        return summary.types.filter { $0.name == name && !$0.isExtension }.count
    }

    /// The declarations of a type name as spelled inside `outer`: where several types share the name
    /// (each screen's nested `ViewModel`), the one nested in `outer`, as Swift resolves it there.
    public func declarations(of name: String, spelledIn outer: String) -> [TypeInfo] {
        if typeDeclarationCount(name) > 1 {
            let all = project?.declarations(of: name) ?? summary.types.filter { $0.name == name }
            let nested = all.filter { $0.qualifiedName == outer + "." + name || $0.qualifiedName.hasSuffix("." + outer + "." + name) }
            if !nested.isEmpty { return nested }
        }
        return declarations(of: name)
    }

    /// Whether the project (or this file) declares a type of this name, once or more: then it is the
    /// project's type, not a framework's of the same name, even where it is too ambiguous to resolve.
    public func isDeclaredTypeName(_ name: String) -> Bool {
        dependencies?.insert(ProjectKey(.type, name))
        if summary.types.contains(where: { $0.name == name && !$0.isExtension }) { return true }
        return (project?.declarationCounts[name] ?? 0) > 0
    }

    /// File-scope declarations of a name (this file first, then the project).
    public func globals(named name: String) -> [MemberInfo] {
        dependencies?.insert(ProjectKey(.global, name))
        let local = summary.globals.filter { $0.name == name }
        if !local.isEmpty { return local }
        return project?.globals[name] ?? []
    }

    /// Where view code, here or anywhere in the project, calls a member of this name with labels it
    /// declares (`parameters`; nil for a property, read without a call); nil when nowhere, or when the
    /// project declares the name more than once (which one is called is not known).
    public func viewCodeRead(_ name: String, parameters: [String]?) -> SourceRange? {
        viewCodeReads(name, parameters: parameters, limit: 1).first
    }

    /// The places (at most `limit`) where view code calls the helper of that name declared here: this
    /// file's own calls when it declares the one helper of that name, else the project's.
    public func viewCodeReads(_ name: String, parameters: [String]?, limit: Int, owner: String? = nil) -> [SourceRange] {
        viewCodeReadSites(name, parameters: parameters, owner: owner, preferLocal: true).prefix(limit).map(\.range)
    }

    /// The places where view code calls the helper of that name declared here, with the view that reads
    /// it and whether in rows. `preferLocal`: only this file's own calls when it declares the one helper of
    /// that name and calls it (the first places to show); else every call in the project.
    public func viewCodeReadSites(_ name: String, parameters: [String]?, owner: String? = nil, preferLocal: Bool = false) -> [NameSite] {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        // View code of this file calling the one helper of that name this file declares: the call is
        // that helper's, even when other targets declare a copy (an app's iOS and macOS folders).
        let declaredHere = summary.types.reduce(0) { $0 + $1.members.filter { $0.name == name }.count } + summary.globals.filter { $0.name == name }.count
        let local = declaredHere == 1 ? summary.viewCodeReads.filter { $0.name == name && $0.matches(parameters: parameters) } : []
        if preferLocal, !local.isEmpty { return local }
        let sites: [NameSite]
        if let project {
            // Declared more than once: only copies of one helper (each target's `formatCurrency`) or
            // overloads of one type's, told apart by their labels.
            if project.memberNameCounts[name, default: 0] <= 1 {
                sites = project.viewCodeReads[name] ?? []
            } else if let owner, (project.repeatedMemberOwners[name]?.count ?? 0) > 1 {
                // Several types declare the name: the reads through a value declared of this one's type.
                sites = (project.viewCodeReads[name] ?? []).filter { $0.receiverType == owner }
            } else {
                guard project.repeatedMemberOwners[name]?.count == 1, let paths = project.repeatedMemberPaths[name] else { return local }
                // A copy's calls are those nearer to it in the folder tree than to any other copy.
                sites = (project.viewCodeReads[name] ?? []).filter { site in
                    let depths = paths.map { ProjectIndex.commonFolderDepth($0, site.range.path) }
                    let mine = ProjectIndex.commonFolderDepth(path, site.range.path)
                    return zip(paths, depths).allSatisfy { $0.0 == path || $0.1 < mine }
                }
            }
        } else {
            guard declaredHere <= 1 else { return [] }
            sites = summary.viewCodeReads.filter { $0.name == name }
        }
        let matching = sites.filter { $0.matches(parameters: parameters) }
        // This file's own calls, which the project's list holds too when there is a project.
        return matching.isEmpty ? local : matching
    }

    /// Every place the project's view code reads a name (with a call's labels matching `parameters`),
    /// whichever declaration of that name it reaches.
    public func anyViewCodeRead(_ name: String, parameters: [String]?) -> SourceRange? {
        anyViewCodeReadSites(name, parameters: parameters).first?.range
    }

    public func anyViewCodeReadSites(_ name: String, parameters: [String]?) -> [NameSite] {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        let sites = project?.viewCodeReads[name] ?? summary.viewCodeReads.filter { $0.name == name }
        return sites.filter { $0.matches(parameters: parameters) }
    }

    /// A member of that name whose result a collection transform builds, when every member of that name
    /// the project declares is one (the overloads of `search(text:)` for each element type): whichever
    /// one a call reaches does the transform. Nil when any declaration of the name is something else.
    public func onlyTransformingMember(_ name: String) -> MemberInfo? {
        let count = declarationCount(ofMember: name)
        guard count >= 1 else { return nil }
        let transforming = project?.transformingMembers[name]
            ?? summary.types.flatMap(\.members).filter { $0.name == name && $0.resultTransform != nil && !$0.isStatic }
        return transforming.count == count ? transforming.first : nil
    }

    /// How many members and globals of that name the project declares (this file's alone without a project).
    public func declarationCount(ofMember name: String) -> Int {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        if let project { return project.memberNameCounts[name, default: 0] }
        return summary.types.reduce(0) { $0 + $1.members.filter { $0.name == name }.count } + summary.globals.filter { $0.name == name }.count
    }

    /// How many methods and functions (`isFunction`), or how many properties, of that name the project
    /// declares: a call (`x.timestampString()`) reaches only a method, a read without a call a property.
    public func declarationCount(ofMember name: String, isFunction: Bool) -> Int {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        let functions: Int
        if let project {
            functions = project.functionNameCounts[name, default: 0]
        } else {
            functions = summary.types.reduce(0) { $0 + $1.members.filter { $0.name == name && $0.kind == .function }.count }
                + summary.globals.filter { $0.name == name && $0.kind == .function }.count
        }
        return isFunction ? functions : declarationCount(ofMember: name) - functions
    }

    /// The helpers that build no views (methods, computed properties) that call or read a name, across
    /// the project (see `HelperCallees`), where the call's labels fit the member's `parameters` (nil for a
    /// property: a read, not a call).
    public func helperCallers(of name: String, parameters: [String]?, callsOnly: Bool = false) -> [NameSite] {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        let callers: [(caller: NameSite, labels: [String]?)]
        if let project {
            callers = project.helperCallers[name] ?? []
        } else {
            callers = summary.helperCallees.flatMap { helper in
                helper.callees.map(HelperCallees.split).filter { $0.name == name }.map { (helper.caller, $0.labels) }
            }
        }
        return callers.filter { (!callsOnly || $0.labels != nil) && Self.callFits($0.labels, parameters) }.map(\.caller)
    }

    /// Whether a call's labels (nil for a read) can reach a member with these parameter labels (nil for a
    /// property). A read of a method's name hands the method on; a property read with no call is a read.
    static func callFits(_ labels: [String]?, _ parameters: [String]?) -> Bool {
        guard let labels, let parameters else { return true }
        return NameSite.labels(labels, match: parameters)
    }

    /// Whether a type is a view (or a view modifier): it conforms to `View`, or to a protocol of the
    /// project that refines it (`protocol BaseView: View`).
    public func isViewType(_ name: String) -> Bool {
        ProjectIndex.conformsToView(name, conformances: conformances(of:), isDeclared: isDeclaredTypeName)
    }

    /// Whether a View helper of this name, here or anywhere in the project, returns `AnyView`.
    /// Whether a member read (`view.asAnyView`) is a property-form erasing helper of a `View` extension.
    /// One dependency key covers every such lookup: most member names are looked up here.
    public func isErasingProperty(_ name: String) -> Bool {
        if !recordedErasingProperty { recordedErasingProperty = true; dependencies?.insert(ProjectKey(.viewHelper, "@erasingProperty")) }
        if let project { return project.erasingProperties.contains(name) }
        return summary.erasingProperties.contains(name)
    }

    public func isErasingHelper(_ name: String) -> Bool {
        recordViewHelperLookup(name)
        if let project { return !project.erasingHelpers.isEmpty && project.erasingHelpers.contains(name) }
        return summary.erasingHelpers.contains(name)
    }

    /// Whether a modifier of this name is a view's: SwiftUI's own, or a method of a `View` extension of the
    /// project (`.card()`); `store.send(…)` is not.
    public func isViewModifier(_ name: String) -> Bool {
        if SwiftUIModifiers.viewModifiers.contains(name) { return true }
        if SwiftUIModifiers.commonMethods.contains(name) { return false }
        recordViewHelperLookup(name)
        if let project { return project.viewHelpers.contains(name) }
        return summary.viewHelpers.contains(name)
    }

    /// Whether a method of this name returning `AnyView` is declared by some type of the project (not a
    /// `View` extension helper: those are `isErasingHelper`).
    public func isAnyViewMethod(_ name: String) -> Bool {
        recordViewHelperLookup(name)
        if let project { return !project.anyViewMethods.isEmpty && project.anyViewMethods.contains(name) }
        return summary.anyViewMethods.contains(name)
    }

    /// Conditional-modifier helpers of this name, here or anywhere in the project.
    public func conditionalModifiers(named name: String) -> [HelperSignature] {
        recordViewHelperLookup(name)
        if let project { return project.conditionalModifiers.isEmpty ? [] : project.conditionalModifiers[name] ?? [] }
        return summary.conditionalModifiers.isEmpty ? [] : summary.conditionalModifiers.filter { $0.name == name }
    }

    /// Two rules look up the same modifier's name one after the other: it is recorded once.
    private var lastViewHelperLookup: String?
    private var recordedErasingProperty = false

    private func recordViewHelperLookup(_ name: String) {
        guard dependencies != nil, name != lastViewHelperLookup else { return }
        lastViewHelperLookup = name
        dependencies?.insert(ProjectKey(.viewHelper, name))
    }

    /// Where a type is built, here or anywhere in the project.
    public func constructions(of name: String) -> [ViewConstruction] {
        dependencies?.insert(ProjectKey(.construction, name))
        guard let project else { return summary.constructions.filter { $0.typeName == name } }
        let all = project.constructions[name] ?? []
        // A name declared by several targets (each sample app's `ContentView`): asked from the file that
        // declares one, the constructions nearest to it in the folder tree are of that one.
        guard all.count > 1, project.declarationCounts[name, default: 0] > 1,
              summary.types.contains(where: { $0.name == name && !$0.isExtension }) else { return all }
        // Nearest among the constructions the app runs: a preview beside the declaration is always nearest,
        // and would make a view that other folders show look built only in previews.
        let shown = all.filter { $0.context != .preview }
        guard !shown.isEmpty else { return all }
        let depths = shown.map { Self.commonFolderDepth($0.range.path, path) }
        let nearest = depths.max() ?? 0
        return shown.indices.filter { depths[$0] == nearest }.map { shown[$0] }
    }

    static func commonFolderDepth(_ a: String, _ b: String) -> Int { ProjectIndex.commonFolderDepth(a, b) }

    /// Whether a member of a view, in a whole app, is spelled nowhere but where members of its name are
    /// declared: nothing calls it, so its code never runs (dead code).
    /// `declaration` is the member's own declaration: what it spells inside itself (its name, a call of
    /// `notes.move(…)` inside `func move`) calls nothing from outside.
    public func isNeverCalled(_ member: String, declaration: NodeID, otherDeclarations: Int = 0) -> Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        dependencies?.insert(ProjectKey(.viewCodeRead, member))
        guard let project, project.hasApp else { return false }
        let range = tree.range(declaration)
        var inside = 0
        let bytes = Array(member.utf8)
        for index in tree.tokenIndices(in: range) where tree.tokens[index].kind == .identifier {
            let token = tree.tokens[index]
            if Int(token.end - token.start) == bytes.count, tree.source.bytes[Int(token.start)..<Int(token.end)].elementsEqual(bytes) { inside += 1 }
        }
        // Every other declaration of the name spells it once.
        let declarations = (project.memberNameCounts[member] ?? 0) + otherDeclarations
        return (project.nameCounts[member] ?? 0) - inside <= declarations - 1
    }

    /// Whether an enum case, in a whole app, is declared once and spelled in one other place only (the
    /// `case` pattern asking about it): nothing makes a value of it, so code for it never runs.
    public func isEnumCaseNeverMade(_ name: String) -> Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        guard let project, project.hasApp else { return false }
        return (project.memberNameCounts[name] ?? 0) == 1 && (project.nameCounts[name] ?? 0) <= 2
    }

    /// Whether every declaration of a member name types it `any View` (see `ProjectIndex.existentialViewMembers`).
    public func isExistentialViewMember(_ name: String) -> Bool {
        dependencies?.insert(ProjectKey(.viewCodeRead, name))
        if let project { return project.existentialViewMembers.contains(name) }
        let members = summary.types.flatMap(\.members).filter { $0.name == name }
        return !members.isEmpty && members.allSatisfy(\.typesExistentialView)
    }

    /// Whether the app builds a view in the rows of a `ForEach`/`List` somewhere; nil when no code that
    /// runs in the app builds it (then it is not known).
    /// A view built inside another view of the project counts as built in rows when that view is (a
    /// message's `TextBubble` built by a `MessageRow` that a `ForEach` builds), a few levels up.
    public func isBuiltInRows(_ name: String, depth: Int = 0, visited: Set<String> = []) -> Bool? {
        if let known = builtInRowsMemo[name] { return known }
        let result = builtInRowsUncached(name, depth: depth, visited: visited)
        // Kept whatever it is: an "unknown" that a cycle or the depth limit gave is the cautious answer
        // (the work is reported) wherever it is reused.
        builtInRowsMemo[name] = .some(result)
        return result
    }

    private func builtInRowsUncached(_ name: String, depth: Int, visited: Set<String>) -> Bool? {
        let built = constructions(of: name).filter { $0.context != .preview }
        guard !built.isEmpty, depth < 5, !visited.contains(name) else { return nil }
        // A destination built in a row (`NavigationLink { Detail(item) }`) is shown pushed, not as a row.
        if built.contains(where: { $0.inRows && !$0.isDestination }) { return true }
        var unknown = false
        for construction in built where construction.context == .viewCode && !construction.isDestination {
            guard let parent = construction.builtBy, parent != name else { unknown = true; continue }
            // Built by an app, a scene or a controller: not a row.
            guard isViewType(parent) else { continue }
            switch isBuiltInRows(parent, depth: depth + 1, visited: visited.union([name])) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }

    /// Inside the content closure of a `ForEach`/`List`: once per row.
    public func isInRows(_ node: NodeID) -> Bool {
        for ancestor in ancestors(node) where tree.kind(ancestor) == .closureExpr {
            guard let argument = parent(ancestor), let owner = parent(argument) else { continue }
            if let forEach = ForEachCall(owner, in: tree), forEach.content == ancestor { return true }
        }
        return false
    }

    /// Whether view code at this node runs about once per screen: not in rows, in a view that runs once
    /// per screen (`runsOncePerScreen`), with no state the user changes around it.
    public func runsOncePerScreen(around node: NodeID) -> Bool {
        guard !isInRows(node), let owner = enclosingType(node), isViewType(owner.name) || owner.conformances.contains(where: isViewType),
              runsOncePerScreen(owner.name) else { return false }
        return bodyUpdateEvidence(around: node).isEmpty
    }

    /// Whether a view's `body` runs again while it is shown, beyond its first load: its own code says so
    /// (`TypeInfo.updatesWhileShown`: state the user sets, a binding, a query, an action through a model,
    /// a timer), or a parent whose `body` does so builds it with arguments (new inputs run the child's
    /// `body` too; a destination's inputs are fixed when it is shown). Nil when the project does not
    /// declare the view; true when a cycle or the depth limit leaves it unknown (the cautious answer).
    public func updatesWhileShown(_ name: String, depth: Int = 0, visited: Set<String> = []) -> Bool? {
        if let known = updatesWhileShownMemo[name] { return known }
        let declared = declarations(of: name)
        guard !declared.isEmpty else { return nil }
        if declared.contains(where: \.updatesWhileShown) { return true }
        // A model it observes that the user changes through some view, or that ticks on its own.
        dependencies?.insert(ProjectKey(.typeReference, "@changingModels"))
        let changing = project?.changingModels ?? Set(summary.types.flatMap(\.changedModels))
        if declared.contains(where: { type in
            type.members.contains { member in
                member.kind == .property && !member.isStatic && !member.isComputed
                    && member.effectiveType.flatMap(ElementType.simpleName).map(changing.contains) == true
            }
        }) { return true }
        guard depth < 6, !visited.contains(name) else { return true }
        var result = false
        for construction in constructions(of: name) where construction.context == .viewCode && !construction.isDestination && !construction.arguments.isEmpty {
            guard let parent = construction.builtBy, parent != name else { result = true; break }
            guard isViewType(parent) else { continue }
            if updatesWhileShown(parent, depth: depth + 1, visited: visited.union([name])) != false { result = true; break }
        }
        updatesWhileShownMemo[name] = result
        return result
    }

    /// Whether some parent rebuilds the view value while the view is shown: a row, or view code of a view
    /// whose `body` runs again while it is shown (`updatesWhileShown`); unknown counts as yes. A destination
    /// built with no argument that can change (`.fullScreenCover { GameView() }`) is rebuilt only when its
    /// presenter's `body` runs again while it is up, which the presenter's own controls cannot cause (it
    /// covers them): only a live query, a model or a timer of the presenter can.
    public func isRebuiltWhileShown(_ view: String) -> Bool {
        let built = constructions(of: view).filter { $0.context == .viewCode }
        // No parent in sight: one may well rebuild it.
        guard !built.isEmpty else { return true }
        return built.contains { construction in
            guard !construction.inRows, let parent = construction.builtBy, parent != view, isViewType(parent) else { return true }
            if construction.isDestination, construction.arguments.allSatisfy({ $0.sources.allSatisfy { $0 == .fixed } }),
               !presenterChangesOnItsOwn(parent) { return false }
            // A parent built nowhere in sight that takes inputs: its own parent may pass new ones.
            if !constructions(of: parent).contains(where: { $0.context != .preview }), takesInputs(parent) { return true }
            return updatesWhileShown(parent) != false
        }
    }

    /// Whether a view has inputs a parent passes: an `init` parameter it stores, or (memberwise) a stored
    /// property without state's wrappers that starts with no value or is a `var`.
    private func takesInputs(_ view: String) -> Bool {
        declarations(of: view).contains { type in
            !type.inputs.isEmpty || type.members.contains { member in
                member.kind == .property && !member.isStatic && !member.isComputed
                    && member.wrappers.allSatisfy { ["Binding", "ObservedObject", "Bindable"].contains($0) }
                    && (member.initialReads == nil || !member.isLet)
            }
        }
    }

    /// Whether a view's `body` can run again without the user touching its own controls: it ticks, holds a
    /// live query or binding, or holds a model (its own or the environment's) that other code changes.
    private func presenterChangesOnItsOwn(_ view: String) -> Bool {
        let declared = declarations(of: view)
        guard !declared.isEmpty else { return true }
        return declared.contains { type in
            type.ticks || type.members.contains { member in
                !member.isStatic && (!FileSummary.liveWrappers.isDisjoint(with: member.wrappers)
                    || !ValueWrappers.model.isDisjoint(with: member.wrappers) || member.wrappers.contains("Environment"))
            }
        }
    }

    /// Whether work in a view's code, or read by it, runs about once per screen: the view is not built in
    /// rows anywhere the app runs, and its `body` does not run again while it is shown (see
    /// `updatesWhileShown`). The rubric calls work done once per screen negligible for the cost rules.
    /// A screen the user opens and closes (pushed or presented, or built by such a screen) rather than one
    /// shown for the app's life (a root, a tab), whose data the app refreshes while it stays on screen.
    public func runsOncePerScreen(_ view: String) -> Bool {
        isShownAsDestination(view) && isBuiltInRows(view) == false && updatesWhileShown(view) == false
    }

    /// Whether every place the app builds a view is a destination (`NavigationLink { Detail() }`, `.sheet`),
    /// a class's code (a factory), or the view code of a view that is itself shown only so, a few levels up.
    public func isShownAsDestination(_ name: String, depth: Int = 0, visited: Set<String> = []) -> Bool {
        if let known = shownAsDestinationMemo[name] { return known }
        let built = constructions(of: name).filter { $0.context != .preview }
        guard !built.isEmpty, depth < 6, !visited.contains(name) else { return false }
        let result = built.allSatisfy { construction in
            if construction.isDestination { return true }
            // Built by an object's code (a factory or a router a navigation link calls): shown when that
            // code is asked, not as the app's root (an app's scene, a hosting controller's root are not this).
            if construction.context == .other, let builder = construction.builtBy,
               declarations(of: builder).contains(where: { $0.kind == .classDecl }) { return true }
            guard construction.context == .viewCode, let parent = construction.builtBy, parent != name, isViewType(parent) else { return false }
            return isShownAsDestination(parent, depth: depth + 1, visited: visited.union([name]))
        }
        if depth == 0 { shownAsDestinationMemo[name] = result }
        return result
    }

    /// Whether the lint sees a whole app (its `@main` type): then the project's files hold every caller a
    /// helper has, a `public` one of a package kept beside the app too.
    public var seesWholeApp: Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        return project?.hasApp ?? false
    }

    /// Whether the lint sees a whole app and no package manifest: then every type, `public` ones too, is
    /// the app's own (a library copied into the app's sources), and no other module builds it.
    public var seesWholeAppTarget: Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        dependencies?.insert(ProjectKey(.typeReference, "@package"))
        guard let project else { return false }
        return project.hasApp && !project.declaresPackage
    }

    /// Whether a type that is not a view never runs in the app: some code mentions it, but only code
    /// that never runs (a view no file shows, previews).
    public func isOnlyMentionedByDeadCode(_ name: String) -> Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        dependencies?.insert(ProjectKey(.typeReference, name))
        guard let project, project.hasApp, project.mentionedTypes.contains(name) else { return false }
        return !project.reachableTypes.contains(name)
    }

    /// Whether a view declared here never runs: the project is a whole app and no file mentions the
    /// type outside previews and debug code (dead code).
    public func isNeverShown(_ name: String) -> Bool {
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        dependencies?.insert(ProjectKey(.typeReference, name))
        guard let project, project.hasApp else { return false }
        return !project.reachableTypes.contains(name)
    }

    /// A type built only in previews (a wrapper that feeds a preview its state): its code never runs in
    /// the app, so no rule about run-time behaviour reports it. Asked only of types that a preview in this
    /// file builds (the wrapper and its preview are written together), so that a file's findings do not
    /// depend on every other file's constructions.
    /// Known when the lint sees a whole app (its `@main` type): no other code can build the view. Without
    /// one (a file or a folder linted alone), only a wrapper is known to be the preview's: it hosts another
    /// view of the project, feeding it state; a view that hosts none is the view being previewed, which
    /// code outside this lint shows.
    public func isPreviewOnly(_ name: String, declaration: NodeID) -> Bool {
        guard summary.constructions.contains(where: { $0.typeName == name && $0.context == .preview }) else { return false }
        let built = constructions(of: name)
        guard !built.isEmpty, built.allSatisfy({ $0.context == .preview }) else { return false }
        dependencies?.insert(ProjectKey(.typeReference, "@app"))
        if project?.hasApp ?? summary.declaresApp { return true }
        let declared = SourceRange(path: path, source: tree.source, range: tree.range(declaration))
        return summary.constructions.contains { hosted in
            hosted.typeName != name && hosted.context == .viewCode
                && hosted.range.startLine >= declared.startLine && hosted.range.endLine <= declared.endLine
                && isDeclaredTypeName(hosted.typeName) && isViewType(hosted.typeName)
        }
    }

    /// Where a helper modifier is called, here or anywhere in the project.
    public func helperCalls(named name: String) -> [HelperCall] {
        dependencies?.insert(ProjectKey(.helperCall, name))
        if let project { return project.helperCalls[name] ?? [] }
        return summary.helperCalls.filter { $0.name == name }
    }

    /// The `ForEach`s, here or anywhere in the project, that identify elements of a type by their
    /// `Identifiable.id`.
    public func identityUses(ofElement name: String) -> [IdentityUse] {
        dependencies?.insert(ProjectKey(.identityUse, ""))
        dependencies?.insert(ProjectKey(.type, name))
        if let project { return project.identityUses[name] ?? [] }
        // Without the index: this file's uses, resolved through the types it declares; the owners looked
        // up are recorded, so that a file declaring one of them elsewhere brings the index in.
        let local = ProjectIndex([summary])
        return summary.identityUses.filter { use in
            use.elementType { member, owner in
                dependencies?.insert(ProjectKey(.type, owner))
                return ProjectIndex.memberType(member, of: owner, declaredIn: summary) ?? local.memberType(member, of: owner)
            } == name
        }
    }

    /// `Stability` of view inputs already worked out for this file, by `Type.property.path`.
    var inputStabilityMemo: [String: Stability] = [:]
    /// `isBuiltInRows` per view name (a view built in many places by views built in many places would
    /// otherwise be asked again along every path).
    var builtInRowsMemo: [String: Bool?] = [:]
    /// `updatesWhileShown` per view name.
    var updatesWhileShownMemo: [String: Bool] = [:]
    /// `isShownAsDestination` per view name, as asked from the top.
    var shownAsDestinationMemo: [String: Bool] = [:]

    /// `ForEach`/`List` data of this element type rebuilt whenever it is read, here or anywhere in the project.
    public func rebuiltCollections(elementType name: String) -> [RebuiltCollection] {
        dependencies?.insert(ProjectKey(.rebuiltCollection, name))
        return project?.rebuiltCollections[name] ?? summary.rebuiltCollections.filter { $0.elementType == name }
    }

    /// Whether the statements around a node are a result builder's (`body`, `@ViewBuilder`, a view's
    /// content closure), where an `if` builds two views rather than choosing one value.
    public func isResultBuilder(_ id: NodeID) -> Bool {
        for a in ancestors(id) {
            switch tree.kind(a) {
            case .closureExpr:
                return isViewCode(a)
            case .functionDecl, .variableDecl, .subscriptDecl:
                if tree.children(a, .attribute).contains(where: { ViewBuilderContext.builderAttributes.contains(tree.name($0) ?? "") }) {
                    return true
                }
                if tree.kind(a) == .functionDecl { return tree.nameIs(a, "body") }
                if tree.kind(a) == .variableDecl {
                    return tree.children(a, .patternBinding).contains { tree.children($0).first.flatMap { tree.name($0) } == "body" }
                }
                return false
            case .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Conformances of a type gathered from its declaration and every extension (file and project).
    public func conformances(of name: String) -> Set<String> {
        var result = Set<String>()
        for t in declarations(of: name) { result.formUnion(t.conformances) }
        return result
    }

    public func location(_ range: ByteRange) -> SourceRange { SourceRange(path: path, source: source, range: range) }

    func makeFinding(ruleID: String, severity: Severity, range: ByteRange, message: String, help: String?,
                     fix: Fix?, evidence: [Evidence]) -> Finding {
        let location = location(range)
        let line = source.text(source.lineRange(location.startLine))
        var fix = fix
        if let edits = fix?.edits, !edits.isEmpty {
            fix?.edits = edits.map { edit in
                var edit = edit
                edit.range = self.location(edit.byteRange)
                return edit
            }
        }
        return Finding(ruleID: ruleID, severity: severity, message: message, range: location, byteRange: range,
                       lineText: line, help: help, fix: fix, evidence: evidence)
    }
}
