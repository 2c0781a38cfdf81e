import Foundation
import TheseusSyntax
import TheseusAnalysis

/// Developer commands: `theseus debug tokens|ast|inventory FILE ... [--list FILE]`.
enum DebugCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        guard let sub = arguments.first else { throw UsageError("debug needs one of: tokens, ast, inventory, errors") }
        var files: [String] = []
        var scanner = ArgumentScanner(Array(arguments.dropFirst()))
        while let item = scanner.next() {
            switch item {
            case .positional(let path): files.append(path)
            case .option(let name, let inline):
                guard name == "--list" else { throw UsageError("unknown option \(name)") }
                let list = try scanner.value(for: name, inline: inline)
                guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { throw UsageError("cannot read \(list)") }
                files += text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
            }
        }
        guard !files.isEmpty else { throw UsageError("debug \(sub) needs at least one file") }
        let render: (String, SourceFile) -> String
        switch sub {
        case "tokens":
            render = { _, source in
                let lexed = Lexer.lex(source)
                return lexed.tokens.map { t in
                    let loc = source.location(of: Int(t.start))
                    return "\(loc) \(t.kind.name) \(TreeDump.quoted(source.text(t.range)))" + (t.keyword != .none ? " [\(t.keyword.spelling)]" : "")
                }.joined(separator: "\n") + "\n"
            }
        case "ast":
            render = { _, source in TreeDump.render(Parser.parse(source)) }
        case "errors":
            // Where the parser recovered: one line per error node, for finding unsupported syntax.
            render = { path, source in
                let tree = Parser.parse(source)
                var out = ""
                for node in tree.nodes where node.kind == .error {
                    let start = Int(node.firstToken) < tree.tokens.count ? Int(tree.tokens[Int(node.firstToken)].start) : source.count
                    let line = source.location(of: start)
                    let text = source.text(source.lineRange(line.line)).trimmingCharacters(in: .whitespaces)
                    out += "\(path):\(line): \(text.prefix(100))\n"
                }
                return out
            }
        case "inventory":
            render = { path, source in
                let lines = Inventory.lines(for: Parser.parse(source), path: path)
                return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
            }
        default:
            throw UsageError("unknown debug command \(sub); use tokens, ast, inventory or errors")
        }
        let outputs = ParallelWork.map(count: files.count, jobs: ParallelWork.defaultJobs) { i -> String? in
            guard let data = FileManager.default.contents(atPath: files[i]) else { return nil }
            return render(files[i], SourceFile(path: files[i], bytes: [UInt8](data)))
        }
        var status: Int32 = 0
        for (i, output) in outputs.enumerated() {
            if let output {
                FileHandle.standardOutput.write(Data(output.utf8))
            } else {
                writeStandardError("theseus: error: cannot read \(files[i])\n")
                status = 2
            }
        }
        return status
    }
}
