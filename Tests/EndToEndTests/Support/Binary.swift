import Foundation
import PantographTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `pantograph` executable: `$PANTOGRAPH_BIN` if set, else the one next to the
/// test bundle (SwiftPM puts both in the same build directory; the test target depends
/// on the executable so that it is built first).
enum Binary {
    static let path: String? = locate()

    /// The path, or a recorded test issue explaining where we looked.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        guard let path else {
            Issue.record("cannot find the pantograph binary: set PANTOGRAPH_BIN or build it first",
                         sourceLocation: sourceLocation)
            throw Missing()
        }
        return path
    }

    struct Missing: Error {}

    /// An executable built beside `pantograph` (an example's harness), or a recorded
    /// test issue.
    static func sibling(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let directory = URL(fileURLWithPath: try require(sourceLocation: sourceLocation)).deletingLastPathComponent()
        return directory.appendingPathComponent(name).path
    }

    private static func locate() -> String? {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["PANTOGRAPH_BIN"], !explicit.isEmpty {
            return explicit
        }
        var starts: [URL] = []
        // Linux: the test runner is the `.xctest` executable itself.
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: exe))
        }
        // macOS: a `.xctest` bundle directory somewhere below the build directory.
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("pantograph").path
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate) {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}

/// What one run of the binary did.
struct Run: CustomStringConvertible {
    var status: Int32
    /// True when the process ended by a signal (then `status` is the signal number).
    var signaled: Bool
    var stdout: String
    var stderr: String

    var description: String {
        "status \(status)\(signaled ? " (signal)" : "")\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }
}

extension Run {
    /// What a golden file holds of this run: stdout, stderr and the exit status.
    var golden: String { Snapshot.transcript(out: stdout, err: stderr, status: status) }
}

/// Runs `pantograph ARGS` with `stdin` as standard input (a pipe, so never a terminal),
/// in `directory`, and waits for it.
func pantograph(_ arguments: [String], stdin: String = "", directory: URL? = nil,
                environment: [String: String] = [:]) throws -> Run {
    try runProcess(Binary.require(), arguments, stdin: Data(stdin.utf8), directory: directory,
                   environment: environment)
}

/// Runs any executable; standard output and error are collected concurrently so that
/// neither pipe can fill up and block the child.
func runProcess(_ executable: String, _ arguments: [String], stdin: Data = Data(),
                directory: URL? = nil, environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    // Deterministic defaults: no colour variables, history in a throwaway place.
    env["NO_COLOR"] = nil
    env["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory
        .appendingPathComponent("pantograph-e2e-state").path
    for (key, value) in environment { env[key] = value }
    process.environment = env

    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()

    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isOutput) in [(output, true), (error, false)] {
        group.enter()
        DispatchQueue.global().async {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.set(data, isOutput: isOutput)
            group.leave()
        }
    }
    try? input.fileHandleForWriting.write(contentsOf: stdin)
    try? input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Run(status: process.terminationStatus,
               signaled: process.terminationReason == .uncaughtSignal,
               stdout: String(decoding: collected.output, as: UTF8.self),
               stderr: String(decoding: collected.error, as: UTF8.self))
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()
    var output: Data { lock.withLock { out } }
    var error: Data { lock.withLock { err } }
    func set(_ data: Data, isOutput: Bool) {
        lock.withLock { if isOutput { out = data } else { err = data } }
    }
}

/// A fresh temporary directory, removed when the closure returns.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("pantograph-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// Writes `bytes` to `name` in `directory`.
@discardableResult
func writeFile(_ name: String, _ bytes: [UInt8], in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
}

@discardableResult
func writeFile(_ name: String, _ text: String, in directory: URL) throws -> URL {
    try writeFile(name, Array(text.utf8), in: directory)
}
