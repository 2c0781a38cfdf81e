// Regression fixture — conditional_modifier_site: a branch calling a modifier on implicit `self` (`border(…)`) counts as transforming `self`.
import SwiftUI

extension View {
    @ViewBuilder

    func bordered(_ isOn: Bool, color: Color) -> some View { // expect: conditional_modifier_site
        if isOn { border(color, width: 2) } else { self }
    }
}

struct TagView: View {
    @State private var isSelected = false
    var body: some View {

        // A named helper is reported once, where it is defined; its call sites name no rewrite of their own.
        Text("tag").bordered(isSelected, color: .blue)
            .onTapGesture { isSelected.toggle() }
    }
}
