#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// The `OutputSink` that maps the session's two streams to file descriptors 1 and 2.
///
/// Standard output is collected in a small buffer and written with `write(2)` when it
/// grows past `flushThreshold`, before anything goes to standard error (so the two
/// interleave in the order they were produced), and when the caller finishes an input
/// line read from a terminal or a pipe (`flush()`), so a program driving Pantograph as
/// a co-process sees each answer as soon as its command is done; from a file, output
/// goes out when the buffer fills and at exit. Standard error is never buffered.
///
/// A broken pipe on standard output (the reader went away, `pantograph … | head`) ends
/// the program quietly with status 0: SIGPIPE is ignored (`ignoreBrokenPipeSignal()`),
/// so `write` fails with EPIPE instead of killing the process, and we `exit(0)` with no
/// message.
final class StandardStreams: OutputSink {
    /// Status when standard output fails for another reason than a broken pipe
    /// (disk full, closed descriptor): BSD's EX_IOERR.
    static let outputErrorStatus: Int32 = 74

    private var pending: [UInt8] = []
    private let flushThreshold = 16 * 1024

    init() { pending.reserveCapacity(flushThreshold) }

    /// Must run before anything is written: turns a broken pipe into EPIPE.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    func write(_ text: String, to stream: OutputChannel) {
        switch stream {
        case .standardOutput:
            pending.append(contentsOf: text.utf8)
            if pending.count >= flushThreshold { flush() }
        case .standardError:
            flush()
            writeError(text)
        }
    }

    func write(utf8: Span<UInt8>, to stream: OutputChannel) {
        utf8.withUnsafeBufferPointer { utf8 in
            switch stream {
            case .standardOutput:
                pending.append(contentsOf: utf8)
                if pending.count >= flushThreshold { flush() }
            case .standardError:
                write(String(decoding: utf8, as: UTF8.self), to: stream)
            }
        }
    }

    /// Convenience for the executable's own messages (`pantograph: …`).
    func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        // Errors on stderr are not actionable: there is nowhere left to report them.
        _ = Self.writeAll(fd: 2, &bytes)
    }

    /// Writes buffered standard output now.
    func flush() {
        guard !pending.isEmpty else { return }
        let error = Self.writeAll(fd: 1, &pending)
        pending.removeAll(keepingCapacity: true)
        guard let error else { return }
        if error == EPIPE { exit(0) }
        if error == EINTR, let signal = Interrupt.stopSignal {
            // Whoever reads standard output stopped reading: what is pending is dropped.
            writeError("\(Program.current.name): \(Interrupt.describe(signal)) while writing standard output\n")
            exit(ExitStatus.stopped(by: signal))
        }
        writeError("\(Program.current.name): cannot write to standard output: \(String(cString: strerror(error)))\n")
        exit(Self.outputErrorStatus)
    }

    /// Writes every byte, retrying after signals (SIGINT is installed without
    /// SA_RESTART in the REPL) and short writes. Returns errno on failure.
    private static func writeAll(fd: Int32, _ bytes: inout [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    let error = errno
                    // A signal that stops the run (script mode) ends a blocked write too.
                    if error == EINTR && (fd != 1 || Interrupt.stopSignal == nil) { continue }
                    if error == EAGAIN || error == EWOULDBLOCK {
                        // A non-blocking descriptor inherited from the caller: wait, don't spin.
                        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&entry, 1, -1)
                        continue
                    }
                    return error
                }
                offset += n
            }
            return nil
        }
    }
}

/// `write(2)`, named apart from `OutputSink.write(_:to:)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
