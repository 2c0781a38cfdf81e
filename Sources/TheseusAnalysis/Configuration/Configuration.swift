import Foundation

/// A configuration error, reported as `FILE:LINE: message` (exit code 2).
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int
    public let message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}

/// `.theseus.yml`: SwiftLint-like keys, and one mapping per rule id with `severity` and its options.
public struct Configuration: Sendable {
    /// Paths and globs to lint, relative to the configuration file (empty: what the command line names).
    public var included: [String] = []
    /// Paths and globs never linted, relative to the configuration file.
    public var excluded: [String] = []
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// When set, exactly these rules run.
    public var onlyRules: [String]?
    public var reporter: String?
    public var strict = false
    /// Whether test code (files importing a test framework, folders named `Tests` or `…Tests`) is linted.
    public var lintTestCode = false
    /// Files larger than this many bytes are reported as skipped instead of being read.
    public var maxFileSize: Int?
    /// Findings below this confidence are not reported (`min_confidence: high`: only those whose evidence
    /// shows the harm).
    public var minConfidence: Confidence = .medium
    public var severities: [String: Severity] = [:]
    public var options: [String: RuleOptions] = [:]
    /// The folder paths in the file are relative to (the configuration file's folder).
    public var rootDirectory: String
    /// The file this configuration was read from, if any.
    public var path: String?
    /// The file's text, part of the cache key.
    public var sourceText = ""
    /// The top-level keys the file sets, with their lines: a nested configuration overrides only what it
    /// sets (`strict: false` written out is not the same as `strict` left alone).
    public var keyLines: [String: Int] = [:]

    public init(rootDirectory: String = FileManager.default.currentDirectoryPath) {
        self.rootDirectory = rootDirectory
    }

    public static let fileName = ".theseus.yml"

    public static let reporters = ["text", "json", "sarif", "github", "github-actions-logging", "xcode", "checkstyle", "gitlab"]

    static let topLevelKeys = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "reporter", "strict",
                               "lint_test_code", "max_file_size", "min_confidence"]

    /// `.theseus.yml` in `folder` or the nearest of its parents.
    public static func find(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<64 {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }

    /// Reads and parses a configuration file; errors name it as `name` (default: `path`).
    public static func load(path: String, reportedAs name: String? = nil) throws -> Configuration {
        let name = name ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: name, line: 1, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: name, line: 1, message: "the configuration file is not UTF-8")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, path: name, rootDirectory: folder)
    }

    public static func parse(_ text: String, path: String, rootDirectory: String) throws -> Configuration {
        var configuration = Configuration(rootDirectory: rootDirectory)
        configuration.path = path
        configuration.sourceText = text
        let root: YAMLNode
        do {
            root = try YAML.parse(text)
        } catch let error as YAMLError {
            throw ConfigurationError(path: path, line: error.line, message: error.message)
        }
        if root.isNull { return configuration }
        guard let mapping = root.mapping else {
            throw ConfigurationError(path: path, line: root.line, message: "the configuration must be a mapping of keys to values")
        }
        let ruleIDs = RuleRegistry.ids
        func fail(_ line: Int, _ message: String) -> ConfigurationError { ConfigurationError(path: path, line: line, message: message) }
        func ruleList(_ node: YAMLNode, _ key: String) throws -> [String] {
            guard let list = node.stringList else { throw fail(node.line, "`\(key)` must be a list of rule ids") }
            // `all`: every rule (an audit: `opt_in_rules: [all]`, `only_rules: [all]`).
            if list.contains("all") {
                guard key != "disabled_rules" else { throw fail(node.line, "`all` cannot be disabled: use `only_rules` to pick rules") }
                return RuleRegistry.ids
            }
            return try list.map { id in
                guard let canonical = RuleRegistry.canonicalID(id) else {
                    throw fail(node.line, "unknown rule `\(id)` in `\(key)`" + hint(id, ruleIDs))
                }
                return canonical
            }
        }
        func pathList(_ node: YAMLNode, _ key: String) throws -> [String] {
            guard let list = node.stringList else { throw fail(node.line, "`\(key)` must be a list of paths") }
            return list
        }
        for (key, value) in mapping {
            configuration.keyLines[key.text] = key.line
            switch key.text {
            case "included": configuration.included = try pathList(value, key.text)
            case "excluded": configuration.excluded = try pathList(value, key.text)
            case "disabled_rules": configuration.disabledRules = try ruleList(value, key.text)
            case "opt_in_rules": configuration.optInRules = try ruleList(value, key.text)
            case "only_rules": configuration.onlyRules = try ruleList(value, key.text)
            case "reporter":
                guard let name = value.string, reporters.contains(name) else {
                    throw fail(value.line, "`reporter` must be one of \(reporters.joined(separator: ", "))" + hint(value.string ?? "", reporters))
                }
                configuration.reporter = name
            case "strict":
                guard let flag = value.bool else { throw fail(value.line, "`strict` must be true or false") }
                configuration.strict = flag
            case "lint_test_code":
                guard let flag = value.bool else { throw fail(value.line, "`lint_test_code` must be true or false") }
                configuration.lintTestCode = flag
            case "min_confidence":
                guard let text = value.string, let level = Confidence(rawValue: text) else {
                    throw fail(value.line, "`min_confidence` must be medium or high" + hint(value.string ?? "", Confidence.allCases.map(\.rawValue)))
                }
                configuration.minConfidence = level
            case "max_file_size":
                guard let size = value.int, size > 0 else { throw fail(value.line, "`max_file_size` must be a positive number of bytes") }
                configuration.maxFileSize = size
            default:
                guard let rule = RuleRegistry.rule(id: key.text) else {
                    throw fail(key.line, "unknown key `\(key.text)`" + hint(key.text, topLevelKeys + ruleIDs))
                }
                let (severity, options) = try ruleSettings(value, for: rule.description, path: path)
                let id = rule.description.id
                if let severity { configuration.severities[id] = severity }
                configuration.options[id] = options
            }
        }
        return configuration
    }

    /// A rule's mapping: `severity` and the options the rule declares, each checked against its type.
    static func ruleSettings(_ node: YAMLNode, for rule: RuleDescription, path: String) throws -> (Severity?, RuleOptions) {
        func fail(_ line: Int, _ message: String) -> ConfigurationError { ConfigurationError(path: path, line: line, message: message) }
        if node.isNull { return (nil, RuleOptions()) }
        // SwiftLint's short form: `any_view: error`.
        if let text = node.string {
            guard let severity = Severity(rawValue: text) else {
                throw fail(node.line, "`\(rule.id)` must be a severity (error, warning or info) or a mapping (`severity: warning` and the rule's options)")
            }
            return (severity, RuleOptions())
        }
        guard let mapping = node.mapping else {
            throw fail(node.line, "`\(rule.id)` must be a severity (error, warning or info) or a mapping (`severity: warning` and the rule's options)")
        }
        var severity: Severity?
        var options = RuleOptions()
        let optionNames = rule.options.map(\.name)
        for (key, value) in mapping {
            if key.text == "severity" {
                guard let text = value.string, let s = Severity(rawValue: text) else {
                    throw fail(value.line, "`severity` must be error, warning or info")
                }
                severity = s
                continue
            }
            guard let option = rule.options.first(where: { $0.name == key.text }) else {
                throw fail(key.line, "unknown option `\(key.text)` for rule `\(rule.id)`" + hint(key.text, ["severity"] + optionNames))
            }
            switch option.type {
            case "list of strings":
                guard let list = value.stringList else { throw fail(value.line, "`\(key.text)` must be a list of strings") }
                options.values[key.text] = .stringList(list)
            case "boolean":
                guard let flag = value.bool else { throw fail(value.line, "`\(key.text)` must be true or false") }
                options.values[key.text] = .bool(flag)
            case "integer":
                guard let n = value.int else { throw fail(value.line, "`\(key.text)` must be a whole number") }
                options.values[key.text] = .int(n)
            default:
                guard let s = value.string else { throw fail(value.line, "`\(key.text)` must be a string") }
                options.values[key.text] = .string(s)
            }
        }
        return (severity, options)
    }

    /// Options for one rule from YAML text such as `names: [isbn]` (rule examples use this).
    public static func ruleOptions(_ text: String, for rule: RuleDescription) throws -> RuleOptions {
        let node: YAMLNode
        do { node = try YAML.parse(text) } catch let error as YAMLError {
            throw ConfigurationError(path: "<example>", line: error.line, message: error.message)
        }
        return try ruleSettings(node, for: rule, path: "<example>").1
    }

    static func hint(_ word: String, _ candidates: [String]) -> String {
        DidYouMean.suggestion(for: word, among: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }

    /// The rules this configuration runs: defaults, less disabled, plus opt-ins; or exactly `only_rules`.
    public func enabledRuleIDs(onlyRules commandLine: [String] = []) -> [String] {
        let all = RuleRegistry.all.map { $0.description }
        if !commandLine.isEmpty { return all.map(\.id).filter { commandLine.contains($0) } }
        if let only = onlyRules { return all.map(\.id).filter { only.contains($0) } }
        return all.filter { ($0.enabledByDefault || optInRules.contains($0.id)) && !disabledRules.contains($0.id) }.map(\.id)
    }

    /// A linter for this configuration (`minConfidence`: the command line's, over the file's).
    public func makeLinter(onlyRules commandLine: [String] = [], minConfidence: Confidence? = nil) -> Linter {
        let ids = enabledRuleIDs(onlyRules: commandLine)
        let rules = RuleRegistry.all.filter { ids.contains($0.description.id) }.map { $0.init(options: options[$0.description.id] ?? RuleOptions()) }
        return Linter(rules: rules, severities: severities, lintsTestCode: lintTestCode, minConfidence: minConfidence ?? self.minConfidence)
    }
}
