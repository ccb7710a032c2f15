import Testing
@testable import PantographShell

/// Numbers print the same on every run: at most 6 decimals in JSON, never `-0`,
/// never an exponent, never a non-finite value disguised as a number.
struct NumbersTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-1.5, "-1.5"), (0.1, "0.1"), (0.1 + 0.2, "0.3"),
        (1e-6, "0.000001"), (-1e-6, "-0.000001"), (4e-7, "0"), (-4e-7, "0"), (6e-7, "0.000001"),
        (390, "390"), (0.945099256, "0.945099"), (-6e10, "-60000000000"), (123.45, "123.45"),
        (2.5e10, "25000000000"), (1e20, "100000000000000000000"), (Double.infinity, "null"), (Double.nan, "null"),
    ] as [(Double, String)])
    func json(_ value: Double, _ text: String) {
        #expect(Numbers.json(value) == text)
    }

    @Test(arguments: [
        (0.0, 1, "0.0"), (-0.04, 1, "0.0"), (-0.05, 1, "-0.1"), (12.25, 1, "12.3"), (0.016667, 3, "0.017"),
        (844, 1, "844.0"), (-17.5, 2, "-17.50"),
    ] as [(Double, Int, String)])
    func fixed(_ value: Double, _ digits: Int, _ text: String) {
        #expect(Numbers.fixed(value, digits) == text)
    }
}
