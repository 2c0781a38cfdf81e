import XCTest
@testable import TheseusAnalysis

final class YAMLTests: XCTestCase {
    // MARK: Features

    func testEmptyDocumentIsNull() throws {
        XCTAssertEqual(try YAML.parse(""), YAMLNode(value: .null, line: 1))
        XCTAssertEqual(try YAML.parse("\n  \n# only a comment\n").value, .null)
    }

    func testBlockMapping() throws {
        let root = try YAML.parse("name: theseus\ncount: 3\n")
        XCTAssertEqual(shape(root), "{name: theseus, count: 3}")
        XCTAssertEqual(root.line, 1)
        XCTAssertEqual(root.mapping?.map(\.key.line), [1, 2])
        XCTAssertEqual(root["count"]?.line, 2)
    }

    func testNestedBlockMappings() throws {
        let root = try YAML.parse("""
        outer:
          inner:
            leaf: 1
          other: 2
        top: 3
        """)
        XCTAssertEqual(shape(root), "{outer: {inner: {leaf: 1}, other: 2}, top: 3}")
        XCTAssertEqual(root["outer"]?.line, 2)
        XCTAssertEqual(root["outer"]?["inner"]?.line, 3)
    }

    func testEmptyValueIsNull() throws {
        let root = try YAML.parse("a:\nb: # nothing\nc: 1\nd:")
        XCTAssertEqual(shape(root), "{a: ~, b: ~, c: 1, d: ~}")
        XCTAssertEqual(root["a"], YAMLNode(value: .null, line: 1))
        XCTAssertEqual(root["d"]?.line, 4)
        XCTAssertTrue(root["b"]!.isNull)
    }

    func testBlockSequence() throws {
        let root = try YAML.parse("- a\n- b c\n-\n- 'd'\n")
        XCTAssertEqual(shape(root), "[a, b c, ~, \"d\"]")
        XCTAssertEqual(root.sequence?.map(\.line), [1, 2, 3, 4])
    }

    func testSequenceOfMappings() throws {
        let root = try YAML.parse("""
        rules:
          - name: first
            severity: error
          -   name: second
              tags: [a]
          -
            name: third
        """)
        XCTAssertEqual(shape(root), "{rules: [{name: first, severity: error}, {name: second, tags: [a]}, {name: third}]}")
        XCTAssertEqual(root["rules"]?.sequence?.map(\.line), [2, 4, 7])
    }

    func testSequenceAtSameIndentationAsItsKey() throws {
        let root = try YAML.parse("""
        excluded:
        - Pods
        - Carthage
        included:
        - Sources
        nested:
          list:
          - x
          after: 1
        """)
        XCTAssertEqual(shape(root), "{excluded: [Pods, Carthage], included: [Sources], nested: {list: [x], after: 1}}")
        XCTAssertEqual(root["excluded"]?.line, 2)
    }

    func testNestedBlockSequences() throws {
        let root = try YAML.parse("- - a\n  - b\n- - - c\n-\n  - d\n")
        XCTAssertEqual(shape(root), "[[a, b], [[c]], [d]]")
    }

    func testSequenceItemMappingWithNestedSequence() throws {
        let root = try YAML.parse("""
        - name: x
          items:
          - a
          - b
        - name: y
        """)
        XCTAssertEqual(shape(root), "[{name: x, items: [a, b]}, {name: y}]")
    }

    func testFlowSequence() throws {
        let root = try YAML.parse(#"list: [a, b, "c d", 'e', [f, g], {h: i}, ]"#)
        XCTAssertEqual(shape(root), "{list: [a, b, \"c d\", \"e\", [f, g], {h: i}]}")
        XCTAssertEqual(shape(try YAML.parse("empty: []")), "{empty: []}")
    }

    func testFlowMapping() throws {
        let root = try YAML.parse("rule: {severity: error, names: [a, b], empty: , bare, \"q\":1}")
        XCTAssertEqual(shape(root), "{rule: {severity: error, names: [a, b], empty: ~, bare: ~, \"q\": 1}}")
        XCTAssertEqual(shape(try YAML.parse("- {}")), "[{}]")
    }

    func testFlowCollectionsSpanLinesWithComments() throws {
        let root = try YAML.parse("""
        names: [
          one,   # first
          two,
          {three: [3,
             4]}
        ]
        next: 1
        """)
        XCTAssertEqual(shape(root), "{names: [one, two, {three: [3, 4]}], next: 1}")
        let items = try XCTUnwrap(root["names"]?.sequence)
        XCTAssertEqual(items.map(\.line), [2, 3, 4])
        XCTAssertEqual(root["next"]?.line, 7)
    }

    func testPlainScalarsKeepInnerSpacesAndDropComments() throws {
        let root = try YAML.parse("key: a b   c   # comment\nurl: http://example.com/#x\nhash: a#b\n")
        XCTAssertEqual(root["key"]?.string, "a b   c")
        XCTAssertEqual(root["url"]?.string, "http://example.com/#x")
        XCTAssertEqual(root["hash"]?.string, "a#b")
        XCTAssertEqual(root["key"]?.scalar?.quoted, false)
    }

    func testSingleQuotedScalars() throws {
        let root = try YAML.parse("a: 'it''s # not a comment'\nb: ''\nc: 'x: y' # comment")
        XCTAssertEqual(root["a"]?.string, "it's # not a comment")
        XCTAssertEqual(root["b"]?.string, "")
        XCTAssertEqual(root["c"]?.string, "x: y")
        XCTAssertEqual(root["a"]?.scalar?.quoted, true)
    }

    func testDoubleQuotedScalarsAndEscapes() throws {
        let root = try YAML.parse(#"a: "back\\slash \"quote\" new\nline\ttab \u00e9\u263A \U0001F600 \x41""#)
        XCTAssertEqual(root["a"]?.string, "back\\slash \"quote\" new\nline\ttab é☺ 😀 A")
        XCTAssertEqual(try YAML.parse("\"# not comment\"").string, "# not comment")
    }

    func testQuotedKeys() throws {
        let root = try YAML.parse("\"a key\": 1\n'b: c': 2\n\"\": 3")
        XCTAssertEqual(root.mapping?.map(\.key.text), ["a key", "b: c", ""])
        XCTAssertEqual(root.mapping?.map(\.key.quoted), [true, true, true])
        XCTAssertEqual(shape(try YAML.parse("- \"k\": v\n  'j' : w")), "[{\"k\": v, \"j\": w}]")
    }

    func testCommentsAndBlankLines() throws {
        let root = try YAML.parse("""
        # header

        a: 1   # trailing
          # indented comment

        # another
        b:
          # inside
          - x
        """)
        XCTAssertEqual(shape(root), "{a: 1, b: [x]}")
        XCTAssertEqual(root["b"]?.line, 9)
    }

    func testDocumentMarkerCRLFAndBOM() throws {
        let root = try YAML.parse("\u{FEFF}# config\r\n--- # start\r\na: 1\r\nb:\r\n  - x\r\n")
        XCTAssertEqual(shape(root), "{a: 1, b: [x]}")
        XCTAssertEqual(root["b"]?.sequence?.first?.line, 5)
        XCTAssertEqual(try YAML.parse("a: 1\rb: 2").mapping?.map(\.value.line), [1, 2])
    }

    func testTabsAfterIndentationAreSeparators() throws {
        XCTAssertEqual(shape(try YAML.parse("a:\t1\nb: x\ty\n")), "{a: 1, b: x\ty}")
    }

    func testRootMayBeAScalarOrIndented() throws {
        XCTAssertEqual(try YAML.parse("hello world").string, "hello world")
        XCTAssertEqual(shape(try YAML.parse("  a: 1\n  b: 2")), "{a: 1, b: 2}")
        XCTAssertEqual(shape(try YAML.parse("[1, 2]")), "[1, 2]")
    }

    func testTypedHelpers() throws {
        let root = try YAML.parse("""
        t: Yes
        f: OFF
        q: "true"
        n: -42
        qn: "7"
        d: 2.5
        s: text
        one: Pods
        many: [a, "b"]
        mixed: [a, [b]]
        m: {k: v}
        """)
        XCTAssertEqual(root["t"]?.bool, true)
        XCTAssertEqual(root["f"]?.bool, false)
        XCTAssertNil(root["q"]?.bool)
        XCTAssertNil(root["s"]?.bool)
        XCTAssertEqual(root["n"]?.int, -42)
        XCTAssertEqual(root["qn"]?.int, 7)
        XCTAssertNil(root["d"]?.int)
        XCTAssertEqual(root["d"]?.double, 2.5)
        XCTAssertEqual(root["n"]?.double, -42)
        XCTAssertNil(root["s"]?.double)
        XCTAssertEqual(root["s"]?.string, "text")
        XCTAssertNil(root["many"]?.string)
        XCTAssertEqual(root["one"]?.stringList, ["Pods"])
        XCTAssertEqual(root["many"]?.stringList, ["a", "b"])
        XCTAssertNil(root["mixed"]?.stringList)
        XCTAssertNil(root["m"]?.stringList)
        XCTAssertEqual(root["m"]?.mapping?.first?.key.text, "k")
        XCTAssertNil(root["s"]?.mapping)
        XCTAssertNil(root["missing"])
        XCTAssertEqual(try YAML.parse("x: []")["x"]?.stringList, [])
        XCTAssertNil(YAMLNode(value: .null, line: 1).stringList)
    }

    func testRealisticSwiftLintLikeConfiguration() throws {
        let root = try YAML.parse("""
        # .theseus.yml
        included:
          - Sources
          - "App Sources"
        excluded:
        - Pods
        - Sources/Generated # generated code

        disabled_rules:
          - state_initial_value
          - environment_object_missing
        opt_in_rules: [view_identity_in_loop, unstable_foreach_id]

        unstable_foreach_id:
          severity: error
          allowed_keys: [id, uuid]
          max_depth: 3
          strict: yes
        state_owned_object:
          severity: warning
          names:
            - viewModel
            - store
        reporter: xcode
        """)
        XCTAssertEqual(root["included"]?.stringList, ["Sources", "App Sources"])
        XCTAssertEqual(root["excluded"]?.stringList, ["Pods", "Sources/Generated"])
        XCTAssertEqual(root["disabled_rules"]?.stringList, ["state_initial_value", "environment_object_missing"])
        XCTAssertEqual(root["opt_in_rules"]?.stringList, ["view_identity_in_loop", "unstable_foreach_id"])
        let rule = try XCTUnwrap(root["unstable_foreach_id"])
        XCTAssertEqual(rule.line, 15)
        XCTAssertEqual(rule["severity"]?.string, "error")
        XCTAssertEqual(rule["allowed_keys"]?.stringList, ["id", "uuid"])
        XCTAssertEqual(rule["max_depth"]?.int, 3)
        XCTAssertEqual(rule["strict"]?.bool, true)
        XCTAssertEqual(root["state_owned_object"]?["names"]?.stringList, ["viewModel", "store"])
        XCTAssertEqual(root["state_owned_object"]?["names"]?.line, 22)
        XCTAssertEqual(root["reporter"]?.string, "xcode")
        XCTAssertEqual(root.mapping?.map(\.key.text), ["included", "excluded", "disabled_rules", "opt_in_rules",
                                                      "unstable_foreach_id", "state_owned_object", "reporter"])
    }

    func testFlowAndBlockFormsAreEquivalent() throws {
        let block = try YAML.parse("""
        rule:
          severity: error
          names:
            - a
            - "b c"
          nested:
            - x: 1
              y: [2]
          empty: {}
        list:
        - 1
        - - 2
          - 3
        """)
        let flow = try YAML.parse("""
        {rule: {severity: error, names: [a, "b c"], nested: [{x: 1, y: [2]}], empty: {}},
         list: [1, [2, 3]]}
        """)
        XCTAssertEqual(shape(block), shape(flow))
        XCTAssertNotEqual(block, flow)  // same structure, different lines
        XCTAssertEqual(try YAML.parse("a: [x, y]"), try YAML.parse("a: [x, y]"))
    }

    func testMappingEqualityIsOrdered() throws {
        XCTAssertNotEqual(try YAML.parse("{a: 1, b: 2}").value, try YAML.parse("{b: 2, a: 1}").value)
        XCTAssertEqual(try YAML.parse("{a: 1, b: 2}").value, try YAML.parse("{a: 1, b: 2}").value)
    }

    func testNestingUpToTheLimit() throws {
        let ok = String(repeating: "[", count: YAML.maxDepth) + String(repeating: "]", count: YAML.maxDepth)
        XCTAssertNoThrow(try YAML.parse(ok))
        var block = ""
        for level in 0..<YAML.maxDepth { block += String(repeating: " ", count: level) + "k:\n" }
        XCTAssertNoThrow(try YAML.parse(block + String(repeating: " ", count: YAML.maxDepth) + "v"))
    }

    // MARK: Errors

    func testErrorDescription() {
        XCTAssertEqual(YAMLError(line: 3, message: "duplicate key 'x'").description, "line 3: duplicate key 'x'")
    }

    func testTabIndentationIsAnError() {
        assertError("a:\n\tb: 1", line: 2, contains: "tab")
        assertError("a:\n  - x\n \t- y", line: 3, contains: "tab")
        XCTAssertNoThrow(try YAML.parse("a: 1\n\t\n\t# comment\n"))  // whitespace-only lines are blank
    }

    func testDuplicateKey() {
        assertError("x: 1\ny: 2\nx: 3", line: 3, message: "duplicate key 'x'")
        assertError("a:\n  x: 1\n  \"x\": 2", line: 3, message: "duplicate key 'x'")
        assertError("a: {x: 1,\n  x: 2}", line: 2, message: "duplicate key 'x'")
    }

    func testIndentedDeeperWithoutParent() {
        assertError("a: 1\n  b: 2", line: 2, message: "bad indentation")
        assertError("- a\n  - b", line: 2, message: "bad indentation")
        assertError("a:\n  - x\n    - y", line: 3, message: "bad indentation")
    }

    func testInconsistentIndentation() {
        assertError("a:\n    b: 1\n  c: 2", line: 3, message: "bad indentation")
        assertError("- a: 1\n   b: 2", line: 2, message: "bad indentation")
        assertError("- a: 1\n b: 2", line: 2, message: "bad indentation")
        assertError("  a: 1\nb: 2", line: 2, message: "bad indentation")
    }

    func testUnterminatedQuotes() {
        assertError("a: 1\nb: \"open", line: 2, message: "unterminated double-quoted string")
        assertError("a: 'open\nb: 'x'", line: 1, message: "unterminated single-quoted string")
        assertError("a: \"trailing backslash\\", line: 1, contains: "unterminated")
        assertError("- [a, \"b]", line: 1, contains: "unterminated double-quoted")
    }

    func testInvalidEscapes() {
        assertError(#"a: "\q""#, line: 1, contains: "invalid escape")
        assertError(#"a: "\u12""#, line: 1, contains: "hexadecimal")
        assertError(#"a: "\uD800""#, line: 1, contains: "not a Unicode scalar")
    }

    func testUnterminatedFlowCollections() {
        assertError("a: 1\nb: [x, y", line: 2, message: "unterminated flow sequence (missing ']')")
        assertError("b: {x: 1,\n  y: 2\n", line: 1, message: "unterminated flow mapping (missing '}')")
        assertError("b: [x, [y]", line: 1, contains: "unterminated flow sequence")
        assertError("a: [x, y\nb: 2", line: 2, contains: "expected ',' or ']' in the flow sequence started on line 1")
        assertError("a: {x: 1 y: 2}", line: 1, contains: "expected ',' or '}'")
    }

    func testKeyWithoutColonInMapping() {
        assertError("a: 1\nkey value\nb: 2", line: 2, message: "missing ':' after key 'key value'")
        assertError("key value\nb: 2", line: 1, message: "missing ':' after key 'key value'")
        assertError("a:\n  b: 1\n  c d # comment", line: 3, message: "missing ':' after key 'c d'")
        assertError("a:\n  \"b\" 1\n  c: 2", line: 2, message: "unexpected text after value: '1'")
        assertError("a: 1\nb:c", line: 2, message: "missing ':' after key 'b:c'")
    }

    func testUnsupportedFeatures() {
        assertError("a: &anchor 1", line: 1, message: "unsupported YAML feature: anchors (&)")
        assertError("a: 1\nb: *anchor", line: 2, message: "unsupported YAML feature: aliases (*)")
        assertError("a: !!str 1", line: 1, message: "unsupported YAML feature: tags (!)")
        assertError("a:\n  - |\n    text", line: 2, message: "unsupported YAML feature: multi-line block scalars (|)")
        assertError("a: >-\n  folded", line: 1, message: "unsupported YAML feature: multi-line block scalars (>)")
        assertError("a: [x, *y]", line: 1, contains: "aliases")
        assertError("&a key: 1", line: 1, contains: "anchors")
        assertError("%YAML 1.2\n---\na: 1", line: 1, contains: "directives")
        assertError("? complex\n: key", line: 1, contains: "complex mapping keys")
        assertError("a: 1\n---\nb: 2", line: 2, contains: "multiple documents")
        assertError("--- a: 1", line: 1, contains: "unsupported YAML feature")
    }

    func testOtherMalformedLines() {
        assertError("a: b: c", line: 1, contains: "unexpected ':'")
        assertError("a: \"x\" y", line: 1, message: "unexpected text after value: 'y'")
        assertError("a: [x] y", line: 1, contains: "unexpected text after value")
        assertError("a: - x", line: 1, contains: "block sequence")
        assertError("a: 1\n- x", line: 2, contains: "found a sequence item")
        assertError("- x\ny: 1", line: 2, contains: "unexpected content")
        assertError(": x", line: 1, message: "empty mapping key")
        assertError("[a]: 1", line: 1, message: "unexpected text after value: ': 1'")
        assertError("a: [- x]", line: 1, contains: "not allowed inside flow")
        assertError("a: [x,,y]", line: 1, message: "unexpected ','")
        assertError("a: {[x]: 1}", line: 1, contains: "cannot be used as mapping keys")
        assertError("a: 1\n[x]: 2", line: 2, contains: "cannot be used as mapping keys")
        assertError("a: @x", line: 1, contains: "reserved")
        assertError("a:\n  }x", line: 2, message: "unexpected '}'")
        assertError("a: [b,#c]", line: 1, message: "unexpected '#'")
    }

    func testNestingDeeperThanTheLimitIsAnError() {
        let deepFlow = String(repeating: "[", count: YAML.maxDepth + 1) + String(repeating: "]", count: YAML.maxDepth + 1)
        assertError(deepFlow, line: 1, message: "nesting deeper than 64 levels")
        let deepDashes = String(repeating: "- ", count: 100_000) + "x"
        assertError(deepDashes, line: 1, message: "nesting deeper than 64 levels")
        var block = ""
        for level in 0...YAML.maxDepth { block += String(repeating: " ", count: level) + "k:\n" }
        block += String(repeating: " ", count: YAML.maxDepth + 1) + "- v"
        assertError(block, line: YAML.maxDepth + 1, message: "nesting deeper than 64 levels")
        assertError(String(repeating: "{a: ", count: 10_000), line: 1, message: "nesting deeper than 64 levels")
    }

    // MARK: Robustness

    func testLargeInputsParseInLinearTime() throws {
        var text = "rules:\n"
        for index in 0..<50_000 { text += "  rule_\(index):\n    severity: error\n    names: [a, b, \"c\"]\n" }
        let start = Date()
        let root = try YAML.parse(text)
        XCTAssertEqual(root["rules"]?.mapping?.count, 50_000)
        let long = "a: " + String(repeating: "x ", count: 500_000) + "\nb: [" + String(repeating: "y, ", count: 200_000) + "]"
        XCTAssertEqual(try YAML.parse(long)["b"]?.sequence?.count, 200_000)
        _ = try? YAML.parse(String(repeating: " ", count: 500_000) + "a: 1\n" + String(repeating: "b", count: 500_000))
        _ = try? YAML.parse(String(repeating: "\"", count: 300_000))
        _ = try? YAML.parse(String(repeating: "a:", count: 300_000))
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testFuzzedInputsParseOrThrowYAMLError() {
        var random = SplitMix64(seed: 0x7E5E05)
        let seeds = [
            "included:\n  - Sources\nexcluded:\n- Pods\nrule: {severity: error, names: [a, \"b c\"]}\n",
            "- a: 1\n  b: [x, {y: z}]\n- - 'q''s'\n  - \"\\u00e9\\n\"\n# comment\n",
            "---\nkey: value # c\nnested:\n  deeper:\n    list: [1, 2,\n      3]\n",
        ]
        let pieces = [" ", "  ", "\t", "\n", "\r\n", ":", ": ", "- ", "-", "[", "]", "{", "}", ",", "\"", "'", "''", "\\",
                      "\\u", "#", " #", "&", "*", "!", "|", ">", "?", "%", "---", "a", "key", "é", "🙂", "\u{FEFF}", "\0"]
        var parsed = 0, rejected = 0
        for iteration in 0..<2_000 {
            var scalars = Array(seeds[iteration % seeds.count].unicodeScalars)
            if iteration % 10 == 9 { scalars = [] }  // some inputs are entirely random
            for _ in 0...random.next(below: 8) {
                let piece = Array(pieces[random.next(below: pieces.count)].unicodeScalars)
                let at = random.next(below: scalars.count + 1)
                switch random.next(below: 4) {
                case 0, 1: scalars.insert(contentsOf: piece, at: at)
                case 2: scalars.removeSubrange(at..<min(scalars.count, at + random.next(below: 4)))
                default:
                    let end = min(scalars.count, at + random.next(below: 12))
                    scalars.insert(contentsOf: scalars[at..<end], at: random.next(below: scalars.count + 1))
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            do {
                let first = try YAML.parse(text)
                XCTAssertEqual(first, try YAML.parse(text), "non-deterministic result for \(text.debugDescription)")
                parsed += 1
            } catch let error as YAMLError {
                rejected += 1
                let lines = text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
                XCTAssert((1...lines).contains(error.line), "\(error) out of range for \(text.debugDescription)")
            } catch {
                XCTFail("unexpected error \(error) for \(text.debugDescription)")
            }
        }
        XCTAssertGreaterThan(parsed, 200)  // the mutations exercise both outcomes
        XCTAssertGreaterThan(rejected, 200)
    }

    // MARK: Helpers

    private func assertError(_ text: String, line: Int, message: String? = nil, contains fragment: String? = nil,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        do {
            let node = try YAML.parse(text)
            XCTFail("expected an error, parsed \(shape(node))", file: file, line: sourceLine)
        } catch let error as YAMLError {
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: sourceLine)
            if let message { XCTAssertEqual(error.message, message, file: file, line: sourceLine) }
            if let fragment {
                XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: sourceLine)
            }
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: sourceLine)
        }
    }

    /// The structure without line numbers: `{k: v}`, `[a, b]`, `~` for null; quoted scalars keep their quotes.
    private func shape(_ node: YAMLNode) -> String {
        switch node.value {
        case .null: return "~"
        case .scalar(let scalar): return shape(scalar)
        case .sequence(let items): return "[" + items.map(shape).joined(separator: ", ") + "]"
        case .mapping(let entries):
            return "{" + entries.map { shape($0.key) + ": " + shape($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private func shape(_ scalar: YAMLScalar) -> String {
        scalar.quoted ? "\"\(scalar.text)\"" : scalar.text
    }
}

/// A small deterministic generator (SplitMix64) so fuzzed inputs are the same on every run.
private struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
