import TheseusSyntax

/// A `ForEach`/`List` whose data is built anew whenever it is read: an array literal in `body`, a
/// computed property or method that constructs the elements, or a stored property of a view (rebuilt
/// with the view value). Recorded per file so that the type declaring the element's `id` — often in
/// another file — can be told that its default `UUID()` is regenerated on every rebuild.
public struct RebuiltCollection: Codable, Sendable, Hashable {
    /// The element type's simple name.
    public var elementType: String
    /// `ForEach` or `List`, and where it is.
    public var container: String
    public var use: SourceRange
    /// Where the elements are constructed, and a description for messages.
    public var site: SourceRange
    public var siteDescription: String
    /// For a view's stored property initialised from `Element.member`: the member, which must be a
    /// static computed member that constructs elements (checked against the project index).
    public var viaStaticMember: String? = nil
    /// For data read through an object the view holds (`ForEach(model.points)`): `Type.member`, to be
    /// looked up in the project (does the member build its elements on every read?); `elementType` is
    /// then empty until it is.
    public var viaInstanceMember: String? = nil
    /// What the rows are made of, when the `ForEach` is in this file: a view that keeps state of its own
    /// (`TextField`, `ScrollView`…) in `rowPrimitive`, and the other view types the rows construct, to be
    /// resolved against the project (do they declare `@State`?). Nil when the rows are out of sight (the
    /// collection is handed to a child view).
    public var rowPrimitive: String? = nil
    public var rowViews: [String]? = nil
    /// The rows are rows of a `List` or `Table`, which removes and inserts them again (with their selection
    /// and swipe state) when their identities change; or may be (a `ForEach` at the top of a `body` goes
    /// wherever its parent puts it).
    public var inList = false
    /// The elements are built by a view's stored property: rebuilt only when a parent rebuilds the view.
    public var isStoredProperty = false
    /// Where the place that builds the elements passes each a new id (`Stat(id: UUID(), …)`): fresh
    /// whatever the type declares.
    public var freshIDArgument: SourceRange? = nil
}

extension FileSummary {
    /// Finds the rebuilt collections of a file, and the `ForEach`s that identify by `id` (see
    /// `IdentityUse`). Runs over the node array once, looking only at calls.
    static func collectionUses(_ tree: SyntaxTree, path: String, types: [TypeInfo]) -> (rebuilt: [RebuiltCollection], identityUses: [IdentityUse], rowData: [(type: String, data: RowData)]) {
        var found: [RebuiltCollection] = []
        var identityUses: [IdentityUse] = []
        var rowData: [(type: String, data: RowData)] = []
        for index in tree.nodes.indices where tree.nodes[index].kind == .functionCallExpr {
            let id = NodeID(index)
            guard ForEachCall.isCandidate(id, in: tree), let forEach = ForEachCall(id, in: tree) else {
                found += handedToChild(id, tree: tree, path: path, types: types)
                continue
            }
            if let use = IdentityUse.of(forEach, at: id, tree: tree, path: path, types: types) { identityUses.append(use) }
            // `ForEach(options)`, `List(self.items, id: \.name)`: a stored property of the view, as it is.
            if let name = plainMember(forEach.data, tree), let owner = enclosingType(of: id, tree: tree, types: types),
               let member = owner.member(name), member.kind == .property, !member.isComputed, !member.isStatic {
                let range = tree.range(from: forEach.call.callee, throughClosingParenAfter: forEach.data)
                rowData.append((owner.name, RowData(member: name, forEach: SourceRange(path: path, source: tree.source, range: range))))
            }
            // Identity comes from `id` only without `id:`, with `id: \.id`, or with `\.element.id` over
            // `enumerated()`.
            guard let data = forEach.dataIdentifiedByID(in: tree) else { continue }
            let rows: (primitive: String?, views: [String]?) = forEach.content.map { rowContent($0, tree) } ?? (nil, nil)
            guard let (element, site, description, via, stored, builtIn) = rebuildSite(of: data, near: id, tree: tree, types: types) else {
                // `ForEach(model.points)`: a member of an object the view holds, resolved against the project.
                if let member = instanceMember(of: data, near: id, tree: tree, types: types) {
                    let use = SourceRange(path: path, source: tree.source, range: tree.range(forEach.call.callee))
                    found.append(RebuiltCollection(elementType: "", container: forEach.name, use: use, site: use, siteDescription: "",
                                                   viaInstanceMember: member, rowPrimitive: rows.primitive, rowViews: rows.views,
                                                   inList: mayBeListRows(forEach, at: id, tree: tree, unknown: true)))
                }
                continue
            }
            found.append(RebuiltCollection(elementType: element, container: forEach.name,
                                           use: SourceRange(path: path, source: tree.source, range: tree.range(forEach.call.callee)),
                                           site: SourceRange(path: path, source: tree.source, range: site),
                                           siteDescription: description, viaStaticMember: via,
                                           rowPrimitive: rows.primitive, rowViews: rows.views,
                                           inList: mayBeListRows(forEach, at: id, tree: tree, unknown: true),
                                           isStoredProperty: stored,
                                           freshIDArgument: freshIDArgument(element, in: builtIn, tree: tree).map {
                                               SourceRange(path: path, source: tree.source, range: tree.range($0)) }))
        }
        return (found, identityUses, rowData)
    }

    /// `options`, `self.options`, `$options`: the name of a property read as it is (not a local).
    static func plainMember(_ data: NodeID, _ tree: SyntaxTree) -> String? {
        let id = tree.unwrapped(data)
        var name: String?
        if tree.kind(id) == .identifierExpr {
            name = tree.name(id)
        } else if tree.kind(id) == .memberAccessExpr, let base = tree.children(id).first, tree.isSelfExpression(base) {
            name = tree.name(id)
        }
        guard var found = name else { return nil }
        if found.hasPrefix("$") { found.removeFirst() }
        guard found.first?.isLowercase == true, !ValueReads.isLocal(found, at: id, in: tree) else { return nil }
        return found
    }

    /// Rows of a `List` or `Table`. A `ForEach` at the top of a `body` goes wherever its parent puts it:
    /// `unknown` says what to assume then.
    static func mayBeListRows(_ forEach: ForEachCall, at id: NodeID, tree: SyntaxTree, unknown: Bool) -> Bool {
        forEach.name != "ForEach"
            || VariableViewsPerRowRule.nearestContainer(of: id, in: tree).map(VariableViewsPerRowRule.rowCountingContainers.contains) ?? unknown
    }

    /// The views a row's content constructs: the first primitive that keeps state of its own, and the
    /// names of the other views (framework leaves such as `Text` left out).
    static func rowContent(_ closure: NodeID, _ tree: SyntaxTree) -> (primitive: String?, views: [String]) {
        var primitive: String?
        var views = Set<String>()
        var steps = 0
        tree.walk(from: closure) { n in
            steps += 1
            guard steps < 4_000, primitive == nil else { return false }
            if let call = CallExpr.at(n, in: tree), let name = call.name(in: tree), name.startsWithUppercase,
               !call.isMemberCall(in: tree) || call.receiver(in: tree).map({ ModifierChain.isNamespacedConstruction(call, receiver: $0, tree) }) == true {
                if BranchSplit.statefulPrimitives[name] != nil {
                    primitive = name
                } else if !BranchSplit.contentLeaves.contains(name), !ViewConstruction.frameworkTypes.contains(name) {
                    views.insert(name)
                }
            }
            return true
        }
        return (primitive, views.sorted())
    }

    /// A rebuilt collection passed to a view that shows it (`ItemList(items: items)` with `items` a
    /// computed property that builds the items): the child's `ForEach` gets new elements on every rebuild.
    static func handedToChild(_ id: NodeID, tree: SyntaxTree, path: String, types: [TypeInfo]) -> [RebuiltCollection] {
        guard let call = CallExpr.at(id, in: tree), !call.isMemberCall(in: tree), let child = call.name(in: tree), child.startsWithUppercase,
              !ViewConstruction.frameworkTypes.contains(child), call.arguments.contains(where: { $0.label != nil && !$0.isTrailingClosure }),
              ViewConstruction.context(of: call, in: tree) == .viewCode else { return [] }
        var found: [RebuiltCollection] = []
        for argument in call.arguments where argument.label != nil && !argument.isTrailingClosure {
            guard let value = argument.value, tree.kind(tree.unwrapped(value)) != .closureExpr,
                  let (element, site, description, via, stored, builtIn) = rebuildSite(of: value, near: id, tree: tree, types: types) else { continue }
            found.append(RebuiltCollection(elementType: element, container: child,
                                           use: SourceRange(path: path, source: tree.source, range: tree.range(call.callee)),
                                           site: SourceRange(path: path, source: tree.source, range: site),
                                           siteDescription: description, viaStaticMember: via, isStoredProperty: stored,
                                           freshIDArgument: freshIDArgument(element, in: builtIn, tree: tree).map {
                                               SourceRange(path: path, source: tree.source, range: tree.range($0)) }))
        }
        return found
    }

    /// `model.points`, `self.model.points()`, `viewModel.items(for: day)`: `Type.member` for a member read
    /// through a stored property of the enclosing type whose type is declared or constructed.
    static func instanceMember(of data: NodeID, near use: NodeID, tree: SyntaxTree, types: [TypeInfo]) -> String? {
        var id = tree.unwrapped(data)
        if let call = CallExpr.at(id, in: tree) { id = tree.unwrapped(call.callee) }
        guard var path = tree.dottedPath(id) else { return nil }
        if path.first == "self" { path.removeFirst() }
        // `if let detail = model.detail { ForEach(detail.stats) … }`: the local stands for the member path
        // it is bound to (once; an optional binding unwraps it).
        if path.count == 2, case .value(let value)? = ValueReads.localBinding(path[0], at: use, in: tree),
           var bound = tree.dottedPath(tree.unwrapped(value)) {
            if bound.first == "self" { bound.removeFirst() }
            path = bound + path.dropFirst()
        }
        // `model.points`, or one field further (`model.detail.points`, resolved against the project).
        guard path.count == 2 || path.count == 3, path.allSatisfy({ $0.first?.isLowercase == true }),
              !ValueReads.isLocal(path[0], at: use, in: tree),
              let enclosing = enclosingType(of: use, tree: tree, types: types),
              let holder = types.filter({ $0.name == enclosing.name }).lazy.compactMap({ $0.member(path[0]) }).first,
              holder.kind == .property, !holder.isStatic,
              let type = holder.effectiveType.flatMap(ElementType.simpleName), type != enclosing.name else { return nil }
        return ([type] + path.dropFirst()).joined(separator: ".")
    }

    /// The element type, the construction site and its description, when the data is rebuilt.
    static func rebuildSite(of data: NodeID, near use: NodeID, tree: SyntaxTree, types: [TypeInfo]) -> (element: String, site: ByteRange, description: String, via: String?, isStoredProperty: Bool, builtIn: NodeID)? {
        var id = tree.unwrapped(data)
        var steps = 0
        var followedLocal = false
        while steps < 16 {
            steps += 1
            if let call = CallExpr.at(id, in: tree), let name = call.name(in: tree),
               ElementType.elementPreserving.contains(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            } else if !followedLocal, tree.kind(id) == .identifierExpr, let name = tree.name(id),
                      let value = localInitializer(name, before: use, tree: tree) {
                // `let bars = data.map { Bar(…) }` earlier in the same `body`: what the local holds.
                followedLocal = true
                id = tree.unwrapped(value)
            } else {
                break
            }
        }
        // `[Row(…), Row(…)]` written where the `ForEach` is.
        if tree.kind(id) == .arrayExpr {
            let names = Set(tree.children(id).compactMap { constructedType($0, in: tree) })
            guard names.count == 1, let element = names.first else { return nil }
            return (element, tree.range(id), "an array literal in view code", nil, false, id)
        }
        // `xs.map { Row(…) }`, `xs.map(Row.init)` in view code: new values on every evaluation.
        if let call = CallExpr.at(id, in: tree), let name = call.name(in: tree), constructingMaps.contains(name),
           call.receiver(in: tree) != nil, let element = mappedType(call, tree: tree) {
            return (element, tree.range(id), "by `\(name)` in view code", nil, false, id)
        }
        // `sections`, `self.sections`, `sections()`, `Row.all`
        var path: [String]
        var isCall = false
        if let call = CallExpr.at(id, in: tree), let callee = tree.dottedPath(call.callee) {
            path = callee
            isCall = true
        } else if let dotted = tree.dottedPath(id) {
            path = dotted
        } else {
            return nil
        }
        if path.first == "self" { path.removeFirst() }
        let owner: [TypeInfo]
        let name: String
        if path.count == 1, let enclosing = enclosingType(of: use, tree: tree, types: types) {
            owner = types.filter { $0.name == enclosing.name }
            name = path[0]
        } else if path.count == 2, path[0].startsWithUppercase {
            owner = types.filter { $0.name == path[0] }
            name = path[1]
        } else {
            return nil
        }
        guard let member = owner.lazy.compactMap({ $0.member(name) }).first else { return nil }
        let decl = member.node
        // The element type: declared, or (`let steps = Step.all`) the type a static member is read from.
        var staticSource: [String]?
        if member.kind == .property, !member.isComputed,
           let binding = tree.children(decl, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == name }),
           let value = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }),
           let valuePath = tree.dottedPath(tree.unwrapped(value)), valuePath.count == 2, valuePath[0].startsWithUppercase {
            staticSource = valuePath
        }
        // `let steps = [Step(…), Step(…)]`: the type the literal's elements are built by.
        var literalElement: String?
        if member.kind == .property, !member.isComputed, member.effectiveType == nil,
           let binding = tree.children(decl, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == name }),
           let value = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first }), tree.kind(tree.unwrapped(value)) == .arrayExpr {
            let names = Set(tree.children(tree.unwrapped(value)).compactMap { constructedType($0, in: tree) })
            if names.count == 1 { literalElement = names.first }
        }
        guard let element = member.effectiveType.flatMap(ElementType.elementType(ofCollection:)) ?? staticSource?[0] ?? literalElement else { return nil }
        switch member.kind {
        case .function where isCall:
            guard let body = tree.child(decl, .codeBlock), constructs(element, in: body, tree: tree) else { return nil }
            return (element, member.nameRange, "the method `\(name)()`", nil, false, body)
        case .property where member.isComputed:
            guard constructs(element, in: decl, tree: tree) else { return nil }
            return (element, member.nameRange, "the computed property `\(name)`", nil, false, decl)
        case .property:
            // A stored property of a view, initialised where it is declared: rebuilt with the view value.
            // `@State`, `@StateObject` and model properties keep their values: not rebuilt.
            guard member.wrappers.isEmpty, let type = owner.first(where: { !$0.isExtension }),
                  type.conformances.contains("View") || owner.contains(where: { $0.conformances.contains("View") }),
                  let binding = tree.children(decl, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == name }),
                  let value = tree.child(binding, .initializerClause).flatMap({ tree.children($0).first })
            else { return nil }
            let description = "the stored property `\(name)`, initialised again each time the view is recreated"
            if constructs(element, in: value, tree: tree) || (member.effectiveType != nil && buildsElementsImplicitly(value, tree: tree)) {
                return (element, member.nameRange, description, nil, true, value)
            }
            // `Row.all`: rebuilt if `all` is a static computed member of `Row` that constructs rows.
            if let source = staticSource, source[0] == element { return (element, member.nameRange, description, source[1], true, value) }
            return nil
        default:
            return nil
        }
    }

    /// Transforms whose result elements are what their closure returns.
    static let constructingMaps = NameSet(["map", "compactMap", "flatMap"])

    /// The type a `map` builds its elements with: `map(Row.init)`, or a closure whose result is `Row(…)`.
    static func mappedType(_ call: CallExpr, tree: SyntaxTree) -> String? {
        guard let argument = (call.trailingClosures.first ?? call.arguments.first)?.value else { return nil }
        let value = tree.unwrapped(argument)
        if tree.kind(value) == .memberAccessExpr, tree.nameIs(value, "init"), let path = tree.dottedPath(value), path.count == 2,
           path[0].startsWithUppercase {
            return path[0]
        }
        guard tree.kind(value) == .closureExpr else { return nil }
        let statements = tree.children(value).filter { tree.kind($0) != .closureSignature }
        guard var last = statements.last else { return nil }
        if tree.kind(last) == .returnStmt, let result = tree.children(last).first { last = result }
        return constructedType(tree.unwrapped(last), in: tree)
    }

    /// The pattern binding of the last `let`/`var` statement of a scope that binds `name` before `start`.
    static func lastBinding(_ name: String, in scope: NodeID, before start: Int32, tree: SyntaxTree) -> NodeID? {
        for statement in tree.children(scope).reversed() where tree.kind(statement) == .variableDecl && tree.range(statement).end <= start {
            for binding in tree.children(statement, .patternBinding) {
                if let pattern = tree.children(binding).first, tree.kind(pattern) == .identifierPattern, tree.name(pattern) == name {
                    return binding
                }
            }
        }
        return nil
    }

    /// The initializer of a local `let`/`var` declared before `use` in an enclosing code block or closure
    /// of the same function or accessor; nil past a scope `inScope` refuses.
    static func localInitializer(_ name: String, before use: NodeID, tree: SyntaxTree, inScope: (NodeID) -> Bool = { _ in true }) -> NodeID? {
        let start = tree.range(use).start
        var current = tree.parent(use)
        var steps = 0
        while let scope = current, steps < 256 {
            steps += 1
            switch tree.kind(scope) {
            case .closureExpr, .accessorBlock, .codeBlock, .switchCase:
                guard inScope(scope) else { return nil }
                if let binding = lastBinding(name, in: scope, before: start, tree: tree) {
                    return tree.child(binding, .accessorBlock) == nil
                        ? tree.child(binding, .initializerClause).flatMap { tree.children($0).first }
                        : nil
                }
                if tree.kind(scope) == .closureExpr, let signature = tree.child(scope, .closureSignature),
                   tree.closureParameterNames(signature).contains(name) {
                    return nil
                }
            case .variableDecl, .functionDecl, .subscriptDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl,
                 .actorDecl, .extensionDecl, .protocolDecl:
                return nil
            default:
                break
            }
            current = tree.parent(scope)
        }
        return nil
    }

    /// `[.init(label: "Trips"), .init(label: "Hotel")]`: an array literal whose every element is built by
    /// `.init(…)` of the type the declaration gives its elements (`var categories: [Category] = …`).
    static func buildsElementsImplicitly(_ value: NodeID, tree: SyntaxTree) -> Bool {
        let literal = tree.unwrapped(value)
        let elements = tree.children(literal)
        guard tree.kind(literal) == .arrayExpr, !elements.isEmpty else { return false }
        return elements.allSatisfy { element in
            guard let call = CallExpr.at(tree.unwrapped(element), in: tree) else { return false }
            return tree[call.callee].flags.contains(.implicitMember) && call.name(in: tree) == "init"
        }
    }

    /// Whether a subtree constructs values of a type: `Row(…)`, `Row.init(…)`, `map(Row.init)`.
    static func constructs(_ type: String, in id: NodeID, tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: id) { node in
            if found { return false }
            if tree.kind(node) == .functionCallExpr, constructedType(node, in: tree) == type { found = true }
            if tree.kind(node) == .memberAccessExpr, tree.nameIs(node, "init"), let path = tree.dottedPath(node), path.dropLast().last == type {
                found = true
            }
            return !found
        }
        return found
    }

    /// The first new id a subtree gives a value of a type it builds: the `UUID()` of `Stat(id: UUID(), …)`.
    static func freshIDArgument(_ type: String, in id: NodeID, tree: SyntaxTree) -> NodeID? {
        var found: NodeID?
        tree.walk(from: id) { node in
            if found != nil { return false }
            if tree.kind(node) == .functionCallExpr, constructedType(node, in: tree) == type,
               let value = CallExpr.at(node, in: tree)?.argument("id")?.value, FreshValue.isFreshIdentifier(value, in: tree) {
                found = value
            }
            return found == nil
        }
        return found
    }

    static func enclosingType(of node: NodeID, tree: SyntaxTree, types: [TypeInfo]) -> TypeInfo? {
        let range = tree.range(node)
        var best: TypeInfo?
        for type in types where tree.range(type.node).contains(range) {
            if best == nil || tree.range(best!.node).contains(tree.range(type.node)) { best = type }
        }
        return best
    }
}
