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
        ConditionalModifierHelperRule.self,
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

    /// Former rule ids that now name a rule that took their findings over: accepted wherever a rule id is
    /// (configuration, `--only-rule`, suppression comments) and read as the rule they name.
    public static let aliases: [String: String] = [
        "any_view_branch": "any_view",
        "conditional_modifier_site": "conditional_modifier_helper",
    ]

    /// The rule an id or an alias names.
    public static func rule(id: String) -> (any Rule.Type)? {
        let id = aliases[id] ?? id
        return all.first { $0.description.id == id }
    }

    /// The id of the rule an id or an alias names; nil for an unknown word.
    public static func canonicalID(_ id: String) -> String? {
        rule(id: id)?.description.id
    }

    /// Every id and alias a user may write.
    public static var acceptedIDs: [String] { ids + aliases.keys.sorted() }

    public static var ids: [String] { all.map { $0.description.id } }
}
