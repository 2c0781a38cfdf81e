/// How a client counts characters in a position: UTF-16 code units (the protocol's default) or UTF-8
/// bytes (when both sides agree on `positionEncoding: "utf-8"`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// An LSP position: a 0-based line and a 0-based character offset in the client's encoding.
public struct Position: Hashable, Sendable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSON { ["line": .int(line), "character": .int(character)] }

    public init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }
}

/// Where each line starts in a document's bytes, to turn byte offsets into positions and back.
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol says.
public struct LineTable: Sendable {
    public private(set) var lineStarts: [Int] = [0]
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        byteCount = bytes.count
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                lineStarts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                lineStarts.append(i + 1)
            }
            i += 1
        }
    }

    /// The end of a line's content (before its line break).
    func contentEnd(ofLine line: Int, in bytes: [UInt8]) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : byteCount
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of a position. A character past the line's end means its end, a line past the
    /// document's end means the document's end (clients send such positions; they are not errors).
    public func offset(of position: Position, in bytes: [UInt8], encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return byteCount }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line, in: bytes)
        var offset = start
        var units = 0
        while offset < end && units < position.character {
            let length = Self.scalarLength(bytes[offset])
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The position of a byte offset (inside a multi-byte character: that character's start).
    public func position(of offset: Int, in bytes: [UInt8], encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, byteCount))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        if encoding == .utf8 { return Position(line: low, character: offset - start) }
        var units = 0
        var i = start
        while i < offset {
            let length = Self.scalarLength(bytes[i])
            if i + length > offset { break }
            units += length == 4 ? 2 : 1
            i += length
        }
        return Position(line: low, character: units)
    }

    /// The length of the UTF-8 sequence a byte starts (1 for a stray continuation or invalid byte, so
    /// broken text still advances).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
