import PantographEngine

/// Everything printed for one command (docs/cli.md, "Output"), read from the state after
/// it. Building a record never changes the state.
public struct Record: Sendable {
    public struct Failure: Sendable, Hashable {
        public let message: String
        public let line: Int
        public let column: Int
    }

    public var seq: Int
    public var input: String
    public var file: String
    public var line: Int
    public var error: Failure?
    public var warnings: [String]
    public var events: [LifecycleEvent]
    public var result: JSON
    public var simulator: Simulator

    public var ok: Bool { error == nil }

    /// What a record says about its command, apart from the state and the events.
    /// The command's text stays its line's bytes until a record is printed.
    struct Header {
        var seq = 0
        var inputText = InputText()
        var input: String { inputText.text }
        var file = ""
        var line = 0
        var warnings: [String] = []
        var result: JSON = .null
    }

    /// The record as a tree, read off `RecordShape`; `expect` walks it. Records printed
    /// under `--json` are written by `RecordWriter`, which tests hold to the same bytes.
    public var json: JSON { RecordShape.record.json(self) }

    /// UIKit's hierarchy and the views it freed (docs/flip.md), as `RecordWriter`
    /// writes it.
    static func hierarchy(_ sim: Simulator) -> JSON { RecordShape.hierarchy.json(sim) }
}

extension Record {
    init(_ header: Header, events: [LifecycleEvent], simulator: Simulator) {
        self.init(seq: header.seq, input: header.input, file: header.file, line: header.line, error: nil,
                  warnings: header.warnings, events: events, result: header.result, simulator: simulator)
    }
}
