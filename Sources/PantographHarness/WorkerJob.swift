import PantographCommandLine
import PantographEngine
import PantographShell
import PantographUIKit // Foundation (re-exported): JSON
import Synchronization

/// What a harness's worker process is asked (`WorkerPool`, docs/architecture.md,
/// "Worker processes"): a case per kind of job, its bytes a kind byte then the job,
/// answered with the bytes of its own `Codable` result. Another command that runs an
/// app's code on every core adds its case here, and its answer.
enum WorkerJob: Sendable {
    /// Traces or a sweep's cells, each on a fresh app (`judge`, `sweep`): sent as
    /// `TrialBytes` (JSON cost more than the trials), answered with their
    /// `AppTrial.Outcome`s, in order, in `TrialBytes` too.
    case trials(ArraySlice<AppTrial>)
    /// A few of `explore`'s sessions, each on a fresh app: answered with their
    /// `ExploreJob.Outcome`'s `bytes`.
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
            guard let trials = TrialBytes.decode(rest, settings: Self.settings) else { return nil }
            self = .trials(trials[...])
        case 1:
            guard let job = try? JSONDecoder().decode(ExploreJob.self, from: Data(rest)) else { return nil }
            self = .explore(job)
        default: return nil
        }
    }

    /// The settings a job's trials share, as `JSONEncoder` wrote them: decoded once for
    /// the jobs of a command, which all send the same (decoding them was a twentieth
    /// of a worker's time).
    private static func settings(_ bytes: [UInt8]) -> Settings? {
        if let last = lastSettings.withLock({ $0?.bytes == bytes ? $0?.settings : nil }) { return last }
        guard let settings = try? JSONDecoder().decode(Settings.self, from: Data(bytes)) else { return nil }
        lastSettings.withLock { $0 = (bytes, settings) }
        return settings
    }

    private static let lastSettings = Mutex<(bytes: [UInt8], settings: Settings)?>(nil)

    /// The answer's bytes, each trial or job on a fresh app of `host`'s.
    @MainActor func answer(on host: AppHost) -> [UInt8] {
        switch self {
        case .trials(let trials): TrialBytes.encode(trials.map { $0.run(on: host.fresh()) })
        case .explore(let job):
            // Where the session is, for the trap report to leave on standard error.
            job.run(on: host.fresh(), willStep: TrapReport.note).bytes
        }
    }
}
