import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a source file's bytes without ever blocking or reading something that is not a file: a FIFO,
/// a device or a folder named `X.swift` is refused with a message, and so is a file over the size limit.
public enum SourceReader {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound
        case danglingLink
        case notARegularFile
        case tooLarge(size: Int, limit: Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .notFound: return "no such file (it may have been removed while linting)"
            case .danglingLink: return "a symbolic link to a file that does not exist"
            case .notARegularFile: return "not a regular file; skipped"
            case .tooLarge(let size, let limit): return "skipped: \(size) bytes is over the maximum file size of \(limit) bytes"
            case .unreadable(let reason): return "cannot read: \(reason)"
            }
        }
    }

    public static func read(_ path: String, maxSize: Int? = nil) -> Result<[UInt8], Failure> {
        read(rawPath: Array(path.utf8), maxSize: maxSize)
    }

    /// Reads a file by the raw bytes of its path (names that are not UTF-8 included).
    public static func read(rawPath: [UInt8], maxSize: Int? = nil) -> Result<[UInt8], Failure> {
        let cPath = rawPath.map { CChar(bitPattern: $0) } + [0]
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT {
                var st = stat()
                if lstat(cPath, &st) == 0, st.st_mode & S_IFMT == S_IFLNK { return .failure(.danglingLink) }
                return .failure(.notFound)
            }
            return .failure(.unreadable(String(cString: strerror(code))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        let size = Int(info.st_size)
        if let maxSize, size > maxSize { return .failure(.tooLarge(size: size, limit: maxSize)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + total, size - total)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break } // the file shrank while we read it
            total += n
        }
        if total < size { bytes.removeLast(size - total) }
        return .success(bytes)
    }
}
