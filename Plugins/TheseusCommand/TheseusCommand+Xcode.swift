// Only Xcode has XcodeProjectPlugin: on Linux and under `swift package` this file is empty.
// Tools/plugins/check-xcode-plugins.sh type-checks it against a stand-in of that module.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The command plugin in an Xcode app project (right-click the project, Theseus): Xcode passes
/// `--target NAME` for each target chosen in its dialog; without any, every target is linted.
extension TheseusCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let project = context.xcodeProject
        let targets = targetNames.isEmpty
            ? project.targets
            : project.targets.filter { targetNames.contains($0.displayName) }
        let files = targets.flatMap { target in
            target.inputFiles
                .filter { $0.type == .source && $0.url.pathExtension == "swift" }
                .map(\.url)
        }

        try Self.lint(
            files: files,
            what: targetNames.isEmpty ? project.displayName : targetNames.joined(separator: ", "),
            passThrough: extractor.remainingArguments,
            folder: project.directoryURL,
            theseus: context.tool(named: "theseus").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
