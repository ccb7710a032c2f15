import PantographEngine

/// A job's sessions as bytes, as a worker answers `explore` (`AppDriver.run(_:workers:isInterrupted:)`):
/// Foundation's `JSONEncoder` on the workers and `JSONDecoder` on the parent's threads
/// cost about a fifth of all the work of an `explore` on 2 workers, the parent's share
/// taken from the cores the workers run on (docs/performance.md, "`explore`").
extension ExploreJob.Outcome {
    public var bytes: [UInt8] {
        var out = TrialBytes.Writer()
        out.int(sessions.count)
        for session in sessions {
            out.int(session.index)
            out.int(session.steps.count)
            for step in session.steps { out.step(step) }
            out.int(session.findings.count)
            for found in session.findings {
                out.string(found.diagnostic.name)
                out.string(found.diagnostic.message)
                out.int(found.after)
            }
        }
        return out.bytes
    }

    /// The outcome `bytes` made, or nil when `bytes` are not one.
    public init?(bytes: [UInt8]) {
        var input = TrialBytes.Reader(source: bytes)
        guard let count = input.count() else { return nil }
        var sessions: [Exploration.Session] = []
        for _ in 0..<count {
            guard let index = input.int(), let n = input.count() else { return nil }
            var steps: [ExploreStep] = []
            for _ in 0..<n {
                guard let step = input.step() else { return nil }
                steps.append(step)
            }
            guard let m = input.count() else { return nil }
            var findings: [Exploration.Found] = []
            for _ in 0..<m {
                guard let name = input.string(), let message = input.string(), let after = input.int() else { return nil }
                findings.append(Exploration.Found(diagnostic: AppDiagnostic(name: name, message: message), after: after))
            }
            sessions.append(Exploration.Session(index: index, steps: steps, findings: findings))
        }
        guard input.isAtEnd else { return nil }
        self.init(sessions: sessions)
    }
}

extension TrialBytes.Writer {
    /// A step: a byte for its case, then its values in order.
    mutating func step(_ step: ExploreStep) {
        switch step {
        case .call(let name):
            byte(0)
            string(name)
        case .tap(let at):
            byte(1)
            point(at)
        case .drag(let from, let by, let moves, let end):
            byte(2)
            drag(from, by, moves, end)
        case .wait(let frames):
            byte(3)
            int(frames)
        case .interact(let call):
            byte(4)
            switch call {
            case .update(let percent):
                byte(0)
                double(percent)
            case .finish: byte(1)
            case .cancel: byte(2)
            case .pause: byte(3)
            }
        case .callWhileDragging(let name, let from, let by, let moves, let end):
            byte(5)
            string(name)
            drag(from, by, moves, end)
        case .callAfterCall(let first, let second, let frames):
            byte(6)
            string(first)
            string(second)
            int(frames)
        }
    }

    private mutating func drag(_ from: Point, _ by: Point, _ moves: Int, _ end: DragEnd) {
        point(from)
        point(by)
        int(moves)
        byte(UInt8(DragEnd.allCases.firstIndex(of: end)!))
    }
}

extension TrialBytes.Reader {
    /// The step `Writer.step` wrote, or nil.
    mutating func step() -> ExploreStep? {
        switch byte() {
        case 0: return string().map(ExploreStep.call)
        case 1: return point().map(ExploreStep.tap)
        case 2:
            guard let (from, by, moves, end) = drag() else { return nil }
            return .drag(from: from, by: by, moves: moves, end: end)
        case 3: return int().map { .wait(frames: $0) }
        case 4:
            switch byte() {
            case 0: return double().map { .interact(.update($0)) }
            case 1: return .interact(.finish)
            case 2: return .interact(.cancel)
            case 3: return .interact(.pause)
            default: return nil
            }
        case 5:
            guard let name = string(), let (from, by, moves, end) = drag() else { return nil }
            return .callWhileDragging(name, from: from, by: by, moves: moves, end: end)
        case 6:
            guard let first = string(), let second = string(), let frames = int() else { return nil }
            return .callAfterCall(first, second, frames: frames)
        default: return nil
        }
    }

    private mutating func drag() -> (Point, Point, Int, DragEnd)? {
        guard let from = point(), let by = point(), let moves = int(), let e = byte(),
              Int(e) < DragEnd.allCases.count else { return nil }
        return (from, by, moves, DragEnd.allCases[Int(e)])
    }
}
