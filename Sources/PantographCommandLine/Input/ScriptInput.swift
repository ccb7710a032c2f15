#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One input of a script run, already opened, with the name used in error messages.
enum ScriptInput {
    /// A file (or standard input for `-`), read as a stream.
    case file(name: String, fd: Int32)
    /// The text of one `-e` argument.
    case commands(String)

    /// A script's longest line, 8 MiB: far beyond any real one (a 1 MiB line is still
    /// read, and refused by the session with its length), small enough that reading an
    /// endless input (`cat /dev/zero | pantograph`, `source` of such a pipe) stays bounded.
    static let longestLine = 8 << 20

    static let standardInputName = "<stdin>"
    static let commandLineName = "<command-line>"

    /// A file that cannot be opened for reading.
    struct OpenFailure: Error {
        let path: String
        let reason: String
        var message: String { "\(Program.current.name): cannot read \(path): \(reason)" }
    }

    /// Opens every file before anything runs, so that a missing file is reported
    /// (status 66) without executing a single command. `-` is standard input.
    /// On failure the descriptors already opened are closed again.
    static func openAll(_ paths: [String]) throws(OpenFailure) -> [ScriptInput] {
        var opened: [ScriptInput] = []
        for path in paths {
            if path == "-" {
                opened.append(.file(name: standardInputName, fd: 0))
                continue
            }
            do {
                opened.append(.file(name: path, fd: try openForReading(path)))
            } catch {
                for case .file(_, let fd) in opened where fd != 0 { close(fd) }
                throw error
            }
        }
        return opened
    }

    /// `open(2)`, refusing up front what is not a regular file or a pipe: a directory
    /// opens fine but every read fails, and `/dev/zero` or a terminal has no end.
    private static func openForReading(_ path: String) throws(OpenFailure) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OpenFailure(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(fd, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO:
                break
            case S_IFDIR:
                close(fd)
                throw OpenFailure(path: path, reason: String(cString: strerror(EISDIR)))
            default:
                close(fd)
                throw OpenFailure(path: path, reason: "not a regular file or a pipe")
            }
        }
        return fd
    }
}

/// `close(2)` for files that are done with (callers need not import libc).
func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
