import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Many entry files written quickly, for tests that count the work a read does at scale
/// (issue 36): entry `n` (1-based) has the id `ScaleDiary.id(n)`, is dated `n` hours after
/// 2020-01-01 and says "entry n"; written as LemonLog writes them (0600), without a flush.
package enum ScaleDiary {
    package static func id(_ n: Int) -> String { String(format: "5ca1e%07d", n) }

    /// The JSON of entry `n`.
    package static func document(_ n: Int, formatter: ISO8601DateFormatter = formatter()) -> String {
        let date = formatter.string(from: Date(timeIntervalSince1970: 1_577_836_800 + Double(n) * 3_600))
        return """
        {"version": 1, "id": "\(id(n))", "createdAt": "\(date)", "updatedAt": "\(date)",
         "content": {"emotions": ["joy.happy"], "situation": "entry \(n)", "thought": "t", "reeval": "r", "action": "a",
                     "date": "\(date)", "images": []}}

        """
    }

    /// The dates' formatter (making one costs more than writing a file: make it once).
    package static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    /// Writes entries `1...count` into the folder `entries` (which must exist).
    package static func write(_ count: Int, into entries: String) throws {
        let formatter = formatter()
        for n in 1...count {
            let path = entries + "/" + id(n) + ".json"
            let bytes = Array(document(n, formatter: formatter).utf8)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            guard written == bytes.count else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        }
    }
}
