import Foundation
import TheseusSyntax

/// `--fix` and `--diff` before anything is written: lint, apply the applicable fixes in memory, lint the
/// new bytes again (a fix may make another finding's fix possible, or end it), a bounded number of
/// rounds. Every file's bytes are read once, up front; what is written later is compared against them.
public struct FixSession {
    public struct FileChange: Sendable {
        public var path: String
        public var displayPath: String
        /// The bytes read at the start, and the bytes after every round's fixes.
        public var original: [UInt8]
        public var fixed: [UInt8]
        /// Fixes applied, by rule id.
        public var fixesByRule: [String: Int]
        public var fixCount: Int { fixesByRule.values.reduce(0, +) }
    }

    public struct Outcome: Sendable {
        public var changes: [FileChange] = []
        /// Files where fixes were refused (they would have left the file parsing worse), with why.
        public var refused: [(path: String, message: String)] = []
        /// The lint of the bytes as read, and of the fixed bytes (what is left).
        public var initial = LintOutcome()
        public var final = LintOutcome()
        public var rounds = 0
    }

    public var session: LintSession
    public var includesUnsafe: Bool
    public var maxRounds: Int

    public init(session: LintSession, includesUnsafe: Bool, maxRounds: Int = 4) {
        self.session = session
        self.includesUnsafe = includesUnsafe
        self.maxRounds = maxRounds
    }

    /// `context`: the rest of the project, for the index only (see `LintSession.lint(_:context:)`).
    public func run(_ inputs: [LintInput], context: [LintInput] = []) -> Outcome {
        var inputs = inputs
        // Read every file once; a file that cannot be read is left to the lint, which reports it.
        for i in inputs.indices where inputs[i].contents == nil {
            if let data = FileManager.default.contents(atPath: inputs[i].path) { inputs[i].contents = [UInt8](data) }
        }
        let originals = inputs.map(\.contents)
        let byDisplayPath = Dictionary(inputs.indices.map { (inputs[$0].displayPath, $0) }, uniquingKeysWith: { a, _ in a })
        var fixesByRule = [[String: Int]](repeating: [:], count: inputs.count)
        var refused: [Int: String] = [:]
        var outcome = Outcome()
        var lint = session.lint(inputs, context: context)
        outcome.initial = lint
        for round in 1 ... max(1, maxRounds) {
            outcome.rounds = round
            var changed = false
            var fixable: [Int: [Finding]] = [:]
            for finding in lint.findings where finding.fix?.isApplicable(unsafe: includesUnsafe) == true {
                guard let index = byDisplayPath[finding.path], refused[index] == nil, inputs[index].contents != nil else { continue }
                fixable[index, default: []].append(finding)
            }
            for (index, findings) in fixable.sorted(by: { $0.key < $1.key }) {
                guard let bytes = inputs[index].contents else { continue }
                let result = FixApplier.apply(findings.compactMap(\.fix), to: bytes)
                guard !result.applied.isEmpty, result.bytes != bytes else { continue }
                // A fix must never leave the file parsing worse than it did when it was read.
                let before = Self.problemCount(originals[index] ?? bytes, path: inputs[index].path)
                let after = Self.problemCount(result.bytes, path: inputs[index].path)
                if after > before {
                    // Keep what earlier rounds did (it parsed as well as the original); fix nothing more here.
                    refused[index] = "a fix would leave the file parsing with \(after) syntax problems instead of \(before); those fixes were not applied (an internal error of a fix: please report it)"
                    continue
                }
                for applied in result.applied { fixesByRule[index][findings[applied].ruleID, default: 0] += 1 }
                inputs[index].contents = result.bytes
                changed = true
            }
            if !changed { break }
            lint = session.lint(inputs, context: context)
        }
        outcome.final = lint
        for index in inputs.indices {
            guard let original = originals[index], let fixed = inputs[index].contents, fixed != original else { continue }
            outcome.changes.append(FileChange(path: inputs[index].path, displayPath: inputs[index].displayPath,
                                              original: original, fixed: fixed, fixesByRule: fixesByRule[index]))
        }
        outcome.refused = refused.sorted { $0.key < $1.key }.map { (inputs[$0.key].displayPath, $0.value) }
        return outcome
    }

    /// What "parses worse" counts: error and missing nodes of the parse, and delimiters left unbalanced
    /// (the parser closes a brace missing at the end of the file without an error node).
    public static func problemCount(_ bytes: [UInt8], path: String) -> Int {
        let tree = Parser.parse(SourceFile(path: path, bytes: bytes))
        var count = 0
        for node in tree.nodes where node.kind == .error || node.kind == .missingExpr || node.kind == .missingType { count += 1 }
        var depth = [0, 0, 0]
        for token in tree.tokens {
            switch token.kind {
            case .leftParen: depth[0] += 1
            case .leftBrace: depth[1] += 1
            case .leftSquare: depth[2] += 1
            case .rightParen: if depth[0] > 0 { depth[0] -= 1 } else { count += 1 }
            case .rightBrace: if depth[1] > 0 { depth[1] -= 1 } else { count += 1 }
            case .rightSquare: if depth[2] > 0 { depth[2] -= 1 } else { count += 1 }
            default: break
            }
        }
        return count + depth.reduce(0, +)
    }
}
