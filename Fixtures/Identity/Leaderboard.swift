import SwiftUI

// MARK: - Models

struct Player: Identifiable, Hashable, Codable {
    let id: Int
    var nickname: String
    var score: Int
    var country: String
}

/// Teams come from a spreadsheet; two clubs may well share a name, but each has a club number.
struct Team: Hashable {
    let clubID: Int
    var name: String
    var city: String
    var memberIDs: [Int]
}

enum LeaderboardScope: String, CaseIterable, Identifiable {
    case today, week, allTime

    var id: Self { self }

    var title: String {
        switch self {
        case .today: "Today"
        case .week: "This Week"
        case .allTime: "All Time"
        }
    }
}

// MARK: - View model

@MainActor
final class LeaderboardModel: ObservableObject {
    @Published var players: [Player] = []
    @Published var teams: [Team] = []
    @Published var scope: LeaderboardScope = .week
    @Published private(set) var lastRefresh = Date()
    @Published var highlightedCount = 10

    var ranked: [Player] { players.sorted { $0.score > $1.score } }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        players = await LeaderboardAPI.players(scope: scope)
        teams = await LeaderboardAPI.teams()
        lastRefresh = Date()
    }

    func showMoreHighlights() {
        highlightedCount += 10
    }

    /// Moderators remove cheaters from the board while it is shown.
    func disqualify(_ player: Player) {
        players.removeAll { $0.id == player.id }
    }
}

// MARK: - Views

struct LeaderboardScreen: View {
    @StateObject private var model = LeaderboardModel()

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Scope", selection: $model.scope) {
                    ForEach(LeaderboardScope.allCases) { scope in
                        Text(scope.title).tag(scope)
                    }
                }
                .pickerStyle(.segmented)
                .padding()

                PodiumView(players: Array(model.ranked.prefix(3)))
                RankingTable(players: model.ranked, teams: model.teams, highlightedCount: model.highlightedCount) // expect: inline_foreach_transform
                if model.scope == .allTime {
                    LegacyRankingTable(players: model.ranked)
                }
                Button("More highlights") { model.showMoreHighlights() }
            }
            .navigationTitle("Leaderboard")
            .task(id: model.scope) { await model.refresh() }
            .refreshable { await model.refresh() }
        }
    }
}

struct PodiumView: View {
    static let places = 3
    let players: [Player]

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(0..<Self.places) { place in
                VStack {
                    Text(players.indices.contains(place) ? players[place].nickname : "—")
                        .font(.caption.bold())
                    RoundedRectangle(cornerRadius: 6)
                        .fill(place == 0 ? Color.yellow : Color.gray.opacity(0.4))
                        .frame(width: 64, height: CGFloat(90 - place * 20))
                }
            }
        }
        .padding(.vertical)
    }
}

struct RankingTable: View {
    let players: [Player]
    let teams: [Team]
    var highlightedCount: Int

    var body: some View {
        List {
            Section("Top players") {
                ForEach(Array(players.enumerated()), id: \.offset) { rank, player in // expect: index_based_identity
                    RankRow(rank: rank + 1, player: player)
                }
            }
            Section("Highlights") {
                ForEach(0..<highlightedCount) { rank in // expect: non_constant_foreach_range
                    Text("#\(rank + 1)")
                }
            }
            Section("By nickname") {
                ForEach(players, id: \.nickname) { player in // expect: non_unique_id_key_path
                    Text(player.nickname)
                }
            }
            Section("Teams") {
                ForEach(teams, id: \.name) { team in // expect: non_unique_id_key_path
                    LabeledContent(team.name, value: team.city)
                }
            }
            Section("Movers") {
                // Offsets for display, identity from the element: fine.
                ForEach(Array(zip(players.indices, players)), id: \.1.id) { index, player in
                    RankRow(rank: index + 1, player: player)
                }
                ForEach(Array(players.enumerated()), id: \.element.id) { offset, player in
                    Text("\(offset + 1). \(player.nickname) — \(player.score) pts")
                }
                ForEach(players, id: \.id) { player in
                    Text(player.country)
                }
            }
        }
    }
}

/// The old table, keyed by the zipped index.
struct LegacyRankingTable: View {
    let players: [Player]

    var body: some View {
        List(Array(zip(players.indices, players)), id: \.0) { pair in // expect: index_based_identity
            RankRow(rank: pair.0 + 1, player: pair.1)
        }
    }
}

struct RankRow: View {
    let rank: Int
    let player: Player

    var body: some View {
        HStack {
            Text("\(rank)")
                .font(.title3.monospacedDigit())
                .frame(width: 36, alignment: .trailing)
                .foregroundStyle(rank <= 3 ? Color.orange : Color.secondary)
            Text(player.nickname)
            Spacer()
            Text(player.score, format: .number)
                .fontWeight(rank == 1 ? .bold : .regular)
        }
    }
}

#Preview {
    RankingTable(
        players: [Player(id: 1, nickname: "ace", score: 1200, country: "NZ")],
        teams: [Team(name: "Owls", city: "Oslo", memberIDs: [1]), Team(name: "Owls", city: "Lima", memberIDs: [])],
        highlightedCount: 1
    )
}
