@_exported import TheseusAnalysis
@_exported import TheseusSyntax

/// A file that could not be linted (unreadable, not UTF-8, too large …), reported beside the findings.
public struct FileError: Sendable, Hashable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Everything a reporter needs: the findings (sorted), the errors, and the rules that ran.
public struct LintReport: Sendable {
    public var findings: [Finding]
    public var errors: [FileError]
    public var filesLinted: Int
    /// The enabled rules, in registry order (SARIF lists them as `tool.driver.rules`).
    public var rules: [RuleDescription]
    public var toolName = "theseus"
    public var toolVersion: String
    public var informationURI = "https://github.com/theseus-lint/theseus"

    public init(findings: [Finding], errors: [FileError] = [], filesLinted: Int, rules: [RuleDescription], toolVersion: String) {
        self.findings = findings
        self.errors = errors
        self.filesLinted = filesLinted
        self.rules = rules
        self.toolVersion = toolVersion
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// How to render: colour (only on a terminal without `NO_COLOR`, decided by the caller).
public struct ReportOptions: Sendable {
    public var color: Bool
    /// The folder relative paths are relative to, for reporters that print absolute ones (`xcode`).
    public var workingDirectory: String?

    public init(color: Bool = false, workingDirectory: String? = nil) {
        self.color = color
        self.workingDirectory = workingDirectory
    }
}

/// A reporter is a pure function from a report to text.
public protocol Reporter {
    static var name: String { get }
    static func render(_ report: LintReport, options: ReportOptions) -> String
}

public enum Reporters {
    /// Every reporter, by the name `--reporter` takes.
    public static let all: [any Reporter.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        XcodeReporter.self,
        CheckstyleReporter.self,
        GitLabReporter.self,
    ]

    public static func named(_ name: String) -> (any Reporter.Type)? {
        let canonical = name == "github-actions-logging" ? "github" : name
        return all.first { $0.name == canonical }
    }
}
