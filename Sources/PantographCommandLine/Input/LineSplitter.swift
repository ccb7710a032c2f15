#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte stream into lines, reading it in fixed-size chunks so that memory does
/// not grow with the length of the script (only with the length of the longest line).
///
/// - A line ends at `\n`; one trailing `\r` before it is dropped (CRLF scripts).
/// - The last line counts even without a final `\n`; an input that ends with `\n` has no
///   extra empty line after it.
/// - Bytes are passed on as they are: invalid UTF-8 is for the session to report.
/// - A line longer than `longestLine` bytes ends the reading (`ReadFailure.longestLine`):
///   an endless input with no newline (`cat /dev/zero | pantograph`) is not a script,
///   and gathering it would grow without bound.
struct LineSplitter<Source: ByteSource> {
    static var defaultChunkSize: Int { 64 * 1024 }

    private var source: Source
    private let longestLine: Int
    private var chunk: [UInt8]
    private var start = 0
    private var end = 0
    private var reachedEnd = false
    /// A line that runs across chunks, gathered.
    private var pending: [UInt8] = []

    init(_ source: Source, chunkSize: Int = Self.defaultChunkSize, longestLine: Int = ScriptInput.longestLine) {
        self.source = source
        self.longestLine = longestLine
        self.chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// The next line without its terminator, or nil at the end of the input.
    mutating func nextLine() throws(ReadFailure) -> [UInt8]? {
        try withNextLine { Array($0) }
    }

    /// The next line without its terminator, lent to `body` for the call only; nil at
    /// the end of the input. A line inside the chunk is lent where it is, found by
    /// memchr: a script's line is then never copied before the session reads it. A
    /// line that runs across chunks is gathered into a buffer kept for the purpose.
    mutating func withNextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(ReadFailure) -> Result? {
        // Emptied only when used: the call costs as much as a short line's search.
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
        var sawAnything = false
        while true {
            if start < end {
                sawAnything = true
                let (from, to) = (start, end)
                let newline = chunk.withUnsafeBufferPointer { chunk -> Int? in
                    let base = chunk.baseAddress!
                    return memchr(base + from, Int32(UInt8(ascii: "\n")), to - from)
                        .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
                }
                let stop = newline ?? to
                guard pending.count + (stop - from) <= longestLine else {
                    throw ReadFailure(code: EFBIG, longestLine: longestLine)
                }
                if newline != nil, pending.isEmpty {
                    start = stop + 1
                    return chunk.withUnsafeBufferPointer { body(Self.withoutCarriageReturn(UnsafeBufferPointer(rebasing: $0[from..<stop]))) }
                }
                chunk.withUnsafeBufferPointer { pending.append(contentsOf: UnsafeBufferPointer(rebasing: $0[from..<stop])) }
                if newline != nil {
                    start = stop + 1
                    return pending.withUnsafeBufferPointer { body(Self.withoutCarriageReturn($0)) }
                }
                start = end
            }
            if reachedEnd {
                return sawAnything ? pending.withUnsafeBufferPointer { body(Self.withoutCarriageReturn($0)) } : nil
            }
            var failure: ReadFailure?
            let count = chunk.withUnsafeMutableBytes { buffer -> Int in
                do throws(ReadFailure) { return try source.read(into: buffer) } catch {
                    failure = error
                    return 0
                }
            }
            if let failure { throw failure }
            if count == 0 { reachedEnd = true }
            start = 0
            end = count
        }
    }

    private static func withoutCarriageReturn(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        line.last == UInt8(ascii: "\r") ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
    }
}
