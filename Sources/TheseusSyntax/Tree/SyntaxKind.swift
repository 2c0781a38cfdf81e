/// The kinds of syntax node. Each node also has a token range, children, flags and one "main token"
/// (`Node.mainToken`), whose meaning is given per kind below.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, Codable {
    // MARK: Structure
    case sourceFile
    case codeBlock            // `{ statements }`
    case memberBlock          // `{ members }` of a type or extension
    case error                // tokens the parser could not place; main token: the first of them

    // MARK: Declarations (main token: the name, or the keyword where there is no name)
    case importDecl           // main: `import`
    case structDecl, classDecl, enumDecl, actorDecl, protocolDecl // main: the name
    case extensionDecl        // main: `extension`; first type child: the extended type
    case variableDecl         // main: `var`/`let`; children: attributes, modifiers, patternBinding…
    case patternBinding       // children: pattern, typeAnnotation?, initializer?, accessorBlock?
    case typeAnnotation       // `: Type`; child: the type
    case initializerClause    // `= expr`; child: the expression
    case accessorBlock        // `{ get set }` or a computed getter's statements
    case accessorDecl         // main: `get`/`set`/`willSet`/`didSet`/`_read`/…; children: body
    case functionDecl         // main: the name (identifier or operator)
    case initializerDecl      // main: `init`
    case deinitializerDecl    // main: `deinit`
    case subscriptDecl        // main: `subscript`
    case typealiasDecl        // main: the name
    case associatedtypeDecl   // main: the name
    case enumCaseDecl         // main: `case`; children: enumCaseElement…
    case enumCaseElement      // main: the name; children: parameterClause?, rawValue?
    case macroExpansionDecl   // main: the `#name` token (`#Preview`, `#warning`)
    case macroDecl            // main: the name
    case operatorDecl         // skipped as opaque; main: `operator`
    case precedenceGroupDecl  // skipped as opaque; main: the name
    case ifConfigDecl         // `#if … #endif`; children: ifConfigClause…
    case ifConfigClause       // main: `#if`/`#elseif`/`#else`; children: condition?, items…
    case attribute            // main: the attribute's name; children: arguments (labeledExpr…) when parsed
    case modifier             // main: the modifier keyword (`private`, `static`, `private(set)` …)
    case genericParameterClause
    case genericParameter     // main: the name
    case inheritanceClause    // children: types
    case genericWhereClause   // children: requirements (sameType / conformance, as types and exprs)
    case whereRequirement     // main: the first token
    case parameterClause      // `( parameters )`
    case parameter            // main: the first name; children: attributes, type, default value
    case returnClause         // `-> Type`; child: the type

    // MARK: Types (main token: the name for named types, the keyword for `some`/`any`)
    case identifierType       // `Name`, `Name<Args>`; children: genericArgumentClause?
    case memberType           // `Base.Name<Args>`; children: base, genericArgumentClause?
    case genericArgumentClause
    case optionalType         // `T?`
    case implicitlyUnwrappedType // `T!`
    case arrayType            // `[T]`
    case dictionaryType       // `[K: V]`
    case tupleType            // `(A, b: B)`
    case tupleTypeElement     // main: the label, if any
    case functionType         // `(A) async throws -> B`; children: tupleType, return type
    case someOrAnyType        // main: `some`/`any`/`each`/`repeat`
    case metatypeType         // `T.Type`, `T.Protocol`; main: `Type`/`Protocol`
    case compositionType      // `A & B`
    case attributedType       // `@escaping T`, `inout T`; children: attributes, type
    case suppressedType       // `~Copyable`
    case missingType          // where a type was expected and none was found

    // MARK: Statements (main token: the keyword)
    case ifExpr               // children: conditionList, codeBlock, else branch (codeBlock or ifExpr)?
    case guardStmt
    case whileStmt
    case repeatStmt
    case forStmt              // children: pattern, sequence, where?, codeBlock
    case switchExpr           // children: subject, switchCase…
    case switchCase           // main: `case`/`default`; children: patterns (exprs), where?, statements…
    case conditionList
    case optionalBindingCondition // main: `let`/`var`; children: pattern, type?, initializer?
    case matchingPatternCondition // main: `case`; children: pattern, initializer
    case availabilityCondition    // main: `#available`/`#unavailable`
    case returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, deferStmt, yieldStmt, discardStmt, thenStmt
    case doStmt               // children: codeBlock, catchClause…
    case catchClause
    case labeledStmt          // main: the label; child: the statement
    case whereClause          // `where expr`

    // MARK: Patterns
    case identifierPattern    // main: the name
    case tuplePattern
    case wildcardPattern      // `_`
    case valueBindingPattern  // `let x`, `var (a, b)`; main: `let`/`var`
    case isTypePattern        // `is T`

    // MARK: Expressions (main token in comments)
    case identifierExpr       // main: the name (`foo`, `self`, `Self`, `super`, `$0`, `$foo`)
    case memberAccessExpr     // main: the member name; child: base (absent for `.implicit`)
    case functionCallExpr     // children: callee, labeledExpr… (arguments, then trailing closures)
    case subscriptCallExpr    // children: base, labeledExpr…
    case labeledExpr          // main: the label or none; child: the value. Flags: trailing closure
    case closureExpr          // children: closureSignature?, statements…
    case closureSignature     // children: capture list items, parameters, return type
    case closureCapture       // main: the captured name
    case keyPathExpr          // `\Root.a.b?.c`; children: root type?, keyPathComponent…
    case keyPathComponent     // main: the property name (or `self`); children: subscript args
    case stringLiteralExpr    // children: the interpolated expressions (labeledExpr…)
    case regexLiteralExpr
    case integerLiteralExpr
    case floatLiteralExpr
    case booleanLiteralExpr
    case nilLiteralExpr
    case arrayExpr            // children: elements
    case dictionaryExpr       // children: dictionaryElement…
    case dictionaryElement    // children: key, value
    case tupleExpr            // `(a, b: c)` or parenthesised `(a)`; children: labeledExpr…
    case infixOperatorExpr    // main: the operator (`+`, `=`, `..<`, `&&`); children: lhs, rhs
    case ternaryExpr          // main: `?`; children: condition, then, else
    case castExpr             // main: `as`/`is`; children: expr, type
    case prefixOperatorExpr   // main: the operator; child: operand
    case postfixOperatorExpr  // main: the operator; child: operand
    case inOutExpr            // `&x`
    case optionalChainingExpr // `x?`; child: x
    case forceUnwrapExpr      // `x!`; child: x
    case effectExpr           // main: `try`/`await`/`consume`/`copy`/`unsafe`; child: the expression
    case macroExpansionExpr   // main: the `#name` token; children: arguments, trailing closures
    case genericSpecializationExpr // `Foo<Int>`; children: base, genericArgumentClause
    case typeExpr             // a type in expression position (`[Int].self`, `any P.Type`); child: type
    case postfixIfConfigExpr  // `base #if … .modifier() #endif`; children: base, ifConfigDecl
    case discardAssignmentExpr // `_`
    case patternExpr          // `let x` / `var x` inside a case pattern; child: pattern
    case editorPlaceholderExpr
    case packExpansionExpr    // `repeat each x`; main: `repeat`/`each`
    case missingExpr          // where an expression was expected and none was found

    public var isTypeDeclaration: Bool {
        switch self {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: return true
        default: return false
        }
    }

    public var isType: Bool { rawValue >= SyntaxKind.identifierType.rawValue && rawValue <= SyntaxKind.missingType.rawValue }
}
