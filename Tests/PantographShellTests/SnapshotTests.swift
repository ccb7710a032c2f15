import Foundation
import Testing
import PantographTestSupport

/// Record mode writes the file and still fails the test, so a recording can never
/// pass silently.
struct SnapshotTests {
    @Test func recordingWritesTheFileAndFails() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UInt64.random(in: 0...UInt64.max)).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        withKnownIssue("a recording fails the test that made it") {
            try Snapshot.record("what the code prints now\n", to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "what the code prints now\n")
    }

    @Test func theDifferenceNamesTheFirstLineThatDiffers() {
        #expect(firstDifference("a\nb\nc", "a\nB\nc") == "line 2:\n  expected: b\n  actual:   B")
        #expect(firstDifference(["x"], ["x", "y"], labels: ("page", "binary")) == "line 2:\n  page:   <end>\n  binary: y")
        #expect(firstDifference("same", "same") == "no difference")
    }
}
