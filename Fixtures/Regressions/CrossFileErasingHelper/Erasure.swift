// Regression fixture — any_view: an AnyView-returning helper defined in one file is reported where another file calls it.
import SwiftUI

extension View {

    func erasedForRow() -> AnyView { AnyView(self) } // expect: any_view
}
