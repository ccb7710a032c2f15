#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's persistent history: `$XDG_STATE_HOME/pantograph/history`, one entry per
/// line, oldest first, at most `capacity` entries.
///
/// Several sessions may run at once, so every change happens under an exclusive `flock`
/// on a separate lock file (`history.lock`, never replaced):
/// - an accepted line is appended with one `write(2)` to the file opened `O_APPEND`;
/// - if the file then holds more than `capacity` entries, the newest `capacity` are
///   written to a temporary file that is renamed over the history (atomic: a reader
///   sees the old or the new file, never a mix).
/// The lock is on its own file because `rename` replaces the history's inode: a lock
/// on the history itself would be lost by a writer that opened the old inode.
///
/// A location that cannot be created or written is reported once, as a warning;
/// the REPL goes on without saving.
final class History {
    static let defaultCapacity = 1000

    let capacity: Int
    /// `…/pantograph`, or nil when there is no usable location at all.
    let directory: String?
    private var lockFD: Int32 = -1
    private var lastEntry: [UInt8]?
    private var warned = false
    private let warn: (String) -> Void

    var filePath: String? { directory.map { $0 + "/history" } }
    private var lockPath: String? { directory.map { $0 + "/history.lock" } }
    /// Whether accepted lines are being saved.
    var isWritable: Bool { lockFD >= 0 }

    /// `warn` receives one complete line (with its newline).
    init(directory: String? = History.defaultDirectory(), capacity: Int = History.defaultCapacity,
         warn: @escaping (String) -> Void) {
        self.directory = directory
        self.capacity = max(1, capacity)
        self.warn = warn
        openLock()
    }

    deinit {
        if lockFD >= 0 { close(lockFD) }
    }

    /// `$XDG_STATE_HOME/pantograph`, or `~/.local/state/pantograph` when the variable is
    /// unset, empty or relative (the XDG spec says to ignore relative paths).
    static func defaultDirectory() -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/pantograph"
        }
        var home = environment("HOME")
        if home == nil, let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            home = String(cString: dir)
        }
        guard let home, !home.isEmpty else { return nil }
        return home + "/.local/state/pantograph"
    }

    // MARK: Reading

    /// The saved entries, oldest first (at most `capacity`). Also primes the
    /// "immediate repeat" check with the newest one.
    func load() -> [[UInt8]] {
        guard let filePath else { return [] }
        let fd = open(filePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno != ENOENT { warnOnce("cannot read history \(filePath): \(lastError())") }
            return []
        }
        defer { close(fd) }
        // A shared lock: no writer is halfway through a change while we read.
        lock(LOCK_SH)
        defer { unlock() }
        var entries: [[UInt8]] = []
        var splitter = LineSplitter(FileDescriptorSource(fd: fd))
        while let line = try? splitter.nextLine() {
            guard !Self.isBlank(line) else { continue }
            entries.append(line)
            if entries.count > 2 * capacity { entries.removeFirst(entries.count - capacity) }
        }
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        lastEntry = entries.last
        return entries
    }

    // MARK: Writing

    /// Whether `line` belongs in the history: not blank, not the same as the entry
    /// before it.
    func shouldRecord(_ line: [UInt8]) -> Bool {
        !Self.isBlank(line) && line != lastEntry
    }

    /// Records an accepted line if `shouldRecord` says so; returns whether it did (the
    /// caller then adds it to readline's in-memory history too).
    @discardableResult
    func record(_ line: [UInt8]) -> Bool {
        guard shouldRecord(line) else { return false }
        lastEntry = line
        if isWritable { append(line) }
        return true
    }

    private func append(_ line: [UInt8]) {
        guard let filePath else { return }
        lock(LOCK_EX)
        defer { unlock() }
        // Read-write so that `endsWithNewline` can look at the last byte.
        let fd = open(filePath, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return disable("cannot write history \(filePath): \(lastError())") }
        var bytes: [UInt8] = []
        // Never glue onto a last line left without its newline (a crash, a hand edit).
        if !endsWithNewline(fd) { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(contentsOf: line)
        bytes.append(UInt8(ascii: "\n"))
        let ok = writeAll(fd, bytes)
        let writeError = errno
        close(fd)
        guard ok else { return disable("cannot write history \(filePath): \(describe(writeError))") }
        trimIfNeeded(filePath)
    }

    /// Keeps the newest `capacity` entries. Runs under the exclusive lock.
    private func trimIfNeeded(_ filePath: String) {
        let fd = open(filePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        var entries: [[UInt8]] = []
        var total = 0
        var splitter = LineSplitter(FileDescriptorSource(fd: fd))
        while let line = try? splitter.nextLine() {
            guard !Self.isBlank(line) else { total += 1; continue }
            total += 1
            entries.append(line)
            if entries.count > 2 * capacity { entries.removeFirst(entries.count - capacity) }
        }
        close(fd)
        guard total > capacity else { return }
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }

        let temporary = "\(filePath).tmp-\(getpid())"
        let out = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard out >= 0 else { return disable("cannot write history \(temporary): \(lastError())") }
        var bytes: [UInt8] = []
        for entry in entries {
            bytes.append(contentsOf: entry)
            bytes.append(UInt8(ascii: "\n"))
        }
        let ok = writeAll(out, bytes) && fsync(out) == 0
        let writeError = errno
        close(out)
        guard ok, rename(temporary, filePath) == 0 else {
            let error = ok ? errno : writeError
            unlink(temporary)
            return disable("cannot write history \(filePath): \(describe(error))")
        }
    }

    // MARK: Plumbing

    private func openLock() {
        guard let directory, let lockPath else { return }
        guard makeDirectories(directory) else {
            return warnOnce("cannot save history in \(directory): \(lastError())")
        }
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return warnOnce("cannot save history in \(directory): \(lastError())") }
        // Can the history itself be written? (The lock file may be fine in a directory
        // where the history is read-only.)
        if let filePath {
            let probe = open(filePath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard probe >= 0 else {
                let message = "cannot save history in \(filePath): \(lastError())"
                close(fd)
                return warnOnce(message)
            }
            close(probe)
        }
        lockFD = fd
    }

    private func lock(_ operation: Int32) {
        guard lockFD >= 0 else { return }
        while flock(lockFD, operation) != 0 && errno == EINTR {}
    }

    private func unlock() {
        guard lockFD >= 0 else { return }
        _ = flock(lockFD, LOCK_UN)
    }

    private func disable(_ message: String) {
        if lockFD >= 0 { close(lockFD) }
        lockFD = -1
        warnOnce(message)
    }

    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn("\(Program.current.name): warning: \(message); history will not be saved\n")
    }

    private func endsWithNewline(_ fd: Int32) -> Bool {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return true }
        var last: UInt8 = 0
        guard pread(fd, &last, 1, info.st_size - 1) == 1 else { return true }
        return last == UInt8(ascii: "\n")
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// `mkdir -p` with mode 0700 for the parts it creates.
    private func makeDirectories(_ path: String) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            errno = ENOTDIR
            return false
        }
        return true
    }

    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    private func lastError() -> String { describe(errno) }
    private func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
