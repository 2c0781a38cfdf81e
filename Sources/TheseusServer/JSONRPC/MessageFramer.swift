/// The base protocol's framing: `Content-Length: N\r\n` (other headers allowed and ignored), a blank line,
/// then N bytes of JSON. Bytes arrive in pieces of any size (a message split over reads, or several in
/// one); `next()` returns each complete body. A malformed header is reported and skipped up to its blank
/// line, so one bad message does not end the session.
public struct MessageFramer: Sendable {
    public enum Event: Equatable, Sendable {
        case message([UInt8])
        /// A header that could not be read; its bytes were dropped.
        case malformed(String)
    }

    /// Larger bodies are refused (and skipped without being kept): an editor's open file of 50 MB is
    /// fine, a length that would exhaust memory is not.
    public static let maximumBodySize = 256 << 20
    /// A header block longer than this without its blank line is malformed.
    static let maximumHeaderSize = 8 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to be dropped as they arrive.
    private var skipping = 0

    public init() {}

    public mutating func append(_ bytes: [UInt8]) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        // Compact when the consumed prefix dominates, so the buffer stays proportional to what is pending.
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message or header error, or nil when more bytes are needed.
    public mutating func next() -> Event? {
        while skipping == 0 {
            guard let headerEnd = blankLine(from: start) else {
                if buffer.count - start > Self.maximumHeaderSize {
                    start = buffer.count
                    return .malformed("a header of over \(Self.maximumHeaderSize) bytes without a blank line")
                }
                return nil
            }
            let header = buffer[start..<headerEnd.lineStart]
            let bodyStart = headerEnd.bodyStart
            switch Self.contentLength(header) {
            case .failure(let reason):
                start = bodyStart
                return .malformed(reason.description)
            case .success(let length):
                if length > Self.maximumBodySize {
                    start = bodyStart
                    let available = buffer.count - start
                    let dropped = min(length, available)
                    start += dropped
                    skipping = length - dropped
                    return .malformed("a message of \(length) bytes is over the limit of \(Self.maximumBodySize)")
                }
                guard buffer.count - bodyStart >= length else { return nil }
                let body = Array(buffer[bodyStart..<bodyStart + length])
                start = bodyStart + length
                return .message(body)
            }
        }
        return nil
    }

    /// Where the header block ends: the offset of its terminating empty line and of the body.
    /// Accepts `\r\n\r\n` and, leniently, `\n\n`.
    private func blankLine(from offset: Int) -> (lineStart: Int, bodyStart: Int)? {
        var i = offset
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count, buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < buffer.count, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, FramingError> {
        var length: Int?
        for rawLine in header.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(FramingError("a header line without ':'"))
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else { return .failure(FramingError("Content-Length '\(value.prefix(40))' is not a length")) }
                length = n
            }
        }
        guard let length else { return .failure(FramingError("a header without Content-Length")) }
        return .success(length)
    }

    /// A framed message: header and body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

public struct FramingError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
