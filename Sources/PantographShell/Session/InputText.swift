/// A command's text as typed (without its comment and surrounding blanks): what a
/// record's `input` says and what `record` writes. Kept inline up to 64 bytes, which
/// holds nearly every command, so that the subject of `expect` keeps the last one
/// without holding the line's arrays: retaining them for each command and releasing
/// the previous command's were atomic operations, a tenth of a pan move's time.
struct InputText: Equatable {
    private static let inlineCapacity = 64
    private var inline = InlineArray<64, UInt8>(repeating: 0)
    private var inlineCount = 0
    /// The whole text when it does not fit inline.
    private var long: [UInt8]?

    init() {}

    init(_ bytes: Span<UInt8>) { set(bytes) }

    /// Replaces the text.
    mutating func set(_ bytes: Span<UInt8>) {
        guard bytes.count <= Self.inlineCapacity else {
            long = bytes.array
            inlineCount = 0
            return
        }
        if long != nil { long = nil }
        var target = inline.mutableSpan
        target.copy(from: bytes)
        inlineCount = bytes.count
    }

    /// The UTF-8 bytes, lent for the call.
    func withUTF8<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        if let long { return body(long.span) }
        return body(inline.span.extracting(first: inlineCount))
    }

    var text: String { withUTF8 { $0.string } }

    static func == (a: InputText, b: InputText) -> Bool {
        a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }
}
