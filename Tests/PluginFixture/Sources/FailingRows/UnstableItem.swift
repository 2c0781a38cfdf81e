// An error-severity finding (unstable_identifiable_id): the build-tool plugin must fail the build.
// Part of the package only when THESEUS_FIXTURE_FAILING=1 (see Package.swift).
public protocol View {}
public struct UUID: Hashable { public init() {} }
public struct Text: View { public init(_ text: String) {} }
public struct List: View { public init<Data: Sequence, Row>(_ data: Data, rowContent: (Data.Element) -> Row) {} }

// Identifiable comes from the standard library.
struct Item: Identifiable { var id: UUID { UUID() } }

struct Feed: View {
    let items: [Item]
    var body: some View { List(items) { _ in Text("item") } }
}
