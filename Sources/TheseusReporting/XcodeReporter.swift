/// `path:line:col: warning: message [rule_id]`, one line per finding and nothing else: the format of
/// swiftc's diagnostics, which Xcode, editors and terminals turn into links.
///
/// Paths, messages and rule ids are printed through `TerminalSafety`, so a crafted file name or message
/// cannot smuggle escape sequences, extra lines or CI log commands into the output.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    /// Paths are absolute (`ReportOptions.workingDirectory` before a relative one): Xcode opens a
    /// build phase's diagnostics from wherever its build runs, not from the project's folder.
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = ""
        let absolute = { (path: String) in absolutePath(path, in: options.workingDirectory) }
        for finding in report.findings {
            out += line(for: finding, color: options.color, path: absolute) + "\n"
        }
        for error in report.errors {
            out += line(for: error, color: options.color, path: absolute) + "\n"
        }
        return out
    }

    static func absolutePath(_ path: String, in folder: String?) -> String {
        guard !path.hasPrefix("/"), let folder, !folder.isEmpty else { return path }
        return (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// A file that could not be linted, as a diagnostic at its first line (so it is in the report too,
    /// not only on standard error).
    static func line(for error: FileError, color: Bool, path: (String) -> String = { $0 }) -> String {
        let location = "\(displayPath(path(error.path))):1:1:"
        let message = TerminalSafety.escape(error.message)
        guard color else { return "\(location) error: \(message)" }
        return "\(location) \(ANSI.severity(.error, "error:")) \(ANSI.bold(message))"
    }

    /// The diagnostic line of one finding (without a newline); the `text` reporter starts with it too.
    /// `word`: the severity's word (Xcode knows `note`; the `text` reporter says `info`, as the summary does).
    static func line(for finding: Finding, color: Bool, path: (String) -> String = { $0 }, word: String? = nil, marker: String = "") -> String {
        let path = displayPath(path(finding.path))
        let message = marker + TerminalSafety.escape(finding.message)
        let rule = TerminalSafety.escape(finding.ruleID)
        let location = "\(path):\(finding.range.startLine):\(finding.range.startColumn):"
        let word = (word ?? finding.severity.diagnosticWord) + ":"
        guard color else { return "\(location) \(word) \(message) [\(rule)]" }
        return "\(location) \(ANSI.severity(finding.severity, word)) \(ANSI.bold(message)) [\(rule)]"
    }
}

extension XcodeReporter {
    /// A path as printed at the start of a line: escaped, and behind `./` when it would start with
    /// white space or `:` (the GitHub Actions runner takes a line that starts with `::`, after white
    /// space, for a workflow command).
    static func displayPath(_ path: String) -> String {
        let escaped = TerminalSafety.escape(path)
        guard let first = escaped.unicodeScalars.first else { return escaped }
        return first == ":" || first.properties.isWhitespace ? "./" + escaped : escaped
    }
}

/// ANSI SGR sequences for the `text` and `xcode` reporters (used only when `ReportOptions.color`).
enum ANSI {
    static let reset = "\u{1B}[0m"

    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + reset }

    static func blue(_ text: String) -> String { "\u{1B}[1;34m" + text + reset }

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
