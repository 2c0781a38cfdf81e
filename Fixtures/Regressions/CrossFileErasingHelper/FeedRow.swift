// Regression fixture — any_view: an AnyView-returning helper defined in one file is reported where another file calls it.
import SwiftUI
struct FeedRow: View {
    var body: some View {

        Text("post").erasedForRow() // expect: any_view
    }
}
