import Foundation
import XCTest

/// The command line's edges, as a new user meets them: flags given a value, nothing to lint, audits with
/// every rule, SwiftLint's habits, the summary's counts, colours.
final class CommandLineEdgeTests: XCTestCase {
    func testAFlagGivenAValueIsReadOrRefused() throws {
        let box = try makeSandbox()
        try box.write("Treats.swift", FixCommandTests.source)
        // `--fix=false` writes nothing; `--strict=banana` is a usage error, not strict mode.
        let notFixed = try box.theseus(["--no-cache", "--fix=false"])
        XCTAssertEqual(try String(contentsOf: box.work.appendingPathComponent("Treats.swift"), encoding: .utf8), FixCommandTests.source)
        XCTAssertEqual(notFixed.status, 1, notFixed.stderr)  // the unsafe fix's error finding stays
        XCTAssertFalse(notFixed.stderr.contains("fixed"), notFixed.stderr)
        let banana = try box.theseus(["--no-cache", "--strict=banana"])
        XCTAssertEqual(banana.status, 2)
        XCTAssertTrue(banana.stderr.contains("--strict is a flag"), banana.stderr)
        // `--strict=false` is not strict: the warnings alone do not fail the run.
        try box.write("Treats.swift", Snippets.warningOnly)
        XCTAssertEqual(try box.theseus(["--no-cache", "--strict=false"]).status, 0)
        XCTAssertEqual(try box.theseus(["--no-cache", "--strict=true"]).status, 1)
    }

    func testNothingToLintIsAnErrorUnlessAllowed() throws {
        let box = try makeSandbox()
        try box.write("README.md", "no Swift here\n")
        let empty = try box.theseus(["--no-cache", "."])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("no lintable files found in ."), empty.stderr)
        XCTAssertEqual(try box.theseus(["--no-cache", "--allow-empty", "."]).status, 0)
        // A folder whose every Swift file is excluded finds nothing to lint either.
        try box.write("Generated/G.swift", Snippets.errorBug)
        try box.write(".theseus.yml", "excluded: [Generated]\n")
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 2)
    }

    func testEveryRuleForAnAudit() throws {
        let box = try makeSandbox()
        // `non_private_state` is the opt-in rule.
        try box.write("V.swift", "import SwiftUI\nstruct V: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n")
        func rules(_ arguments: [String]) throws -> [String] {
            let result = try box.theseus(["--no-cache", "--reporter", "json"] + arguments)
            return try JSONReport(result.stdout).rules
        }
        XCTAssertEqual(try rules([]), [])
        XCTAssertEqual(try rules(["--enable-all-rules"]), ["non_private_state"])
        XCTAssertEqual(try rules(["--only-rule", "any_view,non_private_state"]), ["non_private_state"])
        XCTAssertEqual(try rules(["--only-rule=all"]), ["non_private_state"])
        try box.write(".theseus.yml", "opt_in_rules: [all]\n")
        XCTAssertEqual(try rules([]), ["non_private_state"])
        try box.write(".theseus.yml", "disabled_rules: [all]\n")
        let refused = try box.theseus(["--no-cache"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("`all` cannot be disabled"), refused.stderr)
    }

    func testSwiftLintHabits() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        // `rule: severity`, the short form.
        try box.write(".theseus.yml", "unstable_identifiable_id: warning\n")
        let short = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(short.status, 0, short.stderr)
        XCTAssertEqual(try JSONReport(short.stdout).findings.first?["severity"] as? String, "warning")
        try box.write(".theseus.yml", "unstable_identifiable_id: loud\n")
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 2)
        // `--lenient`: errors are reported as warnings and do not fail the run.
        try box.write(".theseus.yml", "")
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 1)
        let lenient = try box.theseus(["--no-cache", "--lenient", "--reporter", "json"])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertEqual(try JSONReport(lenient.stdout).findings.first?["severity"] as? String, "warning")
        XCTAssertEqual(try box.theseus(["--no-cache", "--lenient", "--strict"]).status, 2)
    }

    func testTheXcodeReporterPrintsAbsolutePaths() throws {
        let box = try makeSandbox()
        try box.write("Sources/P.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "xcode"])
        let line = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(line.hasPrefix("/"), line)
        XCTAssertTrue(line.hasSuffix("[unstable_identifiable_id]"), line)
        XCTAssertEqual(box.relative(line).prefix(24), "Sources/P.swift:1:51: er")
        // The text reporter keeps the short relative path.
        XCTAssertTrue(try box.theseus(["--no-cache"]).stdout.hasPrefix("Sources/P.swift:1:51: error:"))
    }

    func testTheSummaryCountsFixableAndBaselineHiddenFindings() throws {
        let box = try makeSandbox()
        try box.write("Treats.swift", FixCommandTests.source)
        let first = try box.theseus(["--no-cache"])
        XCTAssertTrue(first.stderr.contains("[*] 1 fixable with --fix (1 more with --fix --unsafe-fixes)"), first.stderr)
        // Writing a baseline succeeds whatever it records.
        let written = try box.theseus(["--no-cache", "--write-baseline", "b.json"])
        XCTAssertEqual(written.status, 0, written.stderr)
        let hidden = try box.theseus(["--no-cache", "--baseline", "b.json"])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertTrue(hidden.stderr.contains("2 findings hidden by the baseline b.json"), hidden.stderr)
    }

    /// Every option the README's table lists is accepted by `theseus lint` and runs (a sample value for
    /// each one that takes a value; an option added to the README without one fails here).
    func testEveryOptionTheReadmeListsRuns() throws {
        let readme = try String(contentsOf: TheseusBinary.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let table = readme.range(of: "| option | meaning |") else { return XCTFail("no option table in the README") }
        let rows = readme[table.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        var options: [String] = []
        for row in rows {
            let cell = row.split(separator: "|").first ?? ""
            for piece in cell.split(separator: "`") where piece.hasPrefix("--") {
                options.append(String(piece.split(separator: " ").first ?? ""))
            }
        }
        XCTAssertGreaterThan(options.count, 20, "the README's option table was not read")
        let samples: [String: [String]] = [
            "--config": ["--config", "conf.yml"], "--reporter": ["--reporter", "json"], "--output": ["--output", "out.txt"],
            "--baseline": ["--baseline", "base.json"], "--write-baseline": ["--write-baseline", "new.json"],
            "--stdin-path": ["--stdin-path", "In.swift"], "--only-rule": ["--only-rule", "any_view,print_changes"],
            "--color": ["--color", "never"], "--min-confidence": ["--min-confidence", "high"],
            "--cache-path": ["--cache-path", "cache"], "--jobs": ["--jobs", "1"],
        ]
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.warningOnly)
        try box.write("conf.yml", "strict: false\n")
        _ = try box.theseus(["--no-cache", "--write-baseline", "base.json"])
        _ = try box.git(["init", "-q"])
        for option in options {
            var arguments = samples[option] ?? [option]
            if option == "--fix" || option == "--diff" || option == "--unsafe-fixes" { arguments = option == "--unsafe-fixes" ? ["--diff", option] : [option] }
            let named = option == "--stdin-path" || option == "--staged" ? [] : ["P.swift"]
            let result = try box.theseus(["--no-cache"] + arguments + named, stdin: Data(Snippets.clean.utf8))
            XCTAssertFalse(result.stderr.contains("unknown option"), "\(option): \(result.stderr)")
            XCTAssertTrue([0, 1].contains(result.status), "\(option) exited \(result.status): \(result.stderr)")
        }
    }

    func testSmallEdges() throws {
        let box = try makeSandbox()
        // `--help` names every command, `debug errors` included.
        let help = try box.theseus(["--help"]).stdout
        XCTAssertTrue(help.contains("theseus debug tokens|ast|errors|inventory"), help)
        XCTAssertTrue(help.contains("theseus cache clean|path"), help)
        // `rules` has column headers.
        XCTAssertTrue(try box.theseus(["rules"]).stdout.hasPrefix("RULE "), "rules lists without headers")
        // `lsp` says why it exits when its input ends without `shutdown`.
        let lsp = try box.theseus(["lsp"], stdin: Data())
        XCTAssertEqual(lsp.status, 1)
        XCTAssertTrue(lsp.stderr.contains("the input ended without a `shutdown` request"), lsp.stderr)
        // An info finding is printed as `info`, as the summary counts it.
        try box.write("S.swift", "// theseus:disable:next any_view\nlet a = 1\n")
        let info = try box.theseus(["--no-cache", "S.swift"])
        XCTAssertTrue(info.stdout.contains(": info: "), info.stdout)
        XCTAssertTrue(info.stderr.contains("1 info"), info.stderr)
    }

    /// `state_from_parameter` does not tell a view that already takes a `Binding` to take one.
    func testTheAdviceForAStateSeededFromABinding() throws {
        let box = try makeSandbox()
        try box.write("Editor.swift", """
        import SwiftUI
        struct Editor: View {
            @Binding var host: String
            @State private var text: String
            init(host: Binding<String>) {
                _host = host
                _text = State(initialValue: host.wrappedValue)
            }
            var body: some View { TextField("Host", text: $text) }
        }
        struct Parent: View {
            @State private var servers = ["a", "b"]
            @State private var index = 0
            var body: some View {
                Editor(host: $servers[index])
                Button("Next") { index += 1 }
            }
        }
        """)
        let result = try box.theseus(["--no-cache", "Editor.swift"])
        XCTAssertTrue(result.stdout.contains("[state_from_parameter]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("the view already takes a `Binding`"), result.stdout)
        XCTAssertFalse(result.stdout.contains("take a `Binding` (or a `let`)"), result.stdout)
    }

    func testTheCacheCanBeCleaned() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        let cache = box.work.appendingPathComponent("cache").path
        _ = try box.theseus(["--cache-path", cache, "P.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache))
        XCTAssertEqual(try box.theseus(["cache", "path", "--cache-path", cache]).stdout, cache + "\n")
        let cleaned = try box.theseus(["cache", "clean", "--cache-path", cache])
        XCTAssertEqual(cleaned.status, 0, cleaned.stderr)
        XCTAssertTrue(cleaned.stderr.contains("removed the cache at \(cache)"), cleaned.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache))
        XCTAssertEqual(try box.theseus(["cache", "clean", "--cache-path", cache]).status, 0, "nothing to remove is fine")
        XCTAssertEqual(try box.theseus(["cache", "sweep"]).status, 2)
    }

    func testColoursCanBeForcedForACILog() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        let escape = "\u{1B}["
        XCTAssertFalse(try box.theseus(["--no-cache"]).stdout.contains(escape), "no colours into a pipe")
        XCTAssertTrue(try box.theseus(["--no-cache", "--color", "always"]).stdout.contains(escape))
        XCTAssertTrue(try box.theseus(["--no-cache"], env: ["FORCE_COLOR": "1"]).stdout.contains(escape))
        XCTAssertFalse(try box.theseus(["--no-cache", "--color=never"], env: ["FORCE_COLOR": "1"]).stdout.contains(escape))
        XCTAssertEqual(try box.theseus(["--no-cache", "--color", "sometimes"]).status, 2)
    }
}
