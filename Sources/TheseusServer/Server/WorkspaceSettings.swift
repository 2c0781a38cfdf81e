import Foundation
import TheseusAnalysis

/// The configuration that applies to the workspace's files: `.theseus.yml` at the root or above it, and
/// the nested ones below it (each over its parent's, as on the command line), with their rules and
/// `included`/`excluded` globs. A configuration that does not load is reported to the user, and the
/// defaults apply meanwhile (an editor should keep linting while the file is being written).
struct WorkspaceSettings {
    let configurations: ConfigurationTree
    let problem: String?
    /// The workspace's Swift files, from one folder walk (which also finds the nested configurations).
    let files: [String]

    /// Reads the configuration and, with `discover`, walks the workspace for its files.
    init(root: String?, discover: Bool) {
        let folder = root ?? FileManager.default.currentDirectoryPath
        var problems: [String] = []
        var rootConfiguration = Configuration(rootDirectory: folder)
        if let found = Configuration.find(from: folder) {
            do {
                rootConfiguration = try Configuration.load(path: found)
            } catch {
                problems.append("\(error)")
            }
        }
        var discovery = SourceDiscovery.Result()
        if discover, root != nil {
            let paths = rootConfiguration.included.isEmpty
                ? [folder]
                : rootConfiguration.included.map { $0.hasPrefix("/") ? $0 : rootConfiguration.rootDirectory + "/" + $0 }
            discovery = SourceDiscovery().discover(paths)
        }
        var tree = ConfigurationTree(root: rootConfiguration, workingDirectory: folder)
        do {
            tree = try ConfigurationTree.load(root: rootConfiguration, nestedFiles: discovery.configurationFiles, workingDirectory: folder)
        } catch {
            problems.append("\(error)")
        }
        problems += tree.warnings.map { "\($0)" }
        configurations = tree
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        files = discovery.files.filter { !tree.excludes($0, foundInFolderWalk: true) }
    }

    func maxFileSize(forFile path: String) -> Int? { configurations.configuration(forFile: path).maxFileSize }

    func linter(forFile path: String) -> Linter { configurations.linter(forFile: path) }

    /// Whether the configuration lints this file (an open file is linted even when `included` would not
    /// list it, as a file named on the command line is; `excluded` leaves it out).
    func includes(_ path: String) -> Bool { !configurations.excludes(path) }
}
