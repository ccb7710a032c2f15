/// SplitMix64 (G. Steele, D. Lea, C. Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), the generator `tools/make-traces.py` uses too: `tune`'s
/// split and bootstrap draw the same numbers from the same seed on every machine.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The generator's output function: a number that looks random for each input.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n, by the high half of a full-width product (Lemire):
    /// the bias is below n / 2⁶⁴.
    mutating func below(_ n: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(n)).high)
    }
}
