/// GitLab Code Quality (a subset of the Code Climate issue format), for `artifacts:reports:codequality`:
///
///     [ { "description": "…", "check_name": "index_based_identity", "fingerprint": "…",
///         "severity": "minor", "location": { "path": "Sources/A.swift", "lines": { "begin": 3, "end": 3 } },
///         "type": "issue", "categories": ["Bug Risk"] } ]
///
/// Severities: error → `major`, warning → `minor`, info → `info`. The fingerprint is the stable
/// `Fingerprint` of the finding (unique per finding, unchanged by edits above it), which GitLab uses to
/// tell new issues from fixed ones between the source and target branch. Files that could not be linted
/// are not issues and are left out (the run fails with exit code 2 for them).
public enum GitLabReporter: Reporter {
    public static let name = "gitlab"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let fingerprints = Fingerprint.fingerprints(for: report.findings)
        let issues = report.findings.enumerated().map { index, finding in
            Issue(description: finding.message,
                  check_name: finding.ruleID,
                  fingerprint: fingerprints[index],
                  severity: finding.severity.gitlabSeverity,
                  location: IssueLocation(path: Fingerprint.normalizedPath(finding.path),
                                          lines: Lines(begin: finding.range.startLine, end: max(finding.range.startLine, finding.range.endLine))),
                  type: "issue",
                  categories: ["Bug Risk"])
        }
        // Files that could not be linted are issues too, so they are not lost when the report is a file.
        let errors = report.errors.map { error in
            Issue(description: error.message, check_name: "theseus_file_error",
                  fingerprint: Fingerprint.hash(["theseus/file-error", Fingerprint.normalizedPath(error.path), error.message]),
                  severity: "critical",
                  location: IssueLocation(path: Fingerprint.normalizedPath(error.path), lines: Lines(begin: 1, end: 1)),
                  type: "issue", categories: ["Bug Risk"])
        }
        return JSONOutput.encode(issues + errors)
    }

    struct Issue: Encodable {
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var location: IssueLocation
        var type: String
        var categories: [String]
    }

    struct IssueLocation: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
        var end: Int
    }
}
