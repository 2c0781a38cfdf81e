import Foundation
import XCTest
@testable import TheseusAnalysis

/// Nested `.theseus.yml` files (`ConfigurationTree`): one test per rule of merging, then discovery, the
/// cache key and the session.
final class NestedConfigurationTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folder = (url.path as NSString).standardizingPath
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes a file below the test's folder, creating folders; returns its absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The root `.theseus.yml` and the nested ones: `files` maps a folder ("" for the root) to its text.
    func tree(_ files: [String: String], onlyRules: [String] = []) throws -> ConfigurationTree {
        var nested: [String] = []
        for (folder, text) in files {
            let path = try write(folder.isEmpty ? ".theseus.yml" : folder + "/.theseus.yml", text)
            if !folder.isEmpty { nested.append(path) }
        }
        let root = files[""] != nil ? try Configuration.load(path: folder + "/.theseus.yml") : Configuration(rootDirectory: folder)
        return try ConfigurationTree.load(root: root, nestedFiles: nested, onlyRules: onlyRules, workingDirectory: folder)
    }

    func enabled(_ tree: ConfigurationTree, _ file: String) -> Set<String> {
        Set(tree.configuration(forFile: file).enabledRuleIDs(onlyRules: tree.commandLineOnlyRules))
    }

    // MARK: - Merging

    func testChildScalarKeysOverrideAndUnsetKeysAreInherited() throws {
        let tree = try tree([
            "": "strict: true\nmax_file_size: 100\nlint_test_code: true\n",
            "Feature": "strict: false\nmax_file_size: 200\n",
        ])
        let child = tree.configuration(forFile: "Feature/View.swift")
        XCTAssertFalse(child.strict)
        XCTAssertEqual(child.maxFileSize, 200)
        XCTAssertTrue(child.lintTestCode, "not set by the child: the root's")
        XCTAssertTrue(tree.linter(forFile: "Feature/View.swift").lintsTestCode)
        let root = tree.configuration(forFile: "App.swift")
        XCTAssertTrue(root.strict)
        XCTAssertEqual(root.maxFileSize, 100)
    }

    func testChildOverridesARulesSeverityAndEachOptionItSets() throws {
        let tree = try tree([
            "": "non_unique_id_key_path:\n  severity: error\n  names: [isbn]\n  plain_values: true\n",
            "Severity": "non_unique_id_key_path:\n  severity: info\n",
            "Names": "non_unique_id_key_path:\n  names: [title]\n",
        ])
        let severity = tree.configuration(forFile: "Severity/A.swift")
        XCTAssertEqual(severity.severities["non_unique_id_key_path"], .info)
        XCTAssertEqual(severity.options["non_unique_id_key_path"]?.stringList("names", default: []), ["isbn"])
        XCTAssertEqual(severity.options["non_unique_id_key_path"]?.bool("plain_values", default: false), true)
        let names = tree.configuration(forFile: "Names/A.swift")
        XCTAssertEqual(names.severities["non_unique_id_key_path"], .error)
        XCTAssertEqual(names.options["non_unique_id_key_path"]?.stringList("names", default: []), ["title"], "a list is replaced")
        XCTAssertEqual(names.options["non_unique_id_key_path"]?.bool("plain_values", default: false), true)

        // The linters apply them: a severity per level, and the key path reported follows `names`.
        let source = """
        struct Book { let serialNumber: Int; let isbn: String; let title: String }
        struct V: View { let b: [Book]
          var body: some View {
            VStack {
              ForEach(b, id: \\.isbn) { Text($0.isbn) }
              ForEach(b, id: \\.title) { Text($0.isbn) }
            }
          }
        }
        """
        func findings(_ file: String) -> [String] {
            tree.linter(forFile: file).lint(source: source).map { "\($0.range.startLine) \($0.severity.rawValue)" }
        }
        XCTAssertEqual(findings("A.swift"), ["5 error"], "`\\.isbn`")
        XCTAssertEqual(findings("Severity/A.swift"), ["5 info"])
        XCTAssertEqual(findings("Names/A.swift"), ["6 error"], "`\\.title`")
    }

    func testDisabledRulesMerge() throws {
        let tree = try tree(["": "disabled_rules: [any_view]\n", "Feature": "disabled_rules: [index_based_identity]\n"])
        let child = enabled(tree, "Feature/A.swift")
        XCTAssertFalse(child.contains("any_view"), "the parent's stays disabled")
        XCTAssertFalse(child.contains("index_based_identity"))
        let root = enabled(tree, "A.swift")
        XCTAssertFalse(root.contains("any_view"))
        XCTAssertTrue(root.contains("index_based_identity"), "the child's applies below its folder only")
    }

    func testOptInRulesMerge() throws {
        // The parent's opt-in holds below it; a child's opt-in holds below the child only.
        let inherited = try tree(["": "opt_in_rules: [non_private_state]\n", "Feature": "disabled_rules: [any_view]\n"])
        let child = enabled(inherited, "Feature/A.swift")
        XCTAssertTrue(child.contains("non_private_state"))
        XCTAssertFalse(child.contains("any_view"))
        XCTAssertTrue(enabled(inherited, "A.swift").contains("any_view"))
        let own = try tree(["": "disabled_rules: [any_view]\n", "Feature": "opt_in_rules: [non_private_state]\n"])
        XCTAssertTrue(enabled(own, "Feature/A.swift").contains("non_private_state"))
        XCTAssertFalse(enabled(own, "Feature/A.swift").contains("any_view"))
        XCTAssertFalse(enabled(own, "A.swift").contains("non_private_state"))
    }

    func testAChildThatSaysTheOppositeOfItsParentWins() throws {
        let tree = try tree([
            "": "disabled_rules: [any_view]\nopt_in_rules: [non_private_state]\n",
            "Feature": "opt_in_rules: [any_view]\ndisabled_rules: [non_private_state]\n",
        ])
        let child = enabled(tree, "Feature/A.swift")
        XCTAssertTrue(child.contains("any_view"), "a child's opt-in turns back on what its parent disabled")
        XCTAssertFalse(child.contains("non_private_state"), "a child's disabled_rules turns off its parent's opt-in")
        let root = enabled(tree, "A.swift")
        XCTAssertFalse(root.contains("any_view"))
        XCTAssertTrue(root.contains("non_private_state"))
    }

    func testOnlyRulesOverridesAndIsNarrowedOrWidenedBelow() throws {
        let tree = try tree([
            "": "only_rules: [any_view, index_based_identity]\n",
            "Narrow": "disabled_rules: [any_view]\nopt_in_rules: [non_private_state]\n",
            "Own": "only_rules: [unstable_view_id]\n",
        ])
        XCTAssertEqual(enabled(tree, "A.swift"), ["any_view", "index_based_identity"])
        XCTAssertEqual(enabled(tree, "Narrow/A.swift"), ["index_based_identity", "non_private_state"])
        XCTAssertEqual(enabled(tree, "Own/A.swift"), ["unstable_view_id"])
    }

    func testCommandLineOnlyRuleWinsOverEveryLevel() throws {
        let tree = try tree(["": "disabled_rules: [any_view]\n", "Feature": "only_rules: [index_based_identity]\n"], onlyRules: ["any_view"])
        XCTAssertEqual(enabled(tree, "A.swift"), ["any_view"])
        XCTAssertEqual(enabled(tree, "Feature/A.swift"), ["any_view"])
        XCTAssertEqual(tree.enabledRuleIDs, ["any_view"])
    }

    func testIncludedAndExcludedAreRelativeToTheirOwnFile() throws {
        let tree = try tree([
            "": "excluded: [Generated]\n",
            "Feature": "excluded: [Generated, \"*.mock.swift\"]\nincluded: [Views, Root.swift]\n",
        ])
        // The root's `Generated` is the root's folder of that name, the child's its own.
        XCTAssertTrue(tree.excludes("Generated/G.swift"))
        XCTAssertTrue(tree.excludes("Feature/Generated/G.swift"))
        XCTAssertFalse(tree.excludes("Other/Generated/G.swift"))
        XCTAssertTrue(tree.excludes(folder + "/Feature/A.mock.swift"), "absolute paths too")
        XCTAssertFalse(tree.excludes("A.mock.swift"), "the child's pattern does not reach its parent's folder")
        // The child's `included` narrows what a folder walk finds below it; a file named on its own is linted.
        XCTAssertFalse(tree.excludes("Feature/Views/A.swift", foundInFolderWalk: true))
        XCTAssertFalse(tree.excludes("Feature/Root.swift", foundInFolderWalk: true))
        XCTAssertTrue(tree.excludes("Feature/Model/M.swift", foundInFolderWalk: true))
        XCTAssertFalse(tree.excludes("Feature/Model/M.swift"))
        XCTAssertFalse(tree.excludes("Other/M.swift", foundInFolderWalk: true), "outside the child's folder")
    }

    func testASiblingFolderIsUnaffected() throws {
        let tree = try tree(["": "any_view:\n  severity: error\n", "Feature": "any_view:\n  severity: info\nstrict: true\n"])
        XCTAssertEqual(tree.configuration(forFile: "Feature/A.swift").severities["any_view"], .info)
        XCTAssertEqual(tree.configuration(forFile: "Feature/Deep/A.swift").severities["any_view"], .info)
        for sibling in ["Other/A.swift", "FeatureKit/A.swift", "A.swift"] {
            XCTAssertEqual(tree.configuration(forFile: sibling).severities["any_view"], .error, sibling)
            XCTAssertFalse(tree.configuration(forFile: sibling).strict, sibling)
        }
    }

    func testGrandchildOverChildOverRoot() throws {
        let tree = try tree([
            "": "any_view:\n  severity: warning\n  helpers: [root]\nstrict: true\n",
            "A": "any_view:\n  severity: info\ndisabled_rules: [index_based_identity]\nstrict: false\n",
            "A/B": "any_view:\n  severity: error\n",
        ])
        let grandchild = tree.configuration(forFile: "A/B/C/File.swift")
        XCTAssertEqual(grandchild.severities["any_view"], .error, "the nearest file wins")
        XCTAssertEqual(grandchild.options["any_view"]?.stringList("helpers", default: []), ["root"], "from the root, through the child")
        XCTAssertFalse(grandchild.strict, "from the child")
        XCTAssertFalse(grandchild.enabledRuleIDs().contains("index_based_identity"), "from the child")
        XCTAssertEqual(grandchild.path, "A/B/.theseus.yml")
        XCTAssertEqual(tree.configuration(forFile: "A/File.swift").severities["any_view"], .info)
        XCTAssertEqual(tree.configuration(forFile: "File.swift").severities["any_view"], .warning)
    }

    func testLintersAreSharedByTheFilesOfOneConfiguration() throws {
        let tree = try tree(["": "", "A": "strict: true\n", "A/B": "strict: false\n"])
        for i in 0..<200 {
            _ = tree.linter(forFile: "A/B/F\(i).swift")
            _ = tree.linter(forFile: "A/B/Deep\(i % 7)/F\(i).swift")
            _ = tree.linter(forFile: "A/F\(i).swift")
            _ = tree.linter(forFile: "Other\(i % 3)/F\(i).swift")
        }
        XCTAssertEqual(tree.resolvedConfigurationCount, 2, "one per chain of nested files (A; A then A/B), the root's apart")
    }

    // MARK: - Reading the nested files

    func testAnInvalidNestedFileIsAnErrorWithItsLine() throws {
        XCTAssertThrowsError(try tree(["": "strict: true\n", "Feature": "strict: true\ndisabled_rule: [any_view]\n"])) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description.hasPrefix("Feature/.theseus.yml:2: unknown key `disabled_rule`"), true, "\(error)")
        }
    }

    func testANestedFileInAnExcludedFolderIsNotRead() throws {
        let tree = try tree(["": "excluded: [Pods]\n", "Pods/Lib": "this is: [not valid\n", "App": "strict: true\n"])
        XCTAssertEqual(tree.nested.map(\.path), ["App/.theseus.yml"])
        // Excluded by a nested file: read after it, also when its path sorts first (`-` before `.`).
        let nested = try self.tree(["": "", "App": "excluded: [\"-vendor\"]\n", "App/-vendor": "not: [valid\n"])
        XCTAssertEqual(nested.nested.map(\.path), ["App/.theseus.yml"])
    }

    func testReporterInANestedFileIsAWarning() throws {
        let tree = try tree(["": "reporter: json\n", "Feature": "strict: true\nreporter: xcode\n"])
        XCTAssertEqual(tree.warnings.map(\.path), ["Feature/.theseus.yml"])
        XCTAssertEqual(tree.warnings.first?.line, 2)
        XCTAssertEqual(tree.configuration(forFile: "Feature/A.swift").reporter, "json")
    }

    func testFilesNotStrictlyBelowTheRootAreNotNested() throws {
        let outside = try write("Outside/.theseus.yml", "strict: true\n")
        let own = try write("Project/.theseus.yml", "")
        let root = try Configuration.load(path: own)
        let tree = try ConfigurationTree.load(root: root, nestedFiles: [outside, own, "Project/.theseus.yml"], workingDirectory: folder)
        XCTAssertTrue(tree.nested.isEmpty)
        XCTAssertFalse(tree.configuration(forFile: "Outside/A.swift").strict)
    }

    func testNestedFilesAboveNamedPaths() throws {
        let root = try write(".theseus.yml", "")
        let a = try write("A/.theseus.yml", "")
        let b = try write("A/B/.theseus.yml", "")
        try write("Other/.theseus.yml", "")
        try write("A/B/C/F.swift", "")
        let found = ConfigurationTree.nestedFiles(above: ["A/B/C/F.swift", "A/B/C/G.swift", "A/B"],
                                                  root: try Configuration.load(path: root), workingDirectory: folder)
        XCTAssertEqual(found, [b, a].sorted(), "the folder walked (A/B) is the walk's to find; its parents are looked up")
        XCTAssertEqual(ConfigurationTree.nestedFiles(above: ["A/B"], root: try Configuration.load(path: root), workingDirectory: folder), [a])
    }

    func testTheFolderWalkReportsTheNestedFiles() throws {
        try write("A/.theseus.yml", "")
        try write("A/B/.theseus.yml", "")
        try write(".hidden/.theseus.yml", "")
        try write("A/V.swift", "")
        // Vendored dependencies are not the project's code.
        try write("Pods/Realm/R.swift", "")
        try write("Carthage/Checkouts/Kit/K.swift", "")
        let result = SourceDiscovery().discover([folder])
        XCTAssertEqual(result.configurationFiles.sorted(), [folder + "/A/.theseus.yml", folder + "/A/B/.theseus.yml"])
        XCTAssertEqual(result.files, [folder + "/A/V.swift"])
        XCTAssertEqual(SourceDiscovery().discover([folder + "/A/V.swift"]).namedFiles, [folder + "/A/V.swift"])
    }

    // MARK: - Cache key and session

    func testCacheKeyIsTheRootTextWithoutNestedFilesAndChangesWithThem() throws {
        let alone = try tree(["": "strict: true\n"])
        XCTAssertEqual(alone.cacheKeyText, "strict: true\n")
        let nested = try tree(["": "strict: true\n", "A": "any_view:\n  severity: info\n"])
        XCTAssertNotEqual(nested.cacheKeyText, alone.cacheKeyText)
        let edited = try tree(["": "strict: true\n", "A": "any_view:\n  severity: error\n"])
        XCTAssertNotEqual(edited.cacheKeyText, nested.cacheKeyText)
    }

    func testWithoutNestedFilesEveryFileGetsTheRoot() throws {
        let tree = try tree(["": "any_view:\n  severity: error\n"])
        XCTAssertEqual(tree.configuration(forFile: "Deep/Down/A.swift").path, folder + "/.theseus.yml")
        XCTAssertEqual(tree.enabledRuleIDs, tree.root.enabledRuleIDs())
        XCTAssertEqual(tree.largestMaxFileSize, nil)
        XCTAssertEqual(tree.resolvedConfigurationCount, 0)
    }

    func testASessionLintsEachFileWithItsOwnConfigurationAgainstOneIndex() throws {
        let tree = try tree(["": "", "Quiet": "unstable_identifiable_id:\n  severity: info\n", "Off": "disabled_rules: [unstable_identifiable_id]\n"])
        // The type is declared in one file and listed in another: the finding needs the project index.
        let model = "struct P: Identifiable { var a = 0; var id: UUID { UUID() } }\n"
        let list = "struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\n"
        var inputs: [LintInput] = []
        for sub in ["", "Quiet/", "Off/"] {
            inputs.append(LintInput(path: folder + "/" + sub + "Model.swift", displayPath: sub + "Model.swift", contents: Array(model.utf8)))
        }
        inputs.append(LintInput(path: folder + "/List.swift", displayPath: "List.swift", contents: Array(list.utf8)))
        let outcome = LintSession(configurations: tree, jobs: 2).lint(inputs)
        XCTAssertEqual(outcome.findings.map { "\($0.path) \($0.severity.rawValue)" }, ["Model.swift error", "Quiet/Model.swift info"])
    }
}
