import Foundation
import TheseusSyntax
import TheseusAnalysis

/// What the server knows about the workspace, kept warm between edits: the summary of every Swift file
/// (from disk, or from the editor's text for open files), the project index merged from them, and for
/// each open file its last findings and the index names its rules looked up.
///
/// Confined to the server's lint queue: nothing here is shared between threads.
final class WorkspaceModel {
    /// An open file as last linted.
    struct OpenFile {
        var path: String
        var version: Int
        var bytes: [UInt8]
        var lines: LineTable
        /// The version the findings belong to (nil before the first lint).
        var lintedVersion: Int?
        var findings: [Finding] = []
        var lookups: Set<ProjectKey> = []
    }

    private(set) var root: String?
    private(set) var settings: WorkspaceSettings
    /// Summaries by absolute path: every Swift file the configuration includes.
    private var summaries: [String: FileSummary] = [:]
    /// Merged from `summaries` when first needed after a change of what some file declares.
    private var cachedIndex: ProjectIndex?
    private(set) var open: [String: OpenFile] = [:]
    let jobs: Int

    init(root: String?, jobs: Int = ParallelWork.defaultJobs) {
        self.root = root
        self.jobs = jobs
        settings = WorkspaceSettings(root: root, discover: false)
    }

    var configurationProblem: String? { settings.problem }

    // MARK: Loading the workspace

    /// Reads the configuration and summarises every Swift file under the root, in parallel. Open files
    /// keep the editor's text.
    func scan() {
        settings = WorkspaceSettings(root: root, discover: true)
        summaries = [:]
        cachedIndex = nil
        let openPaths = Set(open.values.map(\.path))
        let files = settings.files.filter { !openPaths.contains($0) }
        let settings = self.settings
        let results = ParallelWork.map(count: files.count, jobs: jobs) { i -> FileSummary? in
            guard case .success(let bytes) = SourceReader.read(files[i], maxSize: settings.maxFileSize(forFile: files[i])) else { return nil }
            return FileSummary.build(Parser.parse(SourceFile(path: files[i], bytes: bytes)), path: files[i])
        }
        for (i, summary) in results.enumerated() { if let summary { summaries[files[i]] = summary } }
        for file in open.values where settings.includes(file.path) {
            summaries[file.path] = FileSummary.build(Parser.parse(SourceFile(path: file.path, bytes: file.bytes)), path: file.path)
        }
    }

    var index: ProjectIndex {
        if let cachedIndex { return cachedIndex }
        // In path order, so that the index (and so every finding) does not depend on the order of events.
        let index = ProjectIndex(summaries.keys.sorted().map { summaries[$0]! })
        cachedIndex = index
        return index
    }

    /// Records a file's new summary. Returns the index names whose meaning may have changed (those the
    /// old and the new summary define), empty when the file declares the same as before.
    @discardableResult
    func update(summary: FileSummary?, for path: String) -> Set<ProjectKey> {
        let old = summaries[path]
        if old?.semanticKey == summary?.semanticKey { return [] }
        summaries[path] = summary
        cachedIndex = nil
        return (old?.definedKeys ?? []).union(summary?.definedKeys ?? [])
    }

    // MARK: Open files

    func setText(uri: String, path: String, version: Int, bytes: [UInt8]) {
        if var file = open[uri] {
            guard version != file.version || bytes != file.bytes else { return }
            file.version = version
            file.bytes = bytes
            file.lines = LineTable(bytes)
            file.lintedVersion = nil
            open[uri] = file
        } else {
            open[uri] = OpenFile(path: path, version: version, bytes: bytes, lines: LineTable(bytes))
        }
    }

    /// The editor closed a file: its summary is the one on disk again.
    func close(uri: String) -> Set<ProjectKey> {
        guard let file = open.removeValue(forKey: uri) else { return [] }
        return reloadFromDisk(file.path)
    }

    /// A file changed, appeared or went away on disk (not open in the editor).
    func reloadFromDisk(_ path: String) -> Set<ProjectKey> {
        guard !open.values.contains(where: { $0.path == path }) else { return [] }
        guard settings.includes(path), case .success(let bytes) = SourceReader.read(path, maxSize: settings.maxFileSize(forFile: path)) else {
            return update(summary: nil, for: path)
        }
        return update(summary: FileSummary.build(Parser.parse(SourceFile(path: path, bytes: bytes)), path: path), for: path)
    }

    /// Lints an open file at its current text, against the index with its new summary, unless its
    /// findings are current. Returns whether it linted, and the index names this changed (for the
    /// caller to refresh the open files that looked them up).
    func lint(uri: String) -> (linted: Bool, changed: Set<ProjectKey>) {
        guard var file = open[uri], file.lintedVersion != file.version else { return (false, []) }
        var changed: Set<ProjectKey> = []
        if !settings.includes(file.path) {
            file.findings = []
            file.lookups = []
        } else if let limit = settings.maxFileSize(forFile: file.path), file.bytes.count > limit {
            file.findings = []
            file.lookups = []
        } else {
            let tree = Parser.parse(SourceFile(path: file.path, bytes: file.bytes))
            let summary = FileSummary.build(tree, path: file.path)
            changed = update(summary: summary, for: file.path)
            let linter = settings.linter(forFile: file.path)
            (file.findings, file.lookups) = linter.lintRecordingLookups(tree, path: file.path, summary: summary, project: index)
        }
        file.lintedVersion = file.version
        open[uri] = file
        return (true, changed)
    }

    /// The open files (other than `except`) whose findings may depend on these names.
    func dependents(of keys: Set<ProjectKey>, except uri: String?) -> [String] {
        guard !keys.isEmpty else { return [] }
        return open.filter { $0.key != uri && !$0.value.lookups.isDisjoint(with: keys) }.map(\.key).sorted()
    }

    /// Marks an open file for a new lint (what it looked up changed).
    func invalidate(_ uri: String) { open[uri]?.lintedVersion = nil }
}
