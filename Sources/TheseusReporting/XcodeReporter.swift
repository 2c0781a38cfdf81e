/// `path:line:col: warning: message [rule_id]`, one line per finding and nothing else: the format of
/// swiftc's diagnostics, which Xcode, editors and terminals turn into links.
///
/// Paths, messages and rule ids are printed through `TerminalSafety`, so a crafted file name or message
/// cannot smuggle escape sequences or extra lines into the output.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = ""
        for finding in report.findings {
            out += line(for: finding, color: options.color) + "\n"
        }
        return out
    }

    /// The diagnostic line of one finding (without a newline); the `text` reporter starts with it too.
    static func line(for finding: Finding, color: Bool) -> String {
        let path = TerminalSafety.escape(finding.path)
        let message = TerminalSafety.escape(finding.message)
        let rule = TerminalSafety.escape(finding.ruleID)
        let location = "\(path):\(finding.range.startLine):\(finding.range.startColumn):"
        let word = finding.severity.diagnosticWord + ":"
        guard color else { return "\(location) \(word) \(message) [\(rule)]" }
        return "\(location) \(ANSI.severity(finding.severity, word)) \(ANSI.bold(message)) [\(rule)]"
    }
}

/// ANSI SGR sequences for the `text` and `xcode` reporters (used only when `ReportOptions.color`).
enum ANSI {
    static let reset = "\u{1B}[0m"

    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + reset }

    static func severity(_ severity: Severity, _ text: String) -> String {
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .info: code = "1;36"
        }
        return "\u{1B}[\(code)m" + text + reset
    }
}
