/// One name a rule looked up in the project index, in one of the index's name spaces.
///
/// Why: a lint run parses each file once for its summary, and a file's findings can only depend on
/// other files through these lookups. Pass 1 therefore lints every file right away without the index,
/// recording what it looked up; a file whose names no other file defines already has its final findings
/// (every lookup gave the answer the index would give), and only the others are parsed and linted again.
public struct ProjectKey: Hashable, Sendable {
    public enum Space: UInt8, Sendable {
        /// Type declarations and extensions (`type(named:)`, `declarations(of:)`, `conformances(of:)`).
        case type
        /// File-scope declarations.
        case global
        /// View helpers: those returning `AnyView` and conditional modifiers, in one space because
        /// two rules ask about the name of nearly every modifier call (one record serves both).
        case viewHelper
        /// Rebuilt `ForEach` data, by element type.
        case rebuiltCollection
        /// Where a type is built (`ViewConstruction`), by type name.
        case construction
        /// Where a helper modifier is called (`HelperCall`), by name.
        case helperCall
        /// `ForEach`s that identify by `id` (`IdentityUse`): one name for them all, since a use's element
        /// type is known only once the index resolves it.
        case identityUse
        /// Names that view code calls or reads (`NameSite`), and the names of members declared: whether
        /// view code calls a helper depends on both.
        case viewCodeRead
        /// Type names a file mentions; `@app` for a file that declares an app.
        case typeReference
    }

    public var space: Space
    public var name: String

    public init(_ space: Space, _ name: String) {
        self.space = space
        self.name = name
    }
}

extension FileSummary {
    /// The file holds a program's entry: a SwiftUI `App`, or a `@main`/`@UIApplicationMain`/`@NSApplicationMain`
    /// type (a UIKit or AppKit app hosting SwiftUI views). A lint that sees one sees the whole app.
    public var declaresApp: Bool {
        types.contains { !$0.isExtension && ($0.conformances.contains("App") || $0.attributes.contains { Self.entryAttributes.contains($0) }) }
    }
    static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// The file is a Swift package's manifest.
    public var isPackageManifest: Bool { path == "Package.swift" || path.hasSuffix("/Package.swift") }

    /// Every name this file contributes to the project index.
    public var definedKeys: Set<ProjectKey> {
        var keys = Set<ProjectKey>()
        for type in types { keys.insert(ProjectKey(.type, type.name)) }
        for global in globals { keys.insert(ProjectKey(.global, global.name)) }
        for helper in erasingHelpers { keys.insert(ProjectKey(.viewHelper, helper)) }
        // One key for every property-form helper: reads of any member name are looked up against them.
        if !erasingProperties.isEmpty { keys.insert(ProjectKey(.viewHelper, "@erasingProperty")) }
        for helper in viewHelpers { keys.insert(ProjectKey(.viewHelper, helper)) }
        for method in anyViewMethods { keys.insert(ProjectKey(.viewHelper, method)) }
        for helper in conditionalModifiers { keys.insert(ProjectKey(.viewHelper, helper.name)) }
        for rebuilt in rebuiltCollections { keys.insert(ProjectKey(.rebuiltCollection, rebuilt.elementType)) }
        for construction in constructions { keys.insert(ProjectKey(.construction, construction.typeName)) }
        for call in helperCalls { keys.insert(ProjectKey(.helperCall, call.name)) }
        if !identityUses.isEmpty { keys.insert(ProjectKey(.identityUse, "")) }
        for site in viewCodeReads { keys.insert(ProjectKey(.viewCodeRead, site.name)) }
        for helper in helperCallees { for callee in helper.callees { keys.insert(ProjectKey(.viewCodeRead, HelperCallees.split(callee).name)) } }
        for type in types { for member in type.members { keys.insert(ProjectKey(.viewCodeRead, member.name)) } }
        for global in globals { keys.insert(ProjectKey(.viewCodeRead, global.name)) }
        for name in referencedTypes { keys.insert(ProjectKey(.typeReference, name)) }
        if declaresApp { keys.insert(ProjectKey(.typeReference, "@app")) }
        if isPackageManifest { keys.insert(ProjectKey(.typeReference, "@package")) }
        if types.contains(where: { $0.ticks || !$0.changedModels.isEmpty }) { keys.insert(ProjectKey(.typeReference, "@changingModels")) }
        // Writing another type's property changes what the index says of that type.
        for write in instanceWrites { keys.insert(ProjectKey(.type, write.type)) }
        return keys
    }
}

/// Which file defines each name of the project index, to tell whether a file's lookups could see
/// another file.
public struct ProjectDefiners: Sendable {
    /// The index of the one file that defines a name, or `-1` when several do.
    private var definer: [ProjectKey: Int] = [:]

    /// `summaries[i]` is file `i`'s summary; nil for a file that could not be read.
    public init(_ summaries: [FileSummary?]) {
        for (i, summary) in summaries.enumerated() {
            guard let summary else { continue }
            for key in summary.definedKeys {
                if let existing = definer[key] {
                    if existing != i { definer[key] = -1 }
                } else {
                    definer[key] = i
                }
            }
        }
    }

    /// Whether any of these names is defined by a file other than file `file`.
    public func anyDefinedElsewhere(_ keys: Set<ProjectKey>, than file: Int) -> Bool {
        keys.contains { key in definer[key].map { $0 != file } ?? false }
    }
}
