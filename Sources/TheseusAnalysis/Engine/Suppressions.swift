import TheseusSyntax

/// `// theseus:disable RULE`, `theseus:enable`, `theseus:disable:next`, `theseus:disable:this`,
/// `theseus:disable:previous`, in line or block comments, rules separated by spaces or commas, `all` for
/// every rule. Text after ` - ` is a free-form reason. A comment that starts with `theseus:` followed by
/// anything else is a directive misspelt (`theseus:disabel:next`): kept as `unknown`, reported, applied
/// to nothing.
struct Suppressions {
    enum Action: Equatable { case disable, enable, disableNext, disableThis, disablePrevious, unknown }

    struct Directive {
        var action: Action
        var rules: [String]          // `all` stands for every rule
        var comment: ByteRange       // the whole comment
        var directiveRange: ByteRange // the `theseus:…` text, where an unused one is reported
        var line: Int
        var unknownRules: [String] = []
        /// The command as written (for an `unknown` one).
        var command = ""
    }

    /// A stretch of the file where some rules are off; `directive` is the index of what opened it.
    struct Region {
        var rules: Set<String>
        var start: Int32
        var end: Int32
        var directive: Int
    }

    var directives: [Directive] = []
    var regions: [Region] = []

    init(_ lexed: LexedFile, knownRules: Set<String>) {
        let source = lexed.source
        for piece in lexed.trivia where piece.isComment {
            guard let directive = Suppressions.parse(piece, in: source, knownRules: knownRules) else { continue }
            directives.append(directive)
        }
        guard !directives.isEmpty else { return }
        // Open disable regions per rule, closed by a matching enable or the end of the file.
        var open: [String: (start: Int32, directive: Int)] = [:]
        let end = Int32(source.count)
        for (index, d) in directives.enumerated() {
            switch d.action {
            case .disable:
                for rule in d.rules where open[rule] == nil { open[rule] = (d.comment.start, index) }
            case .enable:
                for rule in d.rules {
                    if rule == "all" {
                        for (r, o) in open { regions.append(Region(rules: [r], start: o.start, end: d.comment.start, directive: o.directive)) }
                        open.removeAll()
                    } else if let o = open.removeValue(forKey: rule) {
                        regions.append(Region(rules: [rule], start: o.start, end: d.comment.start, directive: o.directive))
                    }
                }
            case .disableThis:
                let range = source.lineRange(d.line)
                regions.append(Region(rules: Set(d.rules), start: range.start, end: max(range.end, d.comment.end), directive: index))
            case .disableNext:
                let range = source.lineRange(source.location(of: Int(d.comment.end)).line + 1)
                regions.append(Region(rules: Set(d.rules), start: range.start, end: range.end, directive: index))
            case .disablePrevious:
                guard d.line > 1 else { continue }
                let range = source.lineRange(d.line - 1)
                regions.append(Region(rules: Set(d.rules), start: range.start, end: range.end, directive: index))
            case .unknown:
                continue
            }
        }
        for (rule, o) in open { regions.append(Region(rules: [rule], start: o.start, end: end, directive: o.directive)) }
    }

    static func parse(_ piece: Trivia, in source: SourceFile, knownRules: Set<String>) -> Directive? {
        let bytes = source.bytes
        let end = Int(piece.end)
        // Find `theseus:` in the comment (byte by byte, allocating nothing: every comment of every file
        // is searched, and few hold a directive).
        var found = -1
        var i = Int(piece.start)
        while i + 8 <= end {
            if bytes[i] == UInt8(ascii: "t"), source.bytes(ByteRange(i, i + 8), equal: "theseus:") { found = i; break }
            i += 1
        }
        guard found >= 0 else { return nil }
        // The directive text runs to the end of the comment (less a block comment's `*/`).
        var textEnd = end
        // A directive ends with its line.
        if let newline = bytes[found ..< end].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { textEnd = newline }
        if piece.kind == .blockComment || piece.kind == .docBlockComment, textEnd == end, textEnd - 2 >= found,
           bytes[textEnd - 2] == UInt8(ascii: "*"), bytes[textEnd - 1] == UInt8(ascii: "/") {
            textEnd -= 2
        }
        let text = String(decoding: bytes[found ..< textEnd], as: UTF8.self)
        let body = text.dropFirst("theseus:".count)
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" }).map(String.init)
        guard let command = words.first else { return nil }
        let action: Action
        switch command {
        case "disable": action = .disable
        case "enable": action = .enable
        case "disable:next": action = .disableNext
        case "disable:this": action = .disableThis
        case "disable:previous": action = .disablePrevious
        default:
            // Only a comment that is nothing but the directive is one misspelt; prose that mentions
            // `theseus:` is not a directive.
            var first = Int(piece.start)
            while first < found, [UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[first]) { first += 1 }
            // and the command follows `theseus:` at once (`theseus: a linter` is prose).
            guard first == found, found + 8 < end, bytes[found + 8] != UInt8(ascii: " "), bytes[found + 8] != UInt8(ascii: "\t") else { return nil }
            let start = source.location(of: found)
            return Directive(action: .unknown, rules: [], comment: piece.range,
                             directiveRange: ByteRange(found, found + "theseus:".count + command.count),
                             line: start.line, command: command)
        }
        var rules: [String] = []
        var unknown: [String] = []
        for word in words.dropFirst() {
            if word == "-" { break }
            if word == "all" || knownRules.contains(word) {
                rules.append(word)
            } else if let canonical = RuleRegistry.aliases[word] {
                rules.append(canonical)
            } else {
                unknown.append(word)
            }
        }
        let start = source.location(of: found)
        return Directive(action: action, rules: rules, comment: piece.range,
                         directiveRange: ByteRange(found, found + "theseus:".count + command.count),
                         line: start.line, unknownRules: unknown)
    }

    /// Removes suppressed findings and records which directives were used.
    func apply(_ findings: [Finding]) -> (kept: [Finding], used: Set<Int>) {
        guard !regions.isEmpty else { return (findings, []) }
        var kept: [Finding] = []
        var used = Set<Int>()
        for finding in findings {
            var suppressed = false
            for region in regions where finding.byteRange.start >= region.start && finding.byteRange.start < max(region.end, region.start + 1) {
                if region.rules.contains(finding.ruleID) || region.rules.contains("all") {
                    suppressed = true
                    used.insert(region.directive)
                }
            }
            if !suppressed { kept.append(finding) }
        }
        return (kept, used)
    }
}
