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
/// In script mode `installForScripts` catches SIGINT and SIGTERM instead: the handler
/// records the signal, a long command (`settle`, `sweep`) stops at its next frame or
/// cell, and the script stops after the line it is on (status 130 or 143).
enum Interrupt {
    /// Set by SIGINT; what `isInterrupted` reports to `ShellSession.execute`.
    static let requested = Atomic<Bool>(false)
    /// In script mode: the signal (SIGINT or SIGTERM) that asked the run to stop, or 0.
    static let stopRequested = Atomic<Int32>(0)
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

    /// The signal that asked a script run to stop, if one did.
    static var stopSignal: Int32? {
        let signal = stopRequested.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// How the one line of a stopped run names the signal.
    static func describe(_ signal: Int32) -> String {
        signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted (SIGINT)"
    }

    /// Script mode: SIGINT and SIGTERM ask the run to stop (`stopSignal`) instead of
    /// killing it, without SA_RESTART so that a blocked read returns.
    static func installForScripts() {
        _ = requested.load(ordering: .relaxed)
        _ = stopRequested.load(ordering: .relaxed)
        for signalNumber in [SIGINT, SIGTERM] { installHandler(signalNumber, stopHandler) }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        _ = sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Back to the default SIGTERM (the REPL after `-i` ends on it, as it always did).
    static func restoreDefaultTermination() {
        _ = signal(SIGTERM, SIG_DFL)
    }

    /// Empties the self-pipe (its bytes only say "look at the flags").
    static func drainWakePipe() {
        let fd = wakeRead.load(ordering: .sequentiallyConsistent)
        guard fd >= 0 else { return }
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(fd, &scratch, scratch.count) > 0 {}
    }

    private static func installHandler(_ signalNumber: Int32,
                                       _ handler: @convention(c) (Int32) -> Void = signalHandler) {
        SignalAction.install(signalNumber, .plain(handler))
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

/// Script mode's handler for SIGINT and SIGTERM: async-signal-safe operations only.
private let stopHandler: @convention(c) (Int32) -> Void = { signalNumber in
    Interrupt.stopRequested.store(signalNumber, ordering: .sequentiallyConsistent)
    Interrupt.requested.store(true, ordering: .sequentiallyConsistent)
}
