/// A file's bytes as the session's files lend them: an array, or memory the executable
/// mapped (`mmap`), which no thread copies. `judge` reads files of hundreds of megabytes:
/// mapped, each thread reads its own piece where the kernel keeps it, where an array
/// would be copied on one thread into pages that each cost a fault.
///
/// Immutable, so the threads that read one share it.
public final class FileBytes: @unchecked Sendable {
    private let array: [UInt8]
    private let base: UnsafeRawPointer?
    public let count: Int
    private let release: ((UnsafeRawPointer, Int) -> Void)?
    private let cutShort: (@Sendable () -> Bool)?

    public init(_ bytes: [UInt8]) {
        array = bytes
        base = nil
        count = bytes.count
        release = nil
        cutShort = nil
    }

    /// `count` bytes at `unsafeStart`, which stay readable until `release` is called,
    /// once, when the last reference goes. A mapped file can be cut short while it is
    /// read: `cutShort` says whether it was (the bytes past the cut then read as zeros),
    /// and the reader asks it when it is done.
    public init(unsafeStart: UnsafeRawPointer, count: Int, release: @escaping (UnsafeRawPointer, Int) -> Void,
                cutShort: (@Sendable () -> Bool)? = nil) {
        array = []
        base = unsafeStart
        self.count = count
        self.release = release
        self.cutShort = cutShort
    }

    /// Whether the file was cut short while it was read: what was read is not the
    /// file, and a reader reports that instead.
    public var wasCutShort: Bool { cutShort?() ?? false }

    deinit {
        if let base, let release { release(base, count) }
    }

    public func withSpan<R>(_ body: (Span<UInt8>) -> R) -> R {
        guard let base else {
            let array = array
            return body(array.span)
        }
        let buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        return body(buffer.span)
    }

    /// How many newlines `range` holds: a piece's first line number is known before
    /// it is read, so that the threads number lines as they read them. Eight bytes at a
    /// time, a newline found as a zero byte of the word XOR the newlines: a byte loop
    /// cost 5 instructions a byte, about a tenth of reading the lines.
    func newlines(in range: Range<Int>) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return withSpan { b in
            b.withUnsafeBytes { p in
                let ones: UInt64 = 0x0101_0101_0101_0101, low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                var n = 0, i = range.lowerBound
                while i &+ 8 <= range.upperBound {
                    let x = p.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ (ones &* 0x0A)
                    // A byte's high bit is set unless the byte is zero.
                    let nonzero = ((x & low7) &+ low7) | x
                    n &+= (~nonzero & ~low7).nonzeroBitCount
                    i &+= 8
                }
                while i < range.upperBound {
                    if p[i] == 0x0A { n &+= 1 }
                    i &+= 1
                }
                return n
            }
        }
    }
}
