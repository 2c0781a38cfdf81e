// An error-severity finding (unstable_view_id): the build-tool plugin must fail the build.
// Part of the package only when THESEUS_FIXTURE_FAILING=1 (see Package.swift).
public protocol View {}
public struct UUID: Hashable { public init() {} }
public struct List: View { public init() {} }
extension View { public func id<ID: Hashable>(_ id: ID) -> Self { self } }

struct Feed: View {
    var body: some View { List().id(UUID()) }
}
