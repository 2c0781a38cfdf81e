import Foundation
import TheseusServer

/// `theseus lsp`: the language server on standard input and output. Nothing else may write to
/// standard output while it runs; diagnostics about the server itself go to standard error.
enum LSPCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var options = LanguageServer.Options()
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            guard case .option(let name, let inline) = item else {
                throw UsageError("theseus lsp takes no paths: the editor names the workspace")
            }
            switch name {
            case "--debounce-ms":
                let value = try scanner.value(for: name, inline: inline)
                guard let n = Int(value), n >= 0, n <= 60_000 else { throw UsageError("--debounce-ms needs milliseconds from 0 to 60000, not '\(value)'") }
                options.debounceMilliseconds = n
            case "--jobs":
                let value = try scanner.value(for: name, inline: inline)
                guard let n = Int(value), n >= 1 else { throw UsageError("--jobs needs a positive number, not '\(value)'") }
                options.jobs = n
            case "--stdio":
                break  // what editors pass by habit: standard input and output are the only transport
            default:
                throw UsageError("unknown option '\(name)' for theseus lsp" + ArgumentScanner.suggestion(for: name, among: ["--debounce-ms", "--jobs", "--stdio"]))
            }
        }
        LanguageServer.version = TheseusCommandLine.version
        let output = StandardOutput()
        let server = LanguageServer(options: options, send: { output.write($0) },
                                    log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                                    onExit: { code in Foundation.exit(code) })
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            server.receive(Array(buffer[0..<count]))
        }
        server.endOfInput()
        // `endOfInput` exits the process once pending messages are handled.
        while true { sleep(60) }
    }
}

/// Whole messages to standard output, one writer at a time, retrying short writes.
final class StandardOutput: @unchecked Sendable {
    private let lock = NSLock()

    func write(_ bytes: [UInt8]) {
        lock.withLock {
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return }  // the client is gone; `read` will see the end of input
                    offset += n
                }
            }
        }
    }
}
