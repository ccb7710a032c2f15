import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `executable ARGS` with standard output on a pipe, reads `keep` bytes and then
/// closes the pipe (like `| head -c1`), collects standard error, and waits.
///
/// The child is spawned with SIGPIPE reset to its default action
/// (POSIX_SPAWN_SETSIGDEF): an ignored signal would be inherited from the test runner
/// and hide a missing `signal(SIGPIPE, SIG_IGN)` in the program under test.
func runWithClosingReader(_ executable: String, _ arguments: [String], keep: Int = 1) throws -> Run {
    var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment
        .filter { $0.key != "NO_COLOR" }
        .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }

    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
        close(outPipe[0])
        close(errPipe[0])
        throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
    }

    // Read a little, then go away like `head -c1`.
    var stdout: [UInt8] = []
    var byte: UInt8 = 0
    while stdout.count < keep, read(outPipe[0], &byte, 1) == 1 { stdout.append(byte) }
    close(outPipe[0])

    var stderr: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(errPipe[0], &chunk, chunk.count)
        if n > 0 { stderr += chunk[0..<n]; continue }
        if n < 0 && errno == EINTR { continue }
        break
    }
    close(errPipe[0])

    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signaled = (status & 0x7f) != 0
    return Run(status: signaled ? status & 0x7f : (status >> 8) & 0xff, signaled: signaled,
               stdout: String(decoding: stdout, as: UTF8.self),
               stderr: String(decoding: stderr, as: UTF8.self))
}
