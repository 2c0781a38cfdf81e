/// The one list of rules. `theseus rules`, `rules.md`, the configuration reader, SARIF metadata and
/// the example tests all read it; nothing else lists rules.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Identity
        UnstableIdentifiableIDRule.self,
        EphemeralDefaultIDRule.self,
        UnstableViewIDRule.self,
        IndexBasedIdentityRule.self,
        NonConstantForEachRangeRule.self,
        NonUniqueIDKeyPathRule.self,
        AnyViewRule.self,
        AnyViewBranchRule.self,
        ConditionalModifierHelperRule.self,
        ConditionalModifierSiteRule.self,
        IdentitySplittingBranchRule.self,
        TableRowIdentityRule.self,
        // Lifetime
        ObservedObjectInitializationRule.self,
        InlineEnvironmentObjectRule.self,
        NonPrivateStateRule.self,
        ExpensiveStateInitializerRule.self,
        StateFromParameterRule.self,
        // Dependencies
        VariableViewsPerRowRule.self,
        PrintChangesRule.self,
        InlineForEachTransformRule.self,
        ExpensiveWorkInBodyRule.self,
        // Suppressions
        UnusedSuppressionRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map { $0.description.id } }
}
