/// A small deterministic random generator (SplitMix64) for tests: the same seed gives the
/// same run, so a failure can be replayed.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A number in `low..<high` (`low` when the range is empty).
    package mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low >= high ? low : Double.random(in: low..<high, using: &self)
    }
}
