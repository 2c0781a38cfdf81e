import Foundation

/// Writes a fixed file without ever losing data: only when the file still holds the bytes that were
/// read (nothing changed it underneath), through a temporary file in the same folder renamed over it
/// (atomic on one file system), with the original permissions.
public enum FixedFileWriter {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case changedUnderneath
        case unreadable(String)
        case unwritable(String)

        public var description: String {
            switch self {
            case .changedUnderneath: return "the file changed after it was read; not fixed"
            case .unreadable(let why): return "cannot read the file again before writing: \(why); not fixed"
            case .unwritable(let why): return "cannot write the fixed file: \(why); left as it was"
            }
        }
    }

    public static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8]) -> Failure? {
        // A symbolic link is followed: the file it names is fixed, and the link stays a link.
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let path = realpath(path, &resolved) != nil ? String(cString: resolved) : path
        guard let current = FileManager.default.contents(atPath: path) else { return .unreadable(String(cString: strerror(errno))) }
        guard [UInt8](current) == original else { return .changedUnderneath }
        var info = stat()
        guard stat(path, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".theseus-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .unwritable(String(cString: strerror(errno))) }
        let temporary = String(cString: template)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil {
            // Last look: a writer that came in while the temporary file was written wins.
            if let again = FileManager.default.contents(atPath: path), [UInt8](again) != original {
                unlink(temporary)
                return .changedUnderneath
            }
            if rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        }
        if let failure {
            unlink(temporary)
            return .unwritable(failure)
        }
        return nil
    }
}
