import PantographEngine

/// Trials as bytes, for a worker process (`AppDriver.run(_:workers:isInterrupted:)`):
/// the trials of a job, each trace's samples as fixed-width numbers. Foundation's
/// `JSONEncoder` and `JSONDecoder` on the same trials cost three times what running
/// them costs (docs/performance.md, "`judge` on an app"): a sample is a keyed
/// container of eight fields. The settings stay the caller's to encode (the harness
/// has `Codable` for them), once for a run of trials that share them.
public enum TrialBytes {
    /// `trials` in bytes; `settings` encodes a trial's settings where they differ from
    /// the trial's before.
    public static func encode(_ trials: some Collection<AppTrial>, settings: (Settings) -> [UInt8]) -> [UInt8] {
        var out = Writer()
        out.int(trials.count)
        var last: Settings?
        for trial in trials {
            if trial.settings == last {
                out.byte(0)
            } else {
                out.byte(1)
                out.bytes(settings(trial.settings))
                last = trial.settings
            }
            switch trial.gesture {
            case .trace(let trace, let velocity):
                out.byte(0)
                out.byte(velocity == .estimated ? 0 : 1)
                out.string(trace.file)
                out.int(trace.number)
                out.int(trace.samples.count)
                for sample in trace.samples { out.sample(sample) }
            case .pan(let start, let direction, let distance, let velocity):
                out.byte(1)
                out.point(start)
                out.point(direction)
                out.double(distance)
                out.double(velocity)
            }
        }
        return out.bytes
    }

    /// The trials `encode` made, or nil when `bytes` are not such trials.
    public static func decode(_ bytes: [UInt8], settings: ([UInt8]) -> Settings?) -> [AppTrial]? {
        var input = Reader(source: bytes)
        guard let count = input.count() else { return nil }
        var trials: [AppTrial] = []
        trials.reserveCapacity(count)
        var last: Settings?
        for _ in 0..<count {
            switch input.byte() {
            case 0: break
            case 1: guard let data = input.bytes(), let decoded = settings(data) else { return nil }
                last = decoded
            default: return nil
            }
            guard let current = last else { return nil }
            switch input.byte() {
            case 0:
                guard let v = input.byte(), v < 2, let file = input.string(), let number = input.int(),
                      let n = input.count(), n > 0 else { return nil }
                var samples: [TraceSample] = []
                samples.reserveCapacity(n)
                for _ in 0..<n {
                    guard let sample = input.sample() else { return nil }
                    samples.append(sample)
                }
                trials.append(AppTrial(settings: current, velocity: v == 0 ? .estimated : .logged,
                                       trace: Trace(file: file, number: number, samples: samples)))
            case 1:
                guard let start = input.point(), let direction = input.point(), let distance = input.double(),
                      let velocity = input.double() else { return nil }
                trials.append(AppTrial(settings: current, gesture: .pan(start: start, direction: direction,
                                                                        distance: distance, velocity: velocity)))
            default: return nil
            }
        }
        return input.isAtEnd ? trials : nil
    }

    /// The trials' outcomes in bytes, as a worker answers a job: `JSONEncoder` and
    /// `JSONDecoder` on them cost the workers and the parent's threads that read the
    /// answers about a twentieth of all the work (docs/performance.md, "`judge` on an app").
    public static func encode(_ outcomes: [AppTrial.Outcome]) -> [UInt8] {
        var out = Writer()
        out.int(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .released(let input, let bySystem, let decision):
                out.byte(bySystem ? 1 : 0)
                for d in [input.progress, input.translation, input.distance, input.velocity] { out.double(d) }
                out.byte(UInt8(Decision.allCases.firstIndex(of: decision)!))
            case .notJudged(let why):
                out.byte(2)
                out.string(why)
            }
        }
        return out.bytes
    }

    /// The outcomes `encode` made, or nil when `bytes` are not such outcomes.
    public static func outcomes(_ bytes: [UInt8]) -> [AppTrial.Outcome]? {
        var input = Reader(source: bytes)
        guard let count = input.count() else { return nil }
        var outcomes: [AppTrial.Outcome] = []
        outcomes.reserveCapacity(count)
        for _ in 0..<count {
            switch input.byte() {
            case let bySystem? where bySystem < 2:
                guard let progress = input.double(), let translation = input.double(), let distance = input.double(),
                      let velocity = input.double(), let d = input.byte(), Int(d) < Decision.allCases.count else { return nil }
                outcomes.append(.released(ReleaseInput(progress: progress, translation: translation, distance: distance,
                                                       velocity: velocity),
                                          bySystem: bySystem == 1, Decision.allCases[Int(d)]))
            case 2:
                guard let why = input.string() else { return nil }
                outcomes.append(.notJudged(why))
            default: return nil
            }
        }
        return input.isAtEnd ? outcomes : nil
    }

    /// Little-endian numbers, strings and byte runs with their lengths before them.
    struct Writer {
        var bytes: [UInt8] = []

        mutating func byte(_ b: UInt8) { bytes.append(b) }

        mutating func int(_ n: Int) {
            let u = UInt64(bitPattern: Int64(n))
            for k in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: u >> (8 * UInt64(k)))) }
        }

        mutating func double(_ d: Double) { int(Int(Int64(bitPattern: d.bitPattern))) }
        mutating func point(_ p: Point) { double(p.x); double(p.y) }

        mutating func bytes(_ run: [UInt8]) {
            int(run.count)
            bytes.append(contentsOf: run)
        }

        mutating func string(_ s: String) { bytes(Array(s.utf8)) }

        mutating func sample(_ s: TraceSample) {
            double(s.t)
            point(s.location)
            if let v = s.velocity { byte(1); point(v) } else { byte(0) }
            byte(UInt8(TraceSample.Phase.allCases.firstIndex(of: s.phase)!))
            if let intent = s.intent { byte(1 + UInt8(Intent.allCases.firstIndex(of: intent)!)) } else { byte(0) }
            int(s.line)
            if let id = s.id { byte(1); string(id) } else { byte(0) }
        }
    }

    /// What `Writer` wrote, read back; nil past the end or on a value out of range.
    struct Reader {
        let source: [UInt8]
        var at = 0

        var isAtEnd: Bool { at == source.count }

        mutating func byte() -> UInt8? {
            guard at < source.count else { return nil }
            defer { at += 1 }
            return source[at]
        }

        mutating func int() -> Int? {
            guard source.count - at >= 8 else { return nil }
            var u: UInt64 = 0
            for k in (0..<8).reversed() { u = u << 8 | UInt64(source[at + k]) }
            at += 8
            return Int(Int64(bitPattern: u))
        }

        /// A length: no more than the bytes left, so nothing is reserved for a lie.
        mutating func count() -> Int? {
            guard let n = int(), n >= 0, n <= source.count - at else { return nil }
            return n
        }

        mutating func double() -> Double? { int().map { Double(bitPattern: UInt64(bitPattern: Int64($0))) } }

        mutating func point() -> Point? {
            guard let x = double(), let y = double() else { return nil }
            return Point(x: x, y: y)
        }

        mutating func bytes() -> [UInt8]? {
            guard let n = count() else { return nil }
            defer { at += n }
            return Array(source[at..<at + n])
        }

        mutating func string() -> String? { bytes().map { String(decoding: $0, as: UTF8.self) } }

        /// A value `Writer` wrote after a byte 1, or none after a byte 0: `.some(nil)`;
        /// nil when the byte is anything else or the value does not read.
        mutating func optional<T>(_ read: (inout Reader) -> T?) -> T?? {
            switch byte() {
            case 0: return .some(nil)
            case 1: return read(&self).map { $0 }
            default: return nil
            }
        }

        mutating func sample() -> TraceSample? {
            guard let t = double(), let location = point(), let velocity = optional({ $0.point() }),
                  let p = byte(), Int(p) < TraceSample.Phase.allCases.count, let i = byte(),
                  Int(i) <= Intent.allCases.count, let line = int(), Int32(exactly: line) != nil,
                  let id = optional({ $0.string() }) else { return nil }
            return TraceSample(t: t, location: location, phase: TraceSample.Phase.allCases[Int(p)], velocity: velocity,
                               id: id, line: line, intent: i == 0 ? nil : Intent.allCases[Int(i) - 1])
        }
    }
}
