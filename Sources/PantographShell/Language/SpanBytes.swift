/// A line's bytes lent as a `Span` — how the session, the subject of `expect` and a
/// command's arguments hold them — made into what the cold paths need (an array, a
/// `String`): the one place outside the lexer where those bytes are read through a
/// pointer.
extension Span where Element == UInt8 {
    /// A copy, for text kept past the call (a command longer than `InputText` holds inline).
    var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// The bytes as text; invalid UTF-8 (which the lexer refuses before any of this)
    /// would be replaced, never trapped on.
    var string: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    func elementsEqual(_ other: Span<UInt8>) -> Bool {
        withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.elementsEqual(b) } }
    }
}

extension MutableSpan where Element == UInt8 {
    /// Writes `source` over the first `source.count` bytes, as one copy (the standard
    /// library's `update(fromContentsOf:)` for spans is not in this toolchain). Inlined,
    /// as it runs for every command. The caller keeps
    /// `source` no longer than the span (`InputText` checks the length first).
    @inline(__always)
    mutating func copy(from source: Span<UInt8>) {
        withUnsafeMutableBufferPointer { target in
            source.withUnsafeBufferPointer { _ = target.initialize(fromContentsOf: $0) }
        }
    }
}
