#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographEngine
import PantographShell

/// Swallows the output; a record is still built and rendered for every command.
final class NullSink: OutputSink {
    func write(_ text: String, to stream: OutputChannel) {}
    func write(utf8: UnsafeBufferPointer<UInt8>, to stream: OutputChannel) {}
}

/// Commands run so far, reported when the process exits.
nonisolated(unsafe) var commandsRun = 0
nonisolated(unsafe) var reporting = false

/// One fuzz input is a script: its first byte picks the scenario and the output format,
/// the rest is split into lines and run through one session, as `pantograph FILE
/// --keep-going` would. Beyond what the sanitizers catch (a trap, an overflow, a bad
/// access), a failed line with one command must leave the simulator as it was.
/// libFuzzer's driver, which its own `main` would call.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's `main` to `<Target>_main`: libFuzzer's `main` is never
/// pulled in, so this one starts libFuzzer's driver itself.
@_cdecl("PantographFuzz_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

/// `scripts/fuzz traces`: inputs are trace files (`fuzzTraces`), not scripts.
let fuzzingTraces = getenv("PANTOGRAPH_FUZZ_TARGET").map { String(cString: $0) == "traces" } ?? false

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if !reporting {
        reporting = true
        atexit { fputs("pantograph-fuzz: \(commandsRun) command lines run\n", stderr) }
    }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if fuzzingTraces { return fuzzTraces(bytes) }
    guard let first = bytes.first else { return 0 }
    var options = SessionOptions()
    let scenarios = Scenarios.all
    options.scenario = scenarios[Int(first & 0x7F) % scenarios.count].name
    options.format = first & 0x80 == 0 ? .text : .json
    options.keepGoing = true
    guard let session = try? ShellSession(options: options, sink: NullSink()) else { return 0 }
    var lineNumber = 0
    for line in bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false) {
        lineNumber += 1
        let before = session.state.simulator
        let text = Array(line)
        let result = session.execute(line: text, file: "fuzz.pg", lineNumber: lineNumber)
        commandsRun += 1
        if result.failed && !text.contains(UInt8(ascii: ";")) && session.state.simulator != before {
            fputs("pantograph-fuzz: a failed line changed the state: \(String(decoding: text, as: UTF8.self).debugDescription)\n", stderr)
            abort()
        }
        if result.quit { break }
    }
    return 0
}

// MARK: - Trace files

/// Keeps what a session writes, both streams in one, in order.
final class CapturingSink: OutputSink {
    var written: [UInt8] = []
    func write(_ text: String, to stream: OutputChannel) { written += Array(text.utf8) }
    func write(utf8: UnsafeBufferPointer<UInt8>, to stream: OutputChannel) { written += Array(utf8) }
}

/// One file, `t.jsonl`, held in memory.
final class OneFile: SessionFiles {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func read(_ path: String) throws(FileError) -> [UInt8] {
        guard path == "t.jsonl" else { throw FileError("cannot read \(path): No such file or directory") }
        return bytes
    }
    func startRecording(_ path: String, sync: Bool) throws(FileError) { throw FileError("cannot record") }
    func recordLine(_ line: String) throws(FileError) {}
    func stopRecording() {}
    func writeFile(_ contents: String, to path: String) throws(FileError) { throw FileError("cannot write") }
}

/// A trace-file input: its first byte picks the workers (1 to 4) and the size of the
/// pieces; the rest is the file. Beyond what the sanitizers catch, the file read in
/// those pieces on those workers must be the file read whole on one thread (the same
/// traces, skips and errors), and `judge`, `replay` and `compare` on it must print the
/// same bytes on one worker and on three.
func fuzzTraces(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    guard let first = bytes.first else { return 0 }
    let file = Array(bytes.dropFirst())
    let workers = 1 + Int(first & 3)
    let pieceBytes: Int? = [nil, 1, 13, 100, 4096][Int(first >> 2) % 5]
    let whole = Result { () throws(TraceFileError) in try TraceFile.parse(file, name: "t.jsonl") }
    let cut = Result { () throws(TraceFileError) in
        try TraceFile.parse(FileBytes(file), name: "t.jsonl", workers: workers, pieceBytes: pieceBytes)
    }
    if whole != cut {
        fputs("pantograph-fuzz: the file read on \(workers) workers in pieces of \(pieceBytes.map(String.init) ?? "a worker's share") is not the file read whole\n", stderr)
        abort()
    }
    let lines = ["judge show all t.jsonl", "judge velocity logged t.jsonl", "replay t.jsonl", "compare", "undo"]
    let printed = [1, 3].map { workers -> [UInt8] in
        var options = SessionOptions()
        options.format = first & 0x80 == 0 ? .text : .json
        options.keepGoing = true
        options.workers = workers
        let sink = CapturingSink()
        guard let session = try? ShellSession(options: options, sink: sink) else { return [] }
        session.files = OneFile(file)
        for (index, line) in lines.enumerated() {
            _ = session.execute(line: Array(line.utf8), file: "fuzz.pg", lineNumber: index + 1)
            commandsRun += 1
        }
        return sink.written
    }
    if printed[0] != printed[1] {
        fputs("pantograph-fuzz: judge printed differently on 1 worker and on 3\n", stderr)
        abort()
    }
    return 0
}
