import Foundation
import TheseusSyntax

/// Safety evidence that the code says about itself: a comment on a finding's line, or in the comment
/// block right above it, that states the pattern is meant (`// Erased on purpose: plug-ins supply the
/// views`, `.id(UUID()) // force a new player on every appearance`). A finding there is not reported.
struct IntentComments {
    /// Phrases that state an intent, matched in lowercase comment text.
    static let phrases = ["on purpose", "intentional", "deliberate", "by design", "force", "workaround", "reset",
                          "is needed", "are needed", "is required", "is necessary"]

    /// The lines whose comment block states an intent: the comment's own lines, and the line after the
    /// last line of a block of line comments (what the comment is written above).
    private var lines = Set<Int>()

    init(_ lexed: LexedFile) {
        let source = lexed.source
        for piece in lexed.trivia where piece.isComment {
            let text = source.text(piece.range).lowercased()
            guard !text.contains("theseus:"), Self.statesIntent(text) else { continue }
            let first = source.location(of: Int(piece.range.start)).line
            let last = source.location(of: Int(max(piece.range.start, piece.range.end - 1))).line
            lines.formUnion(first ... last)
            // A comment on lines of its own speaks for the statement below it (past the rest of its block).
            guard Self.isCommentOnly(source, line: first) else { continue }
            // The first lines inside a block speak for the line that opens it
            // (`.onChange(of: UUID()) { _, _ in` then `// forces SwiftUI to re-evaluate the view`).
            if first > 1, !Self.isCommentOnly(source, line: first - 1) {
                let opener = source.text(source.lineRange(first - 1)).trimmingCharacters(in: .whitespacesAndNewlines)
                if opener.hasSuffix("{") || opener.hasSuffix(" in") { lines.insert(first - 1) }
            }
            var next = last + 1
            while next <= source.lineCount, Self.isCommentOnly(source, line: next) { next += 1 }
            lines.insert(next)
            // A control-flow statement that opens a block (`if #available(…) {`): the comment speaks for it too.
            if let block = Self.block(openedAt: next, in: source) { lines.formUnion(block) }
        }
    }

    /// The lines inside a block opened at the end of `line`: those indented deeper than it, up to the
    /// first line that is not (at most 200 lines).
    private static func block(openedAt line: Int, in source: SourceFile) -> ClosedRange<Int>? {
        guard line <= source.lineCount else { return nil }
        let opener = source.text(source.lineRange(line))
        let trimmed = opener.trimmingCharacters(in: .whitespacesAndNewlines)
        // A control-flow statement only: a comment above a declaration speaks for the declaration's line.
        guard trimmed.hasSuffix("{"), let keyword = trimmed.split(whereSeparator: { !$0.isLetter }).first,
              ["if", "switch", "guard", "for", "while", "do"].contains(String(keyword)) else { return nil }
        let depth = indentation(opener)
        var last = line
        var next = line + 1
        while next <= source.lineCount, next - line <= 200 {
            let text = source.text(source.lineRange(next))
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty {
                // `} else {`, `} catch {`: the same statement goes on.
                let continues = trimmed.hasPrefix("}") && trimmed.hasSuffix("{")
                guard indentation(text) > depth || continues else { break }
                last = next
            }
            next += 1
        }
        return last > line ? (line + 1) ... last : nil
    }

    private static func indentation(_ text: String) -> Int {
        var count = 0
        for character in text {
            if character == " " { count += 1 } else if character == "\t" { count += 4 } else { break }
        }
        return count
    }

    var isEmpty: Bool { lines.isEmpty }

    /// Whether lowercase comment text holds a phrase at the start of a word (`resets`, `forced`,
    /// `intentionally`; not the `reset` in `preset` or the `force` in `enforce`).
    static func statesIntent(_ text: String) -> Bool {
        let characters = Array(text.unicodeScalars)
        for phrase in phrases {
            let pattern = Array(phrase.unicodeScalars)
            guard pattern.count <= characters.count else { continue }
            for start in 0 ... characters.count - pattern.count where characters[start] == pattern[0] {
                if start > 0, CharacterSet.letters.contains(characters[start - 1]) { continue }
                if Array(characters[start ..< start + pattern.count]) == pattern { return true }
            }
        }
        return false
    }

    /// Whether a finding starts on a line that an intent comment speaks for.
    func covers(_ finding: Finding) -> Bool { lines.contains(finding.range.startLine) }

    private static func isCommentOnly(_ source: SourceFile, line: Int) -> Bool {
        let text = source.text(source.lineRange(line)).drop { $0 == " " || $0 == "\t" }
        return text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*")
    }
}
