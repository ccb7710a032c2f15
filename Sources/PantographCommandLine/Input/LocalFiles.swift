#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// The session's files on this machine: `source` reads whole files, `record` appends
/// one line per command with `write(2)` straight away, so a crash or Ctrl-C loses
/// nothing already typed.
final class LocalFiles: SessionFiles {
    private var recording: Int32 = -1
    /// Whether each recorded line is flushed to the disk (`record FILE sync`).
    private var syncsRecording = false

    deinit { stopRecording() }

    /// Whether the run was asked to stop (Ctrl-C, SIGTERM): a read in progress stops.
    private let isInterrupted: () -> Bool

    init(isInterrupted: @escaping () -> Bool = { Interrupt.isRequested }) {
        self.isInterrupted = isInterrupted
    }

    /// A script or a scene file, whole. Like a trace file, anything but a regular file
    /// or a pipe is refused before a byte is read (`source /dev/zero` would never end),
    /// and a line longer than a script's longest (`ScriptInput.longestLine`) is refused when
    /// reached: an endless line from a pipe would grow without bound.
    func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd = try openForReading(path)
        defer { close(fd) }
        let info = try Self.fileOfLines(fd, path)
        let known = (info.st_mode & S_IFMT) == S_IFREG ? max(Int(info.st_size), 0) : 0
        let longest = ScriptInput.longestLine
        let bytes = try read(fd, path: path, known: known, longestLine: longest)
        let lastLine = bytes.lastIndex(of: 0x0A).map { bytes.count - $0 - 1 } ?? bytes.count
        guard lastLine <= longest else {
            let line = bytes.count { $0 == 0x0A } + 1
            throw FileError("cannot read \(path): line \(line) is longer than \(longest) bytes")
        }
        return bytes
    }

    /// What `fd` is, if it is a regular file or a pipe; refused otherwise: a terminal,
    /// `/dev/zero`, a socket, a directory has no end or is not a file of lines.
    private static func fileOfLines(_ fd: Int32, _ path: String) throws(FileError) -> stat {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError("cannot read \(path): \(reason())") }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: return info
        case S_IFDIR: throw FileError("cannot read \(path): \(String(cString: strerror(EISDIR)))")
        default: throw FileError("cannot read \(path): not a regular file or a pipe")
        }
    }

    /// The bytes of `fd` to its end, `known` of them expected; with `longestLine`, up
    /// to the first line longer than that (the bytes then end inside it). Stops with an
    /// error when the run is interrupted.
    private func read(_ fd: Int32, path: String, known: Int, longestLine: Int?) throws(FileError) -> [UInt8] {
        // Read straight into the array, sized from the file's length (one byte more, to
        // see its end without growing): `judge` reads files of hundreds of megabytes on
        // one thread, and copying each 64 KiB read into the array element by element
        // cost more than the read.
        var bytes = [UInt8](repeating: 0, count: max(known + 1, 65536))
        var filled = 0
        // Where the line being read begins.
        var lineStart = 0
        while true {
            if isInterrupted() { throw FileError("reading \(path) was interrupted") }
            if filled == bytes.count { bytes += repeatElement(0, count: bytes.count) }
            let n = bytes.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError("cannot read \(path): \(Self.reason())")
            }
            if n == 0 {
                bytes.removeLast(bytes.count - filled)
                return bytes
            }
            filled += n
            if let longestLine {
                // The last newline is near the end in a file of lines: look backwards.
                if let newline = bytes[(filled - n)..<filled].lastIndex(of: 0x0A) { lineStart = newline + 1 }
                if filled - lineStart > longestLine {
                    bytes.removeLast(bytes.count - (lineStart + longestLine + 1))
                    return bytes
                }
            }
        }
    }

    /// A regular file is mapped, not read: the threads that read it (`judge`) each
    /// take their piece where the kernel keeps it, with no copy and a page fault per
    /// 64 KiB or so instead of one per 4 KiB page written; a file cut short while it is
    /// mapped is an error, not a crash (`MappedFile`). A pipe (or an empty or unmappable
    /// file) is read, and the reading stops after a line longer than `longestLine`,
    /// which the reader then refuses, and when the run is interrupted. Anything else —
    /// a terminal, `/dev/zero`, a socket, a directory — is refused before a byte is
    /// read: it has no end, or is not a file of lines.
    func contents(of path: String, longestLine: Int) throws(FileError) -> FileBytes {
        let fd = try openForReading(path)
        defer { close(fd) }
        let info = try Self.fileOfLines(fd, path)
        if (info.st_mode & S_IFMT) == S_IFREG, let mapped = MappedFile.map(fd, size: Int(info.st_size)) { return mapped }
        return FileBytes(try read(fd, path: path, known: 0, longestLine: longestLine))
    }

    /// Opens `path` to read; a signal while it waits (a pipe nobody writes to yet)
    /// ends the wait when the run is interrupted.
    private func openForReading(_ path: String) throws(FileError) -> Int32 {
        while true {
            let fd = openFile(path, O_RDONLY | O_CLOEXEC)
            if fd >= 0 { return fd }
            if errno == EINTR && !isInterrupted() { continue }
            throw FileError(errno == EINTR ? "reading \(path) was interrupted" : "cannot read \(path): \(Self.reason())")
        }
    }

    func startRecording(_ path: String, sync: Bool) throws(FileError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError("cannot write \(path): \(Self.reason())") }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            throw FileError("cannot write \(path): not a regular file")
        }
        stopRecording()
        recording = fd
        syncsRecording = sync
    }

    func recordLine(_ line: String) throws(FileError) {
        guard recording >= 0 else { return }
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(recording, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError("cannot write the recording: \(Self.reason())")
            }
            written += n
        }
        // `record FILE sync`: on the disk before the next command runs.
        while syncsRecording && fsync(recording) != 0 {
            if errno == EINTR { continue }
            throw FileError("cannot sync the recording: \(Self.reason())")
        }
    }

    func stopRecording() {
        if recording >= 0 { close(recording) }
        recording = -1
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// `open(2)`, under a name that the class's own `open(_:)` does not hide.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `read(2)`, under a name that the class's own `read(_:)` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
