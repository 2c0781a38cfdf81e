import Foundation
import TheseusAnalysis

/// `--staged`: the staged (index) contents of the staged `.swift` files — added, copied, modified or
/// renamed — read with `git show :path`, so an unstaged edit neither hides nor adds a finding.
enum StagedFiles {
    static func inputs() throws -> [LintInput] {
        // `:(top)` and `diff.relative=false`: every staged file of the repository, named from its top
        // folder, also when run from a subfolder (`git show :path` takes paths from the top folder).
        let names = try Git.run(["-c", "diff.relative=false", "diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR",
                                 "--", ":(top)*.swift"])
        let root = try String(decoding: Git.run(["rev-parse", "--show-toplevel"]), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        var inputs: [LintInput] = []
        for raw in names.split(separator: 0) where !raw.isEmpty {
            let relative = String(decoding: raw, as: UTF8.self)
            let contents = try Git.run(["show", ":" + relative])
            let path = (root as NSString).appendingPathComponent(relative)
            inputs.append(LintInput(path: path, contents: contents))
        }
        return inputs
    }
}

/// Runs git and returns its standard output; a failure is a usage error (not a git repository …).
enum Git {
    static func run(_ arguments: [String], in folder: String? = nil) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw UsageError("cannot run git: \(error.localizedDescription)") }
        // Drain both pipes at once: git blocks when either fills, whichever we read first.
        let stderr = DrainedOutput()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let message = stderr.data
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw UsageError("git \(arguments.first ?? "") failed: \(text)")
        }
        return [UInt8](data)
    }
}

/// Standard error read on another thread (handed back after a semaphore: no data race).
private final class DrainedOutput: @unchecked Sendable {
    var data = Data()
}
