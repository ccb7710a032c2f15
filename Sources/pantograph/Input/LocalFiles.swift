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

    func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("cannot read \(path): \(Self.reason())") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError("cannot read \(path): \(String(cString: strerror(EISDIR)))")
        }
        // Read straight into the array, sized from the file's length (one byte more, to
        // see its end without growing): `judge` reads files of hundreds of megabytes on
        // one thread, and copying each 64 KiB read into the array element by element
        // cost more than the read.
        let known = (info.st_mode & S_IFMT) == S_IFREG ? max(Int(info.st_size), 0) : 0
        var bytes = [UInt8](repeating: 0, count: max(known + 1, 65536))
        var filled = 0
        while true {
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
        }
    }

    /// A regular file is mapped, not read: the threads that read it (`judge`) each
    /// take their piece where the kernel keeps it, with no copy and a page fault per
    /// 64 KiB or so instead of one per 4 KiB page written. A file cut short while it
    /// is mapped would stop the program (SIGBUS); trace files are written before they
    /// are judged. Anything else (a pipe, an empty file, a failed map) is read.
    func contents(of path: String) throws(FileError) -> FileBytes {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("cannot read \(path): \(Self.reason())") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
           let base = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED {
            return FileBytes(unsafeStart: UnsafeRawPointer(base), count: Int(info.st_size)) { start, count in
                munmap(UnsafeMutableRawPointer(mutating: start), count)
            }
        }
        return FileBytes(try read(path))
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

/// `read(2)`, under a name that the class's own `read(_:)` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
