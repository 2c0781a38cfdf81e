import Foundation
import TheseusSyntax
import TheseusAnalysis
import TheseusReporting

enum TheseusCommandLine {
    static let version = "0.1.0"

    static let usage = """
    OVERVIEW: Theseus finds SwiftUI identity, lifetime and dependency bugs.

    USAGE: theseus [lint] [PATH ...] [options]
           theseus rules [RULE_ID] [--markdown]
           theseus install-hook [--force]
           theseus lsp [--debounce-ms N] [--jobs N]
           theseus version
           theseus cache clean|path [--cache-path DIR]
           theseus debug tokens|ast|errors|inventory FILE ... [--list FILE]

    LINT OPTIONS:
      --config FILE       root configuration (default: .theseus.yml here or in a parent folder);
                          nested .theseus.yml files below its folder apply too
      --reporter NAME     text (default), json, sarif, github, xcode, checkstyle, gitlab
      --output FILE       write the report to FILE instead of standard output
      --strict            warnings also make the run fail
      --only-rule ID[,ID]  run only these rules (repeatable; `all` for every rule)
      --enable-all-rules  run every rule, the opt-in ones too (an audit)
      --min-confidence LEVEL  medium (default: every finding) or high (only findings whose evidence
                          shows the harm happening)
      --jobs N            worker threads (default: all cores)
      --quiet             no summary line on standard error
      --lenient           report errors as warnings (they do not fail the run)
      --allow-empty       finding no file to lint is not an error
      --color WHEN        auto (default: on a terminal; FORCE_COLOR or NO_COLOR decide otherwise), always, never
      --baseline FILE     hide findings recorded in FILE
      --write-baseline FILE  record the current findings in FILE
      --stdin-path PATH   lint standard input, reported as PATH
      --staged            lint the staged contents of the staged .swift files (git)
      --no-project-index  with named files, --staged or --stdin-path, do not read the rest of the project
                          (by default it feeds the index: the configuration's folder, else the git top folder)
      --no-cache          do not read or write the result cache
      --cache-path DIR    keep the result cache in DIR (default: $XDG_CACHE_HOME/theseus or ~/.cache/theseus)
      --fix               apply the safe fixes in place, then report what is left
      --unsafe-fixes      with --fix or --diff, also the fixes that may change behaviour beyond the bug
      --diff              print a unified diff of what --fix would change; write nothing (exit 1 if any)
      -h, --help          show this help

    EXIT CODES: 0 nothing fails the run; 1 a finding of severity error (any finding with --strict);
                2 usage or configuration error, a missing path, no file to lint (see --allow-empty),
                or a file that cannot be read.

    """

    static func run(_ arguments: [String]) -> Int32 {
        var args = arguments
        let command: String
        if let first = args.first, ["lint", "version", "debug", "help", "rules", "install-hook", "lsp", "cache"].contains(first) {
            command = first
            args.removeFirst()
        } else if let first = args.first, first == "--version" {
            command = "version"
            args.removeFirst()
        } else if let first = args.first, first == "-h" || first == "--help" {
            command = "help"
        } else {
            command = "lint"
        }
        // `theseus lint --help`, `theseus rules -h`: help wins over any other argument.
        if command != "version", args.contains(where: { $0 == "-h" || $0 == "--help" }) {
            FileHandle.standardOutput.write(Data(usage.utf8))
            return 0
        }
        do {
            switch command {
            case "version":
                print(version)
                return 0
            case "help":
                FileHandle.standardOutput.write(Data(usage.utf8))
                return 0
            case "debug":
                return try DebugCommand.run(args)
            case "rules":
                return try RulesCommand.run(args)
            case "install-hook":
                return try InstallHookCommand.run(args)
            case "lsp":
                return try LSPCommand.run(args)
            case "cache":
                return try CacheCommand.run(args)
            default:
                return try LintCommand.run(args)
            }
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("theseus: error: \(error.description)\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("theseus: error: \(error)\n".utf8))
            return 2
        }
    }
}

func writeStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
