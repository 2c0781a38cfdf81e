import TheseusSyntax

/// `@State var count = 0` in a struct without an `init` of its own: the memberwise initializer takes the
/// state's first value from the caller. What `non_private_state` and `state_from_parameter` ask of it.
enum MemberwiseState {
    static let wrappers: Set<String> = ["State", "StateObject"]

    /// A struct that gets a memberwise initializer (it declares no `init` in its own body), that code elsewhere
    /// may call: not `private`/`fileprivate`, not the app's root (`App`, which SwiftUI builds).
    static func hasReachableMemberwiseInitializer(_ owner: TypeInfo, in file: FileContext) -> Bool {
        let tree = file.tree
        guard tree.kind(owner.node) == .structDecl else { return false }
        if tree.children(owner.node, .modifier).contains(where: { ["private", "fileprivate"].contains(tree.compactText($0)) }) { return false }
        if owner.conformances.contains("App") { return false }
        guard let block = tree.child(owner.node, .memberBlock) else { return false }
        var hasInitializer = false
        tree.walk(from: block) { n in
            if tree.kind(n) == .initializerDecl { hasInitializer = true }
            // `#if` clauses hold members too; nested types have their own initializers.
            return !hasInitializer && !(tree.kind(n).isTypeDeclaration || tree.kind(n) == .functionDecl || tree.kind(n) == .variableDecl)
        }
        return !hasInitializer
    }

    /// `State` / `StateObject` (also spelled `@SwiftUI.State`) among a declaration's attributes.
    static func stateWrapper(_ decl: NodeID, in tree: SyntaxTree) -> String? {
        for attribute in tree.children(decl, .attribute) {
            let name = tree.name(attribute) ?? ""
            if Self.wrappers.contains(name) { return name }
            if name == "SwiftUI" {
                let text = tree.compactText(attribute)
                for wrapper in Self.wrappers where text == "@SwiftUI." + wrapper { return wrapper }
            }
        }
        return nil
    }

    /// A stored member of a type (directly in its member block, or in a `#if` clause there), not a local.
    static func isTypeMember(_ decl: NodeID, in file: FileContext) -> Bool {
        var current = decl
        while let parent = file.parent(current) {
            switch file.tree.kind(parent) {
            case .ifConfigClause, .ifConfigDecl:
                current = parent
            case .memberBlock:
                return true
            default:
                return false
            }
        }
        return false
    }
}
