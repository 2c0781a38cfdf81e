// swift-tools-version:6.0
// Theseus: a linter for SwiftUI identity, lifetime and dependencies.
// No package dependencies, by design: the lexer, parser, configuration reader and argument parsing are ours.
import PackageDescription

let package = Package(
    name: "Theseus",
    products: [
        .executable(name: "theseus", targets: ["theseus"]),
        .library(name: "TheseusKit", targets: ["TheseusSyntax", "TheseusAnalysis", "TheseusReporting", "TheseusServer"]),
        .plugin(name: "TheseusCommand", targets: ["TheseusCommand"]),
        .plugin(name: "TheseusBuildToolPlugin", targets: ["TheseusBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "TheseusSyntax"),
        .target(name: "TheseusAnalysis", dependencies: ["TheseusSyntax"]),
        .target(name: "TheseusReporting", dependencies: ["TheseusSyntax", "TheseusAnalysis"]),
        // `theseus lsp`: the Language Server Protocol server (JSON-RPC framing and JSON written here).
        .target(name: "TheseusServer", dependencies: ["TheseusSyntax", "TheseusAnalysis"]),
        .executableTarget(name: "theseus", dependencies: ["TheseusSyntax", "TheseusAnalysis", "TheseusReporting", "TheseusServer"]),
        // `swift package theseus [--target T ...]` and a build-tool plugin; see Plugins/ and the README.
        .plugin(name: "TheseusCommand",
                capability: .command(intent: .custom(verb: "theseus", description: "Lint SwiftUI code with Theseus")),
                dependencies: ["theseus"]),
        .plugin(name: "TheseusBuildToolPlugin", capability: .buildTool(), dependencies: ["theseus"]),
        .testTarget(name: "TheseusSyntaxTests", dependencies: ["TheseusSyntax"]),
        .testTarget(name: "TheseusAnalysisTests", dependencies: ["TheseusAnalysis"]),
        .testTarget(name: "TheseusReportingTests", dependencies: ["TheseusReporting"]),
        .testTarget(name: "TheseusCLITests", dependencies: ["theseus", "TheseusServer"]),
        .testTarget(name: "TheseusServerTests", dependencies: ["TheseusServer", "TheseusAnalysis"]),
    ],
    swiftLanguageModes: [.v5]
)
