import Foundation

/// `theseus install-hook [--force]`: writes a git pre-commit hook that runs `theseus lint --staged`,
/// where git looks for hooks (`core.hooksPath` honoured). A hook Theseus did not write is left alone
/// unless `--force` is given.
enum InstallHookCommand {
    static let marker = "# Installed by `theseus install-hook`."

    static func run(_ arguments: [String]) throws -> Int32 {
        var force = false
        for argument in arguments {
            switch argument {
            case "--force", "-f": force = true
            default: throw UsageError("unknown argument \(argument) for install-hook")
            }
        }
        let hooks = try String(decoding: Git.run(["rev-parse", "--git-path", "hooks"]), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        let folder = URL(fileURLWithPath: hooks, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let hook = folder.appendingPathComponent("pre-commit")
        if let existing = try? String(contentsOf: hook, encoding: .utf8), !existing.contains(marker), !force {
            writeStandardError("theseus: error: \(hook.path) exists and was not written by Theseus; use --force to replace it\n")
            return 2
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
        #!/bin/sh
        \(marker)
        # Lints the staged contents of the staged Swift files; a finding of severity error stops the commit.
        # Skip it once with `git commit --no-verify`.
        if command -v theseus >/dev/null 2>&1; then
          exec theseus lint --staged
        fi
        exec \(shellQuoted(executablePath())) lint --staged

        """
        try Data(script.utf8).write(to: hook)
        chmod(hook.path, 0o755)
        print("installed \(hook.path)")
        return 0
    }

    /// The running binary, so the hook works even when `theseus` is not on the PATH.
    static func executablePath() -> String {
        let argument0 = CommandLine.arguments[0]
        if argument0.contains("/") {
            return URL(fileURLWithPath: argument0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        }
        return "theseus"
    }

    static func shellQuoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
