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

    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "DerivedData"
    }

    func walk(_ root: String, into result: inout Result, seen: inout Set<String>) {
        var stack = [normalize(root)]
        let fm = FileManager.default
        while let folder = stack.popLast() {
            let entries: [String]
            do {
                entries = try fm.contentsOfDirectory(atPath: folder)
            } catch {
                result.unreadable.append((folder, "cannot read folder"))
                continue
            }
            for name in entries.sorted() {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                var st = stat()
                guard lstat(path, &st) == 0 else {
                    result.unreadable.append((path, "cannot stat"))
                    continue
                }
                let type = st.st_mode & S_IFMT
                if type == S_IFDIR {
                    if !Self.isSkippedFolder(name) { stack.append(path) }
                } else if name.hasSuffix(".swift") {
                    if type == S_IFREG || type == S_IFLNK {
                        if seen.insert(path).inserted { result.files.append(path) }
                    }
                }
            }
        }
    }
}
