import Foundation
import XCTest
import TheseusServer

/// `theseus lsp` as a process, replaying recorded sessions (`Tests/LSPSessions/*.session`) byte for byte:
/// each recorded client message is sent as written, and the server must answer with exactly the recorded
/// messages, in order, before the next one is sent. `THESEUS_RECORD_LSP=1` records the answers again.
///
/// A session is JSON lines: `{"file", "text"}` writes a workspace file, `{"send"}` is a client message's
/// body, `{"receive"}` a server message's body; `$ROOT` stands for the workspace folder.
final class LSPReplayTests: XCTestCase {
    func testRecordedSessionsReplayByteForByte() throws {
        let folder = TheseusBinary.repositoryRoot.appendingPathComponent("Tests/LSPSessions")
        let sessions = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".session") }.sorted()
        XCTAssertFalse(sessions.isEmpty)
        for name in sessions { try replay(folder.appendingPathComponent(name)) }
    }

    private func replay(_ url: URL) throws {
        let recording = ProcessInfo.processInfo.environment["THESEUS_RECORD_LSP"] == "1"
        let sandbox = try Sandbox()
        let root = sandbox.work.path
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
        var header: [String] = []
        var entries: [JSON] = []
        for line in lines {
            if line.hasPrefix("#") { header.append(String(line)); continue }
            entries.append(try JSON.parse(Array(line.utf8)))
        }
        for entry in entries {
            if let file = entry["file"]?.string, let text = entry["text"]?.string {
                let target = sandbox.work.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: target, atomically: true, encoding: .utf8)
            }
        }
        let server = try ServerProcess(arguments: ["lsp", "--debounce-ms", "0", "--jobs", "1"], in: sandbox.work)
        var recorded: [JSON] = entries.filter { $0["file"] != nil }
        var index = 0
        while index < entries.count {
            guard let body = entries[index]["send"]?.string else { index += 1; continue }
            recorded.append(entries[index])
            server.send(Array(body.replacingOccurrences(of: "$ROOT", with: root).utf8))
            index += 1
            var expected: [String] = []
            while index < entries.count, let receive = entries[index]["receive"]?.string {
                expected.append(receive.replacingOccurrences(of: "$ROOT", with: root))
                index += 1
            }
            if recording {
                for message in server.receiveUntilQuiet() {
                    recorded.append(["receive": .string(String(decoding: message, as: UTF8.self).replacingOccurrences(of: root, with: "$ROOT"))])
                }
                continue
            }
            for want in expected {
                guard let got = server.receive(timeout: 20) else {
                    return XCTFail("\(url.lastPathComponent): no answer to \(body.prefix(120)); expected \(want.prefix(200))")
                }
                XCTAssertEqual(String(decoding: got, as: UTF8.self), want, "\(url.lastPathComponent), after sending \(body.prefix(120))")
            }
        }
        let status = server.waitForExit(timeout: 20)
        if recording {
            let text = header.joined(separator: "\n") + "\n" + recorded.map { String(decoding: $0.serialized, as: UTF8.self) }.joined(separator: "\n") + "\n"
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertNil(server.receive(timeout: 0.2), "nothing after the last recorded answer")
        XCTAssertEqual(status, 0, "exit after shutdown")
    }
}

/// A `theseus lsp` process: messages in, framed messages out, read on a background thread.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var framer = MessageFramer()
    private var messages: [[UInt8]] = []

    init(arguments: [String], in folder: URL) throws {
        process.executableURL = try XCTUnwrap(TheseusBinary.url)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty { condition.broadcast(); condition.unlock(); return }
                framer.append([UInt8](data))
                while let event = framer.next() {
                    if case .message(let body) = event { messages.append(body) }
                }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    func send(_ body: [UInt8]) {
        input.fileHandleForWriting.write(Data(MessageFramer.frame(body)))
    }

    func receive(timeout: Double) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        return messages.isEmpty ? nil : messages.removeFirst()
    }

    /// Every message until none arrives for a second (recording only).
    func receiveUntilQuiet() -> [[UInt8]] {
        var all: [[UInt8]] = []
        while let message = receive(timeout: 1) { all.append(message) }
        return all
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { process.terminate(); return nil }
        return process.terminationStatus
    }
}

final class LSPCommandTests: XCTestCase {
    func testUnknownOptionsAndPathsAreUsageErrors() throws {
        let sandbox = try Sandbox()
        for arguments in [["lsp", "--bogus"], ["lsp", "Sources"], ["lsp", "--debounce-ms", "soon"]] {
            let server = try ServerProcess(arguments: arguments, in: sandbox.work)
            XCTAssertEqual(server.waitForExit(timeout: 20), 2, "\(arguments)")
        }
    }

    func testTheEndOfInputWithoutExitEndsTheServerWithStatus1() throws {
        let sandbox = try Sandbox()
        let server = try ServerProcess(arguments: ["lsp"], in: sandbox.work)
        server.send(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        XCTAssertNotNil(server.receive(timeout: 20))
        server.closeInput()
        XCTAssertEqual(server.waitForExit(timeout: 20), 1)
    }
}
