/// The word each output format uses for a severity.
extension Severity {
    /// Xcode, swiftc and the `text` reporter: `error`, `warning`, `note`.
    var diagnosticWord: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// SARIF `level` (§3.27.10): `error`, `warning`, `note`.
    var sarifLevel: String { diagnosticWord }

    /// GitHub Actions workflow command: `error`, `warning`, `notice`.
    var githubCommand: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Checkstyle `severity`: `error`, `warning`, `info`.
    var checkstyleSeverity: String { rawValue }

    /// GitLab Code Quality `severity` (one of info, minor, major, critical, blocker).
    var gitlabSeverity: String {
        switch self {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }

    /// Most severe first.
    static var bySeverityDescending: [Severity] { [.error, .warning, .info] }
}
