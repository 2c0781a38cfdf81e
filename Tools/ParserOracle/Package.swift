// swift-tools-version: 6.0
// Developer-only tool: not part of the Theseus product. See README.md.
import PackageDescription

let package = Package(
    name: "ParserOracle",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "parser-oracle", targets: ["ParserOracle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "ParserOracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
