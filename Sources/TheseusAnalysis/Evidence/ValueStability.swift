import TheseusSyntax

/// Property wrappers and environment values, as the stability analysis reads them.
enum ValueWrappers {
    /// Wrappers whose value is state that the user, the system or the parent changes while the view is shown.
    static let state: Set<String> = ["State", "Binding", "FocusState", "GestureState", "AppStorage", "SceneStorage",
                                     "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest",
                                     "ObservedResults", "Shared", "SharedReader", "Published", "Default"]
    /// Wrappers that hold an observable object: reading a property through them reads its state.
    static let model: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "ObservedRealmObject"]

    /// `id`, `uuid`, `identifier`, `userID`, `entityId`: a name for an entity's identity, which does not
    /// change while the entity is shown.
    static func isIdentifierName(_ name: String) -> Bool {
        name == "id" || name == "uuid" || name == "identifier" || name.hasSuffix("ID") || name.hasSuffix("Id")
    }
}

/// What the code shows about whether a value can change while its view is on screen. The rules report
/// their patterns unless a value is `isFixed` — proven constant: literals, `static let`s, enum cases,
/// `#available`, process constants, a `let` initialised with such, an input every parent passes such
/// for. Anything else can change; `evidence` says why where the code shows it (state, a model's
/// property, an input a parent passes from such, the environment, the clock), each at its declaration,
/// and `userChanges` where the user changes it in the view.
public struct Stability: Sendable {
    /// Proven constant while the view is shown: the pattern is harmless.
    public var isFixed: Bool
    /// Why the value can change, each at the code that shows it; empty when nothing is known either way.
    public var evidence: [Evidence]

    public init(isFixed: Bool, evidence: [Evidence] = []) {
        self.isFixed = isFixed
        self.evidence = evidence
    }

    public static let fixed = Stability(isFixed: true)
    /// Not proven constant, and nothing known about how it changes.
    public static let unproven = Stability(isFixed: false)

    /// How many evidence items a value carries: the first ones explain it, more only lengthen the message.
    static let evidenceLimit = 3

    /// Several values read together: fixed when every one is; the evidence of those that are not, the
    /// items that show harm first.
    static func combined(_ parts: [Stability]) -> Stability {
        var evidence: [Evidence] = []
        var fixed = true
        for part in parts where !part.isFixed {
            fixed = false
            for item in part.evidence where !evidence.contains(item) { evidence.append(item) }
        }
        return Stability(isFixed: fixed, evidence: ordered(evidence))
    }

    /// The evidence that the value can change, without the user's edits: for a rule whose harm is another
    /// (rows that move, rows that hold state), an edit of the data is not that harm.
    var withoutUserEdits: [Evidence] { evidence.filter { $0.kind != .userChanges } }

    /// Harm first, then the rest, at most `evidenceLimit` items.
    static func ordered(_ evidence: [Evidence]) -> [Evidence] {
        Array((evidence.filter { $0.kind.showsHarm } + evidence.filter { !$0.kind.showsHarm }).prefix(evidenceLimit))
    }
}

extension FileContext {
    /// Whether the value of an expression (a condition, a bound, an id) can change while the view is on screen.
    public func stability(of expression: NodeID) -> Stability {
        stability(ValueReads.of(expression, in: tree), depth: 0)
    }

    /// Sources read together (see `Stability.combined`). `suffix` is read after each source: a parent
    /// passes `item`, and the view reads `item.isDone`.
    func stability(_ sources: [ValueSource], depth: Int, suffix: [String] = []) -> Stability {
        // Most conditions read one thing: no array of parts for those.
        if sources.count == 1 { return stability(of: sources[0], depth: depth, suffix: suffix) }
        return Stability.combined(sources.map { stability(of: $0, depth: depth, suffix: suffix) })
    }

    func stability(of source: ValueSource, depth: Int, suffix: [String]) -> Stability {
        switch source {
        case .fixed:
            return .fixed
        case .unknown:
            return .unproven
        case .clock(let why, let at):
            return Stability(isFixed: false, evidence: [Evidence(.freshValue, at, why)])
        case .changes(let why, let at):
            return Stability(isFixed: false, evidence: [Evidence(.model, at, why)])
        case .changesRarely(let why, let at):
            return Stability(isFixed: false, evidence: [Evidence(.environment, at, why)])
        case .member(let owner, let name, let path):
            return memberStability(owner: owner, name: name, path: path + suffix, depth: depth)
        case .element(let owner, let collection, let field, let keyedByValue):
            return elementStability(owner: owner, collection: collection, field: field + suffix, keyedByValue: keyedByValue, depth: depth)
        case .helperArgument(let helper, let label, let position, let defaultIsFixed):
            return helperArgumentStability(helper: helper, label: label, position: position, defaultIsFixed: defaultIsFixed,
                                           depth: depth, suffix: suffix)
        }
    }

    /// A parameter of a `View` extension helper: what every call of the helper in the project's view code
    /// passes for it, or its default where a call leaves it out. Fixed when every call passes a constant
    /// (`.searchBar()` with `isEnabled: Bool = true`, `.card(style: .plain)`); no call in sight proves nothing.
    func helperArgumentStability(helper: String, label: String?, position: Int, defaultIsFixed: Bool, depth: Int, suffix: [String]) -> Stability {
        guard depth < 8 else { return .unproven }
        let calls = helperCalls(named: helper)
        guard !calls.isEmpty else { return .unproven }
        var parts: [Stability] = []
        for call in calls.prefix(32) {
            let index: Int?
            if let label {
                index = call.labels.firstIndex(where: { $0 == label })
            } else {
                index = position < call.labels.count && call.labels[position] == nil ? position : nil
            }
            if let index, index < call.arguments.count {
                parts.append(stability(call.arguments[index], depth: depth + 1, suffix: suffix))
            } else {
                parts.append(defaultIsFixed ? .fixed : .unproven)
            }
        }
        return Stability.combined(parts)
    }

    /// A read of `owner.name.path…`.
    func memberStability(owner: String, name: String, path: [String], depth: Int) -> Stability {
        guard depth < 8 else { return .unproven }
        let declarations = declarations(of: owner)
        guard let member = declarations.lazy.compactMap({ $0.member(name) }).first else {
            // Not a member of the type: a file-scope declaration, or something out of sight.
            let globals = globals(named: name)
            if globals.count == 1, globals[0].kind == .property {
                if globals[0].isLet { return .fixed }
                if let reads = globals[0].reads { return stability(reads, depth: depth + 1, suffix: path) }
            }
            return .unproven
        }
        switch member.kind {
        case .enumCase, .type:
            return .fixed
        case .function:
            if let reads = member.reads { return stability(reads, depth: depth + 1, suffix: path) }
            return .unproven
        case .property:
            break
        }
        if member.isStatic {
            if member.isLet { return .fixed }
            if let reads = member.reads { return stability(reads, depth: depth + 1, suffix: path) }
            return .unproven
        }
        let modelType = member.effectiveType.flatMap(ElementType.simpleName)
        if let wrapper = member.wrappers.first(where: { ValueWrappers.state.contains($0) }) {
            // `@State private var tabs = ["Home", "Search"]` that nothing writes, binds or mutates after it
            // is made (and no extension of the view could): it keeps the fixed value it starts with.
            if member.wrappers == ["State"], member.isMutatedAfterInit == false, declarations.count == 1,
               startsFixed(member) || (member.initialReads == nil && holdsValue(member.typeText)) {
                // Or `@State var title: String` that a parent seeds and nothing here writes or binds: it
                // keeps the first value it was given for the view's life, whatever the parent passes later.
                return .fixed
            }
            // `@State var model = Model()` holding an observable object: what is read through it decides.
            if let modelType, isObservableClass(modelType), !path.isEmpty {
                return modelFieldStability(modelType, path: path, depth: depth + 1)
            }
            var evidence = [Evidence(.state, member.location, "`\(name)` is `@\(wrapper)`")]
            if let write = member.userWrite { evidence.insert(userChange(at: write, of: name), at: 0) }
            return Stability(isFixed: false, evidence: evidence)
        }
        if let wrapper = member.wrappers.first(where: { ValueWrappers.model.contains($0) }) {
            // The object itself (not a field read through it) of a `@StateObject`: the same instance for
            // the view's life, so a child seeded with it never holds a stale one.
            if path.isEmpty, wrapper == "StateObject" { return .fixed }
            // The object itself of a shared instance (`@ObservedObject var prefs = Preferences.shared`).
            if path.isEmpty, member.sharedInstanceType != nil { return .fixed }
            guard !path.isEmpty else { return .unproven }
            var field = modelFieldStability(modelType, path: path, depth: depth + 1)
            // A field the user changes through this view is not fixed, whatever the model's own code does.
            let write = member.fieldsSetByUser?.first(where: { $0.field == path[0] })
            if !field.isFixed || write != nil {
                field.isFixed = false
                field.evidence.append(Evidence(.model, member.location, "`\(name)` is an `@\(wrapper)`"))
                // Handed as a binding to a child that never writes it: no change by the user is shown.
                if let write { field.evidence.insert(userChange(at: write.range, of: "\(name).\(path[0])"), at: 0) }
                field.evidence = Stability.ordered(field.evidence)
            }
            return field
        }
        if member.wrappers.contains("Environment") {
            if let argument = member.wrapperArgument, argument.hasSuffix(".self"), !path.isEmpty {
                return modelFieldStability(ElementType.simpleName(String(argument.dropLast(5))), path: path, depth: depth + 1)
            }
            return Stability(isFixed: false, evidence: [Evidence(.environment, member.location, "`\(name)` is read from the environment")])
        }
        if !member.wrappers.isEmpty { return .unproven }
        if let reads = member.reads { return stability(reads, depth: depth + 1, suffix: path) }
        if member.isComputed { return .unproven }
        // A stored `let` of a class: fixed for the object's life (a `var` can be set from outside).
        if declarations.contains(where: { $0.kind == .classDecl || $0.kind == .actorDecl }) {
            if member.isLet {
                if !path.isEmpty, let modelType, isObservableClass(modelType) {
                    return modelFieldStability(modelType, path: path, depth: depth + 1)
                }
                return .fixed
            }
            if isObservableClass(owner) {
                return Stability(isFixed: false, evidence: [Evidence(.model, member.location, "`\(name)` is a `var` of the observable `\(owner)`")])
            }
            return .unproven
        }
        // A stored property of a value: a `let` with a fixed initial value is fixed; otherwise it is what
        // its creator passes (a view's input: what its parents pass).
        if member.isLet, let initial = member.initialReads {
            return stability(initial, depth: depth + 1, suffix: path)
        }
        if !path.isEmpty, let modelType, isObservableClass(modelType) {
            // A model handed to the view without a wrapper: its fields still change.
            let field = modelFieldStability(modelType, path: path, depth: depth + 1)
            if field.isFixed { return field }
        }
        guard declarations.contains(where: { $0.kind == .structDecl }) else { return .unproven }
        return inputStability(owner: owner, member: member, path: path, depth: depth + 1)
    }

    /// A model's field read through `path` (`model.isLoading`): a `let` is fixed for the model's life; a
    /// `var` can be set by any code that holds the model; a computed one is what it reads.
    func modelFieldStability(_ model: String?, path: [String], depth: Int) -> Stability {
        guard let first = path.first, depth < 8 else { return .unproven }
        let rest = Array(path.dropFirst())
        guard let model, let member = declarations(of: model).lazy.compactMap({ $0.member(first) }).first else { return .unproven }
        if member.isStatic { return member.isLet ? .fixed : .unproven }
        if member.kind == .enumCase || member.kind == .type { return .fixed }
        if let reads = member.reads { return stability(reads, depth: depth + 1, suffix: rest) }
        if member.kind == .function || member.isComputed { return .unproven }
        if !rest.isEmpty, let nested = member.effectiveType.flatMap(ElementType.simpleName), isObservableClass(nested) {
            let inner = modelFieldStability(nested, path: rest, depth: depth + 1)
            if member.isLet || inner.isFixed == false { return inner }
        }
        if member.isLet { return .fixed }
        // `@Published var tabs = [Tab(…), Tab(…)]` of a class that nothing writes after `init` (not its
        // methods, not the code holding the object, and no extension that could): it keeps the constants
        // it starts with. Not an optional that starts `nil`: a place for data that a new object is given
        // (`vm.card = data` before it is shown).
        let modelDeclarations = declarations(of: model)
        if member.isMutatedAfterInit == false, modelDeclarations.count == 1, modelDeclarations[0].kind == .classDecl,
           member.wrappers.isEmpty || member.wrappers == ["Published"], startsFixed(member), !(member.initialReads ?? []).isEmpty,
           member.typeText.map({ !$0.hasSuffix("?") && !$0.hasPrefix("Optional<") }) ?? true {
            return .fixed
        }
        // `private(set) var isForWidget: Bool` that only `init` sets: no code outside the class can write it,
        // and its own code does not after `init`; fixed for the object's life, as a `let` is.
        if member.isMutatedAfterInit == false, member.setterIsPrivate, modelDeclarations.count == 1, modelDeclarations[0].kind == .classDecl,
           member.wrappers.isEmpty || member.wrappers == ["Published"] {
            return .fixed
        }
        if let wrapper = member.wrappers.first(where: { ValueWrappers.state.contains($0) }) {
            return Stability(isFixed: false, evidence: [Evidence(.model, member.location, "`\(first)` is `@\(wrapper)` in `\(model)`")])
        }
        if isObservationClass(model) {
            return Stability(isFixed: false, evidence: [Evidence(.model, member.location, "`\(first)` is a `var` of the observable `\(model)`")])
        }
        return .unproven
    }

    /// A field of a row's element (`item.isDone` in `ForEach(items) { item in … }`): fixed when the
    /// collection is, or when the field is a `let` of a value type or an identifier (fixed per row, which
    /// is identified by the element); otherwise it changes with the collection.
    func elementStability(owner: String, collection: [String], field: [String], keyedByValue: Bool, depth: Int) -> Stability {
        guard let name = collection.first, depth < 8 else { return .unproven }
        let whole = memberStability(owner: owner, name: name, path: Array(collection.dropFirst()), depth: depth + 1)
        if whole.isFixed { return .fixed }
        guard let fieldName = field.first else { return keyedByValue ? .fixed : whole }
        if ValueWrappers.isIdentifierName(field.last ?? fieldName) { return .fixed }
        guard let element = elementType(owner: owner, path: collection) else { return whole }
        // Rows keyed by the value itself (`id: \.self`) over a value type that hashes every field: a
        // changed field is another id, so another row; under one row every field is fixed.
        if keyedByValue, hashesEveryField(element) { return .fixed }
        if isObservableClass(element) { return Stability.combined([modelFieldStability(element, path: field, depth: depth + 1), whole]) }
        guard let member = declarations(of: element).lazy.compactMap({ $0.member(fieldName) }).first, member.kind == .property,
              !member.isStatic else { return whole }
        if member.isLet { return .fixed }
        if member.isComputed {
            // A computed field over the element's own `let`s is fixed per row too.
            let stored = (member.reads ?? []).compactMap { source -> MemberInfo? in
                if case .member(let o, let n, _) = source, o == element { return declarations(of: element).lazy.compactMap { $0.member(n) }.first }
                return nil
            }
            if let reads = member.reads, stored.count == reads.count, stored.allSatisfy({ $0.isLet }) { return .fixed }
        }
        return whole
    }

    /// A value type whose `Hashable` conformance is synthesized (no `hash(into:)` or `==` of its own), so
    /// its hash covers every stored field: a struct or enum of the project, or a standard value type.
    func hashesEveryField(_ type: String) -> Bool {
        let declarations = declarations(of: type)
        guard !declarations.isEmpty else { return Self.standardValueTypes.contains(type) }
        guard declarations.contains(where: { $0.kind == .structDecl || $0.kind == .enumDecl }),
              !declarations.contains(where: { $0.kind == .classDecl || $0.kind == .actorDecl }) else { return false }
        return !Self.declaresOwnHashing(declarations)
    }

    /// Whether a type's declarations write their own `Hashable` (`hash(into:)`, `hashValue` or `==`): then
    /// its hash need not cover every stored field.
    static func declaresOwnHashing(_ declarations: [TypeInfo]) -> Bool {
        declarations.contains { $0.members.contains { $0.name == "hash" || $0.name == "hashValue" || $0.name == "==" } }
    }

    /// Value types of the standard library and Foundation whose hash is their whole value.
    static let standardValueTypes: Set<String> = ["String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64",
                                                  "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
                                                  "Bool", "Date", "URL", "UUID", "Decimal", "DateComponents"]

    /// Whether the positions of a collection's elements are fixed while the view is shown, though the
    /// elements may change: a `@State` with a fixed first value that code only writes through its elements
    /// (`rows[i].isOn = true`, `$rows[i].isOn`), never inserting, removing, reordering or replacing them.
    public func positionsAreFixed(_ collection: NodeID) -> Bool {
        // `let answers = [q.a, q.b, q.c, q.d]` in the same code: an array literal has as many positions as
        // it spells, whatever its elements read (position 0 is always the first answer).
        let unwrapped = tree.unwrapped(collection)
        if tree.kind(unwrapped) == .identifierExpr, let name = tree.name(unwrapped),
           case .value(let value)? = ValueReads.localBinding(name, at: unwrapped, in: tree),
           tree.kind(tree.unwrapped(value)) == .arrayExpr {
            return true
        }
        let sources = ValueReads.of(collection, in: tree)
        guard sources.count == 1, case .member(let owner, let name, let path) = sources[0], path.isEmpty else { return false }
        let declarations = declarations(of: owner)
        guard declarations.count == 1, let member = declarations[0].member(name), member.wrappers == ["State"],
              member.isReshapedAfterInit == false else { return false }
        return startsFixed(member)
    }

    /// A stored property whose initial value is a constant: it reads only fixed values (`["Home", "Search"]`,
    /// `Tab.allCases`), or nothing at all without building an object (`[]`, `[:]`; `Model()` reads nothing
    /// either, but its fields are the object's to change).
    /// A construction of a project type spelled in lower case (`tabItem(path: "home")`) reads as a call
    /// of a method of the owner; it is a value built from its arguments (which are read on their own).
    func startsFixed(_ member: MemberInfo) -> Bool {
        guard let initial = member.initialReads else { return false }
        if initial.isEmpty { return member.initializerType == nil }
        return initial.allSatisfy { source in
            switch source {
            case .fixed:
                return true
            case .member(let owner, let name, let path):
                return path.isEmpty && !name.startsWithUppercase && isDeclaredTypeName(name)
                    && !declarations(of: owner).contains(where: { $0.member(name) != nil })
            default:
                return false
            }
        }
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

    /// A view's stored property that its parents set (`let labels: [String]`): fixed when every place
    /// that builds the view passes a fixed value (or leaves a fixed default); otherwise an input, with
    /// the first parent that passes a value that can change.
    func inputStability(owner: String, member: MemberInfo, path: [String], depth: Int) -> Stability {
        let key = ([owner, member.name] + path).joined(separator: ".")
        if let known = inputStabilityMemo[key] { return known }
        // A cycle of inputs (a view that builds itself) proves nothing.
        inputStabilityMemo[key] = .unproven
        var labels: Set<String> = [member.name]
        var throughInitializer = false
        // What an initializer parameter that sets the member defaults to, when every one has a default.
        var defaults: [[ValueSource]] = []
        var everyInputDefaults = true
        for type in declarations(of: owner) {
            for input in type.inputs where input.property == member.name {
                labels.insert(input.label)
                throughInitializer = true
                if let reads = input.defaultReads { defaults.append(reads) } else { everyInputDefaults = false }
            }
        }
        let built = constructions(of: owner).filter { $0.context != .preview }
        var parts: [Stability] = []
        var passedBy: Evidence?
        var proven = !built.isEmpty
        for construction in built {
            guard construction.recordsArguments else { proven = false; break }
            // Built outside view code (a hosting controller's root, a controller's `viewDidLoad`): the view
            // value is made once there, and no parent's `body` gives it another value.
            if construction.context == .hostingRoot || construction.context == .other { continue }
            if let argument = construction.arguments.first(where: { labels.contains($0.label) }) {
                var value = stability(argument.sources, depth: depth + 1, suffix: path)
                if !value.isFixed {
                    proven = false
                    if passedBy == nil {
                        passedBy = Evidence(.passedBy, construction.range, "`\(owner)` gets `\(argument.label)` here")
                        // The parent's harm counts only for the very value it passes (`Stars(rating: rating)`
                        // beside the parent's `Stepper`); not for a value it derives from what the user changes
                        // (`row.message` of a row the user replaces), or a part of it read here.
                        let direct: Bool
                        if path.isEmpty, argument.sources.count == 1, case .member(_, _, let read) = argument.sources[0] {
                            direct = read.isEmpty
                        } else {
                            direct = false
                        }
                        if !direct { value = Stability(isFixed: false, evidence: value.evidence.filter { !$0.kind.showsHarm }) }
                        parts.append(value)
                    }
                }
            } else if !throughInitializer, let initial = member.initialReads {
                // Left to its default value.
                if !stability(initial, depth: depth + 1, suffix: path).isFixed { proven = false }
            } else if throughInitializer, everyInputDefaults, !defaults.isEmpty {
                // Left to the initializer parameter's default (`alignment: Alignment = .leading`).
                if !defaults.allSatisfy({ stability($0, depth: depth + 1, suffix: path).isFixed }) { proven = false }
            } else {
                // Set some other way (an initializer that computes it): not known.
                proven = false
            }
            if !proven, passedBy != nil { break }
        }
        let result: Stability
        if proven {
            result = .fixed
        } else {
            let what = conformances(of: owner).contains("View") ? "an input of `\(owner)`" : "a stored property of `\(owner)`"
            var evidence = [Evidence(.input, member.location, "`\(member.name)` is \(what)")]
            if let passedBy { evidence.append(passedBy) }
            evidence += parts.flatMap(\.evidence)
            result = Stability(isFixed: false, evidence: Stability.ordered(evidence))
        }
        inputStabilityMemo[key] = result
        return result
    }

    /// Whether a declared type is a value (a standard value type, an array, dictionary or optional of
    /// values, a struct or enum of the project): what it holds changes only by writes to the property.
    func holdsValue(_ typeText: String?, depth: Int = 0) -> Bool {
        guard var type = typeText, !type.isEmpty, depth < 4 else { return false }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return type.dropFirst().dropLast().split(separator: ":").allSatisfy { holdsValue(String($0), depth: depth + 1) }
        }
        if Self.standardValueTypes.contains(type) || ["Data", "CGSize", "CGPoint", "CGRect", "Color", "LocalizedStringKey"].contains(type) { return true }
        let declared = declarations(of: type)
        return declared.contains { $0.kind == .structDecl || $0.kind == .enumDecl }
            && declared.allSatisfy { $0.kind == .structDecl || $0.kind == .enumDecl || $0.kind == .extensionDecl }
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
}

// MARK: - What the user changes

extension FileContext {
    /// The evidence of a write the index says the user makes (`userWrite`): the user changes the value
    /// there, unless the place is a binding handed to a view of the project whose own property the user
    /// does not change (`ProgressBar(value: $progress)`): then the value is only passed on.
    func userChange(at write: SourceRange, of name: String) -> Evidence {
        let changes = Evidence(.userChanges, write, "the user changes `\(name)` here")
        guard write.path == path, let child = bindingReceiver(at: write) else { return changes }
        let members = declarations(of: child.type).flatMap(\.members).filter { $0.name == child.label && !$0.isStatic }
        guard !members.isEmpty else { return changes }
        if members.contains(where: { $0.userWrite != nil || !$0.tracesWrites }) {
            return Evidence(.userChanges, write, "the user changes `\(name)` here, through `\(child.type)`")
        }
        return Evidence(.passedBy, write, "`\(name)` is handed to `\(child.type)` as a binding here")
    }

    /// The project's view type and argument label a binding at this place is passed to
    /// (`Child(value: $x)` → `Child`, `value`); nil for anything else.
    private func bindingReceiver(at place: SourceRange) -> (type: String, label: String)? {
        let offset = Int(source.lineRange(place.startLine).start) + place.startColumn - 1
        // Down from the root, through the children that hold the offset.
        var path: [NodeID] = [tree.root]
        var steps = 0
        while steps < 10_000, let current = path.last {
            steps += 1
            guard let next = tree.children(current).first(where: { child in
                let range = tree.range(child)
                return Int(range.start) <= offset && offset < Int(range.end)
            }) else { break }
            path.append(next)
        }
        for index in path.indices.reversed() where tree.kind(path[index]) == .labeledExpr {
            guard index > 0, let call = CallExpr.at(path[index - 1], in: tree), !call.isMemberCall(in: tree),
                  let type = call.name(in: tree), type.startsWithUppercase, isDeclaredTypeName(type),
                  let label = call.arguments.first(where: { $0.node == path[index] })?.label else { return nil }
            return (type, label)
        }
        return nil
    }
}

// MARK: - Updates of the view

extension FileContext {
    /// Named state of the view around a node that the user changes while it is shown: each change runs
    /// `body` again (harm that a value new on every evaluation of `body` shows). Empty when none is seen.
    public func bodyUpdateEvidence(around node: NodeID) -> [Evidence] {
        guard let owner = enclosingType(node) else { return [] }
        let gates = gatingFlags(around: node)
        // Inside a sheet's content, the sheet covers the view that presents it: the user changes only
        // what the sheet's own controls change while it is shown.
        let modal = modalContent(around: node)
        // The `#if` arms the node is in: a write in another arm of the same `#if` is never compiled with it,
        // and the branches of `if #available(…)`: one runs on a given system, never the other.
        var arms: [(whole: SourceRange, arm: SourceRange)] = []
        // And the other arms of an `if` or `switch` the node is in: a control in another arm is shown only
        // while this one is not, so it never changes anything while the node is shown.
        for ancestor in ancestors(node) where [.ifConfigClause, .codeBlock, .switchCase].contains(tree.kind(ancestor)) {
            guard let decl = parent(ancestor) else { continue }
            if tree.kind(decl).isTypeDeclaration { break }
            let exclusive = tree.kind(decl) == .ifConfigDecl || tree.kind(decl) == .ifExpr || tree.kind(decl) == .switchExpr
            if exclusive {
                arms.append((SourceRange(path: path, source: tree.source, range: tree.range(decl)), SourceRange(path: path, source: tree.source, range: tree.range(ancestor))))
            }
        }
        func within(_ write: SourceRange, _ range: SourceRange) -> Bool {
            let start = (write.startLine, write.startColumn)
            return start >= (range.startLine, range.startColumn) && start <= (range.endLine, range.endColumn)
        }
        func whileShown(_ write: SourceRange) -> Bool {
            if write.path == path, arms.contains(where: { within(write, $0.whole) && !within(write, $0.arm) }) { return false }
            guard let modal else { return true }
            return write.path == path && within(write, modal)
        }
        for type in declarations(of: owner.name).isEmpty ? [owner] : declarations(of: owner.name) {
            for member in type.members where !member.isStatic && !gates.contains(member.name) {
                // Only state that the view code reads: a value only handed out as a binding (`$isOn`) or
                // written by an action does not run `body` again.
                // Not read only inside a sheet's content (that content is the presented view's, not `body`'s),
                // unless the node is in that content too.
                let read = modal == nil ? namesReadByViewCode(owner, outsidePresentations: true) : namesReadByViewCode(owner)
                guard member.userWrite != nil || member.fieldsSetByUser?.isEmpty == false, read.contains(member.name) else { continue }
                if let write = member.userWrite, let wrapper = member.wrappers.first {
                    guard whileShown(write) else { continue }
                    let change = userChange(at: write, of: member.name)
                    // Handed to a child that does not change it: nothing shows `body` running again.
                    guard change.kind == .userChanges else { continue }
                    return [Evidence(.bodyUpdates, member.location, "`\(member.name)` is `@\(wrapper)`: when it changes, body runs again"), change]
                }
                // An `@Observable` model runs `body` again only for the fields `body` reads.
                let observed = member.effectiveType.flatMap(ElementType.simpleName).map(isObservationClass) ?? false
                if let field = member.fieldsSetByUser?.first(where: { !observed || read.contains("\(member.name).\($0.field)") }),
                   let wrapper = member.wrappers.first, whileShown(field.range) {
                    let change = userChange(at: field.range, of: "\(member.name).\(field.field)")
                    guard change.kind == .userChanges else { continue }
                    return [Evidence(.bodyUpdates, member.location, "`\(member.name)` is an `@\(wrapper)`: when it changes, body runs again"), change]
                }
            }
        }
        return []
    }
}

extension FileContext {
    /// The content closure of a modal presentation around the node (`.sheet { … }`, `.fullScreenCover`,
    /// `.popover`) or of a pushed destination (`.navigationDestination(for:) { … }`), as a range; nil
    /// outside one.
    func modalContent(around node: NodeID) -> SourceRange? {
        for ancestor in ancestors(node) {
            if tree.kind(ancestor).isTypeDeclaration { return nil }
            guard isPresentedContent(ancestor) else { continue }
            return location(tree.range(ancestor))
        }
        return nil
    }

    /// The content closure of a modal presentation or a pushed destination (`.sheet { … }`).
    func isPresentedContent(_ closure: NodeID) -> Bool {
        guard tree.kind(closure) == .closureExpr, let argument = tree.parent(closure), tree.kind(argument) == .labeledExpr,
              let callNode = tree.parent(argument), let call = CallExpr.at(callNode, in: tree), call.isMemberCall(in: tree),
              let name = call.name(in: tree), ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(name) else { return false }
        let label = tree[argument].mainToken >= 0 ? tree.tokenText(Int(tree[argument].mainToken)) : nil
        // A pushed destination covers the view that pushes it, as a sheet does.
        return label == nil || label == "content" || label == "destination"
    }

    /// The flags that an `if` around the node requires (`if isShowList {`, `if !isCollapsed {`, `if a &&
    /// !isDone {`): when one changes, the node is inserted or removed, never evaluated again while shown.
    func gatingFlags(around node: NodeID) -> Set<String> {
        var flags = Set<String>()
        var previous = node
        for ancestor in ancestors(node) {
            defer { previous = ancestor }
            if tree.kind(ancestor).isTypeDeclaration { break }
            guard tree.kind(ancestor) == .ifExpr, tree.kind(previous) == .codeBlock,
                  let conditions = tree.child(ancestor, .conditionList) else { continue }
            // Every clause of `if a, !b` and every operand of `a && !b` must hold for the node to be
            // shown: a flag among them that flips only shows or hides it.
            var pending = Array(tree.children(conditions))
            while let clause = pending.popLast(), pending.count < 64 {
                var test = tree.unwrapped(clause)
                if tree.kind(test) == .infixOperatorExpr, tree.tokenIs(Int(tree[test].mainToken), "&&") {
                    pending += tree.children(test)
                    continue
                }
                if tree.kind(test) == .prefixOperatorExpr, tree.tokenIs(Int(tree[test].mainToken), "!"), let operand = tree.children(test).first {
                    test = tree.unwrapped(operand)
                }
                if tree.kind(test) == .memberAccessExpr, let base = tree.children(test).first, tree.isSelfExpression(base), let name = tree.name(test) {
                    flags.insert(name)
                } else if tree.kind(test) == .identifierExpr, let name = tree.name(test) {
                    flags.insert(name)
                }
            }
        }
        return flags
    }

    /// A closure a collection method calls before it returns (`items.filter { $0.name.contains(query) }`):
    /// what it reads, the code around it reads.
    static func runsWhereCalled(_ closure: NodeID, _ tree: SyntaxTree) -> Bool {
        var argument = tree.parent(closure)
        if let a = argument, tree.kind(a) != .labeledExpr { argument = nil }
        guard let argument, let callNode = tree.parent(argument), let call = CallExpr.at(callNode, in: tree),
              call.isMemberCall(in: tree), let name = call.name(in: tree) else { return false }
        return synchronousClosureCalls.contains(name)
    }

    static var synchronousClosureCalls: Set<String> { ValueReads.synchronousClosureCalls }

    /// The name a member declaration declares (its first binding's, for a property).
    static func memberName(_ decl: NodeID, _ tree: SyntaxTree) -> String? {
        if tree.kind(decl) == .functionDecl { return tree.name(decl) }
        return tree.children(decl, .patternBinding).first.flatMap { tree.children($0).first }.flatMap { tree.name($0) }
    }

    /// The names the view code of a type reads (`total` in `Text(total(of: item))`, `decoded`), and
    /// transitively the names those members read: what runs when `body` does.
    public func namesReadByViewCode(_ owner: TypeInfo, outsidePresentations: Bool = false) -> Set<String> {
        let file = self
        return file.cached("expensive_work_in_body.read.\(owner.qualifiedName).\(owner.nameRange.start)\(outsidePresentations ? ".body" : "")") {
            let tree = file.tree
            // Members of this declaration, by name, with their bodies.
            var bodies: [String: NodeID] = [:]
            var viewCode: [NodeID] = []
            // Every declaration of the type in this file: an extension's helpers run with the view's `body` too.
            let blocks = file.summary.types.filter { $0.qualifiedName == owner.qualifiedName || $0.name == owner.name }
                .compactMap { tree.child($0.node, .memberBlock) }
            for decl in blocks.flatMap({ tree.children($0) }) {
                guard tree.kind(decl) == .variableDecl || tree.kind(decl) == .functionDecl, let name = Self.memberName(decl, tree) else { continue }
                if file.isViewCode(decl) || ViewBuilderContext.declarationBuildsViews(decl, in: tree) { viewCode.append(decl) } else { bodies[name] = decl }
            }
            var read = Set<String>()
            // Code with whether its reads of a model's fields are `body`'s: a row's content closure runs
            // when the `ForEach` or `List` makes its rows, and what it reads of an `@Observable` model is
            // tracked for the rows, not for `body`.
            var queue = viewCode.map { ($0, true) }
            var rowContent = Set<NodeID>()
            var steps = 0
            while let (next, tracksFields) = queue.popLast(), steps < 50_000 {
                tree.walk(from: next) { n in
                    steps += 1
                    // An action (`Button { save() }`, `.task { … }`) runs when the user acts, not with `body`.
                    if tree.kind(n) == .closureExpr, n != next, !file.isViewCode(n), !bodies.values.contains(next),
                       !Self.runsWhereCalled(n, tree) { return false }
                    if outsidePresentations, tree.kind(n) == .closureExpr, file.isPresentedContent(n) { return false }
                    // `Binding(get: { model.selection }, set: …)` made by a helper: its closures run when the
                    // control reads or sets the binding, not when `body` runs.
                    if tree.kind(n) == .closureExpr, let argument = tree.parent(n), tree.kind(argument) == .labeledExpr,
                       let label = tree.mainToken(argument).map({ tree.identifierText($0) }), label == "get" || label == "set" {
                        return false
                    }
                    if tracksFields, tree.kind(n) == .functionCallExpr, ForEachCall.isCandidate(n, in: tree),
                       let content = ForEachCall(n, in: tree)?.content {
                        rowContent.insert(content)
                    }
                    if n != next, rowContent.contains(n) {
                        queue.append((n, false))
                        return false
                    }
                    // `Button("Save", action: save)`, `.onAppear(perform: load)`: a function handed to an action.
                    if tree.kind(n) == .identifierExpr, let parent = tree.parent(n), tree.kind(parent) == .labeledExpr,
                       let label = tree.mainToken(parent).map({ tree.identifierText($0) }),
                       StateWrites.interactiveLabels.contains(label) || label == "perform" || label == "action" {
                        return true
                    }
                    // `.onCancel(cancelSearch)`: a method handed on by name, not called: it runs when the
                    // receiver calls it.
                    if tree.kind(n) == .identifierExpr, let parent = tree.parent(n), tree.kind(parent) == .labeledExpr,
                       let name = tree.name(n), let member = bodies[name], tree.kind(member) == .functionDecl {
                        return true
                    }
                    if tree.kind(n) == .identifierExpr, let name = tree.name(n), read.insert(name).inserted,
                       let member = bodies[name] {
                        queue.append((member, tracksFields))
                    } else if tree.kind(n) == .memberAccessExpr, let path = tree.dottedPath(n), path.count == 2, path[0] == "self",
                              read.insert(path[1]).inserted, let member = bodies[path[1]] {
                        queue.append((member, tracksFields))
                    }
                    // `model.field`, `self.model.field`: a field read through a member, as `model.field`
                    // (what an `@Observable` model's observation tracks).
                    if tracksFields, tree.kind(n) == .memberAccessExpr, let path = tree.dottedPath(n) {
                        let fields = path.first == "self" ? Array(path.dropFirst()) : path
                        if fields.count >= 2 { read.insert(fields[0] + "." + fields[1]) }
                    }
                    return steps < 50_000
                }
            }
            return read
        }
    }
}

// MARK: - Rows that change places

extension FileContext {
    /// Code that inserts, removes or moves elements of a `ForEach`'s data in the middle, each at its line:
    /// the rows can be deleted or moved (`.onDelete`, `.onMove`), or the view, its model or the parent that
    /// passes the collection calls `insert(_:at:)`, `remove(at:)`, `move`, `sort`…
    /// Evidence that shows the harm of keying rows by position.
    public func rowsMoveEvidence(data: NodeID, forEach node: NodeID) -> [Evidence] {
        if let editing = rowEditingEvidence(forEach: node) { return [editing] }
        guard let base = Self.collectionBase(data, in: tree) else { return [] }
        for source in ValueReads.of(base, in: tree) {
            if case .member(let owner, let name, let path) = source {
                let found = shiftEvidence(owner: owner, name: name, path: path, depth: 0)
                if !found.isEmpty { return found }
            }
        }
        return []
    }

    /// `ForEach(…) { … }.onMove(perform: …)`, `.onDelete`, `.onInsert`: the user moves, deletes or inserts rows.
    func rowEditingEvidence(forEach node: NodeID) -> Evidence? {
        var current = node
        var steps = 0
        while steps < 64, let parent = self.parent(current), tree.kind(parent) == .memberAccessExpr, let grand = self.parent(parent),
              let modifier = CallExpr.at(grand, in: tree), let name = modifier.name(in: tree) {
            steps += 1
            if name == "onMove" || name == "onDelete" || name == "onInsert" {
                let what = name == "onMove" ? "moves" : name == "onDelete" ? "deletes" : "inserts"
                // At the modifier's name: the callee's range starts at the `ForEach` it is applied to.
                let token = tree[modifier.callee].mainToken
                let range = token >= 0 ? tree.tokens[Int(token)].range : tree.range(modifier.callee)
                return Evidence(.rowsMove, location(range), "the user \(what) rows here (`.\(name)`)")
            }
            current = grand
        }
        return nil
    }

    /// Code that moves elements of `owner.name.path…` to other positions, with where.
    func shiftEvidence(owner: String, name: String, path: [String], depth: Int) -> [Evidence] {
        // `players.sorted { … }`, `items.filter { … }`: the same elements, in the collection's order.
        let path = Array(path.drop { Self.orderKeepingViews.contains($0) })
        guard depth < 4, let member = declarations(of: owner).lazy.compactMap({ $0.member(name) }).first, !member.isStatic else { return [] }
        let spelled = "`" + ([name] + path.prefix(1)).joined(separator: ".") + "`"
        let shifted = "\(name).\(path.first ?? "")"
        for type in declarations(of: owner) {
            if let site = type.shiftedMembers.first(where: { $0.member == shifted }) {
                return [Evidence(.rowsMove, site.range, "`\(owner)` inserts, removes or reorders elements of \(spelled) here")]
            }
        }
        if let first = path.first, let model = member.effectiveType.flatMap(ElementType.simpleName),
           let field = declarations(of: model).lazy.compactMap({ $0.member(first) }).first {
            for type in declarations(of: model) {
                if let site = type.shiftedMembers.first(where: { $0.member == "\(first)." }) {
                    return [Evidence(.rowsMove, site.range, "`\(model)` inserts, removes or reorders elements of `\(first)` here")]
                }
            }
            // `model.ranked`, a computed property of the model over `players`: what it reads moves.
            if field.isComputed, let reads = field.reads {
                for source in reads {
                    if case .member(let o, let n, let p) = source {
                        let found = shiftEvidence(owner: o, name: n, path: p + path.dropFirst(), depth: depth + 1)
                        if !found.isEmpty { return found }
                    }
                }
            }
        }
        if let reads = member.reads {
            for source in reads {
                if case .member(let o, let n, let p) = source {
                    let found = shiftEvidence(owner: o, name: n, path: p + path, depth: depth + 1)
                    if !found.isEmpty { return found }
                }
            }
            return []
        }
        // A plain input of a view: what its parents pass, one parent up.
        guard member.wrappers.isEmpty || member.wrappers.contains("Binding"), !member.isComputed, depth == 0,
              declarations(of: owner).contains(where: { $0.kind == .structDecl }) else { return [] }
        var labels: Set<String> = [name]
        for type in declarations(of: owner) { for input in type.inputs where input.property == name { labels.insert(input.label) } }
        for construction in constructions(of: owner) where construction.context == .viewCode {
            for argument in construction.arguments where labels.contains(argument.label) {
                for source in argument.sources {
                    if case .member(let o, let n, let p) = source {
                        let found = shiftEvidence(owner: o, name: n, path: p + path, depth: depth + 1)
                        if !found.isEmpty {
                            return found + [Evidence(.passedBy, construction.range, "`\(owner)` gets \(spelled) here")]
                        }
                    }
                }
            }
        }
        return []
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
                } else if let receiver = call.receiver(in: tree), collectionViews.contains(name) {
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

    static let collectionViews = NameSet(["enumerated", "indexed", "reversed", "sorted", "filter", "prefix", "suffix",
                                          "dropFirst", "dropLast", "map", "compactMap"])
}
