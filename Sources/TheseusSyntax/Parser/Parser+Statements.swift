extension Parser {
    // MARK: Statements

    mutating func parseStatement() {
        guard enter() else { return }
        defer { leave() }
        let t = current
        if t.kind == .hashIdentifier {
            if at(.poundIf) { parseIfConfig(.statements); return }
            // `#Preview { … }`, `#warning("…")` starting a statement: a freestanding macro declaration.
            if t.keyword == .none && t.isAtStartOfLine { parseMacroExpansionDecl(); return }
        }
        if t.kind == .identifier, !t.flags.contains(.backticked) {
            switch t.keyword {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .while: parseWhile(); return
            case .repeat:
                if peek().kind == .leftBrace { parseRepeat(); return }
            case .for: parseFor(); return
            case .switch: parseSwitch(); return
            case .return: parseValueStatement(.returnStmt); return
            case .throw: parseValueStatement(.throwStmt); return
            case .break: parseJump(.breakStmt); return
            case .continue: parseJump(.continueStmt); return
            case .fallthrough: let m = mark(); advance(); finish(m, .fallthroughStmt, main: m.token); return
            case .defer: let m = mark(); advance(); parseCodeBlock(); finish(m, .deferStmt, main: m.token); return
            case .do: parseDo(); return
            case .yield where !peek().isAtStartOfLine && peek().kind != .period && peek().kind != .equal:
                parseValueStatement(.yieldStmt); return
            case .discard where peek().kind == .identifier && !peek().isAtStartOfLine:
                parseValueStatement(.discardStmt); return
            case .then where !peek().isAtStartOfLine && peek().kind != .period && peek().kind != .equal && peek().kind != .leftParen:
                parseValueStatement(.thenStmt); return
            default: break
            }
            // `label: for …`
            if t.keyword == .none, peek().kind == .colon, isLabelTarget(peek(2)) {
                let m = mark()
                let label = pos
                advance(); advance()
                parseStatement()
                finish(m, .labeledStmt, main: label)
                return
            }
        }
        if isAtDeclarationStart(members: false) { parseDeclaration(); return }
        parseExpression()
    }

    func isLabelTarget(_ t: Token) -> Bool {
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .for, .while, .repeat, .do, .if, .switch, .guard: return true
        default: return false
        }
    }

    /// `{ statements }`
    mutating func parseCodeBlock() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        guard expect(.leftBrace) else { finish(m, .codeBlock); return }
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        parseItemList(members: false)
        expect(.rightBrace)
        (trailingClosuresAllowed, stopAtLineStart) = saved
        finish(m, .codeBlock)
    }

    /// `if conditions { … } else if … { … } else { … }`, as a statement or an expression.
    mutating func parseIf() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let keyword = pos
        advance()
        parseConditionList()
        parseCodeBlock()
        if at(.else) {
            advance()
            if at(.if) { parseIf() } else { parseCodeBlock() }
        }
        finish(m, .ifExpr, main: keyword)
    }

    mutating func parseGuard() {
        let m = mark()
        let keyword = pos
        advance()
        parseConditionList()
        expect(.else)
        parseCodeBlock()
        finish(m, .guardStmt, main: keyword)
    }

    mutating func parseWhile() {
        let m = mark()
        let keyword = pos
        advance()
        parseConditionList()
        parseCodeBlock()
        finish(m, .whileStmt, main: keyword)
    }

    mutating func parseRepeat() {
        let m = mark()
        let keyword = pos
        advance()
        parseCodeBlock()
        if expect(.while) { parseExpression() }
        finish(m, .repeatStmt, main: keyword)
    }

    /// `for try await case let pattern: T in sequence where condition { … }`
    mutating func parseFor() {
        let m = mark()
        let keyword = pos
        advance()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        eat(.try)
        eat(.await)
        if at(.case) {
            advance()
            parseExpression()
        } else {
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
        }
        if expect(.in) { parseExpression() }
        if at(.where) {
            let w = mark()
            advance()
            parseExpression()
            finish(w, .whereClause)
        }
        trailingClosuresAllowed = saved
        parseCodeBlock()
        finish(m, .forStmt, main: keyword)
    }

    /// Conditions of `if`, `guard` and `while`, separated by commas.
    mutating func parseConditionList() {
        let m = mark()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        repeat {
            let before = pos
            parseCondition()
            if pos == before { errorCount += 1; break }
        } while eat(.comma)
        trailingClosuresAllowed = saved
        finish(m, .conditionList)
    }

    mutating func parseCondition() {
        let m = mark()
        let keyword = pos
        if at(.let) || at(.var) || (at(.identifier) && (text(current, is: "inout") || text(current, is: "borrowing"))
                                      && peek().kind == .identifier) {
            advance()
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) {
                let i = mark()
                advance()
                parseExpression()
                finish(i, .initializerClause)
            }
            finish(m, .optionalBindingCondition, main: keyword)
        } else if at(.case) {
            advance()
            parseExpression()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) {
                let i = mark()
                advance()
                parseExpression()
                finish(i, .initializerClause)
            }
            finish(m, .matchingPatternCondition, main: keyword)
        } else if at(.poundAvailable) || at(.poundUnavailable) {
            advance()
            if at(.leftParen) { skipBalanced() } else { errorCount += 1 }
            finish(m, .availabilityCondition, main: keyword)
        } else {
            parseExpression()
        }
    }

    /// `switch subject { case …: … default: … }`, as a statement or an expression.
    mutating func parseSwitch() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let keyword = pos
        advance()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        parseExpression()
        trailingClosuresAllowed = saved
        if expect(.leftBrace) {
            let savedLine = stopAtLineStart
            stopAtLineStart = false
            parseSwitchCases(inIfConfig: false)
            stopAtLineStart = savedLine
            expect(.rightBrace)
        }
        finish(m, .switchExpr, main: keyword)
    }

    mutating func parseSwitchCases(inIfConfig: Bool) {
        while !atEnd && !at(.rightBrace) {
            let before = pos
            if isPoundClause() {
                if inIfConfig { return }
                recover(statements: true)
            } else if at(.poundIf) {
                parseIfConfig(.switchCases)
            } else if at(.case) || at(.default) || at(.atSign) {
                parseSwitchCase()
            } else {
                // Statements before the first case: keep them, marked as an error.
                let m = mark()
                errorCount += 1
                parseStatement()
                if pos == before { advance() }
                finish(m, .error, main: m.token)
            }
            if pos == before { advance() }
        }
    }

    /// `case .a(let x), .b where x > 0:` or `default:` and the statements after it.
    mutating func parseSwitchCase() {
        let m = mark()
        parseAttributes() // @unknown
        let keyword = pos
        if at(.case) {
            advance()
            repeat {
                let before = pos
                parseExpression()
                if at(.where) {
                    let w = mark()
                    advance()
                    parseExpression()
                    finish(w, .whereClause)
                }
                if pos == before { errorCount += 1; break }
            } while eat(.comma)
        } else {
            eat(.default)
        }
        expect(.colon)
        parseItemList(members: false, inIfConfig: true, inSwitch: true)
        finish(m, .switchCase, main: keyword)
    }

    mutating func parseDo() {
        let m = mark()
        let keyword = pos
        advance()
        if at(.throws) { advance(); if at(.leftParen) { skipBalanced() } }
        parseCodeBlock()
        while at(.catch) {
            let c = mark()
            let k = pos
            advance()
            if !at(.leftBrace) {
                let saved = trailingClosuresAllowed
                trailingClosuresAllowed = false
                repeat {
                    let before = pos
                    parseExpression()
                    if at(.where) {
                        let w = mark()
                        advance()
                        parseExpression()
                        finish(w, .whereClause)
                    }
                    if pos == before { break }
                } while eat(.comma)
                trailingClosuresAllowed = saved
            }
            parseCodeBlock()
            finish(c, .catchClause, main: k)
        }
        finish(m, .doStmt, main: keyword)
    }

    /// `return`, `throw`, `yield`, `discard`, `then`, with an optional value.
    mutating func parseValueStatement(_ kind: SyntaxKind) {
        let m = mark()
        let keyword = pos
        advance()
        if !at(.rightBrace) && !at(.semicolon) && !atEnd && !at(.case) && !at(.default) && !isPoundClause()
            && !at(.poundIf) && !(at(.atSign) && text(peek(), is: "unknown"))
            && !(current.isAtStartOfLine && (isAtStatementKeyword() || isAtDeclarationStart(members: false))) {
            parseExpression()
        }
        finish(m, kind, main: keyword)
    }

    /// `break`, `continue`, with an optional label on the same line.
    mutating func parseJump(_ kind: SyntaxKind) {
        let m = mark()
        let keyword = pos
        advance()
        if at(.identifier), current.keyword == .none, !current.isAtStartOfLine { advance() }
        finish(m, kind, main: keyword)
    }

    // MARK: Patterns

    /// Patterns of bindings: `x`, `_`, `(a, b)`, `let x`, `x?` (in `for case`).
    mutating func parsePattern() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        switch current.kind {
        case .identifier where current.keyword == .let || current.keyword == .var:
            let keyword = pos
            advance()
            parsePattern()
            finish(m, .valueBindingPattern, main: keyword)
        case .identifier where text(current, is: "_"):
            advance()
            finish(m, .wildcardPattern)
        case .identifier:
            let name = pos
            advance()
            finish(m, .identifierPattern, main: name)
        case .leftParen:
            advance()
            while !atEnd && !at(.rightParen) && !at(.rightBrace) {
                let before = pos
                // `(label: x, y)` in tuple patterns
                if at(.identifier), peek().kind == .colon, peek(2).kind == .identifier { advance(); advance() }
                parsePattern()
                if pos == before { skipBalanced() }
                if !eat(.comma) { break }
            }
            expect(.rightParen)
            finish(m, .tuplePattern)
        default:
            errorCount += 1
            finish(m, .identifierPattern)
        }
    }
}
