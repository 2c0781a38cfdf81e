#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A half-open range of UTF-8 byte offsets into one source file.
public struct ByteRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var start: Int32
    public var end: Int32

    @inlinable public init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }

    @inlinable public init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inlinable public var count: Int { Int(end - start) }
    @inlinable public var isEmpty: Bool { start >= end }
    @inlinable public func contains(_ other: ByteRange) -> Bool { start <= other.start && other.end <= end }
    @inlinable public func contains(offset: Int) -> Bool { Int(start) <= offset && offset < Int(end) }

    public var description: String { "\(start)..<\(end)" }
}

/// A 1-based line and a 1-based column counted in UTF-8 bytes, like swiftc's diagnostics.
public struct LineColumn: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: LineColumn, b: LineColumn) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The bytes of one Swift file and the table that turns byte offsets into lines and columns.
///
/// The file is kept as raw UTF-8 bytes: the lexer never decodes to `String` or `Character`, and a
/// file that is not valid UTF-8 is still lexed (bad bytes become error tokens).
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    private var lineStartsStorage: [Int32]?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String = "<memory>", text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var count: Int { bytes.count }

    /// Byte offsets at which each line starts. Built on first use only: most files have no findings.
    /// `\n`, `\r\n` and a lone `\r` each end a line, as in swiftc.
    public var lineStarts: [Int32] {
        if let starts = lineStartsStorage { return starts }
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            // Without a carriage return, `memchr` from one newline to the next (as `countLines`).
            if let base = buf.baseAddress, memchr(base, 0x0D, buf.count) == nil {
                var p = UnsafeRawPointer(base)
                let end = UnsafeRawPointer(base) + buf.count
                while p < end, let hit = memchr(p, 0x0A, end - p) {
                    p = UnsafeRawPointer(hit) + 1
                    starts.append(Int32(p - UnsafeRawPointer(base)))
                }
                return
            }
            var i = 0
            let n = buf.count
            while i < n {
                let b = buf[i]
                if b == 0x0A {
                    starts.append(Int32(i + 1))
                } else if b == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(Int32(i + 1))
                }
                i += 1
            }
        }
        lineStartsStorage = starts
        return starts
    }

    /// Lines in a buffer, counted like `lineCount` without building a line table.
    public static func countLines(_ bytes: [UInt8]) -> Int {
        // Fast path, for files without a carriage return: `memchr` (vectorised in the C library) from one
        // newline to the next. (Swift's generic SIMD types compiled to a loop many times slower.)
        let (newlines, carriageReturns) = bytes.withUnsafeBytes { raw -> (Int, Int) in
            guard let base = raw.baseAddress, raw.count > 0 else { return (0, 0) }
            if memchr(base, 0x0D, raw.count) != nil { return (0, 1) }
            var n = 0
            var p = base
            var remaining = raw.count
            while remaining > 0, let hit = memchr(p, 0x0A, remaining) {
                n += 1
                let next = UnsafeRawPointer(hit) + 1
                remaining -= next - p
                p = next
            }
            return (n, 0)
        }
        if carriageReturns == 0 {
            if let last = bytes.last, last != 0x0A { return newlines + 1 }
            return newlines
        }
        var lines = 0
        var previous: UInt8 = 0
        for b in bytes {
            if b == 0x0A { if previous != 0x0D { lines += 1 } } else if b == 0x0D { lines += 1 }
            previous = b
        }
        if let last = bytes.last, last != 0x0A, last != 0x0D { lines += 1 }
        return lines
    }

    public var lineCount: Int {
        let starts = lineStarts
        // A trailing newline does not open a new, empty line.
        if let last = starts.last, Int(last) == bytes.count, starts.count > 1 { return starts.count - 1 }
        return starts.count
    }

    /// Line and column (both 1-based, column in UTF-8 bytes) of a byte offset.
    public func location(of offset: Int) -> LineColumn {
        let starts = lineStarts
        let target = Int32(clamping: max(0, min(offset, bytes.count)))
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        return LineColumn(line: lo + 1, column: Int(target - starts[lo]) + 1)
    }

    /// Byte range of a 1-based line, without its line terminator.
    public func lineRange(_ line: Int) -> ByteRange {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return ByteRange(bytes.count, bytes.count) }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return ByteRange(start, end)
    }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: ByteRange) -> String {
        let lo = max(0, min(Int(range.start), bytes.count))
        let hi = max(lo, min(Int(range.end), bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// Whether the bytes of `range` equal the ASCII/UTF-8 bytes of `literal`, without building a String.
    @inlinable public func bytes(_ range: ByteRange, equal literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard range.count == n else { return false }
        let p = literal.utf8Start
        var i = 0
        let s = Int(range.start)
        while i < n {
            if bytes[s + i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether every byte of `range` is ASCII.
    @inlinable public func isASCII(_ range: ByteRange) -> Bool {
        var i = max(0, Int(range.start))
        let end = min(Int(range.end), bytes.count)
        while i < end {
            if bytes[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// Whether the bytes of `range` contain the bytes of `literal` anywhere.
    public func bytes(in range: ByteRange, contain literal: StaticString) -> Bool {
        let lo = max(0, min(Int(range.start), bytes.count)), hi = max(lo, min(bytes.count, Int(range.end)))
        return bytes.withUnsafeBufferPointer { all in
            TextSearch.contains(UnsafeBufferPointer(rebasing: all[lo..<hi]),
                                UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
    }
}

/// Byte search in text, without Foundation (whose `String.contains` goes through `NSString` on Linux).
public enum TextSearch {
    /// Whether `needle` occurs in `haystack` (a plain scan: needles here are short type and folder names).
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        for i in 0...(haystack.count - needle.count) where haystack[i] == first {
            var j = 1
            while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
            if j == needle.count { return true }
        }
        return false
    }
}
