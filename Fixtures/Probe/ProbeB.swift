import SwiftUI

extension CalendarGrid {
    static let weeksShown = 6
}

enum ProbeLayout {
    static let columns = 4
}

extension View {
    func erasedForRow() -> AnyView { AnyView(self) }

    @ViewBuilder
    func hidden(_ isHidden: Bool) -> some View {
        if isHidden { self.hidden() } else { self }
    }
}

struct UsesPlainHidden: View {
    var body: some View {
        Text("secret").hidden()
    }
}
