import Foundation
import Dispatch
import TheseusSyntax
import TheseusAnalysis

/// `theseus lsp`: a Language Server Protocol server.
///
/// Two serial queues keep it responsive: the protocol queue reads messages, keeps the editor's text
/// and answers at once; the lint queue owns the workspace model (summaries, the project index, each
/// open file's findings) and does every parse and lint. A lint of an old version is skipped when a
/// newer one is waiting (typing never queues up work), and a slow file delays only diagnostics.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// How long typing must pause before a changed file is linted (0: at once).
        public var debounceMilliseconds: Int
        public var jobs: Int
        /// Whether `initialize` reads the workspace's files for the project index (off in the fuzz target,
        /// whose messages may name any folder as the root).
        public var scansWorkspace: Bool
        public init(debounceMilliseconds: Int = 150, jobs: Int = ParallelWork.defaultJobs, scansWorkspace: Bool = true) {
            self.debounceMilliseconds = debounceMilliseconds
            self.jobs = jobs
            self.scansWorkspace = scansWorkspace
        }
    }

    enum Lifecycle { case starting, running, shuttingDown }

    private let options: Options
    private let send: @Sendable ([UInt8]) -> Void
    private let log: @Sendable (String) -> Void
    private let onExit: @Sendable (Int32) -> Void

    private let protocolQueue = DispatchQueue(label: "theseus.lsp.protocol")
    private let lintQueue = DispatchQueue(label: "theseus.lsp.lint")

    // Protocol queue state.
    private var framer = MessageFramer()
    private var lifecycle = Lifecycle.starting
    private var documents: [String: TextDocument] = [:]
    private var encoding = PositionEncoding.utf16
    private var nextRequestID = 1
    private var exited = false
    private var watchesFilesDynamically = false

    // Lint queue state.
    private var model: WorkspaceModel?

    // Shared, under `lock`: the newest version of each open document (so the lint queue can skip an
    // outdated lint) and the requests the client cancelled.
    private let lock = NSLock()
    private var newestVersions: [String: Int] = [:]
    private var cancelled: Set<String> = []

    public init(options: Options = Options(), send: @escaping @Sendable ([UInt8]) -> Void,
                log: @escaping @Sendable (String) -> Void = { _ in }, onExit: @escaping @Sendable (Int32) -> Void) {
        self.options = options
        self.send = send
        self.log = log
        self.onExit = onExit
    }

    // MARK: Input

    /// Bytes from the client, in pieces of any size.
    public func receive(_ bytes: [UInt8]) {
        protocolQueue.async {
            self.framer.append(bytes)
            while let event = self.framer.next() {
                switch event {
                case .message(let body): self.handle(body)
                case .malformed(let reason): self.log("theseus lsp: dropped a malformed message: \(reason)")
                }
            }
        }
    }

    /// The client closed its end without `exit`.
    public func endOfInput() {
        protocolQueue.async {
            guard !self.exited else { return }
            // Said on standard error (the editor's log): an exit without `shutdown` is an error (LSP), and
            // someone running `theseus lsp` by hand should know why it stopped.
            if self.lifecycle != .shuttingDown {
                self.log("theseus lsp: the input ended without a `shutdown` request; exiting with status 1")
            }
            self.exit(code: self.lifecycle == .shuttingDown ? 0 : 1)
        }
    }

    /// Waits until every message received so far is handled and every lint it caused is published
    /// (tests; with a debounce, call after it elapsed).
    public func waitUntilIdle() {
        for _ in 0..<3 {
            protocolQueue.sync {}
            lintQueue.sync {}
        }
    }

    /// Tests only: holds the lint queue, so that messages can overtake the work they cause.
    func suspendLinting() { lintQueue.suspend() }
    func resumeLinting() { lintQueue.resume() }

    private func handle(_ body: [UInt8]) {
        let message: JSON
        do {
            message = try JSON.parse(body)
        } catch {
            respond(id: .null, error: .parseError("\(error)"))
            return
        }
        guard case .object = message else {
            respond(id: .null, error: .invalidRequest("a message must be an object"))
            return
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to one of our requests (registerCapability), or junk: nothing to answer.
            if id == nil { log("theseus lsp: dropped a message without a method") }
            return
        }
        let params = message["params"] ?? .null
        if let id {
            guard id.string != nil || id.int != nil else {
                respond(id: .null, error: .invalidRequest("an id must be a number or a string"))
                return
            }
            request(method, id: id, params: params)
        } else {
            notification(method, params: params)
        }
    }

    // MARK: Requests

    private func request(_ method: String, id: JSON, params: JSON) {
        if lifecycle == .starting && method != "initialize" {
            respond(id: id, error: .serverNotInitialized)
            return
        }
        if lifecycle == .shuttingDown {
            respond(id: id, error: .invalidRequest("the server is shutting down"))
            return
        }
        do {
            switch method {
            case "initialize": respond(id: id, result: initialize(params))
            case "shutdown":
                lifecycle = .shuttingDown
                // Answered after pending lints, so that their diagnostics are not lost.
                lintQueue.async { self.protocolQueue.async { self.respond(id: id, result: .null) } }
            case "textDocument/codeAction": try codeAction(id: id, params: params)
            default: respond(id: id, error: .methodNotFound(method))
            }
        } catch let error as ServerError {
            respond(id: id, error: error)
        } catch {
            respond(id: id, error: .internalError("\(error)"))
        }
    }

    private func initialize(_ params: JSON) -> JSON {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        watchesFilesDynamically = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        let root = (params["rootUri"]?.string).flatMap(DocumentURI.path(of:))
            ?? params["rootPath"]?.string
            ?? params["workspaceFolders"]?.array?.first?["uri"]?.string.flatMap(DocumentURI.path(of:))
        lifecycle = .running
        let jobs = options.jobs, scans = options.scansWorkspace
        lintQueue.async {
            let model = WorkspaceModel(root: root.map { LintInput.normalize($0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0) }, jobs: jobs)
            if scans { model.scan() }
            self.model = model
            self.reportConfigurationProblem(model)
        }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "theseus", "version": .string(LanguageServer.version)],
        ]
    }

    public static var version = "0.1.0"

    private func codeAction(id: JSON, params: JSON) throws {
        guard let uri = params["textDocument"]?["uri"]?.string, let start = Position(params["range"]?["start"]),
              let end = Position(params["range"]?["end"]) else {
            throw ServerError.invalidParams("codeAction needs textDocument.uri and range")
        }
        guard let document = documents[uri] else {
            respond(id: id, result: [])
            return
        }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        let encoding = self.encoding
        // After pending lints, on the text the client sees.
        enqueueLint(document)
        lintQueue.async {
            let key = Self.key(id)
            if self.takeCancelled(key) {
                self.protocolQueue.async { self.respond(id: id, error: .requestCancelled) }
                return
            }
            guard let model = self.model, let file = model.open[uri], file.version == document.version else {
                self.protocolQueue.async { self.respond(id: id, result: []) }
                return
            }
            let range = (file.lines.offset(of: start, in: file.bytes, encoding: encoding),
                         file.lines.offset(of: end, in: file.bytes, encoding: encoding))
            let actions = Diagnostics.codeActions(uri: uri, file: file, range: range, encoding: encoding, only: only,
                                                  locate: { self.locate($0, model: model) })
            self.protocolQueue.async { self.respond(id: id, result: .array(actions)) }
        }
    }

    // MARK: Notifications

    private func notification(_ method: String, params: JSON) {
        if method == "exit" {
            exit(code: lifecycle == .shuttingDown ? 0 : 1)
            return
        }
        guard lifecycle == .running else { return }  // before initialize, and after shutdown: dropped
        switch method {
        case "initialized": if watchesFilesDynamically { registerWatchedFiles() }
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            let document = TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text)
            documents[uri] = document
            enqueueLint(document)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
                  let changes = params["contentChanges"]?.array else { return }
            do {
                try document.apply(changes: changes, version: params["textDocument"]?["version"]?.int ?? document.version + 1,
                                   encoding: encoding)
            } catch {
                log("theseus lsp: \(uri): \(error)")
                return
            }
            documents[uri] = document
            setNewest(uri, document.version)
            scheduleLint(uri: uri, version: document.version)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else { return }
            enqueueLint(document)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else { return }
            lock.withLock { _ = newestVersions.removeValue(forKey: uri) }
            publish(uri: uri, version: nil, diagnostics: [])
            lintQueue.async {
                guard let model = self.model else { return }
                self.refresh(model.dependents(of: model.close(uri: uri), except: nil), invalidating: true, in: model)
            }
        case "workspace/didChangeWatchedFiles":
            let paths = params["changes"]?.array?.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) } ?? []
            lintQueue.async { self.filesChanged(paths) }
        case "$/cancelRequest":
            if let id = params["id"] { _ = lock.withLock { cancelled.insert(Self.key(id)) } }
        default:
            break  // other notifications ($/setTrace, workspace/didChangeConfiguration, ...) need nothing
        }
    }

    private func registerWatchedFiles() {
        let request: JSON = [
            "jsonrpc": "2.0", "id": .string("theseus-\(nextRequestID)"), "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "theseus-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.swift"], ["globPattern": "**/.theseus.yml"]]],
            ]]],
        ]
        nextRequestID += 1
        write(request)
    }

    // MARK: Linting

    private func setNewest(_ uri: String, _ version: Int) { lock.withLock { newestVersions[uri] = version } }
    private func isNewest(_ uri: String, _ version: Int) -> Bool { lock.withLock { newestVersions[uri] == version } }
    private func takeCancelled(_ key: String) -> Bool { lock.withLock { cancelled.remove(key) != nil } }
    private static func key(_ id: JSON) -> String { String(decoding: id.serialized, as: UTF8.self) }

    private func scheduleLint(uri: String, version: Int) {
        guard options.debounceMilliseconds > 0 else {
            if let document = documents[uri] { enqueueLint(document) }
            return
        }
        protocolQueue.asyncAfter(deadline: .now() + .milliseconds(options.debounceMilliseconds)) {
            guard let document = self.documents[uri], document.version == version else { return }
            self.enqueueLint(document)
        }
    }

    /// Lints a document's current text on the lint queue, unless a newer version arrives first, then the
    /// open files whose findings depend on what it declares.
    private func enqueueLint(_ document: TextDocument) {
        setNewest(document.uri, document.version)
        lintQueue.async {
            guard let model = self.model, self.isNewest(document.uri, document.version) else { return }
            model.setText(uri: document.uri, path: document.path, version: document.version, bytes: document.bytes)
            self.refresh([document.uri], in: model)
        }
    }

    /// Lints these open files (again, with `invalidating`, though their text is unchanged), then (once)
    /// the others that depend on what changed, and publishes.
    private func refresh(_ uris: [String], invalidating: Bool = false, in model: WorkspaceModel) {
        if invalidating { uris.forEach(model.invalidate) }
        var changed: Set<ProjectKey> = []
        var linted: Set<String> = []
        for uri in uris {
            let result = model.lint(uri: uri)
            if result.linted { linted.insert(uri) }
            changed.formUnion(result.changed)
        }
        let dependents = model.dependents(of: changed, except: nil).filter { !linted.contains($0) }
        for uri in dependents {
            model.invalidate(uri)
            linted.insert(uri)
            _ = model.lint(uri: uri)
        }
        for uri in uris + dependents where linted.remove(uri) != nil { publish(uri, in: model) }
    }

    private func publish(_ uri: String, in model: WorkspaceModel) {
        guard let file = model.open[uri], isNewest(uri, file.version) else { return }
        let encoding = self.encoding
        let diagnostics = file.findings.map { Diagnostics.diagnostic($0, in: file, encoding: encoding, locate: { self.locate($0, model: model) }) }
        publish(uri: uri, version: file.version, diagnostics: diagnostics)
    }

    private func publish(uri: String, version: Int?, diagnostics: [JSON]) {
        var params: [String: JSON] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .int(version) }
        write(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)])
    }

    /// A related location in the client's terms: its file's URI, and a range in that file's text (the
    /// editor's if open, else the disk's).
    private func locate(_ related: Evidence, model: WorkspaceModel) -> JSON? {
        let path = related.range.path
        let text: (bytes: [UInt8], lines: LineTable)
        let uri: String
        if let open = model.open.first(where: { $0.value.path == path }) {
            uri = open.key
            text = (open.value.bytes, open.value.lines)
        } else {
            guard case .success(let bytes) = SourceReader.read(path, maxSize: 64 << 20) else { return nil }
            uri = DocumentURI.uri(of: path)
            text = (bytes, LineTable(bytes))
        }
        let r = related.range
        let start = Diagnostics.offset(line: r.startLine, column: r.startColumn, in: text.lines)
        let end = Diagnostics.offset(line: r.endLine, column: r.endColumn, in: text.lines)
        return ["uri": .string(uri),
                "range": ["start": text.lines.position(of: start, in: text.bytes, encoding: encoding).json,
                          "end": text.lines.position(of: end, in: text.bytes, encoding: encoding).json]]
    }

    /// Files changed on disk: a configuration file reloads everything; a Swift file not open in the editor
    /// updates its summary and refreshes the open files that depend on it.
    private func filesChanged(_ paths: [String]) {
        guard let model else { return }
        if paths.contains(where: { ($0 as NSString).lastPathComponent == Configuration.fileName }) {
            model.scan()
            reportConfigurationProblem(model)
            refresh(model.open.keys.sorted(), invalidating: true, in: model)
            return
        }
        var changed: Set<ProjectKey> = []
        for path in paths where path.hasSuffix(".swift") { changed.formUnion(model.reloadFromDisk(LintInput.normalize(path))) }
        refresh(model.dependents(of: changed, except: nil), invalidating: true, in: model)
    }

    private func reportConfigurationProblem(_ model: WorkspaceModel) {
        guard let problem = model.configurationProblem else { return }
        write(["jsonrpc": "2.0", "method": "window/showMessage",
               "params": ["type": 1, "message": .string("theseus: \(problem); linting with the default rules")]])
    }

    // MARK: Output

    private func respond(id: JSON, result: JSON) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(id: JSON, error: ServerError) {
        write(["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]])
    }

    private func write(_ message: JSON) {
        send(MessageFramer.frame(message.serialized))
    }

    /// Exits once the lints already queued are published and their answers written: a client that sends
    /// `shutdown` and `exit` without waiting still gets every answer.
    private func exit(code: Int32) {
        guard !exited else { return }
        exited = true
        lintQueue.async { self.protocolQueue.async { self.onExit(code) } }
    }
}
