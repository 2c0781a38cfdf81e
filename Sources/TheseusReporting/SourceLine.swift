/// A finding's source line and its byte columns, mapped to what a reader sees (characters, code points).
///
/// `Finding` columns are 1-based UTF-8 byte columns (like swiftc's). `text` shows the line with a caret
/// line under the range, which needs character positions; SARIF declares `unicodeCodePoints` columns,
/// which needs code points. Both are computed from `Finding.lineText` here.
struct SourceLine {
    /// The line without its line terminator.
    let text: String

    init(_ lineText: String) {
        var text = Substring(lineText)
        while let last = text.unicodeScalars.last, last == "\n" || last == "\r" {
            text = Substring(text.unicodeScalars.dropLast())
        }
        self.text = String(text)
    }

    var byteCount: Int { text.utf8.count }

    /// The 1-based code-point column of the 1-based byte column `byteColumn` (a column inside a
    /// multi-byte scalar rounds up to the next scalar; one past the end maps one past the end, and so on).
    func codePointColumn(ofByteColumn byteColumn: Int) -> Int {
        let target = max(0, byteColumn - 1)
        var offset = 0
        var count = 0
        for scalar in text.unicodeScalars {
            if offset >= target { return count + 1 }
            offset += UTF8.width(scalar)
            count += 1
        }
        return count + 1 + (target - offset)
    }

    /// The characters of the line with their byte offsets: (character, start byte, byte length).
    var characters: [(character: Character, start: Int, length: Int)] {
        var result: [(Character, Int, Int)] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            result.append((character, offset, length))
            offset += length
        }
        return result
    }
}
