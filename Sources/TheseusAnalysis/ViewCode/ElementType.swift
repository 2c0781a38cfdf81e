import TheseusSyntax

/// The element type of a `ForEach`/`List` data expression, when declarations say it plainly: a
/// property or parameter declared `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, `@State var xs:
/// [T]`, a literal array of `T(…)`, `model.items` through a property of a known type (in any file),
/// and `.filter`/`.sorted`/… of those. Nil when anything is unknown or ambiguous: rules stay silent
/// rather than guess.
enum ElementType {
    /// Transforms that keep the element type.
    static let elementPreserving = NameSet(["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast",
                                            "shuffled", "uniqued"])

    static func resolve(_ data: NodeID, in file: FileContext, context: NodeID) -> String? {
        resolveCollection(data, in: file, context: context).flatMap { elementType(ofCollection: $0.type) }
    }

    /// A data expression taken apart, through transforms that keep the elements (`Array(x)`,
    /// `x.filter { … }.sorted()`): an array literal of one constructed type, or a path of members
    /// (`items`, `self.model.items`, `$items`, `items()`, `Item.all`) with `self` and `$` dropped.
    enum DataPath: Equatable {
        case literal(element: String)
        case members([String])
    }

    static func dataPath(_ data: NodeID, in tree: SyntaxTree) -> (path: DataPath, node: NodeID)? {
        var id = tree.unwrapped(data)
        var steps = 0
        while steps < 32, let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) {
            steps += 1
            if name == "Array", !call.isMemberCall(in: tree), call.arguments.count == 1, let inner = call.firstUnlabeled?.value {
                id = tree.unwrapped(inner)
            } else if elementPreserving.contains(name), let receiver = call.receiver(in: tree) {
                id = tree.unwrapped(receiver)
            } else {
                break
            }
        }
        if tree.kind(id) == .arrayExpr {
            let names = Set(tree.children(id).compactMap { FileSummary.constructedType($0, in: tree) })
            guard names.count == 1, let name = names.first, tree.children(id).count > 0 else { return nil }
            return (.literal(element: name), id)
        }
        // `items()`, `self.items()`, `model.items()`: a method's declared return type.
        var path: [String]
        if let call = CallExpr.at(id, in: tree), let callee = tree.dottedPath(call.callee) {
            path = callee
        } else if let dotted = tree.dottedPath(id) {
            path = dotted
        } else {
            return nil
        }
        if path.first == "self" { path.removeFirst() }
        // `$items`, `$store.items`: a binding to the collection has the same elements.
        if let head = path.first, head.hasPrefix("$"), head.count > 1 { path[0] = String(head.dropFirst()) }
        guard let first = path.first, !first.isEmpty else { return nil }
        return (.members(path), id)
    }

    /// The collection type text of a data expression, and whether it is a `Set` (values cannot repeat).
    static func resolveCollection(_ data: NodeID, in file: FileContext, context: NodeID) -> (type: String, node: NodeID)? {
        let tree = file.tree
        guard let (dataPath, id) = dataPath(data, in: tree) else { return nil }
        let path: [String]
        switch dataPath {
        case .literal(let element): return ("[\(element)]", id)
        case .members(let members): path = members
        }
        return pathType(path, around: context, in: file).map { ($0, id) }
    }

    /// The type of `a.b.c` read in the code around `context`: `a` is a static type (`Item.all`), a member
    /// of the type around, a parameter, or a value bound by an enum case pattern (`case .loaded(let words)`).
    static func pathType(_ path: [String], around context: NodeID, in file: FileContext, depth: Int = 0) -> String? {
        guard let first = path.first, depth < 4 else { return nil }
        var currentType: String?
        if first.startsWithUppercase && path.count > 1 {
            currentType = first // `Item.all`: a static member
        } else if let type = memberType(first, ofTypeNamed: file.enclosingType(context)?.name, in: file)
                    ?? parameterType(first, around: context, in: file)
                    ?? payloadType(of: first, around: context, in: file, depth: depth) {
            if path.count == 1 { return type }
            currentType = simpleName(type)
        } else {
            return nil
        }
        for (index, name) in path.enumerated().dropFirst() {
            guard let owner = currentType, let type = memberType(name, ofTypeNamed: owner, in: file) else { return nil }
            if index == path.count - 1 { return type }
            currentType = simpleName(type)
        }
        return nil
    }

    /// The type of a name bound by an enum case pattern around `context`: `case .loaded(let words):` in a
    /// `switch state`, or `if case .loaded(let words) = state`, from the associated values the case declares.
    static func payloadType(of name: String, around context: NodeID, in file: FileContext, depth: Int) -> String? {
        let tree = file.tree
        for a in file.ancestors(context) {
            var patterns: [NodeID] = []
            var subject: NodeID?
            switch tree.kind(a) {
            case .switchCase:
                guard let switchExpr = file.parent(a) else { continue }
                subject = tree.children(switchExpr).first
                patterns = tree.children(a).filter { tree.kind($0) == .functionCallExpr || tree.kind($0) == .patternExpr }
            case .ifExpr, .guardStmt, .whileStmt:
                guard let list = tree.child(a, .conditionList) else { continue }
                for condition in tree.children(list, .matchingPatternCondition) {
                    guard let assignment = tree.children(condition).first, tree.kind(assignment) == .infixOperatorExpr else { continue }
                    let sides = tree.children(assignment)
                    guard sides.count == 2 else { continue }
                    patterns.append(sides[sides.startIndex])
                    subject = sides[sides.startIndex + 1]
                }
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return nil
            default:
                continue
            }
            for pattern in patterns {
                guard let (caseName, position) = binding(of: name, in: pattern, tree), let subject,
                      let subjectPath = tree.dottedPath(tree.unwrapped(subject)).map({ $0.first == "self" ? Array($0.dropFirst()) : $0 }),
                      let subjectType = pathType(subjectPath, around: a, in: file, depth: depth + 1).flatMap(simpleName),
                      let payload = file.declarations(of: subjectType).lazy.compactMap({ $0.member(caseName) }).first(where: { $0.kind == .enumCase })?.typeText
                else { continue }
                let types = payloadTypes(payload)
                return position < types.count ? types[position] : nil
            }
        }
        return nil
    }

    /// `.loaded(let words, _)` or `let .loaded(words, _)`: the case name and the position bound to `name`.
    static func binding(of name: String, in pattern: NodeID, _ tree: SyntaxTree) -> (caseName: String, position: Int)? {
        var call = tree.unwrapped(pattern)
        var bindsAll = false
        if tree.kind(call) == .patternExpr, let inner = tree.children(call).first { call = inner; bindsAll = true }
        guard tree.kind(call) == .functionCallExpr, let callee = tree.children(call).first, tree.kind(callee) == .memberAccessExpr,
              tree[callee].flags.contains(.implicitMember), let caseName = tree.name(callee) else { return nil }
        for (position, argument) in tree.children(call).dropFirst().enumerated() {
            guard let value = tree.children(argument).first else { continue }
            if tree.kind(value) == .patternExpr, let bound = tree.children(value).first, tree.kind(bound) == .identifierPattern,
               tree.name(bound) == name { return (caseName, position) }
            if bindsAll, tree.kind(value) == .identifierExpr, tree.name(value) == name { return (caseName, position) }
        }
        return nil
    }

    /// `([Word],Date)` or `(x:[Int],y:Int)` (a case's associated values, compact text) as `["[Word]", "Date"]`.
    static func payloadTypes(_ text: String) -> [String] {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return [text] }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        // Drop labels (`x:[Int]`): a colon at depth 0 (a dictionary's colon is inside brackets).
        return parts.map { part in
            var depth = 0
            for (offset, character) in part.enumerated() {
                if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
                if character == ":", depth == 0 { return String(part.dropFirst(offset + 1)) }
            }
            return part
        }
    }

    /// The declared (or constructed) type of a member, from the type's declaration and extensions in
    /// any file; nil when absent or declared more than once with different types.
    static func memberType(_ name: String, ofTypeNamed owner: String?, in file: FileContext) -> String? {
        guard let owner else { return nil }
        return memberType(name, of: owner, declarations: file.declarations(of:))
    }

    /// The member's type through the declarations a lookup gives: declared, constructed, or (for a
    /// property wrapped without an annotation, `@Pref(\.recent) var recent`) the wrapper's `wrappedValue`.
    static func memberType(_ name: String, of owner: String, declarations: (String) -> [TypeInfo], depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        let members = declarations(owner).compactMap { $0.member(name) }
        let types = Set(members.compactMap { member in
            member.effectiveType ?? wrappedValueType(of: member, declarations: declarations, depth: depth)
        })
        return types.count == 1 ? types.first : nil
    }

    /// `@Pref(\.recent) var recent`: the type of `Prefs.recent` when `Pref`'s `wrappedValue` is the value
    /// at a key path into `Prefs`; `@Recents var recent`: the `wrappedValue`'s declared type.
    static func wrappedValueType(of member: MemberInfo, declarations: (String) -> [TypeInfo], depth: Int) -> String? {
        for wrapper in member.wrappers {
            guard let declaration = declarations(wrapper).first(where: { $0.attributes.contains("propertyWrapper") }),
                  let value = declaration.member("wrappedValue")?.typeText else { continue }
            if let root = declaration.keyPathRoot {
                guard let argument = member.wrapperArgument, argument.hasPrefix("\\."),
                      let key = argument.dropFirst(2).split(separator: ",").first.map(String.init),
                      key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                return memberType(key, of: root, declarations: declarations, depth: depth + 1)
            }
            return value
        }
        return nil
    }

    /// The type of a parameter of the function, initializer or subscript around a node.
    static func parameterType(_ name: String, around context: NodeID, in file: FileContext) -> String? {
        let tree = file.tree
        for a in file.ancestors(context) {
            let kind = tree.kind(a)
            guard kind == .functionDecl || kind == .initializerDecl || kind == .subscriptDecl else { continue }
            guard let clause = tree.child(a, .parameterClause) else { return nil }
            for parameter in tree.children(clause, .parameter) {
                if tree.internalName(ofParameter: parameter) == name, let type = tree.children(parameter).first(where: { tree.kind($0).isType }) {
                    return tree.compactText(type)
                }
            }
            return nil
        }
        return nil
    }

    /// `T` from `[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, `ContiguousArray<T>` (compact text).
    static func elementType(ofCollection text: String) -> String? {
        var text = text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return simpleName(String(text.dropFirst().dropLast()))
        }
        for wrapper in ["Array<", "Set<", "IdentifiedArrayOf<", "ContiguousArray<", "ArraySlice<", "OrderedSet<"]
            where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            return simpleName(String(text.dropFirst(wrapper.count).dropLast()))
        }
        return nil
    }

    /// Whether a collection type holds unique values by construction (`Set`, `OrderedSet`).
    static func isUniqueCollection(_ text: String) -> Bool {
        text.hasPrefix("Set<") || text.hasPrefix("OrderedSet<")
    }

    /// A plain type name (`Pet`, `Model.Pet` → `Pet`, `Model?` → `Model`); nil for generics and the like.
    static func simpleName(_ text: String) -> String? {
        var text = text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }
}
