import TheseusSyntax

/// `ForEach(treats, id: \.name)`: an `id:` key path whose values can repeat.
public struct NonUniqueIDKeyPathRule: Rule {
    public static let defaultNames = ["name", "title", "label", "text", "description", "displayName", "caption", "subtitle"]

    public static let description = RuleDescription(
        id: "non_unique_id_key_path",
        name: "Non-unique id key path",
        kind: .identity,
        severity: .warning,
        summary: "`id:` key paths that are not unique: `\\.hashValue`, names and titles, `\\.self` over repeated values, a key other than `id` of an `Identifiable` element",
        rationale: """
        The `id:` of `ForEach` and `List` must be unique among the elements (WWDC21 "Demystify SwiftUI": \
        identifiers must be stable and unique; the talk's `ForEach(treats, id: \\.name)` is the example of an \
        id that is not). When two elements share an id, SwiftUI cannot tell their rows apart: one row's \
        state shows up in the other, rows are skipped or duplicated, and the console warns "the ID occurs \
        multiple times". Names and titles repeat, hash values collide and change with the contents, and \
        `\\.self` over values that repeat gives duplicate ids. An `Identifiable` element already has a \
        unique `id`, which another key path throws away.
        """,
        fix: """
        Key by a unique, stable identifier: make the element `Identifiable` and drop `id:`, or use `id: \\.id`.
        """,
        options: [
            RuleOptionDescription(name: "names", type: "list of strings", defaultValue: "[" + defaultNames.joined(separator: ", ") + "]",
                                  summary: "Property names that are likely to repeat between elements"),
        ],
        triggering: [
            RuleExample("""
            struct TreatList: View {
                let treats: [Treat]
                var body: some View {
                    ForEach(treats, id: ↓\\.name) { treat in Text(treat.name) }
                }
            }
            """),
            RuleExample("""
            struct Tags: View {
                let tags: [Tag]
                var body: some View {
                    List(tags, id: ↓\\.hashValue) { tag in TagView(tag) }
                }
            }
            """),
            RuleExample("""
            struct Letters: View {
                var body: some View {
                    ForEach(["a", "b", "a"], id: ↓\\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                let id: UUID
                var uuid: UUID
            }
            struct PetList: View {
                let pets: [Pet]
                var body: some View {
                    ForEach(pets, id: ↓\\.uuid) { pet in PetRow(pet) }
                }
            }
            """),
            RuleExample("""
            struct Titles: View {
                let books: [Book]
                var body: some View {
                    ForEach(books, id: ↓\\.isbn) { Text($0.isbn) }
                }
            }
            """, configuration: "names: [isbn]"),
            RuleExample("""
            struct TagCloud: View {
                var tags: [String]
                var body: some View {
                    ForEach(tags, id: ↓\\.self) { tag in Text(tag) }
                }
            }
            """),
            RuleExample("""
            struct Board: View {
                @ObservedObject var store: TodoStore
                var body: some View {
                    List(store.todos, id: ↓\\.self) { todo in TodoRow(todo: todo) }
                    ForEach(Array(store.todos.enumerated()), id: ↓\\.element) { pair in TodoRow(todo: pair.element) }
                }
            }
            """, otherFiles: [("Models/Todo.swift", """
            struct Todo: Identifiable, Hashable {
                let id: UUID
                var title: String
                var isDone: Bool
            }
            final class TodoStore: ObservableObject {
                @Published var todos: [Todo] = []
            }
            """)]),
        ],
        nonTriggering: [
            RuleExample("""
            struct TreatList: View {
                let treats: [Treat]
                var body: some View {
                    ForEach(treats, id: \\.id) { treat in Text(treat.name) }
                    ForEach(["a", "b", "c"], id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            struct Pet: Identifiable {
                let id: UUID
            }
            struct PetList: View {
                let pets: [Pet]
                var body: some View {
                    ForEach(pets) { pet in PetRow(pet) }
                    ForEach(pets, id: \\.id) { pet in PetRow(pet) }
                }
            }
            """),
            RuleExample("""
            struct Filters: View {
                let selected: Set<String>
                let levels: [Level]
                var body: some View {
                    ForEach(Array(selected), id: \\.self) { Text($0) }
                    ForEach(levels, id: \\.self) { level in Text(level.title) }
                }
            }
            enum Level: String, CaseIterable { case low, high; var title: String { rawValue } }
            """),
            RuleExample("""
            struct Files: View {
                let files: [File]
                var body: some View {
                    ForEach(files, id: \\.path) { Text($0.path) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    let names: Set<String>

    public init(options: RuleOptions) {
        names = Set(options.stringList("names", default: Self.defaultNames))
    }

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let forEach = file.forEach(node), let key = forEach.idKeyPath, let last = key.components.last else { return }
        let help = "key by a unique, stable identifier: make the element `Identifiable` and drop `id:`, or use `id: \\.id`"
        if last == "hashValue" {
            report.report(key.node, "`id: \\.\(key.dotted)` uses hash values, which collide and change with the element's contents",
                          help: help)
            return
        }
        if key.components.count == 1, names.contains(last) {
            report.report(key.node, "`id: \\.\(last)` is not unique: two elements with the same \(last) share one identity and their rows mix up state",
                          help: help)
            return
        }
        if key.isSelf, case .literal(let array) = ForEachData(forEach.data, in: tree) {
            var seen = Set<String>()
            for element in tree.children(array) {
                let text = tree.compactText(element)
                if !seen.insert(text).inserted {
                    report.report(key.node, "`id: \\.self` over a literal array in which `\(text)` appears twice: both rows get one identity",
                                  help: help)
                    return
                }
            }
            return
        }
        // What the element type tells.
        var data = forEach.data
        if case .enumerated = ForEachData(data, in: tree), key.components == ["element"], let base = Self.enumeratedBase(data, tree) {
            data = base
        }
        guard let (collection, _) = ElementType.resolveCollection(data, in: file, context: node),
              let element = ElementType.elementType(ofCollection: collection) else { return }
        let identifiable = file.conformances(of: element).contains("Identifiable")
        if key.isSelf || key.components == ["element"] {
            if Self.repeatableValueTypes.contains(element), !ElementType.isUniqueCollection(collection) {
                report.report(key.node, "`id: \\.\(key.dotted)` over `\(collection)`: equal values can appear twice, and rows with equal values share one identity",
                              help: "key each element by something unique, or make the data a `Set` or unique by construction")
            } else if identifiable, Self.isMutableStruct(element, in: file) {
                report.report(key.node, "`id: \\.\(key.dotted)` identifies each `\(element)` by all of its fields: editing any field gives the row a new identity",
                              help: "`\(element)` is `Identifiable`: drop `id:` so rows are keyed by `\(element).id`",
                              fix: Fix("remove the `id:` argument"))
            }
            return
        }
        if key.components.first != "id", identifiable {
            report.report(key.node, "`\(element)` is `Identifiable`, but this `\(forEach.name)` keys it by `\\.\(key.dotted)` instead of its `id`",
                          help: "drop `id:` to use `\(element).id`",
                          fix: Fix("remove the `id:` argument"))
        }
    }

    /// Value types whose values commonly repeat within one collection.
    static let repeatableValueTypes: Set<String> = ["String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64",
                                                    "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
                                                    "Bool", "Date", "URL"]

    /// `xs` in `xs.enumerated()` or `Array(xs.enumerated())`.
    static func enumeratedBase(_ data: NodeID, _ tree: SyntaxTree) -> NodeID? {
        var id = tree.unwrapped(data)
        if let call = CallExpr(id, in: tree), call.name(in: tree) == "Array", let inner = call.firstUnlabeled?.value { id = tree.unwrapped(inner) }
        guard let call = CallExpr(id, in: tree), call.name(in: tree) == "enumerated" else { return nil }
        return call.receiver(in: tree)
    }

    /// A struct (declared once, anywhere) with a stored `var`: its hash changes whenever that field does.
    static func isMutableStruct(_ name: String, in file: FileContext) -> Bool {
        let declarations = file.declarations(of: name)
        guard declarations.filter({ !$0.isExtension }).count == 1, declarations.contains(where: { $0.kind == .structDecl }) else { return false }
        return declarations.contains { $0.members.contains { $0.kind == .property && !$0.isLet && !$0.isComputed && !$0.isStatic } }
    }
}
