// Regression fixture — A conditional-modifier helper's own `if` is reported once, by conditional_modifier_site, not also as an identity-splitting branch.
import SwiftUI

extension View {
    /// Applies a modifier value only when asked to.
    func applying(_ modifier: some ViewModifier, when condition: Bool) -> some View { // expect: conditional_modifier_site
        Group {
            if condition { self.modifier(modifier) } else { self }   // stays silent
        }
    }
}

struct HighlightToggle: View {
    @State private var isHighlighted = false

    var body: some View {
        Text("Today")
            .applying(Highlight(isOn: true), when: isHighlighted)
            .onTapGesture { isHighlighted.toggle() }
    }
}
