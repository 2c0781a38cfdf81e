// Regression fixture — conditional_modifier_helper: a branch calling a modifier on implicit `self` (`border(…)`) counts as transforming `self`.
import SwiftUI

extension View {
    @ViewBuilder

    func bordered(_ isOn: Bool, color: Color) -> some View { // expect: conditional_modifier_helper
        if isOn { border(color, width: 2) } else { self }
    }
}

struct TagView: View {
    @State private var isSelected = false
    var body: some View {

        // The call whose condition the user flips is reported too: that is where the split happens.
        Text("tag").bordered(isSelected, color: .blue) // expect: conditional_modifier_helper
            .onTapGesture { isSelected.toggle() }
    }
}
