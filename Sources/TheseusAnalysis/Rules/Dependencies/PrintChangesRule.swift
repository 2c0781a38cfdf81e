import TheseusSyntax

/// `Self._printChanges()` / `Self._logChanges()` left in code that ships (outside `#if DEBUG`).
public struct PrintChangesRule: Rule {
    static let debugMethods = NameSet(["_printChanges", "_logChanges"])

    public static let description = RuleDescription(
        id: "print_changes",
        name: "Print changes",
        kind: .dependencies,
        severity: .warning,
        precision: .high,
        summary: "`Self._printChanges()` / `Self._logChanges()` outside `#if DEBUG`",
        rationale: """
        WWDC23 "Demystify SwiftUI performance" presents `Self._printChanges()` as a debugging aid: called \
        from `body`, it prints which dependency (a property, `@self`, `@identity`) made SwiftUI evaluate \
        the view again. `_logChanges()` does the same through the unified logging system. Both run on \
        every evaluation of `body`, so a call left in a release build writes to the console or the log \
        each time the view updates, costing time in exactly the code SwiftUI needs to be cheap, and \
        leaking internal type names. They are underscored, unsupported API meant for investigating a \
        dependency problem, not for shipping.

        The rule reports such a call in code that runs with `body`, outside `#if DEBUG`, previews and views \
        that only previews build.
        """,
        fix: """
        Remove the call once the investigation is over, or keep it in debug builds only: \
        `#if DEBUG` / `let _ = Self._printChanges()` / `#endif` is allowed inside `body`.
        """,
        triggering: [
            RuleExample("""
            struct ScoreBoard: View {
                @ObservedObject var game: Game
                var body: some View {
                    let _ = Self.↓_printChanges()
                    Text("\\(game.score)")
                }
            }
            """, fixed: """
            struct ScoreBoard: View {
                @ObservedObject var game: Game
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("\\(game.score)")
                }
            }
            """),
            RuleExample("""
            struct Timeline: View {
                let events: [Event]
                var body: some View {
                    Self.↓_logChanges()
                    return List(events) { EventRow(event: $0) }
                }
            }
            """, fixed: """
            struct Timeline: View {
                let events: [Event]
                var body: some View {
                    #if DEBUG
                    Self._logChanges()
                    #endif
                    return List(events) { EventRow(event: $0) }
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                var count: Int
                var body: some View {
                    let _ = ↓_printChanges()
                    Text("\\(count)")
                }
            }
            """, fixed: """
            struct Badge: View {
                var count: Int
                var body: some View {
                    #if DEBUG
                    let _ = _printChanges()
                    #endif
                    Text("\\(count)")
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Chat: View {
                var body: some View {
                    // In an action, it logs once per appearance, not with every evaluation of `body`.
                    Text("Chat").onAppear { Self._printChanges() }
                }
            }
            """),
            RuleExample("""
            struct ScoreBoard: View {
                @ObservedObject var game: Game
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("\\(game.score)")
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                var count: Int
                var body: some View {
                    // let _ = Self._printChanges()
                    Text("\\(count) Self._printChanges()")
                }
            }
            """),
            RuleExample("""
            final class AuditTrail {
                func printChanges() { print(entries) }
            }
            struct AuditView: View {
                let trail: AuditTrail
                var body: some View {
                    Button("Dump") { trail.printChanges() }
                }
            }
            """),
            RuleExample("""
            struct Inspector: View {
                let recorder: Recorder
                var body: some View {
                    Text("changes").onAppear { recorder._logChanges(limit: 10) }
                }
            }
            """),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = [.functionCallExpr]

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
        let tree = file.tree
        guard let call = file.call(node), let name = call.name(in: tree), Self.debugMethods.contains(name),
              call.arguments.isEmpty else { return }
        let spelling: String
        switch tree.kind(call.callee) {
        case .identifierExpr:
            // `_printChanges()` with an implicit `Self`: only inside a type, where the static method is in scope.
            guard file.enclosingType(node) != nil else { return }
            spelling = name + "()"
        case .memberAccessExpr:
            // `Self._printChanges()`, `ScoreBoard._printChanges()`: a static call on a type, not a method of a value.
            guard let receiver = call.receiver(in: tree), let path = tree.dottedPath(receiver),
                  path.allSatisfy({ $0.startsWithUppercase }) else { return }
            spelling = path.joined(separator: ".") + "." + name + "()"
        default:
            return
        }
        let token = Int(tree[call.callee].mainToken)
        // Only where it runs with `body`: in an action (`.onAppear { … }`) it logs once per appearance.
        guard token >= 0, ExpensiveWorkInBodyRule.runsWithBody(node, in: file) != nil else { return }
        report.report(token: token,
                      "`\(spelling)` is a debugging aid that logs on every evaluation of `body`; it should not ship",
                      help: "remove the call, or wrap it in `#if DEBUG` … `#endif`",
                      fix: Self.debugOnlyFix(node, in: file))
    }

    /// Wraps the statement that holds the call in `#if DEBUG` … `#endif`, on lines of their own at its
    /// indentation (with the file's line endings). Only for a statement alone on its line.
    static func debugOnlyFix(_ call: NodeID, in file: FileContext) -> Fix? {
        let tree = file.tree
        var statement = call
        while let parent = file.parent(statement), ![.codeBlock, .accessorBlock, .closureExpr].contains(tree.kind(parent)) {
            if tree.kind(parent) == .functionDecl || tree.kind(parent) == .initializerDecl { return nil }
            statement = parent
        }
        let range = tree.range(statement)
        let bytes = file.source.bytes
        // Alone on its line: only blanks before it, and only blanks or a line break after it.
        var before = Int(range.start)
        while before > 0 && (bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t")) { before -= 1 }
        guard before == 0 || bytes[before - 1] == UInt8(ascii: "\n") else { return nil }
        var after = Int(range.end)
        while after < bytes.count && (bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t")) { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r") else { return nil }
        let indentation = SourceEdits.indentation(ofLineAt: Int(range.start), in: file.source)
        let newline = SourceEdits.lineEnding(of: file.source)
        return Fix("wrap the call in `#if DEBUG` … `#endif`", applicability: .safe,
                   edits: [FixEdit(ByteRange(Int(range.start), Int(range.start)), "#if DEBUG" + newline + indentation),
                           FixEdit(ByteRange(Int(range.end), Int(range.end)), newline + indentation + "#endif")])
    }
}
