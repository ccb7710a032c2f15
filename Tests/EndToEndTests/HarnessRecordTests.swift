import Foundation
import PantographTestSupport
import Testing

/// `record FILE` on an app's harness writes what its replay on the same harness needs:
/// a scene's recording starts with `scene NAME`, which an app refuses, so an app's
/// starts with the settings it takes that differ from the harness's start, then
/// `reset` (the app made again from its root closure), and replays to the same record.
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
        #expect(recording == "set clock manual\nset threshold 0.2\nreset\ndrag 0,-200\nwait 1\n")

        let replayed = try runProcess(harness, ["--quiet", "rec.pg", "-e", "show"], directory: folder)
        let typed = try runProcess(harness, ["--quiet", "-e", "set clock manual", "-e", "set threshold 0.2",
                                             "-e", "drag 0,-200", "-e", "wait 1", "-e", "show"], directory: folder)
        #expect(replayed.status == 0, "\(replayed)")
        #expect(replayed.stdout == typed.stdout && replayed.stdout.contains("presented: detail"), "\(replayed)\n\(typed)")
    }
}
