// swift-tools-version:6.0
// Theseus: a linter for SwiftUI identity, lifetime and dependencies.
// No package dependencies, by design: the lexer, parser, configuration reader and argument parsing are ours.
import PackageDescription

let package = Package(
    name: "Theseus",
    products: [
        .executable(name: "theseus", targets: ["theseus"]),
        .library(name: "TheseusKit", targets: ["TheseusSyntax", "TheseusAnalysis", "TheseusReporting"]),
    ],
    targets: [
        .target(name: "TheseusSyntax"),
        .target(name: "TheseusAnalysis", dependencies: ["TheseusSyntax"]),
        .target(name: "TheseusReporting", dependencies: ["TheseusSyntax", "TheseusAnalysis"]),
        .executableTarget(name: "theseus", dependencies: ["TheseusSyntax", "TheseusAnalysis", "TheseusReporting"]),
        .testTarget(name: "TheseusSyntaxTests", dependencies: ["TheseusSyntax"]),
        .testTarget(name: "TheseusAnalysisTests", dependencies: ["TheseusAnalysis"]),
        .testTarget(name: "TheseusReportingTests", dependencies: ["TheseusReporting"]),
    ],
    swiftLanguageModes: [.v5]
)
