import TheseusSyntax

/// What a type's initializer does beyond storing its arguments: a call (`fetchDogs()`), a loop, a
/// `Task` it starts, a file or defaults read. Recorded per `init` in the project index, so that a
/// `@State` whose initial value builds the type can say what runs every time the view value is made.
public struct InitializerWork: Sendable, Codable, Hashable {
    /// The initializer's signature (argument labels and which are defaulted), to match a construction.
    public var signature: HelperSignature
    /// The work, for a message ("calls `fetchDogs()`"); nil when the initializer only stores values.
    public var work: String?

    /// Calls that build or copy values: not work worth a finding.
    static let trivialCalls = NameSet(["init", "min", "max", "abs", "print", "precondition", "assert", "fatalError",
                                       "assertionFailure", "preconditionFailure", "withAnimation"])
    /// `FileManager` methods that read or change the file system.
    static let diskCalls = NameSet(["contentsOfDirectory", "fileExists", "attributesOfItem", "createDirectory", "contents",
                                    "removeItem", "copyItem", "moveItem", "createFile", "subpathsOfDirectory", "enumerator",
                                    "isReadableFile", "isWritableFile", "contentsEqual", "url", "urls"])
    /// Standard value types: a method on one of their values (`Date.now.formatted()`) computes a value.
    static let valueTypes = FileContext.standardValueTypes.union(["Calendar", "Locale", "TimeZone", "Array", "Dictionary", "Set"])
    /// Constructions that do work: reading a file, allocating a formatter or a coder.
    static let workingConstructions = NameSet(["Data", "String", "NSData", "NSDictionary", "NSArray", "UIImage", "NSImage"])

    /// An array literal, a range between integer literals, or a type's `allCases`.
    static func isLiteralSequence(_ sequence: NodeID, _ tree: SyntaxTree) -> Bool {
        switch tree.kind(sequence) {
        case .arrayExpr:
            return true
        case .infixOperatorExpr:
            let sides = tree.children(sequence)
            return sides.count == 2 && sides.allSatisfy { tree.kind(tree.unwrapped($0)) == .integerLiteralExpr }
        case .memberAccessExpr:
            return tree.nameIs(sequence, "allCases")
        default:
            return false
        }
    }

    /// The initializers declared in a type's member block (and its `#if` clauses).
    static func of(typeDecl: NodeID, in tree: SyntaxTree) -> [InitializerWork] {
        InitInput.initializers(of: typeDecl, in: tree).compactMap { initializer in
            guard let signature = HelperSignature.of(initializer, in: tree) else { return nil }
            return InitializerWork(signature: signature, work: tree.child(initializer, .codeBlock).flatMap {
                describeWork(in: $0, tree, methods: methods(of: typeDecl, in: tree))
            })
        }
    }

    /// The methods declared in a type's member block (and its `#if` clauses), by name; a name declared
    /// more than once (overloads) maps to nil, since the call's target is then unknown.
    static func methods(of typeDecl: NodeID, in tree: SyntaxTree) -> [String: NodeID?] {
        var found: [String: NodeID?] = [:]
        for member in InitInput.memberDeclarations(of: typeDecl, in: tree) where tree.kind(member) == .functionDecl {
            guard let name = tree.name(member) else { continue }
            found[name] = found[name] == nil ? .some(member) : .some(nil)
        }
        return found
    }

    /// Whether a method body does nothing but register `self` with other objects: every statement is a
    /// call with `self` among its arguments, and there is at least one.
    static func onlyRegistersSelf(_ body: NodeID, _ tree: SyntaxTree) -> Bool {
        let statements = tree.children(body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard tree.kind(statement) == .functionCallExpr, let call = CallExpr.at(statement, in: tree) else { return false }
            return call.arguments.contains { $0.value.map(tree.isSelfExpression) ?? false }
        }
    }

    /// The first piece of work in an initializer's body, described; nil when it only assigns. A call of
    /// the type's own method is work unless that method only hands `self` to another object
    /// (`KeyboardObserver.shared.add(self)`, `center.addObserver(self, …)`): registering is cheap. An
    /// empty method is a stub for work (WWDC23's `fetchDogs()` "takes a long time"), and a method the
    /// member block does not declare (an extension elsewhere) is unknown: both count as work.
    /// A method of its own that the initializer calls is looked into (two calls deep): one that only
    /// stores values or formats one of them (`setFormattedDateName()`) is no work; a loop over a literal
    /// list or range (the week's seven days) is as small as what it spells.
    static func describeWork(in body: NodeID, _ tree: SyntaxTree, methods: [String: NodeID?] = [:], depth: Int = 0) -> String? {
        var found: String?
        var steps = 0
        var compileTimeConditions = Set<NodeID>()
        tree.walk(from: body) { n in
            steps += 1
            guard found == nil, steps < 20_000, !compileTimeConditions.contains(n) else { return false }
            switch tree.kind(n) {
            case .forStmt:
                // `for muscle in ["Chest", "Back", …]`, `for day in 0..<7`: a fixed, spelled-out count.
                let sequence = tree.children(n).dropFirst().first.map { tree.unwrapped($0) }
                if let sequence, isLiteralSequence(sequence, tree) { return true }
                found = "runs a loop"
            case .whileStmt, .repeatStmt:
                found = "runs a loop"
            case .memberAccessExpr:
                // `let defaults = UserDefaults.standard` then `defaults.integer(forKey:)`: the defaults are read.
                if let path = tree.dottedPath(n), path.count == 2, path == ["UserDefaults", "standard"] {
                    found = "reads `UserDefaults.standard`"
                    return false
                }
            case .closureExpr:
                return false  // runs later, if at all (`Task` is told at its call)
            case .ifConfigClause:
                // `#if !os(watchOS)`: the condition is compile-time (`os()` is no call); the clause's code is.
                let keyword = tree.tokenText(Int(tree[n].mainToken))
                if keyword == "#if" || keyword == "#elseif", let condition = tree.children(n).first { compileTimeConditions.insert(condition) }
            case .functionCallExpr:
                guard let call = CallExpr.at(n, in: tree), let name = call.name(in: tree) else { return true }
                // A timer started (`Timer.scheduledTimer`, `publisher.connect()`, `.autoconnect()`): it runs,
                // and keeps the object alive, for every value made, not only the one SwiftUI keeps.
                if let receiver = call.receiver(in: tree) {
                    let base = tree.dottedPath(receiver)
                    if base == ["Timer"], name == "scheduledTimer" {
                        found = "starts a timer (`Timer.\(name)`)"
                        return false
                    }
                    if name == "connect" || name == "autoconnect", call.arguments.isEmpty {
                        found = "connects a publisher (`\(name)()`)"
                        return false
                    }
                }
                if let receiver = call.receiver(in: tree), let path = tree.dottedPath(receiver) {
                    if path.first == "super" || path.first == "self" && name == "init" { return true }
                    // `FileManager`: only calls that touch the disk (`temporaryDirectory.appendingPathComponent`
                    // builds a URL).
                    if path.first == "UserDefaults" || path.first == "Bundle" || (path.first == "FileManager" && Self.diskCalls.contains(name)) {
                        found = "reads `\(path.joined(separator: "."))` (`\(name)`)"
                        return false
                    }
                    // Inside a method the initializer calls: a function of another type or of its shared
                    // instance (`PerformanceDog.loadAllFromDisk()`, `DogStore.shared.loadAll()`), out of sight.
                    if depth > 0, let type = path.first, type.startsWithUppercase, type != "Self", name.first?.isLowercase == true,
                       !trivialCalls.contains(name), !valueTypes.contains(type) {
                        found = "calls `\(path.joined(separator: ".")).\(name)()`"
                        return false
                    }
                }
                if name == "Task" || name == "detached" {
                    found = "starts a `Task`"
                } else if name.startsWithUppercase {
                    if let kind = ExpensiveWorkInBodyRule.expensiveTypes[name] {
                        found = "allocates a \(kind) (`\(name)`)"
                    } else if workingConstructions.contains(name), call.argument("contentsOf") != nil || call.argument("contentsOfFile") != nil {
                        found = "reads a file (`\(name)(contentsOf:)`)"
                    }
                } else if !trivialCalls.contains(name), !tree[call.callee].flags.contains(.implicitMember),
                          call.receiver(in: tree).map({ tree.isSelfExpression($0) }) ?? true {
                    // Its own methods and free functions (`fetchDogs()`, `self.load()`); a method of another
                    // value (`items.map`, `publisher.sink`) is too often cheap to count.
                    if let method = methods[name] ?? nil, let methodBody = tree.child(method, .codeBlock) {
                        if onlyRegistersSelf(methodBody, tree) { return false }
                        // What the method does, when it does something at all (an empty one is a stub for work).
                        if depth < 2, !tree.children(methodBody).isEmpty {
                            if let inner = describeWork(in: methodBody, tree, methods: methods, depth: depth + 1) {
                                found = "calls `\(name)()`, which \(inner)"
                            }
                            return false
                        }
                    }
                    found = "calls `\(name)()`"
                }
            default:
                break
            }
            return found == nil
        }
        return found
    }
}
