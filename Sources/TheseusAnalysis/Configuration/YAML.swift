// A reader for the YAML subset used by `.theseus.yml` (the shape of a SwiftLint configuration).
//
// Supported: block mappings and sequences (nested by indentation, `- key: value` items, sequences at
// the same indentation as their key), flow sequences and mappings (nested, may span lines), plain,
// single-quoted and double-quoted scalars, comments, blank lines, a leading `---`, CRLF and a UTF-8 BOM.
// Not supported (reported as errors): anchors, aliases, tags, block scalars (`|`, `>`), multi-line plain
// or quoted scalars, complex keys, directives and multiple documents.
//
// The parser is one forward pass over the input's Unicode scalars (linear time); collections may nest
// at most `YAML.maxDepth` deep, which also bounds the recursion.

/// A problem in the YAML text, with the 1-based line where it was found.
public struct YAMLError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// A scalar exactly as written (quotes removed, escapes resolved); no type is inferred.
public struct YAMLScalar: Equatable {
    public let text: String
    public let quoted: Bool
    public let line: Int

    public init(text: String, quoted: Bool, line: Int) {
        self.text = text
        self.quoted = quoted
        self.line = line
    }
}

/// A value and the 1-based line where it starts.
public struct YAMLNode: Equatable {
    public let value: YAMLValue
    public let line: Int

    public init(value: YAMLValue, line: Int) {
        self.value = value
        self.line = line
    }
}

public indirect enum YAMLValue: Equatable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode])
    /// Entries in source order; keys are unique.
    case mapping([(key: YAMLScalar, value: YAMLNode)])
    /// An empty value (`key:` with nothing after it, `-` alone, or an empty document).
    case null

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): return a == b
        case let (.sequence(a), .sequence(b)): return a == b
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.null, .null): return true
        default: return false
        }
    }
}

public enum YAML {
    /// The deepest nesting of collections accepted.
    public static let maxDepth = 64

    /// Parses one YAML document and returns its root (a `.null` node for an empty document).
    public static func parse(_ text: String) throws -> YAMLNode {
        var parser = YAMLParser(text)
        return try parser.parseDocument()
    }
}

// MARK: - Typed access for the configuration loader

extension YAMLNode {
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    /// `true/yes/on` and `false/no/off` (any case), for unquoted scalars only.
    public var bool: Bool? {
        guard let scalar, !scalar.quoted else { return nil }
        switch scalar.text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A scalar (quoted or not) that is a decimal integer.
    public var int: Int? { scalar.flatMap { Int($0.text) } }

    /// A scalar (quoted or not) that is a finite number.
    public var double: Double? {
        guard let text = scalar?.text, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// The text of any scalar.
    public var string: String? { scalar?.text }

    /// A sequence of scalars, or a single scalar as a one-element list.
    public var stringList: [String]? {
        switch value {
        case .scalar(let scalar): return [scalar.text]
        case .sequence(let items):
            var texts: [String] = []
            for item in items {
                guard let text = item.scalar?.text else { return nil }
                texts.append(text)
            }
            return texts
        default: return nil
        }
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    public var mapping: [(key: YAMLScalar, value: YAMLNode)]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// An empty value, or an unquoted `~` / `null`.
    public var isNull: Bool {
        switch value {
        case .null: return true
        case .scalar(let scalar): return !scalar.quoted && ["~", "null", "Null", "NULL"].contains(scalar.text)
        default: return false
        }
    }

    /// The value of `key` when this node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.text == key }?.value
    }
}

// MARK: - Parser

private struct YAMLParser {
    private let chars: [Unicode.Scalar]
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    /// The position `nextContent()` last stopped at (the first non-space character of a line).
    private var peeked = -1
    private var sawDocumentStart = false

    init(_ text: String) {
        var chars: [Unicode.Scalar] = []
        chars.reserveCapacity(text.unicodeScalars.count)
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCR { afterCR = false; continue }
            afterCR = scalar == "\r"
            chars.append(afterCR ? "\n" : scalar)
        }
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        self.chars = chars
    }

    mutating func parseDocument() throws -> YAMLNode {
        guard let rootColumn = try nextContent() else { return YAMLNode(value: .null, line: 1) }
        let root = try parseBlockNode(depth: 1)
        if let column = try nextContent() {
            throw error(column == rootColumn ? "unexpected content after the document's root value" : "bad indentation")
        }
        return root
    }

    // MARK: Block structure

    /// Parses the node starting at `pos` (a non-space character), which may span the following lines.
    private mutating func parseBlockNode(depth: Int) throws -> YAMLNode {
        let column = pos - lineStart
        let startsLine = pos == peeked
        if isSequenceIndicator(at: pos) { return try parseBlockSequence(indent: column, depth: depth) }
        if startsMappingEntry() { return try parseBlockMapping(indent: column, depth: depth) }
        let node = try parseInlineValue(depth: depth)
        try finishLine()
        // `name value` on its own line followed by `key: value` lines: a mapping entry missing its ':'.
        if startsLine, case .scalar(let scalar) = node.value,
           try nextContent() == column, !isSequenceIndicator(at: pos) {
            throw YAMLError(line: scalar.line, message: "missing ':' after key \(excerpt(scalar.text))")
        }
        return node
    }

    private mutating func parseBlockMapping(indent: Int, depth: Int) throws -> YAMLNode {
        try checkDepth(depth)
        let startLine = line
        var entries: [(key: YAMLScalar, value: YAMLNode)] = []
        var keys = Set<String>()
        while true {
            let key = try parseBlockKey()
            guard keys.insert(key.text).inserted else {
                throw YAMLError(line: key.line, message: "duplicate key \(excerpt(key.text))")
            }
            entries.append((key, try parseMappingValue(indent: indent, keyLine: key.line, depth: depth)))
            guard let next = try nextContent(), next >= indent else { break }
            if next > indent { throw error("bad indentation") }
        }
        return YAMLNode(value: .mapping(entries), line: startLine)
    }

    /// Parses `key:` (plain or quoted key), leaving `pos` after the colon.
    private mutating func parseBlockKey() throws -> YAMLScalar {
        let keyLine = line
        try checkValueStart()
        if isSequenceIndicator(at: pos) { throw error("expected a mapping key, found a sequence item") }
        let key: YAMLScalar
        switch chars[pos] {
        case "\"", "'":
            key = try parseQuoted()
            skipSpaces()
        case "[", "{":
            throw error("flow collections cannot be used as mapping keys")
        default:
            let start = pos
            while !isBreakOrEnd(pos) && !isColonIndicator(at: pos) && !atComment { pos += 1 }
            key = YAMLScalar(text: text(start, pos), quoted: false, line: keyLine)
            if key.text.isEmpty && isColonIndicator(at: pos) { throw error("empty mapping key") }
        }
        guard isColonIndicator(at: pos) else { throw error("missing ':' after key \(excerpt(key.text))") }
        pos += 1
        return key
    }

    private mutating func parseMappingValue(indent: Int, keyLine: Int, depth: Int) throws -> YAMLNode {
        skipSpaces()
        if isBreakOrEnd(pos) || atComment {
            try finishLine()
            guard let next = try nextContent() else { return YAMLNode(value: .null, line: keyLine) }
            if next > indent { return try parseBlockNode(depth: depth + 1) }
            if next == indent && isSequenceIndicator(at: pos) {
                return try parseBlockSequence(indent: indent, depth: depth + 1)
            }
            return YAMLNode(value: .null, line: keyLine)
        }
        if isSequenceIndicator(at: pos) { throw error("a block sequence cannot start on the line of its key") }
        let node = try parseInlineValue(depth: depth + 1)
        try finishLine()
        return node
    }

    private mutating func parseBlockSequence(indent: Int, depth: Int) throws -> YAMLNode {
        try checkDepth(depth)
        let startLine = line
        var items: [YAMLNode] = []
        while true {
            let itemLine = line
            pos += 1  // the '-'
            skipSpaces()
            if isBreakOrEnd(pos) || atComment {
                try finishLine()
                if let next = try nextContent(), next > indent {
                    items.append(try parseBlockNode(depth: depth + 1))
                } else {
                    items.append(YAMLNode(value: .null, line: itemLine))
                }
            } else {
                items.append(try parseBlockNode(depth: depth + 1))
            }
            guard let next = try nextContent(), next >= indent else { break }
            if next > indent { throw error("bad indentation") }
            if !isSequenceIndicator(at: pos) { break }  // e.g. the next key of a mapping at this indentation
        }
        return YAMLNode(value: .sequence(items), line: startLine)
    }

    /// Whether the current line, from `pos`, is `key: ...` (looks ahead without consuming).
    private func startsMappingEntry() -> Bool {
        var i = pos
        let first = chars[i]
        if first == "\"" || first == "'" {
            i += 1
            while i < chars.count && chars[i] != "\n" {
                if first == "\"" && chars[i] == "\\" {
                    i += i + 1 < chars.count && chars[i + 1] != "\n" ? 2 : 1
                    continue
                }
                if chars[i] == first {
                    guard first == "'" && i + 1 < chars.count && chars[i + 1] == "'" else { break }
                    i += 1  // '' is an escaped '
                }
                i += 1
            }
            guard i < chars.count && chars[i] == first else { return false }
            i += 1
            while i < chars.count && (chars[i] == " " || chars[i] == "\t") { i += 1 }
            return isColonIndicator(at: i)
        }
        if first == "[" || first == "{" { return false }
        while !isBreakOrEnd(i) {
            if isColonIndicator(at: i) { return true }
            if chars[i] == "#" && i > pos && (chars[i - 1] == " " || chars[i - 1] == "\t") { return false }
            i += 1
        }
        return false
    }

    // MARK: Values on one line (and flow collections)

    private mutating func parseInlineValue(depth: Int) throws -> YAMLNode {
        try checkValueStart()
        let startLine = line
        switch chars[pos] {
        case "[", "{":
            return try parseFlowNode(depth: depth)
        case "\"", "'":
            return YAMLNode(value: .scalar(try parseQuoted()), line: startLine)
        default:
            let start = pos
            while !isBreakOrEnd(pos) && !atComment {
                if isColonIndicator(at: pos) {
                    throw error("unexpected ':' in a plain value (quote values that contain ': ')")
                }
                pos += 1
            }
            return YAMLNode(value: .scalar(YAMLScalar(text: text(start, pos), quoted: false, line: startLine)),
                            line: startLine)
        }
    }

    /// Parses a flow node; `pos` is at its first character.
    private mutating func parseFlowNode(depth: Int) throws -> YAMLNode {
        try checkValueStart()
        let startLine = line
        switch chars[pos] {
        case "[":
            try checkDepth(depth)
            pos += 1
            var items: [YAMLNode] = []
            while true {
                try skipFlowSpace(unterminated: "flow sequence (missing ']')", line: startLine)
                if chars[pos] == "]" { pos += 1; break }
                items.append(try parseFlowNode(depth: depth + 1))
                try skipFlowSpace(unterminated: "flow sequence (missing ']')", line: startLine)
                if chars[pos] == "," {
                    pos += 1
                } else if chars[pos] == "]" {
                    pos += 1
                    break
                } else {
                    throw error("expected ',' or ']' in the flow sequence started on line \(startLine)")
                }
            }
            return YAMLNode(value: .sequence(items), line: startLine)
        case "{":
            try checkDepth(depth)
            pos += 1
            var entries: [(key: YAMLScalar, value: YAMLNode)] = []
            var keys = Set<String>()
            while true {
                try skipFlowSpace(unterminated: "flow mapping (missing '}')", line: startLine)
                if chars[pos] == "}" { pos += 1; break }
                guard let key = try parseFlowNode(depth: depth + 1).scalar else {
                    throw error("flow collections cannot be used as mapping keys")
                }
                guard keys.insert(key.text).inserted else {
                    throw YAMLError(line: key.line, message: "duplicate key \(excerpt(key.text))")
                }
                var value = YAMLNode(value: .null, line: key.line)
                try skipFlowSpace(unterminated: "flow mapping (missing '}')", line: startLine)
                if chars[pos] == ":" {
                    pos += 1
                    try skipFlowSpace(unterminated: "flow mapping (missing '}')", line: startLine)
                    if chars[pos] != "," && chars[pos] != "}" {
                        value = try parseFlowNode(depth: depth + 1)
                        try skipFlowSpace(unterminated: "flow mapping (missing '}')", line: startLine)
                    }
                }
                entries.append((key, value))
                if chars[pos] == "," {
                    pos += 1
                } else if chars[pos] == "}" {
                    pos += 1
                    break
                } else {
                    throw error("expected ',' or '}' in the flow mapping started on line \(startLine)")
                }
            }
            return YAMLNode(value: .mapping(entries), line: startLine)
        case "\"", "'":
            return YAMLNode(value: .scalar(try parseQuoted()), line: startLine)
        default:
            if chars[pos] == "-" && isBlankOrEnd(pos + 1) {
                throw error("block sequence items are not allowed inside flow collections")
            }
            let start = pos
            while !isBreakOrEnd(pos) && !isFlowIndicator(chars[pos]) && !atComment {
                if chars[pos] == ":" && (isBlankOrEnd(pos + 1) || isFlowIndicator(chars[pos + 1])) { break }
                pos += 1
            }
            let text = text(start, pos)
            if text.isEmpty { throw error("unexpected '\(chars[pos])'") }
            return YAMLNode(value: .scalar(YAMLScalar(text: text, quoted: false, line: startLine)), line: startLine)
        }
    }

    /// Skips spaces, line breaks and comments inside a flow collection; throws at the end of the input.
    private mutating func skipFlowSpace(unterminated what: String, line startLine: Int) throws {
        while pos < chars.count {
            switch chars[pos] {
            case " ", "\t": pos += 1
            case "\n": newLine()
            case "#" where atComment: skipToLineEnd()
            default: return
            }
        }
        throw YAMLError(line: startLine, message: "unterminated \(what)")
    }

    /// Parses a single- or double-quoted scalar, which must end on its line.
    private mutating func parseQuoted() throws -> YAMLScalar {
        let startLine = line
        let quote = chars[pos]
        pos += 1
        var text = String.UnicodeScalarView()
        while true {
            guard pos < chars.count, chars[pos] != "\n" else {
                throw YAMLError(line: startLine,
                                message: "unterminated \(quote == "'" ? "single" : "double")-quoted string")
            }
            let c = chars[pos]
            pos += 1
            if c == quote {
                guard quote == "'" && pos < chars.count && chars[pos] == "'" else { break }
                pos += 1  // '' is an escaped '
                text.append("'")
            } else if c == "\\" && quote == "\"" {
                text.append(try parseEscape())
            } else {
                text.append(c)
            }
        }
        return YAMLScalar(text: String(text), quoted: true, line: startLine)
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard pos < chars.count, chars[pos] != "\n" else {
            throw error("unterminated double-quoted string")
        }
        let c = chars[pos]
        pos += 1
        switch c {
        case "\\", "\"", "/", " ": return c
        case "n": return "\n"
        case "t", "\t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "b": return "\u{8}"
        case "e": return "\u{1B}"
        case "x": return try parseHexEscape(digits: 2)
        case "u": return try parseHexEscape(digits: 4)
        case "U": return try parseHexEscape(digits: 8)
        default: throw error("invalid escape sequence '\\\(c)'")
        }
    }

    private mutating func parseHexEscape(digits: Int) throws -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard pos < chars.count, let digit = hexValue(chars[pos]) else {
                throw error("invalid escape sequence: expected \(digits) hexadecimal digits")
            }
            value = value * 16 + digit
            pos += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("invalid escape sequence: U+\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar")
        }
        return scalar
    }

    // MARK: Lines

    /// Moves to the first non-space character of the next line with content (skipping blank and
    /// comment-only lines) and returns its column, or nil at the end of the input. `pos` must be at a line
    /// break, at the end of a line, or where the previous call stopped (then nothing moves).
    private mutating func nextContent() throws -> Int? {
        while true {
            if pos == peeked { return pos - lineStart }
            guard pos < chars.count else { return nil }
            if chars[pos] == "\n" { newLine(); continue }
            guard pos == lineStart else { skipToLineEnd(); continue }  // not reached after finishLine()
            var sawTab = false
            while pos < chars.count && (chars[pos] == " " || chars[pos] == "\t") {
                sawTab = sawTab || chars[pos] == "\t"
                pos += 1
            }
            if isBreakOrEnd(pos) || chars[pos] == "#" { skipToLineEnd(); continue }
            if sawTab { throw error("tab characters are not allowed for indentation") }
            if pos == lineStart && isDocumentMarker(at: pos) {
                guard !sawDocumentStart && chars[pos] == "-" else {
                    throw error("unsupported YAML feature: multiple documents ('\(chars[pos])\(chars[pos])\(chars[pos])')")
                }
                sawDocumentStart = true
                pos += 3
                skipSpaces()
                guard isBreakOrEnd(pos) || atComment else {
                    throw error("unsupported YAML feature: content on the '---' line")
                }
                skipToLineEnd()
                continue
            }
            sawDocumentStart = true
            peeked = pos
            return pos - lineStart
        }
    }

    /// Skips trailing spaces and a comment; anything else left on the line is an error.
    private mutating func finishLine() throws {
        skipSpaces()
        if atComment { skipToLineEnd() }
        guard isBreakOrEnd(pos) else {
            var end = pos
            while !isBreakOrEnd(end) { end += 1 }
            throw error("unexpected text after value: \(excerpt(text(pos, end)))")
        }
    }

    private mutating func newLine() {
        pos += 1
        line += 1
        lineStart = pos
    }

    private mutating func skipToLineEnd() {
        while !isBreakOrEnd(pos) { pos += 1 }
    }

    private mutating func skipSpaces() {
        while pos < chars.count && (chars[pos] == " " || chars[pos] == "\t") { pos += 1 }
    }

    // MARK: Character tests

    private func isBreakOrEnd(_ i: Int) -> Bool { i >= chars.count || chars[i] == "\n" }

    private func isBlankOrEnd(_ i: Int) -> Bool { isBreakOrEnd(i) || chars[i] == " " || chars[i] == "\t" }

    private func isFlowIndicator(_ c: Unicode.Scalar) -> Bool {
        c == "," || c == "[" || c == "]" || c == "{" || c == "}"
    }

    /// A `:` that ends a block mapping key: followed by a space, tab, line break or the end.
    private func isColonIndicator(at i: Int) -> Bool { i < chars.count && chars[i] == ":" && isBlankOrEnd(i + 1) }

    private func isSequenceIndicator(at i: Int) -> Bool { i < chars.count && chars[i] == "-" && isBlankOrEnd(i + 1) }

    private func isDocumentMarker(at i: Int) -> Bool {
        guard i + 2 < chars.count, chars[i] == "-" || chars[i] == "." else { return false }
        return chars[i + 1] == chars[i] && chars[i + 2] == chars[i] && isBlankOrEnd(i + 3)
    }

    /// A `#` at the start of a line or after whitespace.
    private var atComment: Bool {
        pos < chars.count && chars[pos] == "#" && (pos == lineStart || chars[pos - 1] == " " || chars[pos - 1] == "\t")
    }

    // MARK: Helpers

    private func checkValueStart() throws {
        let feature: String
        switch chars[pos] {
        case "&": feature = "anchors (&)"
        case "*": feature = "aliases (*)"
        case "!": feature = "tags (!)"
        case "|", ">": feature = "multi-line block scalars (\(chars[pos]))"
        case "%": feature = "directives (%)"
        case "?" where isBlankOrEnd(pos + 1): feature = "complex mapping keys (?)"
        case "@", "`": throw error("reserved character '\(chars[pos])' cannot start a value")
        case ",", "]", "}", "#": throw error("unexpected '\(chars[pos])'")
        default: return
        }
        throw error("unsupported YAML feature: \(feature)")
    }

    private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 48
        case "a"..."f": return c.value - 87
        case "A"..."F": return c.value - 55
        default: return nil
        }
    }

    private func checkDepth(_ depth: Int) throws {
        if depth > YAML.maxDepth { throw error("nesting deeper than \(YAML.maxDepth) levels") }
    }

    /// The characters in `start..<end` without trailing spaces and tabs.
    private func text(_ start: Int, _ end: Int) -> String {
        var end = end
        while end > start && (chars[end - 1] == " " || chars[end - 1] == "\t") { end -= 1 }
        return String(String.UnicodeScalarView(chars[start..<end]))
    }

    /// `text` in quotes for a message, shortened when long.
    private func excerpt(_ text: String) -> String {
        text.count <= 40 ? "'\(text)'" : "'\(text.prefix(37))...'"
    }

    private func error(_ message: String) -> YAMLError { YAMLError(line: line, message: message) }
}
