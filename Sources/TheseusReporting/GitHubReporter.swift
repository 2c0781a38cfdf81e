/// GitHub Actions workflow commands (`--reporter github`, alias `github-actions-logging`):
///
///     ::warning file=Sources/A.swift,line=3,col=5,endLine=3,endColumn=12,title=index_based_identity::message
///
/// Lines and columns are the contract's (1-based, columns in UTF-8 bytes); `title` is the rule id.
///
/// GitHub shows at most 10 annotations of each level (error, warning, notice) per step, so findings are
/// emitted most severe first (then in report order), at most 10 per level, followed — when any were left
/// out — by one `::notice::` line saying how many more there are and that the full list is in the job
/// summary (`stepSummary(_:)`, which the command line writes to `$GITHUB_STEP_SUMMARY`). That notice
/// takes one of the 10 notice places, so at most 9 info findings are annotated when it is present. Files
/// that could not be linted are error annotations ahead of the error findings.
///
/// Escaping is GitHub's own (what `@actions/core` does): in the message `%`, CR and LF become `%25`,
/// `%0D`, `%0A`; in property values also `:` and `,` become `%3A` and `%2C`. So no input can end the line
/// and start a new workflow command at the beginning of the next; every output line starts with `::`.
/// Other control characters (ESC, …) are shown as visible escapes (`\u{1B}`), and so is the `[` of `##[`
/// (the runner's old command syntax), so the output never contains `##[`.
public enum GitHubReporter: Reporter {
    public static let name = "github"
    /// Annotations GitHub shows per level and step.
    public static let annotationsPerLevel = 10

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var perLevel: [Severity: [String]] = [:]
        for error in report.errors {
            perLevel[.error, default: []].append(command(.error, properties: [("file", error.path), ("title", "theseus")], message: error.message))
        }
        for finding in report.findings {
            let range = finding.range
            let properties: [(String, String)] = [
                ("file", finding.path), ("line", String(range.startLine)), ("col", String(range.startColumn)),
                ("endLine", String(range.endLine)), ("endColumn", String(range.endColumn)), ("title", finding.ruleID),
            ]
            perLevel[finding.severity, default: []].append(command(finding.severity, properties: properties, message: finding.message))
        }

        let total = perLevel.values.reduce(0) { $0 + $1.count }
        var limits: [Severity: Int] = [.error: annotationsPerLevel, .warning: annotationsPerLevel, .info: annotationsPerLevel]
        let overflows = Severity.allCases.contains { perLevel[$0, default: []].count > annotationsPerLevel }
        if overflows { limits[.info] = annotationsPerLevel - 1 }  // room for the closing notice

        var out = ""
        var shown = 0
        for severity in Severity.bySeverityDescending {
            for line in perLevel[severity, default: []].prefix(limits[severity]!) {
                out += line + "\n"
                shown += 1
            }
        }
        let omitted = total - shown
        if omitted > 0 {
            let what = omitted == 1 ? "1 more finding is" : "\(omitted) more findings are"
            out += "::notice::" + escapeData("Theseus: \(what) not annotated here (GitHub shows at most \(annotationsPerLevel) annotations per level); the full list is in the job summary.") + "\n"
        }
        return out
    }

    static func command(_ severity: Severity, properties: [(String, String)], message: String) -> String {
        let props = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(severity.githubCommand) \(props)::\(escapeData(message))"
    }

    /// GitHub's escaping of a command's data.
    static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// GitHub's escaping of a command property value.
    static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case "[" where hashes >= 2: out += TerminalSafety.visible(scalar)
            default:
                if TerminalSafety.isUnsafe(scalar) { out += TerminalSafety.visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
