import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM stop a script run after the line they arrive in, with one line on
/// standard error and status 128 + the signal (130, 143): the output of the lines that
/// ran is all there, flushed.
struct SignalTests {
    /// A running `pantograph` whose standard input stays open until the test closes it.
    final class Running {
        let process = Process()
        let input = Pipe(), output = Pipe(), error = Pipe()
        private(set) var received = Data()

        init(_ arguments: [String], directory: URL? = nil) throws {
            process.executableURL = URL(fileURLWithPath: try Binary.require())
            process.arguments = arguments
            if let directory { process.currentDirectoryURL = directory }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            try process.run()
        }

        deinit { if process.isRunning { process.terminate() } }

        func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        /// Waits (up to five seconds) until standard output holds `count` lines.
        func awaitLines(_ count: Int) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while received.split(separator: UInt8(ascii: "\n")).count < count && Date() < deadline {
                var entry = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
                if poll(&entry, 1, 100) > 0 { received.append(output.fileHandleForReading.availableData) }
            }
            return received.split(separator: UInt8(ascii: "\n")).count >= count
        }

        /// Waits (up to twenty seconds) until standard output's pipe holds a good 16 KB
        /// and has stopped filling for half a second: the run is then blocked writing
        /// (a pipe is full before 64 KB when its writes leave its pages part empty).
        func awaitFullPipe() -> Bool {
            let deadline = Date().addingTimeInterval(20)
            var queued: Int32 = 0, last: Int32 = -1, still = 0
            while Date() < deadline {
                guard ioctl(output.fileHandleForReading.fileDescriptor, UInt(FIONREAD), &queued) == 0 else { return false }
                still = queued == last ? still + 1 : 0
                last = queued
                if queued >= 16_384 && still >= 5 { return true }
                usleep(100_000)
            }
            return false
        }

        /// Sends `signal`, then waits for the end (ten seconds at most); returns the
        /// status and standard error.
        func stop(with signal: Int32) -> (status: Int32, stderr: String, exitedNormally: Bool) {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            // SIGKILL: a run that ignores the signal it was sent would catch SIGTERM too,
            // and the wait below would never end.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            input.fileHandleForWriting.closeFile()
            received.append(output.fileHandleForReading.readDataToEndOfFile())
            let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, text, process.terminationReason == .exit)
        }
    }

    static let cases: [(signal: Int32, status: Int32, line: String)] = [
        (SIGINT, 130, "pantograph: interrupted (SIGINT) after <stdin>:2\n"),
        (SIGTERM, 143, "pantograph: terminated (SIGTERM) after <stdin>:2\n"),
    ]

    /// Waiting for the next line of standard input: the read returns, the run stops.
    @Test(arguments: cases)
    func aSignalStopsAScriptWaitingForInput(_ c: (signal: Int32, status: Int32, line: String)) throws {
        let running = try Running(["--json"])
        running.send("pan begin")
        running.send("pan move 0,-100")
        #expect(running.awaitLines(2), "no answers while the pipe was open")
        let (status, stderr, exited) = running.stop(with: c.signal)
        #expect(exited, "killed by the signal instead of stopping")
        #expect(status == c.status)
        #expect(stderr == c.line)
        let records = running.received.split(separator: UInt8(ascii: "\n"))
        #expect(records.count == 2, "the lines that ran keep their records")
    }

    /// Blocked writing answers that nobody reads: the write returns, the run stops.
    @Test(arguments: cases)
    func aSignalStopsAScriptBlockedOnItsOutput(_ c: (signal: Int32, status: Int32, line: String)) throws {
        let running = try Running([])
        // Some 180 KB of answers, more than a pipe holds, and nobody reading them.
        for _ in 0..<80 { running.send("help") }
        #expect(running.awaitFullPipe(), "the output never filled the pipe")
        #expect(running.process.isRunning, "the run ended before its output filled the pipe")
        let (status, stderr, exited) = running.stop(with: c.signal)
        #expect(exited)
        #expect(status == c.status)
        let signalName = c.signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted (SIGINT)"
        #expect(stderr == "pantograph: \(signalName) while writing standard output\n", "\(stderr)")
    }

    /// In the middle of a sweep of a million cells (seconds of work): the sweep stops at its next
    /// cell, says so, and the stop line is the last word.
    @Test(arguments: cases)
    func aSignalCutsALongSweepShort(_ c: (signal: Int32, status: Int32, line: String)) throws {
        let running = try Running(["--quiet"])
        running.send("help quit")
        running.send("sweep distance 0..999 step 1 velocity -4995..5000 step 10")
        running.send("help drag")
        // The answer to line 1 is out: line 2, the sweep, is running.
        #expect(running.awaitLines(1))
        usleep(300_000)
        let (status, stderr, exited) = running.stop(with: c.signal)
        #expect(exited)
        #expect(status == c.status)
        let lines = stderr.replacingOccurrences(of: "\n    ", with: " ").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(stderr)")
        #expect(lines.first?.hasPrefix("<stdin>:2:1: error: sweep interrupted after ") == true, "\(stderr)")
        #expect(stderr.hasSuffix(c.line), "\(stderr)")
        #expect(!String(decoding: running.received, as: UTF8.self).contains("drag"), "the line after the sweep ran")
    }
}

/// A scene file long enough to take seconds to read stops loading on SIGINT or
/// SIGTERM, at once, from `--scene` and from `scene load` (docs/hostile-input.md).
struct SceneLoadSignalTests {
    /// Runs `pantograph ARGUMENTS` where `big.scene` is (300,000 views: seconds of
    /// reading for the debug binary), stops it by `c.signal` while it loads, and gives
    /// its standard error: it must stop soon, by exiting (not killed by the signal),
    /// with `c.status`.
    static func stoppedLoadingABigScene(_ arguments: [String], by c: (signal: Int32, status: Int32, line: String)) throws -> String {
        try withTemporaryDirectory { dir in
            var text = "scene big\n"
            for i in 0..<300_000 { text += "view v\(i) frame screen\n" }
            text += "controller c view v0\nwindow v0\n"
            _ = try writeFile("big.scene", Array(text.utf8), in: dir)
            let running = try SignalTests.Running(arguments, directory: dir)
            usleep(700_000)
            let start = Date()
            let (status, stderr, exited) = running.stop(with: c.signal)
            let seconds = Date().timeIntervalSince(start)
            #expect(exited, "killed by the signal instead of stopping")
            #expect(status == c.status)
            #expect(seconds < 3, "stopped after \(seconds) s")
            return stderr
        }
    }

    @Test(arguments: SignalTests.cases)
    func aSignalStopsALongSceneFile(_ c: (signal: Int32, status: Int32, line: String)) throws {
        let stderr = try Self.stoppedLoadingABigScene(["--scene", "big.scene", "-e", "quit"], by: c)
        #expect(stderr == "pantograph: \(Self.name(c.signal)) while loading big.scene\n", "\(stderr)")
    }

    @Test(arguments: SignalTests.cases)
    func aSignalStopsALongSceneLoad(_ c: (signal: Int32, status: Int32, line: String)) throws {
        let stderr = try Self.stoppedLoadingABigScene(["-e", "scene load big.scene", "-e", "quit"], by: c)
        let lines = stderr.replacingOccurrences(of: "\n    ", with: " ").split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(stderr)")
        #expect(lines.first?.hasPrefix("<command-line>:1:12: error: scene load: interrupted at line ") == true
                && lines.first?.hasSuffix(" of big.scene; nothing loaded") == true, "\(stderr)")
        #expect(lines.last == "pantograph: \(Self.name(c.signal)) after <command-line>:1", "\(stderr)")
    }

    /// How the stop line names the signal.
    static func name(_ signal: Int32) -> String { signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted (SIGINT)" }
}
