import TheseusSyntax

/// `ForEach(xs) { x in TableRow(x.other) }` in a `Table`'s rows: the row's value is not the element.
public struct TableRowIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "table_row_identity",
        name: "Table row identity",
        kind: .identity,
        severity: .warning,
        precision: .high,
        summary: "`Table` rows whose `TableRow` value is not the `ForEach` element: identified differently before and after iOS 17",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" ("Table identification") explains that a `Table` identifies \
        its rows through `TableRow`, which always resolves to one row. Built with `ForEach(dogs) { dog in \
        TableRow(dog) }`, each row's value is the element, so the element's id and the row's id agree. When \
        the row shows another value (`TableRow(dog.bestFriend)`), the two disagree: before iOS 17 and macOS \
        Sonoma a row is identified by the `ForEach` element, from then on by the row's value. Selection, \
        sorting and the rows' state then follow different identities on different systems, and two elements \
        with the same best friend give two rows one identity.

        The rule reports a `TableRow` in the rows of a `Table` whose value is not the `ForEach` element (nor \
        the element unwrapped). The streamlined `ForEach(dogs)` form, `TableRow(dog)`, and an `id:` key path \
        that names the row value (`ForEach(dogs, id: \\.bestFriend.id)`) are left alone.
        """,
        fix: """
        Show the element itself (`TableRow(dog)`) and read the other value in the columns, or iterate the \
        values the rows show (`ForEach(dogs.map(\\.bestFriend)) { TableRow($0) }`), so that element and row agree.
        """,
        triggering: [
            RuleExample("""
            struct DogTable: View {
                let dogs: [Dog]
                var body: some View {
                    Table(of: Dog.self) {
                        TableColumn("Name", value: \\.name)
                    } rows: {
                        ForEach(dogs) { dog in
                            TableRow(↓dog.bestFriend)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Orders: View {
                let lines: [OrderLine]
                var body: some View {
                    Table(of: Product.self) {
                        TableColumn("Product", value: \\.title)
                    } rows: {
                        ForEach(lines, id: \\.id) { line in TableRow(↓line.product).contextMenu { Text("x") } }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct DogTable: View {
                let dogs: [Dog]
                var body: some View {
                    Table(of: Dog.self) {
                        TableColumn("Name", value: \\.name)
                    } rows: {
                        ForEach(dogs) { dog in TableRow(dog) }
                        ForEach(dogs) { TableRow($0).draggable($0.name) }
                    }
                    Table(of: Dog.self) {
                        TableColumn("Name", value: \\.name)
                    } rows: {
                        ForEach(dogs)
                    }
                }
            }
            """),
            RuleExample("""
            struct Friends: View {
                let dogs: [Dog]
                var body: some View {
                    Table(of: Dog.self) {
                        TableColumn("Name", value: \\.name)
                    } rows: {
                        // The key path names the row's value: element and row agree.
                        ForEach(dogs, id: \\.bestFriend.id) { dog in TableRow(dog.bestFriend) }
                    }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let call = file.call(node), !call.isMemberCall(in: tree), call.name(in: tree) == "TableRow",
              let value = call.firstUnlabeled?.value else { return }
        // The `ForEach` whose row this is, and the name its closure gives the element.
        guard let (forEach, element) = Self.enclosingForEach(of: node, in: file), Self.isInTableRows(forEach.call.node, in: file) else { return }
        let shown = tree.unwrapped(value)
        guard let path = tree.dottedPath(shown), path.first == element, path.count > 1 else { return }
        // `ForEach(dogs, id: \.bestFriend.id)`: identified by the row's value already.
        if let key = forEach.idKeyPath, key.components.count >= path.count - 1, Array(key.components.prefix(path.count - 1)) == Array(path.dropFirst()) {
            return
        }
        let rowValue = path.joined(separator: ".")
        report.report(shown, "this `TableRow` shows `\(rowValue)`, not the `ForEach` element `\(element)`: before iOS 17 the row is identified by the element, from iOS 17 on by `\(rowValue)`, so selection and row state follow different identities, and elements sharing a \(path.last ?? "value") share one row identity",
                      help: "show the element (`TableRow(\(element))`) and read `\(path.dropFirst().joined(separator: "."))` in the columns, or iterate the values the rows show")
    }

    /// The `ForEach` whose content closure directly builds this row, and the element's name in it
    /// (`dog` in `{ dog in … }`, `$0`).
    static func enclosingForEach(of node: NodeID, in file: FileContext) -> (ForEachCall, String)? {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            switch tree.kind(ancestor) {
            case .closureExpr:
                guard let argument = file.parent(ancestor), let owner = file.parent(argument),
                      let forEach = ForEachCall(owner, in: tree), forEach.name == "ForEach", forEach.content == ancestor else { return nil }
                if let signature = tree.child(ancestor, .closureSignature),
                   let parameter = tree.children(signature).first(where: { tree.kind($0) == .parameter || tree.kind($0) == .identifierPattern }),
                   let name = tree.name(parameter) {
                    return (forEach, name)
                }
                return (forEach, "$0")
            case .functionCallExpr, .memberAccessExpr, .labeledExpr, .codeBlock:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    /// Inside the `rows:` closure of a `Table`.
    static func isInTableRows(_ node: NodeID, in file: FileContext) -> Bool {
        let tree = file.tree
        for ancestor in file.ancestors(node) {
            guard let call = CallExpr.at(ancestor, in: tree), call.name(in: tree) == "Table" else { continue }
            return call.arguments.contains { $0.label == "rows" && $0.value.map { tree.range($0).contains(tree.range(node)) } == true }
        }
        return false
    }
}
