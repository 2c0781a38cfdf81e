import Foundation
import TheseusAnalysis

/// `theseus rules [RULE_ID] [--markdown]`
enum RulesCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var markdown = false
        var ids: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .option("--markdown", nil): markdown = true
            case .option("--readme-table", nil):
                FileHandle.standardOutput.write(Data(RuleDocumentation.readmeTable().utf8))
                return 0
            case .option(let name, _): throw UsageError("unknown option \(name) for rules")
            case .positional(let id): ids.append(id)
            }
        }
        var out = ""
        if ids.isEmpty {
            out = markdown ? RuleDocumentation.markdown() : RuleDocumentation.listing()
        } else {
            for id in ids {
                guard let rule = RuleRegistry.rule(id: id) else {
                    throw UsageError("unknown rule '\(id)'" + ArgumentScanner.suggestion(for: id, among: RuleRegistry.ids))
                }
                out += markdown ? RuleDocumentation.markdown(for: rule.description) : RuleDocumentation.explanation(for: rule.description)
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
        return 0
    }
}
