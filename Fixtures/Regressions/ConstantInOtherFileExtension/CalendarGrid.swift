// Regression fixture — non_constant_foreach_range: a `static let` declared in an extension in another file is a constant bound.
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
