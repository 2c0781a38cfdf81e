import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    @Published var progress = 0.0
    static let shared = PlayerModel()
}

struct QueuedTrack: Hashable {
    var title: String
    var artist: String
}

final class QueueModel: ObservableObject {
    /// The same song may be queued twice.
    @Published var tracks: [QueuedTrack] = []

    func enqueue(_ track: QueuedTrack) { tracks.append(track) }
}

struct NowPlaying: View {
    // Owned elsewhere and passed in: fine.
    @ObservedObject var player: PlayerModel
    // A shared instance: not created by this view.
    @ObservedObject var shared = PlayerModel.shared
    // Created by the view itself but not owned: recreated with the view.
    @ObservedObject var queue = QueueModel() // expect: observed_object_initialization

    var body: some View {
        VStack {
            ProgressView(value: player.progress)
            Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
            QueueList(queue: QueueModel()) // expect: observed_object_initialization
            QueueList(queue: queue)
        }
    }
}

struct QueueList: View {
    @ObservedObject var queue: QueueModel

    var body: some View {
        List(queue.tracks.map(\.title), id: \.self) { Text($0) } // expect: non_unique_id_key_path, inline_foreach_transform
    }
}

struct PlayerScreen: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        NowPlaying(player: player)
            .onAppear { _ = QueueList(queue: QueueModel()) }
    }
}
