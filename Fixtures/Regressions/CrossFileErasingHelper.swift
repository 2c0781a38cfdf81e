// Regression fixture — any_view: an AnyView-returning helper defined in one file is reported where another file calls it.

// --- File 1: Shared/Erasure.swift ---
import SwiftUI

extension View {

    func erasedForRow() -> AnyView { AnyView(self) } // expect: any_view
}

// --- File 2: Feed/FeedRow.swift ---
struct FeedRow: View {
    var body: some View {

        Text("post").erasedForRow() // expect: any_view
    }
}
