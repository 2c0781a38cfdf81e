/// A growable buffer of plain values for the parser's node arena, child list and pending stack.
///
/// The parser appends on every node it finishes; an `Array` checks its buffer's uniqueness and goes
/// through generic growth paths on each append, which cost more than the append itself. This buffer
/// is not copy-on-write: the parser owns exactly one of each, and `take()` hands the contents over as
/// an array when the parse ends (and frees the buffer). Indexes are checked, as an array's are.
struct ParseBuffer<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    subscript(_ i: Int) -> Element {
        @inline(__always) get {
            precondition(i >= 0 && i < count, "ParseBuffer index out of range")
            return storage[i]
        }
        @inline(__always) nonmutating set {
            precondition(i >= 0 && i < count, "ParseBuffer index out of range")
            storage[i] = newValue
        }
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: [Element]) {
        for element in elements { append(element) }
    }

    @discardableResult @inline(__always)
    mutating func removeLast() -> Element {
        precondition(count > 0, "ParseBuffer is empty")
        count -= 1
        return (storage + count).move()
    }

    private mutating func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }

    /// The contents as an array; the buffer is freed, and empty afterwards.
    mutating func take() -> [Element] {
        let array = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deinitialize(count: count)
        storage.deallocate()
        count = 0
        capacity = 16
        storage = .allocate(capacity: capacity)
        return array
    }

    /// Frees the buffer for good (the parser calls it once, when it is done).
    mutating func free() {
        storage.deinitialize(count: count)
        storage.deallocate()
        count = 0
        capacity = 0
    }
}
