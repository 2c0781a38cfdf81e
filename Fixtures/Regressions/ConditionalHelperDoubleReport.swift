// Regression fixture — A conditional-modifier helper's own `if` is reported once, at the helper, not also as an identity-splitting branch; the call whose condition changes is reported where it is.
import SwiftUI

extension View {
    /// Applies a modifier value only when asked to.
    func applying(_ modifier: some ViewModifier, when condition: Bool) -> some View { // expect: conditional_modifier_helper
        Group {
            if condition { self.modifier(modifier) } else { self }   // stays silent
        }
    }
}

struct HighlightToggle: View {
    @State private var isHighlighted = false

    var body: some View {
        Text("Today")
            .applying(Highlight(isOn: true), when: isHighlighted) // expect: conditional_modifier_helper
            .onTapGesture { isHighlighted.toggle() }
    }
}
