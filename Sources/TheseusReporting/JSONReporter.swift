/// The contract's JSON (`--reporter json`):
///
///     { "tool": {"name", "version"},
///       "findings": [{"rule", "severity", "message", "file", "line", "column", "endLine", "endColumn",
///                     "help"?, "confidence", "evidence": [{"kind", "file", "line", "column", "endLine", "endColumn", "text"}],
///                     "fix"?: {"applicability", "description", "unsafeReason"?,
///                              "edits": [{"line", "column", "endLine", "endColumn", "replacement"}]}}],
///       "errors": [{"file", "message"}],
///       "summary": {"files", "findings", "error", "warning", "info"} }
///
/// Lines and columns are 1-based, columns in UTF-8 bytes. `confidence` is `medium` or `high`; `evidence`
/// lists what the message claims, each at the code that shows it (empty when it claims nothing beyond the
/// pattern at the finding's own range). `help` and `fix` appear only when the finding has them; `fix` only for a fix with edits (`safe` or `unsafe`), as the contract says.
public enum JSONReporter: Reporter {
    public static let name = "json"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        JSONOutput.encode(Document(report))
    }

    struct Document: Encodable {
        var tool: Tool
        var findings: [FindingEntry]
        var errors: [ErrorEntry]
        var summary: Summary

        init(_ report: LintReport) {
            tool = Tool(name: report.toolName, version: report.toolVersion)
            findings = report.findings.map(FindingEntry.init)
            errors = report.errors.map { ErrorEntry(file: $0.path, message: $0.message) }
            summary = Summary(files: report.filesLinted, findings: report.findings.count, error: report.count(.error),
                              warning: report.count(.warning), info: report.count(.info))
        }
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct FindingEntry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var help: String?
        var confidence: String
        var evidence: [EvidenceEntry]
        var fix: FixEntry?

        init(_ finding: Finding) {
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            file = finding.path
            line = finding.range.startLine
            column = finding.range.startColumn
            endLine = finding.range.endLine
            endColumn = finding.range.endColumn
            help = finding.help
            confidence = finding.confidence.rawValue
            evidence = finding.evidence.map(EvidenceEntry.init)
            fix = finding.fix.flatMap { fix in
                fix.edits.isEmpty ? nil : FixEntry(applicability: fix.applicability.rawValue, description: fix.description,
                                                   unsafeReason: fix.unsafeReason, edits: fix.edits.map(EditEntry.init))
            }
        }
    }

    struct EvidenceEntry: Encodable {
        var kind: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var text: String

        init(_ evidence: Evidence) {
            kind = evidence.kind.rawValue
            file = evidence.range.path
            line = evidence.range.startLine
            column = evidence.range.startColumn
            endLine = evidence.range.endLine
            endColumn = evidence.range.endColumn
            text = evidence.text
        }
    }

    struct FixEntry: Encodable {
        var applicability: String
        var description: String
        var unsafeReason: String?
        var edits: [EditEntry]
    }

    struct EditEntry: Encodable {
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var replacement: String

        init(_ edit: FixEdit) {
            line = edit.range.startLine
            column = edit.range.startColumn
            endLine = edit.range.endLine
            endColumn = edit.range.endColumn
            replacement = edit.replacement
        }
    }

    struct ErrorEntry: Encodable {
        var file: String
        var message: String
    }

    struct Summary: Encodable {
        var files: Int
        var findings: Int
        var error: Int
        var warning: Int
        var info: Int
    }
}
