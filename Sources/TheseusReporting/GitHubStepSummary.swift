/// The Markdown job summary for `$GITHUB_STEP_SUMMARY`: totals, then a table of all findings (most
/// severe first, then report order), then the files that could not be linted.
extension GitHubReporter {
    /// GitHub refuses a step summary over 1 MiB; rows stop (with a note) before that.
    static let summaryByteBudget = 900_000

    public static func stepSummary(_ report: LintReport) -> String {
        var out = "## Theseus\n\n"
        let counts = "\(report.count(.error)) \(plural(report.count(.error), "error")), "
            + "\(report.count(.warning)) \(plural(report.count(.warning), "warning")), "
            + "\(report.count(.info)) info"
        let files = "\(report.filesLinted) \(plural(report.filesLinted, "file"))"
        if report.findings.isEmpty {
            out += "No findings in \(files).\n"
        } else {
            out += "**\(report.findings.count) \(plural(report.findings.count, "finding"))** (\(counts)) in \(files).\n\n"
            out += "| Severity | Location | Rule | Message |\n| --- | --- | --- | --- |\n"
            let ordered = Severity.bySeverityDescending.flatMap { severity in report.findings.filter { $0.severity == severity } }
            for (index, finding) in ordered.enumerated() {
                let row = "| \(finding.severity.rawValue) | \(markdownText(finding.path)):\(finding.range.startLine) | \(ruleCell(finding.ruleID)) | \(tableCell(finding.message)) |\n"
                if out.utf8.count + row.utf8.count > summaryByteBudget {
                    out += "\n\(ordered.count - index) more \(plural(ordered.count - index, "finding")) left out: the summary would exceed GitHub's size limit. Use `--reporter json` or `sarif` for the full list.\n"
                    break
                }
                out += row
            }
        }
        if !report.errors.isEmpty {
            out += "\n### Files that could not be linted\n\n| File | Problem |\n| --- | --- |\n"
            for error in report.errors {
                out += "| \(markdownText(error.path)) | \(tableCell(error.message)) |\n"
            }
        }
        return out
    }

    static func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }

    /// A message in a table cell: Markdown kept (messages use code spans), but `|` escaped and line breaks
    /// as `<br>`, so the text stays in its cell; control characters as visible escapes.
    static func tableCell(_ text: String) -> String {
        var out = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "|": out += "\\|"
            case "\r": out += "<br>"
            case "\n": if !previousCR { out += "<br>" }
            default:
                if TerminalSafety.isUnsafe(scalar) { out += TerminalSafety.visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Literal text (a path): Markdown punctuation backslash-escaped, then as a table cell.
    static func markdownText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if "\\`*_[]<>#!~&".unicodeScalars.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return tableCell(out)
    }

    static func ruleCell(_ id: String) -> String {
        let plain = id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        return plain && !id.isEmpty ? "`\(id)`" : markdownText(id)
    }
}
