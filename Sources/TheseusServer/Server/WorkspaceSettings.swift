import Foundation
import TheseusAnalysis

/// The configuration that applies to the workspace's files: `.theseus.yml` at the root or above it, its
/// rules and `excluded` globs. A configuration that does not load is reported to the user, and the
/// defaults apply meanwhile (an editor should keep linting while the file is being written).
struct WorkspaceSettings {
    let configuration: Configuration
    let problem: String?
    private let linter: Linter
    private let excluded: [Glob]

    init(root: String?) {
        var problem: String?
        var configuration = Configuration(rootDirectory: root ?? FileManager.default.currentDirectoryPath)
        if let root, let found = Configuration.find(from: root) {
            do {
                configuration = try Configuration.load(path: found)
            } catch {
                problem = "\(error)"
            }
        }
        self.configuration = configuration
        self.problem = problem
        linter = configuration.makeLinter()
        excluded = configuration.excluded.map(Glob.init)
    }

    var maxFileSize: Int? { configuration.maxFileSize }

    func linter(forFile path: String) -> Linter { linter }

    /// Whether the configuration lints this file (its `excluded` globs are relative to its folder).
    func includes(_ path: String) -> Bool {
        if excluded.isEmpty { return true }
        let base = configuration.rootDirectory.hasSuffix("/") ? configuration.rootDirectory : configuration.rootDirectory + "/"
        let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        return !excluded.contains { $0.matches(relative) }
    }
}
