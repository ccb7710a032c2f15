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
    /// The world after the command: a scene's simulator, or an app's stage.
    public var stage: any Stage

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
        var result = ResultSource.null
    }

    /// The record as a tree, read off `RecordShape`; `expect` walks it. Records printed
    /// under `--json` are written by `RecordWriter`, which tests hold to the same bytes.
    public var json: JSON { RecordShape.record.json(self) }

    /// UIKit's hierarchy and the views it freed (docs/flip.md), as `RecordWriter`
    /// writes it.
    static func hierarchy(_ hierarchy: ViewHierarchy) -> JSON { RecordShape.hierarchy.json(hierarchy) }

    public init(seq: Int, input: String, file: String, line: Int, error: Failure?, warnings: [String],
                events: [LifecycleEvent], result: JSON, stage: any Stage) {
        self.seq = seq
        self.input = input
        self.file = file
        self.line = line
        self.error = error
        self.warnings = warnings
        self.events = events
        self.result = result
        self.stage = stage
    }

    /// A scene's record.
    public init(seq: Int, input: String, file: String, line: Int, error: Failure?, warnings: [String],
                events: [LifecycleEvent], result: JSON, simulator: Simulator) {
        self.init(seq: seq, input: input, file: file, line: line, error: error, warnings: warnings, events: events,
                  result: result, stage: simulator)
    }
}

extension Record {
    /// `withResult` false leaves `result` null, for a record printed as text, which
    /// does not show it: a deferred result is then not made.
    init(_ header: Header, events: [LifecycleEvent], stage: any Stage, withResult: Bool = true) {
        self.init(seq: header.seq, input: header.input, file: header.file, line: header.line, error: nil,
                  warnings: header.warnings, events: events, result: withResult ? header.result.json : .null,
                  stage: stage)
    }
}

/// A command's `result` as the session keeps it for the record and `expect`: the value,
/// or how to make it when one of them reads it. `judge` answers with a row per trace,
/// which a run that prints text and checks nothing never reads: made anyway, the rows
/// of 100,000 traces took 40 MB and a tenth of its time, on one thread.
enum ResultSource: Sendable {
    case value(JSON)
    case deferred(@Sendable () -> JSON)

    static var null: ResultSource { .value(.null) }

    init(value: JSON, make: (@Sendable () -> JSON)?) {
        self = make.map(ResultSource.deferred) ?? .value(value)
    }

    /// The value, made again on every read of a deferred one.
    var json: JSON {
        switch self {
        case .value(let value): value
        case .deferred(let make): make()
        }
    }

    /// A pan line's: read on every one, so a match, not a call.
    var isNull: Bool {
        if case .value(.null) = self { true } else { false }
    }
}
