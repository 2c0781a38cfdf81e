/// Checkstyle XML, the format Jenkins (Warnings NG), reviewdog, Danger and many CI dashboards read:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="Sources/A.swift">
///         <error line="3" column="5" severity="warning" message="…" source="theseus.index_based_identity"/>
///       </file>
///     </checkstyle>
///
/// One `<file>` per path, in path order; severities `error`, `warning`, `info`. A file that could not be
/// linted gets an `<error>` without line and column, with source `theseus.file_error`. All text goes
/// through `XMLText.attribute`, so the document is well-formed whatever the paths and messages contain.
public enum CheckstyleReporter: Reporter {
    public static let name = "checkstyle"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        var entries: [String: [String]] = [:]
        for error in report.errors {
            entries[error.path, default: []].append(
                "<error severity=\"error\" message=\"\(XMLText.attribute(error.message))\" source=\"theseus.file_error\"/>")
        }
        for finding in report.findings {
            entries[finding.path, default: []].append(
                "<error line=\"\(finding.range.startLine)\" column=\"\(finding.range.startColumn)\" "
                + "severity=\"\(finding.severity.checkstyleSeverity)\" message=\"\(XMLText.attribute(finding.message))\" "
                + "source=\"\(XMLText.attribute("theseus." + finding.ruleID))\"/>")
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in entries.keys.sorted() {
            out += "  <file name=\"\(XMLText.attribute(path))\">\n"
            for entry in entries[path]! { out += "    " + entry + "\n" }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}

/// Text as XML 1.0 attribute values.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; tab, LF and CR as character references (a parser would
    /// otherwise normalise them to spaces); characters XML 1.0 forbids (the other C0 controls, U+FFFE,
    /// U+FFFF) and the ones it discourages (DEL, C1 controls) as visible escapes such as `\u{1B}`, since
    /// not even a character reference may name the forbidden ones.
    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                    out += TerminalSafety.visible(scalar)
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
