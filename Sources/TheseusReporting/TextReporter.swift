/// The default, human reporter. Per finding:
///
///     Sources/App/PetList.swift:12:9: warning: Rows keyed by their index … [index_based_identity]
///     12 |         ForEach(pets.indices, id: \.self) { index in
///        |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
///        = confidence: high
///        = note: Sources/App/PetStore.swift:30:9: `PetStore` inserts elements into `pets`
///        = help: Key rows by a stable id …
///        = fix: key rows by the elements' `id` … (`--fix` applies it)
///
/// The first line is the `xcode` line, so Xcode, editors and terminals still recognise it. Then the
/// source line behind a line-number gutter (as swiftc and rustc show it), and the caret line: `^` under
/// the first character of the range and `~` under the rest of it; a range that continues on later lines
/// is underlined to the end of its first line. Tabs are kept in the source line and copied into the caret
/// line, so the caret lines up whatever the tab width; other characters count one column, East Asian
/// wide characters and emoji two. The finding's confidence follows as `= confidence:`, its evidence as `= note:` lines, the help as `= help:`,
/// and a fix `--fix` can apply as `= fix:`, saying whether it needs `--unsafe-fixes` and why.
/// Findings are separated by a blank line. Files that could not be linted are not listed here: the
/// command line reports them on standard error.
///
/// Everything taken from the input goes through `TerminalSafety`: control characters become visible
/// escapes (and the caret accounts for their width), and no line can begin with text from the input
/// except the path, which gets a `./` when it would start with a space or `:` (so no line can be taken
/// for a `::command::` by the GitHub Actions runner). Colour only when `options.color`.
public enum TextReporter: Reporter {
    public static let name = "text"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let blocks = report.findings.map { block(for: $0, color: options.color) }
            + report.errors.map { XcodeReporter.line(for: $0, color: options.color) + "\n" }
        return blocks.joined(separator: "\n")
    }

    static func block(for finding: Finding, color: Bool) -> String {
        // `[*]`: `--fix` fixes it (Ruff's marker); the summary counts them.
        let fixable = finding.fix.map { $0.applicability == .safe && !$0.edits.isEmpty } ?? false
        var out = XcodeReporter.line(for: finding, color: color, word: finding.severity.rawValue, marker: fixable ? "[*] " : "") + "\n"
        let number = String(finding.range.startLine)
        let gutter = String(repeating: " ", count: number.count)
        let line = SourceLine(finding.lineText)
        if !line.text.isEmpty {
            let (source, pad, marks) = snippet(line, range: finding.range)
            let bar = color ? ANSI.blue("|") : "|"
            out += (color ? ANSI.blue(number) : number) + " " + bar + " " + source + "\n"
            out += gutter + " " + bar + " " + pad + (color ? ANSI.severity(finding.severity, marks) : marks) + "\n"
        }
        out += gutter + " " + labelled("confidence", finding.confidence.rawValue, color: color) + "\n"
        for evidence in finding.evidence {
            let location = "\(XcodeReporter.displayPath(evidence.range.path)):\(evidence.range.startLine):\(evidence.range.startColumn)"
            out += gutter + " " + labelled("note", location + ": " + TerminalSafety.escape(evidence.text), color: color) + "\n"
        }
        if let help = finding.help, !help.isEmpty {
            out += gutter + " " + labelled("help", TerminalSafety.escape(help), color: color) + "\n"
        }
        // A fix `--fix` can apply: what it does, and which option applies it.
        if let fix = finding.fix, !fix.edits.isEmpty {
            let how = fix.applicability == .safe ? "`--fix` applies it" : "unsafe, `--fix --unsafe-fixes` applies it: \(fix.unsafeReason ?? "it may change more than the bug")"
            // A description that quotes code over several lines is printed over several lines, indented.
            let lines = "\(fix.description) (\(how))".split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSafety.escape(String($0)) }
            out += gutter + " " + labelled("fix", lines.joined(separator: "\n" + gutter + "        "), color: color) + "\n"
        }
        return out
    }

    /// `= help: text` (the text already escaped: it stays on one line).
    static func labelled(_ label: String, _ text: String, color: Bool) -> String {
        "= " + (color ? ANSI.bold(label + ":") : label + ":") + " " + text
    }

    /// The escaped source line, and the caret line under `range` (its first line only) as the padding
    /// before the range and the marks under it (`^~~~`).
    static func snippet(_ line: SourceLine, range: SourceRange) -> (source: String, pad: String, marks: String) {
        let startByte = max(0, range.startColumn - 1)
        let endByte = range.endLine == range.startLine ? max(startByte, range.endColumn - 1) : line.byteCount
        var source = ""
        var pad = ""
        var width = 0
        var hashes = 0
        for (character, start, length) in line.characters {
            let shown: String
            if character == "\t" {
                shown = "\t"
            } else if character == "[" && hashes >= 2 {
                shown = TerminalSafety.visible("[")  // the `[` of `##[`, as `TerminalSafety.escape` shows it
            } else if character.unicodeScalars.contains(where: { TerminalSafety.isUnsafe($0) }) {
                shown = TerminalSafety.escape(String(character))
            } else {
                shown = String(character)
            }
            hashes = character == "#" ? hashes + 1 : 0
            source += shown
            if start + length <= startByte {
                pad += character == "\t" ? "\t" : String(repeating: " ", count: displayWidth(of: shown, character: character))
            } else if start < endByte {
                // A tab inside the range gets one mark: its width depends on the terminal.
                width += character == "\t" ? 1 : displayWidth(of: shown, character: character)
            }
        }
        if startByte > line.byteCount {
            pad += String(repeating: " ", count: startByte - line.byteCount)
        }
        return (source, pad, "^" + String(repeating: "~", count: max(0, width - 1)))
    }

    /// Terminal columns of one character as shown (`shown` differs from it when it was escaped).
    static func displayWidth(of shown: String, character: Character) -> Int {
        if shown != String(character) { return shown.count }  // an escape: ASCII
        guard let first = character.unicodeScalars.first else { return 0 }
        let emojiVariant = character.unicodeScalars.contains { $0.value == 0xFE0F }
        return isWide(first) || emojiVariant ? 2 : 1
    }

    /// East Asian Wide and Fullwidth characters, and emoji shown as emoji by default.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
