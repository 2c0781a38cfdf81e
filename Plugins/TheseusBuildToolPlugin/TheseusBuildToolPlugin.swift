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
///
/// Targets of Xcode app projects get the same command from `TheseusBuildToolPlugin+Xcode.swift`.
@main
struct TheseusBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.lintCommands(
            targetName: target.name,
            swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url),
            configurationFolder: context.package.directoryURL,
            theseus: context.tool(named: "theseus").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The lint command of one target, the same for a package target and an Xcode target: only
    /// where the files, the configuration and the work folder come from differs.
    /// `configurationFolder` is where `.theseus.yml` is looked for (the package's folder, or the
    /// folder holding the `.xcodeproj`); theseus's own search cannot find it from the work folder.
    static func lintCommands(targetName: String, swiftFiles files: [URL], configurationFolder: URL,
                             theseus: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("TheseusLint_\(fileNamePart(targetName)).swift")

        // The target's files are the lint: the rest of the repository is not read (the sandbox may not
        // allow it, and a build must not walk it every time).
        var options = ["--reporter", "xcode", "--quiet", "--no-cache", "--no-project-index"]
        var inputs = [theseus] + files
        let config = configurationFolder.appendingPathComponent(".theseus.yml")
        if FileManager.default.fileExists(atPath: config.path) {
            options += ["--config", config.path]
            inputs.append(config)
        }
        // Nested `.theseus.yml` files between the configuration's folder and the linted files apply to
        // the files below them: editing one alone must lint the target again.
        inputs += nestedConfigurations(of: files, below: configurationFolder)

        // sh -c SCRIPT NAME WORKDIR THESEUS STAMP OPTIONS... -- FILES...: paths travel as
        // arguments, never through the shell's parser. theseus runs in the plugin's work folder,
        // outside the sources, so that it reports absolute paths (which Xcode needs to place the
        // findings). Its exit status is the command's; the stamp is written only when it is 0.
        let script = #"cd "$1" || exit 2; theseus="$2"; stamp="$3"; shift 3; "$theseus" lint "$@" && : > "$stamp""#
        let arguments = ["-c", script, "theseus-lint", workDirectory.path, theseus.path, stamp.path]
            + options + ["--"] + files.map(\.path)

        return [
            .buildCommand(
                displayName: "Linting \(targetName) with Theseus",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }

    /// The `.theseus.yml` files in the folders from each file's folder up to (not including) `root`.
    static func nestedConfigurations(of files: [URL], below root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var folders = Set<String>()
        for file in files {
            var folder = file.standardizedFileURL.deletingLastPathComponent()
            while folder.path.hasPrefix(rootPath + "/"), folders.insert(folder.path).inserted {
                folder = folder.deletingLastPathComponent()
            }
        }
        return folders.sorted().map { URL(fileURLWithPath: $0).appendingPathComponent(".theseus.yml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// A target name as part of a file name: Xcode target names may hold spaces, slashes and the
    /// like, package target names keep theirs (letters, digits, `-` and `_` stay).
    static func fileNamePart(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
    }
}
