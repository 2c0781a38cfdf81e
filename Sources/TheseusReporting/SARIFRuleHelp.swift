/// A rule's metadata as SARIF `reportingDescriptor` text: the name in UpperCamelCase and the help.
enum SARIFRuleHelp {
    /// `Index-based identity` → `IndexBasedIdentity` (SARIF recommends an identifier-like name).
    static func upperCamelName(_ name: String) -> String {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// Plain text help: summary, rationale, fix.
    static func text(for rule: RuleDescription) -> String {
        "\(sentence(rule.summary))\n\n\(rule.rationale)\n\nFix: \(rule.fix)"
    }

    /// Markdown help (shown by GitHub code scanning beside an alert): summary, why, fix, options,
    /// and the examples as Swift code blocks, without the `↓` markers of the test examples.
    static func markdown(for rule: RuleDescription) -> String {
        var out = "\(sentence(rule.summary))\n\n## Why\n\n\(rule.rationale)\n\n## Fix\n\n\(rule.fix)\n"
        if !rule.options.isEmpty {
            out += "\n## Options\n\n| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                out += "| `\(option.name)` | \(option.type) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
        }
        if !rule.triggering.isEmpty {
            out += "\n## Examples that trigger the rule\n"
            for example in rule.triggering { out += "\n" + codeBlocks(example) }
        }
        if !rule.nonTriggering.isEmpty {
            out += "\n## Examples that do not trigger it\n"
            for example in rule.nonTriggering { out += "\n" + codeBlocks(example) }
        }
        return out
    }

    static func sentence(_ summary: String) -> String {
        summary.hasSuffix(".") ? summary : summary + "."
    }

    static func codeBlocks(_ example: RuleExample) -> String {
        var out = ""
        if let configuration = example.configuration {
            out += "With the rule configured as `\(configuration)`:\n\n"
        }
        out += fenced(example.code)
        for file in example.otherFiles {
            out += "\nIn `\(file.path)`:\n\n" + fenced(file.code)
        }
        return out
    }

    /// A ```swift block, with a longer fence when the code itself contains backtick runs.
    static func fenced(_ code: String) -> String {
        var clean = ""
        clean.unicodeScalars.append(contentsOf: code.unicodeScalars.filter { $0 != "\u{2193}" })
        var longest = 0, run = 0
        for character in clean {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = clean.hasSuffix("\n") ? clean : clean + "\n"
        return "\(fence)swift\n\(body)\(fence)\n"
    }
}
