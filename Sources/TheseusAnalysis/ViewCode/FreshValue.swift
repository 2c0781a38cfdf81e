import TheseusSyntax

/// Expressions that produce a different value every time they run: `UUID()`, `Date()`, `.random(…)`.
/// Used where SwiftUI compares a value across updates and expects it to stay put.
public enum FreshValue {
    /// A short spelling of the fresh value an expression node produces (`UUID()`, `Date.now`), or nil.
    public static func describe(_ id: NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(id) {
        case .functionCallExpr:
            guard let call = CallExpr.at(id, in: tree), let name = call.name(in: tree) else { return nil }
            let isFree = !call.isMemberCall(in: tree)
            // `switch`, not a collection literal: this runs for every call in the expressions it walks.
            switch name {
            case "UUID", "NSUUID", "Date", "NSDate":
                return isFree && call.arguments.isEmpty ? name + "()" : nil
            case "init":
                // `UUID.init()`, `Date.init()`.
                guard call.arguments.isEmpty, let receiver = call.receiver(in: tree), let path = tree.dottedPath(receiver),
                      let type = path.last, ["UUID", "NSUUID", "Date", "NSDate"].contains(type) else { return nil }
                return type + "()"
            case "arc4random", "arc4random_uniform", "drand48", "CFAbsoluteTimeGetCurrent", "mach_absolute_time", "CACurrentMediaTime":
                return isFree ? name + "()" : nil
            case "random":
                return isFree ? name + "()" : "." + name + "(…)"
            case "randomElement":
                return isFree ? nil : "." + name + "(…)"
            default:
                return nil
            }
        case .memberAccessExpr:
            let last = tree.name(id)
            guard last == "now" || last == "globallyUniqueString", let path = tree.dottedPath(id) else { return nil }
            if path == ["Date", "now"] { return "Date.now" }
            if path.last == "globallyUniqueString" { return "globallyUniqueString" }
            return nil
        default:
            return nil
        }
    }

    /// The first fresh value inside an expression (closures included), with its spelling.
    public static func find(in id: NodeID, tree: SyntaxTree) -> (node: NodeID, spelling: String)? {
        var found: (NodeID, String)?
        tree.walk(from: id) { node in
            if found != nil { return false }
            if let spelling = describe(node, in: tree) {
                found = (node, spelling)
                return false
            }
            return true
        }
        return found
    }

    /// `let id: UUID` with `init(…) { id = UUID(); … }` in every initializer: as fresh as a default value.
    public static func everyInitializerAssignsFreshID(_ typeDecl: NodeID, _ tree: SyntaxTree) -> Bool {
        let initializers = InitInput.initializers(of: typeDecl, in: tree)
        return !initializers.isEmpty && initializers.allSatisfy { initializer in
            InitInput.assignments(in: initializer, tree).contains { $0.property == "id" && isFreshIdentifier($0.value, in: tree) }
        }
    }

    /// `UUID()` or `UUID().uuidString` as a whole initializer: a stored id that is new for each value.
    public static func isFreshIdentifier(_ id: NodeID, in tree: SyntaxTree) -> Bool {
        let id = tree.unwrapped(id)
        if let spelling = describe(id, in: tree) { return spelling == "UUID()" || spelling == "NSUUID()" }
        if tree.kind(id) == .memberAccessExpr, tree.nameIs(id, "uuidString"), let base = tree.children(id).first {
            return describe(base, in: tree) == "UUID()"
        }
        return false
    }
}
