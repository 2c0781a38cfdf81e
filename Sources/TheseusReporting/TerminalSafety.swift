/// Makes untrusted text (paths, messages, source lines) safe to print on a terminal or in a log that a
/// terminal may show: every character that could move the cursor, change colours, set the window
/// title, start an OSC 8 hyperlink, or reorder what the reader sees becomes a visible escape.
///
/// Escaped: C0 controls (U+0000–U+001F; tab only where `keepTabs` says so), DEL (U+007F), C1 controls
/// (U+0080–U+009F, which include the 8-bit CSI and OSC), the Unicode line and paragraph separators
/// (U+2028, U+2029) and the bidirectional formatting characters used by "Trojan Source" attacks
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). `\n`, `\r` and `\t` are shown as such; the
/// others as `\u{1B}`. Everything else, including U+FFFD from invalid UTF-8, is printed as is.
public enum TerminalSafety {
    /// Whether `scalar` is escaped by `escape(_:keepTabs:)`.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The visible form of one unsafe scalar.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` with every unsafe scalar replaced by its visible escape. Tabs stay tabs when `keepTabs`
    /// (source lines, where they matter for alignment).
    public static func escape(_ text: String, keepTabs: Bool = false) -> String {
        if !text.unicodeScalars.contains(where: { isUnsafe($0) }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) && !(keepTabs && scalar == "\t") {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
