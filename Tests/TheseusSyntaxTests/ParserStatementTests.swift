import XCTest
@testable import TheseusSyntax

final class ParserStatementTests: XCTestCase {
    func testIfGuardWhileWithConditions() {
        let source = """
        if let x = a, var y, case .some(let z) = b, #available(iOS 17, *), x > 0 { } else if c { } else { }
        guard let v = value else { return }
        while i < n { i += 1 }
        repeat { i -= 1 } while i > 0
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.optionalBindingCondition), ["let x = a", "var y", "let v = value"])
        XCTAssertEqual(tree.texts(.matchingPatternCondition), ["case .some(let z) = b"])
        XCTAssertEqual(tree.texts(.availabilityCondition), ["#available(iOS 17, *)"])
        XCTAssertEqual(tree.all(.ifExpr).count, 2)
        XCTAssertEqual(tree.all(.guardStmt).count, 1)
        XCTAssertEqual(tree.all(.whileStmt).count, 1)
        XCTAssertEqual(tree.all(.repeatStmt).count, 1)
    }

    func testTrailingClosureNotTakenInConditions() {
        let tree = parse("if items.isEmpty { print(1) }\nfor x in xs.filter({ $0 > 1 }) where x < 5 { }\nswitch value { default: break }")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.codeBlock).count, 2)
        XCTAssertEqual(tree.all(.closureExpr).count, 1)
        XCTAssertEqual(tree.texts(.whereClause), ["where x < 5"])
    }

    func testForInWithPatterns() {
        let tree = parse("for (i, x) in zip(a, b) { }\nfor case let y? in ys { }\nfor try await line in lines { }\nfor _ in 0..<3 { }")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.forStmt).count, 4)
        XCTAssertEqual(tree.names(.identifierPattern), ["i", "x", "y", "line"])
        XCTAssertEqual(tree.all(.wildcardPattern).count, 1)
    }

    func testSwitchWithPatternsWhereAndUnknownDefault() {
        let source = """
        switch e {
        case .a, .b(let x) where x > 1:
            f()
        case let .c(y):
            g(y)
        #if DEBUG
        case .debug:
            break
        #endif
        @unknown default:
            fallthrough
        }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.all(.switchCase).count, 4)
        XCTAssertEqual(tree.texts(.whereClause), ["where x > 1"])
        XCTAssertEqual(tree.all(.fallthroughStmt).count, 1)
    }

    func testDoCatchDeferLabelsAndJumps() {
        let source = """
        outer: for x in xs {
            defer { cleanup() }
            do { try run() } catch let e as MyError where e.fatal { throw e } catch { continue outer }
            break outer
        }
        """
        let tree = parse(source)
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.names(.labeledStmt), ["outer"])
        XCTAssertEqual(tree.all(.catchClause).count, 2)
        XCTAssertEqual(tree.texts(.breakStmt), ["break outer"])
        XCTAssertEqual(tree.texts(.continueStmt), ["continue outer"])
        XCTAssertEqual(tree.texts(.throwStmt), ["throw e"])
        XCTAssertEqual(tree.all(.deferStmt).count, 1)
    }

    func testReturnWithAndWithoutValue() {
        let tree = parse("func f() -> Int {\n  return 1\n}\nfunc g() {\n  return\n}\n")
        XCTAssertFalse(tree.hasErrors)
        XCTAssertEqual(tree.texts(.returnStmt), ["return 1", "return"])
    }
}
