import TheseusSyntax
import Foundation

/// What one file declares at type level, in a small value that outlives the file's tree: the unit the
/// project index is built from (and what single-file rules consult for types declared beside them).
public struct FileSummary: Sendable, Codable {
    public var path: String
    public var types: [TypeInfo] = []
    /// View extension helpers that branch between `self` and a transformed `self`.
    public var conditionalModifiers: [HelperSignature] = []
    /// View extension helpers that return `AnyView`.
    public var erasingHelpers: [String] = []
    /// Computed properties of `View` extensions typed `AnyView` (`var asAnyView: AnyView { AnyView(self) }`).
    public var erasingProperties: [String] = []
    /// Every method of an extension of `View` (a modifier of the project's own, `.card()`).
    public var viewHelpers: [String] = []
    /// Methods of other types (a view's own `func row(_:) -> AnyView`) that return `AnyView`.
    public var anyViewMethods: [String] = []
    /// File-scope `let`/`var` declarations.
    public var globals: [MemberInfo] = []
    /// `ForEach`/`List` data rebuilt whenever it is read.
    public var rebuiltCollections: [RebuiltCollection] = []
    /// `ForEach`/`List` that identify their elements by `Identifiable.id` (see `IdentityUse`).
    public var identityUses: [IdentityUse] = []
    /// Where types are built, with what their arguments read (see `ViewConstruction`).
    public var constructions: [ViewConstruction] = []
    /// Calls of modifiers that SwiftUI does not define (see `HelperCall`).
    public var helperCalls: [HelperCall] = []
    /// Names the file's view code calls or reads as members (see `NameSite`).
    public var viewCodeReads: [NameSite] = []
    /// Methods and computed properties that build no views, with the names they call (see `HelperCallees`).
    public var helperCallees: [HelperCallees] = []
    /// Type names the file mentions outside previews and debug code, each with the top-level type whose
    /// code mentions it (see `ViewCodeReads`).
    public var typeReferences: [TypeReference] = []

    /// The type names the file mentions.
    public var referencedTypes: Set<String> { Set(typeReferences.map(\.to)) }
    /// How many times each lower-case name is spelled in the file (declarations included): a member of a
    /// view that the whole app spells only where it declares it is never called (dead code).
    public var nameCounts: [String: Int] = [:]
    /// Properties of other types' objects that this file's code writes through a property holding one
    /// (see `InstanceWrite`).
    public var instanceWrites: [InstanceWrite] = []

    public init(path: String, types: [TypeInfo] = []) {
        self.path = path
        self.types = types
    }

    /// Puts this summary's path back into the places in its own file that the cache stores without one.
    mutating func restoreLocalPaths() {
        func restore(_ m: inout MemberInfo) {
            m.location.path = path
            m.userWrite?.path = path
            m.resultTransformRange?.path = path
            m.replacedAt?.path = path
            m.viewWithNewObject?.range.path = path
            if m.fieldsSetByUser != nil { for i in m.fieldsSetByUser!.indices { m.fieldsSetByUser![i].range.path = path } }
        }
        for t in types.indices {
            for m in types[t].members.indices { restore(&types[t].members[m]) }
            for i in types[t].shiftedMembers.indices { types[t].shiftedMembers[i].range.path = path }
            for i in types[t].rowData.indices { types[t].rowData[i].forEach.path = path }
        }
        for g in globals.indices { restore(&globals[g]) }
    }
}

/// A conditional-modifier helper's name and external parameter labels (`if(_:transform:)`), to tell it
/// from overloads, and which parameters its condition reads.
public struct HelperSignature: Sendable, Codable, Hashable {
    public var name: String
    /// External labels, nil for `_`.
    public var labels: [String?]
    /// Which parameters have a default value.
    public var defaulted: [Bool]
    /// The parameters the branch's condition reads, by position.
    public var conditionParameters: [Int] = []
    /// Callers pass the modification as a closure (`.if(c) { $0.bold() }`).
    public var takesTransform = false
    /// The plain `if condition { transform(self) } else { self }` form: the position of its `Bool`
    /// condition parameter (a call site can then become the modifier with an inert value).
    public var appliesWhenTrue: Int? = nil
    /// The condition only asks whether optional parameters hold a value (`if let namespace`,
    /// `icon != nil`): a call site that passes a non-optional value, `nil`, or nothing, fixes the branch.
    public var conditionTestsPresence = false

    public init(name: String, labels: [String?], defaulted: [Bool], conditionParameters: [Int] = [], takesTransform: Bool = false) {
        self.name = name
        self.labels = labels
        self.defaulted = defaulted
        self.conditionParameters = conditionParameters
        self.takesTransform = takesTransform
    }

    /// Whether a call's arguments (labels of the parenthesised ones, then the trailing closures) can
    /// bind to these parameters.
    public func accepts(_ call: CallExpr, in tree: SyntaxTree) -> Bool {
        bind(labels: call.arguments.filter { !$0.isTrailingClosure }.map(\.label), trailing: call.trailingClosures.count) != nil
    }

    /// The parameter each argument binds to: the parenthesised arguments by label (skipping defaulted
    /// parameters), then the trailing closures to the last parameters. Nil when the call cannot bind.
    public func bind(labels argumentLabels: [String?], trailing: Int) -> [Int]? {
        var bound: [Int] = []
        var parameter = 0
        for label in argumentLabels {
            while parameter < labels.count, labels[parameter] != label, defaulted[parameter] { parameter += 1 }
            guard parameter < labels.count, labels[parameter] == label else { return nil }
            bound.append(parameter)
            parameter += 1
        }
        let remainingRequired = (parameter..<labels.count).filter { !defaulted[$0] }.count
        guard trailing >= remainingRequired, trailing <= labels.count - parameter else { return nil }
        bound += (labels.count - trailing ..< labels.count).map { $0 }
        return bound
    }

    /// A function's or an initializer's signature (an initializer is named `init`).
    static func of(_ function: NodeID, in tree: SyntaxTree) -> HelperSignature? {
        guard let name = tree.kind(function) == .initializerDecl ? "init" : tree.name(function),
              let clause = tree.child(function, .parameterClause) else { return nil }
        var labels: [String?] = []
        var defaulted: [Bool] = []
        for parameter in tree.children(clause, .parameter) {
            let label = tree.name(parameter)
            labels.append(label == "_" ? nil : label)
            defaulted.append(tree.child(parameter, .initializerClause) != nil)
        }
        return HelperSignature(name: name, labels: labels, defaulted: defaulted)
    }
}

/// A type declaration or an extension, with its conformances and members.
public struct TypeInfo: Sendable, Codable {
    public var name: String
    /// `Outer.Inner` for nested types.
    public var qualifiedName: String
    public var kind: SyntaxKind
    /// Inherited types as written, without generic arguments (`Identifiable`, `View`).
    public var conformances: [String]
    public var members: [MemberInfo]
    public var nameRange: ByteRange
    /// The declaration node (valid only with the tree of the file it was built from).
    public var node: NodeID
    /// Attribute names on the declaration (`Observable`, `MainActor`, `Model`).
    public var attributes: [String] = []
    /// Which initializer arguments set which stored properties (see `InitInput`).
    public var inputs: [InitInput] = []
    /// Collections whose elements this declaration's code inserts, removes or reorders in the middle, as
    /// `member.field` (`store.items`) or `member.` (the member itself), each with the first place that does
    /// it: kept per declaration, so that an extension's code counts for the properties the type declares
    /// elsewhere.
    public var shiftedMembers: [ShiftSite] = []
    /// The declaration's initializers and the work each does (see `InitializerWork`).
    public var initializers: [InitializerWork] = []
    /// For a property wrapper whose `wrappedValue` is the value at a key path its initializer takes
    /// (`init(_ key: KeyPath<Prefs, Value>)`): the key path's root type, so that `@Pref(\.recent) var recent`
    /// has the type of `Prefs.recent`.
    public var keyPathRoot: String? = nil
    /// For a view whose `body` produces a varying number of views (an `if` without `else`): why, as
    /// `VariableViewsPerRowRule` words it, for the rows of a list built from this view.
    public var bodyVaries: String? = nil
    /// Stored properties of this view that a `ForEach`/`List` of its own shows as its data (`ForEach(options)`),
    /// each with that `ForEach`: a parent that builds the collection in its `body` rebuilds the rows' data.
    public var rowData: [RowData] = []
    /// For a view: whether its `body` runs again while it is shown, beyond its first load — state the user
    /// sets, a binding, a store query, a user's action that calls through a model it holds, a timer or a
    /// publisher it receives. False for a view that only shows what it was given and what it loads.
    public var updatesWhileShown = false
    /// The types of the models the user changes through this type's code (a call on an action, a field
    /// bound or set): every view that observes one of them updates while shown.
    public var changedModels: [String] = []
    /// The type's code uses a timer, a timeline or a publisher it receives: a model of this type changes
    /// on its own, and a view that observes it updates while shown.
    public var ticks = false

    public var isExtension: Bool { kind == .extensionDecl }

    public func member(_ name: String) -> MemberInfo? { members.first { $0.name == name } }

    public func conforms(to name: String) -> Bool { conformances.contains(name) }

    /// The one declaration (not extension) among `types`; nil when there is none or more than one.
    /// Copies nothing but the answer: lookups run for every call in view code.
    static func uniqueDeclaration(in types: [TypeInfo], named name: String? = nil) -> TypeInfo? {
        var found = -1
        for i in types.indices where types[i].kind != .extensionDecl && (name == nil || types[i].name == name) {
            if found >= 0 { return nil }
            found = i
        }
        return found >= 0 ? types[found] : nil
    }
}

/// Code that inserts, removes or reorders elements of a collection in the middle (`items.insert(x, at: 0)`,
/// `items.remove(atOffsets:)`, `items.sort()`), for evidence that rows keyed by position change places.
public struct ShiftSite: Sendable, Codable, Hashable {
    /// `member.field`, or `member.` for the member itself.
    public var member: String
    /// The first call that does it.
    public var range: SourceRange

    public init(member: String, range: SourceRange) {
        self.member = member
        self.range = range
    }
}

/// A field of a model that the user changes through a view (`Toggle(isOn: $model.isOn)`), and where.
/// A stored property of a view shown as the data of one of its `ForEach`s (see `TypeInfo.rowData`).
public struct RowData: Codable, Sendable, Hashable {
    public var member: String
    /// The `ForEach` (its name through its data).
    public var forEach: SourceRange
}

/// A name and how often a declaration spells it.
public struct SpelledName: Sendable, Codable, Hashable {
    public var name: String
    public var count: Int
}

public struct FieldWrite: Sendable, Codable, Hashable {
    public var field: String
    public var range: SourceRange

    public init(field: String, range: SourceRange) {
        self.field = field
        self.range = range
    }
}

extension Array where Element == TypeInfo {
    /// How many are declarations rather than extensions, counted in place: filtering would copy each
    /// type (its members and all), and the rules ask this of every name they look up.
    var declarationCount: Int {
        var count = 0
        for i in indices where self[i].kind != .extensionDecl { count += 1 }
        return count
    }
}

public struct MemberInfo: Sendable, Codable {
    public enum Kind: String, Sendable, Codable { case property, function, enumCase, type }

    public var name: String
    public var kind: Kind
    public var isStatic: Bool
    public var isLet: Bool
    /// A computed property (`var x: T { … }`), as opposed to a stored one.
    public var isComputed: Bool
    /// The declared type without whitespace (`[Pet]`, `UUID`), when written.
    public var typeText: String?
    /// The value of an integer-literal initializer (`static let count = 5`).
    public var integerValue: Int?
    /// The initializer is a fresh `UUID()` (or `UUID().uuidString`): a new value per instance.
    public var defaultsToFreshID: Bool
    /// Property-wrapper attribute names (`State`, `ObservedObject`).
    public var wrappers: [String]
    public var nameRange: ByteRange
    public var node: NodeID
    /// The type an initializer constructs (`Model` for `= Model()`), when it is a plain initializer call.
    public var initializerType: String? = nil
    /// A static computed property or static method whose body constructs values of its own type
    /// (`static var all: [Row] { names.map(Row.init) }`).
    public var constructsOwnType = false
    /// An instance computed property or method whose declared result is a collection (`[Point]`) and
    /// whose code constructs its elements: every read builds new values.
    public var constructsResultElements = false
    /// The first property wrapper's argument as written (`\.colorScheme` for `@Environment(\.colorScheme)`).
    public var wrapperArgument: String? = nil
    /// What a computed property or a value-returning method reads (see `ValueSource`); nil for the rest.
    public var reads: [ValueSource]? = nil
    /// For `@State`, `@Binding`, `@AppStorage`, `@SceneStorage`: whether the view changes the value on a
    /// user's action or hands it out as a binding (see `StateWrites`); nil for other properties.
    public var isSetByUser: Bool? { tracesWrites ? userWrite != nil : nil }
    /// The declared type (a property's, a function's result) names `any View`.
    public var typesExistentialView: Bool { typeText.map { AnyViewTypeText.mentionsExistentialView($0) } ?? false }
    /// Whether `userWrite` was looked for (the property has one of the wrappers above).
    public var tracesWrites = false
    /// The first place where the user changes the value (a binding handed to a control, a write in an action).
    public var userWrite: SourceRange? = nil
    /// For a stored `var` of a class: whether any method assigns it after `init` (a model's state), or
    /// only the initializer does (a configuration fixed for the object's life); nil for the rest.
    public var isMutatedAfterInit: Bool? = nil
    /// Like `isMutatedAfterInit`, leaving out writes through an element (`rows[i].isOn = true`): whether
    /// code after `init` replaces the value or changes how many elements it has or their order.
    public var isReshapedAfterInit: Bool? = nil
    /// For a class's stored array: its own code assigns it whole after `init` (`items = loaded`,
    /// `self?.stats = $0` in a subscription), not only appending to it.
    public var isReplacedAfterInit: Bool { replacedAt != nil }
    /// Where that code first assigns it whole (`items = loaded`, `.assign(to: \.items, on: self)`).
    public var replacedAt: SourceRange? = nil
    /// The type of a shared instance an initializer reads (`Settings` for `= Settings.shared`).
    public var sharedInstanceType: String? = nil
    /// For a model a view holds (`@ObservedObject var model`): the model's fields the user changes through
    /// this view, bound (`$model.isOn`) or written on an action, each with the first place; nil for other properties.
    public var fieldsSetByUser: [FieldWrite]? = nil
    /// Where the member is declared (its name).
    public var location = SourceRange(path: "", startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)
    /// What a stored property's initial value reads (`let columns = 3` reads a fixed value); nil without one.
    public var initialReads: [ValueSource]? = nil
    /// The comment above the declaration says its values are unique (`/// It works like an ID, and it is
    /// unique`): the code's own word that a key path to it identifies.
    public var documentedAsUnique = false
    /// For a computed property or a method returning a collection: the transform (`filter`, `sorted`…)
    /// its result is built by, over data not known to be small; nil otherwise. A view that hands it to
    /// `ForEach` runs the transform with every evaluation of `body`.
    public var resultTransform: String? = nil
    /// From the member's name to where that transform is called (`filter` in `items.filter { … }`).
    public var resultTransformRange: SourceRange? = nil
    /// The member path that transform starts from (`items` in `items.filter { … }`), when it is one: the
    /// rule asks whether that data is fixed (a model's constants), which makes the transform's cost the app's.
    public var resultTransformBase: [String]? = nil
    /// For a computed property or a method without a transform of its own, the call whose result it
    /// returns (`Filterer.visible(in:)` in `func visible() -> [Habit] { Filterer.visible(in: habits) }`): the
    /// project index gives it that call's transform, when the callee has one.
    public var resultCall: String? = nil
    /// Declared `private` or `private(set)`: only the type's own code (and its extensions in the file) can
    /// assign it, so `isMutatedAfterInit` saw every write.
    public var setterIsPrivate = false
    /// For a method returning a view: the view it builds with an object it makes on each call (see
    /// `ViewWithNewObject`); nil for the rest.
    public var viewWithNewObject: ViewWithNewObject? = nil
    /// For a method returning a view that only returns what a static method of another type returns
    /// (`func signInView() -> some View { SignInRouter.makeView() }`): that method, as `Type.method`.
    public var forwardsTo: String? = nil
    /// For a class's stored `var` that only methods `init` calls set (`init() { loadData() }`, with
    /// `loadData` not private): those methods, each with how often the class spells its name. When no
    /// other code in the project spells them, the value is set once, in `init` (see `ProjectIndex`).
    public var setUpBy: [SpelledName]? = nil
    /// For a collection `replacedAt` names: replaced whole only by these methods, which only `init` calls
    /// here, spelled so often in the type; `setUpBy`'s test, for the replacements alone.
    public var replacedBySetUp: [SpelledName]? = nil

    /// The declared type, the type the initializer constructs, or the type of the shared instance it reads.
    public var effectiveType: String? { typeText ?? initializerType ?? sharedInstanceType ?? environmentType }
    /// `@Environment(Store.self) var store`: the observable type the environment holds.
    var environmentType: String? {
        guard wrappers.first == "Environment", let argument = wrapperArgument, argument.hasSuffix(".self") else { return nil }
        let type = String(argument.dropLast(5))
        return type.isEmpty || type.contains("(") ? nil : type
    }
}

extension FileSummary {
    /// What other files can learn from this one, without positions: the project index key for the
    /// cache (editing a function body or moving code leaves it unchanged).
    public var semanticKey: String {
        var parts = [path]
        for type in types {
            parts.append("\(type.kind.rawValue) \(type.qualifiedName): \(type.conformances.joined(separator: ",")) @\(type.attributes.joined(separator: ","))")
            for m in type.members {
                parts.append(" \(m.kind.rawValue) \(m.name) \(m.isStatic) \(m.isLet) \(m.isComputed) \(m.typeText ?? "") \(m.integerValue.map(String.init) ?? "") \(m.defaultsToFreshID) \(m.wrappers.joined(separator: ",")) \(m.initializerType ?? "") \(m.wrapperArgument ?? "") \(m.reads.map { $0.map(\.key).joined(separator: ";") } ?? "-") \(m.userWrite.map { "\($0.startLine):\($0.startColumn)" } ?? (m.tracesWrites ? "no" : "-")) \(m.isMutatedAfterInit.map(String.init) ?? "-") \(m.isReshapedAfterInit.map(String.init) ?? "-") \(m.replacedAt.map { "\($0.startLine):\($0.startColumn)" } ?? "-") \(m.sharedInstanceType ?? "") \(m.fieldsSetByUser?.map { "\($0.field)@\($0.range.startLine):\($0.range.startColumn)" }.joined(separator: ",") ?? "-") \(m.location.startLine):\(m.location.startColumn) \(m.initialReads.map { $0.map(\.key).joined(separator: ";") } ?? "-") \(m.documentedAsUnique) \(m.resultTransform ?? "-")@\(m.resultTransformRange.map { "\($0.startLine):\($0.startColumn)" } ?? "-")<\(m.resultTransformBase?.joined(separator: ".") ?? "-")> \(m.resultCall ?? "-") \(m.setterIsPrivate) \(m.viewWithNewObject.map { "\($0.view).\($0.label)=\($0.model)@\($0.range.startLine):\($0.range.startColumn)" } ?? "-") \(m.forwardsTo ?? "-") \(m.setUpBy.map { $0.map { "\($0.name)#\($0.count)" }.joined(separator: ",") } ?? "-") \(m.replacedBySetUp.map { $0.map { "\($0.name)#\($0.count)" }.joined(separator: ",") } ?? "-")")
            }
            for input in type.inputs { parts.append(" input \(input.label) \(input.property) \(input.throughWrapper) \(input.defaultReads.map { $0.map(\.key).joined(separator: ";") } ?? "-")") }
            if !type.shiftedMembers.isEmpty {
                parts.append(" shifts " + type.shiftedMembers.map { "\($0.member)@\($0.range.startLine):\($0.range.startColumn)" }.joined(separator: ","))
            }
            if let root = type.keyPathRoot { parts.append(" keyPathRoot \(root)") }
            if let varies = type.bodyVaries { parts.append(" bodyVaries \(varies)") }
            if type.updatesWhileShown { parts.append(" updatesWhileShown") }
            if type.ticks { parts.append(" ticks") }
            if !type.changedModels.isEmpty { parts.append(" changedModels " + type.changedModels.joined(separator: ",")) }
            for data in type.rowData { parts.append(" rowData \(data.member)@\(data.forEach.startLine):\(data.forEach.startColumn)") }
            for initializer in type.initializers {
                parts.append(" init(\(initializer.signature.labels.map { $0 ?? "_" }.joined(separator: ":"))) \(initializer.signature.defaulted) \(initializer.work ?? "-")")
            }
        }
        parts.append("conditional: " + conditionalModifiers.map { "\($0.name)(\($0.labels.map { $0 ?? "_" }.joined(separator: ":"))) \($0.conditionParameters) \($0.takesTransform) \($0.appliesWhenTrue.map(String.init) ?? "-") \($0.conditionTestsPresence)" }.joined(separator: ","))
        parts.append("erasing: " + erasingHelpers.joined(separator: ","))
        parts.append("erasing properties: " + erasingProperties.joined(separator: ","))
        parts.append("viewHelpers: " + viewHelpers.joined(separator: ","))
        parts.append("anyViewMethods: " + anyViewMethods.joined(separator: ","))
        for r in rebuiltCollections {
            parts.append("rebuilt \(r.elementType) \(r.container) \(r.use.startLine):\(r.use.startColumn) \(r.site.startLine):\(r.site.startColumn) \(r.siteDescription) \(r.viaStaticMember ?? "") \(r.viaInstanceMember ?? "") \(r.rowPrimitive ?? "-") \(r.rowViews?.joined(separator: ",") ?? "-") \(r.inList) \(r.isStoredProperty) \(r.freshIDArgument.map { "\($0.startLine):\($0.startColumn)" } ?? "-")")
        }
        for u in identityUses {
            parts.append("identifies \(u.container) \(u.owner ?? "-") \(u.path.joined(separator: ".")) \(u.literalElement ?? "-") \(u.use.startLine):\(u.use.startColumn) \(u.rowPrimitive ?? "-") \(u.rowViews?.joined(separator: ",") ?? "-") \(u.inList) \(u.distinctLiteralLabels?.joined(separator: ",") ?? "-") \(u.inTransientContent)")
        }
        for t in types { for m in t.members where m.constructsOwnType { parts.append("constructs \(t.name).\(m.name)") } }
        for t in types { for m in t.members where m.constructsResultElements { parts.append("builds \(t.name).\(m.name)") } }
        for g in globals { parts.append("global \(g.name) \(g.isLet) \(g.integerValue.map(String.init) ?? "") \(g.typeText ?? "") " + (g.reads?.map(\.key).joined(separator: ";") ?? "-")) }
        for c in helperCalls {
            parts.append("calls \(c.name)(\(c.labels.map { $0 ?? "_" }.joined(separator: ":"))) \(c.trailingClosures) \(c.context.rawValue) \(c.range.startLine):\(c.range.startColumn) "
                         + c.arguments.map { $0.map(\.key).joined(separator: ";") }.joined(separator: " ") + " | " + c.closureReads.map(\.key).joined(separator: ";"))
        }
        // Where types are built and what the arguments read; the place is part of it (messages cite it).
        for c in constructions {
            parts.append("built \(c.typeName) \(c.context.rawValue) \(c.range.startLine):\(c.range.startColumn) "
                         + c.arguments.map { "\($0.label)=" + $0.sources.map(\.key).joined(separator: ";") }.joined(separator: " ")
                         + (c.scopedID.map { " id=" + $0.map(\.key).joined(separator: ";") } ?? "") + (c.isDestination ? " destination" : "") + (c.loadedBeforeShown.isEmpty ? "" : " loaded=" + c.loadedBeforeShown.joined(separator: ",")))
        }
        parts.append("viewCodeReads: " + viewCodeReads.map { "\($0.name)(\($0.labels?.joined(separator: ":") ?? "-"))\($0.receiverType ?? "") \($0.reader ?? "")\($0.inRows ? " rows" : "")@\($0.range.startLine):\($0.range.startColumn)" }.joined(separator: ","))
        parts.append("helpers: " + helperCallees.map { h in
            "\(h.caller.name)(\(h.caller.labels?.joined(separator: ":") ?? "-"))@\(h.caller.range.startLine) > "
                + h.callees.joined(separator: ",")
        }.joined(separator: ";"))
        parts.append("references: " + typeReferences.map { "\($0.from)>\($0.to)" }.joined(separator: ","))
        parts.append("writes: " + instanceWrites.map { "\($0.type).\($0.member)" }.joined(separator: ","))
        return parts.joined(separator: "\n")
    }

    /// Builds the summary of one parsed file. Walks declarations only: function bodies, accessors and
    /// closures are not entered, so the cost is a fraction of the tree.
    /// What a method's or function's body returns, when it is a transformed collection (`resultTransform`,
    /// `.shuffled()` whatever the size), or else the one call it returns the result of (`resultCall`).
    static func recordResultTransform(of body: NodeID, in info: inout MemberInfo, _ tree: SyntaxTree, path: String) {
        // A shuffle first: a new order on every call is the worse harm, whatever the other arms do.
        if let shuffle = CollectionResult.shuffle(ofBody: body, in: tree) {
            info.resultTransform = "shuffled"
            info.resultTransformRange = SourceRange(path: path, source: tree.source, range: ByteRange(start: info.nameRange.start, end: tree.tokens[shuffle].range.end))
        } else if let transform = CollectionResult.transform(ofBody: body, in: tree) {
            info.resultTransform = transform.name
            info.resultTransformRange = SourceRange(path: path, source: tree.source, range: ByteRange(start: info.nameRange.start, end: tree.tokens[transform.token].range.end))
            info.resultTransformBase = memberPath(transform.base, in: tree)
        } else {
            info.resultCall = CollectionResult.returnedCall(ofBody: body, in: tree)
        }
    }

    public static func build(_ tree: SyntaxTree, path: String) -> FileSummary {
        var summary = FileSummary(path: path)
        // (node, qualified name prefix)
        var stack: [(NodeID, String)] = [(tree.root, "")]
        while let (id, prefix) = stack.popLast() {
            let kind = tree.kind(id)
            if kind.isTypeDeclaration {
                let info = typeInfo(tree, id, prefix: prefix, path: path)
                summary.types.append(info)
                if let block = tree.child(id, .memberBlock) {
                    for child in tree.children(block).reversed() { stack.append((child, info.qualifiedName + ".")) }
                }
            } else if kind == .sourceFile || kind == .ifConfigDecl || kind == .ifConfigClause {
                for child in tree.children(id).reversed() { stack.append((child, prefix)) }
            } else if kind == .variableDecl && prefix.isEmpty {
                summary.globals += properties(tree, id, path: path)
            } else if kind == .functionDecl && prefix.isEmpty, let name = tree.name(id), let body = tree.child(id, .codeBlock),
                      let nameToken = tree.mainToken(id) {
                // A free function that returns a transformed or shuffled collection (`func products(for:)
                // -> [Product] { all.shuffled() }`): rows that read it get that work with every `body`.
                var info = MemberInfo(name: name, kind: .function, isStatic: false, isLet: false, isComputed: false,
                                      typeText: tree.child(id, .returnClause).flatMap { tree.children($0).first }.map { tree.compactText($0) },
                                      integerValue: nil, defaultsToFreshID: false, wrappers: [], nameRange: nameToken.range, node: id)
                info.location = SourceRange(path: path, source: tree.source, range: info.nameRange)
                recordResultTransform(of: body, in: &info, tree, path: path)
                if info.resultTransform != nil { summary.globals.append(info) }
            }
        }
        markWritesInExtensions(&summary.types, tree)
        summary.instanceWrites = instanceWrites(tree, types: summary.types)
        ProjectIndex.applyInstanceWrites(summary.instanceWrites, to: &summary.types)
        for type in summary.types where type.isExtension && ViewBuilderContext.viewProtocols.contains(type.name) {
            for member in type.members where member.kind == .function {
                if !summary.viewHelpers.contains(member.name) { summary.viewHelpers.append(member.name) }
                if let shape = ConditionalModifier.analyze(member.node, in: tree), var signature = HelperSignature.of(member.node, in: tree) {
                    signature.conditionParameters = shape.conditionParameters
                    signature.conditionTestsPresence = shape.testsPresence
                    signature.takesTransform = shape.takesTransform
                    signature.appliesWhenTrue = shape.appliesWhenTrue
                    summary.conditionalModifiers.append(signature)
                }
                if let clause = tree.child(member.node, .returnClause), let type = tree.children(clause).first,
                   tree.compactText(type) == "AnyView" {
                    summary.erasingHelpers.append(member.name)
                }
            }
            // `var asAnyView: AnyView { AnyView(self) }`: the property form, read without a call.
            for member in type.members where member.kind == .property && member.isComputed && !member.isStatic && member.typeText == "AnyView" {
                summary.erasingProperties.append(member.name)
            }
        }
        for type in summary.types where !(type.isExtension && ViewBuilderContext.viewProtocols.contains(type.name)) {
            for member in type.members where member.kind == .function && member.typeText == "AnyView" { summary.anyViewMethods.append(member.name) }
        }
        let rowData: [(type: String, data: RowData)]
        (summary.rebuiltCollections, summary.identityUses, rowData) = collectionUses(tree, path: path, types: summary.types)
        for (type, data) in rowData {
            if let i = summary.types.firstIndex(where: { $0.name == type && !$0.isExtension }) { summary.types[i].rowData.append(data) }
        }
        (summary.constructions, summary.helperCalls) = ViewConstruction.collect(tree, path: path)
        (summary.viewCodeReads, summary.typeReferences, summary.helperCallees) = ViewCodeReads.collect(tree, path: path, types: summary.types)
        summary.nameCounts = nameCounts(tree)
        return summary
    }

    /// Every identifier token that starts with a lower-case letter or `_`, counted by its text.
    static func nameCounts(_ tree: SyntaxTree) -> [String: Int] {
        var counts: [String: Int] = [:]
        let bytes = tree.source.bytes
        for token in tree.tokens where token.kind == .identifier && token.end > token.start {
            let first = bytes[Int(token.start)]
            guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_") else { continue }
            counts[tree.source.text(token.range), default: 0] += 1
        }
        return counts
    }

    /// The fields named alone in a `#Unique` macro's constraint lists: `name` in `#Unique<T>([\.name], [\.a, \.b])`.
    static func singleFieldConstraints(_ text: String) -> [String] {
        var fields: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]") else { break }
            let inner = rest[rest.index(after: open)..<close].filter { !$0.isWhitespace }
            if inner.hasPrefix("\\."), !inner.contains(",") { fields.append(String(inner.dropFirst(2))) }
            rest = rest[rest.index(after: close)...]
        }
        return fields
    }

    /// An accessor block that computes the value (`{ … }`, `get { … }`), not observers of a stored one
    /// (`didSet`, `willSet`).
    static func isGetter(_ block: NodeID, _ tree: SyntaxTree) -> Bool {
        tree[block].flags.contains(.implicitGetter) || tree.children(block, .accessorDecl).contains { tree.nameIs($0, "get") }
    }

    /// A `var` whose bindings compute their values.
    static func isComputed(_ declaration: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.children(declaration, .patternBinding).contains { binding in tree.child(binding, .accessorBlock).map { isGetter($0, tree) } ?? false }
    }

    /// A class's stored `var`s that its extensions in the same file set after `init` (`extension Session {
    /// func signIn() { … self?.isSignedIn = true } }`): they change after the object is made too.
    static func markWritesInExtensions(_ types: inout [TypeInfo], _ tree: SyntaxTree) {
        var extensions: [String: [NodeID]] = [:]
        for type in types where type.isExtension { extensions[type.name, default: []].append(type.node) }
        guard !extensions.isEmpty else { return }
        for t in types.indices where types[t].kind == .classDecl || types[t].kind == .actorDecl {
            guard let nodes = extensions[types[t].name] else { continue }
            let pending = Set(types[t].members.filter { $0.isMutatedAfterInit == false }.map(\.name))
            guard !pending.isEmpty else { continue }
            var mutated = Set<String>(), reshaped = Set<String>()
            for node in nodes.prefix(64) {
                mutated.formUnion(StateWrites.mutatedAfterInit(in: node, candidates: pending, tree: tree))
                reshaped.formUnion(StateWrites.mutatedAfterInit(in: node, candidates: pending, elementWrites: false, tree: tree))
            }
            for m in types[t].members.indices where mutated.contains(types[t].members[m].name) {
                types[t].members[m].isMutatedAfterInit = true
                if reshaped.contains(types[t].members[m].name) { types[t].members[m].isReshapedAfterInit = true }
            }
        }
    }

    static func typeInfo(_ tree: SyntaxTree, _ id: NodeID, prefix: String, path: String) -> TypeInfo {
        let kind = tree.kind(id)
        var name = tree.name(id) ?? ""
        var nameRange = tree.mainToken(id)?.range ?? tree.range(id)
        if kind == .extensionDecl, let extended = tree.children(id).first(where: { tree.kind($0).isType }) {
            name = typeName(tree, extended)
            nameRange = tree.range(extended)
        }
        var conformances: [String] = []
        if let clause = tree.child(id, .inheritanceClause) {
            for type in tree.children(clause) { conformances.append(typeName(tree, type)) }
        }
        var members: [MemberInfo] = []
        // The type's methods by name, made only for a type with a method that returns a view.
        var ownMethods: [String: NodeID?]?
        if let block = tree.child(id, .memberBlock) {
            var pending = Array(tree.children(block))
            var i = 0
            while i < pending.count {
                let member = pending[i]
                i += 1
                switch tree.kind(member) {
                case .ifConfigDecl, .ifConfigClause:
                    pending += tree.children(member)
                case .variableDecl:
                    members += properties(tree, member, path: path)
                case .functionDecl:
                    if let n = tree.name(member) {
                        let returnType = tree.child(member, .returnClause).flatMap { tree.children($0).first }.map { tree.compactText($0) }
                        var info = MemberInfo(name: n, kind: .function, isStatic: isStatic(tree, member),
                                              isLet: false, isComputed: false, typeText: returnType, integerValue: nil,
                                              defaultsToFreshID: false, wrappers: [], nameRange: tree.mainToken(member)!.range, node: member)
                        if let returnType, InitInput.isValueType(returnType), let body = tree.child(member, .codeBlock) {
                            info.reads = InitInput.reads(ofBody: body, in: tree)
                        }
                        if let body = tree.child(member, .codeBlock) { Self.recordResultTransform(of: body, in: &info, tree, path: path) }
                        // A factory of views (`-> some View`, `-> DetailView`): what it builds with an object it makes.
                        if let returnType, returnType.contains("View"), let body = tree.child(member, .codeBlock) {
                            if ownMethods == nil { ownMethods = InitializerWork.methods(of: id, in: tree) }
                            info.viewWithNewObject = ViewWithNewObject.of(body: body, methods: ownMethods ?? [:], path: path, tree: tree)
                            if info.viewWithNewObject == nil { info.forwardsTo = ViewWithNewObject.forwardedCall(ofBody: body, tree) }
                        }
                        info.location = SourceRange(path: path, source: tree.source, range: info.nameRange)
                        members.append(info)
                    }
                case .enumCaseDecl:
                    for element in tree.children(member, .enumCaseElement) {
                        if let n = tree.name(element) {
                            // The associated values, as one tuple type's text (`([Word],Date)`).
                            let payload = tree.child(element, .tupleType).map { tree.compactText($0) }
                            var info = MemberInfo(name: n, kind: .enumCase, isStatic: true, isLet: true, isComputed: false,
                                                  typeText: payload, integerValue: nil, defaultsToFreshID: false, wrappers: [],
                                                  nameRange: tree.mainToken(element)!.range, node: element)
                            info.location = SourceRange(path: path, source: tree.source, range: info.nameRange)
                            members.append(info)
                        }
                    }
                default:
                    break
                }
            }
        }
        // SwiftData's `#Unique<Garnish>([\.name])`: a field the store keeps unique on its own (a one-field
        // constraint; `[\.first, \.last]` makes only the pair unique).
        if let block = tree.child(id, .memberBlock) {
            for member in tree.children(block) where tree.kind(member) == .macroExpansionDecl && tree.compactText(member).hasPrefix("#Unique") {
                for field in Self.singleFieldConstraints(tree.compactText(member)) {
                    for i in members.indices where members[i].name == field && members[i].kind == .property { members[i].documentedAsUnique = true }
                }
            }
        }
        // `let id: UUID` that every initializer sets to `UUID()`: as fresh as a default value.
        if let index = members.firstIndex(where: { $0.name == "id" && $0.kind == .property && !$0.isStatic && !$0.isComputed && !$0.defaultsToFreshID }),
           FreshValue.everyInitializerAssignsFreshID(id, tree) {
            members[index].defaultsToFreshID = true
        }
        // Static members that build values of the type itself (`static var all: [Row] { … Row(…) … }`).
        for i in members.indices where members[i].isStatic && (members[i].isComputed || members[i].kind == .function) {
            members[i].constructsOwnType = constructs(name, in: members[i].node, tree: tree)
        }
        // Instance members that build the elements of the collection they return (`var points: [Point] {
        // raw.map { Point(value: $0) } }`): read from another type's view (`ForEach(model.points)`).
        for i in members.indices where !members[i].isStatic && (members[i].isComputed || members[i].kind == .function) {
            if let element = members[i].typeText.flatMap(ElementType.elementType(ofCollection:)), element.startsWithUppercase {
                members[i].constructsResultElements = constructs(element, in: members[i].node, tree: tree)
            }
        }
        // An extension's qualified name is the extended type as written (`Module.StateModel`).
        var qualified = prefix + name
        if kind == .extensionDecl, let extended = tree.children(id).first(where: { tree.kind($0).isType }) {
            qualified = tree.kind(extended) == .memberType ? tree.compactText(extended).split(separator: "<").first.map(String.init) ?? name : name
        }
        var info = TypeInfo(name: name, qualifiedName: qualified, kind: kind, conformances: conformances, members: members,
                            nameRange: nameRange, node: id)
        info.attributes = tree.children(id, .attribute).compactMap { tree.name($0) }
        if info.attributes.contains("propertyWrapper") { info.keyPathRoot = keyPathRoot(tree, id, members: members) }
        if conformances.contains("View"), let body = members.first(where: { $0.name == "body" && $0.kind == .property && $0.isComputed }),
           let binding = tree.children(body.node, .patternBinding).first(where: { tree.children($0).first.flatMap { tree.name($0) } == "body" }),
           let accessors = tree.child(binding, .accessorBlock) {
            let getter = tree[accessors].flags.contains(.implicitGetter)
                ? accessors : tree.children(accessors, .accessorDecl).first { tree.nameIs($0, "get") }.flatMap { tree.child($0, .codeBlock) }
            if let getter { info.bodyVaries = VariableViewsPerRowRule.variablePart(Array(tree.children(getter)), tree)?.1 }
        }
        info.inputs = InitInput.inputs(of: id, in: tree)
        info.initializers = InitializerWork.of(typeDecl: id, in: tree)
        // A class's stored `var`s, and a view's `@State` (`@State private var rows = […]` that nothing
        // writes, binds or mutates after it is made holds its first value for good).
        let changeable: Set<String>
        if kind == .classDecl || kind == .actorDecl {
            changeable = Set(members.filter { $0.kind == .property && !$0.isLet && !$0.isComputed && !$0.isStatic }.map(\.name))
        } else {
            changeable = Set(members.filter { $0.kind == .property && !$0.isComputed && !$0.isStatic && $0.wrappers == ["State"] }.map(\.name))
        }
        if !changeable.isEmpty {
            let stored = changeable
            let mutated = StateWrites.mutatedAfterInit(in: id, candidates: stored, tree: tree)
            let reshaped = mutated.isEmpty ? [] : StateWrites.mutatedAfterInit(in: id, candidates: mutated, elementWrites: false, tree: tree)
            // A class's collections its code replaces whole after `init` (`items = loaded`).
            let replaced = reshaped.isEmpty || !(kind == .classDecl || kind == .actorDecl) ? [:]
                : StateWrites.mutationsAfterInit(in: id, candidates: Set(info.members.filter { reshaped.contains($0.name) && ($0.typeText ?? $0.initializerType)?.hasPrefix("[") == true }.map(\.name)),
                                               elementWrites: false, replacementsOnly: true, tree: tree)
            // Set only by methods that only `init` calls here but that other code could call (`func
            // loadData()`, not private): the project index tells, from how often their names are spelled.
            var setUpOnly = Set<String>()
            // Replaced whole only there (`init() { loadCart() }` with `func loadCart() { items = decoded }`),
            // though changed in place elsewhere: the values are made once, when the object is.
            var replacedInSetUpOnly = Set<String>()
            var setUpSpellings: [SpelledName] = []
            if !mutated.isEmpty, kind == .classDecl, let block = tree.child(id, .memberBlock) {
                setUpOnly = mutated.subtracting(StateWrites.mutatedAfterInit(in: id, candidates: mutated, visibleSetUp: true, tree: tree))
                if !replaced.isEmpty {
                    let candidates = Set(replaced.keys).subtracting(setUpOnly)
                    replacedInSetUpOnly = candidates.subtracting(StateWrites.mutationsAfterInit(in: id, candidates: candidates, elementWrites: false, replacementsOnly: true,
                                                                                               visibleSetUp: true, tree: tree).keys)
                }
                if !setUpOnly.isEmpty || !replacedInSetUpOnly.isEmpty {
                    let names = Set(StateWrites.initializerOnlyMethods(in: block, tree, includingVisible: true).subtracting(StateWrites.initializerOnlyMethods(in: block, tree))
                        .compactMap { tree.name($0) })
                    var counts: [String: Int] = [:]
                    for index in tree.tokenIndices(in: tree.range(id)) where tree.tokens[index].kind == .identifier {
                        let text = tree.identifierText(tree.tokens[index])
                        if names.contains(text) { counts[text, default: 0] += 1 }
                    }
                    setUpSpellings = counts.sorted { $0.key < $1.key }.map { SpelledName(name: $0.key, count: $0.value) }
                }
            }
            for i in info.members.indices where stored.contains(info.members[i].name) {
                if setUpOnly.contains(info.members[i].name) { info.members[i].setUpBy = setUpSpellings }
                if replacedInSetUpOnly.contains(info.members[i].name) { info.members[i].replacedBySetUp = setUpSpellings }
                info.members[i].isMutatedAfterInit = mutated.contains(info.members[i].name)
                info.members[i].isReshapedAfterInit = reshaped.contains(info.members[i].name)
                if let write = replaced[info.members[i].name] {
                    info.members[i].replacedAt = SourceRange(path: path, source: tree.source, range: tree.range(write))
                }
            }
        }
        func place(_ node: NodeID) -> SourceRange { SourceRange(path: path, source: tree.source, range: tree.range(node)) }
        let modelHolders = Set(members.filter { !$0.wrappers.isEmpty && !ValueWrappers.model.union(["State", "Environment"]).isDisjoint(with: $0.wrappers) }.map(\.name))
        if !modelHolders.isEmpty {
            let fields = StateWrites.fieldsSetByUser(in: id, models: modelHolders, tree: tree)
            for i in info.members.indices where modelHolders.contains(info.members[i].name) {
                info.members[i].fieldsSetByUser = (fields[info.members[i].name] ?? [:]).sorted { $0.key < $1.key }
                    .map { FieldWrite(field: $0.key, range: place($0.value)) }
            }
        }
        if kind != .enumDecl, kind != .protocolDecl {
            let shifts = StateWrites.positionShifts(in: id, tree: tree)
            info.shiftedMembers = shifts.flatMap { name, paths in paths.map { ShiftSite(member: "\(name).\($0.key)", range: place($0.value)) } }
                .sorted { $0.member < $1.member }
        }
        let traced = Set(members.filter { !$0.wrappers.isEmpty && !StateWrites.traced.isDisjoint(with: $0.wrappers) }.map(\.name))
        if !traced.isEmpty {
            let setByUser = StateWrites.setByUser(in: id, candidates: traced, tree: tree)
            for i in info.members.indices where traced.contains(info.members[i].name) {
                info.members[i].tracesWrites = true
                info.members[i].userWrite = setByUser[info.members[i].name].map(place)
            }
        }
        if kind == .structDecl || kind == .classDecl || kind == .extensionDecl {
            let holders = info.members.filter { member in
                member.kind == .property && !member.isStatic && !member.isComputed
                    // `@Environment(\.dismiss)`: an action of the system, not a model the view changes.
                    && !(member.wrappers.first == "Environment" && member.environmentType == nil)
            }
            let (actedOn, ticks) = StateWrites.actionsWhileShown(in: id, holders: Set(holders.map(\.name)), tree: tree)
            info.ticks = ticks
            // The models the user changes through this type: by a call on an action, or a field bound or set.
            info.changedModels = Array(Set(holders.filter { actedOn.contains($0.name) || $0.fieldsSetByUser?.isEmpty == false }
                .compactMap { $0.effectiveType.flatMap(ElementType.simpleName) })).sorted()
            info.updatesWhileShown = ticks || !actedOn.isEmpty || info.members.contains { member in
                guard member.kind == .property, !member.isStatic else { return false }
                if member.userWrite != nil || member.fieldsSetByUser?.isEmpty == false { return true }
                if !Self.liveWrappers.isDisjoint(with: member.wrappers) { return true }
                return member.wrappers.isEmpty && !member.isComputed && member.typeText?.hasPrefix("Binding<") == true
            }
            // An extension's code (`var emailField: some View { Field(text: $model.email) }`) binds wrapped
            // properties declared elsewhere: a `$name` there is one of the type's wrappers, which the user
            // changes through the control it is handed to.
            if kind == .extensionDecl, !info.updatesWhileShown {
                let projected = Self.projectedNames(in: id, tree)
                info.updatesWhileShown = !StateWrites.setByUser(in: id, candidates: projected, tree: tree).isEmpty
                    || !StateWrites.fieldsSetByUser(in: id, models: projected, tree: tree).isEmpty
            }
        }
        return info
    }

    /// Wrappers whose value changes while the view is shown, by the user or by the store: a binding the
    /// parent's state drives, focus and gestures, a store query.
    static let liveWrappers: Set<String> = [
        "Binding", "Bindable", "Query", "FetchRequest", "SectionedFetchRequest", "FocusState", "GestureState",
        "AccessibilityFocusState", "ObservedResults",
    ]

    /// A property wrapper's key path root: its `wrappedValue` is declared with one of its generic
    /// parameters, and an initializer takes `KeyPath<Root, That>` (or a writable one) with a named root.
    static func keyPathRoot(_ tree: SyntaxTree, _ id: NodeID, members: [MemberInfo]) -> String? {
        guard let value = members.first(where: { $0.name == "wrappedValue" && $0.kind == .property })?.typeText,
              let generics = tree.child(id, .genericParameterClause),
              tree.children(generics, .genericParameter).contains(where: { tree.name($0) == value }),
              let block = tree.child(id, .memberBlock) else { return nil }
        for initializer in tree.children(block, .initializerDecl) {
            guard let clause = tree.child(initializer, .parameterClause) else { continue }
            for parameter in tree.children(clause, .parameter) {
                guard let type = tree.children(parameter).first(where: { tree.kind($0) == .identifierType }),
                      ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(tree.name(type) ?? ""),
                      let arguments = tree.child(type, .genericArgumentClause) else { continue }
                let parts = tree.children(arguments).map { tree.compactText($0) }
                if parts.count == 2, parts[1] == value, parts[0].first?.isUppercase == true { return parts[0] }
            }
        }
        return nil
    }

    /// Each name a `var`/`let` declaration binds, with what the rules need to know about it.
    /// The comment lines right above a declaration (its documentation), lowercased; nil without one.
    static func commentAbove(_ decl: NodeID, in tree: SyntaxTree) -> String? {
        let source = tree.source
        var line = source.location(of: Int(tree.range(decl).start)).line - 1
        var lines: [String] = []
        while line >= 1, lines.count < 12 {
            // The line's first byte after its indentation, before any string is made: most lines above a
            // declaration are code, asked of every property of every file.
            let range = source.lineRange(line)
            var first = Int(range.start)
            while first < Int(range.end), source.bytes[first] == 0x20 || source.bytes[first] == 0x09 { first += 1 }
            guard first < Int(range.end), source.bytes[first] == 0x2F || source.bytes[first] == 0x2A else { break }
            let text = source.text(ByteRange(start: Int32(first), end: range.end)).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { break }
            lines.append(text)
            line -= 1
        }
        return lines.isEmpty ? nil : lines.reversed().joined(separator: " ").lowercased()
    }

    /// "unique", "an id", "identifier", "works like an id": a comment that says the value identifies.
    static func saysUnique(_ comment: String) -> Bool {
        ["unique", "identifier", "works like an id", "is the id", "acts as an id", "used as an id"].contains { comment.contains($0) }
    }

    public static func properties(_ tree: SyntaxTree, _ decl: NodeID, path: String? = nil) -> [MemberInfo] {
        let isLet = tree[decl].flags.contains(.isLet)
        let isStatic = isStatic(tree, decl)
        let wrappers = tree.children(decl, .attribute).compactMap { tree.name($0) }
        let wrapperArgument = tree.children(decl, .attribute).lazy.compactMap { tree.children($0).first }.first.map { tree.compactText($0) }
        let setterIsPrivate = tree.children(decl, .modifier).contains { ["private", "private(set)"].contains(tree.compactText($0)) }
        var out: [MemberInfo] = []
        for binding in tree.children(decl, .patternBinding) {
            let parts = tree.children(binding)
            guard let pattern = parts.first, tree.kind(pattern) == .identifierPattern, let name = tree.name(pattern) else { continue }
            let typeText = tree.child(binding, .typeAnnotation).flatMap { tree.children($0).first }.map { tree.compactText($0) }
            let initializer = tree.child(binding, .initializerClause).flatMap { tree.children($0).first }
            let integerValue = initializer.flatMap { integerLiteralValue($0, in: tree) }
            let accessor = tree.child(binding, .accessorBlock)
            let isComputed = accessor.map { isGetter($0, tree) } ?? false
            var info = MemberInfo(name: name, kind: .property, isStatic: isStatic, isLet: isLet, isComputed: isComputed,
                                  typeText: typeText, integerValue: integerValue,
                                  defaultsToFreshID: initializer.map { FreshValue.isFreshIdentifier($0, in: tree)
                                      || (typeText == "UUID" && isImplicitInit($0, tree)) } ?? false,
                                  wrappers: wrappers, nameRange: tree.mainToken(pattern)!.range, node: decl,
                                  initializerType: initializer.flatMap { emptyCollectionType($0, in: tree) ?? constructedType($0, in: tree) ?? literalArrayType($0, in: tree) })
            info.wrapperArgument = wrapperArgument
            info.setterIsPrivate = setterIsPrivate
            info.sharedInstanceType = initializer.flatMap { sharedInstanceType($0, in: tree) }
            info.location = SourceRange(path: path ?? tree.source.path, source: tree.source, range: info.nameRange)
            if !isComputed, let initializer { info.initialReads = ValueReads.of(initializer, in: tree) }
            // A comment that says so, or SwiftData's `@Attribute(.unique)`: the store rejects a second value.
            info.documentedAsUnique = (commentAbove(decl, in: tree).map(saysUnique) ?? false)
                || tree.children(decl, .attribute).contains { tree.nameIs($0, "Attribute") && tree.compactText($0).contains(".unique") }
            if isComputed, !isStatic, let accessor, InitInput.isValueType(typeText ?? "") {
                info.reads = InitInput.reads(ofBody: accessor, in: tree)
            }
            if isComputed, let accessor {
                let getter = tree[accessor].flags.contains(.implicitGetter)
                    ? accessor : tree.children(accessor, .accessorDecl).first { tree.nameIs($0, "get") }.flatMap { tree.child($0, .codeBlock) }
                if let getter { recordResultTransform(of: getter, in: &info, tree, path: path ?? tree.source.path) }
            }
            out.append(info)
        }
        return out
    }

    /// `.init()` with no arguments: a value of the declared type (`let id: UUID = .init()`).
    static func isImplicitInit(_ id: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let call = CallExpr.at(tree.unwrapped(id), in: tree), call.name(in: tree) == "init", call.arguments.isEmpty else { return false }
        return tree[call.callee].flags.contains(.implicitMember)
    }

    /// `Settings` for `Settings.shared`, `.default`, `.current`, `.standard`, `.main`, `.instance`.
    static func sharedInstanceType(_ id: NodeID, in tree: SyntaxTree) -> String? {
        guard let path = tree.dottedPath(tree.unwrapped(id)), path.count >= 2, let last = path.last,
              ["shared", "default", "current", "standard", "main", "instance", "sharedInstance"].contains(last) else { return nil }
        let type = path[path.count - 2]
        return type.startsWithUppercase ? type : nil
    }

    /// `Model` for `Model()`, `Model(x: 1)`, `Model.init()`, `Outer.Model()`; nil for anything else.
    public static func constructedType(_ id: NodeID, in tree: SyntaxTree) -> String? {
        guard let call = CallExpr.at(tree.unwrapped(id), in: tree), let name = call.name(in: tree) else { return nil }
        if name == "init", let receiver = call.receiver(in: tree) { return tree.dottedPath(receiver)?.last }
        if let receiver = call.receiver(in: tree) {
            // `Outer.Model()`: a type path, every part capitalised.
            guard tree.isTypePath(receiver) else { return nil }
        }
        return name.startsWithUppercase ? name : nil
    }

    /// `[Row]` for an array literal whose elements are all built by one type (`[Row(…), Row(…)]`): the
    /// type of a stored property written without an annotation.
    static func literalArrayType(_ id: NodeID, in tree: SyntaxTree) -> String? {
        let id = tree.unwrapped(id)
        guard tree.kind(id) == .arrayExpr, tree.children(id).count > 0 else { return nil }
        var element: String?
        for item in tree.children(id) {
            guard let name = constructedType(item, in: tree), element == nil || element == name else { return nil }
            element = name
        }
        return element.map { "[\($0)]" }
    }

    /// `[Row]` for `[Row]()`, `[String: Row]` for `[String: Row]()`: an empty collection made by its type's
    /// initializer, the type of a stored property written without an annotation.
    static func emptyCollectionType(_ id: NodeID, in tree: SyntaxTree) -> String? {
        let id = tree.unwrapped(id)
        guard tree.kind(id) == .functionCallExpr, tree.children(id).count == 1, let callee = tree.children(id).first else { return nil }
        let parts = tree.children(callee)
        switch tree.kind(callee) {
        case .arrayExpr where parts.count == 1:
            return parts.first.flatMap { tree.dottedPath($0)?.joined(separator: ".") }.map { "[\($0)]" }
        case .dictionaryExpr where parts.count == 1:
            guard let pair = parts.first, tree.children(pair).count == 2,
                  let key = tree.children(pair).first.flatMap({ tree.dottedPath($0)?.joined(separator: ".") }),
                  let value = tree.children(pair).dropFirst().first.flatMap({ tree.dottedPath($0)?.joined(separator: ".") }) else { return nil }
            return "[\(key): \(value)]"
        case .genericSpecializationExpr:
            // `Set<AnyCancellable>()`, `Array<Item>()`: the type as written.
            guard let base = parts.first, tree.kind(base) == .identifierExpr,
                  let name = tree.name(base), ["Set", "Array", "Dictionary"].contains(name) else { return nil }
            return tree.compactText(callee)
        default:
            return nil
        }
    }

    /// The value of integer-literal arithmetic (`5`, `2 * 3`, `-(1 + 2)`), nil for anything else.
    static func integerLiteralValue(_ id: NodeID, in tree: SyntaxTree, depth: Int = 0) -> Int? {
        guard depth < 32 else { return nil }
        let id = tree.unwrapped(id)
        switch tree.kind(id) {
        case .integerLiteralExpr:
            // `1_000`: without the separators (Foundation's `replacingOccurrences` cost thousands of instructions).
            let text = tree.text(id)
            return Int(text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text)
        case .prefixOperatorExpr where tree.tokenIs(Int(tree[id].mainToken), "-"):
            return tree.children(id).first.flatMap { integerLiteralValue($0, in: tree, depth: depth + 1) }.map { -$0 }
        case .infixOperatorExpr:
            let sides = tree.children(id)
            guard sides.count == 2, let a = integerLiteralValue(sides[sides.startIndex], in: tree, depth: depth + 1),
                  let b = integerLiteralValue(sides[sides.startIndex + 1], in: tree, depth: depth + 1) else { return nil }
            switch tree.tokenText(Int(tree[id].mainToken)) {
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "-": return a.subtractingReportingOverflow(b).overflow ? nil : a - b
            case "*": return a.multipliedReportingOverflow(by: b).overflow ? nil : a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `static` or `class` (a type member, not an instance member).
    static func isStatic(_ tree: SyntaxTree, _ decl: NodeID) -> Bool {
        for child in tree.children(decl) where tree.kind(child) == .modifier {
            if tree.nameIs(child, "static") || tree.nameIs(child, "class") { return true }
        }
        return false
    }

    /// A type's name without generic arguments or module: `Identifiable` for `Swift.Identifiable`,
    /// `Array` for `Array<Int>`, the full text for anything else.
    public static func typeName(_ tree: SyntaxTree, _ type: NodeID) -> String {
        switch tree.kind(type) {
        case .identifierType, .memberType: return tree.name(type) ?? tree.compactText(type)
        default: return tree.compactText(type)
        }
    }
}

extension FileSummary {
    /// `items`, `self.store.items`: the member path a transform starts from, without `self`; nil for
    /// anything else, and for a name that is a parameter or a local there (it is not the member).
    static func memberPath(_ base: NodeID, in tree: SyntaxTree) -> [String]? {
        guard var path = tree.dottedPath(tree.unwrapped(base)), !path.isEmpty else { return nil }
        if path.first == "self" {
            path.removeFirst()
        } else if ValueReads.isLocal(path[0], at: base, in: tree) {
            return nil
        }
        return path.isEmpty ? nil : path
    }
}

extension FileSummary {
    /// The names a declaration's code spells with `$` (`$isOn`, `$model.email`): projected values of
    /// property wrappers.
    static func projectedNames(in declaration: NodeID, _ tree: SyntaxTree) -> Set<String> {
        guard let block = tree.child(declaration, .memberBlock) else { return [] }
        var names = Set<String>()
        tree.walk(from: block) { n in
            if tree.kind(n) == .identifierExpr, let text = tree.name(n), text.count > 1, text.hasPrefix("$"),
               !text.dropFirst().allSatisfy(\.isNumber) {
                names.insert(String(text.dropFirst()))
            }
            return true
        }
        return names
    }
}
