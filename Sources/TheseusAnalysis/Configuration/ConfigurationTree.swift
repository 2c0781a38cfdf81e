import Foundation

/// The configuration of each file: the root configuration merged with the `.theseus.yml` files in the
/// folders between its folder and the file ("nested" files, as SwiftLint's nested configurations).
///
/// The root is the file `--config` names or the nearest `.theseus.yml` of the current folder. A nested
/// file is a `.theseus.yml` in a folder strictly below the root's folder; it applies to the files below
/// its own folder, over what applies to its folder. Merging a nested file over its parent:
///
/// - `strict`, `lint_test_code`, `max_file_size`, `min_confidence` and `only_rules`: the child's value when it sets one.
/// - a rule's mapping: the child's `severity` when it sets one, and each option it sets; options it does
///   not set stay the parent's (a list option is replaced, not appended to).
/// - `disabled_rules` and `opt_in_rules` add up, and a child that says the opposite of its parent wins:
///   a child's `opt_in_rules` turns back on a rule its parent disabled, a child's `disabled_rules` turns
///   off a rule its parent opted in. Under a parent's `only_rules`, a child's `opt_in_rules` adds to the
///   list and its `disabled_rules` takes away from it.
/// - `excluded` and `included` are not inherited: each level's lists are read relative to its own
///   folder and apply to the files below it. Exclusions add up (a child cannot bring back what its
///   parent excludes); a nested file's `included` narrows the files a folder walk finds below its
///   folder (the root's `included` chooses where the walk starts). A file named on its own is linted
///   whatever the `included` lists say, as it is with the root's.
/// - `reporter` applies to the whole run: a nested file's is ignored, with a warning.
/// - `--only-rule` on the command line wins over every level, as it does over the root.
///
/// A nested file in a folder the levels above it exclude is not read (a vendored package's own
/// configuration neither applies nor can fail the run).
///
/// Effective configurations and their linters are built once per distinct chain of nested files and
/// shared by every file below them: a tree with no nested file hands out the root's for every file
/// without looking at the path. Safe to use from several threads.
public final class ConfigurationTree: @unchecked Sendable {
    /// A nested file and the folder it governs.
    struct Level {
        /// Absolute, normalized.
        var folder: String
        var file: String
        var configuration: Configuration
        var excluded: [Glob]
        var included: [Glob]
    }

    public let root: Configuration
    /// The nested configurations in effect, each as read from its file (not merged), parents first.
    public var nested: [Configuration] { levels.map(\.configuration) }
    /// `--only-rule`: when not empty, exactly these rules run for every file.
    public let commandLineOnlyRules: [String]
    /// Settings a nested file sets that cannot apply per file (`reporter`), as `FILE:LINE: message`.
    public private(set) var warnings: [ConfigurationError] = []

    let workingDirectory: String
    /// The root configuration's folder, absolute and normalized.
    let rootFolder: String
    private let rootExcluded: [Glob]
    // Set while `load` reads the nested files, before the tree is handed out; read-only after.
    private var levels: [Level] = []
    private var levelByFolder: [String: Int] = [:]
    /// `--min-confidence`, over every file's `min_confidence`.
    private let commandLineMinConfidence: Confidence?
    private let rootLinter: Linter

    private let lock = NSLock()
    /// A folder's nested files, outermost first, by level index (most files share a folder with others).
    private var chains: [String: [Int]] = [:]
    private var effective: [[Int]: (configuration: Configuration, linter: Linter)] = [:]

    /// A tree of the root alone: every file gets the root configuration.
    public init(root: Configuration, onlyRules: [String] = [], minConfidence: Confidence? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.root = root
        self.commandLineOnlyRules = onlyRules
        self.commandLineMinConfidence = minConfidence
        self.workingDirectory = workingDirectory
        rootFolder = Self.absolute(root.rootDirectory, in: workingDirectory)
        rootExcluded = root.excluded.map(Glob.init)
        rootLinter = root.makeLinter(onlyRules: onlyRules, minConfidence: minConfidence)
    }

    /// Reads the nested files (paths as found: relative to `workingDirectory` or absolute; duplicates and
    /// files not strictly below the root's folder are left out). Throws the first invalid file's error.
    public static func load(root: Configuration, nestedFiles: [String], onlyRules: [String] = [], minConfidence: Confidence? = nil,
                            workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> ConfigurationTree {
        let rootFolder = absolute(root.rootDirectory, in: workingDirectory)
        let base = rootFolder.hasSuffix("/") ? rootFolder : rootFolder + "/"
        // Sorted by folder, a folder comes before those below it (a prefix sorts first; the files' own paths
        // would not: `A/-x/.theseus.yml` sorts before `A/.theseus.yml`): each file's parents are read
        // before it, so their `excluded` can rule it out.
        let files = Set(nestedFiles.map { absolute($0, in: workingDirectory) }).filter { file in
            file.hasPrefix(base) && parent(file).count > base.count
        }.sorted { parent($0) < parent($1) }
        let tree = ConfigurationTree(root: root, onlyRules: onlyRules, minConfidence: minConfidence, workingDirectory: workingDirectory)
        for file in files where !tree.excludes(file) {
            let name = LintInput.displayPath(for: file, workingDirectory: workingDirectory)
            let configuration = try Configuration.load(path: file, reportedAs: name)
            if let line = configuration.keyLines["reporter"] {
                tree.warnings.append(ConfigurationError(path: name, line: line, message:
                    "`reporter` applies to the whole run; a nested configuration's is ignored (set it in \(root.path ?? "the root configuration"))"))
            }
            tree.levelByFolder[parent(file)] = tree.levels.count
            tree.levels.append(Level(folder: parent(file), file: file, configuration: configuration,
                                     excluded: configuration.excluded.map(Glob.init), included: configuration.included.map(Glob.init)))
            tree.chains = [:]  // the folders' chains seen so far did not know this level
        }
        return tree
    }

    /// The `.theseus.yml` files in the folders strictly between the root's folder and each path: those a
    /// folder walk starting at the paths does not see (files named on their own, `--staged`,
    /// `--stdin-path`, the folders of `included`). One `stat` per distinct folder.
    public static func nestedFiles(above paths: [String], root: Configuration,
                                   workingDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        let rootFolder = absolute(root.rootDirectory, in: workingDirectory)
        let base = rootFolder.hasSuffix("/") ? rootFolder : rootFolder + "/"
        var seen = Set<String>()
        var found: [String] = []
        for path in paths {
            var folder = parent(absolute(path, in: workingDirectory))
            while folder.count > base.count && folder.hasPrefix(base) && seen.insert(folder).inserted {
                let candidate = folder + "/" + Configuration.fileName
                if FileManager.default.fileExists(atPath: candidate) { found.append(candidate) }
                folder = parent(folder)
            }
        }
        return found.sorted()
    }

    /// The configuration that applies to a file (a path relative to the working directory, or absolute).
    /// Its rule settings, `strict`, `lint_test_code` and `max_file_size` are merged over every level;
    /// `path`, `rootDirectory`, `included`, `excluded`, `keyLines` and `sourceText` are those of the
    /// nearest file, and `reporter` the root's. Ask `excludes(_:)` whether the file is linted at all.
    public func configuration(forFile path: String) -> Configuration {
        resolve(path).configuration
    }

    /// The linter for a file: one per distinct effective configuration, shared by the files it governs.
    public func linter(forFile path: String) -> Linter {
        resolve(path).linter
    }

    /// Whether a file is left out: the root's `excluded` (as it always was), then each nested level's,
    /// relative to its folder; with `foundInFolderWalk`, also a nested level's `included` that does not
    /// list it.
    public func excludes(_ path: String, foundInFolderWalk: Bool = false) -> Bool {
        if !rootExcluded.isEmpty {
            let full = Self.absolute(path, in: workingDirectory)
            let base = rootFolder.hasSuffix("/") ? rootFolder : rootFolder + "/"
            let relative = full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
            if rootExcluded.contains(where: { $0.matches(relative) }) { return true }
        }
        if levels.isEmpty { return false }
        let full = Self.absolute(path, in: workingDirectory)
        for index in chain(forFile: full) {
            let level = levels[index]
            let relative = String(full.dropFirst(level.folder.count + 1))
            if level.excluded.contains(where: { $0.matches(relative) }) { return true }
            if foundInFolderWalk && !level.included.isEmpty && !level.included.contains(where: { $0.matches(relative) }) { return true }
        }
        return false
    }

    /// What the result cache's key holds of the configuration: the root's text alone when there is no
    /// nested file (as before nested files existed), else every file's path and text.
    public var cacheKeyText: String {
        if levels.isEmpty { return root.sourceText }
        return ([root.sourceText] + levels.map { "\u{0}\($0.file)\u{0}\($0.configuration.sourceText)" }).joined()
    }

    /// Every rule that some level runs, in the registry's order (the report lists them, as SARIF's rules).
    public var enabledRuleIDs: [String] {
        var enabled = Set(root.enabledRuleIDs(onlyRules: commandLineOnlyRules))
        for level in levels { enabled.formUnion(resolve(level.file).configuration.enabledRuleIDs(onlyRules: commandLineOnlyRules)) }
        return RuleRegistry.ids.filter { enabled.contains($0) }
    }

    /// The largest `max_file_size` of any level, nil when some level sets none (the reading limit of a
    /// session that lints files of every level; each file's own limit is `configuration(forFile:)`'s).
    public var largestMaxFileSize: Int? {
        var largest = root.maxFileSize
        for level in levels {
            guard let current = largest, let size = resolve(level.file).configuration.maxFileSize else { return nil }
            largest = max(current, size)
        }
        return largest
    }

    /// How many effective configurations were built (they are shared per chain of nested files).
    var resolvedConfigurationCount: Int {
        lock.lock(); defer { lock.unlock() }
        return effective.count
    }

    // MARK: - Resolution

    private func resolve(_ path: String) -> (configuration: Configuration, linter: Linter) {
        // No nested file: the root for everyone, without a look at the path.
        if levels.isEmpty { return (root, rootLinter) }
        let chain = chain(forFile: Self.absolute(path, in: workingDirectory))
        if chain.isEmpty { return (root, rootLinter) }
        lock.lock(); defer { lock.unlock() }
        if let known = effective[chain] { return known }
        let configuration = chain.reduce(root) { $0.merging(nested: levels[$1].configuration) }
        let result = (configuration, configuration.makeLinter(onlyRules: commandLineOnlyRules, minConfidence: commandLineMinConfidence))
        effective[chain] = result
        return result
    }

    /// The nested levels over a file (absolute, normalized), outermost first.
    private func chain(forFile file: String) -> [Int] {
        let folder = Self.parent(file)
        lock.lock()
        if let known = chains[folder] { lock.unlock(); return known }
        lock.unlock()
        let base = rootFolder.hasSuffix("/") ? rootFolder : rootFolder + "/"
        var chain: [Int] = []
        var current = folder
        while current.count > base.count && current.hasPrefix(base) {
            if let index = levelByFolder[current] { chain.append(index) }
            current = Self.parent(current)
        }
        chain.reverse()
        lock.lock()
        chains[folder] = chain
        lock.unlock()
        return chain
    }

    /// Absolute and normalized (`.` and `..` resolved lexically: no file system call).
    static func absolute(_ path: String, in folder: String) -> String {
        LintInput.normalize(path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path)
    }

    /// The folder of a normalized absolute path (`/` for `/a`).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension Configuration {
    /// This configuration with a nested one over it (see `ConfigurationTree` for the rules).
    public func merging(nested child: Configuration) -> Configuration {
        var merged = self
        merged.path = child.path
        merged.rootDirectory = child.rootDirectory
        merged.sourceText = child.sourceText
        merged.keyLines = child.keyLines
        merged.included = child.included
        merged.excluded = child.excluded
        if child.keyLines["strict"] != nil { merged.strict = child.strict }
        if child.keyLines["lint_test_code"] != nil { merged.lintTestCode = child.lintTestCode }
        if child.keyLines["max_file_size"] != nil { merged.maxFileSize = child.maxFileSize }
        if child.keyLines["min_confidence"] != nil { merged.minConfidence = child.minConfidence }
        // The side a child takes wins over its parent's; what it does not mention stays as it was.
        merged.disabledRules = child.disabledRules + disabledRules.filter { !child.optInRules.contains($0) && !child.disabledRules.contains($0) }
        merged.optInRules = child.optInRules + optInRules.filter { !child.disabledRules.contains($0) && !child.optInRules.contains($0) }
        if let only = child.onlyRules {
            merged.onlyRules = only
        } else if let only = onlyRules {
            merged.onlyRules = (only + child.optInRules.filter { !only.contains($0) }).filter { !child.disabledRules.contains($0) }
        }
        for (rule, severity) in child.severities { merged.severities[rule] = severity }
        for (rule, options) in child.options {
            var combined = merged.options[rule] ?? RuleOptions()
            for (name, value) in options.values { combined.values[name] = value }
            merged.options[rule] = combined
        }
        return merged
    }
}
