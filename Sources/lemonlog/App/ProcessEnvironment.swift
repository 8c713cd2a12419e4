import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The environment as `ProcessInfo.processInfo.environment` gives it (`NAME=value` entries,
/// split at the first `=`, a later entry winning, entries without `=` left out), read from
/// `environ` into a dictionary sized once: Foundation's copy grows its dictionary step by step
/// and was a visible part of every command's start.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index] else { break }
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let buffer = UnsafeBufferPointer(start: bytes, count: length)
                guard let equals = buffer.firstIndex(of: UInt8(ascii: "=")) else { return }
                let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<equals]), as: UTF8.self)
                result[name] = String(decoding: UnsafeBufferPointer(rebasing: buffer[(equals + 1)...]), as: UTF8.self)
            }
        }
        return result
    }
}
