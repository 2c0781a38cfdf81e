import Foundation
import XCTest

/// `--staged` and `install-hook` in real temporary git repositories.
final class GitTests: XCTestCase {
    func makeRepository() throws -> Sandbox {
        let box = try makeSandbox()
        let probe = try box.run("/usr/bin/env", ["git", "--version"])
        guard probe.status == 0 else { throw XCTSkip("git is not installed") }
        try box.git(["init", "-q", "-b", "main"])
        return box
    }

    func stagedFiles(_ box: Sandbox, in folder: URL? = nil) throws -> (status: Int32, files: [String], stderr: String) {
        let result = try box.theseus(["lint", "--staged", "--reporter", "json"], in: folder)
        return (result.status, try JSONReport(result.stdout).files, result.stderr)
    }

    func testStagedContentsAreLintedNotTheWorkingTree() throws {
        let box = try makeRepository()
        let name = "Vue café.swift"
        try box.write(name, Snippets.errorBug)
        try box.git(["add", "--", name])
        try box.write(name, Snippets.errorFix)  // unstaged fix
        let bug = try stagedFiles(box)
        XCTAssertEqual(bug.status, 1, bug.stderr)
        XCTAssertEqual(bug.files, [name])

        try box.git(["commit", "-q", "--no-verify", "-m", "bug"])
        try box.write(name, Snippets.errorFix)
        try box.git(["add", "--", name])
        try box.write(name, Snippets.errorBug)  // unstaged bug
        let fix = try stagedFiles(box)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(fix.files, [])
    }

    /// A finding that the staged file owes to a committed one: the row type's `id` defaults to a fresh
    /// `UUID()` (staged), and the view that rebuilds the rows and shows them in a `ForEach` is committed.
    static let contactDetail = """
    import SwiftUI

    struct ContactDetail: View {
        let contact: Contact

        var sections: [ContactSection] {
            [ContactSection(title: "Phone", value: contact.phone), ContactSection(title: "Mail", value: contact.mail)]
        }

        var body: some View {
            List {
                ForEach(sections) { section in
                    LabeledContent(section.title, value: section.value)
                }
            }
        }
    }
    """
    static let contactSection = """
    import Foundation

    struct ContactSection: Identifiable {
        var id = UUID()
        var title: String
        var value: String
    }
    """

    func testStagedFilesAreLintedAgainstTheWholeProject() throws {
        let box = try makeRepository()
        try box.write("ContactSection.swift", Self.contactSection)
        try box.git(["add", "ContactSection.swift"])
        try box.git(["commit", "-q", "--no-verify", "-m", "section"])
        try box.write("ContactDetail.swift", Self.contactDetail)
        try box.git(["add", "ContactDetail.swift"])

        let staged = try box.theseus(["lint", "--staged", "--reporter", "json"])
        let report = try JSONReport(staged.stdout)
        XCTAssertEqual(report.files, ["ContactDetail.swift"], staged.stderr)
        XCTAssertEqual(report.rules, ["ephemeral_default_id"])
        XCTAssertTrue(staged.stderr.contains("the other file of the project is read from the working tree"), staged.stderr)
        // Named on the command line (what pre-commit passes): the same.
        let named = try box.theseus(["lint", "ContactDetail.swift", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(named.stdout).rules, ["ephemeral_default_id"], named.stderr)
        // Only the named file in view: nothing says the section's id is fresh.
        let alone = try box.theseus(["lint", "ContactDetail.swift", "--no-project-index", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(alone.stdout).rules, [], alone.stderr)
        // The committed file is not reported although it is read.
        let section = try box.theseus(["lint", "ContactSection.swift", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(section.stdout).files, [], section.stderr)
    }

    /// The cross-file scenario through the hook `install-hook` writes: the commit of the staged file
    /// shows the finding it owes to the committed one (a warning: the commit goes through).
    func testTheInstalledHookReportsAFindingAStagedFileOwesToACommittedOne() throws {
        let box = try makeRepository()
        XCTAssertEqual(try box.theseus(["install-hook"]).status, 0)
        let env = hookEnvironment()
        try box.write("ContactSection.swift", Self.contactSection)
        try box.git(["add", "ContactSection.swift"])
        try box.git(["commit", "-q", "--no-verify", "-m", "section"])
        try box.write("ContactDetail.swift", Self.contactDetail)
        try box.git(["add", "ContactDetail.swift"])
        let commit = try box.run("/usr/bin/env", ["git", "commit", "-q", "-m", "detail"], env: env)
        XCTAssertEqual(commit.status, 0, commit.stdout + commit.stderr)
        XCTAssertTrue((commit.stdout + commit.stderr).contains("ContactDetail.swift:12:"), commit.stdout + commit.stderr)
        XCTAssertTrue((commit.stdout + commit.stderr).contains("[ephemeral_default_id]"), commit.stdout + commit.stderr)
    }

    func testRenamedAndCopiedFilesAreIncludedAndDeletedOnesAreNot() throws {
        let box = try makeRepository()
        try box.write("Old.swift", Snippets.errorBug)
        try box.write("Gone.swift", Snippets.errorBug)
        try box.write("notes.txt", "struct P: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\n")
        try box.git(["add", "."])
        try box.git(["commit", "-q", "--no-verify", "-m", "start"])
        XCTAssertEqual(try stagedFiles(box).files, [], "nothing staged")

        try box.git(["mv", "Old.swift", "New name.swift"])
        try box.git(["rm", "-q", "Gone.swift"])
        try FileManager.default.copyItem(at: box.work.appendingPathComponent("New name.swift"),
                                        to: box.work.appendingPathComponent("Copy.swift"))
        try box.git(["add", "Copy.swift", "notes.txt"])
        let diff = try box.git(["-c", "diff.renames=copies", "diff", "--cached", "--name-status"])
        XCTAssertTrue(diff.stdout.contains("R100\tOld.swift\tNew name.swift"), diff.stdout)
        let staged = try stagedFiles(box)
        XCTAssertEqual(staged.status, 1, staged.stderr)
        XCTAssertEqual(staged.files, ["Copy.swift", "New name.swift"])
    }

    func testStagedFromASubfolderCoversTheWholeRepository() throws {
        let box = try makeRepository()
        try box.write("Top.swift", Snippets.errorBug)
        try box.write("Sub/Inner.swift", Snippets.errorBug)
        try box.git(["add", "."])
        let staged = try stagedFiles(box, in: box.work.appendingPathComponent("Sub"))
        XCTAssertEqual(staged.status, 1, staged.stderr)
        XCTAssertEqual(Set(staged.files), ["Inner.swift", box.work.appendingPathComponent("Top.swift").path])
        // Also with `diff.relative` set, which makes git name paths from the current folder.
        try box.git(["config", "diff.relative", "true"])
        XCTAssertEqual(try stagedFiles(box, in: box.work.appendingPathComponent("Sub")).files.count, 2)
    }

    func testStagedHonoursExcluded() throws {
        let box = try makeRepository()
        try box.write(".theseus.yml", "excluded:\n  - Generated\n")
        try box.write("Generated/G.swift", Snippets.errorBug)
        try box.write("A.swift", Snippets.errorBug)
        try box.git(["add", "."])
        XCTAssertEqual(try stagedFiles(box).files, ["A.swift"])
    }

    func testStagedOutsideARepositoryIsAUsageError() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        // `outside/` is not in a repository (unless the temporary folder is; then there is nothing to check).
        let probe = try box.run("/usr/bin/env", ["git", "rev-parse", "--git-dir"], in: box.outside)
        guard probe.status != 0 else { throw XCTSkip("the temporary folder is inside a git repository") }
        let result = try box.theseus(["--staged"], in: box.outside)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("git"), result.stderr)
    }

    /// The environment of a `git commit` that runs the installed hook: the hook prefers `theseus` on the
    /// PATH, which is then the built one.
    func hookEnvironment() -> [String: String] {
        ["PATH": TheseusBinary.folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    func hookPath(_ box: Sandbox, _ relative: String = ".git/hooks/pre-commit") -> String {
        box.work.appendingPathComponent(relative).path
    }

    func testInstallHookWritesAnExecutableHook() throws {
        let box = try makeRepository()
        let result = try box.theseus(["install-hook"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let path = hookPath(box)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n"), script)
        XCTAssertTrue(script.contains("theseus lint --staged"), script)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))
        // Its own hook is replaced without --force.
        let again = try box.theseus(["install-hook"])
        XCTAssertEqual(again.status, 0, again.stderr)
    }

    func testInstallHookRefusesAForeignHookUnlessForced() throws {
        let box = try makeRepository()
        try box.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let refused = try box.theseus(["install-hook"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--force") && refused.stderr.contains(hookPath(box)), refused.stderr)
        XCTAssertEqual(box.read(".git/hooks/pre-commit"), "#!/bin/sh\necho mine\n")
        let forced = try box.theseus(["install-hook", "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(box.read(".git/hooks/pre-commit")?.contains("theseus lint --staged") ?? false)
        let unknown = try box.theseus(["install-hook", "--frce"])
        XCTAssertEqual(unknown.status, 2)
    }

    func testInstallHookHonoursCoreHooksPath() throws {
        let box = try makeRepository()
        try box.git(["config", "core.hooksPath", "githooks"])
        try FileManager.default.createDirectory(at: box.work.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        let result = try box.theseus(["install-hook"], in: box.work.appendingPathComponent("Sub"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hookPath(box, "githooks/pre-commit")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: hookPath(box)))
    }

    func testTheInstalledHookStopsACommitWithAnError() throws {
        let box = try makeRepository()
        XCTAssertEqual(try box.theseus(["install-hook"]).status, 0)
        let env = hookEnvironment()
        try box.write("P.swift", Snippets.errorBug)
        try box.git(["add", "P.swift"])
        let rejected = try box.run("/usr/bin/env", ["git", "commit", "-q", "-m", "bug"], env: env)
        XCTAssertNotEqual(rejected.status, 0, "the hook must reject the commit")
        XCTAssertTrue(rejected.stdout.contains("P.swift:1:51: error:") || rejected.stderr.contains("P.swift:1:51: error:"),
                      rejected.stdout + rejected.stderr)
        let noCommit = try box.run("/usr/bin/env", ["git", "rev-parse", "--verify", "-q", "HEAD"])
        XCTAssertNotEqual(noCommit.status, 0, "no commit was made")

        // Fixed in the index (with the bug still in the working tree): the commit passes.
        try box.write("P.swift", Snippets.errorFix)
        try box.git(["add", "P.swift"])
        try box.write("P.swift", Snippets.errorBug)
        let accepted = try box.run("/usr/bin/env", ["git", "commit", "-q", "-m", "fix"], env: env)
        XCTAssertEqual(accepted.status, 0, accepted.stdout + accepted.stderr)
        try box.git(["rev-parse", "--verify", "-q", "HEAD"])
    }
}
