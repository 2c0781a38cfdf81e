// Regression fixture — any_view: `AnyView.init(…)` and `SwiftUI.AnyView(…)` are constructions too.
import SwiftUI

struct InitSpelling: View {
    var isCompact: Bool
    var body: some View {
        if isCompact {
            AnyView.init(Text("x")) // expect: any_view
        } else {
            AnyView.init(Label("x", systemImage: "x.circle")) // expect: any_view
        }
    }
}

struct QualifiedSpelling: View {
    var showsIcon: Bool
    var body: some View {
        showsIcon ? SwiftUI.AnyView(Image(systemName: "q")) : SwiftUI.AnyView(Text("q")) // expect: any_view
    }
}
