// Where code runs — a widget extension: each timeline entry is rendered as a snapshot, so nothing
// changes while a widget view is shown. Rules about views that change on screen stay silent here;
// rules about values still apply: an `id` new on every read is one.
import SwiftUI
import WidgetKit

struct StatusEntry: TimelineEntry {
    let date: Date
    let services: [Service]
    let isStale: Bool
}

struct Service: Identifiable {
    var name: String
    var isUp: Bool
    var id: UUID { UUID() } // expect: unstable_identifiable_id
}

struct StatusEntryView: View {
    var entry: StatusEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        // One snapshot per entry: the branch never flips in front of the user.
        if entry.isStale {
            ServiceGrid(services: entry.services).opacity(0.4)
        } else {
            ServiceGrid(services: entry.services)
        }
    }
}

struct ServiceGrid: View {
    let services: [Service]

    var body: some View {
        List {
            ForEach(services.indices, id: \.self) { index in
                AnyView(Text(services[index].name))
            }
            .onDelete { _ in }
        }
    }
}

/// The services again, identified by their `id`, which is read afresh on every access: but the rows
/// are stateless text in a snapshot, so nothing is lost (silent).
struct ServiceStrip: View {
    let services: [Service]

    var body: some View {
        HStack { ForEach(services) { Text($0.name) } }
    }
}
