// An error-severity finding (unstable_identifiable_id): the build-tool plugin must fail the build.
// Part of the package only when THESEUS_FIXTURE_FAILING=1 (see Package.swift).
public protocol Identifiable { associatedtype ID: Hashable; var id: ID { get } }

public struct UUID: Hashable { public init() {} }

struct Item: Identifiable {
    var id: UUID { UUID() }
}
