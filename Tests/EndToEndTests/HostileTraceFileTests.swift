import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PantographCommandLine
import PantographShell

/// docs/hostile-input.md, "Trace files": what `judge` and `replay` do with a file that
/// has no end, a line that has none, a pipe that never ends, and a file cut short
/// while it is mapped.
@Suite struct HostileTraceFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A device, a directory: refused before a byte is read, by both commands.
    @Test(arguments: [("/dev/zero", "not a regular file or a pipe"), ("/dev/null", "not a regular file or a pipe"),
                      ("/tmp", "Is a directory")])
    func whatIsNotAFileOrAPipeIsRefused(_ path: String, _ why: String) throws {
        for command in ["judge", "replay"] {
            let run = try pantograph(["-e", "\(command) \(path)"])
            #expect(run.status == 2 && !run.signaled, "\(run)")
            let column = command.count + 2
            #expect(run.stderr.replacingOccurrences(of: "\n    ", with: " ")
                    == "<command-line>:1:\(column): error: \(command): cannot read \(path): \(why)\n", "\(run)")
        }
    }

    /// Scripts and scene files are read the same way: `source /dev/zero` would never end.
    @Test(arguments: [("/dev/zero", "not a regular file or a pipe"), ("/tmp", "Is a directory")])
    func aScriptOrSceneThatIsNotAFileOrAPipeIsRefused(_ path: String, _ why: String) throws {
        // A reading that never stopped runs into a minute, or 2 GiB of address space.
        let binary = try Binary.require(), cap = BudgetTests.sanitized ? "" : "ulimit -v 2097152; "
        func pantograph(_ arguments: String) throws -> Run {
            try runProcess("/bin/sh", ["-c", "\(cap)timeout 60 '\(binary)' \(arguments)"])
        }
        for command in ["source", "scene load"] {
            let run = try pantograph("-e '\(command) \(path)'")
            #expect(run.status == 2 && !run.signaled, "\(run)")
            #expect(run.stderr.hasPrefix("<command-line>:1:\(command.count + 2): error: "), "\(run)")
            #expect(run.stderr.contains("cannot read \(path): \(why)"), "\(run)")
        }
        let script = try pantograph(path)
        #expect(script.status == 66 && !script.signaled, "\(script)")
        #expect(script.stderr.contains("cannot read \(path): \(why)"), "\(script)")
    }

    /// A pipe of zeros with no end: the reading stops after the longest line a sample
    /// may have, and the file is refused at that line.
    @Test func anEndlessLineIsRefusedAtItsLimit() throws {
        let binary = try Binary.require()
        for command in ["judge", "replay"] {
            // A reading that never stopped would run into the minute's limit, or into 2 GiB
            // of address space, whichever comes first. A sanitized build reserves terabytes
            // of shadow memory at start: there the minute alone bounds it.
            let cap = BudgetTests.sanitized ? "" : "ulimit -v 2097152; "
            let run = try runProcess("/bin/sh", ["-c", "\(cap)cat /dev/zero | timeout 60 '\(binary)' -e '\(command) /dev/stdin'"])
            #expect(run.status == 2 && !run.signaled, "\(run)")
            let text = run.stderr.replacingOccurrences(of: "\n    ", with: " ")
            #expect(text.hasPrefix("<command-line>:1:\(command.count + 2): error: \(command): /dev/stdin is not a trace file; nothing was loaded\n"),
                    "\(run)")
            #expect(text.contains("  /dev/stdin:1:\(TraceFile.longestLine + 1): a line longer than \(TraceFile.longestLine) bytes"),
                    "\(run)")
        }
    }

    /// A line a byte short of the limit is read (and refused for what it holds); a
    /// byte more is refused for its length, in a mapped file as in a pipe.
    @Test func theLimitIsTheLongestLine() throws {
        try withTemporaryDirectory { dir in
            // Both lines exactly at the limit, with one id: the began line padded
            // with blanks inside its object. The id begins with an escape, which leaves
            // the lines to the reference reader, where the limit is checked for any line
            // the quick reader does not read.
            let endTemplate = #"{"t": 0.1, "x": 105, "y": 405, "phase": "cancelled", "id": ""}"#
            let id = #"\u0061"# + String(repeating: "a", count: TraceFile.longestLine - endTemplate.utf8.count - 6)
            let end = #"{"t": 0.1, "x": 105, "y": 405, "phase": "cancelled", "id": ""# + id + #""}"#
            var longest = #"{"t": 0, "x": 105, "y": 405, "phase": "began", "id": ""# + id + #"""#
            longest += String(repeating: " ", count: TraceFile.longestLine - longest.utf8.count - 1) + "}"
            #expect(longest.utf8.count == TraceFile.longestLine && end.utf8.count == TraceFile.longestLine)
            try writeFile("longest.jsonl", longest + "\n" + end + "\n", in: dir)
            try writeFile("over.jsonl", longest + " \n" + end + "\n", in: dir)
            let fits = try pantograph(["-e", "replay longest.jsonl"], directory: dir)
            #expect(fits.status == 0, "\(fits)")
            for input in [["-e", "replay over.jsonl"], ["-e", "replay /dev/stdin"]] {
                let stdin = input[1].hasSuffix("stdin") ? longest + " \n" + end + "\n" : ""
                let over = try pantograph(input, stdin: stdin, directory: dir)
                #expect(over.status == 2, "\(over)")
                #expect(over.stderr.replacingOccurrences(of: "\n    ", with: " ")
                    .contains(":1:\(TraceFile.longestLine + 1): a line longer than \(TraceFile.longestLine) bytes"), "\(over)")
            }
        }
    }

    /// A pipe nobody writes to, and one that never ends: SIGINT and SIGTERM stop the
    /// reading, the command fails, and the run stops with its status.
    @Test(arguments: SignalTests.cases)
    func aSignalStopsAReadingThatWouldNotEnd(_ c: (signal: Int32, status: Int32, line: String)) throws {
        // Standard input left open and empty: the read waits.
        let waiting = try SignalTests.Running(["-e", "judge /dev/stdin"])
        usleep(300_000)
        let (status, stderr, exited) = waiting.stop(with: c.signal)
        #expect(exited && status == c.status, "\(stderr)")
        let signalName = c.signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted (SIGINT)"
        #expect(stderr == "<command-line>:1:7: error: judge: reading /dev/stdin was interrupted\n"
                + "pantograph: \(signalName) after <command-line>:1\n", "\(stderr)")

        // Lines with no end: a writer that stops only when nobody reads (64 KiB a
        // millisecond, so that the lines held stay few).
        let endless = try SignalTests.Running(["-e", "replay /dev/stdin"])
        let fd = endless.input.fileHandleForWriting.fileDescriptor
        let chunk = Array(repeating: Array(#"{"t": 0, "x": 105, "y": 405, "phase": "began"}"#.utf8) + [0x0A], count: 1_400)
            .flatMap { $0 }
        let writer = Thread {
            // EPIPE rather than SIGPIPE once the reader is gone: the signal, blocked
            // on this thread, stays pending and ends with it.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 { usleep(1_000) }
        }
        writer.start()
        usleep(300_000)
        let (endlessStatus, said, endlessExited) = endless.stop(with: c.signal)
        #expect(endlessExited && endlessStatus == c.status, "\(said)")
        #expect(said == "<command-line>:1:8: error: replay: reading /dev/stdin was interrupted\n"
                + "pantograph: \(signalName) after <command-line>:1\n", "\(said)")
    }

    /// A file cut short while it is mapped: the pages past the cut read as zeros, the
    /// bytes before it as they were, and the file says it was cut; another mapping
    /// does not.
    @Test func aMappedFileCutShortSaysSo() throws {
        try withTemporaryDirectory { dir in
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let size = 64 * page
            let cut = try writeFile("cut.jsonl", [UInt8](repeating: 0x41, count: size), in: dir).path
            let kept = try writeFile("kept.jsonl", [UInt8](repeating: 0x42, count: size), in: dir).path
            let files = LocalFiles()
            let cutBytes = try files.contents(of: cut, longestLine: TraceFile.longestLine)
            let keptBytes = try files.contents(of: kept, longestLine: TraceFile.longestLine)
            #expect(cutBytes.count == size && !cutBytes.wasCutShort && !keptBytes.wasCutShort)
            #expect(truncate(cut, off_t(3 * page + 10)) == 0)
            let (before, after) = cutBytes.withSpan { ($0[3 * page + 9], $0[size - 1]) }
            #expect(before == 0x41 && after == 0)
            #expect(cutBytes.wasCutShort)
            #expect(keptBytes.withSpan { $0[size - 1] } == 0x42 && !keptBytes.wasCutShort)
        }
    }

    /// The handler looks up only the mappings lent now: once a file's bytes are gone,
    /// a fault at its old address is not ours.
    @Test func aMappingReleasedIsForgotten() throws {
        try withTemporaryDirectory { dir in
            let path = try writeFile("t.jsonl", [UInt8](repeating: 0x41, count: 10_000), in: dir).path
            var address: UInt = 0
            do {
                let bytes = try LocalFiles().contents(of: path, longestLine: TraceFile.longestLine)
                address = bytes.withSpan { span in span.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
                #expect(MappedFile.Guard.slot(holding: address) != nil)
                #expect(MappedFile.Guard.slot(holding: address + 9_999) != nil)
                #expect(MappedFile.Guard.slot(holding: address + 10_000) == nil)
                #expect(MappedFile.Guard.slot(holding: address - 1) == nil)
            }
            #expect(MappedFile.Guard.slot(holding: address) == nil)
        }
    }

    /// The same during a run: `judge` (or `replay`) on one worker, the file cut to a
    /// tenth as soon as it is mapped. The command fails with the cut named, and no
    /// signal ends the process.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs /proc to see the mapping"),
          arguments: ["judge", "replay"])
    func aFileCutShortWhileReadIsAnError(_ command: String) throws {
        try withTemporaryDirectory { dir in
            let drags = try Data(contentsOf: Self.root.appendingPathComponent("docs/examples/traces/drags.jsonl"))
            var bytes = Data()
            for _ in 0..<40 { bytes.append(drags) }
            let file = dir.appendingPathComponent("cut.jsonl")
            try bytes.write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try Binary.require())
            process.arguments = ["-e", "\(command) cut.jsonl"]
            process.currentDirectoryURL = dir
            process.environment = ProcessInfo.processInfo.environment.merging(["PANTOGRAPH_WORKERS": "1"]) { $1 }
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            var cutWhileMapped = false
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && Date() < deadline {
                let maps = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/maps", encoding: .utf8)) ?? ""
                if maps.contains(file.path) {
                    cutWhileMapped = truncate(file.path, off_t(bytes.count / 10)) == 0
                    break
                }
                usleep(1_000)
            }
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(cutWhileMapped, "the file was never seen mapped")
            #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(said)")
            #expect(out.isEmpty)
            #expect(said.replacingOccurrences(of: "\n    ", with: " ")
                    == "<command-line>:1:\(command.count + 2): error: \(command): cut.jsonl was cut short while it was read; nothing was loaded\n",
                    "\(said)")
        }
    }
}
