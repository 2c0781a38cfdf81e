/// How strongly a finding's own evidence shows that its harm happens in this code (after Bandit's and
/// Semgrep's confidence). Every finding is a defect by SwiftUI's contract; `high` says the code also shows
/// the harm: rows inserted, removed or moved at a named line, rows that hold state, a condition the user
/// flips in this view, `body` evaluated again because of named state.
public enum Confidence: String, Sendable, Codable, CaseIterable, Comparable {
    case medium, high

    var rank: Int { self == .high ? 1 : 0 }

    public static func < (a: Confidence, b: Confidence) -> Bool { a.rank < b.rank }

    /// The one place that grades a finding: `high` when an item of its evidence shows the harm.
    public init(evidence: [Evidence]) {
        self = evidence.contains { $0.kind.showsHarm } ? .high : .medium
    }
}

/// One piece of what a finding claims, at the code that shows it: the message is rendered from these,
/// reporters list them (JSON `evidence`, SARIF `relatedLocations`, the text reporter's notes), and a
/// test checks over every fixture finding that each one points at code that says what it claims.
public struct Evidence: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        // What shows the harm happening (these make a finding `high`).
        /// Elements of the data are inserted, removed or moved at this line (`insert(_:at:)`, `.onDelete`).
        case rowsMove = "rows_move"
        /// The views that lose their identity hold state (a view with `@State`, a `TextField`), declared or built here.
        case holdsState = "holds_state"
        /// The user changes the value in this view, here (a `Toggle` bound to it, a button's action).
        case userChanges = "user_changes"
        /// `body` is evaluated again when this state changes: declared here and changed in the view.
        case bodyUpdates = "body_updates"

        // Why the data or condition is not fixed (a `medium` finding cites these).
        /// State of the view (`@State`, `@Binding`, `@AppStorage`, `@Query`…), declared here.
        case state
        /// A property of an observable model (or the model the view observes), declared here.
        case model
        /// A value a parent passes to the view, declared here.
        case input
        /// Where a parent builds the view with a value that can change.
        case passedBy = "passed_by"
        /// An environment value that changes at run time, declared here.
        case environment
        /// A value that is new on every evaluation (`UUID()`, `Date()`, `.random`), or the clock.
        case freshValue = "fresh_value"

        // Places the finding refers to.
        /// A `ForEach`/`List` that identifies the values by this id.
        case identifiedBy = "identified_by"
        /// An identifier the values have of their own (a stored `id`), declared here.
        case identifier
        /// Where values are built again on every read (a computed property, `body`).
        case rebuilt
        /// A helper's definition, or a call of it.
        case helper
        /// The same view built in another arm of the branch.
        case sameView = "same_view"
        /// Work that runs on every evaluation (a formatter created, a collection transformed).
        case work

        /// Whether this kind shows the harm happening rather than its possibility.
        public var showsHarm: Bool {
            switch self {
            case .rowsMove, .holdsState, .userChanges, .bodyUpdates: return true
            default: return false
            }
        }
    }

    public var kind: Kind
    public var range: SourceRange
    /// A short clause that says what the code at `range` shows ("`pets` is `@State`").
    public var text: String

    public init(_ kind: Kind, _ range: SourceRange, _ text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }

    /// A finding's message: its headline (what the pattern at the finding's own range is and what it
    /// breaks), then what its evidence shows, clause by clause, each at the place the evidence cites.
    /// The headline of a message that `message(_:_:)` rendered from this evidence.
    public static func headline(of message: String, evidence: [Evidence]) -> String {
        let rendered = Self.message("", evidence)
        return !rendered.isEmpty && message.hasSuffix(rendered) ? String(message.dropLast(rendered.count)) : message
    }

    public static func message(_ headline: String, _ evidence: [Evidence]) -> String {
        var clauses: [String] = []
        for item in evidence where !item.text.isEmpty && !clauses.contains(item.text) { clauses.append(item.text) }
        guard !clauses.isEmpty else { return headline }
        return headline + " (" + clauses.joined(separator: "; ") + ")"
    }
}
