import Foundation
import Testing

/// A file that is what the code prints or generates (a golden output, docs/reference.md,
/// a generated source file), compared byte for byte. `PANTOGRAPH_RECORD=1` rewrites
/// it, and the test fails anyway, saying what it wrote (as swift-argument-parser's
/// snapshot helper does): a recording is never a passing run, so it is looked at.
public enum Snapshot {
    public static let isRecording = ProcessInfo.processInfo.environment["PANTOGRAPH_RECORD"] == "1"

    /// Checks `actual` against the file at `path` (relative to the repository root);
    /// when recording, writes it and records an issue instead. `rerun` is the
    /// `--filter` that rewrites it, for the message.
    public static func expect(_ actual: String, matches path: String, rerun filter: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Repository.url(path)
        if isRecording {
            try record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == actual,
                "\(path) is stale at \(firstDifference(committed, actual)); rewrite it with PANTOGRAPH_RECORD=1 swift test --filter \(filter) if the change is intended",
                sourceLocation: sourceLocation)
    }

    /// Writes `text` to `url` and fails the test, naming the file.
    public static func record(_ text: String, to url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try? String(contentsOf: url, encoding: .utf8)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let path = url.path.hasPrefix(Repository.root.path + "/") ? String(url.path.dropFirst(Repository.root.path.count + 1)) : url.path
        Issue.record("recorded \(path)\(before == text ? " (unchanged)" : ""); run again without PANTOGRAPH_RECORD to check it",
                     sourceLocation: sourceLocation)
    }
}
