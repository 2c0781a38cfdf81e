// swift-tools-version:6.0
// Theseus's benchmark and the generator of its SwiftUI corpus, kept out of the product package
// (as swift-nio and swift-collections keep theirs) so that building or depending on Theseus builds no
// benchmark. It uses Theseus only through its public library, `TheseusKit`. See the README's
// Benchmark section.
import PackageDescription

let package = Package(
    name: "TheseusBenchmarks",
    products: [
        .executable(name: "theseus-bench", targets: ["theseus-bench"]),
    ],
    dependencies: [
        .package(name: "Theseus", path: ".."),
    ],
    targets: [
        // The seeded, deterministic corpus generator: plain Swift, no Theseus types.
        .target(name: "TheseusCorpus"),
        .executableTarget(name: "theseus-bench", dependencies: [
            "TheseusCorpus",
            .product(name: "TheseusKit", package: "Theseus"),
        ]),
        .testTarget(name: "TheseusCorpusTests", dependencies: [
            "TheseusCorpus",
            .product(name: "TheseusKit", package: "Theseus"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
