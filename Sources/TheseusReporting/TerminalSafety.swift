/// Makes untrusted text (paths, messages, source lines) safe to print on a terminal or in a CI log:
/// every character that could move the cursor, change colours, set the window title, start an OSC 8
/// hyperlink, or reorder what the reader sees becomes a visible escape, and so does the `[` of `##[`.
///
/// Escaped scalars: C0 controls (U+0000–U+001F; tab only where `keepTabs` says so), DEL (U+007F), C1
/// controls (U+0080–U+009F, which include the 8-bit CSI and OSC), the Unicode line and paragraph
/// separators (U+2028, U+2029) and the bidirectional formatting characters used by "Trojan Source"
/// attacks (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). `\n`, `\r` and `\t` are shown as
/// such; the others as `\u{1B}`. Everything else, including U+FFFD from invalid UTF-8, is kept.
///
/// `##[`: the GitHub Actions runner takes `##[command]…` *anywhere* in a log line as a workflow command
/// when the line is not a `::command::` (its old syntax, still parsed), so output that ends up in a CI
/// log must not contain it; it is printed as `##\u{5B}`.
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

    /// The visible form of one scalar: `\n`, `\r`, `\t`, or `\u{1B}`.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` with every unsafe scalar, and the `[` of every `##[`, replaced by its visible escape. Tabs
    /// stay tabs when `keepTabs` (source lines, where they matter for alignment).
    public static func escape(_ text: String, keepTabs: Bool = false) -> String {
        // Nearly all text is printable ASCII without `##[`: it is returned as it is, after one pass over
        // its bytes (building a new string scalar by scalar cost more than linting the line).
        var clean = true
        var previousHashes = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F {
                if !(keepTabs && byte == 0x09) { clean = false; break }
            } else if byte == UInt8(ascii: "[") && previousHashes >= 2 {
                clean = false
                break
            }
            previousHashes = byte == UInt8(ascii: "#") ? previousHashes + 1 : 0
        }
        if clean { return text }
        var hashes = 0
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) && !(keepTabs && scalar == "\t") {
                out += visible(scalar)
            } else if scalar == "[" && hashes >= 2 {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
            hashes = scalar == "#" ? hashes + 1 : 0
        }
        return out
    }
}
