import PantographShell
import PantographUIKit // Foundation (re-exported): JSON

/// What a harness's worker process is asked (`WorkerPool`, docs/architecture.md,
/// "Worker processes"): a case per kind of job, a `Codable` value as JSON, answered
/// with the bytes of its own `Codable` result. Another command that runs an app's code
/// on every core adds its case here, and its answer.
enum WorkerJob: Codable, Sendable {
    /// A trace or a sweep's cell on a fresh app (`judge`, `sweep`): answered with its
    /// `AppTrial.Outcome`.
    case trial(AppTrial)
    /// A few of `explore`'s sessions, each on a fresh app: answered with their
    /// `ExploreJob.Outcome`.
    case explore(ExploreJob)

    /// The answer's bytes, on a fresh app of `host`'s.
    @MainActor func answer(on host: AppHost) -> [UInt8] {
        switch self {
        case .trial(let trial): Array((try? JSONEncoder().encode(trial.run(on: host.fresh()))) ?? Data())
        case .explore(let job): Array((try? JSONEncoder().encode(job.run(on: host.fresh()))) ?? Data())
        }
    }
}
