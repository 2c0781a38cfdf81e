import TheseusSyntax

/// A name that a file's view code calls or reads (`formattedAmount` in `Text(item.formattedAmount)`,
/// `relativeDate(_:)` in `Text(relativeDate(entry.date))`), at its first place in the file for each reader
/// view and for rows or not.
///
/// Why: work done in a helper of another type (an extension of `Double`, a free function) runs with
/// `body` when view code calls it; the helper's own file cannot see that, the project index can.
public struct NameSite: Sendable, Codable, Hashable {
    public var name: String
    public var range: SourceRange
    /// The argument labels of a call (`_` for an unlabeled one, trailing closures left out); nil for a
    /// property read (`item.formattedAmount`).
    public var labels: [String]?
    /// The declared type of what the name is read through, when the file says it (`viewModel.timestamp`
    /// with `@ObservedObject var viewModel: CellModel`): tells apart members of that name in several types.
    public var receiverType: String?
    /// The type whose view code reads it (the extended type for an extension); nil at file scope. With
    /// `inRows`, what tells how often the read runs: once per row, or with each evaluation of that view.
    public var reader: String? = nil
    /// Read in the content closure of a `ForEach`/`List`: once per row.
    public var inRows = false

    public init(name: String, range: SourceRange, labels: [String]? = nil, receiverType: String? = nil, reader: String? = nil, inRows: Bool = false) {
        self.name = name
        self.range = range
        self.labels = labels
        self.receiverType = receiverType
        self.reader = reader
        self.inRows = inRows
    }

    /// Whether this read can be a use of a member declared with these parameter labels (nil for a
    /// property): a property is read without a call, a method is called with some of its labels, in order.
    func matches(parameters: [String]?) -> Bool { Self.labels(labels, match: parameters) }

    static func labels(_ labels: [String]?, match parameters: [String]?) -> Bool {
        guard let parameters else { return labels == nil }
        guard let labels else { return false }
        var index = parameters.startIndex
        for label in labels {
            guard let found = parameters[index...].firstIndex(of: label) else { return false }
            index = found + 1
        }
        return true
    }
}

/// A method or computed property that builds no views, and the names its code calls or reads: work in
/// a helper it calls runs with `body` whenever view code calls this one (a row reads `coupon.startDate`,
/// which parses a string with a new `DateFormatter` in `toDate()`).
public struct HelperCallees: Sendable, Codable, Hashable {
    /// The helper's name, where it is declared, and its parameter labels (nil for a property).
    public var caller: NameSite
    /// The names it calls or reads (`toDate` in `raw.toDate()`); a call with its argument labels
    /// (`string(from)`, `toDate()`), so that `formatter.string(from: date)` is not taken for a call of
    /// the project's `string(_:)` (see `HelperCallees.split`).
    public var callees: [String]

    /// A callee's name and, for a call, its argument labels (`_` for an unlabeled one).
    static func split(_ callee: String) -> (name: String, labels: [String]?) {
        guard let open = callee.firstIndex(of: "("), callee.last == ")" else { return (callee, nil) }
        let inside = callee[callee.index(after: open)..<callee.index(before: callee.endIndex)]
        return (String(callee[..<open]), inside.isEmpty ? [] : inside.split(separator: ":").map(String.init))
    }

    public init(caller: NameSite, callees: [String]) {
        self.caller = caller
        self.callees = callees
    }
}

/// A type name mentioned in a file, with the top-level type whose code mentions it (`from`; the extended
/// type for an extension, empty for code outside any type): a view mentioned only by views that are
/// never shown is never shown either.
public struct TypeReference: Sendable, Codable, Hashable, Comparable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    public static func < (a: TypeReference, b: TypeReference) -> Bool { (a.from, a.to) < (b.from, b.to) }
}

enum ViewCodeReads {
    /// Methods of standard types that always take an argument (`formatter.string(from:)`,
    /// `text.components(separatedBy:)`): a call of one of these names with no argument is the project's
    /// own method (`date.string()` in an `extension Date`), worth noting like any other.
    static let takeArguments = NameSet(["string", "date", "data", "components", "replacingOccurrences", "trimmingCharacters",
                                        "appending", "addingTimeInterval", "hasPrefix", "hasSuffix", "index", "insert"])

    /// What a file's code refers to, found in one walk of the whole tree: the names its view code calls
    /// or reads (`reads`), and the type names it mentions anywhere but in previews, `#if DEBUG` code and
    /// the names of its own declarations (`types`: a view no file mentions is dead code).
    static func collect(_ tree: SyntaxTree, path: String, types declared: [TypeInfo] = []) -> (reads: [NameSite], types: [TypeReference], helpers: [HelperCallees]) {
        var seen = Set<String>()
        var sites: [NameSite] = []
        var helpers: [HelperCallees] = []
        var types = Set<TypeReference>()
        let owners = topLevelTypes(tree)
        /// The top-level type around a node (by its start), or "" outside every type.
        func owner(of node: NodeID) -> String {
            let start = tree.range(node).start
            var low = 0, high = owners.count
            while low < high {
                let mid = (low + high) / 2
                if owners[mid].range.start <= start { low = mid + 1 } else { high = mid }
            }
            guard low > 0, owners[low - 1].range.end > start else { return "" }
            return owners[low - 1].name
        }
        func mention(_ name: String, at node: NodeID) {
            let from = owner(of: node)
            if from != name { types.insert(TypeReference(from: from, to: name)) }
        }
        let source = tree.source
        let propertyTypes = declaredPropertyTypes(declared)
        var reader: String?
        func note(_ name: String, _ node: NodeID, _ labels: [String]?, _ inRows: Bool) {
            guard name.count > 2, name.first?.isLowercase == true,
                  !SwiftUIModifiers.names.contains(name) || (labels?.isEmpty == true && Self.takeArguments.contains(name)) else { return }
            let receiver = receiverType(of: node, propertyTypes, tree)
            let key = name + "(" + (labels?.joined(separator: ":") ?? "-") + ")" + (receiver ?? "") + " " + (reader ?? "") + (inRows ? " rows" : "")
            guard seen.insert(key).inserted else { return }
            sites.append(NameSite(name: name, range: SourceRange(path: path, source: source, range: tree.range(node)), labels: labels,
                                  receiverType: receiver, reader: reader, inRows: inRows))
        }
        // The members this file declares: a bare read of one in view code (`Text(progressText)`) is a read
        // of that helper (other bare names are locals and parameters, not worth noting).
        var members = Set<String>()
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionDecl || tree.nodes[index].kind == .variableDecl {
            let id = NodeID(index)
            guard let parent = tree.parent(id), tree.kind(parent) == .memberBlock || tree.kind(parent) == .ifConfigClause,
                  let name = FileContext.memberName(id, tree) else { continue }
            members.insert(name)
        }
        var steps = 0
        // `extension Row { … }` names `Row` without using it.
        var extended = Set<NodeID>()
        tree.walk(from: tree.root) { id in
            steps += 1
            guard steps < 4_000_000 else { return false }
            if ViewBuilderContext.isExcluded(id, in: tree) { return false }
            switch tree.kind(id) {
            case .extensionDecl:
                if let type = tree.children(id).first(where: { tree.kind($0).isType }) { extended.insert(type) }
            case .identifierExpr, .identifierType:
                if !extended.contains(id), let name = tree.name(id), name.first?.isUppercase == true { mention(name, at: id) }
            case .memberType:
                if let name = tree.name(id), name.first?.isUppercase == true { mention(name, at: id) }
            case .functionDecl, .variableDecl, .subscriptDecl:
                if ViewBuilderContext.declarationBuildsViews(id, in: tree) {
                    reader = ViewConstruction.enclosingTypeName(of: id, in: tree)
                    readsOfViewCode(from: id, in: tree, members: members, note: note)
                } else if let helper = helperCallees(id, in: tree, path: path, members: members) {
                    helpers.append(helper)
                }
            default:
                break
            }
            return true
        }
        return (sites, types.sorted(), helpers)
    }

    /// A method or computed property (not a stored one) and the names its code calls or reads, at most
    /// 24 of them; nil when it calls nothing of interest.
    static func helperCallees(_ declaration: NodeID, in tree: SyntaxTree, path: String, members: Set<String> = []) -> HelperCallees? {
        guard let name = FileContext.memberName(declaration, tree), name.first?.isLowercase == true, name != "body" else { return nil }
        var labels: [String]?
        switch tree.kind(declaration) {
        case .functionDecl:
            labels = tree.child(declaration, .parameterClause).map { clause in tree.children(clause, .parameter).map { tree.name($0) ?? "_" } } ?? []
        case .variableDecl:
            guard FileSummary.isComputed(declaration, tree) else { return nil }
        default:
            return nil
        }
        var callees: [String] = []
        // A property calling a method of its name (`var timestampString: String { date.timestampString() }`)
        // calls another helper, not itself.
        let isProperty = labels == nil
        func note(_ callee: String, labels: [String]? = nil) {
            guard callees.count < 24, callee != name || (isProperty && labels != nil), callee.count > 2, callee.first?.isLowercase == true else { return }
            let key = labels.map { callee + "(" + $0.joined(separator: ":") + ")" } ?? callee
            if !callees.contains(key) { callees.append(key) }
        }
        var steps = 0
        tree.walk(from: declaration) { n in
            steps += 1
            guard steps < 20_000, callees.count < 24 else { return false }
            switch tree.kind(n) {
            case .functionDecl where n != declaration, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return false  // its own declaration
            case .closureExpr:
                // What a user's action, a load or a binding's setter runs (`Button { save() }`,
                // `Binding(get: …, set: { schedule($0) })`) is not called when the helper is.
                return StateWrites.closureRole(n, tree) == .unknown
            case .functionCallExpr:
                if let call = CallExpr.at(n, in: tree), let callee = call.name(in: tree) {
                    note(callee, labels: call.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" })
                }
            case .memberAccessExpr:
                let isCallee = tree.parent(n).map { tree.kind($0) == .functionCallExpr && CallExpr.at($0, in: tree)?.callee == n } ?? false
                if !isCallee, !tree[n].flags.contains(.implicitMember), let read = tree.name(n) { note(read) }
            case .identifierExpr:
                // `currencyFormatter.string(from: n)`: a member of this file's types read without `self.`
                // (a local or a parameter of that name is not one).
                if let read = tree.name(n), members.contains(read), read != name, !ValueReads.isLocal(read, at: n, in: tree) { note(read) }
            default:
                break
            }
            return true
        }
        guard !callees.isEmpty else { return nil }
        return HelperCallees(caller: NameSite(name: name, range: SourceRange(path: path, source: tree.source, range: tree.range(declaration)), labels: labels),
                             callees: callees)
    }

    /// The file's top-level type declarations and extensions (those inside `#if` clauses too), in source
    /// order, each with its name (the extended type's for an extension).
    /// The stored properties of the file's types whose type is known (`var model: CellModel`, `@StateObject var
    /// model = CellModel()`), by name, from the summary's members: a name declared with two types is left out.
    static func declaredPropertyTypes(_ declared: [TypeInfo]) -> [String: String] {
        var types: [String: String] = [:]
        var ambiguous = Set<String>()
        for type in declared {
            for member in type.members where member.kind == .property && !member.isStatic && !member.isComputed {
                guard let simple = member.effectiveType.flatMap(ElementType.simpleName) else { continue }
                if let known = types[member.name], known != simple { ambiguous.insert(member.name) }
                types[member.name] = simple
            }
        }
        for name in ambiguous { types[name] = nil }
        return types
    }

    /// The declared type of the base a member is read through: `viewModel` or `self.viewModel` in
    /// `viewModel.timestamp`, when the file declares that property's type.
    static func receiverType(of node: NodeID, _ propertyTypes: [String: String], _ tree: SyntaxTree) -> String? {
        guard !propertyTypes.isEmpty, tree.kind(node) == .memberAccessExpr, let base = tree.children(node).first else { return nil }
        if tree.kind(base) == .identifierExpr, let name = tree.name(base) { return propertyTypes[name] }
        if tree.kind(base) == .memberAccessExpr, let inner = tree.children(base).first, tree.isSelfExpression(inner), let name = tree.name(base) {
            return propertyTypes[name]
        }
        return nil
    }

    static func topLevelTypes(_ tree: SyntaxTree) -> [(range: ByteRange, name: String)] {
        var result: [(range: ByteRange, name: String)] = []
        // A stack, not a queue: `removeFirst` would make a file of many statements quadratic. The order
        // does not matter, the result is sorted.
        var pending = Array(tree.children(tree.root))
        var steps = 0
        while let node = pending.popLast(), steps < 100_000 {
            steps += 1
            switch tree.kind(node) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                if let name = tree.name(node) { result.append((tree.range(node), name)) }
            case .extensionDecl:
                if let type = tree.children(node).first(where: { tree.kind($0).isType }),
                   let name = FileSummary.typeName(tree, type).split(separator: ".").last {
                    result.append((tree.range(node), String(name)))
                }
            case .ifConfigDecl, .ifConfigClause:
                pending.append(contentsOf: tree.children(node))
            default:
                continue
            }
        }
        return result.sorted { $0.range.start < $1.range.start }
    }

    /// Walks one view-building declaration, noting what it reads; closures that are actions are skipped.
    private static func readsOfViewCode(from declaration: NodeID, in tree: SyntaxTree, members: Set<String>, note: (String, NodeID, [String]?, Bool) -> Void) {
        // The names the declaration has bound so far (its parameters, locals, closure parameters, each
        // met before its uses in source order): a bare read of any other name is of a member or of a
        // file-scope declaration, maybe another file's (`Text(dueDateFormatter.string(from: due))`).
        var bound = Set<String>()
        var steps = 0
        // The row closures of `ForEach`/`List` around the node walked (the walk meets a closure before
        // what is in it, and leaves it before what follows).
        var rowClosures: [ByteRange] = []
        func inRows(_ n: NodeID) -> Bool {
            let start = tree.range(n).start
            while let last = rowClosures.last, last.end <= start { rowClosures.removeLast() }
            return !rowClosures.isEmpty
        }
        tree.walk(from: declaration) { n in
            steps += 1
            guard steps < 200_000 else { return false }
            switch tree.kind(n) {
            case .identifierPattern, .parameter:
                if let name = tree.name(n) { bound.insert(name) }
            case .closureExpr:
                guard ViewBuilderContext.closureBuildsViews(n, in: tree) else { return false }
                if let argument = tree.parent(n), let owner = tree.parent(argument), let forEach = ForEachCall(owner, in: tree), forEach.content == n {
                    _ = inRows(n)
                    rowClosures.append(tree.range(n))
                }
                return true
            case .functionCallExpr:
                if let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) {
                    note(name, call.callee, call.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }, inRows(n))
                }
            case .memberAccessExpr:
                // A property read; the callee of a call is the call's.
                let isCallee = tree.parent(n).map { tree.kind($0) == .functionCallExpr && CallExpr.at($0, in: tree)?.callee == n } ?? false
                if !isCallee, !tree[n].flags.contains(.implicitMember), let name = tree.name(n) { note(name, n, nil, inRows(n)) }
            case .identifierExpr:
                // `Text(progressText)`: a computed property of this file's declarations, read bare.
                let isCallee = tree.parent(n).map { tree.kind($0) == .functionCallExpr && CallExpr.at($0, in: tree)?.callee == n } ?? false
                if !isCallee, let name = tree.name(n), members.contains(name) || !bound.contains(name) { note(name, n, nil, inRows(n)) }
            default:
                break
            }
            return true
        }
    }
}
