import Foundation
import PantographTestSupport
import Testing

/// `record FILE` on an app's harness writes what its replay on the same harness needs:
/// a scene's recording starts with `scene NAME`, which an app refuses, so an app's
/// starts with every setting it takes, at its value (nothing else puts them back to the
/// harness's start), then `reset` (the app made again from its root closure), and
/// replays to the same record, on a fresh harness or `source`d after other `set`s.
@Suite struct HarnessRecordTests {
    @Test func aRecordingReplaysOnTheHarnessItWasMadeOn() throws {
        let harness = try Binary.sibling("deeper-harness")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try runProcess(harness, ["--quiet", "-e", "set clock manual", "-e", "set threshold 0.2", "-e", "drag 0,-40", "-e", "wait 1",
                                            "-e", "record rec.pg", "-e", "drag 0,-200", "-e", "wait 1", "-e", "record off"],
                                  directory: folder)
        #expect(made.status == 0, "\(made)")
        let recording = try String(contentsOf: folder.appendingPathComponent("rec.pg"), encoding: .utf8)
        let settings = ["set screen 390x844", "set safe-area 47,34", "set fps 60", "set clock manual",
                        "set threshold 0.2", "set min-velocity 1000", "set redirect 0.5", "set deceleration normal",
                        "set min-fling 1", "set impact 0.3", "set slop 10", "set edge-width 20",
                        "set nav-parallax 0.3333333333333333", "set nav-dimming 0.09411764705882353"]
        #expect(recording == (settings + ["reset", "drag 0,-200", "wait 1"]).map { $0 + "\n" }.joined())

        let replayed = try runProcess(harness, ["--quiet", "rec.pg", "-e", "show"], directory: folder)
        let typed = try runProcess(harness, ["--quiet", "-e", "set clock manual", "-e", "set threshold 0.2",
                                             "-e", "drag 0,-200", "-e", "wait 1", "-e", "show"], directory: folder)
        #expect(replayed.status == 0, "\(replayed)")
        #expect(replayed.stdout == typed.stdout && replayed.stdout.contains("presented: detail"), "\(replayed)\n\(typed)")

        // Sourced after other settings: the recording's own win, every one of them.
        let sourced = try runProcess(harness, ["--quiet", "-e", "set threshold 0.9", "-e", "set screen 320x568",
                                               "-e", "set slop 30", "-e", "source rec.pg", "-e", "show"], directory: folder)
        #expect(sourced.status == 0, "\(sourced)")
        #expect(sourced.stdout == typed.stdout, "\(sourced)\n\(typed)")
    }
}
