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
struct LineSplitter<Source: ByteSource> {
    static var defaultChunkSize: Int { 64 * 1024 }

    private var source: Source
    private var chunk: [UInt8]
    private var start = 0
    private var end = 0
    private var reachedEnd = false

    init(_ source: Source, chunkSize: Int = Self.defaultChunkSize) {
        self.source = source
        self.chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// The next line without its terminator, or nil at the end of the input.
    mutating func nextLine() throws(ReadFailure) -> [UInt8]? {
        var line: [UInt8] = []
        return try nextLine(into: &line) ? line : nil
    }

    /// The same into a buffer the caller keeps: a script's lines then reuse one
    /// allocation. False at the end of the input.
    mutating func nextLine(into line: inout [UInt8]) throws(ReadFailure) -> Bool {
        line.removeAll(keepingCapacity: true)
        var sawAnything = false
        while true {
            if start < end {
                sawAnything = true
                // memchr and one copy out of the chunk: slicing the chunk retained it,
                // and a generic search went byte by byte.
                let (from, to) = (start, end)
                let newline = chunk.withUnsafeBufferPointer { chunk -> Int? in
                    let base = chunk.baseAddress!
                    let found = memchr(base + from, Int32(UInt8(ascii: "\n")), to - from)
                    let stop = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? to
                    line.append(contentsOf: UnsafeBufferPointer(start: base + from, count: stop - from))
                    return found == nil ? nil : stop
                }
                if let newline {
                    start = newline + 1
                    Self.dropCarriageReturn(&line)
                    return true
                }
                start = end
            }
            if reachedEnd {
                Self.dropCarriageReturn(&line)
                return sawAnything
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

    private static func dropCarriageReturn(_ line: inout [UInt8]) {
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
    }
}
