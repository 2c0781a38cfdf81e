// Regression fixture — any_view: `AnyView.init(…)` and `SwiftUI.AnyView(…)` are constructions too.
import SwiftUI

struct InitSpelling: View {
    var body: some View {

        AnyView.init(Text("x")) // expect: any_view
    }
}

struct QualifiedSpelling: View {
    var body: some View {

        SwiftUI.AnyView(Text("q")) // expect: any_view
    }
}
