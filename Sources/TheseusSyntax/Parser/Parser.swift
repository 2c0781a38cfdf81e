/// A recursive-descent parser for the Swift subset that SwiftUI rules need, robust to everything else.
///
/// Shape (after swift-syntax): one function per production, files by grammar area
/// (`Parser+Declarations`, `+Statements`, `+Expressions`, `+Types`), consumption only through
/// `at` / `eat` / `expect`, and recovery that wraps what it cannot place in `error` nodes and
/// resynchronises on a ladder: closing brace > declaration keyword at line start > statement keyword >
/// the rest. Every loop makes progress; nesting deeper than `maxDepth` becomes an error node whose
/// tokens are skipped by bracket matching, never a stack overflow. Cost is linear in the input.
public struct Parser {
    /// The default nesting limit. Each level costs a few stack frames; 256 levels fit comfortably in
    /// the 512 KiB stack of a secondary thread even in a debug build.
    public static let defaultMaxDepth = 256

    public static func parse(_ source: SourceFile, maxDepth: Int = defaultMaxDepth) -> SyntaxTree {
        parse(Lexer.lex(source), maxDepth: maxDepth)
    }

    public static func parse(_ lexed: LexedFile, maxDepth: Int = defaultMaxDepth) -> SyntaxTree {
        var parser = Parser(lexed: lexed, maxDepth: maxDepth)
        let root = parser.parseSourceFile()
        let nodes = parser.nodes.take(), childIDs = parser.childIDs.take()
        parser.nodes.free()
        parser.childIDs.free()
        parser.pending.free()
        return SyntaxTree(lexed: lexed, nodes: nodes, childIDs: childIDs, root: root, tokens: parser.tokens)
    }

    // MARK: State

    let source: SourceFile
    var tokens: [Token]
    var pos = 0
    var nodes: ParseBuffer<RawNode>
    var childIDs: ParseBuffer<NodeID>
    /// Finished nodes not yet adopted by a parent. A node adopts everything pushed since its marker.
    var pending = ParseBuffer<NodeID>(capacity: 64)
    var errorCount = 0
    var depth = 0
    let maxDepth: Int
    /// Inside `if`/`while`/`guard`/`for`/`switch` heads a `{` opens the body, not a trailing closure.
    var trailingClosuresAllowed = true
    /// `#if` conditions end at the end of their line.
    var stopAtLineStart = false

    init(lexed: LexedFile, maxDepth: Int) {
        self.source = lexed.source
        self.tokens = lexed.tokens
        self.maxDepth = maxDepth
        nodes = ParseBuffer(capacity: tokens.count / 2 + 8)
        childIDs = ParseBuffer(capacity: tokens.count / 2 + 8)
    }

    // MARK: Tokens

    @inline(__always) var current: Token { tokens[pos] }

    @inline(__always) func peek(_ offset: Int = 1) -> Token {
        let i = pos + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    @inline(__always) var atEnd: Bool { tokens[pos].kind == .endOfFile }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[pos].kind == kind }

    /// The current token spells `keyword` (and is not a backticked identifier).
    @inline(__always) func at(_ keyword: Keyword) -> Bool {
        let t = tokens[pos]
        return t.keyword == keyword && (t.kind == .identifier || t.kind == .hashIdentifier) && !t.flags.contains(.backticked)
    }

    @inline(__always) func isKeyword(_ t: Token, _ keyword: Keyword) -> Bool {
        t.keyword == keyword && !t.flags.contains(.backticked)
    }

    /// Whether a token's bytes equal `literal`.
    @inline(__always) func text(_ t: Token, is literal: StaticString) -> Bool {
        source.bytes(t.range, equal: literal)
    }

    @inline(__always) func firstByte(_ t: Token) -> UInt8 {
        t.start < t.end ? source.bytes[Int(t.start)] : 0
    }

    @inline(__always) mutating func advance() {
        if pos < tokens.count - 1 { pos += 1 }
    }

    @discardableResult @inline(__always)
    mutating func eat(_ kind: TokenKind) -> Bool {
        guard at(kind) else { return false }
        advance()
        return true
    }

    @discardableResult @inline(__always)
    mutating func eat(_ keyword: Keyword) -> Bool {
        guard at(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes `kind` or records a missing token (the enclosing node gets `hasError`).
    @discardableResult
    mutating func expect(_ kind: TokenKind) -> Bool {
        if eat(kind) { return true }
        errorCount += 1
        return false
    }

    @discardableResult
    mutating func expect(_ keyword: Keyword) -> Bool {
        if eat(keyword) { return true }
        errorCount += 1
        return false
    }

    // MARK: Nodes

    struct Marker {
        let pendingIndex: Int
        let token: Int
        let errors: Int
    }

    @inline(__always) func mark() -> Marker {
        Marker(pendingIndex: pending.count, token: pos, errors: errorCount)
    }

    /// A marker that makes the last finished node the first child of the next node finished with it
    /// (for postfix chains and operators: `a.b` wraps `a`).
    func mark(before node: NodeID) -> Marker {
        Marker(pendingIndex: pending.count - 1, token: Int(nodes[node.index].firstToken), errors: errorCount)
    }

    @discardableResult
    mutating func finish(_ m: Marker, _ kind: SyntaxKind, main: Int = -1, flags: NodeFlags = []) -> NodeID {
        let childStart = childIDs.count
        let count = pending.count - m.pendingIndex
        if count > 0 {
            // One by one: `append(contentsOf:)` of a slice and `removeLast(_:)` go through generic paths
            // that cost several times more for the one to three children most nodes have.
            for i in m.pendingIndex..<pending.count { childIDs.append(pending[i]) }
            for _ in 0..<count { pending.removeLast() }
        }
        var flags = flags
        if errorCount != m.errors { flags.insert(.hasError) }
        let id = NodeID(nodes.count)
        nodes.append(RawNode(kind: kind, flags: flags, mainToken: Int32(main), firstToken: Int32(m.token),
                             endToken: Int32(max(pos, m.token)), childStart: Int32(childStart), childCount: Int32(count)))
        pending.append(id)
        return id
    }

    /// Builds a node from explicit children (already finished and no longer pending), for operator folding.
    mutating func makeNode(_ kind: SyntaxKind, children: [NodeID], main: Int, first: Int32, end: Int32, flags: NodeFlags = []) -> NodeID {
        let childStart = childIDs.count
        childIDs.append(contentsOf: children)
        let id = NodeID(nodes.count)
        nodes.append(RawNode(kind: kind, flags: flags, mainToken: Int32(main), firstToken: first, endToken: end,
                             childStart: Int32(childStart), childCount: Int32(children.count)))
        return id
    }

    // MARK: Nesting

    /// Enters one level of nesting; `false` at the limit, after wrapping the construct at hand in an
    /// error node (skipped by bracket matching, so its cost stays linear).
    mutating func enter() -> Bool {
        if depth >= maxDepth {
            let m = mark()
            skipBalanced()
            errorCount += 1
            finish(m, .error, main: m.token, flags: .nestingLimit)
            return false
        }
        depth += 1
        return true
    }

    @inline(__always) mutating func leave() { depth -= 1 }

    // MARK: Recovery

    /// Consumes the current token and, when it opens a bracket, everything up to its partner, iteratively.
    /// An unclosed `(` or `[` ends where a declaration starts a line: a `func` cannot be inside
    /// parentheses, so the parentheses were never closed (braces may hold declarations, so they go on).
    mutating func skipBalanced() {
        var open: [TokenKind] = []
        repeat {
            let t = current
            if pos > 0, t.isAtStartOfLine, let innermost = open.last, innermost != .leftBrace, isDeclarationInsideBrackets() {
                return
            }
            switch t.kind {
            case .leftParen, .leftBrace, .leftSquare, .interpolationOpen: open.append(t.kind)
            case .rightParen, .rightBrace, .rightSquare, .interpolationClose: _ = open.popLast()
            case .endOfFile: return
            default: break
            }
            advance()
        } while !open.isEmpty
    }

    /// Wraps tokens that cannot start an item in an error node: at least one token, then on to the
    /// next synchronisation point (a closing brace, or a declaration or statement starting a line).
    mutating func recover(statements: Bool) {
        let m = mark()
        errorCount += 1
        if at(.rightParen) || at(.rightSquare) || at(.interpolationClose) || isPoundClause() || at(.rightBrace) {
            advance()
        } else {
            skipBalanced()
        }
        while !atEnd && !at(.rightBrace) {
            if current.isAtStartOfLine && (isAtDeclarationStart(members: !statements) || isAtStatementKeyword() || statements) { break }
            if isPoundClause() || at(.poundIf) { break }
            if at(.rightParen) || at(.rightSquare) || at(.interpolationClose) { advance(); continue }
            skipBalanced()
        }
        finish(m, .error, main: m.token)
    }

    func isPoundClause() -> Bool {
        at(.poundElse) || at(.poundElseif) || at(.poundEndif)
    }

    // MARK: File

    mutating func parseSourceFile() -> NodeID {
        let m = mark()
        parseItemList(members: false, topLevel: true)
        // Anything left (cannot happen: the list consumes to the end) is an error.
        while !atEnd { recover(statements: true) }
        return finish(m, .sourceFile)
    }

    /// Statements (or members) until a closing brace, the end of the file, or a `#if` clause keyword.
    /// At top level a stray `}` is wrapped in an error node and parsing goes on.
    mutating func parseItemList(members: Bool, topLevel: Bool = false, inIfConfig: Bool = false, inSwitch: Bool = false) {
        while !atEnd {
            let before = pos
            if at(.semicolon) { advance(); continue }
            if at(.rightBrace) {
                if topLevel { recover(statements: true); continue }
                return
            }
            if isPoundClause() {
                if inIfConfig { return }
                recover(statements: !members)
                continue
            }
            if inSwitch, at(.case) || at(.default) || (at(.atSign) && peek().keyword == .none && text(peek(), is: "unknown"))
                || (at(.poundIf) && firstTokenOfNextLine().map(isSwitchCaseStart) == true) {
                return
            }
            if members { parseMember() } else { parseStatement() }
            if pos == before { recover(statements: !members) }
        }
    }

    /// A declaration starting a line inside `(…)` or `[…]` means the brackets were never closed.
    /// Bindings (`let x` in a multi-line case pattern) and labels (`protocol:`) are not declarations.
    func isDeclarationInsideBrackets() -> Bool {
        current.isAtStartOfLine && !at(.let) && !at(.var) && !at(.case) && !at(.atSign) && isAtDeclarationStart(members: true)
    }

    /// The first token on a line after the current one (bounded by the line's length).
    func firstTokenOfNextLine() -> Int? {
        var i = pos + 1
        while i < tokens.count - 1, !tokens[i].isAtStartOfLine { i += 1 }
        return i < tokens.count ? i : nil
    }

    func isSwitchCaseStart(_ i: Int) -> Bool {
        let t = tokens[i]
        return isKeyword(t, .case) || isKeyword(t, .default) || t.kind == .atSign
    }

    /// Whether the tokens ahead start a declaration: attributes, modifiers, then a declaration keyword.
    func isAtDeclarationStart(members: Bool) -> Bool {
        // A keyword followed by `:` is an argument label or a parameter name (`protocol: x`).
        if peek().kind == .colon { return false }
        var i = pos
        var steps = 0
        while steps < 16 {
            steps += 1
            let t = tokens[i]
            if t.kind == .atSign {
                // `@unknown default:` belongs to a switch.
                if i + 1 < tokens.count, text(tokens[i + 1], is: "unknown") { return false }
                return true
            }
            guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
            switch t.keyword {
            case .var, .let, .func, .struct, .enum, .protocol, .extension, .import, .typealias, .`init`, .deinit,
                 .subscript, .associatedtype, .operator, .precedencegroup:
                return true
            case .case:
                return members
            case .actor, .macro:
                return i + 1 < tokens.count && tokens[i + 1].kind == .identifier && !tokens[i + 1].isAtStartOfLine
            case .class:
                return true
            default:
                guard isModifier(at: i) else { return false }
                i += 1
                // `private(set)`, `unowned(unsafe)`
                if isModifierDetail(at: i) { i += 3 }
                if i >= tokens.count - 1 { return false }
            }
        }
        return false
    }

    /// Modifier keywords; contextual ones count only when a declaration follows (checked by the caller).
    func isModifier(at i: Int) -> Bool {
        let t = tokens[i]
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .mutating,
             .nonmutating, .lazy, .weak, .unowned, .optional, .dynamic, .indirect, .convenience, .required,
             .nonisolated, .distributed, .consuming, .borrowing, .isolated:
            // A modifier is followed by another modifier, an attribute or a declaration keyword.
            guard i + 1 < tokens.count else { return false }
            let next = tokens[i + 1]
            if next.kind == .leftParen { return isModifierDetail(at: i + 1) }
            return next.kind == .identifier || next.kind == .atSign
        case .none:
            return text(t, is: "prefix") || text(t, is: "postfix") || text(t, is: "infix") || text(t, is: "__consuming")
        default:
            return false
        }
    }

    /// The `(set)` of `private(set)`, the `(unsafe)` of `unowned(unsafe)`, starting at token `i`.
    func isModifierDetail(at i: Int) -> Bool {
        guard i + 2 < tokens.count, tokens[i].kind == .leftParen, !tokens[i].hasLeadingTrivia,
              tokens[i + 1].kind == .identifier, tokens[i + 2].kind == .rightParen else { return false }
        let word = tokens[i + 1]
        return text(word, is: "set") || text(word, is: "unsafe") || text(word, is: "safe")
    }

    func isAtStatementKeyword() -> Bool {
        let t = current
        guard t.kind == .identifier || t.kind == .hashIdentifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .if, .guard, .while, .repeat, .for, .switch, .return, .throw, .break, .continue, .fallthrough,
             .defer, .do, .poundIf:
            return true
        default:
            return false
        }
    }
}
