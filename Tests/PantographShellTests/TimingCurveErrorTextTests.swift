import Testing
import PantographEngine
@testable import PantographShell

/// A curve's text refused by the engine, in the shell's words: each case's sentence,
/// and the kind of curve named where the text is not a curve at all.
@Suite struct TimingCurveErrorTextTests {
    static let unknown = "\nexpected easeInOut, easeIn, easeOut, linear, default or cubic(X1,Y1,X2,Y2)"

    @Test(arguments: [
        ("foo", "unknown completion curve 'foo'" + unknown),
        ("", "unknown completion curve ''" + unknown),
        ("cubic(0,0,1,1", "cubic(...) must end with ')', as cubic(X1,Y1,X2,Y2); got 'cubic(0,0,1,1'"),
        ("cubic(0, 0, 1, 1)", "cubic(...) must be written without blanks, as cubic(X1,Y1,X2,Y2); got 'cubic(0, 0, 1, 1)'"),
        ("cubic(0,0,1)", "cubic(...) needs 4 numbers, got 3"),
        ("cubic()", "cubic(...) needs 4 numbers, got 0"),
        ("cubic(1.5,0,1,1)", "cubic x1 must be within 0…1, got 1.5"),
        ("cubic(0,0,-0.1,1)", "cubic x2 must be within 0…1, got -0.1"),
        ("cubic(0,nan,1,1)", "cubic y1 must be a finite number, got nan"),
        ("cubic(0,1e999,1,1)", "cubic y1 must be a finite number, got 1e999"),
        ("cubic(0x1,0,1,1)", "cubic x1 must be a decimal number like 0.25, -1 or 1e-3, got '0x1'"),
        ("cubic(0,0,1,--1)", "cubic y2 must be a decimal number like 0.25, -1 or 1e-3, got '--1'"),
    ])
    func eachCaseInWords(text: String, message: String) {
        #expect(throws: TimingCurveError.self) { try TimingCurveText.parse(text) }
        do {
            _ = try TimingCurveText.parse(text)
        } catch {
            #expect(Phrasing.timingCurve(error) == message)
        }
    }

    @Test func theCurveCommandNamesATimingCurve() throws {
        #expect(throws: ValueError("unknown timing curve 'foo'" + Self.unknown)) {
            try CurveSpringCommands.timingCurve("foo")
        }
    }
}
