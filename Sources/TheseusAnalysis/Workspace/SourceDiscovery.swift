import Foundation

/// Finds the Swift files to lint under the paths given on the command line.
///
/// Folders are walked without following symbolic links to folders (no loops), skipping `.build*`,
/// `.git` and other hidden folders. A path that does not exist is an error the caller turns into
/// exit code 2; a folder that cannot be read is reported and the walk goes on.
public struct SourceDiscovery {
    public struct Result {
        /// Files to lint, sorted and without duplicates.
        public var files: [String] = []
        /// Paths given explicitly that do not exist.
        public var missing: [String] = []
        /// Folders or files that could not be read, with a message each.
        public var unreadable: [(path: String, message: String)] = []
        /// The raw bytes of paths that are not valid UTF-8, by their (lossy) display string.
        public var rawPaths: [String: [UInt8]] = [:]
        /// The `.theseus.yml` files the walk passed (nested configurations), found in the same walk
        /// as the sources so that they cost no second one.
        public var configurationFiles: [String] = []
        /// The files named on their own rather than found by walking a folder.
        public var namedFiles: Set<String> = []

        public init() {}
    }

    public init() {}

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.missing.append(path)
                continue
            }
            if isDirectory.boolValue {
                walk(path, into: &result, seen: &seen)
            } else if seen.insert(normalize(path)).inserted {
                // A file named explicitly is linted whatever its extension.
                result.files.append(normalize(path))
                result.namedFiles.insert(normalize(path))
            }
        }
        result.files.sort()
        return result
    }

    func normalize(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        return p
    }

    static let configurationName = Array(Configuration.fileName.utf8)

    /// Hidden folders, Xcode's build products, and the code dependency managers vendor into a project
    /// (`Pods` for CocoaPods, `Carthage`): not the project's own code, and not what its team can change.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "DerivedData" || name == "Pods" || name == "Carthage"
    }

    /// Walks with `opendir`/`readdir` on raw bytes: a file name that is not UTF-8 is still found (and
    /// read through its raw path), where `FileManager` would hand back a mangled name.
    func walk(_ root: String, into result: inout Result, seen: inout Set<String>) {
        var stack: [[UInt8]] = [Array(normalize(root).utf8)]
        while let folder = stack.popLast() {
            let folderName = String(decoding: folder, as: UTF8.self)
            guard let dir = opendir(folder.map { CChar(bitPattern: $0) } + [0]) else {
                result.unreadable.append((folderName, "cannot read folder: \(String(cString: strerror(errno)))"))
                continue
            }
            var names: [(name: [UInt8], type: UInt8)] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                    Array(raw.prefix { $0 != 0 })
                }
                if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
                names.append((name, entry.pointee.d_type))
            }
            closedir(dir)
            names.sort { $0.name.lexicographicallyPrecedes($1.name) }
            for (name, entryType) in names {
                let isSwift = name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
                let isConfiguration = !isSwift && name == Self.configurationName
                // The entry's type from `readdir` when the file system gives it: no `lstat` for the plain
                // files and folders that make up nearly every tree, and nothing at all for other files.
                let known: mode_t? = entryType == UInt8(DT_DIR) ? S_IFDIR : entryType == UInt8(DT_REG) ? S_IFREG : nil
                if known == S_IFREG && !isSwift && !isConfiguration { continue }
                let path = folder == [UInt8(ascii: ".")] ? name : folder + (folder.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name
                let display = String(decoding: path, as: UTF8.self)
                if isConfiguration {
                    if known != S_IFDIR { result.configurationFiles.append(display) }
                    continue
                }
                let type: mode_t
                if let known {
                    type = known
                } else {
                    var st = stat()
                    guard lstat(path.map { CChar(bitPattern: $0) } + [0], &st) == 0 else {
                        result.unreadable.append((display, "cannot stat: \(String(cString: strerror(errno)))"))
                        continue
                    }
                    type = st.st_mode & S_IFMT
                }
                if type == S_IFDIR {
                    if !Self.isSkippedFolder(String(decoding: name, as: UTF8.self)) { stack.append(path) }
                } else if isSwift {
                    if type == S_IFREG || type == S_IFLNK {
                        guard seen.insert(display).inserted else { continue }
                        result.files.append(display)
                        // A name that is not valid UTF-8 is kept as bytes so the file can be opened.
                        if String(validatingUTF8: path.map { CChar(bitPattern: $0) } + [0]) == nil { result.rawPaths[display] = path }
                    } else {
                        result.unreadable.append((display, "not a regular file; skipped"))
                    }
                }
            }
        }
    }
}
