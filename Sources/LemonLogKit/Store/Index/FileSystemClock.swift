import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system's own clock, read by touching a file of the store's (the index lock) and
/// reading back its change time: the time the file system would stamp a change with now, at
/// its own granularity (a coarse tick, a whole second, or finer), which `Date()` cannot tell.
///
/// A stamp (`FileStamp`, `DirectoryStamp`) is to be trusted only if it was taken after such a
/// reading `clock` and its change time is before it (`changed < clock`): any later change to
/// that file is then stamped `clock` or later, so it cannot leave the stamp as it was (git's
/// "racily clean" rule, with the file system's clock in place of the index file's time).
struct FileSystemClock {
    /// The file touched to read the clock (made if missing, never followed if a link).
    let probePath: String

    /// The file system's time now (ns), or nil if the probe cannot be touched.
    func now() -> Int64? {
        let fd = open(probePath, O_CREAT | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard futimens(fd, nil) == 0, fstat(fd, &info) == 0 else { return nil }
        return DirectoryStamp.nanoseconds(info.st_ctim)
    }

    /// The file system's time once it is past `changed` (waiting for its next tick if need be,
    /// at most `patience` seconds: a file system stamping whole seconds is not waited for), or
    /// the last reading if it never got there; `Int64.min` if the clock cannot be read (then
    /// nothing is trusted).
    func after(_ changed: Int64, patience: TimeInterval = 0.05) -> Int64 {
        let deadline = Date().addingTimeInterval(patience)
        while true {
            guard let time = now() else { return Int64.min }
            if time > changed || Date() >= deadline { return time }
            var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
            nanosleep(&pause, nil)
        }
    }
}
