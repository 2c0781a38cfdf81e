import SwiftUI

struct Flashcard: Identifiable, Hashable {
    let id: Int
    var prompt: String
    var answer: String
    var lastReviewed: Date?
}

@Observable
final class Deck {
    var cards: [Flashcard] = []
    private(set) var studyOrder: [Flashcard] = []

    func startSession() {
        studyOrder = cards.shuffled()
    }
}

struct StudySession: View {
    let deck: Deck

    var body: some View {
        ScrollView {
            LazyVStack {
                // A new random order on every evaluation of body.
                ForEach(deck.cards.shuffled()) { card in // expect: inline_foreach_transform
                    CardView(card: card)
                }
            }
        }
    }
}

struct ShuffledOnce: View {
    let deck: Deck

    var body: some View {
        // Shuffled once when the session starts, stored in the model.
        List(deck.studyOrder) { card in
            CardView(card: card)
        }
        .onAppear { deck.startSession() }
    }
}

struct ReviewQueue: View {
    let deck: Deck
    let limit: Int

    var body: some View {
        let due = deck.cards.filter { $0.lastReviewed == nil } // expect: inline_foreach_transform
        List {
            Text("\(due.count) cards due")
            ForEach(due) { card in
                CardView(card: card)
            }
            // A slice is a view of the collection, not work over it.
            ForEach(deck.cards.prefix(limit)) { card in
                Text(card.prompt)
            }
        }
    }
}

struct CardView: View {
    let card: Flashcard

    var body: some View {
        VStack {
            Text(card.prompt).font(.headline)
            Text(card.answer)
        }
    }
}

struct DebugDeck: View {
    let deck: Deck

    var body: some View {
        #if DEBUG
        ForEach(deck.cards.shuffled()) { CardView(card: $0) }
        #else
        ForEach(deck.cards) { CardView(card: $0) }
        #endif
    }
}

#Preview {
    List {
        ForEach([Flashcard(id: 1, prompt: "2 + 2", answer: "4")].shuffled()) { CardView(card: $0) }
    }
}
