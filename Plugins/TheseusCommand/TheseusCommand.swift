import Foundation
import PackagePlugin

/// `swift package theseus [--target T ...] [lint options]`: lints the Swift files of the package's
/// source-module targets (all of them, or those named by `--target`) with `theseus lint`.
/// Other arguments go to `theseus lint` unchanged (`--reporter json`, `--strict`, `--only-rule ID`, …).
/// In an Xcode app project, the same from the project's context menu: `TheseusCommand+Xcode.swift`.
@main
struct TheseusCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")

        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try context.package.targets(named: targetNames)
        }
        let files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }

        try Self.lint(
            files: files,
            what: targetNames.isEmpty ? "the package" : targetNames.joined(separator: ", "),
            passThrough: extractor.remainingArguments,
            folder: context.package.directoryURL,
            theseus: context.tool(named: "theseus").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// Runs `theseus lint` over `files` in `folder` (the package's, or the Xcode project's), with the
    /// `.theseus.yml` found there unless the caller names a configuration; shared by both entry points.
    static func lint(files: [URL], what: String, passThrough: [String], folder: URL, theseus: URL,
                     workDirectory: URL) throws {
        var seen = Set<String>()
        let paths = files.map(\.path).filter { seen.insert($0).inserted }
        if paths.isEmpty {
            Diagnostics.remark("theseus: no Swift source files in \(what)")
            return
        }

        var lintArguments = ["lint"]
        // The folder's `.theseus.yml` applies unless the caller names a configuration.
        let config = folder.appendingPathComponent(".theseus.yml")
        if !passThrough.contains(where: { $0 == "--config" || $0 == "-c" || $0.hasPrefix("--config=") }),
           FileManager.default.fileExists(atPath: config.path) {
            lintArguments += ["--config", config.path]
        }
        // Keep the result cache in the plugin's own folder (writable inside the plugin sandbox).
        if !passThrough.contains(where: { $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
            lintArguments += ["--cache-path", workDirectory.appendingPathComponent("cache").path]
        }
        // The package's targets are the lint: nothing outside the package is read (the plugin sandbox).
        lintArguments.append("--no-project-index")
        lintArguments += passThrough
        // A `--` keeps file names from being read as options.
        lintArguments += ["--"] + paths

        let process = Process()
        process.executableURL = theseus
        process.arguments = lintArguments
        process.currentDirectoryURL = folder
        // Standard output and error are inherited: the report and the summary show as theseus prints them.
        try process.run()
        process.waitUntilExit()

        // An error diagnostic makes `swift package` exit with a non-zero status (and Xcode show it).
        let status = process.terminationStatus
        if process.terminationReason != .exit {
            Diagnostics.error("theseus lint was stopped by signal \(status)")
        } else if status == 1 {
            Diagnostics.error("theseus lint failed: findings fail the run (exit status 1)")
        } else if status != 0 {
            Diagnostics.error("theseus lint failed: usage, configuration or file error (exit status \(status))")
        }
    }
}
