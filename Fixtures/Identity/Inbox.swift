import SwiftUI
import Combine

// MARK: - Models

struct MailMessage: Identifiable, Hashable {
    var id = UUID()
    var sender: String
    var subject: String
    var preview: String
    var receivedAt: Date
    var isUnread: Bool
    var isFlagged = false
}

/// Conversations from the server may lack a thread key; the fallback invents a new one on every read.
struct Conversation: Identifiable {
    var threadKey: String?
    var messages: [MailMessage]
    var id: String { threadKey ?? UUID().uuidString } // expect: unstable_identifiable_id
}

/// Attachments are keyed by their server key. `UUID(uuidString:)` parses; it does not invent.
struct Attachment: Identifiable {
    static let placeholderID = UUID()
    var serverKey: String
    var fileName: String
    var id: UUID { UUID(uuidString: serverKey) ?? Attachment.placeholderID }
}

/// Caches rendered previews by file name. The name mentions AnyView; the type is not one.
final class AnyViewCache {
    private var storage: [String: Data] = [:]
    func store(_ data: Data, for key: String) { storage[key] = data }
    func data(for key: String) -> Data? { storage[key] }
}

// MARK: - View model

@MainActor
final class InboxModel: ObservableObject {
    @Published var messages: [MailMessage] = []
    @Published var searchText = ""
    @Published private(set) var lastSync: Date?
    let previewCache = AnyViewCache()

    /// `eraseToAnyPublisher` is Combine's type eraser, unrelated to `AnyView`.
    var debouncedSearch: AnyPublisher<String, Never> {
        $searchText
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    var unreadCount: Int { messages.filter(\.isUnread).count }

    func sync() async {
        lastSync = Date()
    }

    func toggleFlag(_ message: MailMessage) {
        guard let index = messages.firstIndex(of: message) else { return }
        messages[index].isFlagged.toggle()
    }
}

// MARK: - Views

/// Threads, identified by their `id` (the fallback one for threads without a key).
struct ThreadList: View {
    let conversations: [Conversation]

    var body: some View {
        List(conversations) { Text($0.messages.first?.subject ?? "") }
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()
    /// Replaced after a pull to refresh: a stored value, so `.id(refreshToken)` is stable in between.
    @State private var refreshToken = UUID()
    @State private var selection: MailMessage.ID?

    var body: some View {
        NavigationSplitView {
            List(model.messages, selection: $selection) { message in
                MessageRow(message: message)
                    .if(message.isUnread) { $0.bold() } // expect: conditional_modifier_helper
                    .swipeActions {
                        Button("Flag", systemImage: "flag") { model.toggleFlag(message) }
                    }
            }
            .id(refreshToken)
            .refreshable {
                await model.sync()
                refreshToken = UUID()
            }
            .searchable(text: $model.searchText)
            .navigationTitle("Inbox (\(model.unreadCount))")
        } detail: {
            if let selection, let message = model.messages.first(where: { $0.id == selection }) {
                MessageDetail(message: message).id(message.id)
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
            }
        }
        .task(id: Date()) { // expect: unstable_view_id
            await model.sync()
        }
    }
}

struct MessageRow: View {
    let message: MailMessage

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(message.sender).lineLimit(1)
                Spacer()
                Text(message.receivedAt, style: .relative).font(.caption)
            }
            Text(message.subject)
                .fontWeight(message.isUnread ? .semibold : .regular)
            Text(message.preview)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
        .overlay(alignment: .topTrailing) {
            if message.isFlagged { Image(systemName: "flag.fill").foregroundStyle(.orange) }
        }
    }
}

struct AttachmentStrip: View {
    let attachments: [Attachment]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(attachments) { attachment in
                    // One view of one type, erased for nothing (a lazy stack counts nothing ahead, but the type is lost).
                    AnyView(thumbnail(for: attachment)) // expect: any_view
                }
            }
        }
        .accessibilityHint("Attachments, AnyView-free since 2.3")
    }

    // Before: AnyView(Image(systemName: "doc")) for every file — now a @ViewBuilder.
    @ViewBuilder
    private func thumbnail(for attachment: Attachment) -> some View {
        if attachment.fileName.hasSuffix(".pdf") {
            Image(systemName: "doc.richtext")
        } else {
            Text(attachment.fileName).font(.caption)
        }
    }
}

struct MessageDetail: View {
    let message: MailMessage
    @State private var isShowingHeaders = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message.subject).font(.title2)
                if isShowingHeaders {
                    Text("From: \(message.sender)\nReceived: \(message.receivedAt.formatted())")
                        .font(.caption.monospaced())
                }
                Text(message.preview)
            }
            .padding()
        }
        .toolbar {
            Button(isShowingHeaders ? "Hide Headers" : "Show Headers") { isShowingHeaders.toggle() }
        }
        .animation(.default, value: isShowingHeaders)
    }
}

struct InboxView_Previews: PreviewProvider {
    static let samples = [
        MailMessage(sender: "Ana", subject: "Lunch?", preview: "Noodles at 12", receivedAt: .now, isUnread: true),
        MailMessage(sender: "Bo", subject: "Invoice", preview: "Attached", receivedAt: .now, isUnread: false),
    ]

    static var previews: some View {
        List {
            ForEach(0..<samples.count) { i in
                AnyView(MessageRow(message: samples[i]))
            }
        }
        .id(UUID())
    }
}
