import PantographCommandLine
import PantographEngine
import PantographShell
import PantographUIKit // Foundation (re-exported): JSON

/// What a harness's worker process is asked (`WorkerPool`, docs/architecture.md,
/// "Worker processes"): a case per kind of job, its bytes a kind byte then the job,
/// answered with the bytes of its own `Codable` result. Another command that runs an
/// app's code on every core adds its case here, and its answer.
enum WorkerJob: Sendable {
    /// Traces or a sweep's cells, each on a fresh app (`judge`, `sweep`): sent as
    /// `TrialBytes` (JSON cost more than the trials), answered with their
    /// `AppTrial.Outcome`s, in order.
    case trials(ArraySlice<AppTrial>)
    /// A few of `explore`'s sessions, each on a fresh app: answered with their
    /// `ExploreJob.Outcome`.
    case explore(ExploreJob)

    var bytes: [UInt8] {
        switch self {
        case .trials(let trials):
            [0] + TrialBytes.encode(trials) { Array((try? JSONEncoder().encode($0)) ?? Data()) }
        case .explore(let job):
            [1] + Array((try? JSONEncoder().encode(job)) ?? Data())
        }
    }

    /// The job `bytes` made, or nil.
    init?(bytes: [UInt8]) {
        guard let kind = bytes.first else { return nil }
        let rest = Array(bytes.dropFirst())
        switch kind {
        case 0:
            let decoder = JSONDecoder()
            guard let trials = TrialBytes.decode(rest, settings: { try? decoder.decode(Settings.self, from: Data($0)) })
            else { return nil }
            self = .trials(trials[...])
        case 1:
            guard let job = try? JSONDecoder().decode(ExploreJob.self, from: Data(rest)) else { return nil }
            self = .explore(job)
        default: return nil
        }
    }

    /// The answer's bytes, each trial or job on a fresh app of `host`'s.
    @MainActor func answer(on host: AppHost) -> [UInt8] {
        switch self {
        case .trials(let trials): Array((try? JSONEncoder().encode(trials.map { $0.run(on: host.fresh()) })) ?? Data())
        case .explore(let job):
            // Where the session is, for the trap report to leave on standard error.
            Array((try? JSONEncoder().encode(job.run(on: host.fresh(), willStep: TrapReport.note))) ?? Data())
        }
    }
}
