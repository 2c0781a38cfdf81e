// Regression fixture — non_constant_foreach_range: a `static let` declared in an extension in another file is a constant bound.
import SwiftUI
extension CalendarGrid {
    static let weeksShown = 6
}
