import TheseusSyntax

/// Types across all files of a lint run, merged from the per-file summaries.
public struct ProjectIndex: Sendable {
    public private(set) var typesByName: [String: [TypeInfo]] = [:]
    /// The file of each of `typesByName`'s entries, in the same order.
    public private(set) var typePaths: [String: [String]] = [:]
    /// How many of each name's types are declarations rather than extensions (asked for every lookup).
    public private(set) var declarationCounts: [String: Int] = [:]
    public private(set) var summaries: [FileSummary] = []
    /// Conditional-modifier helpers defined anywhere in the project.
    public private(set) var conditionalModifiers: [String: [HelperSignature]] = [:]
    /// `AnyView`-returning View helpers defined anywhere in the project.
    public private(set) var erasingHelpers: Set<String> = []
    /// The property-form erasing helpers of `View` extensions (`var asAnyView: AnyView`).
    public private(set) var erasingProperties: Set<String> = []
    /// Every method of an extension of `View` in the project.
    public private(set) var viewHelpers: Set<String> = []
    /// Methods of other types that return `AnyView`, by name.
    public private(set) var anyViewMethods: Set<String> = []
    /// File-scope declarations by name.
    public private(set) var globals: [String: [MemberInfo]] = [:]
    /// Rebuilt `ForEach` data by element type.
    public private(set) var rebuiltCollections: [String: [RebuiltCollection]] = [:]
    /// Where each type is built, by type name.
    public private(set) var constructions: [String: [ViewConstruction]] = [:]
    /// Calls of helper modifiers, by name.
    public private(set) var helperCalls: [String: [HelperCall]] = [:]
    /// `ForEach`s that identify their elements by `Identifiable.id`, by element type (resolved here).
    public private(set) var identityUses: [String: [IdentityUse]] = [:]
    /// Names that view code calls or reads as members somewhere in the project, with one place each.
    public private(set) var viewCodeReads: [String: [NameSite]] = [:]
    /// How many declarations (members of any type, globals) the project has of each name.
    public private(set) var memberNameCounts: [String: Int] = [:]
    /// Of `memberNameCounts`, the methods and functions: a name several types declare, once as a method
    /// (`Date.timestampString()`) and elsewhere as properties (`Post.timestampString`), is one method.
    public private(set) var functionNameCounts: [String: Int] = [:]
    /// The types declaring members of each name that is declared more than once (`""` for a global):
    /// one owner means copies of one helper (each target's) or overloads of one type's.
    public private(set) var repeatedMemberOwners: [String: Set<String>] = [:]
    /// The files declaring each of those names, one entry per declaration.
    public private(set) var repeatedMemberPaths: [String: [String]] = [:]
    /// Types the running app can reach: mentioned by code outside views (an app, a controller, a model,
    /// a free function), or by a view that is itself reachable (outside previews and debug code).
    public private(set) var reachableTypes: Set<String> = []
    /// Whether the project holds an app (a type conforming to `App`): then it is the whole program, and a
    /// view no file mentions is dead code.
    public private(set) var hasApp = false
    /// The lint sees a Swift package manifest (`Package.swift`): its products' public types are for other
    /// modules, which may build them out of this lint's sight.
    public private(set) var declaresPackage = false
    /// Every type name some code mentions (see `TypeReference`).
    public private(set) var mentionedTypes: Set<String> = []
    /// The model types that change while a view observing them is shown: the user changes them through
    /// some view (`TypeInfo.changedModels`), or their own code ticks (`TypeInfo.ticks`).
    /// How many places of each name `viewCodeReads` keeps: a list this long may be cut short.
    public static let viewCodeReadLimit = 16
    public private(set) var changingModels: Set<String> = []
    /// Member names that every declaration in the project types as an existential view (`any View`, a
    /// closure returning one): a value read through such a name can only be shown wrapped in `AnyView`.
    public private(set) var existentialViewMembers: Set<String> = []
    /// By a name, the helpers (methods and computed properties that build no views) that call or read
    /// it (see `HelperCallees`); at most 8 per name.
    /// Per name a helper calls or reads: the helpers that do, each with the labels of its call (nil for a read).
    public private(set) var helperCallers: [String: [(caller: NameSite, labels: [String]?)]] = [:]
    /// By name, the instance members whose result a collection transform builds (see `MemberInfo.resultTransform`).
    public private(set) var transformingMembers: [String: [MemberInfo]] = [:]
    /// How many times the project spells each lower-case name (declarations included).
    public private(set) var nameCounts: [String: Int] = [:]

    public init(_ summaries: [FileSummary]) {
        self.summaries = summaries
        var existential = Set<String>(), notExistential = Set<String>()
        defer { existentialViewMembers = existential.subtracting(notExistential) }
        for summary in summaries {
            for type in summary.types {
                changingModels.formUnion(type.changedModels)
                if type.ticks, type.kind == .classDecl || type.kind == .extensionDecl || type.kind == .actorDecl { changingModels.insert(type.name) }
                typesByName[type.name, default: []].append(type)
                typePaths[type.name, default: []].append(summary.path)
                if !type.isExtension { declarationCounts[type.name, default: 0] += 1 }
            }
            for helper in summary.conditionalModifiers { conditionalModifiers[helper.name, default: []].append(helper) }
            erasingHelpers.formUnion(summary.erasingHelpers)
            erasingProperties.formUnion(summary.erasingProperties)
            viewHelpers.formUnion(summary.viewHelpers)
            anyViewMethods.formUnion(summary.anyViewMethods)
            for global in summary.globals { globals[global.name, default: []].append(global) }
            for rebuilt in summary.rebuiltCollections { rebuiltCollections[rebuilt.elementType, default: []].append(rebuilt) }
            for construction in summary.constructions { constructions[construction.typeName, default: []].append(construction) }
            for call in summary.helperCalls { helperCalls[call.name, default: []].append(call) }
            for site in summary.viewCodeReads where viewCodeReads[site.name, default: []].count < Self.viewCodeReadLimit { viewCodeReads[site.name, default: []].append(site) }
            for helper in summary.helperCallees {
                for callee in helper.callees {
                    // At most eight callers per name and labels: the formatter's `string(from:)`, called
                    // everywhere, must not crowd out the calls of the project's `string(_:)`.
                    let (name, labels) = HelperCallees.split(callee)
                    if helperCallers[name, default: []].lazy.filter({ $0.labels == labels }).count < 8 {
                        helperCallers[name, default: []].append((helper.caller, labels))
                    }
                }
            }
            for type in summary.types {
                for member in type.members {
                    memberNameCounts[member.name, default: 0] += 1
                    if member.kind == .function { functionNameCounts[member.name, default: 0] += 1 }
                    if member.resultTransform != nil, !member.isStatic { transformingMembers[member.name, default: []].append(member) }
                }
            }
            for global in summary.globals {
                memberNameCounts[global.name, default: 0] += 1
                if global.kind == .function { functionNameCounts[global.name, default: 0] += 1 }
            }
            if summary.declaresApp { hasApp = true }
            if summary.isPackageManifest { declaresPackage = true }
            for reference in summary.typeReferences { mentionedTypes.insert(reference.to) }
            nameCounts.merge(summary.nameCounts, uniquingKeysWith: +)
            for type in summary.types {
                for member in type.members {
                    if member.typesExistentialView { existential.insert(member.name) } else { notExistential.insert(member.name) }
                }
            }
        }
        for summary in summaries {
            for type in summary.types {
                for member in type.members where memberNameCounts[member.name, default: 0] > 1 {
                    repeatedMemberOwners[member.name, default: []].insert(type.name)
                    repeatedMemberPaths[member.name, default: []].append(summary.path)
                }
            }
            for global in summary.globals where memberNameCounts[global.name, default: 0] > 1 {
                repeatedMemberOwners[global.name, default: []].insert("")
                repeatedMemberPaths[global.name, default: []].append(summary.path)
            }
        }
        Self.resolveResultCalls(&typesByName, &transformingMembers)
        // A class's property set only by methods that only its `init` calls, when no other code spells
        // those methods' names: set once, in `init` (`init() { loadData() }`). A collection replaced whole
        // only by such methods: its values are made once, with the object.
        func spelledOnlyThere(_ setUp: [SpelledName]?) -> Bool {
            guard let setUp, !setUp.isEmpty else { return false }
            return setUp.allSatisfy { nameCounts[$0.name] == $0.count }
        }
        for (name, types) in typesByName {
            for t in types.indices {
                for m in types[t].members.indices {
                    let member = types[t].members[m]
                    if spelledOnlyThere(member.setUpBy) {
                        typesByName[name]![t].members[m].isMutatedAfterInit = false
                        typesByName[name]![t].members[m].isReshapedAfterInit = false
                        typesByName[name]![t].members[m].replacedAt = nil
                    } else if spelledOnlyThere(member.replacedBySetUp) {
                        typesByName[name]![t].members[m].replacedAt = nil
                    }
                }
            }
        }
        for summary in summaries where !summary.instanceWrites.isEmpty {
            for write in summary.instanceWrites where typesByName[write.type] != nil {
                Self.applyInstanceWrites([write], to: &typesByName[write.type]!)
            }
        }
        // A type declared with a lower-case name (`struct playMenu: View`) is one whose mentions the index
        // does not note (it notes upper-case names only): taken as reachable, with what it mentions.
        let unseen = typesByName.keys.filter { $0.first?.isLowercase == true }.sorted()
        reachableTypes = Self.reachable(summaries.flatMap(\.typeReferences), roots: unseen) { self.isDeclaredView($0) }
        for summary in summaries where !summary.identityUses.isEmpty {
            for use in summary.identityUses {
                let element = use.elementType { member, owner in
                    Self.memberType(member, of: owner, declaredIn: summary) ?? self.memberType(member, of: owner)
                }
                if let element { identityUses[element, default: []].append(use) }
            }
        }
    }

    /// Marks the properties other code writes through an object (`model.title = …`, `$model.title`) as
    /// changing after the object is made.
    static func applyInstanceWrites(_ writes: [InstanceWrite], to types: inout [TypeInfo]) {
        for write in writes {
            for t in types.indices where types[t].name == write.type {
                for m in types[t].members.indices where types[t].members[m].name == write.member
                    && types[t].members[m].kind == .property && !types[t].members[m].isStatic && !types[t].members[m].isComputed {
                    types[t].members[m].isMutatedAfterInit = true
                }
            }
        }
    }

    /// A member that returns what a call of another member returns (`visible()` returning
    /// `Filterer.visible(in: habits)`, a static method that filters) returns that member's transformed
    /// collection: it gets that member's transform and its place, two calls deep at most.
    static func resolveResultCalls(_ types: inout [String: [TypeInfo]], _ transforming: inout [String: [MemberInfo]]) {
        for _ in 0 ..< 2 {
            var changed = false
            for name in types.keys.sorted() {
                for t in types[name]!.indices {
                    for m in types[name]![t].members.indices {
                        let member = types[name]![t].members[m]
                        guard member.resultTransform == nil, let call = member.resultCall else { continue }
                        let parts = call.split(separator: ".").map(String.init)
                        let owner = parts.count == 2 ? parts[0] : name
                        let callees = (types[owner] ?? []).compactMap { $0.member(parts[parts.count - 1]) }
                            .filter { $0.resultTransform != nil && $0.isStatic == (parts.count == 2) }
                        // A static helper that maps what it is given one to one is as small as its argument.
                        guard callees.count == 1, let transform = callees[0].resultTransform,
                              !(parts.count == 2 && ["map", "compactMap"].contains(transform)) else { continue }
                        types[name]![t].members[m].resultTransform = transform
                        // Where the callee's transform is (the member's own `location` shows the call).
                        types[name]![t].members[m].resultTransformRange = callees[0].resultTransformRange
                        if !member.isStatic { transforming[member.name, default: []].append(types[name]![t].members[m]) }
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
    }

    /// The types reachable from code outside the project's views through the views that mention them.
    static func reachable(_ references: [TypeReference], roots: [String] = [], isView: (String) -> Bool) -> Set<String> {
        var mentionedBy: [String: [String]] = [:]
        var reached = Set(roots)
        var queue = roots
        var viewCache: [String: Bool] = [:]
        for reference in references {
            let fromView = reference.from.isEmpty ? false : (viewCache[reference.from] ?? {
                let answer = isView(reference.from)
                viewCache[reference.from] = answer
                return answer
            }())
            if fromView {
                mentionedBy[reference.from, default: []].append(reference.to)
            } else if reached.insert(reference.to).inserted {
                queue.append(reference.to)
            }
        }
        while let next = queue.popLast() {
            for name in mentionedBy[next, default: []] where reached.insert(name).inserted { queue.append(name) }
        }
        return reached
    }

    /// Whether the project declares a type of this name that is a view (directly or through its own
    /// protocols); an extension of SwiftUI's `View` is not one.
    func isDeclaredView(_ name: String) -> Bool {
        guard declarationCounts[name, default: 0] > 0 else { return false }
        return Self.conformsToView(name, conformances: conformances(of:)) { self.declarationCounts[$0, default: 0] > 0 }
    }

    /// Whether a type conforms to a view protocol (`View`, `ViewModifier`…), directly or through protocols
    /// the project declares (`protocol Screen: View`).
    static func conformsToView(_ name: String, conformances: (String) -> Set<String>, isDeclared: (String) -> Bool) -> Bool {
        if ViewBuilderContext.viewProtocols.contains(name) || name == "ViewModifier" { return true }
        var seen = Set<String>()
        var queue = [name]
        while let next = queue.popLast(), seen.count < 16 {
            guard seen.insert(next).inserted else { continue }
            for conformance in conformances(next) {
                if ViewBuilderContext.viewProtocols.contains(conformance) || conformance == "ViewModifier" { return true }
                if isDeclared(conformance) { queue.append(conformance) }
            }
        }
        return false
    }

    /// A member's type from the declarations of one file, when the type is declared there: a name declared
    /// in several files (an app's and a widget's `Item`) means, in each file, the one declared beside it.
    static func memberType(_ member: String, of owner: String, declaredIn summary: FileSummary) -> String? {
        guard summary.types.contains(where: { $0.name == owner && !$0.isExtension }) else { return nil }
        return ElementType.memberType(member, of: owner) { name in summary.types.filter { $0.name == name } }
    }

    /// The declared (or constructed) type of a member, from the type's declaration and extensions;
    /// nil when absent, ambiguous, or the type is declared more than once.
    public func memberType(_ member: String, of owner: String) -> String? {
        ElementType.memberType(member, of: owner) { name in
            self.declarationCounts[name, default: 0] <= 1 ? self.declarations(of: name) : []
        }
    }

    /// The one declaration (not extension) of a type; nil when absent or declared more than once.
    public func uniqueType(named name: String) -> TypeInfo? {
        guard let all = typesByName[name] else { return nil }
        return TypeInfo.uniqueDeclaration(in: all)
    }

    /// For a name several targets declare (an app's `iOS/` and `watchOS/` folders each with a
    /// `BackupModel`), the declaration nearest to `path` in the folder tree, with the extensions nearest
    /// to it; empty when two declarations are equally near.
    public func declarations(of name: String, nearestTo path: String) -> [TypeInfo] {
        guard let all = typesByName[name], let paths = typePaths[name], paths.count == all.count else { return [] }
        func nearest(to file: String) -> Int? {
            var best: Int?, bestDepth = -1, tie = false
            // Top-level declarations only: unqualified, a nested type is not in reach from another namespace.
            for i in all.indices where !all[i].isExtension && all[i].qualifiedName == name {
                let depth = Self.commonFolderDepth(paths[i], file)
                if depth > bestDepth { best = i; bestDepth = depth; tie = false } else if depth == bestDepth { tie = true }
            }
            return tie ? nil : best
        }
        guard let chosen = nearest(to: path) else { return [] }
        return all.indices.filter { $0 == chosen || (all[$0].isExtension && nearest(to: paths[$0]) == chosen) }.map { all[$0] }
    }

    /// How many leading folders two file paths share.
    public static func commonFolderDepth(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: "/").dropLast(), y = b.split(separator: "/").dropLast()
        var depth = 0
        for (p, q) in zip(x, y) { if p == q { depth += 1 } else { break } }
        return depth
    }

    /// Every declaration and extension of a type name.
    public func declarations(of name: String) -> [TypeInfo] { typesByName[name, default: []] }

    public func conformances(of name: String) -> Set<String> {
        var result = Set<String>()
        for t in typesByName[name, default: []] { result.formUnion(t.conformances) }
        return result
    }
}
