import TheseusSyntax

/// Edits that several rules' fixes are made of, as byte ranges of the tree they were read from.
enum SourceEdits {
    /// Removes one parenthesised argument with the comma that joins it to its neighbour
    /// (`ForEach(items, id: \.name)` → `ForEach(items)`).
    static func removeArgument(labeled label: String, of call: CallExpr, in tree: SyntaxTree) -> FixEdit? {
        let arguments = call.arguments.filter { !$0.isTrailingClosure }
        guard let index = arguments.firstIndex(where: { $0.label == label }) else { return nil }
        let range = tree.range(arguments[index].node)
        if index > 0 {
            return FixEdit(ByteRange(Int(tree.range(arguments[index - 1].node).end), Int(range.end)), "")
        }
        if arguments.count > 1 {
            return FixEdit(ByteRange(Int(range.start), Int(tree.range(arguments[1].node).start)), "")
        }
        return FixEdit(range, "")
    }

    /// The whitespace that starts the line holding `offset` (the indentation of that line).
    static func indentation(ofLineAt offset: Int, in source: SourceFile) -> String {
        let bytes = source.bytes
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return String(decoding: bytes[start ..< end], as: UTF8.self)
    }

    /// The line ending the file uses (CRLF when its first line break is one).
    static func lineEnding(of source: SourceFile) -> String {
        let bytes = source.bytes
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
