// Regression fixture — non_constant_foreach_range: a `static let` declared in an extension in another file is a constant bound.

// --- File 1: Calendar/CalendarGrid.swift ---
import SwiftUI

struct CalendarGrid: View {
    var body: some View {
        VStack {
            ForEach(0..<Self.weeksShown) { week in   // stays silent
                Text("Week \(week + 1)")
            }
        }
    }
}

// --- File 2: Calendar/CalendarGrid+Layout.swift ---
extension CalendarGrid {
    static let weeksShown = 6
}
