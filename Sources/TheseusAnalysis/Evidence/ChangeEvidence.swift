import TheseusSyntax

/// Why a value can change while a view is on screen: the evidence that a branch on it really swaps
/// views at run time. A rule that reports a branch says this reason in its message.
public struct ChangeEvidence: Sendable, Hashable {
    /// A clause for the message: "`isSelected` is `@State`", "`.now` reads the current time".
    public var reason: String
    /// Places that explain it: the parent that passes a changing value to the view's input.
    public var related: [RelatedLocation]
    /// The value changes only on rare system events (the appearance, an accessibility setting, a size
    /// class): enough to lose state, not to matter for a cross-fade.
    public var isRare: Bool

    public init(reason: String, related: [RelatedLocation] = [], isRare: Bool = false) {
        self.reason = reason
        self.related = related
        self.isRare = isRare
    }

    /// `id`, `uuid`, `identifier`, `userID`, `entityId`: a name for an entity's identity.
    static func isIdentifierName(_ name: String) -> Bool {
        name == "id" || name == "uuid" || name == "identifier" || name.hasSuffix("ID") || name.hasSuffix("Id")
    }

    /// Property wrappers whose value is state that the user or the system changes while the view is shown.
    static let stateWrappers: Set<String> = ["State", "Binding", "FocusState", "GestureState", "AppStorage", "SceneStorage",
                                             "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest",
                                             "ObservedResults", "Shared", "SharedReader", "Published"]
    /// Property wrappers that hold an observable object: reading a property through them reads its state.
    static let modelWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "ObservedRealmObject"]
    /// Environment values that change while a view is shown (appearance, accessibility settings, size
    /// classes, scene and editing state). Custom keys are not known to change.
    static let changingEnvironmentKeys: Set<String> = [
        "isEnabled", "scenePhase", "editMode", "isFocused", "isSearching", "isPresented", "controlActiveState",
        "isLuminanceReduced", "appearsActive", "isHovering", "isSceneCaptured",
    ]
    /// Environment values that change only when the user changes a system setting or turns the device.
    static let rarelyChangingEnvironmentKeys: Set<String> = [
        "colorScheme", "colorSchemeContrast", "accessibilityReduceMotion", "accessibilityReduceTransparency",
        "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "accessibilityVoiceOverEnabled",
        "accessibilityEnabled", "dynamicTypeSize", "sizeCategory", "legibilityWeight", "horizontalSizeClass",
        "verticalSizeClass", "redactionReasons", "layoutDirection", "locale", "displayScale", "timeZone", "calendar",
    ]
}

extension FileContext {
    /// Whether the value of an expression (a branch's condition) can change while the view is on screen.
    public func changeEvidence(for expression: NodeID) -> ChangeEvidence? {
        changeEvidence(for: ValueReads.of(expression, in: tree), depth: 0)
    }

    /// Whether the elements of a `ForEach`'s data can be inserted, removed or moved while the view is
    /// shown: the collection the positions are taken from changes (it is state, an observable model's, or a
    /// parent passes it from such), or the rows can be moved or deleted (`.onMove`, `.onDelete`).
    public func collectionChangeEvidence(data: NodeID, forEach node: NodeID) -> ChangeEvidence? {
        if let editing = rowEditingEvidence(forEach: node) { return editing }
        guard let base = Self.collectionBase(data, in: tree) else { return nil }
        return changeEvidence(for: base)
    }

    /// `ForEach(…) { … }.onMove(perform: …)`, `.onDelete`, `.onInsert`: the user moves, deletes or inserts rows.
    func rowEditingEvidence(forEach node: NodeID) -> ChangeEvidence? {
        var current = node
        while let parent = self.parent(current), tree.kind(parent) == .memberAccessExpr, let grand = self.parent(parent),
              let modifier = CallExpr.at(grand, in: tree), let name = modifier.name(in: tree) {
            if name == "onMove" || name == "onDelete" || name == "onInsert" {
                return ChangeEvidence(reason: "the rows can be \(name == "onMove" ? "moved" : name == "onDelete" ? "deleted" : "inserted") (`.\(name)`)")
            }
            current = grand
        }
        return nil
    }

    /// Whether elements of a `ForEach`'s data move to other positions while the view is shown: the rows can
    /// be deleted or moved (`.onDelete`, `.onMove`), or code inserts, removes or reorders elements of the
    /// collection in the middle (`items.remove(atOffsets:)`, `items.insert(x, at: 0)`, `items.sort()`),
    /// in the view, in its model, or in the parent that passes the collection.
    public func positionShiftEvidence(data: NodeID, forEach node: NodeID) -> ChangeEvidence? {
        if let editing = rowEditingEvidence(forEach: node) { return editing }
        guard let base = Self.collectionBase(data, in: tree) else { return nil }
        for source in ValueReads.of(base, in: tree) {
            if case .member(let owner, let name, let path) = source, let found = shiftEvidence(owner: owner, name: name, path: path, depth: 0) {
                return found
            }
        }
        return nil
    }

    /// Code that moves elements of `owner.name.path…` to other positions.
    func shiftEvidence(owner: String, name: String, path: [String], depth: Int) -> ChangeEvidence? {
        // `players.sorted { … }`, `items.filter { … }`: the same elements, in the collection's order.
        let path = Array(path.drop { Self.orderKeepingViews.contains($0) })
        guard depth < 4, let member = declarations(of: owner).lazy.compactMap({ $0.member(name) }).first, !member.isStatic else { return nil }
        let spelled = "`" + ([name] + path.prefix(1)).joined(separator: ".") + "`"
        // Code of the type, in its declaration or an extension, that moves elements of `name.path…`.
        let shifted = "\(name).\(path.first ?? "")"
        if declarations(of: owner).contains(where: { $0.shiftedMembers.contains(shifted) }) {
            return ChangeEvidence(reason: "`\(owner)` inserts, removes or reorders elements of \(spelled) in the middle")
        }
        if let first = path.first, let model = member.effectiveType.flatMap(ElementType.simpleName),
           let field = declarations(of: model).lazy.compactMap({ $0.member(first) }).first {
            if declarations(of: model).contains(where: { $0.shiftedMembers.contains("\(first).") }) {
                return ChangeEvidence(reason: "`\(model)` inserts, removes or reorders elements of \(spelled) in the middle")
            }
            // `model.ranked`, a computed property of the model over `players`: what it reads moves.
            if field.isComputed, let reads = field.reads {
                for source in reads {
                    if case .member(let o, let n, let p) = source, let found = shiftEvidence(owner: o, name: n, path: p + path.dropFirst(), depth: depth + 1) {
                        return found
                    }
                }
            }
        }
        if let reads = member.reads {
            for source in reads {
                if case .member(let o, let n, let p) = source, let found = shiftEvidence(owner: o, name: n, path: p + path, depth: depth + 1) {
                    return found
                }
            }
            return nil
        }
        // A plain input of a view: what its parents pass, one parent up.
        guard member.wrappers.isEmpty || member.wrappers.contains("Binding"), !member.isComputed, depth == 0,
              declarations(of: owner).contains(where: { $0.kind == .structDecl }) else { return nil }
        var labels: Set<String> = [name]
        for type in declarations(of: owner) { for input in type.inputs where input.property == name { labels.insert(input.label) } }
        for construction in constructions(of: owner) where construction.context == .viewCode {
            for argument in construction.arguments where labels.contains(argument.label) {
                for source in argument.sources {
                    if case .member(let o, let n, let p) = source, let found = shiftEvidence(owner: o, name: n, path: p + path, depth: depth + 1) {
                        return ChangeEvidence(reason: found.reason,
                                              related: [RelatedLocation(range: construction.range, message: "`\(owner)` gets \(spelled) here")])
                    }
                }
            }
        }
        return nil
    }

    /// Members that read a collection's elements in an order that follows the collection's.
    static let orderKeepingViews = NameSet(["sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast",
                                            "map", "compactMap", "lazy"])

    /// The collection whose positions or elements a `ForEach` iterates: `xs` in `xs.indices`,
    /// `0..<xs.count`, `Array(xs.enumerated())`, `zip(xs.indices, xs)`, `xs.filter { … }`.
    static func collectionBase(_ data: NodeID, in tree: SyntaxTree) -> NodeID? {
        var id = tree.unwrapped(data)
        var steps = 0
        while steps < 16 {
            steps += 1
            switch tree.kind(id) {
            case .functionCallExpr:
                guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { return id }
                if name == "Array", !call.isMemberCall(in: tree), let inner = call.firstUnlabeled?.value {
                    id = tree.unwrapped(inner)
                } else if name == "zip", let first = call.arguments.last?.value ?? call.arguments.first?.value {
                    id = tree.unwrapped(first)
                } else if let receiver = call.receiver(in: tree),
                          ["enumerated", "indexed", "reversed", "sorted", "filter", "prefix", "suffix", "dropFirst", "dropLast", "map", "compactMap"].contains(name) {
                    id = tree.unwrapped(receiver)
                } else {
                    return id
                }
            case .memberAccessExpr:
                guard ["indices", "count", "endIndex"].contains(tree.name(id) ?? ""), let base = tree.children(id).first else { return id }
                id = tree.unwrapped(base)
            case .infixOperatorExpr:
                let sides = tree.children(id)
                guard sides.count == 2 else { return nil }
                id = tree.unwrapped(sides[sides.startIndex + 1])
            default:
                return id
            }
        }
        return id
    }

    /// The first of `sources` that changes, with why; nil when none is known to. `suffix` is read
    /// after each source (a parent passes `item`, and the view reads `item.isDone`).
    func changeEvidence(for sources: [ValueSource], depth: Int, suffix: [String] = []) -> ChangeEvidence? {
        var rare: ChangeEvidence?
        for source in sources {
            let found: ChangeEvidence?
            switch source {
            case .changes(let reason):
                found = ChangeEvidence(reason: reason)
            case .changesRarely(let reason):
                found = ChangeEvidence(reason: reason, isRare: true)
            case .member(let owner, let name, let path):
                found = memberEvidence(owner: owner, name: name, path: path + suffix, depth: depth)
            case .element(let owner, let collection, let field):
                found = elementEvidence(owner: owner, collection: collection, field: field + suffix, depth: depth)
            case .fixed, .unknown:
                found = nil
            }
            // A value that changes often is better evidence than one that changes on rare events.
            if let found {
                if !found.isRare { return found }
                if rare == nil { rare = found }
            }
        }
        return rare
    }

    /// A field of a row's element: it changes when the collection is state and the field is a `var` of
    /// the element type (or the element is an observable object).
    func elementEvidence(owner: String, collection: [String], field: [String], depth: Int) -> ChangeEvidence? {
        guard let name = collection.first, let fieldName = field.first, depth < 6,
              let collectionEvidence = memberEvidence(owner: owner, name: name, path: Array(collection.dropFirst()), depth: depth + 1),
              let element = elementType(owner: owner, path: collection) else { return nil }
        let spelledCollection = "`" + collection.joined(separator: ".") + "`"
        if isObservableClass(element) {
            return ChangeEvidence(reason: "`\(fieldName)` is state of an observable `\(element)` in \(spelledCollection) (\(collectionEvidence.reason))",
                                  related: collectionEvidence.related, isRare: collectionEvidence.isRare)
        }
        let declarations = declarations(of: element)
        guard let member = declarations.lazy.compactMap({ $0.member(fieldName) }).first, member.kind == .property,
              !member.isStatic else { return nil }
        if member.isLet || member.isComputed && member.reads == nil { return nil }
        if member.isComputed {
            // A computed field reads the element's own stored fields: changing when one of them is a `var`.
            let stored = (member.reads ?? []).compactMap { source -> String? in
                if case .member(let o, let n, _) = source, o == element { return n }
                return nil
            }
            guard stored.contains(where: { n in declarations.lazy.compactMap { $0.member(n) }.first.map { !$0.isLet && !$0.isComputed } ?? false })
            else { return nil }
        }
        return ChangeEvidence(reason: "`\(fieldName)` is a `var` of the `\(element)` rows of \(spelledCollection), and \(collectionEvidence.reason)",
                              related: collectionEvidence.related, isRare: collectionEvidence.isRare)
    }

    /// The element type of a collection reached from `owner` by a member path (`model.animals`).
    func elementType(owner: String, path: [String]) -> String? {
        var current = owner
        for (index, name) in path.enumerated() {
            guard let type = ElementType.memberType(name, ofTypeNamed: current, in: self) else { return nil }
            if index == path.count - 1 { return ElementType.elementType(ofCollection: type) }
            guard let next = ElementType.simpleName(type) else { return nil }
            current = next
        }
        return nil
    }

    /// A read of `owner.name.path…`: state, an observable model's property, a computed property over
    /// such, or an input that some parent passes from such.
    func memberEvidence(owner: String, name: String, path: [String], depth: Int) -> ChangeEvidence? {
        guard depth < 6 else { return nil }
        let declarations = declarations(of: owner)
        guard let member = declarations.lazy.compactMap({ $0.member(name) }).first, !member.isStatic else { return nil }
        // An entity's identifier (`status.account.id`) does not change while it is shown.
        if let last = path.last ?? Optional(name), ChangeEvidence.isIdentifierName(last) { return nil }
        let spelled = "`" + ([name] + path).joined(separator: ".") + "`"
        let modelType = member.effectiveType.flatMap(ElementType.simpleName)
        // A model's field that the user changes through this view (`Toggle(isOn: $model.isOn)`).
        if let first = path.first, member.fieldsSetByUser?.contains(first) == true {
            return ChangeEvidence(reason: "\(spelled) is state of `\(name)` that the user changes in this view")
        }
        if let wrapper = member.wrappers.first(where: { ChangeEvidence.stateWrappers.contains($0) }) {
            // `@State var model = Model()` holding an observable object: what is read through it decides.
            if let modelType, isObservableClass(modelType) {
                guard !path.isEmpty, modelField(modelType, path: path, depth: depth) else { return nil }
                return ChangeEvidence(reason: "\(spelled) is state of `\(name)`, an observable `\(modelType)`")
            }
            if let setByUser = member.isSetByUser, !setByUser {
                // Written only when the view loads (or not at all): it flips once, not while the view is in use.
                // A binding may still be changed by the parent that owns the value.
                guard wrapper == "Binding" else { return nil }
                return inputEvidence(owner: owner, property: name, path: path, depth: depth + 1).map { evidence in
                    ChangeEvidence(reason: "\(spelled) is bound by a parent, where \(evidence.reason)", related: evidence.related, isRare: evidence.isRare)
                }
            }
            let how = member.isSetByUser == true ? ", which the user changes in this view" : ""
            return ChangeEvidence(reason: path.isEmpty ? "`\(name)` is `@\(wrapper)`\(how)" : "\(spelled) reads `\(name)`, a `@\(wrapper)`\(how)")
        }
        if let wrapper = member.wrappers.first(where: { ChangeEvidence.modelWrappers.contains($0) }) {
            guard !path.isEmpty, modelField(modelType, path: path, depth: depth) else { return nil }
            return ChangeEvidence(reason: "\(spelled) is state of `\(name)`, an `@\(wrapper)`")
        }
        if member.wrappers.contains("Environment"), let argument = member.wrapperArgument {
            if argument.hasPrefix("\\."), let key = argument.dropFirst(2).split(separator: ".").first.map(String.init) {
                if ChangeEvidence.changingEnvironmentKeys.contains(key) {
                    return ChangeEvidence(reason: "`\(name)` is the environment's `\(key)`, which changes at run time")
                }
                if ChangeEvidence.rarelyChangingEnvironmentKeys.contains(key) {
                    return ChangeEvidence(reason: "`\(name)` is the environment's `\(key)`, which changes with the system's settings",
                                          isRare: true)
                }
            }
            if argument.hasSuffix(".self"), !path.isEmpty, modelField(ElementType.simpleName(String(argument.dropLast(5))), path: path, depth: depth) {
                return ChangeEvidence(reason: "\(spelled) is state of the `\(argument.dropLast(5))` in the environment")
            }
            return nil
        }
        if !member.wrappers.isEmpty { return nil }
        if let reads = member.reads {
            return changeEvidence(for: reads, depth: depth + 1, suffix: path)
        }
        if member.kind != .property || member.isComputed { return nil }
        // A stored property of an observable class, read from inside it (a computed property over it).
        if declarations.contains(where: { $0.kind == .classDecl }), isObservableClass(owner) {
            guard !member.isLet else {
                return !path.isEmpty && modelType.map(isObservableClass) == true && modelField(modelType, path: path, depth: depth)
                    ? ChangeEvidence(reason: "\(spelled) is state of an observable `\(modelType!)`") : nil
            }
            guard isObservationClass(owner), member.isMutatedAfterInit != false else { return nil }
            return ChangeEvidence(reason: "`\(name)` is a `var` of the observable `\(owner)`")
        }
        // A stored property of an observable type: a store, an `@Observable` or `ObservableObject` model.
        if !path.isEmpty, let typeText = member.effectiveType {
            if let store = ["StoreOf<", "Store<", "ViewStoreOf<", "ViewStore<"].first(where: { typeText.hasPrefix($0) }) {
                return ChangeEvidence(reason: "\(spelled) is state of `\(name)`, a `\(store.dropLast())`")
            }
            if let modelType, isObservableClass(modelType) {
                guard modelField(modelType, path: path, depth: depth) else { return nil }
                return ChangeEvidence(reason: "\(spelled) is state of `\(name)`, an observable `\(modelType)`")
            }
        }
        // A plain input of a view: what its parents pass, one parent up (a value handed down through
        // several views is too often fixed per item or per screen on the way).
        guard declarations.contains(where: { $0.kind == .structDecl }), !inputChain else { return nil }
        return inputEvidence(owner: owner, property: name, path: path, depth: depth + 1).map { evidence in
            ChangeEvidence(reason: "\(spelled) comes from a parent, where \(evidence.reason)",
                           related: evidence.related, isRare: evidence.isRare)
        }
    }

    /// Whether reading `path` through a model of type `model` can give another value while the view is
    /// shown: a `var` or `@Published` property that code other than `init` sets, or a computed one over
    /// such. A `let`, or a `var` only `init` sets, is fixed for the model's life. Only the model's own
    /// properties count (or those of a model it holds): a field deep inside a value the model holds
    /// (`viewState.settings.isCompact`) is too often fixed per screen to be evidence.
    func modelField(_ model: String?, path: [String], depth: Int) -> Bool {
        guard let first = path.first, depth < 6 else { return false }
        let rest = Array(path.dropFirst())
        guard let model, !declarations(of: model).isEmpty else { return rest.isEmpty }
        let declarations = declarations(of: model)
        guard let member = declarations.lazy.compactMap({ $0.member(first) }).first else { return rest.isEmpty }
        if member.isStatic { return false }
        if let reads = member.reads { return changeEvidence(for: reads, depth: depth + 1, suffix: rest) != nil }
        if member.kind == .function { return rest.isEmpty }
        // A model held by the model: what is read through it.
        if !rest.isEmpty {
            guard let nested = member.effectiveType.flatMap(ElementType.simpleName), isObservableClass(nested) else { return false }
            return modelField(nested, path: rest, depth: depth + 1)
        }
        if member.isLet { return false }
        // A `var` that only the initializer sets is a configuration, fixed for the model's life.
        if member.isMutatedAfterInit == false { return false }
        // An `ObservableObject` announces changes of its `@Published` properties only: a plain `var` can
        // change, but no view updates when it does.
        if member.wrappers.isEmpty, !member.isComputed, !isObservationClass(model), declarations.contains(where: { $0.conforms(to: "ObservableObject") }) {
            return false
        }
        return true
    }

    /// A class with `@Observable` (or SwiftData's `@Model`): every stored `var` is observed.
    func isObservationClass(_ name: String) -> Bool {
        declarations(of: name).contains { $0.attributes.contains("Observable") || $0.attributes.contains("Model") }
    }

    /// Whether a type is a class whose properties are observed: `@Observable`, `@Model`, `ObservableObject`.
    func isObservableClass(_ name: String) -> Bool {
        declarations(of: name).contains { type in
            (type.kind == .classDecl || type.kind == .extensionDecl)
                && (type.attributes.contains("Observable") || type.attributes.contains("Model") || type.conforms(to: "ObservableObject"))
        }
    }

    /// What the parents of a view pass for one of its stored properties, when one of them passes a
    /// value that changes: the first such construction, as evidence with its place.
    func inputEvidence(owner: String, property: String, path: [String], depth: Int) -> ChangeEvidence? {
        let key = ([owner, property] + path).joined(separator: ".")
        if let known = inputEvidenceMemo[key] { return known }
        inputEvidenceMemo[key] = .some(nil)  // a cycle of inputs answers "no evidence"
        inputChain = true
        defer { inputChain = false }
        var labels: Set<String> = [property]
        for type in declarations(of: owner) {
            for input in type.inputs where input.property == property { labels.insert(input.label) }
        }
        var found: ChangeEvidence?
        search: for construction in constructions(of: owner) where construction.context == .viewCode {
            for argument in construction.arguments where labels.contains(argument.label) {
                if let evidence = changeEvidence(for: argument.sources, depth: depth, suffix: path) {
                    found = ChangeEvidence(reason: evidence.reason,
                                           related: [RelatedLocation(range: construction.range,
                                                                     message: "`\(owner)` is built here with `\(argument.label)` from a value that changes")]
                                               + evidence.related.prefix(2),
                                           isRare: evidence.isRare)
                    // A value that changes often is better evidence than a rare one: keep looking for one.
                    if evidence.isRare { continue }
                    break search
                }
            }
        }
        inputEvidenceMemo[key] = .some(found)
        return found
    }
}
