// Only Xcode has XcodeProjectPlugin: on Linux and under `swift build` this file is empty.
// Tools/plugins/check-xcode-plugins.sh type-checks it against a stand-in of that module.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The build-tool plugin on a target of an Xcode app project (the target's Build Phases, Run Build
/// Tool Plug-ins): the same command as for a package target, over the target's Swift sources, with
/// the `.theseus.yml` beside the `.xcodeproj` when there is one.
extension TheseusBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swiftFiles = target.inputFiles
            .filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map(\.url)
        return try Self.lintCommands(
            targetName: target.displayName,
            swiftFiles: swiftFiles,
            configurationFolder: context.xcodeProject.directoryURL,
            theseus: context.tool(named: "theseus").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
