import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    @Published var progress = 0.0
    static let shared = PlayerModel()
}

final class QueueModel: ObservableObject {
    @Published var tracks: [String] = []
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
        List(queue.tracks, id: \.self) { Text($0) } // expect: non_unique_id_key_path
    }
}

struct PlayerScreen: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        NowPlaying(player: player)
            .onAppear { _ = QueueList(queue: QueueModel()) }
    }
}
