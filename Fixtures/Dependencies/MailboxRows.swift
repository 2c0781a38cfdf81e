import SwiftUI

struct Mail: Identifiable {
    let id: Int
    var subject: String
    var isArchived: Bool
    var isFlagged: Bool
    var isUnread: Bool
    var attachmentCount: Int
}

struct Mailbox: View {
    let mails: [Mail]

    var body: some View {
        List {
            // Skipping archived mails inside the row: zero or one view per element.
            ForEach(mails) { mail in
                if !mail.isArchived { // expect: variable_views_per_row
                    Text(mail.subject)
                }
            }
            // One view per branch: constant.
            ForEach(mails) { mail in
                if mail.isUnread {
                    Label(mail.subject, systemImage: "envelope.badge")
                } else {
                    Text(mail.subject)
                }
            }
            // A container per element: constant, whatever is inside.
            ForEach(mails) { mail in
                HStack {
                    Text(mail.subject)
                    if mail.isFlagged { Image(systemName: "flag.fill") }
                }
            }
        }
    }
}

struct AttachmentsList: View {
    let mails: [Mail]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(mails) { mail in
                    Text(mail.subject)
                    // A lazy stack builds its rows as they scroll in: it counts nothing ahead.
                    if mail.attachmentCount > 0 {
                        Label("\(mail.attachmentCount)", systemImage: "paperclip")
                    }
                }
            }
        }
        // Not lazy: a VStack builds everything anyway.
        VStack {
            ForEach(mails) { mail in
                if mail.isFlagged { Text(mail.subject) }
            }
        }
    }
}

struct FilteredMailbox: View {
    let mails: [Mail]

    var body: some View {
        List(mails.filter { !$0.isArchived }) { mail in // expect: inline_foreach_transform
            Section(mail.subject) {
                if mail.isUnread { Text("unread") }
            }
        }
    }
}
