import Foundation
import PackagePlugin

/// Lints the Swift files of each target that applies it, as part of the build:
/// `theseus lint --reporter xcode --quiet --no-cache FILES`, so that Xcode and `swift build` show
/// the findings as warnings and errors at their lines. Findings of severity `error` (and, with
/// `strict: true` in `.theseus.yml`, warnings too) fail the build; warnings alone do not.
///
/// It is a build command, not a prebuild command, because prebuild commands cannot run an
/// executable built from source (here: `theseus`). A build command needs an output file; it is an
/// empty Swift file (`TheseusLint_<target>.swift`) written when the lint passes and compiled into
/// the target, which costs nothing. (Any other kind of output would become a resource of the
/// target and give it a resource bundle.) The build reruns the lint when one of the target's files,
/// the package's `.theseus.yml` or `theseus` itself changes, and after a failed lint.
@main
struct TheseusBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }

        let theseus = try context.tool(named: "theseus").url
        let workDirectory = context.pluginWorkDirectoryURL
        let stamp = workDirectory.appendingPathComponent("TheseusLint_\(target.name).swift")

        var options = ["--reporter", "xcode", "--quiet", "--no-cache"]
        var inputs = [theseus] + files
        let config = context.package.directoryURL.appendingPathComponent(".theseus.yml")
        if FileManager.default.fileExists(atPath: config.path) {
            options += ["--config", config.path]
            inputs.append(config)
        }

        // sh -c SCRIPT NAME WORKDIR THESEUS STAMP OPTIONS... -- FILES...: paths travel as
        // arguments, never through the shell's parser. theseus runs in the plugin's work folder,
        // outside the sources, so that it reports absolute paths (which Xcode needs to place the
        // findings). Its exit status is the command's; the stamp is written only when it is 0.
        let script = #"cd "$1" || exit 2; theseus="$2"; stamp="$3"; shift 3; "$theseus" lint "$@" && : > "$stamp""#
        let arguments = ["-c", script, "theseus-lint", workDirectory.path, theseus.path, stamp.path]
            + options + ["--"] + files.map(\.path)

        return [
            .buildCommand(
                displayName: "Linting \(target.name) with Theseus",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }
}
