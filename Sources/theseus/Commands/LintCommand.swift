import Foundation
import TheseusSyntax
import TheseusAnalysis

/// `theseus lint [PATH ...]`: finds the Swift files, lexes and parses them in parallel.
enum LintCommand {
    struct Options {
        var paths: [String] = []
        var jobs = ParallelWork.defaultJobs
        var quiet = false
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var scanner = ArgumentScanner(arguments)
        let known = ["--jobs", "--quiet", "--help"]
        while let item = scanner.next() {
            switch item {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name, let inline):
                switch name {
                case "--jobs", "-j":
                    let value = try scanner.value(for: name, inline: inline)
                    guard let n = Int(value), n >= 1 else { throw UsageError("--jobs needs a positive number, not '\(value)'") }
                    options.jobs = n
                case "--quiet", "-q":
                    options.quiet = true
                default:
                    throw UsageError("unknown option \(name)" + ArgumentScanner.suggestion(for: name, among: known))
                }
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments)
        let discovery = SourceDiscovery().discover(options.paths)
        for path in discovery.missing { writeStandardError("theseus: error: no such file or folder: \(path)\n") }
        for (path, message) in discovery.unreadable { writeStandardError("theseus: error: \(path): \(message)\n") }
        let start = Date()
        let files = discovery.files
        let results = ParallelWork.map(count: files.count, jobs: options.jobs) { i -> (lines: Int, bytes: Int, errors: Int, failed: String?) in
            guard let data = FileManager.default.contents(atPath: files[i]) else {
                return (0, 0, 0, "cannot read file")
            }
            let source = SourceFile(path: files[i], bytes: [UInt8](data))
            let tree = Parser.parse(source)
            let errors = tree.nodes.lazy.filter { $0.kind == .error }.count
            return (source.lineCount, source.count, errors, nil)
        }
        var lines = 0, bytes = 0, errors = 0, failed = 0
        for (i, r) in results.enumerated() {
            lines += r.lines; bytes += r.bytes; errors += r.errors
            if let message = r.failed {
                failed += 1
                writeStandardError("theseus: error: \(files[i]): \(message)\n")
            }
        }
        if !options.quiet {
            let seconds = Date().timeIntervalSince(start)
            writeStandardError(String(format: "theseus: %d files, %d lines, %.1f MB in %.2f s; %d syntax error nodes\n",
                                      files.count, lines, Double(bytes) / 1e6, seconds, errors))
        }
        return (discovery.missing.isEmpty && discovery.unreadable.isEmpty && failed == 0) ? 0 : 2
    }
}
