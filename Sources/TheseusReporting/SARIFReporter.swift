import Foundation

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one run; `tool.driver` lists every
/// rule of the report (plus any rule that has a finding without being listed), results point at files
/// relative to `%SRCROOT%` (the working directory, declared in `originalUriBaseIds`), and each result
/// carries a `theseus/v1` partial fingerprint (see `Fingerprint`) that survives edits above it.
///
/// Columns. SARIF counts columns in UTF-16 code units or in Unicode code points (`columnKind`, §3.14.17);
/// it has no UTF-8 byte columns, which is what `Finding` holds. The run declares `unicodeCodePoints`, and
/// columns are converted with the finding's source line (`lineText`): the start column always, the end
/// column when the range ends on that line, and related locations on that same line. A column on any
/// other line (the end of a multi-line range, most related locations) stays a byte column, because the
/// report does not carry that line's text; it is exact whenever that line is ASCII up to the column.
///
/// File errors become `toolExecutionNotifications` of the invocation, whose `executionSuccessful` is
/// false when there are any.
public enum SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let fingerprintKey = "theseus/v1"
    public static let sourceRootID = "%SRCROOT%"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        render(report, options: options, workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// As `render(_:options:)`, with the directory that relative paths are relative to made explicit.
    public static func render(_ report: LintReport, options: ReportOptions, workingDirectory: String) -> String {
        JSONOutput.encode(log(report, workingDirectory: workingDirectory))
    }

    static func log(_ report: LintReport, workingDirectory: String) -> Log {
        var rules = report.rules
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        for finding in report.findings where ruleIndex[finding.ruleID] == nil {
            if let rule = RuleRegistry.rule(id: finding.ruleID)?.description {
                ruleIndex[rule.id] = rules.count
                rules.append(rule)
            }
        }

        let fingerprints = Fingerprint.fingerprints(for: report.findings)
        let results = report.findings.enumerated().map { index, finding in
            Result(
                ruleId: finding.ruleID,
                ruleIndex: ruleIndex[finding.ruleID],
                level: finding.severity.sarifLevel,
                message: Message(text: finding.message),
                locations: [Location(physicalLocation: physicalLocation(finding.range, lineOf: finding, workingDirectory))],
                relatedLocations: finding.evidence.isEmpty ? nil : finding.evidence.enumerated().map { id, evidence in
                    Location(id: id, physicalLocation: physicalLocation(evidence.range, lineOf: finding, workingDirectory),
                             message: Message(text: evidence.text), properties: EvidenceProperties(kind: evidence.kind.rawValue))
                },
                rank: finding.confidence == .high ? 90 : 60,
                properties: ResultProperties(confidence: finding.confidence.rawValue),
                partialFingerprints: [fingerprintKey: fingerprints[index]],
                fixes: fixes(of: finding, workingDirectory))
        }

        let notifications = report.errors.map { error in
            Notification(level: "error", message: Message(text: error.message),
                         locations: [Location(physicalLocation: PhysicalLocation(
                            artifactLocation: artifactLocation(error.path, workingDirectory), region: nil))])
        }

        let driver = Driver(
            name: report.toolName,
            version: report.toolVersion,
            semanticVersion: report.toolVersion,
            informationUri: report.informationURI,
            rules: rules.map(descriptor))
        let run = Run(
            tool: Tool(driver: driver),
            invocations: [Invocation(executionSuccessful: report.errors.isEmpty,
                                     toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            originalUriBaseIds: [sourceRootID: ArtifactLocation(uri: ArtifactURI.directoryURI(workingDirectory), uriBaseId: nil)],
            columnKind: "unicodeCodePoints",
            results: results)
        return Log(schema: schemaURI, version: "2.1.0", runs: [run])
    }

    static func descriptor(_ rule: RuleDescription) -> ReportingDescriptor {
        ReportingDescriptor(
            id: rule.id,
            name: SARIFRuleHelp.upperCamelName(rule.name),
            shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.rationale),
            help: MultiformatMessage(text: SARIFRuleHelp.text(for: rule), markdown: SARIFRuleHelp.markdown(for: rule)),
            defaultConfiguration: Configuration(level: rule.severity.sarifLevel),
            properties: Properties(tags: ["swiftui", rule.kind.rawValue], precision: rule.precision.rawValue))
    }

    /// The fix of a finding as SARIF `fixes`, when it has edits (`safe` or `unsafe`).
    static func fixes(of finding: Finding, _ workingDirectory: String) -> [SARIFFix]? {
        guard let fix = finding.fix, !fix.edits.isEmpty else { return nil }
        let replacements = fix.edits.map { edit -> Replacement in
            let location = physicalLocation(edit.range, lineOf: finding, workingDirectory)
            let region = location.region ?? Region(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)
            return Replacement(deletedRegion: region, insertedContent: ArtifactContent(text: edit.replacement))
        }
        let text = fix.description + (fix.applicability == .unsafe ? " (unsafe: \(fix.unsafeReason ?? "may change behaviour beyond the bug"))" : "")
        return [SARIFFix(description: Message(text: text),
                         artifactChanges: [ArtifactChange(artifactLocation: artifactLocation(finding.range.path, workingDirectory),
                                                          replacements: replacements)])]
    }

    static func artifactLocation(_ path: String, _ workingDirectory: String) -> ArtifactLocation {
        switch ArtifactURI.reference(forPath: path, workingDirectory: workingDirectory) {
        case .relative(let uri): return ArtifactLocation(uri: uri, uriBaseId: sourceRootID)
        case .absolute(let uri): return ArtifactLocation(uri: uri, uriBaseId: nil)
        }
    }

    /// The location of `range`, with columns converted to code points where `finding`'s line is known.
    static func physicalLocation(_ range: SourceRange, lineOf finding: Finding, _ workingDirectory: String) -> PhysicalLocation {
        let known = range.path == finding.range.path ? finding.range.startLine : nil
        let line = SourceLine(finding.lineText)
        func column(_ byteColumn: Int, onLine number: Int) -> Int {
            let column = max(1, byteColumn)
            return number == known ? line.codePointColumn(ofByteColumn: column) : column
        }
        let startLine = max(1, range.startLine)
        let endLine = max(startLine, range.endLine)
        let startColumn = column(range.startColumn, onLine: startLine)
        var endColumn = column(range.endColumn, onLine: endLine)
        if endLine == startLine { endColumn = max(startColumn, endColumn) }
        return PhysicalLocation(
            artifactLocation: artifactLocation(range.path, workingDirectory),
            region: Region(startLine: startLine, startColumn: startColumn, endLine: endLine, endColumn: endColumn))
    }

    // MARK: - The SARIF object model (the parts Theseus writes)

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind: String
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Message: Encodable {
        var text: String
    }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Properties: Encodable {
        var tags: [String]
        /// Read by GitHub code scanning, as CodeQL queries declare it (`very-high`, `high`, `medium`, `low`).
        var precision: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        /// SARIF §3.27.26: how sure the result is, 0–100 (high confidence 90, medium 60).
        var rank: Double
        var properties: ResultProperties
        var partialFingerprints: [String: String]
        /// A fix with edits (SARIF §3.55): the file's replacements, each a deleted region and inserted text.
        var fixes: [SARIFFix]?
    }

    struct ResultProperties: Encodable {
        /// `medium` or `high`: whether the result's evidence shows the harm happening.
        var confidence: String
    }

    /// What a related location shows, as a finding's evidence names it (`rows_move`, `state`, …).
    struct EvidenceProperties: Encodable {
        var kind: String
    }

    struct SARIFFix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
        var properties: EvidenceProperties?

        init(id: Int? = nil, physicalLocation: PhysicalLocation, message: Message? = nil, properties: EvidenceProperties? = nil) {
            self.id = id
            self.physicalLocation = physicalLocation
            self.message = message
            self.properties = properties
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]
    }
}
