import Testing
import PantographEngine
@testable import PantographShell
import PantographTestSupport

/// The one reader of a curve's text (the setting, `curve`, a scene's timing): every
/// name reads back to its curve, decimals are the command language's, and every
/// refusal is data.
@Suite struct TimingCurveTextTests {
    static let curves: [TimingCurve] = TimingCurve.namedCurves + [
        .cubic(bezier(0, 1, 0, 1)), .cubic(bezier(0.68, -0.6, 0.32, 1.6)),
        .cubic(bezier(1e-5, 100, 0.5, -2)),
    ]

    @Test(
        "canonical names",
        arguments: [
            (TimingCurve.linear, "linear"),
            (.easeIn, "easeIn"),
            (.easeOut, "easeOut"),
            (.easeInOut, "easeInOut"),
            (.default, "default"),
            (.cubic(bezier(0.25, 0.1, 0.25, 1)), "cubic(0.25,0.1,0.25,1)"),
            (.cubic(bezier(0.42, 0, 0.58, 1)), "cubic(0.42,0,0.58,1)"),
            (.cubic(bezier(0, -0.5, 1, 1.5)), "cubic(0,-0.5,1,1.5)"),
            (.cubic(bezier(1e-5, 100, 0.5, -2)), "cubic(1e-05,100,0.5,-2)"),
            (.cubic(bezier(0.1, 1e16, 1.0 / 3, -1e-300)), "cubic(0.1,1e+16,0.3333333333333333,-1e-300)"),
        ])
    func names(curve: TimingCurve, name: String) throws {
        #expect(curve.name == name)
        #expect(try TimingCurveText.parse(name) == curve)
    }

    @Test("parse(name) gives the curve back", arguments: curves)
    func roundTrip(curve: TimingCurve) throws {
        #expect(try TimingCurveText.parse(curve.name) == curve)
    }

    @Test(
        "decimal numbers parse",
        arguments: [
            ("cubic(0.25,0.1,0.25,1)", bezier(0.25, 0.1, 0.25, 1)),
            ("cubic(.5,-1,1e-3,+2)", bezier(0.5, -1, 0.001, 2)),
            ("cubic(1E-1,2.5e+2,1.,-0)", bezier(0.1, 250, 1, 0)),
            ("cubic(0,1,0,1)", bezier(0, 1, 0, 1)),
        ])
    func parsesNumbers(text: String, bezier: CubicBezier) throws {
        #expect(try TimingCurveText.parse(text) == .cubic(bezier))
    }

    @Test(
        "every parse error says what was wrong, as data",
        arguments: [
            ("foo", TimingCurveError.unknownName("foo")),
            ("", .unknownName("")),
            ("EaseIn", .unknownName("EaseIn")),
            ("easeInEaseOut", .unknownName("easeInEaseOut")),
            (" linear", .unknownName(" linear")),
            ("cubic", .unknownName("cubic")),
            ("cubic(0,0,1,1", .unclosed("cubic(0,0,1,1")),
            ("cubic(0, 0, 1, 1)", .blanks("cubic(0, 0, 1, 1)")),
            ("cubic(0,0,1,1) ", .blanks("cubic(0,0,1,1) ")),
            ("cubic(0,0,1)", .numberCount(3)),
            ("cubic()", .numberCount(0)),
            ("cubic(0,0,1,1,1)", .numberCount(5)),
            ("cubic(1.5,0,1,1)", .outsideUnitRange(.x1, "1.5")),
            ("cubic(0,0,-0.1,1)", .outsideUnitRange(.x2, "-0.1")),
            ("cubic(0,nan,1,1)", .notFinite(.y1, "nan")),
            ("cubic(0,0,1,-inf)", .notFinite(.y2, "-inf")),
            ("cubic(Infinity,0,1,1)", .notFinite(.x1, "Infinity")),
            ("cubic(0,1e999,1,1)", .notFinite(.y1, "1e999")),
            ("cubic(0,abc,1,1)", .notDecimal(.y1, "abc")),
            ("cubic(0x1,0,1,1)", .notDecimal(.x1, "0x1")),
            ("cubic(0,,1,1)", .notDecimal(.y1, "")),
            ("cubic(0,0,1,1e)", .notDecimal(.y2, "1e")),
            ("cubic(0,0,1,--1)", .notDecimal(.y2, "--1")),
            ("cubic(0,.,1,1)", .notDecimal(.y1, ".")),
        ])
    func parseErrors(text: String, error: TimingCurveError) {
        #expect(throws: error) { try TimingCurveText.parse(text) }
    }

}
