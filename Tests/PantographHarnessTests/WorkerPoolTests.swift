import Foundation
@testable import PantographHarness
@testable import PantographShell
import PantographEngine
import Testing

/// The worker pool's protocol (docs/architecture.md, "Worker processes"), on workers
/// that are plain programs: `cat` answers every job with its own bytes, so what comes
/// back, and in which order, is the pool's doing.
@Suite struct WorkerPoolTests {
    static func job(_ k: Int) -> [UInt8] { Array("job \(k)".utf8) }

    /// The same processes answer several runs (the pool is started once for a
    /// command), each run's answers in its jobs' order; `stop` ends them.
    @Test func onePoolAnswersSeveralRunsInOrder() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/cat", arguments: []).start()
        let pids = pool.processIdentifiers
        for count in [50, 3, 200] {
            let answers = pool.run(count, job: Self.job, answer: { $0 }, isInterrupted: { false })
            #expect(answers == (0..<count).map(Self.job))
        }
        #expect(pool.processIdentifiers == pids && pool.isAlive)
        pool.stop()
        #expect(!pool.isAlive && pids.allSatisfy { kill($0, 0) != 0 }, "the workers are gone")
    }

    /// A worker that ends mid-run (here after answering one job): the jobs it had and
    /// every job after the first of them come back nil, for the caller to run itself;
    /// what came back before is kept, and the pool is not used again.
    @Test func aWorkerThatEndsLeavesItsJobsUnanswered() throws {
        // As the command line does (`StandardStreams`): a job written to the ended
        // worker fails with EPIPE rather than ending this process.
        signal(SIGPIPE, SIG_IGN)
        // One job of "job N" is 8 + 5 bytes.
        let pool = try WorkerPool(workers: 1, executable: "/bin/sh", arguments: ["-c", "head -c 13; exit 3"]).start()
        let answers = pool.run(5, job: Self.job, answer: { $0 }, isInterrupted: { false })
        #expect(answers == [Self.job(0), nil, nil, nil, nil])
        #expect(!pool.isAlive)
        #expect(pool.run(2, job: Self.job, answer: { $0 }, isInterrupted: { false }) == [nil, nil])
    }

    /// An answer the caller cannot read is no answer: that job comes back nil, the
    /// others as they were.
    @Test func anAnswerThatCannotBeReadIsNil() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/cat", arguments: []).start()
        defer { pool.stop() }
        let answers = pool.run(6, job: Self.job, answer: { $0 == Self.job(3) ? nil : $0 }, isInterrupted: { false })
        #expect(answers == [Self.job(0), Self.job(1), Self.job(2), nil, Self.job(4), Self.job(5)])
    }

    /// Interrupted while the workers work (they never answer here): the run is nil at
    /// once, and no worker process is left behind.
    @Test func anInterruptEndsTheWorkers() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/sh", arguments: ["-c", "exec sleep 60"]).start()
        let pids = pool.processIdentifiers
        let start = Date()
        let answers = pool.run(4, job: Self.job, answer: { $0 }, isInterrupted: { Date().timeIntervalSince(start) > 0.1 })
        #expect(answers == nil)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(!pool.isAlive && pids.allSatisfy { kill($0, 0) != 0 }, "no worker is left")
    }

    /// Interrupted with `keepingAnswers` (as `explore` asks): the answers already in
    /// come back, nil for the rest, and no worker is left. The worker answers the
    /// first job, leaves a mark, and never answers the second.
    @Test func anInterruptKeepsTheAnswersAlreadyIn() throws {
        let mark = FileManager.default.temporaryDirectory.appendingPathComponent("pool-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: mark) }
        let pool = try WorkerPool(workers: 1, executable: "/bin/sh",
                                  arguments: ["-c", "head -c 13; touch '\(mark)'; exec sleep 60"]).start()
        let pids = pool.processIdentifiers
        var marked: Date?
        let answers = pool.run(3, job: Self.job, answer: { $0 }, isInterrupted: {
            // The answer reaches the pool before the mark: a moment after it, it is in.
            if marked == nil, FileManager.default.fileExists(atPath: mark) { marked = Date() }
            return marked.map { Date().timeIntervalSince($0) > 0.2 } ?? false
        }, keepingAnswers: true)
        #expect(answers == [Self.job(0), nil, nil])
        #expect(!pool.isAlive && pids.allSatisfy { kill($0, 0) != 0 }, "no worker is left")
    }

    /// A stream's job: its items' numbers, one a line, which `cat` answers as they are.
    static func streamJob(_ items: ArraySlice<Int>) -> [UInt8] { Array(items.map { "\($0)\n" }.joined().utf8) }
    static func streamAnswer(_ bytes: [UInt8]) -> [Int]? {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { Int($0) } as? [Int]
    }

    /// What a stream's caller runs of its own (`WorkerStream.finish`), as `cat` would
    /// answer it, each part kept in `parts`.
    final class Here {
        var parts: [Range<Int>] = []
        func run(_ items: ArraySlice<Int>) -> [Int]? {
            parts.append(items.indices)
            return Array(items)
        }
    }

    /// A stream's answers hold what a trap in the caller's part needs: every item once,
    /// in order; each answer its job's items; the caller's part one run of items, every
    /// item before it answered and every one left unanswered after it, so that the
    /// first trap in the items' order is the one reported.
    static func checkStream(_ answers: [(items: Range<Int>, answer: [Int]?)], here: Here, count: Int) {
        #expect(answers.flatMap { Array($0.items) } == Array(0..<count), "\(answers.map(\.items))")
        #expect(answers.allSatisfy { job in job.answer.map { $0 == Array(job.items) } ?? true }, "\(answers)")
        guard let first = here.parts.first, let last = here.parts.last else { return }
        #expect(zip(here.parts, here.parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(here.parts)")
        #expect(answers.allSatisfy { $0.items.lowerBound >= first.lowerBound || $0.answer != nil }, "\(answers)")
        #expect(answers.allSatisfy { $0.answer != nil || $0.items.lowerBound >= last.upperBound }, "\(answers)")
    }

    /// Items fed while the run runs (`judge` reading its files): every item comes back
    /// once, in order, in jobs of at most `largest`, the last ones shrinking.
    @Test func aStreamAnswersItsItemsInOrder() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/cat", arguments: []).start()
        defer { pool.stop() }
        let stream = pool.stream(largest: 8, job: Self.streamJob, answer: Self.streamAnswer)
        for batch in [0..<3, 3..<40, 40..<41, 41..<300] { stream.add(batch) }
        let here = Here()
        let answers = try #require(stream.finish(isInterrupted: { false }, here: here.run))
        #expect(answers.allSatisfy { $0.answer != nil && $0.items.count <= 8 }, "\(answers.map(\.items))")
        Self.checkStream(answers, here: here, count: 300)
    }

    /// Once no more items come, the caller runs its part from the front while the
    /// workers take theirs from the back: here the worker waits before it answers
    /// anything, so the caller runs every item but the worker's first job and the one
    /// its thread makes while it waits (a quarter of a share of two each: the last 5
    /// items, then at most 5 before them). The caller's first part takes a while, so
    /// that the worker's thread has started whatever the machine's load.
    @Test func theCallerTakesItsPartFromTheFront() throws {
        let pool = try WorkerPool(workers: 1, executable: "/bin/sh", arguments: ["-c", "sleep 0.5; exec cat"]).start()
        defer { pool.stop() }
        let stream = pool.stream(largest: 64, job: Self.streamJob, answer: Self.streamAnswer)
        stream.add(0..<40)
        let here = Here()
        let answers = try #require(stream.finish(isInterrupted: { false }, here: { items in
            if here.parts.isEmpty { Thread.sleep(forTimeInterval: 0.3) }
            return here.run(items)
        }))
        let end = try #require(here.parts.last?.upperBound)
        #expect(here.parts.first?.lowerBound == 0 && (30...35).contains(end), "\(here.parts)")
        #expect(answers.last.map { $0.items == 35..<40 && $0.answer == Array(35..<40) } == true, "\(answers)")
        Self.checkStream(answers, here: here, count: 40)
    }

    /// The point of a stream: a job goes out, and is answered, as soon as `largest`
    /// items are in, before the caller says that no more will come.
    @Test func aStreamSendsJobsBeforeItsEnd() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/cat", arguments: []).start()
        defer { pool.stop() }
        let answered = DispatchSemaphore(value: 0)
        let stream = pool.stream(largest: 4, job: Self.streamJob, answer: { bytes in
            answered.signal()
            return Self.streamAnswer(bytes)
        })
        stream.add(0..<4)
        #expect(answered.wait(timeout: .now() + 10) == .success, "no job went out before the end")
        stream.add(4..<6)
        let here = Here()
        let answers = try #require(stream.finish(isInterrupted: { false }, here: here.run))
        #expect(answers.first.map { $0.items == 0..<4 } == true && !here.parts.contains { $0.lowerBound < 4 }, "\(answers)")
        Self.checkStream(answers, here: here, count: 6)
    }

    /// A stream given up (a file refused while the workers work): the workers are
    /// ended at once, mid-job, and none is left behind.
    @Test func aCancelledStreamEndsItsWorkers() throws {
        let pool = try WorkerPool(workers: 2, executable: "/bin/sh", arguments: ["-c", "exec sleep 60"]).start()
        let pids = pool.processIdentifiers
        let start = Date()
        let stream = pool.stream(largest: 2, job: Self.streamJob, answer: Self.streamAnswer)
        stream.add(0..<10)
        stream.cancel()
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(!pool.isAlive && pids.allSatisfy { kill($0, 0) != 0 }, "no worker is left")
    }

    /// Interrupted while the caller runs its part (`here` gives nil, as
    /// `AppTrial.runHere` does): the run is nil, and no worker is left.
    @Test func anInterruptInTheCallersPartEndsTheWorkers() throws {
        let pool = try WorkerPool(workers: 1, executable: "/bin/sh", arguments: ["-c", "exec sleep 60"]).start()
        let pids = pool.processIdentifiers
        let stream = pool.stream(largest: 64, job: Self.streamJob, answer: Self.streamAnswer)
        stream.add(0..<10)
        #expect(stream.finish(isInterrupted: { false }, here: { _ in nil }) == nil)
        #expect(!pool.isAlive && pids.allSatisfy { kill($0, 0) != 0 }, "no worker is left")
    }

    /// A worker that ends mid-stream: its job and the items no job took come back
    /// with no answer, for the caller to run, after what it ran of its own; what came
    /// back before is kept.
    @Test func aStreamWhoseWorkerEndsLeavesTheRestUnanswered() throws {
        signal(SIGPIPE, SIG_IGN)
        // One job of two items is 8 + 4 bytes: the worker answers the first and ends.
        let pool = try WorkerPool(workers: 1, executable: "/bin/sh", arguments: ["-c", "head -c 12; exit 3"]).start()
        let stream = pool.stream(largest: 2, job: Self.streamJob, answer: Self.streamAnswer)
        stream.add(0..<7)
        // The first job out and answered before the end, so the worker has ended on
        // its second when the caller's part begins, or soon after.
        Thread.sleep(forTimeInterval: 0.2)
        let here = Here()
        let answers = try #require(stream.finish(isInterrupted: { false }, here: here.run))
        #expect(answers.first.map { $0.items == 0..<2 && $0.answer == [0, 1] } == true, "\(answers)")
        #expect(answers.contains { $0.answer == nil }, "\(answers)")
        Self.checkStream(answers, here: here, count: 7)
        #expect(!pool.isAlive)
    }

    /// Trials cross to a worker as bytes and come back the same values, whatever
    /// their gesture, settings, samples and missing fields.
    @Test func trialsSurviveTheirBytes() throws {
        let text = """
            {"t": 0.0, "x": 200, "y": 400, "phase": "began", "id": "up", "intent": "finish"}
            {"t": 0.1, "x": 200.25, "y": 300, "phase": "moved", "id": "up"}
            {"t": 0.2, "x": 200, "y": 250, "vx": -3.5, "vy": 1e3, "phase": "ended", "id": "up"}
            {"t": 1.0, "x": 1, "y": 2, "phase": "began"}
            {"t": 1.05, "x": 1, "y": 20, "phase": "moved"}
            {"t": 1.1, "x": 1, "y": 30, "phase": "cancelled"}

            """
        let file = try TraceFile.parse(Array(text.utf8), name: "a.jsonl")
        try #require(file.traces.count == 2, "\(file.skipped)")
        var other = Settings()
        other.screen = Size(width: 320, height: 568)
        let trials = [AppTrial(settings: Settings(), velocity: .estimated, trace: file.traces[0]),
                      AppTrial(settings: Settings(), velocity: .logged, trace: file.traces[1]),
                      AppTrial(settings: other, gesture: .pan(start: Point(x: 1, y: 2), direction: Point(x: 0, y: 1),
                                                              distance: 40, velocity: -500))]
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = TrialBytes.encode(trials) { Array(try! encoder.encode($0)) }
        let back = TrialBytes.decode(bytes) { try? decoder.decode(Settings.self, from: Data($0)) }
        #expect(try encoder.encode(back) == encoder.encode(trials))
        #expect(TrialBytes.decode(Array(bytes.dropLast())) { try? decoder.decode(Settings.self, from: Data($0)) } == nil)
    }

    /// A worker's answer, the trials' outcomes, comes back the same values: each
    /// decision, a release by the system, the numbers to their last bit, the words.
    @Test func outcomesSurviveTheirBytes() {
        let outcomes: [AppTrial.Outcome] = Decision.allCases.map {
            .released(ReleaseInput(progress: 0.1 + 0.2, translation: -1e-300, distance: 812.5, velocity: -.infinity),
                      bySystem: $0 == .cancel, $0)
        } + [.notJudged("at line 3: the finger drove no interactive transition of the app’s"), .notJudged("")]
        let bytes = TrialBytes.encode(outcomes)
        #expect(TrialBytes.outcomes(bytes) == outcomes)
        #expect(TrialBytes.outcomes([]) == nil)
        #expect(TrialBytes.outcomes(Array(bytes.dropLast())) == nil)
        #expect(TrialBytes.outcomes(bytes + [0]) == nil)
    }

    /// `explore`'s answer comes back the same sessions: every kind of step, each way a
    /// drag ends, each call on the interaction controller, the findings' words.
    @Test func exploreOutcomesSurviveTheirBytes() {
        let a = Point(x: 12.5, y: -3), b = Point(x: 0, y: 1e-9)
        let steps: [ExploreStep] = [.call("open the third card"), .tap(a), .wait(frames: 7),
                                    .interact(.update(0.1 + 0.2)), .interact(.finish), .interact(.cancel), .interact(.pause),
                                    .callAfterCall("push", "pop", frames: 0)]
            + DragEnd.allCases.map { .drag(from: a, by: b, moves: 3, end: $0) }
            + DragEnd.allCases.map { .callWhileDragging("é", from: b, by: a, moves: 1, end: $0) }
        let outcome = ExploreJob.Outcome(sessions: [
            Exploration.Session(index: 41, steps: steps, findings: [
                Exploration.Found(diagnostic: AppDiagnostic(name: "transitionNeverEnds", message: "the animator “Card” …"), after: 3),
                Exploration.Found(diagnostic: AppDiagnostic(name: "", message: ""), after: 0),
            ]),
            Exploration.Session(index: 42, steps: [], findings: []),
        ])
        // Every kind of step is among them: a kind added to `ExploreStep` stops this
        // switch compiling until it is listed here, and in `steps` above.
        func kind(_ step: ExploreStep) -> Int {
            switch step {
            case .call: 0
            case .tap: 1
            case .drag: 2
            case .wait: 3
            case .interact: 4
            case .callWhileDragging: 5
            case .callAfterCall: 6
            }
        }
        #expect(Set(steps.map(kind)) == Set(0...6))
        #expect(ExploreJob.Outcome(bytes: outcome.bytes) == outcome)
        #expect(ExploreJob.Outcome(bytes: ExploreJob.Outcome(sessions: []).bytes) == ExploreJob.Outcome(sessions: []))
        #expect(ExploreJob.Outcome(bytes: Array(outcome.bytes.dropLast())) == nil)
        #expect(ExploreJob.Outcome(bytes: outcome.bytes + [0]) == nil)
        #expect(ExploreJob.Outcome(bytes: []) == nil)
    }
}
