// libFuzzer targets for Theseus (developer-only; see Tools/fuzz/README.md). Compiled together with the
// sources of TheseusSyntax, TheseusAnalysis and TheseusReporting into one instrumented binary; the
// target is chosen by THESEUS_FUZZ_TARGET: lexer, parser, lint, config, reporters, lsp.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

private var target = "lexer"

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    target = ProcessInfo.processInfo.environment["THESEUS_FUZZ_TARGET"] ?? "lexer"
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch target {
    case "lexer": fuzzLexer(bytes)
    case "parser": fuzzParser(bytes)
    case "lint": fuzzLint(bytes)
    case "config": fuzzConfiguration(bytes)
    case "reporters": fuzzReporters(bytes)
    case "lsp": fuzzLanguageServer(bytes)
    default: fatalError("unknown THESEUS_FUZZ_TARGET \(target)")
    }
    return 0
}

/// Tokens and trivia tile the input exactly: sorted, contiguous, covering every byte.
func fuzzLexer(_ bytes: [UInt8]) {
    let lexed = Lexer.lex(SourceFile(path: "fuzz.swift", bytes: bytes))
    var pieces = lexed.tokens.map { ($0.start, $0.end) } + lexed.allTrivia.map { ($0.start, $0.end) }
    pieces.sort { $0 < $1 }
    var at: Int32 = 0
    for (start, end) in pieces where end > start {
        precondition(start == at, "gap or overlap at byte \(at)")
        at = end
    }
    precondition(Int(at) == bytes.count, "the pieces stop at \(at) of \(bytes.count)")
    precondition(lexed.tokens.last?.kind == .endOfFile)
}

/// No crash; every node inside the file and inside its parent; children in order.
func fuzzParser(_ bytes: [UInt8]) {
    let tree = Parser.parse(SourceFile(path: "fuzz.swift", bytes: bytes))
    let size = Int32(bytes.count)
    var visited = 0
    tree.walk { id in
        visited += 1
        let r = tree.range(id)
        precondition(r.start >= 0 && r.start <= r.end && r.end <= size, "range \(r) outside the file")
        var previous = r.start
        for child in tree.children(id) {
            let c = tree.range(child)
            if c.isEmpty { continue }
            precondition(r.contains(c), "child \(c) outside its parent \(r)")
            precondition(c.start >= previous, "children out of order")
            previous = c.end
        }
        return true
    }
    precondition(visited == tree.nodes.count, "unreachable nodes")
}

private let everyRule = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })

/// The whole lint of one file with every rule on: findings lie in the file.
func fuzzLint(_ bytes: [UInt8]) {
    let tree = Parser.parse(SourceFile(path: "fuzz.swift", bytes: bytes))
    for finding in everyRule.lint(tree, path: "fuzz.swift", project: nil) {
        precondition(finding.byteRange.start >= 0 && Int(finding.byteRange.end) <= bytes.count && finding.range.startLine >= 1)
    }
}

/// Any text is a configuration or a configuration error with a line in the file.
func fuzzConfiguration(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        _ = try Configuration.parse(text, path: ".theseus.yml", rootDirectory: "/")
    } catch let error as ConfigurationError {
        // Lines end at LF, CRLF or a lone CR, as in the YAML reader.
        let lines = SourceFile.countLines(bytes) + 1
        precondition(error.line >= 1 && error.line <= lines, "error line \(error.line) outside the file (\(lines) lines)")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
}

/// Findings with arbitrary paths, messages and source lines: every reporter's output stays well formed.
func fuzzReporters(_ bytes: [UInt8]) {
    // Split the input into fields at 0xFF bytes: path, message, line text, help.
    var fields = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    while fields.count < 4 { fields.append("") }
    let severities: [Severity] = [.error, .warning, .info]
    var findings: [Finding] = []
    for i in 0..<3 {
        let line = 1 + (bytes.first.map(Int.init) ?? 0) % 50 + i
        let range = SourceRange(path: fields[0].isEmpty ? "x.swift" : fields[0], startLine: line, startColumn: 1 + i,
                                endLine: line, endColumn: 2 + i + fields[2].utf8.count % 7)
        findings.append(Finding(ruleID: RuleRegistry.ids[i % RuleRegistry.ids.count], severity: severities[i], message: fields[1],
                                range: range, byteRange: ByteRange(0, 1), lineText: fields[2], help: fields[3],
                                evidence: [Evidence(Evidence.Kind.allCases[i * 5 % Evidence.Kind.allCases.count], range, fields[1])]))
    }
    let report = LintReport(findings: findings, errors: [FileError(path: fields[0], message: fields[1])], filesLinted: 1,
                            rules: RuleRegistry.all.map { $0.description }, toolVersion: "0.1.0")
    for reporter in Reporters.all {
        let output = reporter.render(report, options: ReportOptions(color: false))
        switch reporter.name {
        case "json", "sarif", "gitlab":
            precondition((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "\(reporter.name) output is not JSON")
        case "checkstyle":
            let parser = XMLParser(data: Data(output.utf8))
            precondition(parser.parse(), "checkstyle output is not XML: \(parser.parserError.map { "\($0)" } ?? "")")
        case "github":
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                precondition(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice ") || line.hasPrefix("::notice::"),
                             "a github line that is not an annotation: \(line)")
                precondition(!line.contains("\r") && !line.contains("##["), "a github line that could start a command")
            }
        default:
            // text and xcode: no raw control characters but newlines and tabs.
            for scalar in output.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                precondition(scalar == "\n" || scalar == "\t", "\(reporter.name) copied control character \(scalar.value)")
            }
        }
    }
}

/// The language server's framing and message handling: any bytes from a client, in two reads split at a
/// point the input chooses, after a valid `initialize` and `didOpen` when the first byte is even (so
/// that edits and code actions reach a document). Every byte the server writes must be a framed JSON
/// message; no crash, no hang.
func fuzzLanguageServer(_ bytes: [UInt8]) {
    final class Output: @unchecked Sendable {
        let lock = NSLock()
        var framer = MessageFramer()
        func take(_ bytes: [UInt8]) {
            lock.lock()
            defer { lock.unlock() }
            framer.append(bytes)
            while let event = framer.next() {
                guard case .message(let body) = event, (try? JSON.parse(body)) != nil else { preconditionFailure("the server wrote a malformed message") }
            }
        }
    }
    let output = Output()
    let server = LanguageServer(options: .init(debounceMilliseconds: 0, jobs: 1, scansWorkspace: false), send: output.take, onExit: { _ in })
    if let first = bytes.first, first % 2 == 0 {
        let open: JSON = ["jsonrpc": "2.0", "method": "textDocument/didOpen",
                          "params": ["textDocument": ["uri": "file:///fuzz/A.swift", "version": 1,
                                                      "text": "struct A: View { var body: some View { ForEach(xs.indices, id: \\.self) { Text(xs[$0]) } } }"]]]
        server.receive(MessageFramer.frame(JSON.object(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]]]).serialized))
        server.receive(MessageFramer.frame(open.serialized))
    }
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    server.receive(Array(bytes[..<split]))
    server.receive(Array(bytes[split...]))
    server.waitUntilIdle()
}
