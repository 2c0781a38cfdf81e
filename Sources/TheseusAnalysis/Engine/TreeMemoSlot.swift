import TheseusSyntax

/// The slots of `SyntaxTree.memo`: one per kind of index the analyses keep per tree, so that no two
/// kinds share a slot.
enum TreeMemoSlot: Int, CaseIterable {
    case exclusion, context, ownMethodCalls, scope, declaration, shiftingCallTokens, callContexts, builderParameters
}
