#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Installs a signal handler: the one place `sigaction` is filled in, for Ctrl-C and
/// window changes (`Interrupt`), traps in an app's code (`TrapReport`) and a mapped
/// file cut short (`MappedFile`). Glibc and Darwin spell the handler's field
/// differently, and each caller wants a different pair of handler kind and flags.
enum SignalAction {
    enum Handler {
        /// `sa_handler`: the signal number only.
        case plain(@convention(c) (Int32) -> Void)
        /// `sa_sigaction` with `SA_SIGINFO`: the handler is told the faulting address.
        case withInfo(@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)
    }

    /// Installs `handler` for `signalNumber` with an empty mask and returns the action it
    /// replaces. Never `SA_RESTART`: a blocking call the signal interrupts returns
    /// `EINTR`, which the REPL's poll loop relies on.
    @discardableResult
    static func install(_ signalNumber: Int32, _ handler: Handler) -> sigaction {
        var action = sigaction()
        var flags: Int32 = 0
        switch handler {
        case .plain(let function):
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = function
            #else
            action.__sigaction_u.__sa_handler = function
            #endif
        case .withInfo(let function):
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = function
            #else
            action.__sigaction_u.__sa_sigaction = function
            #endif
            flags |= Int32(SA_SIGINFO)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var previous = sigaction()
        _ = sigaction(signalNumber, &action, &previous)
        return previous
    }
}
