import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end tests run the built `theseus` binary in temporary folders. SwiftPM puts it in the same
/// products folder as the test bundle (`.build/debug/theseus` beside `TheseusPackageTests.xctest`).
enum TheseusBinary {
    static let url: URL? = {
        let fm = FileManager.default
        if let override = ProcessInfo.processInfo.environment["THESEUS_BINARY"], fm.isExecutableFile(atPath: override) {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = []
        let bundle = Bundle(for: Sandbox.self).bundleURL
        folders.append(bundle.deletingLastPathComponent())
        folders.append(bundle)
        if let exe = Bundle.main.executableURL { folders.append(exe.deletingLastPathComponent()) }
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        // Walk up a few levels too: the xctest bundle may be nested (macOS: …/X.xctest/Contents/MacOS).
        for folder in folders {
            var candidate = folder
            for _ in 0..<4 {
                let binary = candidate.appendingPathComponent("theseus")
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fm.isExecutableFile(atPath: binary.path) {
                    return binary.standardizedFileURL
                }
                candidate = candidate.deletingLastPathComponent()
            }
        }
        return nil
    }()

    static var folder: String { url!.deletingLastPathComponent().path }

    /// The repository root (for `rules.md`), from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// What a run produced.
struct RunResult {
    var status: Int32
    var exited: Bool
    var stdout: String
    var stderr: String
    var stdoutData: Data
    var seconds: Double
}

/// A temporary folder per test: `work/` is the current folder of the runs, `xdg/` the default cache
/// home (so no run touches the real `~/.cache`), `outside/` a folder outside the current one.
final class Sandbox {
    let root: URL
    let work: URL

    /// Output with the working folder's absolute path taken off (the `xcode` reporter prints absolute paths).
    func relative(_ text: String) -> String {
        var out = text
        for folder in Set([work.path, work.resolvingSymlinksInPath().path]) { out = out.replacingOccurrences(of: folder + "/", with: "") }
        return out
    }
    let xdg: URL
    let outside: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-cli-\(UUID().uuidString)")
        root = URL(fileURLWithPath: (base.path as NSString).standardizingPath)
        work = root.appendingPathComponent("work")
        xdg = root.appendingPathComponent("xdg")
        outside = root.appendingPathComponent("outside")
        for folder in [work, xdg, outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // Readable by an unprivileged user (the fault tests may drop root).
        chmod(root.path, 0o755)
        for folder in [work, xdg, outside] { chmod(folder.path, 0o755) }
    }

    func remove() {
        // Restore permissions the tests took away, so the folder can be removed.
        if let walker = FileManager.default.enumerator(atPath: root.path) {
            while let item = walker.nextObject() as? String {
                let path = root.appendingPathComponent(item).path
                var st = stat()
                if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR || st.st_mode & S_IFMT == S_IFREG {
                    chmod(path, st.st_mode & S_IFMT == S_IFDIR ? 0o755 : 0o644)
                }
            }
        }
        fixPermissions(root.path)
        try? FileManager.default.removeItem(at: root)
    }

    /// Folders made unreadable hide their children from the enumerator: open them up depth first.
    private func fixPermissions(_ folder: String) {
        chmod(folder, 0o755)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            if st.st_mode & S_IFMT == S_IFDIR { fixPermissions(path) } else if st.st_mode & S_IFMT == S_IFREG { chmod(path, 0o644) }
        }
    }

    /// Writes a file below `work/` (or below `base`), creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String, in base: URL? = nil) throws -> URL {
        try write(relative, Data(text.utf8), in: base)
    }

    @discardableResult
    func write(_ relative: String, _ data: Data, in base: URL? = nil) throws -> URL {
        let url = (base ?? work).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    func read(_ relative: String, in base: URL? = nil) -> String? {
        guard let data = FileManager.default.contents(atPath: (base ?? work).appendingPathComponent(relative).path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The environment of every run: the test's own, minus what changes the output, plus a private cache home.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["GITHUB_STEP_SUMMARY", "NO_COLOR", "THESEUS_BINARY", "GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"] {
            env.removeValue(forKey: key)
        }
        env["XDG_CACHE_HOME"] = xdg.path
        env["GIT_CONFIG_GLOBAL"] = "/dev/null"
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_AUTHOR_NAME"] = "Test"
        env["GIT_AUTHOR_EMAIL"] = "test@example.com"
        env["GIT_COMMITTER_NAME"] = "Test"
        env["GIT_COMMITTER_EMAIL"] = "test@example.com"
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Runs `theseus` with `arguments` in `folder` (default `work/`).
    func theseus(_ arguments: [String], in folder: URL? = nil, stdin: Data? = nil, env: [String: String] = [:],
                 timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        guard let binary = TheseusBinary.url else {
            throw XCTSkip("the theseus binary was not found beside the test bundle")
        }
        return try run(binary.path, arguments, in: folder, stdin: stdin, env: env, timeout: timeout, file: file, line: line)
    }

    /// Runs `theseus` as an unprivileged user, for permission tests: directly when not root, through
    /// `setpriv` as `nobody` when root (root reads files whatever their mode); skipped when neither works.
    func theseusUnprivileged(_ arguments: [String], in folder: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        guard let binary = TheseusBinary.url else { throw XCTSkip("the theseus binary was not found") }
        if getuid() != 0 { return try run(binary.path, arguments, in: folder, file: file, line: line) }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw XCTSkip("running as root without setpriv: file modes do not stop root from reading")
        }
        let probe = try run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "version"], in: folder)
        guard probe.status == 0 else { throw XCTSkip("cannot run theseus as an unprivileged user: \(probe.stderr)") }
        return try run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments, in: folder, file: file, line: line)
    }

    /// Runs git in `folder` (default `work/`); fails the test when git fails.
    @discardableResult
    func git(_ arguments: [String], in folder: URL? = nil, env: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        let result = try run("/usr/bin/env", ["git"] + arguments, in: folder, env: env, file: file, line: line)
        if result.status != 0 { XCTFail("git \(arguments.joined(separator: " ")) failed: \(result.stderr)", file: file, line: line) }
        return result
    }

    func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, stdin: Data? = nil, env: [String: String] = [:],
             timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        // Output goes to files, not pipes: nothing can block on a full pipe, and reading is trivial.
        let id = UUID().uuidString
        let outURL = root.appendingPathComponent(".out-\(id)")
        let errURL = root.appendingPathComponent(".err-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        chmod(outURL.path, 0o666)
        chmod(errURL.path, 0o666)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        var inHandle: FileHandle = FileHandle.nullDevice
        var inURL: URL?
        if let stdin {
            let url = root.appendingPathComponent(".in-\(id)")
            try stdin.write(to: url)
            inURL = url
            inHandle = try FileHandle(forReadingFrom: url)
        }
        defer {
            try? outHandle.close()
            try? errHandle.close()
            if let inURL { try? inHandle.close(); try? FileManager.default.removeItem(at: inURL) }
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? work
        process.environment = environment(env)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        let start = Date()
        try process.run()
        let deadline = start.addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(executable) \(arguments.joined(separator: " ")) did not finish in \(timeout) s", file: file, line: line)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let out = (try? Data(contentsOf: outURL)) ?? Data()
        let err = (try? Data(contentsOf: errURL)) ?? Data()
        return RunResult(status: process.terminationStatus, exited: process.terminationReason == .exit,
                         stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                         stdoutData: out, seconds: seconds)
    }
}

/// Sources used across the tests.
enum Snippets {
    /// `unstable_identifiable_id`, severity error, at 1:51 when on the first line.
    static let errorBug = "struct P: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\n"
    /// The same type with a stable id: no finding.
    static let errorFix = "struct P: Identifiable { var a = 0; let id = UUID() }; struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\n"
    /// `any_view` (in a `List` row), severity warning, on line 3.
    static let warningOnly = """
    import SwiftUI
    struct V: View {
        var body: some View { List(0..<3, id: \\.self) { _ in HStack { AnyView(Text("a")) } } }
    }

    """
    static let clean = "struct Clean {}\n"

    static let conditionalHelper = """
    import SwiftUI
    extension View {
        @ViewBuilder func `if`(_ c: Bool, transform: (Self) -> some View) -> some View {
            if c { transform(self) } else { self }
        }
    }

    """
    static let unconditionalHelper = """
    import SwiftUI
    extension View {
        @ViewBuilder func `if`(_ c: Bool, transform: (Self) -> some View) -> some View {
            transform(self)
        }
    }

    """
    static let helperCall = """
    import SwiftUI
    struct B: View {
        @State private var x = false
        var body: some View {
            Text("a").if(x) { $0.bold() }
            Button("Toggle") { x.toggle() }
        }
    }

    """

    /// A varied file for the ordering tests: several rules, several lines.
    static func generated(_ n: Int) -> String {
        """
        import SwiftUI
        struct Item\(n): Identifiable { var id: UUID { UUID() } }
        struct Row\(n): View {
            @State private var items: [Item\(n)] = []
            var body: some View {
                List {
                    ForEach(items.indices, id: \\.self) { i in Text("\\(i): \\(items[i].id)") }
                    ForEach(items) { _ in AnyView(Text("\(n)")) }
                }
                .id(UUID())
                Button("Add") { items.insert(Item\(n)(), at: 0) }
            }
        }

        """
    }
}

/// Decoding the JSON report.
struct JSONReport {
    let object: [String: Any]

    init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let object = value as? [String: Any] else {
            XCTFail("the JSON report is not an object", file: file, line: line)
            throw CocoaError(.coderReadCorrupt)
        }
        self.object = object
    }

    var findings: [[String: Any]] { object["findings"] as? [[String: Any]] ?? [] }
    var errors: [[String: Any]] { object["errors"] as? [[String: Any]] ?? [] }
    var summary: [String: Any] { object["summary"] as? [String: Any] ?? [:] }
    var files: [String] { findings.compactMap { $0["file"] as? String } }
    var rules: [String] { findings.compactMap { $0["rule"] as? String } }
}

extension XCTestCase {
    /// A sandbox removed when the test ends.
    func makeSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        addTeardownBlock { sandbox.remove() }
        return sandbox
    }
}
