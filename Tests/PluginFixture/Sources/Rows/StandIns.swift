// Minimal stand-ins for the SwiftUI names the fixture uses, so that it compiles on Linux, where
// SwiftUI does not exist. Theseus reads source as text and does not need SwiftUI either.
public protocol View {}

public struct Text: View {
    public init(_ text: String) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {}
}
