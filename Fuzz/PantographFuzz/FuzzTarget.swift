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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if !reporting {
        reporting = true
        atexit { fputs("pantograph-fuzz: \(commandsRun) command lines run\n", stderr) }
    }
    let bytes = UnsafeBufferPointer(start: data, count: size)
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
