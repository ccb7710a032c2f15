import PantographCommandLine
import PantographEngine
import PantographShell
import PantographUIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An app's harness: `pantograph` over the app's own code (docs/own-code.md). An
/// executable whose `main.swift` is
///
///     PantographHarness.main(root: { RootViewController() })
///
/// takes `pantograph`'s flags, modes, command language, records and exit statuses
/// (docs/cli.md), on the app's window: touches are hit-tested to its views and reach
/// its gesture recognizers, `call NAME` runs an action registered here.
public enum PantographHarness {
    /// Runs the harness on the command line and exits with its status.
    /// - Parameters:
    ///   - name: the program's name in usage and messages, and the record's `scene`
    ///     (the executable's file name when nil).
    ///   - startPoint: where `pan begin` and `drag` begin when no location is given.
    ///   - actions: what `call NAME` runs, in the order Tab offers them.
    ///   - root: makes the app's root view controller, again for every fresh app.
    @MainActor public static func main(name: String? = nil, startPoint: CGPoint? = nil, actions: [HarnessAction] = [],
                                       root: @escaping @MainActor () -> UIViewController) -> Never {
        let name = name ?? CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "harness"
        let host = MainActorBox { () -> AppHost in
            let host = AppHost(name: name, startPoint: startPoint.map { Point($0) }, actions: actions, root: root)
            host.startsWorkers = true
            return host
        }
        TrapReport.install(program: name)
        if CommandLine.arguments.dropFirst().first == WorkerPool.flag {
            // A worker of a harness's `judge` (`WorkerPool`): a trap ends it silently,
            // and the harness that started it reports it.
            AppHost(name: name, startPoint: startPoint.map { Point($0) }, actions: actions, root: root).serveAsWorker()
        }
        Program.current = Program(
            name: name, abstract: "Run \(name)'s own UIKit code: pantograph over the app.",
            world: .app(makeSession: { (options, sink) throws(SessionError) -> ShellSession in
                // The driver makes the session on the main thread, before anything runs.
                let sink = OnTheMainThread(sink)
                let made = MainActor.assumeIsolated { () -> OnTheMainThread<Result<ShellSession, SessionError>> in
                    TrapReport.willMakeTheApp()
                    defer { TrapReport.clear() }
                    do throws(SessionError) {
                        return OnTheMainThread(.success(try session(host: host.value(), options: options, sink: sink.value,
                                                                    reportingTraps: true)))
                    } catch {
                        return OnTheMainThread(.failure(error))
                    }
                }
                return try made.value.get()
            }),
            historyFolder: name)
        Pantograph.main()
        exit(0)
    }

    /// A session over a fresh app, as the harness and a test make it.
    @MainActor static func session(host: AppHost, options: SessionOptions, sink: OutputSink,
                                   reportingTraps: Bool = false) throws(SessionError) -> ShellSession {
        if reportingTraps { host.reportsTraps = sink }
        let world: AppWorld
        do {
            world = try AppWorld(driver: host, settings: Settings())
        } catch {
            throw SessionError("the app cannot start: \(error)")
        }
        return ShellSession(app: world, options: options, sink: sink)
    }
}

/// An action the app registers with its harness, run by `call NAME` in one turn of the
/// run loop, as a button's action would run: it gets the window's root view controller.
public struct HarnessAction {
    public var name: String
    public var run: @MainActor (UIViewController) throws -> Void

    public init(_ name: String, _ run: @escaping @MainActor (UIViewController) throws -> Void) {
        self.name = name
        self.run = run
    }
}

/// A main-actor value made on demand, handed across the driver's `@Sendable` closure:
/// the driver calls it on the main thread only.
private final class MainActorBox<T>: @unchecked Sendable {
    private let make: @MainActor () -> T
    init(_ make: @escaping @MainActor () -> T) { self.make = make }
    @MainActor func value() -> T { make() }
}
