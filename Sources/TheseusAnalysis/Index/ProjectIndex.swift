import TheseusSyntax

/// Types across all files of a lint run, merged from the per-file summaries.
public struct ProjectIndex: Sendable {
    public private(set) var typesByName: [String: [TypeInfo]] = [:]
    public private(set) var summaries: [FileSummary] = []
    /// Conditional-modifier helpers defined anywhere in the project.
    public private(set) var conditionalModifierNames: Set<String> = []

    public init(_ summaries: [FileSummary]) {
        self.summaries = summaries
        for summary in summaries {
            for type in summary.types { typesByName[type.name, default: []].append(type) }
            conditionalModifierNames.formUnion(summary.conditionalModifiers)
        }
    }

    /// The one declaration (not extension) of a type; nil when absent or declared more than once.
    public func uniqueType(named name: String) -> TypeInfo? {
        let declarations = typesByName[name, default: []].filter { !$0.isExtension }
        return declarations.count == 1 ? declarations[0] : nil
    }

    public func conformances(of name: String) -> Set<String> {
        var result = Set<String>()
        for t in typesByName[name, default: []] { result.formUnion(t.conformances) }
        return result
    }
}
