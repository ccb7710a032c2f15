import PantographEngine

/// An argument that does not parse; `message` says what was expected.
public struct ValueError: Error, Hashable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// The value syntax of docs/reference.md: decimal numbers (`-12`, `0.5`, `1e-3`),
/// percentages (`42%`), points `X,Y`, sizes `WxH`, durations `250ms`/`0.25s`/`0.25`.
public enum Values {
    /// A finite decimal number, or a percentage. Hex, `nan`, `inf` and blanks are
    /// refused (Swift's `Double(_:)` would take some of them).
    public static func number(_ text: String, what: String = "a number") throws(ValueError) -> Double {
        try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(ValueError) in try number(bytes: bytes, what: what) }
    }

    /// The same from bytes, as a command's word holds them (lent in place: a slice of
    /// the line retained it, for every number of every command).
    static func number(bytes: Span<UInt8>, what: String = "a number") throws(ValueError) -> Double {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ValueError) in try number(bytes: buffer, what: what) }
        }.get()
    }

    static func number(bytes: UnsafeBufferPointer<UInt8>, what: String = "a number") throws(ValueError) -> Double {
        let (body, scale) = percent(bytes)
        guard let value = DecimalText.parse(body) else {
            throw ValueError("expected \(what), got \(Quoting.quoted(String(decoding: bytes, as: UTF8.self)))")
        }
        guard value.isFinite else { throw ValueError("\(what) out of range: \(Quoting.quoted(String(decoding: bytes, as: UTF8.self)))") }
        return value * scale
    }

    /// `42%` is (`42`, 0.01); anything else is itself times 1.
    private static func percent(_ bytes: UnsafeBufferPointer<UInt8>) -> (body: UnsafeBufferPointer<UInt8>, scale: Double) {
        bytes.last == UInt8(ascii: "%") ? (UnsafeBufferPointer(rebasing: bytes.dropLast()), 0.01) : (bytes, 1)
    }

    public static func number(_ text: String, what: String, in range: ClosedRange<Double>,
                              unit: String = "") throws(ValueError) -> Double {
        let value = try number(text, what: what)
        guard range.contains(value) else {
            throw ValueError("\(what) must be within \(show(range.lowerBound))…\(show(range.upperBound))\(unit), got \(Quoting.excerpt(text))")
        }
        return value
    }

    public static func integer(_ text: String, what: String, in range: ClosedRange<Int>) throws(ValueError) -> Int {
        guard let value = Int(text), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else {
            throw ValueError("expected \(what) (a whole number), got \(Quoting.quoted(text))")
        }
        guard range.contains(value) else {
            throw ValueError("\(what) must be within \(range.lowerBound)…\(range.upperBound), got \(Quoting.excerpt(text))")
        }
        return value
    }

    /// The largest coordinate, translation or velocity accepted: far beyond any
    /// screen, and small enough that no sum or rate of them overflows. The engine's
    /// bound on velocities, which it holds a logged one to as well.
    public static let coordinateLimit = Input.velocityLimit

    /// `X,Y` with no blanks, each within ±`coordinateLimit`.
    public static func point(_ text: String, what: String = "a point X,Y") throws(ValueError) -> Point {
        try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(ValueError) in try point(bytes: bytes, what: what) }
    }

    /// The same from bytes: the hot path of every `pan move`, read in place, with no
    /// `String` made unless the point is wrong.
    static func point(bytes: Span<UInt8>, what: String = "a point X,Y") throws(ValueError) -> Point {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ValueError) in try point(bytes: buffer, what: what) }
        }.get()
    }

    static func point(bytes text: UnsafeBufferPointer<UInt8>, what: String = "a point X,Y") throws(ValueError) -> Point {
        let bytes = text
        let text = { String(decoding: bytes, as: UTF8.self) }
        switch pointVerdict(bytes) {
        case .malformed: throw ValueError("expected \(what), got \(Quoting.quoted(text()))")
        case .infinite: throw ValueError("\(what) out of range: \(Quoting.quoted(text()))")
        case .outOfRange: throw ValueError("\(what) must be within ±\(show(coordinateLimit)) on each axis, got \(Quoting.excerpt(text()))")
        case .point(let p): return p
        }
    }

    enum PointVerdict { case point(Point), malformed, infinite, outOfRange }

    /// What `point(bytes:)` makes of the bytes, with no message built: the one place
    /// the syntax of a point is decided, for the parser and for `PanMoveLine`.
    @inline(__always)
    static func pointVerdict(_ text: UnsafeBufferPointer<UInt8>) -> PointVerdict {
        guard let comma = text.firstIndex(of: UInt8(ascii: ",")) else { return .malformed }
        let x = UnsafeBufferPointer(rebasing: text[..<comma])
        let y = UnsafeBufferPointer(rebasing: text[(comma + 1)...])
        guard !y.contains(UInt8(ascii: ",")), let (xValue, xScale) = number(x), let (yValue, yScale) = number(y) else {
            return .malformed
        }
        guard xValue.isFinite, yValue.isFinite else { return .infinite }
        let p = Point(x: xValue * xScale, y: yValue * yScale)
        guard abs(p.x) <= coordinateLimit, abs(p.y) <= coordinateLimit else { return .outOfRange }
        return .point(p)
    }

    /// A decimal with an optional `%`, and what it is multiplied by.
    private static func number(_ text: UnsafeBufferPointer<UInt8>) -> (Double, scale: Double)? {
        if text.last == UInt8(ascii: "%") {
            return DecimalText.parse(UnsafeBufferPointer(rebasing: text.dropLast())).map { ($0, 0.01) }
        }
        return DecimalText.parse(text).map { ($0, 1) }
    }

    /// `WxH`.
    public static func size(_ text: String) throws(ValueError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let values = parts.compactMap { DecimalText.parse(Array($0.utf8)[...]) }
        guard parts.count == 2, values.count == 2 else {
            throw ValueError("expected a size WxH, got \(Quoting.quoted(text))")
        }
        guard values.allSatisfy(\.isFinite) else { throw ValueError("a size out of range: \(Quoting.quoted(text))") }
        return Size(width: values[0], height: values[1])
    }

    /// Seconds: `250ms`, `0.25s` or a bare `0.25`, within `range` (never negative).
    /// The one duration grammar: every command and setting that takes a duration reads
    /// it here. `what` names it in errors (`a duration`, `duration`).
    public static func duration(_ text: String, what: String = "a duration",
                                in range: ClosedRange<Double> = 0...Input.longestInterval) throws(ValueError) -> Double {
        try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(ValueError) in try duration(bytes: bytes, what: what, in: range) }
    }

    static func duration(bytes: Span<UInt8>, what: String = "a duration",
                         in range: ClosedRange<Double> = 0...Input.longestInterval) throws(ValueError) -> Double {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ValueError) in try duration(bytes: buffer, what: what, in: range) }
        }.get()
    }

    static func duration(bytes: UnsafeBufferPointer<UInt8>, what: String = "a duration",
                         in range: ClosedRange<Double> = 0...Input.longestInterval) throws(ValueError) -> Double {
        let (body, scale) = durationUnit(bytes)
        let text = { String(decoding: bytes, as: UTF8.self) }
        guard let value = DecimalText.parse(body) else {
            throw ValueError("expected \(what) (like 250ms, 0.25s or 0.25), got \(Quoting.quoted(text()))")
        }
        guard value.isFinite else { throw ValueError("\(what) out of range: \(Quoting.quoted(text()))") }
        let seconds = value * scale
        guard range.contains(seconds) else {
            throw ValueError("\(what) must be within \(durationRange(range)), got \(Quoting.excerpt(text()))")
        }
        return seconds
    }

    /// `0.01…10 s`: a duration's range as errors, help and the reference write it.
    static func durationRange(_ range: ClosedRange<Double>) -> String { self.range(range) + " s" }

    /// `100…10000`: a range of the engine's, as errors, help and the reference write it.
    static func range(_ range: ClosedRange<Double>) -> String { "\(show(range.lowerBound))…\(show(range.upperBound))" }

    /// A duration's number, read from `text`, and the scale to seconds (`durationUnit`);
    /// nil for no number.
    static func durationNumber(_ text: String) -> (value: Double?, scale: Double) {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            let (body, scale) = durationUnit(bytes)
            return (DecimalText.parse(body), scale)
        }
    }

    /// A duration's number and what it is multiplied by for seconds: `250ms` is
    /// (`250`, 0.001), `0.25s` and `0.25` are (`0.25`, 1).
    static func durationUnit(_ bytes: UnsafeBufferPointer<UInt8>) -> (body: UnsafeBufferPointer<UInt8>, scale: Double) {
        guard bytes.last == UInt8(ascii: "s") else { return (bytes, 1) }
        let body = UnsafeBufferPointer(rebasing: bytes.dropLast())
        return body.last == UInt8(ascii: "m") ? (UnsafeBufferPointer(rebasing: body.dropLast()), 0.001) : (body, 1)
    }

    /// A number as users write it: no trailing `.0`, shortest round-trip otherwise.
    public static func show(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `A..B step S`: A, A + S, … up to B (within a millionth of a step), at most 1000 values.
    static func steps(_ text: String, what: String, limit: Double) throws(ValueError) -> [Double] {
        let words = text.split(separator: " ").map(String.init)
        let bounds: [String] = words.first.flatMap { first in
            first.firstRange(of: "..").map { [String(first[..<$0.lowerBound]), String(first[$0.upperBound...])] }
        } ?? []
        guard words.count == 3, words[1] == "step", bounds.count == 2 else {
            throw ValueError("\(what) expects A..B step S, got \(Quoting.quoted(text))")
        }
        let a = try number(bounds[0], what: "\(what)'s start")
        let b = try number(bounds[1], what: "\(what)'s end")
        let step = try number(words[2], what: "\(what)'s step")
        guard abs(a) <= limit, abs(b) <= limit else {
            throw ValueError("\(what) must stay within ±\(show(limit)), got \(Quoting.excerpt(text))")
        }
        guard step > 0, step.isFinite else { throw ValueError("\(what)'s step must be positive, got \(Quoting.excerpt(words[2]))") }
        guard a <= b else { throw ValueError("\(what) runs from A up to B, got \(Quoting.excerpt(bounds[0])) > \(Quoting.excerpt(bounds[1]))") }
        let count = Int(((b - a) / step + 1e-6).rounded(.down)) + 1
        guard count <= 1000 else { throw ValueError("\(what) has \(count) values; at most 1000") }
        return (0..<count).map { a + Double($0) * step }
    }
}
