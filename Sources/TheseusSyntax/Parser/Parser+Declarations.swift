extension Parser {
    // MARK: Members and declarations

    /// One item of a type's member block.
    mutating func parseMember() {
        if at(.poundIf) { parseIfConfig(.members); return }
        if at(.hashIdentifier) && !isPoundClause() { parseMacroExpansionDecl(); return }
        if isAtDeclarationStart(members: true) { parseDeclaration(); return }
        recover(statements: false)
    }

    /// Attributes, modifiers and one declaration. The caller checked `isAtDeclarationStart`.
    mutating func parseDeclaration() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        parseAttributes()
        parseModifiers()
        let t = current
        switch t.keyword {
        case .import: parseImport(m)
        case .struct: parseTypeDeclaration(m, .structDecl)
        case .class: parseTypeDeclaration(m, .classDecl)
        case .enum: parseTypeDeclaration(m, .enumDecl)
        case .protocol: parseTypeDeclaration(m, .protocolDecl)
        case .actor: parseTypeDeclaration(m, .actorDecl)
        case .extension: parseExtension(m)
        case .var, .let: parseVariable(m)
        case .func: parseFunction(m)
        case .`init`: parseInitializer(m)
        case .deinit: advance(); if at(.leftBrace) { parseCodeBlock() }; finish(m, .deinitializerDecl, main: m.token)
        case .subscript: parseSubscript(m)
        case .typealias: parseTypealias(m)
        case .associatedtype: parseAssociatedtype(m)
        case .case: parseEnumCase(m)
        case .operator: parseOperatorDecl(m)
        case .precedencegroup: parsePrecedenceGroup(m)
        case .macro: parseMacroDecl(m)
        default:
            if at(.hashIdentifier) && !isPoundClause() && !at(.poundIf) {
                // `@available(macOS 14, *) #Preview { … }`
                let name = pos
                advance()
                parseMacroArguments()
                finish(m, .macroExpansionDecl, main: name)
                return
            }
            // Attributes or modifiers with no declaration after them.
            errorCount += 1
            if pos == m.token { advance() }
            finish(m, .error, main: m.token)
        }
    }

    mutating func parseAttributes() {
        while at(.atSign) { parseAttribute() }
    }

    /// `@Name`, `@Module.Name`, `@Name(arguments)`.
    mutating func parseAttribute() {
        let m = mark()
        advance() // @
        // The main token is the attribute's own name: `State` in `@SwiftUI.State`.
        var nameToken = pos
        if at(.identifier) {
            advance()
            // `@Module.Name`, `@Reducer<State>`, `@FocusState<Field?>.Binding`
            while true {
                if at(.period), peek().kind == .identifier, !current.hasLeadingTrivia {
                    advance()
                    if tokens[nameToken].start < tokens[pos].start, isModuleName(tokens[nameToken]) { nameToken = pos }
                    advance()
                } else if atGenericOpen(), !current.hasLeadingTrivia {
                    parseGenericArgumentClause()
                } else {
                    break
                }
            }
        } else {
            errorCount += 1
        }
        // Arguments follow without a space: `@available(iOS 17, *)`, but `@escaping (() -> Void)` is a type.
        if at(.leftParen), !current.hasLeadingTrivia {
            let name = tokens[nameToken]
            if attributeHasExpressionArguments(name) {
                parseArgumentList(open: .leftParen, close: .rightParen)
            } else {
                skipBalanced()
            }
        }
        finish(m, .attribute, main: nameToken)
    }

    /// `SwiftUI` in `@SwiftUI.State`: a module qualifying the attribute, not the attribute's name.
    func isModuleName(_ t: Token) -> Bool {
        text(t, is: "SwiftUI") || text(t, is: "Observation") || text(t, is: "SwiftData") || text(t, is: "Combine")
    }

    /// Built-in attributes whose arguments are not expressions (`@available(iOS 17, *)`) are skipped.
    func attributeHasExpressionArguments(_ name: Token) -> Bool {
        let special: [StaticString] = ["available", "_available", "backDeployed", "_specialize", "objc", "_spi",
                                       "_spi_available", "_originallyDefinedIn", "inline", "_effects", "_semantics",
                                       "derivative", "differentiable", "transpose", "_implements", "_dynamicReplacement",
                                       "_private", "_expose", "_documentation", "_alignment", "_cdecl", "_silgen_name",
                                       "exclusivity", "_nonSendable", "_unavailableFromAsync", "_projectedValueProperty",
                                       "_typeEraser", "_opaqueReturnTypeOf", "_optimize", "_clangImporterSynthesizedType",
                                       "freestanding", "attached", "storageRestrictions", "preconcurrency", "_objcRuntimeName",
                                       "_restatedObjCConformance", "_dynamicReplacement", "convention", "differentiable",
                                       "isolated", "abi", "lifetime", "_lifetime", "execution", "_extern", "c", "export"]
        for s in special where text(name, is: s) { return false }
        return true
    }

    mutating func parseModifiers() {
        while isModifier(at: pos) || (at(.class) && isClassModifier()) {
            let m = mark()
            let keyword = pos
            advance()
            if isModifierDetail(at: pos) { advance(); advance(); advance() }
            finish(m, .modifier, main: keyword)
        }
    }

    /// `class` is a modifier in `class func`, `class var`, `class override …`.
    func isClassModifier() -> Bool {
        let next = peek()
        guard next.kind == .identifier, !next.flags.contains(.backticked) else { return false }
        switch next.keyword {
        case .func, .var, .let, .subscript, .class, .`init`, .typealias: return true
        default: return isModifier(at: pos + 1)
        }
    }

    mutating func parseImport(_ m: Marker) {
        let keyword = pos
        advance()
        // `import struct Foo.Bar`, `import Foo.Bar`
        if at(.identifier), peek().kind == .identifier, !peek().isAtStartOfLine { advance() }
        if at(.identifier) { advance() } else { errorCount += 1 }
        while at(.period), peek().kind == .identifier || peek().kind == .binaryOperator { advance(); advance() }
        finish(m, .importDecl, main: keyword)
    }

    /// `struct Name<T>: A, B where … { members }`, and the same for class, enum, protocol, actor.
    mutating func parseTypeDeclaration(_ m: Marker, _ kind: SyntaxKind) {
        advance() // keyword
        var name = -1
        if at(.identifier) { name = pos; advance() } else { errorCount += 1 }
        if atGenericOpen() { parseGenericParameterClause() }
        if kind == .protocolDecl, at(.leftSquare) { skipBalanced() } // primary associated types
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        finish(m, kind, main: name)
    }

    mutating func parseExtension(_ m: Marker) {
        let keyword = pos
        advance()
        parseType()
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        finish(m, .extensionDecl, main: keyword)
    }

    mutating func parseMemberBlock() {
        let m = mark()
        guard expect(.leftBrace) else { finish(m, .memberBlock); return }
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        parseItemList(members: true)
        expect(.rightBrace)
        (trailingClosuresAllowed, stopAtLineStart) = saved
        finish(m, .memberBlock)
    }

    mutating func parseInheritanceClause() {
        let m = mark()
        advance() // :
        repeat {
            let before = pos
            parseType()
            if pos == before { break }
        } while eat(.comma)
        finish(m, .inheritanceClause)
    }

    mutating func parseGenericWhereClause() {
        let m = mark()
        advance() // where
        repeat {
            let r = mark()
            let before = pos
            parseType()
            if at(.colon) {
                advance()
                parseType()
            } else if at(.binaryOperator), text(current, is: "==") {
                advance()
                parseType()
            }
            if pos == before { errorCount += 1; break }
            finish(r, .whereRequirement, main: r.token)
        } while eat(.comma)
        finish(m, .genericWhereClause)
    }

    /// `<T: P, each U, V>`
    mutating func parseGenericParameterClause() {
        let m = mark()
        eatAngleOpen()
        while !atEnd && !atAngleClose() {
            let p = mark()
            parseAttributes()
            if at(.each) || (at(.let) && peek().kind == .identifier) { advance() }
            var name = -1
            if at(.identifier) { name = pos; advance() } else { errorCount += 1; break }
            if eat(.colon) { parseType() }
            finish(p, .genericParameter, main: name)
            if !eat(.comma) { break }
        }
        if at(.where) { parseGenericWhereClause() }
        if !eatAngleClose() { errorCount += 1 }
        finish(m, .genericParameterClause)
    }

    // MARK: Variables

    /// `var`/`let` bindings: `@State private var x: T = v { accessors }, y = …`.
    mutating func parseVariable(_ m: Marker) {
        let keyword = pos
        let isLet = at(.let)
        advance()
        repeat {
            let before = pos
            parsePatternBinding()
            if pos == before { errorCount += 1; break }
        } while eat(.comma)
        finish(m, .variableDecl, main: keyword, flags: isLet ? .isLet : [])
    }

    mutating func parsePatternBinding() {
        let m = mark()
        parsePattern()
        if at(.colon) { parseTypeAnnotation() }
        if at(.equal) {
            let i = mark()
            advance()
            parseExpression()
            finish(i, .initializerClause)
        }
        if at(.leftBrace) { parseAccessorBlock() }
        finish(m, .patternBinding)
    }

    mutating func parseTypeAnnotation() {
        let m = mark()
        advance() // :
        parseType()
        finish(m, .typeAnnotation)
    }

    /// `{ get set }`, `{ get { … } set { … } }`, `{ willSet … didSet … }`, or a computed getter's body.
    mutating func parseAccessorBlock() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        advance() // {
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        defer { (trailingClosuresAllowed, stopAtLineStart) = saved }
        if isAtAccessor() {
            while !atEnd && !at(.rightBrace) {
                let before = pos
                if at(.poundIf) {
                    parseIfConfig(.accessors)
                } else if isAtAccessor() {
                    parseAccessor()
                } else {
                    recover(statements: false)
                }
                if pos == before { advance() }
            }
            expect(.rightBrace)
            finish(m, .accessorBlock)
        } else {
            parseItemList(members: false)
            expect(.rightBrace)
            finish(m, .accessorBlock, flags: .implicitGetter)
        }
    }

    func isAccessorKeyword(_ t: Token) -> Bool {
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .get, .set, .willSet, .didSet, .underscoreRead, .underscoreModify: return true
        case .`init`: return true
        default:
            return text(t, is: "unsafeAddress") || text(t, is: "unsafeMutableAddress") || text(t, is: "read") || text(t, is: "modify")
        }
    }

    /// An accessor list starts with an accessor keyword (maybe after attributes or `mutating`) that is
    /// followed by `{`, `(`, `}`, another accessor, or an effect.
    func isAtAccessor() -> Bool {
        var i = pos
        var steps = 0
        // `i` may step past the end when the file ends inside an attribute (found by fuzzing).
        while steps < 8, i < tokens.count {
            steps += 1
            let t = tokens[i]
            if t.kind == .atSign {
                // Skip the attribute and its arguments: `@inlinable get`, but `@Dependency(\.x) var y` is a statement.
                i += 2
                if i < tokens.count - 1, tokens[i].kind == .leftParen {
                    var depth = 0
                    repeat {
                        if tokens[i].kind == .leftParen { depth += 1 } else if tokens[i].kind == .rightParen { depth -= 1 }
                        i += 1
                    } while depth > 0 && i < tokens.count - 1
                }
                continue
            }
            if t.keyword == .mutating || t.keyword == .nonmutating || t.keyword == .borrowing || t.keyword == .consuming { i += 1; continue }
            guard isAccessorKeyword(t), i + 1 < tokens.count else { return false }
            let next = tokens[i + 1]
            switch next.kind {
            case .leftBrace, .rightBrace, .leftParen: return true
            case .identifier:
                return isAccessorKeyword(next) || next.keyword == .async || next.keyword == .throws || next.keyword == .mutating
                    || next.keyword == .nonmutating
            case .hashIdentifier: return next.keyword == .poundIf || next.keyword == .poundEndif
            default: return false
            }
        }
        return false
    }

    mutating func parseAccessor() {
        let m = mark()
        parseAttributes()
        while at(.mutating) || at(.nonmutating) || at(.borrowing) || at(.consuming) {
            let mm = mark(); let k = pos; advance(); finish(mm, .modifier, main: k)
        }
        let keyword = pos
        advance()
        if at(.leftParen) { skipBalanced() } // (newValue)
        parseEffects()
        if at(.leftBrace) { parseCodeBlock() }
        finish(m, .accessorDecl, main: keyword)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` in any order.
    mutating func parseEffects() {
        while true {
            if at(.async) || at(.rethrows) || (at(.identifier) && text(current, is: "reasync")) {
                advance()
            } else if at(.throws) {
                advance()
                if at(.leftParen), !current.hasLeadingTrivia { skipBalanced() }
            } else {
                return
            }
        }
    }

    // MARK: Functions

    mutating func parseFunction(_ m: Marker) {
        advance() // func
        var name = -1
        switch current.kind {
        case .identifier, .binaryOperator, .prefixOperator, .postfixOperator, .exclamation, .postfixQuestion, .infixQuestion,
             .equal, .prefixAmpersand, .arrow:
            name = pos
            advance()
        case .period:
            // Dot operators such as `.==` are lexed as a period and an operator.
            name = pos
            advance()
            if at(.binaryOperator) || at(.prefixOperator) || at(.postfixOperator) { advance() }
        default:
            errorCount += 1
        }
        if atGenericOpen() { parseGenericParameterClause() }
        parseParameterClause()
        parseEffects()
        if at(.arrow) { parseReturnClause() }
        if at(.where) { parseGenericWhereClause() }
        if at(.leftBrace) { parseCodeBlock() }
        finish(m, .functionDecl, main: name)
    }

    mutating func parseInitializer(_ m: Marker) {
        let keyword = pos
        advance()
        if at(.postfixQuestion) || at(.exclamation) || at(.infixQuestion) { advance() }
        if atGenericOpen() { parseGenericParameterClause() }
        parseParameterClause()
        parseEffects()
        if at(.where) { parseGenericWhereClause() }
        if at(.leftBrace) { parseCodeBlock() }
        finish(m, .initializerDecl, main: keyword)
    }

    mutating func parseSubscript(_ m: Marker) {
        let keyword = pos
        advance()
        if atGenericOpen() { parseGenericParameterClause() }
        parseParameterClause()
        parseEffects()
        if at(.arrow) { parseReturnClause() }
        if at(.where) { parseGenericWhereClause() }
        if at(.leftBrace) { parseAccessorBlock() }
        finish(m, .subscriptDecl, main: keyword)
    }

    mutating func parseReturnClause() {
        let m = mark()
        advance() // ->
        parseType()
        finish(m, .returnClause)
    }

    /// `(label name: Type = default, _ x: Int...)`
    mutating func parseParameterClause() {
        let m = mark()
        guard eat(.leftParen) else {
            errorCount += 1
            finish(m, .parameterClause)
            return
        }
        while !atEnd && !at(.rightParen) && !at(.rightBrace) {
            if isDeclarationInsideBrackets() { break }
            let before = pos
            parseParameter()
            if pos == before { skipBalanced() }
            if !eat(.comma) { break }
        }
        expect(.rightParen)
        finish(m, .parameterClause)
    }

    mutating func parseParameter() {
        let m = mark()
        parseAttributes()
        var name = -1
        if at(.identifier) {
            name = pos
            advance()
            if at(.identifier) { advance() } // second name
        } else {
            errorCount += 1
        }
        if eat(.colon) {
            parseType()
            if at(.postfixOperator) && text(current, is: "...") { advance() }
            if at(.binaryOperator) && text(current, is: "...") { advance() }
        }
        if at(.equal) {
            let i = mark()
            advance()
            parseExpression()
            finish(i, .initializerClause)
        }
        finish(m, .parameter, main: name)
    }

    // MARK: Other declarations

    mutating func parseTypealias(_ m: Marker) {
        advance()
        var name = -1
        if at(.identifier) { name = pos; advance() } else { errorCount += 1 }
        if atGenericOpen() { parseGenericParameterClause() }
        if expect(.equal) { parseType() }
        if at(.where) { parseGenericWhereClause() }
        finish(m, .typealiasDecl, main: name)
    }

    mutating func parseAssociatedtype(_ m: Marker) {
        advance()
        var name = -1
        if at(.identifier) { name = pos; advance() } else { errorCount += 1 }
        if at(.colon) { parseInheritanceClause() }
        if eat(.equal) { parseType() }
        if at(.where) { parseGenericWhereClause() }
        finish(m, .associatedtypeDecl, main: name)
    }

    /// `case a, b(Int), c(label: String) = "raw"`
    mutating func parseEnumCase(_ m: Marker) {
        let keyword = pos
        advance()
        repeat {
            let e = mark()
            var name = -1
            if at(.identifier) { name = pos; advance() } else { errorCount += 1; finish(e, .enumCaseElement); break }
            // Associated values: `(Int, label: String = "x")`, types with optional labels.
            if at(.leftParen) { parseTupleType() }
            if at(.equal) {
                let i = mark()
                advance()
                parseExpression()
                finish(i, .initializerClause)
            }
            finish(e, .enumCaseElement, main: name)
        } while eat(.comma)
        finish(m, .enumCaseDecl, main: keyword)
    }

    /// `prefix operator +++ : Group` — kept opaque.
    mutating func parseOperatorDecl(_ m: Marker) {
        let keyword = pos
        advance()
        if !current.isAtStartOfLine && !atEnd { advance() } // the operator
        if at(.colon) {
            advance()
            while at(.identifier) && !current.isAtStartOfLine { advance(); if !eat(.comma) { break } }
        }
        finish(m, .operatorDecl, main: keyword)
    }

    /// `precedencegroup Name { … }` — kept opaque.
    mutating func parsePrecedenceGroup(_ m: Marker) {
        advance()
        var name = -1
        if at(.identifier) { name = pos; advance() }
        if at(.leftBrace) { skipBalanced() } else { errorCount += 1 }
        finish(m, .precedenceGroupDecl, main: name)
    }

    mutating func parseMacroDecl(_ m: Marker) {
        advance()
        var name = -1
        if at(.identifier) { name = pos; advance() } else { errorCount += 1 }
        if atGenericOpen() { parseGenericParameterClause() }
        if at(.leftParen) { parseParameterClause() }
        if at(.arrow) { parseReturnClause() }
        if at(.equal) {
            let i = mark()
            advance()
            parseExpression()
            finish(i, .initializerClause)
        }
        if at(.where) { parseGenericWhereClause() }
        finish(m, .macroDecl, main: name)
    }

    /// `#Preview("name") { … }`, `#warning("…")` in declaration position.
    mutating func parseMacroExpansionDecl() {
        let m = mark()
        let name = pos
        advance()
        parseMacroArguments()
        finish(m, .macroExpansionDecl, main: name)
    }

    // MARK: #if

    enum IfConfigItems {
        case members, statements, switchCases, accessors
    }

    /// `#if cond … #elseif cond … #else … #endif`, around items of any kind.
    mutating func parseIfConfig(_ items: IfConfigItems) {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let c = mark()
            let keyword = pos
            let isElse = at(.poundElse)
            advance()
            if !isElse { parseIfConfigCondition() }
            switch items {
            case .members: parseItemList(members: true, inIfConfig: true)
            case .statements: parseItemList(members: false, inIfConfig: true)
            case .switchCases: parseSwitchCases(inIfConfig: true)
            case .accessors:
                while !atEnd && !at(.rightBrace) && !isPoundClause() {
                    let before = pos
                    if isAtAccessor() { parseAccessor() } else { recover(statements: false) }
                    if pos == before { advance() }
                }
            }
            finish(c, .ifConfigClause, main: keyword)
            if isElse { break }
        }
        expect(.poundEndif)
        finish(m, .ifConfigDecl)
    }

    /// A `#if` condition: an expression that ends with its line.
    mutating func parseIfConfigCondition() {
        let saved = (stopAtLineStart, trailingClosuresAllowed)
        stopAtLineStart = true
        trailingClosuresAllowed = false
        if !current.isAtStartOfLine { parseExpression() } else { errorCount += 1 }
        (stopAtLineStart, trailingClosuresAllowed) = saved
    }
}
