import XCTest
import TheseusSyntax

final class TextSearchTests: XCTestCase {
    private func contains(_ haystack: String, _ needle: String) -> Bool {
        Array(haystack.utf8).withUnsafeBufferPointer { h in Array(needle.utf8).withUnsafeBufferPointer { n in TextSearch.contains(h, n) } }
    }

    func testFindsBytesAnywhereAndNothingLongerThanTheText() {
        XCTAssertTrue(contains("AppWidgetExtension", "Widget"))
        XCTAssertTrue(contains("PreviewProvider", "PreviewProvider"))
        XCTAssertTrue(contains("名前View", "View"), "after multi-byte characters")
        XCTAssertTrue(contains("abc", ""))
        XCTAssertFalse(contains("Wid", "Widget"))
        XCTAssertFalse(contains("WidgeT", "Widget"))
        XCTAssertFalse(contains("", "x"))
    }

    func testBytesInARangeOnly() {
        let file = SourceFile(text: "struct P: PreviewProvider {}")
        XCTAssertTrue(file.bytes(in: ByteRange(10, 25), contain: "PreviewProvider"))
        XCTAssertFalse(file.bytes(in: ByteRange(10, 24), contain: "PreviewProvider"), "the range cuts the name")
        XCTAssertFalse(file.bytes(in: ByteRange(30, 40), contain: "P"), "a range past the end")
    }
}
