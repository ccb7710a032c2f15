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

    /// Two whole numbers in 0..<n (n < 2³²), one from each half of a draw, each by
    /// the high half of its product with n (Lemire): the bias is below n / 2³².
    mutating func twoBelow(_ n: Int) -> (Int, Int) {
        let draw = next()
        return (Int(((draw & 0xFFFF_FFFF) &* UInt64(n)) >> 32), Int(((draw >> 32) &* UInt64(n)) >> 32))
    }
}
