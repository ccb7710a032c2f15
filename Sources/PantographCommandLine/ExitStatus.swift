/// The exit statuses of docs/cli.md.
enum ExitStatus {
    static let success: Int32 = 0
    /// An `expect` failed (every expectation is still evaluated).
    static let expectationFailed: Int32 = 1
    /// A command failed in a script (parse or semantic error).
    static let commandFailed: Int32 = 2
    /// Bad command-line usage (EX_USAGE), also an unknown scene for `--scenario`.
    static let usage: Int32 = 64
    /// An input file cannot be read (EX_NOINPUT).
    static let cannotReadInput: Int32 = 66
    /// `pantograph init`: the folder cannot be written (EX_CANTCREAT).
    static let cannotCreate: Int32 = 73
    /// An app's harness: a trap in the app's code (EX_SOFTWARE), written by the signal
    /// handler itself (`TrapReport`).
    static let appTrapped: Int32 = 70
    /// A script run stopped by SIGINT (Ctrl-C) or SIGTERM: 128 + the signal's number,
    /// as a shell reports a process that a signal ended (130, 143).
    static func stopped(by signal: Int32) -> Int32 { 128 + signal }
}

/// The status a run will exit with: the most serious thing that happened.
/// The codes are ordered by seriousness, so "most serious" is the largest.
struct RunStatus {
    private(set) var code: Int32 = ExitStatus.success

    mutating func record(_ status: Int32) { code = max(code, status) }
}
