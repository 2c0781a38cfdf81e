// Regression fixture — any_view: an AnyView-returning helper defined in one file is reported where another file calls it.
import SwiftUI

extension View {
    // Erasing one view is harmless: the call sites that erase different views are reported (FeedRow.swift).
    func erasedForRow() -> AnyView { AnyView(self) }
}
