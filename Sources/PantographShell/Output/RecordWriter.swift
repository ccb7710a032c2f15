import PantographEngine

/// Writes JSON straight into bytes, in the order its calls come: no tree to build and
/// free for every record (docs/architecture.md, "The shell").
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open container: whether nothing has been written in it yet.
    private var empty: [Bool] = [true]
    private var afterKey = false

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    private mutating func prefix() {
        if afterKey {
            afterKey = false
        } else if empty[empty.count - 1] {
            empty[empty.count - 1] = false
        } else {
            bytes.append(0x2C)
        }
    }

    mutating func key(_ name: StaticString) {
        prefix()
        bytes.append(0x22)
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)
        afterKey = true
    }

    mutating func beginObject() { prefix(); bytes.append(0x7B); empty.append(true) }
    mutating func endObject() { empty.removeLast(); bytes.append(0x7D) }
    mutating func beginArray() { prefix(); bytes.append(0x5B); empty.append(true) }
    mutating func endArray() { empty.removeLast(); bytes.append(0x5D) }

    mutating func string(_ s: String) { prefix(); JSON.quote(s, into: &bytes) }
    mutating func number(_ n: Double) { prefix(); Numbers.writeJSON(n, into: &bytes) }
    mutating func integer(_ n: Int) { prefix(); Numbers.writeInteger(Int64(n), into: &bytes) }
    mutating func bool(_ b: Bool) { prefix(); bytes.append(contentsOf: b ? Array("true".utf8) : Array("false".utf8)) }
    mutating func null() { prefix(); bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
    mutating func value(_ json: JSON) { prefix(); json.write(to: &bytes) }

    mutating func point(_ p: Point) {
        beginObject()
        key("x"); number(p.x)
        key("y"); number(p.y)
        endObject()
    }
}

extension Record {
    /// The record as `json.encoded` prints it, byte for byte (a test holds them equal),
    /// written without building the tree.
    var jsonBytes: [UInt8] {
        var w = JSONWriter()
        let sim = simulator
        let g = sim.gesture
        w.beginObject()
        w.key("seq"); w.integer(seq)
        w.key("input"); w.string(input)
        w.key("source"); w.beginObject(); w.key("file"); w.string(file); w.key("line"); w.integer(line); w.endObject()
        w.key("ok"); w.bool(ok)
        w.key("error")
        if let error {
            w.beginObject()
            w.key("message"); w.string(error.message)
            w.key("line"); w.integer(error.line)
            w.key("column"); w.integer(error.column)
            w.endObject()
        } else {
            w.null()
        }
        w.key("warnings"); w.beginArray(); for warning in warnings { w.string(warning) }; w.endArray()
        w.key("clock"); w.number(sim.clock)
        w.key("scenario"); w.string(sim.scenario.name)
        w.key("gesture")
        w.beginObject()
        w.key("state"); w.string(g.state.rawValue)
        w.key("location"); if let location = g.location { w.point(location) } else { w.null() }
        w.key("translation"); w.point(g.translation)
        w.key("velocity"); w.point(g.velocity)
        w.endObject()
        w.key("transition")
        if let t = sim.transition {
            w.beginObject()
            w.key("operation"); w.string(t.operation.rawValue)
            w.key("phase"); w.string(t.phase.rawValue)
            w.key("interactive"); w.bool(t.isInteractive)
            w.key("percent"); w.number(t.percent)
            w.key("decision"); if let d = sim.decision { w.string(d.rawValue) } else { w.null() }
            w.key("reason"); if let r = sim.liveReason { w.string(r) } else { w.null() }
            w.key("release")
            if let r = sim.release {
                w.beginObject()
                w.key("policy"); w.string(r.policy)
                w.key("progress"); w.number(r.input.progress)
                w.key("translation"); w.number(r.input.translation)
                w.key("velocity"); w.number(r.input.velocity)
                w.key("decision"); w.string(r.decision.rawValue)
                w.key("reason"); w.string(r.reason)
                w.key("bySystem"); w.bool(r.bySystem)
                w.endObject()
            } else {
                w.null()
            }
            w.key("duration"); w.number(t.duration)
            // UIKit's getter returns 1.0 for speeds ≤ 0.
            w.key("completionSpeed"); w.number(sim.settings.completionSpeed > 0 ? sim.settings.completionSpeed : 1)
            w.key("completionCurve"); w.string(sim.settings.completionCurve.name)
            w.key("remaining"); if let remaining = t.remaining { w.number(remaining) } else { w.null() }
            w.key("wasCancelled"); w.bool(t.wasCancelled)
            w.endObject()
        } else {
            w.null()
        }
        w.key("presented"); w.bool(sim.isPresented)
        w.key("views")
        w.beginArray()
        for v in sim.visibleViews {
            w.beginObject()
            w.key("name"); w.string(v.name)
            w.key("phantom"); w.bool(v.isPhantom)
            w.key("frame")
            w.beginObject()
            w.key("x"); w.number(v.frame.x)
            w.key("y"); w.number(v.frame.y)
            w.key("width"); w.number(v.frame.width)
            w.key("height"); w.number(v.frame.height)
            w.endObject()
            w.key("alpha"); w.number(v.alpha)
            w.key("hidden"); w.bool(v.isHidden)
            w.key("scale"); w.number(v.scale)
            w.key("cornerRadius"); w.number(v.cornerRadius)
            w.endObject()
        }
        w.endArray()
        w.key("events"); w.beginArray(); for event in events { w.string(event.description) }; w.endArray()
        w.key("result"); w.value(result)
        w.endObject()
        return w.bytes
    }
}
