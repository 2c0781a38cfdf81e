import SwiftUI

// MARK: - Models

struct DailyForecast: Identifiable {
    let date: Date
    var high: Double
    var low: Double
    var condition: Condition

    /// One forecast per day: the date is a fine, stable id.
    var id: Date { date }

    enum Condition: String, CaseIterable {
        case sunny, cloudy, rain, snow
    }
}

/// Hourly readings from the sensor feed, which has no key of its own.
struct HourlyReading: Identifiable {
    var hour: Int
    var temperature: Double
    var id: Date { Date() } // expect: unstable_identifiable_id
}

/// A station keeps a stored id, and records when it was last renamed.
struct WeatherStation: Identifiable {
    var id = UUID()
    var name: String
    var renamedAt: Date?
}

// MARK: - View model

@MainActor
final class ForecastModel: ObservableObject {
    @Published var days: [DailyForecast] = []
    @Published var readings: [HourlyReading] = []
    @Published var stations: [WeatherStation] = []
    @Published var visibleDayCount = 5
    @Published var usesFahrenheit = false
    @Published var isLoading = true

    func refresh() async {
        isLoading = true
        days = await WeatherAPI.days()
        readings = await WeatherAPI.readings()
        isLoading = false
    }

    func showMoreDays() { visibleDayCount = min(visibleDayCount + 5, 15) }
}

// MARK: - Views

struct ForecastDashboard: View {
    @StateObject private var model = ForecastModel()
    private let columns = 3
    static let sparklineSamples = 24

    var body: some View {
        ScrollView {
            if model.isLoading {
                // Skeleton: always five placeholders.
                HStack { ForEach(0..<5) { _ in RoundedRectangle(cornerRadius: 8).fill(.quaternary) } }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                // Positions as ids: nothing here inserts, removes or reorders days yet (the list is replaced as a
                // whole on refresh), but the data can change: reported, at medium confidence.
                ForEach(0..<model.days.count, id: \.self) { index in // expect: index_based_identity
                    DayTile(day: model.days[index], usesFahrenheit: model.usesFahrenheit)
                }
            }
            // A plain count of columns is not a position in the data.
            Grid {
                GridRow {
                    ForEach(0..<columns, id: \.self) { column in
                        Text("Column \(column + 1)").font(.caption2)
                    }
                }
            }
            HStack(alignment: .bottom, spacing: 1) {
                ForEach(0..<Self.sparklineSamples) { hour in
                    Capsule().frame(width: 3, height: CGFloat(hour % 6 + 2) * 4)
                }
            }
            VStack {
                ForEach(0..<model.visibleDayCount) { offset in // expect: non_constant_foreach_range
                    Text("Day +\(offset)")
                }
            }
            ForEach(model.days) { day in
                ConditionIcon(condition: day.condition)
            }
        }
        .refreshable { model.isLoading = false }
    }
}

struct ReadingsList: View {
    @ObservedObject var model: ForecastModel

    var body: some View {
        List(model.readings.indices) { i in // expect: non_constant_foreach_range
            Text("\(model.readings[i].hour):00 — \(model.readings[i].temperature, specifier: "%.1f")°")
        }
    }
}

struct DayTile: View {
    let day: DailyForecast
    var usesFahrenheit: Bool

    var body: some View {
        VStack(spacing: 4) {
            Text(day.date, format: .dateTime.weekday(.abbreviated))
            ConditionIcon(condition: day.condition)
            // One Text; the unit is chosen inside its argument: no split.
            Text(usesFahrenheit ? "\(Int(day.high * 9 / 5 + 32))°F" : "\(Int(day.high))°C")
                .monospacedDigit()
        }
        .padding(8)
        .themedCard()
    }
}

/// Every case builds an `Image` with other arguments: one view split in four identities, where
/// `Image(systemName: condition.symbol).foregroundStyle(condition.color)` would keep one.
struct ConditionIcon: View {
    let condition: DailyForecast.Condition

    var body: some View {
        switch condition { // expect: identity_splitting_branch
        case .sunny: Image(systemName: "sun.max.fill").foregroundStyle(.yellow)
        case .cloudy: Image(systemName: "cloud.fill").foregroundStyle(.gray)
        case .rain: Image(systemName: "cloud.rain.fill").foregroundStyle(.blue)
        case .snow: Image(systemName: "snowflake").foregroundStyle(.cyan)
        }
    }
}

/// Readings in a list, identified by their `id`.
struct ReadingStrip: View {
    let readings: [HourlyReading]

    var body: some View {
        List(readings) { Text("\($0.temperature)") }
    }
}

#if DEBUG
/// A debug overlay listing raw readings by position; never shipped, exempt from the rules.
struct ReadingsDebugList: View {
    let readings: [HourlyReading]

    var body: some View {
        List(readings.indices) { i in
            Text("\(i): \(readings[i].temperature)")
                .id(UUID())
        }
    }
}
#endif
