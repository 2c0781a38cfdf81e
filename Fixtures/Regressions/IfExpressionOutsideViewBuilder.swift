// Regression fixture — identity_splitting_branch: outside a result builder an `if` is an expression yielding one view: no split.
import SwiftUI

struct BellIcon: View {
    var isOn: Bool
    var body: some View { icon() }

    func icon() -> some View {
        if isOn { Image(systemName: "bell.fill") } else { Image(systemName: "bell.slash") }   // stays silent
    }
}
