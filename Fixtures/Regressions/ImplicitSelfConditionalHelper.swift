// Regression fixture — conditional_modifier_helper: a branch calling a modifier on implicit `self` (`border(…)`) counts as transforming `self`.
import SwiftUI

extension View {
    @ViewBuilder

    func bordered(_ isOn: Bool, color: Color) -> some View { // expect: conditional_modifier_helper
        if isOn { border(color, width: 2) } else { self }
    }
}

struct TagView: View {
    var isSelected: Bool
    var body: some View {

        Text("tag").bordered(isSelected, color: .blue) // expect: conditional_modifier_helper
    }
}
