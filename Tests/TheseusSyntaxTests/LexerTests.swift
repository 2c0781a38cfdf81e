import Foundation
import XCTest
@testable import TheseusSyntax

/// Swift's lexical grammar, construct by construct: exact token kinds, texts and (where it matters)
/// byte ranges. Every input that goes through the helpers is also checked for the tiling invariant:
/// tokens and trivia cover the file exactly, in order, so that concatenating them gives the file back.
final class LexerTests: XCTestCase {

    // MARK: Helpers

    /// A token's kind and text, comparable and readable in failure messages.
    private struct Piece: Equatable, CustomStringConvertible {
        var kind: TokenKind
        var text: String
        init(_ kind: TokenKind, _ text: String) {
            self.kind = kind
            self.text = text
        }
        var description: String { "\(kind.name) \(text.debugDescription)" }
    }

    /// Lexes bytes and checks the tiling invariant.
    @discardableResult
    private func lex(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> LexedFile {
        assertRoundTrip(bytes, file: file, line: line)
    }

    @discardableResult
    private func lex(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> LexedFile {
        lex(bytes: Array(source.utf8), file: file, line: line)
    }

    /// Kind and text of every token but the final `.endOfFile`.
    private func kinds(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [(TokenKind, String)] {
        let lexed = lex(source, file: file, line: line)
        return lexed.tokens.dropLast().map { ($0.kind, lexed.text($0)) }
    }

    private func assertTokens(_ source: String, _ expected: [(TokenKind, String)],
                              file: StaticString = #filePath, line: UInt = #line) {
        let actual = kinds(source, file: file, line: line).map { Piece($0.0, $0.1) }
        XCTAssertEqual(actual, expected.map { Piece($0.0, $0.1) }, "in \(source.debugDescription)", file: file, line: line)
    }

    /// The tokens of `source` other than the end of file.
    private func tokens(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Token] {
        Array(lex(source, file: file, line: line).tokens.dropLast())
    }

    private func trivia(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [(TriviaKind, String)] {
        let lexed = lex(source, file: file, line: line)
        return lexed.allTrivia.map { ($0.kind, lexed.source.text($0.range)) }
    }

    private func assertTrivia(_ source: String, _ expected: [(TriviaKind, String)],
                              file: StaticString = #filePath, line: UInt = #line) {
        let actual = trivia(source, file: file, line: line).map { "\($0.0) \($0.1.debugDescription)" }
        XCTAssertEqual(actual, expected.map { "\($0.0) \($0.1.debugDescription)" }, "in \(source.debugDescription)",
                       file: file, line: line)
    }

    /// Checks that tokens and trivia tile `bytes`: each list sorted, all pieces contiguous from 0 to the
    /// end, only the last token (`.endOfFile`, zero-width, at the end) empty, and their concatenation
    /// equal to the input.
    @discardableResult
    func assertRoundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> LexedFile {
        let lexed = Lexer.lex(SourceFile(path: "<test>", bytes: bytes))
        var problems: [String] = []
        defer {
            let shown = bytes.count > 200 ? "\(bytes.prefix(200))… (\(bytes.count) bytes)" : "\(bytes)"
            XCTAssert(problems.isEmpty, "tiling broken for \(shown): " + problems.prefix(5).joined(separator: "; "),
                      file: file, line: line)
        }
        guard let last = lexed.tokens.last else {
            problems.append("no tokens")
            return lexed
        }
        if last.kind != .endOfFile || Int(last.start) != bytes.count || Int(last.end) != bytes.count {
            problems.append("last token is \(last.kind) \(last.range), not a zero-width endOfFile at \(bytes.count)")
        }
        for (i, token) in lexed.tokens.enumerated() where token.kind == .endOfFile && i != lexed.tokens.count - 1 {
            problems.append("endOfFile at index \(i)")
        }
        var pieces: [(start: Int, end: Int, what: String)] = []
        for token in lexed.tokens.dropLast() {
            if token.start >= token.end { problems.append("empty token \(token.kind) at \(token.range)") }
            pieces.append((Int(token.start), Int(token.end), "token \(token.kind)"))
        }
        // Only comments, a byte-order mark and a shebang are stored; the rest comes back from the gaps.
        for piece in lexed.trivia where piece.kind == .whitespace || piece.kind == .newline {
            problems.append("stored \(piece.kind) at \(piece.range)")
        }
        for piece in lexed.allTrivia {
            if piece.start >= piece.end { problems.append("empty trivia \(piece.kind) at \(piece.range)") }
            pieces.append((Int(piece.start), Int(piece.end), "trivia \(piece.kind)"))
        }
        for list in [lexed.tokens.map { Int($0.start) }, lexed.allTrivia.map { Int($0.start) }] where list != list.sorted() {
            problems.append("pieces not sorted by start")
        }
        pieces.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var offset = 0
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for piece in pieces {
            if piece.start != offset { problems.append("\(piece.what) starts at \(piece.start), expected \(offset)") }
            if piece.start < 0 || piece.end > bytes.count || piece.start > piece.end {
                problems.append("\(piece.what) \(piece.start)..<\(piece.end) outside the file")
                continue
            }
            rebuilt += bytes[piece.start..<piece.end]
            offset = piece.end
        }
        if offset != bytes.count { problems.append("pieces end at \(offset), file has \(bytes.count) bytes") }
        if rebuilt != bytes { problems.append("concatenation differs from the file") }
        return lexed
    }

    // MARK: Identifiers and keywords

    func testASCIIIdentifiers() {
        assertTokens("foo Bar _x x1 _", [(.identifier, "foo"), (.identifier, "Bar"), (.identifier, "_x"),
                                         (.identifier, "x1"), (.identifier, "_")])
        let underscore = tokens("_ = f()")[0]
        XCTAssertEqual(underscore.keyword, .none)
        XCTAssertEqual(underscore.range, ByteRange(0, 1))
    }

    func testUnicodeIdentifiers() {
        assertTokens("let café = 1", [(.identifier, "let"), (.identifier, "café"), (.equal, "="), (.integerLiteral, "1")])
        XCTAssertEqual(tokens("let café = 1")[1].range, ByteRange(4, 9))  // é is two bytes
        assertTokens("let 🐶 = 1", [(.identifier, "let"), (.identifier, "🐶"), (.equal, "="), (.integerLiteral, "1")])
        // A combining mark continues an identifier: e + U+0301.
        assertTokens("let ne\u{301}e = 1", [(.identifier, "let"), (.identifier, "ne\u{301}e"), (.equal, "="),
                                             (.integerLiteral, "1")])
        assertTokens("π·2", [(.identifier, "π·2")])
        assertTokens("let 变量 = 名字", [(.identifier, "let"), (.identifier, "变量"), (.equal, "="), (.identifier, "名字")])
        // Emoji sequences joined by zero-width joiners, or with a variation selector, are one identifier.
        assertTokens("👨‍👩‍👧.count", [(.identifier, "👨‍👩‍👧"), (.period, "."), (.identifier, "count")])
        assertTokens("🏳️ = 1", [(.identifier, "🏳️"), (.equal, "="), (.integerLiteral, "1")])
        // Symbols in the operator ranges are operators, emoji-looking or not.
        assertTokens("☺️ = 1", [(.binaryOperator, "☺️"), (.equal, "="), (.integerLiteral, "1")])
    }

    func testBacktickedIdentifiers() {
        let ifToken = tokens("`if`")
        XCTAssertEqual(ifToken.count, 1)
        XCTAssertEqual(ifToken[0].kind, .identifier)
        XCTAssertTrue(ifToken[0].flags.contains(.backticked))
        XCTAssertEqual(ifToken[0].range, ByteRange(0, 4))

        assertTokens("case `default`:", [(.identifier, "case"), (.identifier, "`default`"), (.colon, ":")])
        XCTAssertTrue(tokens("case `default`:")[1].flags.contains(.backticked))
        XCTAssertFalse(tokens("case `default`:")[0].flags.contains(.backticked))

        // Raw identifiers (SE-0451) may hold spaces and operator characters.
        assertTokens("func `a b`() {}", [(.identifier, "func"), (.identifier, "`a b`"), (.leftParen, "("),
                                         (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}")])
        assertTokens("`a+b`.c", [(.identifier, "`a+b`"), (.period, "."), (.identifier, "c")])
        assertTokens("x.`self`", [(.identifier, "x"), (.period, "."), (.identifier, "`self`")])
    }

    func testDollarIdentifiers() {
        assertTokens("$0", [(.dollarIdentifier, "$0")])
        assertTokens("$name", [(.dollarIdentifier, "$name")])
        assertTokens("{ $0 + $1 }", [(.leftBrace, "{"), (.dollarIdentifier, "$0"), (.binaryOperator, "+"),
                                     (.dollarIdentifier, "$1"), (.rightBrace, "}")])
        assertTokens("Toggle(isOn: $model.isOn)", [(.identifier, "Toggle"), (.leftParen, "("), (.identifier, "isOn"),
                                                   (.colon, ":"), (.dollarIdentifier, "$model"), (.period, "."),
                                                   (.identifier, "isOn"), (.rightParen, ")")])
        // A projected value's name may be any identifier, Unicode included.
        assertTokens("$café", [(.dollarIdentifier, "$café")])
        // `$` continues an identifier, as in the code that `@Observable` expands to; it cannot start one.
        assertTokens("_$observationRegistrar.access(self)", [(.identifier, "_$observationRegistrar"), (.period, "."),
                                                             (.identifier, "access"), (.leftParen, "("),
                                                             (.identifier, "self"), (.rightParen, ")")])
        assertTokens("a$b $", [(.identifier, "a$b"), (.identifier, "$")])
    }

    func testKeywordsAreIdentifiersWithAKeyword() {
        let source = "struct S { var body: some View { get } }"
        let lexed = lex(source)
        let keywords = lexed.tokens.dropLast().map { (lexed.text($0), $0.kind, $0.keyword) }
        XCTAssertEqual(keywords.map(\.0), ["struct", "S", "{", "var", "body", ":", "some", "View", "{", "get", "}", "}"])
        XCTAssertEqual(keywords.map(\.2), [.struct, .none, .none, .var, .none, .none, .some, .none, .none, .get, .none, .none])
        XCTAssertEqual(keywords[0].1, .identifier)
        XCTAssertEqual(keywords[6].1, .identifier)
        XCTAssertEqual(keywords[9].1, .identifier)

        XCTAssertEqual(tokens("Self")[0].keyword, .capitalSelf)
        XCTAssertEqual(tokens("self")[0].keyword, .`self`)
        XCTAssertEqual(tokens("Any")[0].keyword, .capitalAny)
        XCTAssertEqual(tokens("_modify")[0].keyword, .underscoreModify)
        XCTAssertEqual(tokens("precedencegroup")[0].keyword, .precedencegroup)
        // Prefixes, extensions and case variants of keywords are plain identifiers.
        for word in ["structs", "Struct", "va", "vars", "i", "getter", "SELF", "ifx"] {
            XCTAssertEqual(tokens(word)[0].keyword, .none, word)
        }
    }

    func testKeywordSpellingsPairWithCases() {
        XCTAssertEqual(Keyword.spellings.count, Keyword.allCases.count)
        XCTAssertEqual(Keyword.spellings[0], "")
        XCTAssertEqual(Set(Keyword.spellings).count, Keyword.spellings.count, "duplicate spellings")
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            let found = bytes.withUnsafeBufferPointer { Keyword.lookup($0, 0, $0.count) }
            XCTAssertEqual(found, keyword, "lookup of \(keyword.spelling)")
            // And through the lexer: plain keywords as identifiers, pound keywords as hash identifiers.
            let token = tokens(keyword.spelling)
            XCTAssertEqual(token.count, 1, keyword.spelling)
            XCTAssertEqual(token.first?.keyword, keyword, keyword.spelling)
            XCTAssertEqual(token.first?.kind, keyword.spelling.hasPrefix("#") ? .hashIdentifier : .identifier, keyword.spelling)
        }
        // Case names that differ from their spelling.
        XCTAssertEqual(Keyword.capitalAny.spelling, "Any")
        XCTAssertEqual(Keyword.capitalSelf.spelling, "Self")
        XCTAssertEqual(Keyword.underscoreRead.spelling, "_read")
        XCTAssertEqual(Keyword.poundElseif.spelling, "#elseif")
        XCTAssertEqual(Keyword.`struct`.spelling, "struct")
    }

    // MARK: Numbers

    func testIntegerLiterals() {
        assertTokens("1_000", [(.integerLiteral, "1_000")])
        assertTokens("0xFF", [(.integerLiteral, "0xFF")])
        assertTokens("0o17", [(.integerLiteral, "0o17")])
        assertTokens("0b1010", [(.integerLiteral, "0b1010")])
        assertTokens("0", [(.integerLiteral, "0")])
        assertTokens("007", [(.integerLiteral, "007")])
        assertTokens("0xdead_BEEF", [(.integerLiteral, "0xdead_BEEF")])
        assertTokens("-1", [(.prefixOperator, "-"), (.integerLiteral, "1")])
    }

    func testFloatLiterals() {
        assertTokens("1.5", [(.floatLiteral, "1.5")])
        assertTokens("1e10", [(.floatLiteral, "1e10")])
        assertTokens("1E10", [(.floatLiteral, "1E10")])
        assertTokens("1.5e-3", [(.floatLiteral, "1.5e-3")])
        assertTokens("2e+8", [(.floatLiteral, "2e+8")])
        assertTokens("1_000.000_1", [(.floatLiteral, "1_000.000_1")])
        assertTokens("0x1.8p3", [(.floatLiteral, "0x1.8p3")])
        assertTokens("0x1p-2", [(.floatLiteral, "0x1p-2")])
        assertTokens("0xA.Bp1", [(.floatLiteral, "0xA.Bp1")])
        assertTokens("0x1.fp2", [(.floatLiteral, "0x1.fp2")])
    }

    func testNumbersFollowedByMembersAndRanges() {
        assertTokens("0..<5", [(.integerLiteral, "0"), (.binaryOperator, "..<"), (.integerLiteral, "5")])
        assertTokens("1...5", [(.integerLiteral, "1"), (.binaryOperator, "..."), (.integerLiteral, "5")])
        assertTokens("1.0.description", [(.floatLiteral, "1.0"), (.period, "."), (.identifier, "description")])
        assertTokens("1.description", [(.integerLiteral, "1"), (.period, "."), (.identifier, "description")])
        // After the period of a tuple access, a number is an integer: `x.0.1` is not `x` and `.0.1`.
        assertTokens("x.0.1", [(.identifier, "x"), (.period, "."), (.integerLiteral, "0"), (.period, "."),
                               (.integerLiteral, "1")])
        assertTokens("pair.1", [(.identifier, "pair"), (.period, "."), (.integerLiteral, "1")])
        let tuple = tokens("x.0.1")
        XCTAssertEqual(tuple.map(\.range), [ByteRange(0, 1), ByteRange(1, 2), ByteRange(2, 3), ByteRange(3, 4), ByteRange(4, 5)])
        // A hexadecimal integer followed by a member whose name starts with a hex digit letter.
        assertTokens("0xFF.description", [(.integerLiteral, "0xFF"), (.period, "."), (.identifier, "description")])
        assertTokens("0x10.byteSwapped", [(.integerLiteral, "0x10"), (.period, "."), (.identifier, "byteSwapped")])
    }

    // MARK: Strings

    func testSimpleString() {
        assertTokens("\"a\"", [(.stringOpen, "\""), (.stringSegment, "a"), (.stringClose, "\"")])
        assertTokens("\"\"", [(.stringOpen, "\""), (.stringClose, "\"")])
        let t = tokens("x = \"héllo\"")
        XCTAssertEqual(t.map(\.range), [ByteRange(0, 1), ByteRange(2, 3), ByteRange(4, 5), ByteRange(5, 11), ByteRange(11, 12)])
        XCTAssertFalse(t.contains { $0.flags.contains(.unterminated) || $0.flags.contains(.multiline) })
    }

    func testStringEscapes() {
        assertTokens(#""a\"b""#, [(.stringOpen, "\""), (.stringSegment, #"a\"b"#), (.stringClose, "\"")])
        assertTokens(#""a\\""#, [(.stringOpen, "\""), (.stringSegment, #"a\\"#), (.stringClose, "\"")])
        assertTokens(#""\t\n\u{1F436}\0""#, [(.stringOpen, "\""), (.stringSegment, #"\t\n\u{1F436}\0"#), (.stringClose, "\"")])
        assertTokens(#""\\(x)""#, [(.stringOpen, "\""), (.stringSegment, #"\\(x)"#), (.stringClose, "\"")])
    }

    func testInterpolation() {
        assertTokens(#""a \(x) b""#, [(.stringOpen, "\""), (.stringSegment, "a "), (.interpolationOpen, #"\("#),
                                      (.identifier, "x"), (.interpolationClose, ")"), (.stringSegment, " b"),
                                      (.stringClose, "\"")])
        assertTokens(#""\(x)""#, [(.stringOpen, "\""), (.interpolationOpen, #"\("#), (.identifier, "x"),
                                  (.interpolationClose, ")"), (.stringClose, "\"")])
        // Parentheses inside the interpolation do not close it.
        assertTokens(#""\(f((a), b))!""#, [(.stringOpen, "\""), (.interpolationOpen, #"\("#), (.identifier, "f"),
                                           (.leftParen, "("), (.leftParen, "("), (.identifier, "a"), (.rightParen, ")"),
                                           (.comma, ","), (.identifier, "b"), (.rightParen, ")"),
                                           (.interpolationClose, ")"), (.stringSegment, "!"), (.stringClose, "\"")])
        // An operator right after `\(` is a prefix operator.
        assertTokens(#""\(-x)""#, [(.stringOpen, "\""), (.interpolationOpen, #"\("#), (.prefixOperator, "-"),
                                   (.identifier, "x"), (.interpolationClose, ")"), (.stringClose, "\"")])
        // A comment inside an interpolation hides its parentheses.
        assertTokens(#""\(x /* ) */)""#, [(.stringOpen, "\""), (.interpolationOpen, #"\("#), (.identifier, "x"),
                                         (.interpolationClose, ")"), (.stringClose, "\"")])
        assertTokens(#""\(a, format: "%d")""#, [(.stringOpen, "\""), (.interpolationOpen, #"\("#), (.identifier, "a"),
                                                (.comma, ","), (.identifier, "format"), (.colon, ":"), (.stringOpen, "\""),
                                                (.stringSegment, "%d"), (.stringClose, "\""), (.interpolationClose, ")"),
                                                (.stringClose, "\"")])
    }

    func testNestedInterpolationWithClosure() {
        assertTokens(#""\(items.map { "\($0)" }.joined())""#, [
            (.stringOpen, "\""), (.interpolationOpen, #"\("#), (.identifier, "items"), (.period, "."),
            (.identifier, "map"), (.leftBrace, "{"), (.stringOpen, "\""), (.interpolationOpen, #"\("#),
            (.dollarIdentifier, "$0"), (.interpolationClose, ")"), (.stringClose, "\""), (.rightBrace, "}"),
            (.period, "."), (.identifier, "joined"), (.leftParen, "("), (.rightParen, ")"),
            (.interpolationClose, ")"), (.stringClose, "\""),
        ])
    }

    func testDeeplyNestedInterpolation() {
        var source = "\"x\""
        for _ in 0..<50 { source = "\"\\(" + source + ")\"" }
        let t = tokens(source)
        XCTAssertEqual(t.filter { $0.kind == .interpolationOpen }.count, 50)
        XCTAssertEqual(t.filter { $0.kind == .interpolationClose }.count, 50)
        XCTAssertEqual(t.filter { $0.kind == .stringOpen }.count, 51)
        XCTAssertEqual(t.filter { $0.kind == .stringClose }.count, 51)
        XCTAssertEqual(t.filter { $0.kind == .stringSegment }.map(\.range), [ByteRange(151, 152)])
        XCTAssertFalse(t.contains { $0.flags.contains(.unterminated) })
        XCTAssertEqual(t.first?.kind, .stringOpen)
        XCTAssertEqual(t.last?.kind, .stringClose)

        // Far deeper than any call stack would allow: the lexer keeps its own stack.
        var deep = ""
        for _ in 0..<20_000 { deep += "\"\\(" }
        let lexed = lex(deep)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .interpolationOpen }.count, 20_000)
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  He said \"hi\" and \"\"quoted\"\"\n  \"\"\"\nx"
        assertTokens(source, [(.identifier, "let"), (.identifier, "s"), (.equal, "="), (.stringOpen, "\"\"\""),
                              (.stringSegment, "\n  He said \"hi\" and \"\"quoted\"\"\n  "), (.stringClose, "\"\"\""),
                              (.identifier, "x")])
        let t = tokens(source)
        XCTAssertTrue(t[3].flags.contains(.multiline))
        XCTAssertTrue(t[5].flags.contains(.multiline))
        XCTAssertFalse(t[4].flags.contains(.unterminated))
        XCTAssertTrue(t[6].isAtStartOfLine)

        // Interpolations of a multi-line string may span lines.
        assertTokens("\"\"\"\n\\(a +\n b)\n\"\"\"", [(.stringOpen, "\"\"\""), (.stringSegment, "\n"),
                                                    (.interpolationOpen, "\\("), (.identifier, "a"),
                                                    (.binaryOperator, "+"), (.identifier, "b"),
                                                    (.interpolationClose, ")"), (.stringSegment, "\n"),
                                                    (.stringClose, "\"\"\"")])
        // An escaped quote does not start the closing delimiter.
        assertTokens("\"\"\"\n\\\"\"\"\n\"\"\"", [(.stringOpen, "\"\"\""), (.stringSegment, "\n\\\"\"\"\n"),
                                                (.stringClose, "\"\"\"")])
    }

    func testRawStrings() {
        assertTokens(##"#"a\nb"#"##, [(.stringOpen, "#\""), (.stringSegment, #"a\nb"#), (.stringClose, "\"#")])
        assertTokens(##"#"\(x)"#"##, [(.stringOpen, "#\""), (.stringSegment, #"\(x)"#), (.stringClose, "\"#")])
        assertTokens(##"#"\#(x)"#"##, [(.stringOpen, "#\""), (.interpolationOpen, ##"\#("##), (.identifier, "x"),
                                       (.interpolationClose, ")"), (.stringClose, "\"#")])
        assertTokens(###"##"a"#b"##"###, [(.stringOpen, "##\""), (.stringSegment, ##"a"#b"##), (.stringClose, "\"##")])
        assertTokens(###"##"\#(x)"##"###, [(.stringOpen, "##\""), (.stringSegment, ##"\#(x)"##), (.stringClose, "\"##")])
        assertTokens(##"#"a\"#"##, [(.stringOpen, "#\""), (.stringSegment, #"a\"#), (.stringClose, "\"#")])
        // A raw multi-line string.
        let multi = "#\"\"\"\na \"\"\" b\n\"\"\"#"
        assertTokens(multi, [(.stringOpen, "#\"\"\""), (.stringSegment, "\na \"\"\" b\n"), (.stringClose, "\"\"\"#")])
        XCTAssertTrue(tokens(multi)[0].flags.contains(.multiline))
        // A string closed with more hashes than it opened with: the extra `#` is a token of its own.
        assertTokens(##""a"#"##, [(.stringOpen, "\""), (.stringSegment, "a"), (.stringClose, "\""), (.pound, "#")])
    }

    func testUnterminatedStringAtEndOfLine() {
        let source = "let s = \"abc\nlet t = 1"
        assertTokens(source, [(.identifier, "let"), (.identifier, "s"), (.equal, "="), (.stringOpen, "\""),
                              (.stringSegment, "abc"), (.identifier, "let"), (.identifier, "t"), (.equal, "="),
                              (.integerLiteral, "1")])
        let t = tokens(source)
        XCTAssertTrue(t[4].flags.contains(.unterminated))
        XCTAssertTrue(t[5].isAtStartOfLine)
        XCTAssertFalse(t[5].flags.contains(.unterminated))
        XCTAssertEqual(t[5].keyword, .let)

        // An empty unterminated string marks its opening quote.
        let empty = tokens("f(\"\r\n)")
        XCTAssertEqual(empty.map(\.kind), [.identifier, .leftParen, .stringOpen, .rightParen])
        XCTAssertTrue(empty[2].flags.contains(.unterminated))
        XCTAssertTrue(empty[3].isAtStartOfLine)

        // An escaped line break does not continue a single-line string.
        assertTokens("\"a\\\nb", [(.stringOpen, "\""), (.stringSegment, "a\\"), (.identifier, "b")])

        // A line break inside the interpolation of a single-line string ends both.
        let interp = tokens("\"a \\(x\ny")
        XCTAssertEqual(interp.map(\.kind), [.stringOpen, .stringSegment, .interpolationOpen, .identifier, .identifier])
        XCTAssertTrue(interp[3].flags.contains(.unterminated))
        XCTAssertTrue(interp[4].isAtStartOfLine)
    }

    func testUnterminatedStringAtEndOfFile() {
        let t = tokens("\"abc")
        XCTAssertEqual(t.map(\.kind), [.stringOpen, .stringSegment])
        XCTAssertTrue(t[1].flags.contains(.unterminated))
        let quote = tokens("\"")
        XCTAssertEqual(quote.map(\.kind), [.stringOpen])
        XCTAssertTrue(quote[0].flags.contains(.unterminated))
        let multi = tokens("\"\"\"\nabc\n")
        XCTAssertEqual(multi.map(\.kind), [.stringOpen, .stringSegment])
        XCTAssertTrue(multi[1].flags.contains(.unterminated))
        let raw = tokens("#\"abc\"")
        XCTAssertEqual(raw.map(\.kind), [.stringOpen, .stringSegment])
        XCTAssertTrue(raw[1].flags.contains(.unterminated))
        let interpolation = tokens("\"\\(a")
        XCTAssertEqual(interpolation.map(\.kind), [.stringOpen, .interpolationOpen, .identifier])
    }

    // MARK: Regex literals

    func testRegexLiterals() {
        assertTokens("let r = /ab+c/", [(.identifier, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/ab+c/")])
        assertTokens("#/a/b/#", [(.regexLiteral, "#/a/b/#")])
        assertTokens("##/a/#b/##", [(.regexLiteral, "##/a/#b/##")])
        assertTokens("x.firstMatch(of: /[0-9]+/)", [(.identifier, "x"), (.period, "."), (.identifier, "firstMatch"),
                                                    (.leftParen, "("), (.identifier, "of"), (.colon, ":"),
                                                    (.regexLiteral, "/[0-9]+/"), (.rightParen, ")")])
        // A slash inside a character class or escaped does not close.
        assertTokens("r = /[/]x/", [(.identifier, "r"), (.equal, "="), (.regexLiteral, "/[/]x/")])
        assertTokens(#"r = /a\/b/"#, [(.identifier, "r"), (.equal, "="), (.regexLiteral, #"/a\/b/"#)])
        assertTokens("return /a/", [(.identifier, "return"), (.regexLiteral, "/a/")])
        assertTokens("[/a/, /b/]", [(.leftSquare, "["), (.regexLiteral, "/a/"), (.comma, ","), (.regexLiteral, "/b/"),
                                    (.rightSquare, "]")])
        assertTokens("/a/", [(.regexLiteral, "/a/")])
        // `try` cannot be an operand, so after `try?` and `try!` a slash starts a regex.
        assertTokens("try? /a b/.wholeMatch(in: s)", [(.identifier, "try"), (.postfixQuestion, "?"),
                                                      (.regexLiteral, "/a b/"), (.period, "."), (.identifier, "wholeMatch"),
                                                      (.leftParen, "("), (.identifier, "in"), (.colon, ":"),
                                                      (.identifier, "s"), (.rightParen, ")")])
        assertTokens("try! /a/", [(.identifier, "try"), (.exclamation, "!"), (.regexLiteral, "/a/")])
    }

    func testMultilineExtendedRegex() {
        let source = "let r = #/\n  a+ # letters\n  b\n/#\nx"
        assertTokens(source, [(.identifier, "let"), (.identifier, "r"), (.equal, "="),
                              (.regexLiteral, "#/\n  a+ # letters\n  b\n/#"), (.identifier, "x")])
        let t = tokens(source)
        XCTAssertFalse(t[3].flags.contains(.unterminated))
        XCTAssertTrue(t[4].isAtStartOfLine)
        let open = tokens("r = #/\nabc")
        XCTAssertEqual(open.map(\.kind), [.identifier, .equal, .regexLiteral])
        XCTAssertTrue(open[2].flags.contains(.unterminated))
    }

    func testDivisionIsNotARegex() {
        assertTokens("a / b", [(.identifier, "a"), (.binaryOperator, "/"), (.identifier, "b")])
        assertTokens("x/y", [(.identifier, "x"), (.binaryOperator, "/"), (.identifier, "y")])
        assertTokens("x/y/z", [(.identifier, "x"), (.binaryOperator, "/"), (.identifier, "y"), (.binaryOperator, "/"),
                               (.identifier, "z")])
        assertTokens("(a) / 2", [(.leftParen, "("), (.identifier, "a"), (.rightParen, ")"), (.binaryOperator, "/"),
                                 (.integerLiteral, "2")])
        assertTokens("foo() / bar", [(.identifier, "foo"), (.leftParen, "("), (.rightParen, ")"), (.binaryOperator, "/"),
                                     (.identifier, "bar")])
        assertTokens("a[0] / b[1]", [(.identifier, "a"), (.leftSquare, "["), (.integerLiteral, "0"), (.rightSquare, "]"),
                                     (.binaryOperator, "/"), (.identifier, "b"), (.leftSquare, "["), (.integerLiteral, "1"),
                                     (.rightSquare, "]")])
        assertTokens("1 / 2 / 3", [(.integerLiteral, "1"), (.binaryOperator, "/"), (.integerLiteral, "2"),
                                   (.binaryOperator, "/"), (.integerLiteral, "3")])
        assertTokens("x /= 2", [(.identifier, "x"), (.binaryOperator, "/="), (.integerLiteral, "2")])
        assertTokens("width/2", [(.identifier, "width"), (.binaryOperator, "/"), (.integerLiteral, "2")])
        assertTokens("a! / b", [(.identifier, "a"), (.exclamation, "!"), (.binaryOperator, "/"), (.identifier, "b")])
        // A regex may not start with a space: `/ abc/` after `=` is an operator.
        assertTokens("x = / abc/", [(.identifier, "x"), (.equal, "="), (.binaryOperator, "/"), (.identifier, "abc"),
                                    (.postfixOperator, "/")])
    }

    // MARK: Operators

    func testOperatorFixityFromWhitespace() {
        assertTokens("a + b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")])
        assertTokens("a+b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")])
        assertTokens("-x", [(.prefixOperator, "-"), (.identifier, "x")])
        assertTokens("a = -x", [(.identifier, "a"), (.equal, "="), (.prefixOperator, "-"), (.identifier, "x")])
        assertTokens("x...", [(.identifier, "x"), (.postfixOperator, "...")])
        assertTokens("xs[i...]", [(.identifier, "xs"), (.leftSquare, "["), (.identifier, "i"), (.postfixOperator, "..."),
                                  (.rightSquare, "]")])
        assertTokens("xs[...i]", [(.identifier, "xs"), (.leftSquare, "["), (.prefixOperator, "..."), (.identifier, "i"),
                                  (.rightSquare, "]")])
        assertTokens("!flag", [(.prefixOperator, "!"), (.identifier, "flag")])
        assertTokens("if !flag {}", [(.identifier, "if"), (.prefixOperator, "!"), (.identifier, "flag"), (.leftBrace, "{"),
                                     (.rightBrace, "}")])
        assertTokens("a == b", [(.identifier, "a"), (.binaryOperator, "=="), (.identifier, "b")])
        assertTokens("a != b", [(.identifier, "a"), (.binaryOperator, "!="), (.identifier, "b")])
        assertTokens("a ?? b", [(.identifier, "a"), (.binaryOperator, "??"), (.identifier, "b")])
        assertTokens("a&&b", [(.identifier, "a"), (.binaryOperator, "&&"), (.identifier, "b")])
        assertTokens("a ≥ b", [(.identifier, "a"), (.binaryOperator, "≥"), (.identifier, "b")])
    }

    func testCustomOperators() {
        assertTokens("a <*> b", [(.identifier, "a"), (.binaryOperator, "<*>"), (.identifier, "b")])
        assertTokens("a +++ b", [(.identifier, "a"), (.binaryOperator, "+++"), (.identifier, "b")])
        assertTokens("infix operator <|>", [(.identifier, "infix"), (.identifier, "operator"), (.binaryOperator, "<|>")])
        assertTokens("x ∘ y", [(.identifier, "x"), (.binaryOperator, "∘"), (.identifier, "y")])
    }

    func testDotOperators() {
        assertTokens("a..<b", [(.identifier, "a"), (.binaryOperator, "..<"), (.identifier, "b")])
        assertTokens("a ... b", [(.identifier, "a"), (.binaryOperator, "..."), (.identifier, "b")])
        assertTokens(".red", [(.period, "."), (.identifier, "red")])
        assertTokens("x.y", [(.identifier, "x"), (.period, "."), (.identifier, "y")])
        // A dot does not continue an operator that did not start with one; an operator bound on the left
        // and followed by a dot is postfix.
        assertTokens("a+.b", [(.identifier, "a"), (.postfixOperator, "+"), (.period, "."), (.identifier, "b")])
        assertTokens("a +.b", [(.identifier, "a"), (.prefixOperator, "+"), (.period, "."), (.identifier, "b")])
    }

    func testOptionalChainingAndForceUnwrap() {
        assertTokens("a?.b", [(.identifier, "a"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "b")])
        assertTokens("a!.b", [(.identifier, "a"), (.exclamation, "!"), (.period, "."), (.identifier, "b")])
        assertTokens("a!", [(.identifier, "a"), (.exclamation, "!")])
        assertTokens("f()?[0]", [(.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.postfixQuestion, "?"),
                                 (.leftSquare, "["), (.integerLiteral, "0"), (.rightSquare, "]")])
        assertTokens("a ? b : c", [(.identifier, "a"), (.infixQuestion, "?"), (.identifier, "b"), (.colon, ":"),
                                   (.identifier, "c")])
        assertTokens("Array<Int?>", [(.identifier, "Array"), (.binaryOperator, "<"), (.identifier, "Int"),
                                     (.postfixQuestion, "?"), (.postfixOperator, ">")])
        assertTokens("var x: Int!", [(.identifier, "var"), (.identifier, "x"), (.colon, ":"), (.identifier, "Int"),
                                     (.exclamation, "!")])
        assertTokens("try? f()", [(.identifier, "try"), (.postfixQuestion, "?"), (.identifier, "f"), (.leftParen, "("),
                                  (.rightParen, ")")])
    }

    func testArrowEqualAmpersand() {
        assertTokens("func f() -> Int", [(.identifier, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"),
                                         (.arrow, "->"), (.identifier, "Int")])
        assertTokens("(Int)->Int", [(.leftParen, "("), (.identifier, "Int"), (.rightParen, ")"), (.arrow, "->"),
                                    (.identifier, "Int")])
        assertTokens("x = 1", [(.identifier, "x"), (.equal, "="), (.integerLiteral, "1")])
        assertTokens("x=1", [(.identifier, "x"), (.equal, "="), (.integerLiteral, "1")])
        assertTokens("swap(&a, &b)", [(.identifier, "swap"), (.leftParen, "("), (.prefixAmpersand, "&"), (.identifier, "a"),
                                      (.comma, ","), (.prefixAmpersand, "&"), (.identifier, "b"), (.rightParen, ")")])
        assertTokens("&x", [(.prefixAmpersand, "&"), (.identifier, "x")])
        assertTokens("a & b", [(.identifier, "a"), (.binaryOperator, "&"), (.identifier, "b")])
    }

    func testCommentsInsideOperatorRuns() {
        assertTokens("a+/* c */b", [(.identifier, "a"), (.postfixOperator, "+"), (.identifier, "b")])
        assertTrivia("a+/* c */b", [(.blockComment, "/* c */")])
        assertTokens("x+//c", [(.identifier, "x"), (.postfixOperator, "+")])
        assertTrivia("x+//c", [(.lineComment, "//c")])
        // A comment before an operator counts as whitespace on its left.
        assertTokens("a /* c */+ b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")])
        assertTokens("a /* c */+b", [(.identifier, "a"), (.prefixOperator, "+"), (.identifier, "b")])
        assertTokens("a/**/b", [(.identifier, "a"), (.identifier, "b")])
    }

    // MARK: Punctuation

    func testPunctuation() {
        assertTokens("( ) { } [ ] , : ; @ \\", [(.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
                                                (.leftSquare, "["), (.rightSquare, "]"), (.comma, ","), (.colon, ":"),
                                                (.semicolon, ";"), (.atSign, "@"), (.backslash, "\\")])
        assertTokens("@State private var x", [(.atSign, "@"), (.identifier, "State"), (.identifier, "private"),
                                              (.identifier, "var"), (.identifier, "x")])
        assertTokens("[a:b]", [(.leftSquare, "["), (.identifier, "a"), (.colon, ":"), (.identifier, "b"), (.rightSquare, "]")])
    }

    func testKeyPaths() {
        assertTokens(#"\.name"#, [(.backslash, "\\"), (.period, "."), (.identifier, "name")])
        assertTokens(#"\Type.prop"#, [(.backslash, "\\"), (.identifier, "Type"), (.period, "."), (.identifier, "prop")])
        assertTokens(#"ForEach(xs, id: \.self)"#, [(.identifier, "ForEach"), (.leftParen, "("), (.identifier, "xs"),
                                                   (.comma, ","), (.identifier, "id"), (.colon, ":"), (.backslash, "\\"),
                                                   (.period, "."), (.identifier, "self"), (.rightParen, ")")])
        assertTokens(#"\.0"#, [(.backslash, "\\"), (.period, "."), (.integerLiteral, "0")])
        assertTokens(#"\.a?.b"#, [(.backslash, "\\"), (.period, "."), (.identifier, "a"), (.postfixQuestion, "?"),
                                  (.period, "."), (.identifier, "b")])
    }

    // MARK: Pound

    func testPoundDirectivesAndMacros() {
        let source = "#if DEBUG\n#elseif os(iOS)\n#else\n#endif"
        let lexed = lex(source)
        let hashes = lexed.tokens.filter { $0.kind == .hashIdentifier }
        XCTAssertEqual(hashes.map { lexed.text($0) }, ["#if", "#elseif", "#else", "#endif"])
        XCTAssertEqual(hashes.map(\.keyword), [.poundIf, .poundElseif, .poundElse, .poundEndif])
        XCTAssertTrue(hashes.allSatisfy(\.isAtStartOfLine))

        assertTokens("#available(iOS 17, *)", [(.hashIdentifier, "#available"), (.leftParen, "("), (.identifier, "iOS"),
                                               (.integerLiteral, "17"), (.comma, ","), (.binaryOperator, "*"),
                                               (.rightParen, ")")])
        XCTAssertEqual(tokens("#available(iOS 17, *)")[0].keyword, .poundAvailable)
        XCTAssertEqual(tokens("#unavailable(iOS 17)")[0].keyword, .poundUnavailable)
        assertTokens("#Preview { V() }", [(.hashIdentifier, "#Preview"), (.leftBrace, "{"), (.identifier, "V"),
                                          (.leftParen, "("), (.rightParen, ")"), (.rightBrace, "}")])
        XCTAssertEqual(tokens("#Preview")[0].keyword, .none)
        assertTokens("#selector(x)", [(.hashIdentifier, "#selector"), (.leftParen, "("), (.identifier, "x"),
                                      (.rightParen, ")")])
        assertTokens("#", [(.pound, "#")])
        assertTokens("# if", [(.pound, "#"), (.identifier, "if")])
        assertTokens("#1", [(.pound, "#"), (.integerLiteral, "1")])
        assertTokens("#/", [(.pound, "#"), (.postfixOperator, "/")])
        assertTokens("#fileID", [(.hashIdentifier, "#fileID")])
        assertTokens("#été", [(.hashIdentifier, "#été")])
    }

    // MARK: Editor placeholders

    func testEditorPlaceholders() {
        assertTokens("<#name#>", [(.editorPlaceholder, "<#name#>")])
        assertTokens("f(<#T##Int#>, <#b#>)", [(.identifier, "f"), (.leftParen, "("), (.editorPlaceholder, "<#T##Int#>"),
                                              (.comma, ","), (.editorPlaceholder, "<#b#>"), (.rightParen, ")")])
        XCTAssertEqual(tokens("x = <#value#>")[2].range, ByteRange(4, 13))
        // Not closed on its line: an operator and what follows.
        assertTokens("<#a\n#>", [(.prefixOperator, "<"), (.hashIdentifier, "#a"), (.pound, "#"), (.postfixOperator, ">")])
    }

    // MARK: Trivia

    func testLineComments() {
        assertTrivia("x // c\ny", [(.whitespace, " "), (.lineComment, "// c"), (.newline, "\n")])
        assertTrivia("/// doc\nf()", [(.docLineComment, "/// doc"), (.newline, "\n")])
        assertTrivia("//\n", [(.lineComment, "//"), (.newline, "\n")])
        assertTrivia("x //c\r\ny", [(.whitespace, " "), (.lineComment, "//c"), (.newline, "\r\n")])
        let t = tokens("x // c\ny")
        XCTAssertTrue(t[1].isAtStartOfLine)
        XCTAssertEqual(t.map(\.range), [ByteRange(0, 1), ByteRange(7, 8)])
    }

    func testBlockComments() {
        assertTrivia("/* a /* b */ c */ x", [(.blockComment, "/* a /* b */ c */"), (.whitespace, " ")])
        assertTokens("/* a /* b */ c */ x", [(.identifier, "x")])
        assertTrivia("/** doc */", [(.docBlockComment, "/** doc */")])
        assertTrivia("/**/", [(.blockComment, "/**/")])
        assertTrivia("/***/", [(.docBlockComment, "/***/")])
        assertTrivia("/* */*/", [(.blockComment, "/* */")])
        let lexed = lex("x /* a /* b */ c")
        XCTAssertEqual(lexed.allTrivia.map(\.kind), [.whitespace, .blockComment])
        XCTAssertEqual(lexed.trivia.map(\.kind), [.blockComment])
        XCTAssertEqual(lexed.trivia.last?.unterminated, true)
        XCTAssertEqual(lexed.trivia.last?.range, ByteRange(2, 16))
        XCTAssertEqual(lex("/* a */").trivia.last?.unterminated, false)
        XCTAssertEqual(lex("/*").trivia.map(\.unterminated), [true])
        XCTAssertEqual(lex("/*/").trivia.map(\.unterminated), [true])
        // A line break inside a block comment puts the next token at the start of a line.
        XCTAssertTrue(tokens("a /*\n*/ b")[1].isAtStartOfLine)
        XCTAssertFalse(tokens("a /* */ b")[1].isAtStartOfLine)
    }

    func testShebang() {
        let source = "#!/usr/bin/swift\nprint(1)"
        assertTrivia(source, [(.shebang, "#!/usr/bin/swift"), (.newline, "\n")])
        assertTokens(source, [(.identifier, "print"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")")])
        // Only on the first line.
        let later = lex("x\n#!/usr/bin/swift")
        XCTAssertFalse(later.trivia.contains { $0.kind == .shebang })
        XCTAssertEqual(later.tokens[1].kind, .pound)
    }

    func testByteOrderMark() {
        let source = "\u{FEFF}let x"
        assertTrivia(source, [(.byteOrderMark, "\u{FEFF}"), (.whitespace, " ")])
        let lexed = lex(source)
        XCTAssertEqual(lexed.trivia[0].range, ByteRange(0, 3))
        XCTAssertEqual(lexed.tokens[0].range, ByteRange(3, 6))
        XCTAssertTrue(lexed.tokens[0].isAtStartOfLine)
        assertTrivia("\u{FEFF}#!/bin/swift\nx", [(.byteOrderMark, "\u{FEFF}"), (.shebang, "#!/bin/swift"), (.newline, "\n")])
        // Anywhere else, U+FEFF is not Swift.
        assertTokens("a\u{FEFF}b", [(.identifier, "a"), (.unknown, "\u{FEFF}"), (.identifier, "b")])
    }

    func testLineEndings() {
        let source = "a\r\nb\rc\nd"
        assertTrivia(source, [(.newline, "\r\n"), (.newline, "\r"), (.newline, "\n")])
        let t = tokens(source)
        XCTAssertEqual(t.map(\.range), [ByteRange(0, 1), ByteRange(3, 4), ByteRange(5, 6), ByteRange(7, 8)])
        XCTAssertTrue(t.allSatisfy(\.isAtStartOfLine))
        // `\n\r` is two line breaks.
        assertTrivia("a\n\rb", [(.newline, "\n"), (.newline, "\r")])
    }

    func testWhitespace() {
        assertTrivia("a\t\u{0C}\u{0B} b", [(.whitespace, "\t\u{0C}\u{0B} ")])
        let t = tokens("a\t\u{0C}b")
        XCTAssertTrue(t[1].hasLeadingTrivia)
        XCTAssertFalse(t[1].isAtStartOfLine)
        assertTrivia("a\u{0}b", [(.whitespace, "\u{0}")])
        assertTokens("a\u{0}b", [(.identifier, "a"), (.identifier, "b")])
    }

    // MARK: Invalid input

    func testInvalidUTF8() {
        // A stray 0xFF between identifiers.
        var lexed = lex(bytes: [0x61, 0xFF, 0x62])
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .unknown, .identifier, .endOfFile])
        XCTAssertEqual(lexed.tokens[1].range, ByteRange(1, 2))

        lexed = lex(bytes: [0xFF])
        XCTAssertEqual(lexed.tokens.map(\.kind), [.unknown, .endOfFile])

        // Truncated sequences, an overlong encoding of NUL, an encoded surrogate, a scalar beyond U+10FFFF,
        // a lone continuation byte: all unknown, and lexing goes on.
        for bad: [UInt8] in [[0xE2, 0x82], [0xF0, 0x9F, 0x90], [0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80],
                             [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80]] {
            let bytes = Array("let ".utf8) + bad + Array(" = 1".utf8)
            lexed = lex(bytes: bytes)
            let kinds = lexed.tokens.map(\.kind)
            XCTAssertEqual(kinds.first, .identifier, "\(bad)")
            XCTAssertEqual(Array(kinds.suffix(3)), [.equal, .integerLiteral, .endOfFile], "\(bad)")
            let middle = lexed.tokens.dropFirst().dropLast(3)
            XCTAssertFalse(middle.isEmpty, "\(bad)")
            XCTAssertTrue(middle.allSatisfy { $0.kind == .unknown }, "\(bad): \(middle.map(\.kind))")
            XCTAssertEqual(middle.first?.start, 4)
            XCTAssertEqual(middle.last?.end, Int32(4 + bad.count))
        }
        // Invalid bytes right after a valid identifier end the identifier.
        lexed = lex(bytes: Array("café".utf8) + [0xC3] + Array("x".utf8))
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .unknown, .identifier, .endOfFile])
        XCTAssertEqual(lexed.tokens[0].range, ByteRange(0, 5))
        // Inside strings and comments invalid bytes are just content.
        lexed = lex(bytes: [0x22, 0xFF, 0x22, 0x2F, 0x2F, 0xFE])
        XCTAssertEqual(lexed.tokens.map(\.kind), [.stringOpen, .stringSegment, .stringClose, .endOfFile])
        XCTAssertEqual(lexed.trivia.map(\.kind), [.lineComment])
    }

    func testControlBytesAndStrayCharacters() {
        assertTokens("a\u{1}b", [(.identifier, "a"), (.unknown, "\u{1}"), (.identifier, "b")])
        assertTokens("a\u{7F}b", [(.identifier, "a"), (.unknown, "\u{7F}"), (.identifier, "b")])
        assertTokens("'a'", [(.unknown, "'"), (.identifier, "a"), (.unknown, "'")])
        assertTokens("`", [(.backtick, "`")])
        assertTokens("a ` b", [(.identifier, "a"), (.backtick, "`"), (.identifier, "b")])
        assertTokens("``", [(.backtick, "`"), (.backtick, "`")])
        assertTokens("`a\nb`", [(.backtick, "`"), (.identifier, "a"), (.identifier, "b"), (.backtick, "`")])
        assertTokens("a\u{A0}b", [(.identifier, "a"), (.unknown, "\u{A0}"), (.identifier, "b")])
    }

    // MARK: Flags

    func testStartOfLineAndLeadingTriviaFlags() {
        let t = tokens("a b\n  c/*x*/d")
        XCTAssertEqual(t.map(\.isAtStartOfLine), [true, false, true, false])
        XCTAssertEqual(t.map(\.hasLeadingTrivia), [false, true, true, true])
        let eof = lex("a\n").tokens.last!
        XCTAssertEqual(eof.kind, .endOfFile)
        XCTAssertTrue(eof.isAtStartOfLine)
        XCTAssertEqual(eof.range, ByteRange(2, 2))
        XCTAssertEqual(lex("").tokens.map(\.kind), [.endOfFile])
        XCTAssertTrue(lex(" ").tokens[0].hasLeadingTrivia)
        // The first token of a file starts a line.
        XCTAssertTrue(tokens("x")[0].isAtStartOfLine)
        XCTAssertFalse(tokens("x")[0].hasLeadingTrivia)
        // Tokens inside strings carry no trivia flags.
        let s = tokens("f( \"a\\(b)c\")")
        XCTAssertEqual(s.map(\.hasLeadingTrivia), [false, false, true, false, false, false, false, false, false, false])
    }

    // MARK: Line table

    func testLocationsWithLineFeeds() {
        lex("ab\ncd\n")
        let file = SourceFile(text: "ab\ncd\n")
        XCTAssertEqual(file.lineStarts, [0, 3, 6])
        XCTAssertEqual(file.lineCount, 2)
        XCTAssertEqual(file.location(of: 0), LineColumn(line: 1, column: 1))
        XCTAssertEqual(file.location(of: 2), LineColumn(line: 1, column: 3))
        XCTAssertEqual(file.location(of: 3), LineColumn(line: 2, column: 1))
        XCTAssertEqual(file.location(of: 4), LineColumn(line: 2, column: 2))
        XCTAssertEqual(file.location(of: 6), LineColumn(line: 3, column: 1))
        XCTAssertEqual(file.location(of: 100), LineColumn(line: 3, column: 1))
        XCTAssertEqual(file.location(of: -5), LineColumn(line: 1, column: 1))
        XCTAssertEqual(file.lineRange(1), ByteRange(0, 2))
        XCTAssertEqual(file.lineRange(2), ByteRange(3, 5))
        XCTAssertEqual(file.lineRange(0), ByteRange(6, 6))
        XCTAssertEqual(file.lineRange(9), ByteRange(6, 6))
    }

    func testLocationsWithCRLFAndCR() {
        lex("ab\r\ncd\ref")
        let file = SourceFile(text: "ab\r\ncd\ref")
        XCTAssertEqual(file.lineStarts, [0, 4, 7])
        XCTAssertEqual(file.lineCount, 3)
        XCTAssertEqual(file.location(of: 3), LineColumn(line: 1, column: 4))  // the \n of \r\n
        XCTAssertEqual(file.location(of: 4), LineColumn(line: 2, column: 1))
        XCTAssertEqual(file.location(of: 7), LineColumn(line: 3, column: 1))
        XCTAssertEqual(file.location(of: 8), LineColumn(line: 3, column: 2))
        XCTAssertEqual(file.lineRange(1), ByteRange(0, 2))
        XCTAssertEqual(file.lineRange(2), ByteRange(4, 6))
        XCTAssertEqual(file.lineRange(3), ByteRange(7, 9))
        XCTAssertEqual(file.text(file.lineRange(3)), "ef")

        let empty = SourceFile(text: "")
        XCTAssertEqual(empty.lineCount, 1)
        XCTAssertEqual(empty.location(of: 0), LineColumn(line: 1, column: 1))
        XCTAssertEqual(empty.lineRange(1), ByteRange(0, 0))

        lex("\n\r\n\r")
        let blank = SourceFile(text: "\n\r\n\r")
        XCTAssertEqual(blank.lineStarts, [0, 1, 3, 4])
        XCTAssertEqual(blank.lineCount, 3)
        XCTAssertEqual(blank.lineRange(2), ByteRange(1, 1))
    }

    /// `countLines` counts 32 bytes at a time; it must agree, at every length and mix of line ends, with
    /// the plain byte-by-byte definition (`\n`, `\r\n` and a lone `\r` each end a line).
    func testCountLinesAgreesWithTheByteByByteDefinition() {
        func reference(_ bytes: [UInt8]) -> Int {
            var lines = 0
            var previous: UInt8 = 0
            for b in bytes {
                if b == 0x0A { if previous != 0x0D { lines += 1 } } else if b == 0x0D { lines += 1 }
                previous = b
            }
            if let last = bytes.last, last != 0x0A, last != 0x0D { lines += 1 }
            return lines
        }
        var generator = SystemRandomNumberGenerator()
        let alphabets: [[UInt8]] = [[0x61, 0x0A], [0x61, 0x0A, 0x0D], [0x0A], [0x61], [0x0D, 0x0A, 0xFF]]
        for length in Array(0...70) + [8_159, 8_160, 8_161, 8_192, 20_000, 100_003] {
            for alphabet in alphabets {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                XCTAssertEqual(SourceFile.countLines(bytes), reference(bytes), "length \(length), alphabet \(alphabet)")
            }
        }
        XCTAssertEqual(SourceFile.countLines(Array("a\nb\n".utf8)), 2)
        XCTAssertEqual(SourceFile.countLines(Array("a\r\nb".utf8)), 2)
    }

    func testColumnsCountUTF8Bytes() {
        let source = "let é = \"🐶\"; x"
        let file = SourceFile(text: source)
        let lexed = lex(source)
        let x = lexed.tokens[lexed.tokens.count - 2]
        XCTAssertEqual(lexed.text(x), "x")
        XCTAssertEqual(file.location(of: Int(x.start)), LineColumn(line: 1, column: 18))
        XCTAssertEqual(file.location(of: 6), LineColumn(line: 1, column: 7))  // after `let é`
        lex("é\n  x")
        let second = SourceFile(text: "é\n  x")
        XCTAssertEqual(second.location(of: 5), LineColumn(line: 2, column: 3))
    }

    // MARK: Robustness

    /// A small deterministic PRNG (xorshift64*), so that failures reproduce.
    private struct XorShift {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    private static let fragments: [String] = [
        "let", "var", " ", "\n", "\r\n", "\r", "\t", "x", "café", "🐶", "`", "`if`", "$0", "$x", "_", "#", "#if",
        "#endif", "#Preview", "#\"", "\"#", "##\"", "\"", "\"\"\"", "\\(", "\\#(", "\\", "(", ")", "{", "}", "[", "]",
        ",", ":", ";", "@", ".", "..<", "...", "?", "!", "&", "->", "=", "==", "+", "-", "*", "/", "//", "/*", "*/",
        "///", "/**", "#/", "/#", "<#", "#>", "<", ">", "0x", "0x1.8p3", "1.5e-3", "1_000", "0b", "0o", "e", "p",
        "'", "\u{0}", "\u{1}", "\u{7F}", "\u{FEFF}", "#!", "é", "\u{301}", "≥", "∘",
    ]

    func testRandomInputsRoundTrip() {
        var random = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<2_000 {
            let length = random.below(201)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length + 8)
            while bytes.count < length {
                switch random.below(4) {
                case 0:
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                case 1:
                    bytes.append(UInt8(0x20 + random.below(0x5F)))
                default:
                    bytes += Array(Self.fragments[random.below(Self.fragments.count)].utf8)
                }
            }
            if bytes.count > length { bytes.removeLast(bytes.count - length) }
            assertRoundTrip(bytes)
        }
    }

    func testPathologicalInputsRoundTrip() {
        let inputs: [[UInt8]] = [
            [], [0], [0xEF, 0xBB], [0xEF, 0xBB, 0xBF], Array("#!".utf8), Array("\u{FEFF}#!".utf8),
            Array(repeating: UInt8(ascii: "("), count: 10_000),
            Array(repeating: UInt8(ascii: ")"), count: 10_000),
            Array(repeating: UInt8(ascii: "\""), count: 10_001),
            Array(repeating: UInt8(ascii: "#"), count: 5_000) + [UInt8(ascii: "\"")],
            Array(repeating: UInt8(ascii: "/"), count: 10_000),
            Array(String(repeating: "/*", count: 5_000).utf8),
            Array(String(repeating: "\"\\(", count: 5_000).utf8) + Array(String(repeating: ")\"", count: 5_000).utf8),
            Array(String(repeating: "\"\"\"\n\\(", count: 2_000).utf8),
            Array(String(repeating: "#/", count: 3_000).utf8),
            Array(String(repeating: "<#", count: 3_000).utf8),
            Array(String(repeating: "`", count: 3_001).utf8),
            Array(String(repeating: "x.", count: 5_000).utf8) + [UInt8(ascii: "0")],
            Array(repeating: 0xFF, count: 1_000),
            Array(repeating: 0x80, count: 1_000),
        ]
        for input in inputs { assertRoundTrip(input) }
    }

    func testFixturesRoundTrip() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TheseusSyntaxTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Fixtures")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return
        }
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return XCTFail("cannot list \(root.path)")
        }
        for case let url as URL in walker {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let data = try Data(contentsOf: url)
            let lexed = assertRoundTrip(Array(data))
            XCTAssertFalse(lexed.tokens.isEmpty, url.path)
        }
    }
}
