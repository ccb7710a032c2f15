/// A file's bytes as the session's files lend them: an array, or memory the executable
/// mapped (`mmap`), which no thread copies. `judge` reads files of hundreds of megabytes:
/// read into an array, the file was copied on one thread into pages that each cost a
/// fault; mapped, each thread reads its own piece where the kernel keeps it.
///
/// Immutable, so the threads that read one share it.
public final class FileBytes: @unchecked Sendable {
    private let array: [UInt8]
    private let base: UnsafeRawPointer?
    public let count: Int
    private let release: ((UnsafeRawPointer, Int) -> Void)?

    public init(_ bytes: [UInt8]) {
        array = bytes
        base = nil
        count = bytes.count
        release = nil
    }

    /// `count` bytes at `unsafeStart`, which stay unchanged and readable until
    /// `release` is called, once, when the last reference goes.
    public init(unsafeStart: UnsafeRawPointer, count: Int, release: @escaping (UnsafeRawPointer, Int) -> Void) {
        array = []
        base = unsafeStart
        self.count = count
        self.release = release
    }

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
    /// it is read, so that the threads number lines as they read them.
    func newlines(in range: Range<Int>) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return withSpan { b in
            b.withUnsafeBufferPointer { p in
                var n = 0
                for i in range where p[i] == 0x0A { n &+= 1 }
                return n
            }
        }
    }
}
