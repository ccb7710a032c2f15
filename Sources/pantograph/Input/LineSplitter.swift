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
        var sawAnything = false
        while true {
            if start < end {
                sawAnything = true
                if let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                    line.append(contentsOf: chunk[start..<newline])
                    start = newline + 1
                    return Self.droppingCarriageReturn(line)
                }
                line.append(contentsOf: chunk[start..<end])
                start = end
            }
            if reachedEnd {
                return sawAnything ? Self.droppingCarriageReturn(line) : nil
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

    private static func droppingCarriageReturn(_ line: [UInt8]) -> [UInt8] {
        guard line.last == UInt8(ascii: "\r") else { return line }
        return Array(line.dropLast())
    }
}
