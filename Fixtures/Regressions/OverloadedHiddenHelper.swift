// Regression fixture — conditional_modifier_helper: call sites match the helper's labels, so SwiftUI's `hidden()` is not the project's conditional `hidden(_:)`.
import SwiftUI

extension View {
    @ViewBuilder

    func hidden(_ isHidden: Bool) -> some View { // expect: conditional_modifier_helper
        if isHidden { self.hidden() } else { self }   // stays silent
    }
}

struct SecretLabel: View {
    @State private var isRevealed = false
    var body: some View {
        Text("secret").hidden()   // stays silent
        Text("answer").hidden(!isRevealed) // expect: conditional_modifier_helper
        Button("Reveal") { isRevealed = true }
    }
}
