// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode, so that the
// `#if canImport(XcodeProjectPlugin)` halves of the plugins are type-checked on Linux too
// (Tools/plugins/check-xcode-plugins.sh). Declarations only, with the names and types of Xcode's
// module interface (Xcode 16: the `…URL` properties beside the older `Path` ones); never run.
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public struct XcodeProject {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

public struct XcodeTarget {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}
