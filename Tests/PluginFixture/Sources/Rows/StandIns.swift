// Minimal stand-ins for the SwiftUI names the fixture uses, so that it compiles on Linux, where
// SwiftUI does not exist. Theseus reads source as text and does not need SwiftUI either.
public protocol View {}

public struct Text: View {
    public init(_ text: String) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {}

    /// Rows the user can delete: the evidence that positions shift while the list is shown.
    public func onDelete(perform action: @escaping (Int) -> Void) -> Self { self }
}
