import PantographEngine

/// A trace fed as touches at its own timestamps (docs/recording.md): exactly the
/// `touch down`, `touch move X,Y +DT`, `wait DT`, `touch up`/`touch cancel` a person
/// could type, so every record, `expect`, `compare`, `show timeline` and `plot` works
/// on it.
enum Replay {
    /// The engine inputs of a trace. A move is one sample; an end at another place is a
    /// move there first, an end later than the last move waits for it, so the release
    /// happens at the trace's own last instant.
    static func inputs(_ trace: Trace) -> [Input] {
        let samples = trace.samples
        var inputs: [Input] = [.touchDown(at: samples[0].location)]
        inputs.reserveCapacity(samples.count + 2)
        var previous = samples[0]
        for s in samples.dropFirst() {
            let dt = s.t - previous.t
            switch s.phase {
            case .began:
                // `TraceFile.group` starts a new trace at every `began`.
                preconditionFailure("a trace holds one 'began'")
            case .moved:
                inputs.append(.touchMove(to: s.location, after: dt))
            case .ended, .cancelled:
                if s.location != previous.location {
                    inputs.append(.touchMove(to: s.location, after: dt))
                } else if dt > 0 {
                    inputs.append(.advance(seconds: dt))
                }
                inputs.append(s.phase == .ended ? .touchUp : .touchCancel)
            }
            previous = s
        }
        return inputs
    }

    /// The trace's touches applied to `simulator`, all or nothing. A sample the engine
    /// refuses (off the screen, say) is reported with its line, and nothing changes.
    static func apply(_ trace: Trace, to simulator: inout Simulator) throws(ReplayError) -> Outcome {
        var next = simulator
        var outcome = Outcome()
        let inputs = inputs(trace)
        // Which sample each input came from: one each, except an end that moved or waited.
        var sampleIndex = 0
        for (k, input) in inputs.enumerated() {
            do {
                outcome += try next.apply(input)
            } catch {
                throw ReplayError(line: trace.samples[min(sampleIndex, trace.samples.count - 1)].line, error: error)
            }
            let endsHere = k + 1 < inputs.count && { if case .touchUp = inputs[k + 1] { true } else if case .touchCancel = inputs[k + 1] { true } else { false } }()
            if !endsHere { sampleIndex += 1 }
        }
        simulator = next
        return outcome
    }
}

/// A sample the engine refused, at its line.
struct ReplayError: Error {
    let line: Int
    let error: EngineError
}
