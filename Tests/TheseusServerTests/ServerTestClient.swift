import Foundation
import XCTest
@testable import TheseusServer

/// An in-process client: sends messages to a `LanguageServer` and collects what it writes back.
final class ServerTestClient: @unchecked Sendable {
    let server: LanguageServer
    let root: URL
    private let lock = NSLock()
    private var framer = MessageFramer()
    private var received: [JSON] = []
    private var exitCode: Int32?
    private var nextID = 1

    init(files: [String: String] = [:], configuration: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-lsp-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if let configuration { try configuration.write(to: root.appendingPathComponent(".theseus.yml"), atomically: true, encoding: .utf8) }
        let sink = WeakClient()
        server = LanguageServer(options: .init(debounceMilliseconds: 0, jobs: 2), send: { bytes in sink.client?.collect(bytes) },
                                onExit: { code in sink.client?.recordExit(code) })
        sink.client = self
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func collect(_ bytes: [UInt8]) {
        lock.withLock {
            framer.append(bytes)
            while let event = framer.next() {
                guard case .message(let body) = event, let message = try? JSON.parse(body) else {
                    XCTFail("the server wrote something that is not a framed JSON message")
                    continue
                }
                received.append(message)
            }
        }
    }

    private func recordExit(_ code: Int32) { lock.withLock { exitCode = code } }

    var exit: Int32? { server.waitUntilIdle(); return lock.withLock { exitCode } }

    func uri(_ path: String) -> String { DocumentURI.uri(of: root.appendingPathComponent(path).path) }

    func sendRaw(_ bytes: [UInt8]) { server.receive(bytes) }

    func notify(_ method: String, _ params: JSON = .null) {
        server.receive(MessageFramer.frame(JSON.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).serialized))
    }

    @discardableResult
    func request(_ method: String, _ params: JSON = .null, wait: Bool = true) -> JSON {
        let id = nextID
        nextID += 1
        server.receive(MessageFramer.frame(JSON.object(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]).serialized))
        guard wait else { return .int(id) }
        return response(to: .int(id)) ?? .null
    }

    func response(to id: JSON) -> JSON? {
        server.waitUntilIdle()
        return lock.withLock { received.first { $0["id"] == id && $0["method"] == nil } }
    }

    func initialize(capabilities: JSON = [:]) -> JSON {
        let response = request("initialize", ["rootUri": .string(DocumentURI.uri(of: root.path)), "capabilities": capabilities])
        notify("initialized", [:])
        return response
    }

    func open(_ path: String, text: String? = nil, version: Int = 1) {
        let text = text ?? (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(path)), "languageId": "swift", "version": .int(version), "text": .string(text)]])
    }

    /// Every message received so far, and forgets them.
    func drain() -> [JSON] {
        server.waitUntilIdle()
        return lock.withLock {
            defer { received = [] }
            return received
        }
    }

    /// The newest diagnostics published for a file (nil when none were).
    func diagnostics(_ path: String) -> [JSON]? {
        server.waitUntilIdle()
        let uri = self.uri(path)
        return lock.withLock {
            received.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
        }
    }

    func codes(_ path: String) -> [String] { (diagnostics(path) ?? []).compactMap { $0["code"]?.string } }
}

/// The server's way back to its test client, without keeping it alive.
private final class WeakClient: @unchecked Sendable {
    weak var client: ServerTestClient?
}

/// Applies LSP text edits (UTF-16 positions) to a text, last first.
func applying(_ edits: [JSON], to text: String) -> String {
    var bytes = Array(text.utf8)
    let lines = LineTable(bytes)
    let ranges = edits.map { edit -> (Int, Int, String) in
        let start = lines.offset(of: Position(edit["range"]?["start"])!, in: bytes, encoding: .utf16)
        let end = lines.offset(of: Position(edit["range"]?["end"])!, in: bytes, encoding: .utf16)
        return (start, end, edit["newText"]?.string ?? "")
    }
    for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(start..<end, with: Array(newText.utf8)) }
    return String(decoding: bytes, as: UTF8.self)
}
