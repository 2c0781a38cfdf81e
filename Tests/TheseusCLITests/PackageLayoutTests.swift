import Foundation
import XCTest

/// The product package holds the product only: what `swift build -c release` at the root builds (the
/// README's first command, and pre-commit's first install) is the linter and its plugins, never the
/// benchmark, which lives in its own package under `Benchmarks/`. Asked of SwiftPM itself
/// (`swift package describe --type json`), so the test reads the manifests as SwiftPM does.
/// `.ci/run` checks the other half on a clean clone: the release build plan names no benchmark target.
final class PackageLayoutTests: XCTestCase {
    private struct Description: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let product_dependencies: [String]?
        }
        struct Product: Decodable { let name: String }
        struct Dependency: Decodable {
            let type: String
            let path: String?
        }
        let name: String
        let targets: [Target]
        let products: [Product]
        let dependencies: [Dependency]?
    }

    /// `swift package describe` of the package at `folder`, with a scratch folder inside the sandbox
    /// (the running `swift test` holds the repository's own `.build`).
    private func describe(_ folder: URL, in box: Sandbox) throws -> Description {
        let result = try box.run("/usr/bin/env", ["swift", "package", "--package-path", folder.path,
                                                  "--scratch-path", box.root.appendingPathComponent("scratch").path,
                                                  "describe", "--type", "json"], timeout: 120)
        if result.status == 127 { throw XCTSkip("no `swift` on PATH to describe the package with") }
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONDecoder().decode(Description.self, from: result.stdoutData)
    }

    func testTheRootPackageBuildsTheLinterAndItsPluginsOnly() throws {
        let box = try makeSandbox()
        let root = try describe(TheseusBinary.repositoryRoot, in: box)
        let names = Set(root.targets.map(\.name))
        XCTAssertFalse(names.contains("theseus-bench"), "the benchmark belongs to Benchmarks/Package.swift")
        XCTAssertFalse(names.contains("TheseusCorpus"), "the corpus generator belongs to Benchmarks/Package.swift")
        // One executable: the linter. Everything else a release build compiles is a library it
        // uses or a plugin that runs it.
        XCTAssertEqual(root.targets.filter { $0.type == "executable" }.map(\.name), ["theseus"])
        XCTAssertEqual(Set(root.targets.map(\.type)).subtracting(["executable", "library", "plugin", "test"]), [],
                       "an unexpected kind of target in the root package")
        XCTAssertTrue((root.dependencies ?? []).isEmpty, "the root package has no package dependencies")
    }

    func testTheBenchmarkPackageUsesThePublicLibrary() throws {
        let box = try makeSandbox()
        let benchmarks = try describe(TheseusBinary.repositoryRoot.appendingPathComponent("Benchmarks"), in: box)
        XCTAssertEqual(benchmarks.dependencies?.map(\.type), ["fileSystem"])
        XCTAssertEqual(benchmarks.dependencies?.first?.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                       TheseusBinary.repositoryRoot.standardizedFileURL.path, "Benchmarks depends on the package at `..`")
        let bench = benchmarks.targets.first { $0.name == "theseus-bench" }
        XCTAssertEqual(bench?.type, "executable")
        XCTAssertEqual(bench?.product_dependencies, ["TheseusKit"])
        XCTAssertTrue(benchmarks.targets.contains { $0.name == "TheseusCorpus" && $0.type == "library" })
    }
}
