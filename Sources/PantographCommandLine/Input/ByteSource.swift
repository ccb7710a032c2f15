#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read that failed; `code` is the `errno` value.
struct ReadFailure: Error, Equatable {
    let code: Int32
    /// Set when a line ran past `LineSplitter`'s longest: that many bytes.
    var longestLine: Int? = nil
    var reason: String { String(cString: strerror(code)) }
}

/// Where the bytes of a script come from, read in chunks.
protocol ByteSource {
    /// Fills the front of `buffer`; returns how many bytes were read, 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReadFailure) -> Int
}

/// An open file descriptor (a script file, or standard input).
struct FileDescriptorSource: ByteSource {
    let fd: Int32

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReadFailure) -> Int {
        while true {
            let n = systemRead(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            let error = errno
            // A signal that stops the run (script mode) ends a blocked read too.
            if error == EINTR && Interrupt.stopSignal == nil { continue }
            throw ReadFailure(code: error)
        }
    }
}

/// Bytes already in memory (the text of a `-e` argument).
struct BytesSource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init<S: Sequence>(_ bytes: S) where S.Element == UInt8 { self.bytes = Array(bytes) }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReadFailure) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { raw in
            buffer.baseAddress!.copyMemory(from: raw.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}

/// `read(2)`, named apart from `ByteSource.read(into:)`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
