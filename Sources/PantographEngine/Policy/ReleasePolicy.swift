/// What the policy sees when the finger lifts, all along the scene's gesture
/// direction: positive means towards completing.
public struct ReleaseInput: Hashable, Sendable, Codable {
    /// The transition's progress, 0…1 (after the scene's cap).
    public var progress: Double
    /// Translation in points.
    public var translation: Double
    /// Points that map to progress 1.
    public var distance: Double
    /// Points per second.
    public var velocity: Double

    public init(progress: Double, translation: Double, distance: Double, velocity: Double) {
        self.progress = progress
        self.translation = translation
        self.distance = distance
        self.velocity = velocity
    }

    /// Velocity in progress per second.
    public var progressVelocity: Double { distance > 0 ? velocity / distance : 0 }
}

public enum Decision: String, Hashable, Sendable, Codable { case finish, cancel }

/// A rule that decides finish or cancel (docs/policies.md). Each is a value built
/// from its constants, so several can judge the same gesture side by side. A new
/// policy is one type conforming to this and one line in `ReleasePolicies.all`: its
/// constants become settings, its name a choice of `set policy`.
public protocol ReleasePolicy: Sendable {
    static var name: String { get }
    /// One line for the reference.
    static var summary: String { get }
    /// The numbers the rule reads, with their defaults; shared keys mean the same
    /// number (`threshold`).
    static var constants: [PolicyConstant] { get }
    init(_ values: PolicyValues)
    /// The decision at `pan end`, and — with the current velocity — while the finger is down.
    func decideOnEnd(_ input: ReleaseInput) -> Decision
    /// The decision when the system cancels the gesture.
    func decideOnCancel(_ input: ReleaseInput) -> Decision
    /// Why, with the numbers: built only when something prints it.
    func reasonOnEnd(_ input: ReleaseInput) -> String
    func reasonOnCancel(_ input: ReleaseInput) -> String
}

extension ReleasePolicy {
    public var name: String { Self.name }
    public func decideOnCancel(_ input: ReleaseInput) -> Decision { .cancel }
    public func reasonOnCancel(_ input: ReleaseInput) -> String {
        "the system cancelled the gesture; \(Self.name) cancels"
    }
}

/// A number a policy reads, as a setting.
public struct PolicyConstant: Sendable {
    public let key: String
    public let summary: String
    public let range: ClosedRange<Double>
    public let defaultValue: Double
    /// Shown after values (` pt/s`).
    public let unit: String
    /// Words that stand for values (`normal` 0.998, `fast` 0.99); empty: a number.
    public let names: [(name: String, value: Double)]

    public init(_ key: String, _ summary: String, _ range: ClosedRange<Double>, default defaultValue: Double,
                unit: String = "", names: [(name: String, value: Double)] = []) {
        self.key = key
        self.summary = summary
        self.range = range
        self.defaultValue = defaultValue
        self.unit = unit
        self.names = names
    }
}

/// The constants' current values, by key.
public struct PolicyValues: Sendable {
    let values: [String: Double]
    public init(_ values: [String: Double]) { self.values = values }
    /// A constant the policy declared; a missing one is a programming error in the policy.
    public subscript(key: String) -> Double {
        guard let value = values[key] else { preconditionFailure("policy constant '\(key)' is not declared") }
        return value
    }
}

/// The policies Pantograph ships, in the order `compare` lists them.
public enum ReleasePolicies {
    public static let all: [any ReleasePolicy.Type] = [
        ThresholdPolicy.self, VelocityPolicy.self, ProjectionPolicy.self, FlutterPolicy.self,
        ReactNavigationPolicy.self, MotionLayoutPolicy.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> (any ReleasePolicy.Type)? {
        all.first { $0.name == name }
    }

    /// Every constant once, in the order the policies declare them.
    public static let constants: [PolicyConstant] = {
        var seen: [PolicyConstant] = []
        for policy in all {
            for constant in policy.constants where !seen.contains(where: { $0.key == constant.key }) {
                seen.append(constant)
            }
        }
        return seen
    }()
}

/// A reason's text, built in one buffer and made a `String` once: reasons are rebuilt
/// for every JSON record while a finger is down, and `String`'s own interpolation
/// appended piece by piece, each append costing more than the number it appended.
/// Literals come in as `StaticString`s and pieces are copied whole: appending a
/// `String`'s UTF-8 view byte by byte cost more than the rest of the reason.
struct Phrase: ExpressibleByStringInterpolation {
    struct StringInterpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            // A number and its unit, or a policy's word: room enough not to grow.
            bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        /// A number goes straight into the buffer: no `String` per number.
        mutating func appendInterpolation(_ quantity: Say.Quantity) {
            quantity.write(into: &bytes)
        }
    }

    let text: String

    init(stringLiteral value: StaticString) { text = value.description }
    init(stringInterpolation: StringInterpolation) { text = String(decoding: stringInterpolation.bytes, as: UTF8.self) }
}

/// Numbers in reasons, as people write them.
enum Say {
    /// A reason: `Say.phrase("progress \(…) is …")`.
    static func phrase(_ phrase: Phrase) -> String { phrase.text }

    /// A number as a reason writes it: rounded to `decimals`, then `unit`.
    struct Quantity {
        let value: Double
        let decimals: Int
        let unit: StaticString

        /// Rounded to `decimals`, a real minus sign, no `-0`, written right to left into
        /// room made for it: reasons are rebuilt for every JSON record while a finger
        /// is down, and building a `String` per number cost more than the record's
        /// other numbers together. `unit` is ASCII.
        func write(into bytes: inout [UInt8]) {
            guard value.isFinite else {
                let text = value.isNaN ? "nan" : (value > 0 ? "∞" : "−∞")
                bytes.append(contentsOf: text.utf8)
                return unit.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let rounded = (abs(value) * scale).rounded()
            guard rounded < 1e15 else {
                bytes.append(contentsOf: Say.wide(value, rounded: rounded, scale: scale, decimals: decimals).utf8)
                return unit.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }
            let negative = value < 0 && rounded != 0
            let units = UInt64(rounded), one = UInt64(scale)
            var wholeDigits = 1
            var rest = units / one / 10
            while rest > 0 { wholeDigits += 1; rest /= 10 }
            let number = (negative ? 3 : 0) + wholeDigits + (decimals > 0 ? decimals + 1 : 0)
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: number))
            unit.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.withUnsafeMutableBufferPointer { text in
                var i = start + number - 1
                var fraction = units % one, whole = units / one
                for _ in 0..<decimals {
                    text[i] = 0x30 + UInt8(fraction % 10)
                    fraction /= 10
                    i -= 1
                }
                if decimals > 0 { text[i] = 0x2E; i -= 1 }
                repeat {
                    text[i] = 0x30 + UInt8(whole % 10)
                    whole /= 10
                    i -= 1
                } while whole > 0
                // U+2212 MINUS SIGN.
                if negative { text[start] = 0xE2; text[start + 1] = 0x88; text[start + 2] = 0x92 }
            }
        }
    }

    /// `10.0 %`
    static func percent(_ fraction: Double) -> Quantity { Quantity(value: fraction * 100, decimals: 1, unit: " %") }
    /// `−5000 pt/s`
    static func speed(_ v: Double) -> Quantity { Quantity(value: v, decimals: 0, unit: " pt/s") }
    static func points(_ v: Double) -> Quantity { Quantity(value: v, decimals: 1, unit: " pt") }
    static func number(_ v: Double, _ decimals: Int = 2) -> Quantity { Quantity(value: v, decimals: decimals, unit: "") }

    /// Beyond what an integer holds exactly: the arithmetic in doubles.
    static func wide(_ value: Double, rounded: Double, scale: Double, decimals: Int) -> String {
        let whole = Int((rounded / scale).rounded(.down))
        var text = String(whole)
        if decimals > 0 {
            let fraction = Int(rounded - Double(whole) * scale)
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return (value < 0 && rounded != 0 ? "−" : "") + text
    }
}
