// swift-tools-version:6.0
// A throw-away package used only by Tools/plugins/test-plugins.sh: it depends on Theseus by path
// and exercises the command plugin (`swift package theseus`) and the build-tool plugin.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "Theseus", path: "../.."),
    ],
    targets: [
        // Linted by `swift package theseus` (all targets), built without the build-tool plugin.
        // StandIns.swift declares just enough of SwiftUI's names for the code to compile on Linux.
        .target(name: "Rows"),
        // Linted on every build by the build-tool plugin: one warning, so the build still succeeds.
        .target(
            name: "CheckedRows",
            dependencies: ["Rows"],
            plugins: [.plugin(name: "TheseusBuildToolPlugin", package: "Theseus")]
        ),
    ]
)

// With THESEUS_FIXTURE_FAILING=1, a target with an error-severity finding, whose build must fail.
if Context.environment["THESEUS_FIXTURE_FAILING"] == "1" {
    package.targets.append(
        .target(
            name: "FailingRows",
            path: "Sources/FailingRows",
            plugins: [.plugin(name: "TheseusBuildToolPlugin", package: "Theseus")]
        )
    )
}
