#if canImport(Glibc)
import Glibc
#endif

/// Seconds on the monotonic clock.
func crashLoopNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
