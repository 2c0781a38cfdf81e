// Regression fixture — any_view: an AnyView-returning helper defined in one file is reported where another file calls it.
import SwiftUI
struct FeedRow: View {
    var isPinned: Bool
    var body: some View {
        isPinned ? Label("post", systemImage: "pin").erasedForRow() : Text("post").erasedForRow() // expect: any_view
    }
}
