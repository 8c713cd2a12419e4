import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The environment as `ProcessInfo.processInfo.environment` gives it (`NAME=value` entries,
/// split at the first `=`, a later entry winning, entries without `=` left out), read from
/// `environ` into a dictionary sized once: Foundation's copy grows its dictionary step by step
/// and was a visible part of every command's start. An entry that is not valid UTF-8 is kept
/// as its bytes too (`originals`), so that what depends on it is never decided on the
/// U+FFFD-mangled text and a child gets it exactly as we did.
struct ProcessEnvironment {
    /// Every variable, its name and value decoded as UTF-8 (an invalid byte becomes U+FFFD).
    var values: [String: String] = [:]
    /// The whole `NAME=value` bytes of each entry whose name or value is not valid UTF-8, by its
    /// decoded name.
    var originals: [String: [UInt8]] = [:]

    /// The dictionary of `read()` (what most of the program decides on).
    static func current() -> [String: String] {
        read().values
    }

    /// Reads `environ`.
    static func read() -> ProcessEnvironment {
        var count = 0
        while environ[count] != nil { count += 1 }
        var result = ProcessEnvironment()
        result.values.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index] else { break }
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                result.add(UnsafeBufferPointer(start: bytes, count: length))
            }
        }
        return result
    }

    /// One variable's value as `read()` would give it (the last entry of that name wins, its
    /// value decoded as UTF-8), read from `environ` without building the dictionary: `list`
    /// finds its diary with it before the environment is read (`LemonLogApp.prepare`).
    static func value(of name: String) -> String? {
        let prefix = Array(name.utf8) + [UInt8(ascii: "=")]
        var found: String?
        var index = 0
        while let entry = environ[index] {
            index += 1
            let length = strlen(entry)
            guard length >= prefix.count else { continue }
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let whole = UnsafeBufferPointer(start: bytes, count: length)
                if whole.prefix(prefix.count).elementsEqual(prefix) {
                    found = String(decoding: UnsafeBufferPointer(rebasing: whole[prefix.count...]), as: UTF8.self)
                }
            }
        }
        return found
    }

    /// Adds one `NAME=value` entry (a later one wins); one without `=` is left out.
    mutating func add(_ entry: UnsafeBufferPointer<UInt8>) {
        guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
        let nameBytes = UnsafeBufferPointer(rebasing: entry[..<equals])
        let valueBytes = UnsafeBufferPointer(rebasing: entry[(equals + 1)...])
        let name = String(decoding: nameBytes, as: UTF8.self)
        let value = String(decoding: valueBytes, as: UTF8.self)
        values[name] = value
        if name.utf8.elementsEqual(nameBytes) && value.utf8.elementsEqual(valueBytes) {
            if !originals.isEmpty { originals[name] = nil }
        } else {
            originals[name] = Array(entry)
        }
    }

    /// The value's bytes of each variable that is not valid UTF-8, by its decoded name.
    static func undecodableValues(_ originals: [String: [UInt8]]) -> [String: [UInt8]] {
        originals.compactMapValues { entry in
            entry.firstIndex(of: UInt8(ascii: "=")).map { Array(entry[($0 + 1)...]) }
        }
    }

    /// The `NAME=value` entries for a child process: `values`, each with its original bytes
    /// where it had some (a value the program did not change), sorted by name.
    static func childEntries(values: [String: String], originals: [String: [UInt8]]) -> [[UInt8]] {
        values.sorted { $0.key < $1.key }.map { name, value in
            unchangedOriginal(name, value, originals).map { Array($0.entry) } ?? Array("\(name)=\(value)".utf8)
        }
    }

    /// The bytes of variable `name`, whose decoded value is `value`: the original ones where it
    /// had some and the program did not change it, else `value`'s UTF-8.
    static func valueBytes(_ name: String, _ value: String, originals: [String: [UInt8]]) -> [UInt8] {
        unchangedOriginal(name, value, originals).map { Array($0.value) } ?? Array(value.utf8)
    }

    /// The original entry of `name` and its value's bytes, if it had one that still decodes to `value`.
    private static func unchangedOriginal(_ name: String, _ value: String,
                                          _ originals: [String: [UInt8]]) -> (entry: [UInt8], value: ArraySlice<UInt8>)? {
        guard let original = originals[name], let equals = original.firstIndex(of: UInt8(ascii: "=")),
              String(decoding: original[(equals + 1)...], as: UTF8.self) == value else { return nil }
        return (original, original[(equals + 1)...])
    }
}
