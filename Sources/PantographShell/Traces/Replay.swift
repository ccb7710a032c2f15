import PantographEngine

/// A trace fed as touches at its own timestamps (docs/recording.md): exactly the
/// `touch down`, `touch move X,Y +DT`, `wait DT`, `touch up`/`touch cancel` a person
/// could type, so every record, `expect`, `compare`, `show timeline` and `plot` works
/// on it.
enum Replay {
    /// The velocity the release is judged with.
    enum Velocity: String, Hashable, Sendable, CaseIterable, Codable {
        /// The recognizer's estimate from the replayed moves, as UIKit computes it.
        case estimated
        /// The `vx`, `vy` the device logged on the `ended` line (`touch up velocity …`).
        case logged
    }

    /// The engine inputs of a trace, each with the line of the sample it comes from. A
    /// move is one sample; an end at another place is a move there first, an end later
    /// than the last move waits for it, so the release happens at the trace's own last
    /// instant.
    static func inputs(_ trace: Trace, velocity: Velocity = .estimated) throws(ReplayError) -> [(input: Input, line: Int)] {
        var inputs: [(input: Input, line: Int)] = []
        inputs.reserveCapacity(trace.samples.count + 2)
        var previous: TraceSample?
        for s in trace.samples {
            guard let p = previous else {
                inputs.append((.touchDown(at: s.location), s.line))
                previous = s
                continue
            }
            let dt = s.t - p.t
            switch s.phase {
            case .began:
                // The reader starts a new trace at every `began`; a trace made otherwise
                // gets the touch a person would type, which the engine refuses.
                inputs.append((.touchDown(at: s.location), s.line))
            case .moved:
                inputs.append((.touchMove(to: s.location, after: dt), s.line))
            case .ended, .cancelled:
                if s.location != p.location {
                    inputs.append((.touchMove(to: s.location, after: dt), s.line))
                } else if dt > 0 {
                    inputs.append((.advance(seconds: dt), s.line))
                }
                switch (s.phase, velocity) {
                case (.ended, .estimated): inputs.append((.touchUp, s.line))
                case (.ended, .logged):
                    guard let logged = s.velocity else { throw ReplayError(line: s.line, problem: .noLoggedVelocity) }
                    inputs.append((.touchUpReporting(velocity: logged), s.line))
                default: inputs.append((.touchCancel, s.line))
                }
            }
            previous = s
        }
        return inputs
    }

    /// The trace's touches applied to `simulator`, all or nothing. A sample the engine
    /// refuses (off the screen, say) is reported with its line, and nothing changes.
    static func apply(_ trace: Trace, velocity: Velocity = .estimated,
                      to simulator: inout Simulator) throws(ReplayError) -> Outcome {
        var next = simulator
        var outcome = Outcome()
        for (input, line) in try inputs(trace, velocity: velocity) {
            do {
                outcome += try next.apply(input)
            } catch {
                throw ReplayError(line: line, problem: .engine(error))
            }
        }
        simulator = next
        return outcome
    }
}

/// A sample the replay cannot feed, at its line.
struct ReplayError: Error {
    enum Problem {
        /// The engine refused it (off the screen, say).
        case engine(EngineError)
        /// `velocity logged`, and the `ended` line has no `vx`, `vy`.
        case noLoggedVelocity
    }
    let line: Int
    let problem: Problem

    /// In words, after the line.
    var message: String {
        switch problem {
        case .engine(let error): Phrasing.error(error)
        case .noLoggedVelocity: "the 'ended' sample logs no velocity ('vx', 'vy') to replay with 'velocity logged'"
        }
    }
}
