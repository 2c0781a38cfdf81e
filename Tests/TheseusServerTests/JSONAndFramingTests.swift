import XCTest
@testable import TheseusServer

final class JSONTests: XCTestCase {
    func testParsesAndWritesWithSortedKeys() throws {
        let text = #"{"b":[1,-2.5,true,null,"x\n\"y\" 🐶"],"a":{"c":1e3}}"#
        let value = try JSON.parse(Array(text.utf8))
        XCTAssertEqual(value["b"]?.array?.first, .int(1))
        XCTAssertEqual(value["b"]?.array?[1], .double(-2.5))
        XCTAssertEqual(value["b"]?.array?[2], .bool(true))
        XCTAssertEqual(value["a"]?["c"]?.int, 1000)
        XCTAssertEqual(String(decoding: value.serialized, as: UTF8.self), #"{"a":{"c":1000},"b":[1,-2.5,true,null,"x\n\"y\" 🐶"]}"#)
        XCTAssertEqual(try JSON.parse(value.serialized).serialized, value.serialized)
    }

    func testEscapesControlCharactersAndDecodesSurrogatePairs() throws {
        XCTAssertEqual(String(decoding: JSON.string("a\u{1b}b\u{7f}").serialized, as: UTF8.self), #""a\u001bb\u007f""#)
        XCTAssertEqual(try JSON.parse(Array(#""\ud83d\udc36\u540d""#.utf8)), .string("🐶名"))
        XCTAssertThrowsError(try JSON.parse(Array(#""\ud83d""#.utf8)))
    }

    func testRefusesMalformedText() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01x", "{\"a\":1} x", "-", "\"\u{01}\""] {
            XCTAssertThrowsError(try JSON.parse(Array(bad.utf8)), bad)
        }
        // A string that is not UTF-8.
        XCTAssertThrowsError(try JSON.parse([0x22, 0xFF, 0xFE, 0x22]))
    }

    func testNestingIsBoundedNotTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSON.parse(Array(deep.utf8))) { error in
            XCTAssertTrue("\(error)".contains("nested deeper"), "\(error)")
        }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNoThrow(try JSON.parse(Array(fine.utf8)))
    }
}

final class MessageFramerTests: XCTestCase {
    private func frames(_ chunks: [[UInt8]]) -> [MessageFramer.Event] {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for chunk in chunks {
            framer.append(chunk)
            while let event = framer.next() { events.append(event) }
        }
        return events
    }

    func testMessagesSplitAtEveryByteAndJoinedInOneRead() {
        let one = MessageFramer.frame(Array(#"{"id":1}"#.utf8)), two = MessageFramer.frame(Array(#"{"id":"二"}"#.utf8))
        let expected: [MessageFramer.Event] = [.message(Array(#"{"id":1}"#.utf8)), .message(Array(#"{"id":"二"}"#.utf8))]
        XCTAssertEqual(frames([one + two]), expected)
        XCTAssertEqual(frames((one + two).map { [$0] }), expected)
        XCTAssertEqual(frames([Array((one + two)[0..<5]), Array((one + two)[5...])]), expected)
    }

    func testOtherHeadersAndBareLineFeedsAreAccepted() {
        let body = Array("{}".utf8)
        let withType = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  2 \r\n\r\n".utf8) + body
        let bare = Array("Content-Length: 2\n\n".utf8) + body
        XCTAssertEqual(frames([withType + bare]), [.message(body), .message(body)])
    }

    func testWrongLengthsAreReportedAndTheNextMessageStillArrives() {
        let good = MessageFramer.frame(Array("{}".utf8))
        let events = frames([Array("Content-Length: abc\r\n\r\n".utf8) + good
                             + Array("X-Other: 1\r\n\r\n".utf8) + good
                             + Array("no colon here\r\n\r\n".utf8) + good
                             + Array("Content-Length: -4\r\n\r\n".utf8) + good])
        XCTAssertEqual(events.count, 8)
        for (i, event) in events.enumerated() {
            if i % 2 == 0 {
                guard case .malformed = event else { return XCTFail("expected an error, got \(event)") }
            } else {
                XCTAssertEqual(event, .message(Array("{}".utf8)))
            }
        }
    }

    func testAShortBodyWaitsAndAnOversizedOneIsSkippedAsItArrives() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 10\r\n\r\n{}".utf8))
        XCTAssertNil(framer.next(), "8 bytes are still missing")
        let huge = MessageFramer.maximumBodySize + 3
        var framer2 = MessageFramer()
        framer2.append(Array("Content-Length: \(huge)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 1000))
        guard case .malformed(let reason)? = framer2.next() else { return XCTFail("expected the size to be refused") }
        XCTAssertTrue(reason.contains("over the limit"), reason)
        framer2.append([UInt8](repeating: 0x20, count: huge - 1000))
        framer2.append(MessageFramer.frame(Array("{}".utf8)))
        XCTAssertEqual(framer2.next(), .message(Array("{}".utf8)))
    }

    func testAnEndlessHeaderIsDropped() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "a"), count: 20_000))
        guard case .malformed? = framer.next() else { return XCTFail("expected the header to be refused") }
        framer.append(MessageFramer.frame(Array("{}".utf8)))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
    }
}

final class LineTableTests: XCTestCase {
    func testUTF16PositionsCountSurrogatePairsAndCJK() {
        let text = "let a = \"🐶\"; let 名前 = 1\r\nx\ry\n"
        let bytes = Array(text.utf8)
        let lines = LineTable(bytes)
        XCTAssertEqual(lines.lineStarts.count, 4)
        // `let 名前`: after `let a = "🐶"; ` — 🐶 is 2 UTF-16 units and 4 bytes.
        let nameOffset = bytes.count - Array("名前 = 1\r\nx\ry\n".utf8).count
        let utf16 = lines.position(of: nameOffset, in: bytes, encoding: .utf16)
        XCTAssertEqual(utf16, Position(line: 0, character: 18))
        XCTAssertEqual(lines.position(of: nameOffset, in: bytes, encoding: .utf8), Position(line: 0, character: 20))
        XCTAssertEqual(lines.offset(of: utf16, in: bytes, encoding: .utf16), nameOffset)
        // After 名 (one UTF-16 unit, three bytes).
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 19), in: bytes, encoding: .utf16), nameOffset + 3)
        // A lone `\r` ends a line too.
        XCTAssertEqual(lines.position(of: bytes.count - 2, in: bytes, encoding: .utf16), Position(line: 2, character: 0))
    }

    func testPositionsPastTheEndAreClamped() {
        let bytes = Array("ab\ncd".utf8)
        let lines = LineTable(bytes)
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99), in: bytes, encoding: .utf16), 2)
        XCTAssertEqual(lines.offset(of: Position(line: 9, character: 0), in: bytes, encoding: .utf16), 5)
        XCTAssertEqual(lines.position(of: 99, in: bytes, encoding: .utf16), Position(line: 1, character: 2))
    }

    func testIncrementalChangesApplyInOrder() throws {
        var document = TextDocument(uri: "file:///tmp/a%20b.swift", version: 1, text: "let 🐶 = 1\nlet y = 2\n")
        XCTAssertEqual(document.path, "/tmp/a b.swift")
        try document.apply(changes: [
            ["range": ["start": ["line": 0, "character": 9], "end": ["line": 0, "character": 10]], "text": "42"],
            ["range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 5]], "text": "名"],
        ], version: 2, encoding: .utf16)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let 🐶 = 42\nlet 名 = 2\n")
        XCTAssertEqual(document.version, 2)
        try document.apply(changes: [["text": "whole"]], version: 3, encoding: .utf16)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "whole")
        XCTAssertThrowsError(try document.apply(changes: [["range": "nonsense", "text": "x"]], version: 4, encoding: .utf16))
    }
}
