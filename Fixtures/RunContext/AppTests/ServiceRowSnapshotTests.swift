// Where code runs — test code: it never runs in the app, so it is not linted by default.
import SwiftUI
import XCTest

struct FlakyItem: Identifiable {
    var title: String
    var id: UUID { UUID() }
}

final class ServiceRowSnapshotTests: XCTestCase {
    func testRowsRender() {
        let rows = List {
            ForEach([FlakyItem(title: "a"), FlakyItem(title: "b")]) { item in
                AnyView(Text(item.title))
            }
        }
        .id(UUID())
        XCTAssertNotNil(rows)
    }
}
