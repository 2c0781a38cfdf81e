import Foundation
import TheseusSyntax
import TheseusAnalysis

/// Findings as the protocol shows them: diagnostics, and code actions (a finding's fix, and a comment
/// that suppresses its rule on the line).
enum Diagnostics {
    /// Where a rule's documentation is: its section of `rules.md`.
    static let documentationBase = "https://github.com/theseus-lint/theseus/blob/main/rules.md#"

    /// The protocol's severity (1 error, 2 warning, 3 information, 4 hint): a `medium` finding, whose
    /// evidence does not show the harm happening, one step below its configured severity, so that an
    /// editor's problem list puts the findings whose harm the code shows first.
    static func severity(_ severity: Severity, confidence: Confidence = .high) -> Int {
        let level: Int
        switch severity {
        case .error: level = 1
        case .warning: level = 2
        case .info: level = 3
        }
        return confidence == .high ? level : level + 1
    }

    static func diagnostic(_ finding: Finding, in file: WorkspaceModel.OpenFile, encoding: PositionEncoding,
                           locate: (Evidence) -> JSON?) -> JSON {
        var diagnostic: [String: JSON] = [
            "range": range(Int(finding.byteRange.start), Int(finding.byteRange.end), in: file, encoding: encoding),
            "severity": .int(severity(finding.severity, confidence: finding.confidence)),
            "code": .string(finding.ruleID),
            "codeDescription": ["href": .string(documentationBase + finding.ruleID)],
            "source": "theseus",
            "message": .string(finding.message),
            "data": ["confidence": .string(finding.confidence.rawValue)],
        ]
        let related = finding.evidence.compactMap { evidence -> JSON? in
            guard let location = locate(evidence) else { return nil }
            return ["location": location, "message": .string(evidence.text)]
        }
        if !related.isEmpty { diagnostic["relatedInformation"] = .array(related) }
        return .object(diagnostic)
    }

    static func range(_ start: Int, _ end: Int, in file: WorkspaceModel.OpenFile, encoding: PositionEncoding) -> JSON {
        ["start": file.lines.position(of: start, in: file.bytes, encoding: encoding).json,
         "end": file.lines.position(of: end, in: file.bytes, encoding: encoding).json]
    }

    /// A 1-based line and UTF-8 byte column (a `SourceRange` end) as a byte offset in a file's text.
    static func offset(line: Int, column: Int, in lines: LineTable) -> Int {
        guard line >= 1, line - 1 < lines.lineStarts.count else { return lines.byteCount }
        return min(lines.byteCount, lines.lineStarts[line - 1] + max(0, column - 1))
    }

    /// The code actions for the findings that touch `range` (byte offsets) of an open file.
    static func codeActions(uri: String, file: WorkspaceModel.OpenFile, range: (start: Int, end: Int),
                            encoding: PositionEncoding, only: [String]?, locate: (Evidence) -> JSON?) -> [JSON] {
        let touching = file.findings.filter { finding in
            let s = Int(finding.byteRange.start), e = Int(finding.byteRange.end)
            return s <= range.end && range.start <= e
        }
        var actions: [JSON] = []
        let wantsQuickFix = only.map { kinds in kinds.contains { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") } } ?? true
        guard wantsQuickFix else { return [] }
        for finding in touching {
            let diagnostic = diagnostic(finding, in: file, encoding: encoding, locate: locate)
            if let fix = finding.fix, !fix.edits.isEmpty {
                let edits: [JSON] = fix.edits.map { edit in
                    ["range": Self.range(Int(edit.byteRange.start), Int(edit.byteRange.end), in: file, encoding: encoding),
                     "newText": .string(edit.replacement)]
                }
                var title = "Fix: \(fix.description)"
                if fix.applicability == .unsafe { title += " (review: \(fix.unsafeReason ?? "may change behaviour"))" }
                actions.append([
                    "title": .string(title),
                    "kind": "quickfix",
                    "diagnostics": [diagnostic],
                    "isPreferred": .bool(fix.applicability == .safe),
                    "edit": ["changes": .object([uri: .array(edits)])],
                ])
            }
            actions.append([
                "title": .string("Suppress \(finding.ruleID) on this line"),
                "kind": "quickfix",
                "diagnostics": [diagnostic],
                "edit": ["changes": .object([uri: [suppression(for: finding, in: file, encoding: encoding)]])],
            ])
        }
        return actions
    }

    /// `// theseus:disable:next RULE` on its own line above the finding's first line, indented like it.
    static func suppression(for finding: Finding, in file: WorkspaceModel.OpenFile, encoding: PositionEncoding) -> JSON {
        let line = file.lines.position(of: Int(finding.byteRange.start), in: file.bytes, encoding: .utf8).line
        let start = file.lines.lineStarts[line]
        var end = start
        while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
        let indentation = String(decoding: file.bytes[start..<end], as: UTF8.self)
        let lineBreak = file.bytes.contains(0x0D) && file.bytes.contains(0x0A) ? "\r\n" : "\n"
        let position = Position(line: line, character: 0).json
        return ["range": ["start": position, "end": position],
                "newText": .string("\(indentation)// theseus:disable:next \(finding.ruleID)\(lineBreak)")]
    }
}
