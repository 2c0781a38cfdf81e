import Foundation
import PackagePlugin

/// `swift package theseus [--target T ...] [lint options]`: lints the Swift files of the package's
/// source-module targets (all of them, or those named by `--target`) with `theseus lint`.
/// Other arguments go to `theseus lint` unchanged (`--reporter json`, `--strict`, `--only-rule ID`, …).
@main
struct TheseusCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments

        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try context.package.targets(named: targetNames)
        }

        var seen = Set<String>()
        var files: [String] = []
        for target in targets {
            guard let module = target.sourceModule else { continue }
            for file in module.sourceFiles(withSuffix: "swift") {
                let path = file.url.path
                if seen.insert(path).inserted { files.append(path) }
            }
        }
        if files.isEmpty {
            Diagnostics.remark("theseus: no Swift source files in \(targetNames.isEmpty ? "the package" : targetNames.joined(separator: ", "))")
            return
        }

        var lintArguments = ["lint"]
        // The package's `.theseus.yml` applies unless the caller names a configuration.
        let packageConfig = context.package.directoryURL.appendingPathComponent(".theseus.yml")
        if !passThrough.contains(where: { $0 == "--config" || $0 == "-c" || $0.hasPrefix("--config=") }),
           FileManager.default.fileExists(atPath: packageConfig.path) {
            lintArguments += ["--config", packageConfig.path]
        }
        // Keep the result cache in the plugin's own folder (writable inside the plugin sandbox).
        if !passThrough.contains(where: { $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
            lintArguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        lintArguments += passThrough
        // A `--` keeps file names from being read as options.
        lintArguments += ["--"] + files

        let tool = try context.tool(named: "theseus")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        process.currentDirectoryURL = context.package.directoryURL
        // Standard output and error are inherited: the report and the summary show as theseus prints them.
        try process.run()
        process.waitUntilExit()

        // An error diagnostic makes `swift package` exit with a non-zero status.
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
