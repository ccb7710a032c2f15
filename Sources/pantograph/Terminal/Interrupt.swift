#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C and window-size changes in the REPL.
///
/// The signal handlers do only async-signal-safe work: they set an atomic flag and
/// write one byte to a non-blocking "self-pipe". The readline input function waits on
/// both standard input and that pipe with `poll(2)`, so a Ctrl-C that arrives at any
/// moment — even between checking the flag and blocking — wakes it up.
///
/// The handlers are installed without SA_RESTART, so a blocking system call in a
/// long-running command returns EINTR; all our I/O loops retry on EINTR.
///
/// In script mode none of this is installed: Ctrl-C keeps its default meaning and ends
/// the process, as for any other batch tool.
enum Interrupt {
    /// Set by SIGINT; what `isInterrupted` reports to `ShellSession.execute`.
    static let requested = Atomic<Bool>(false)
    /// Set by SIGWINCH; the reader tells readline about the new size.
    static let windowChanged = Atomic<Bool>(false)
    /// The self-pipe: the handler writes to `wakeWrite`, the reader polls `wakeRead`.
    static let wakeRead = Atomic<Int32>(-1)
    static let wakeWrite = Atomic<Int32>(-1)

    /// Whether Ctrl-C was pressed since the last `clear()`.
    static var isRequested: Bool { requested.load(ordering: .sequentiallyConsistent) }

    /// Forgets an earlier Ctrl-C; called before every REPL line.
    static func clear() {
        requested.store(false, ordering: .sequentiallyConsistent)
        drainWakePipe()
    }

    /// Installs the SIGINT and SIGWINCH handlers (once).
    static func install() {
        guard wakeRead.load(ordering: .sequentiallyConsistent) < 0 else { return }
        // Touch every static before a handler can run: their lazy initialisation
        // (swift_once) is not async-signal-safe, a plain atomic access is.
        _ = requested.load(ordering: .relaxed)
        _ = windowChanged.load(ordering: .relaxed)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakeRead.store(fds[0], ordering: .sequentiallyConsistent)
            wakeWrite.store(fds[1], ordering: .sequentiallyConsistent)
        }
        installHandler(SIGINT)
        installHandler(SIGWINCH)
        // A blocked signal mask is inherited across exec (a parent's worker thread may
        // have SIGINT blocked); Ctrl-C must reach the REPL whatever we were started from.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGWINCH)
        _ = sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Empties the self-pipe (its bytes only say "look at the flags").
    static func drainWakePipe() {
        let fd = wakeRead.load(ordering: .sequentiallyConsistent)
        guard fd >= 0 else { return }
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(fd, &scratch, scratch.count) > 0 {}
    }

    private static func installHandler(_ signalNumber: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = signalHandler
        #else
        action.__sigaction_u.__sa_handler = signalHandler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: blocking calls see EINTR
        _ = sigaction(signalNumber, &action, nil)
    }
}

/// The handler for SIGINT and SIGWINCH: async-signal-safe operations only.
private let signalHandler: @convention(c) (Int32) -> Void = { signalNumber in
    let savedErrno = errno
    if signalNumber == SIGINT {
        Interrupt.requested.store(true, ordering: .sequentiallyConsistent)
    } else {
        Interrupt.windowChanged.store(true, ordering: .sequentiallyConsistent)
    }
    let fd = Interrupt.wakeWrite.load(ordering: .sequentiallyConsistent)
    if fd >= 0 {
        var byte: UInt8 = 0
        _ = write(fd, &byte, 1)
    }
    errno = savedErrno
}
