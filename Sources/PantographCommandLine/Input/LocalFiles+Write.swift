#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// `plot`'s files: written whole to a temporary file beside the target, then renamed
/// over it, so that a failure (a missing directory, a full disk) leaves neither a
/// partial file nor a changed one. A relative path is relative to the current
/// directory.
extension LocalFiles {
    func writeFile(_ contents: String, to path: String) throws(FileError) {
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError("cannot write \(path): \(Self.reason())") }
        // mkstemp filled in the X's; the name ends at the terminating zero.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { writeBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = Self.reason()
                close(fd)
                unlink(temporary)
                throw FileError("cannot write \(path): \(reason)")
            }
            written += n
        }
        bytes = []
        // mkstemp makes the file private; a drawing is as readable as any new file.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw FileError("cannot write \(path): \(reason)")
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, under a name that `writeFile(_:to:)` does not hide.
private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
