import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text fields in step order (steps 2...5).
let crashLoopTextFields = ["situation", "thought", "reeval", "action"]
/// The step names as the files store them, in order.
let crashLoopSteps = ["emotion", "situation", "thought", "reeval", "action", "dateAndImages"]

/// What the test needs from one draft or entry file, read with JSONSerialization (not with
/// the program's own decoder, so that the check is independent of it).
struct CrashLoopDocument {
    var id: String
    var texts: [String: String]
    var emotions: [String]
    /// Drafts only: the step the wizard was on.
    var step: Int
    var entryID: String?

    init?(json: Any) {
        guard let root = json as? [String: Any], let id = root["id"] as? String,
              let content = root["content"] as? [String: Any] else { return nil }
        self.id = id
        var texts: [String: String] = [:]
        for field in crashLoopTextFields {
            guard let text = content[field] as? String else { return nil }
            texts[field] = text
        }
        self.texts = texts
        guard let emotions = content["emotions"] as? [String] else { return nil }
        self.emotions = emotions
        let position = root["position"] as? [String: Any]
        self.step = (position?["step"] as? String).flatMap { crashLoopSteps.firstIndex(of: $0) } ?? 0
        self.entryID = root["entryID"] as? String
    }
}

/// Audits the data directory after each kill.
struct CrashLoopStore {
    let home: String
    var drafts: String { home + "/drafts" }
    var entries: String { home + "/entries" }

    /// Every name in a folder (empty if it does not exist).
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Whether a name is one of the program's temp files (`.<name>.tmp-<random>`).
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(".tmp-")
    }

    /// The ids of the `<id>.json` documents in a folder.
    static func ids(in folder: String) -> Set<String> {
        Set(names(in: folder).filter { !isTemporary($0) && $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
    }

    struct Scan {
        var documents: [String: CrashLoopDocument] = [:]
        var entryDocuments: [String: CrashLoopDocument] = [:]
        var checked = 0
        var temporary = 0
        var problems: [String] = []
    }

    /// Reads every file in drafts/ and entries/: each must be `<id>.json`, 0600, complete JSON
    /// with a `version`, and name the id of its file. Temp files are counted and ignored.
    func scan() -> Scan {
        var scan = Scan()
        for (folder, isEntry) in [(drafts, false), (entries, true)] {
            for name in Self.names(in: folder) {
                if Self.isTemporary(name) {
                    scan.temporary += 1
                    continue
                }
                let path = folder + "/" + name
                guard name.hasSuffix(".json") else {
                    scan.problems.append("unexpected file \(path)")
                    continue
                }
                scan.checked += 1
                var info = stat()
                if stat(path, &info) == 0, info.st_mode & 0o777 != 0o600 {
                    scan.problems.append("\(path) has mode \(String(info.st_mode & 0o777, radix: 8)), not 600")
                }
                guard let data = FileManager.default.contents(atPath: path) else {
                    scan.problems.append("cannot read \(path)")
                    continue
                }
                guard let json = try? JSONSerialization.jsonObject(with: data),
                      let root = json as? [String: Any] else {
                    scan.problems.append("corrupt JSON (\(data.count) bytes) in \(path): "
                                         + String(decoding: data.suffix(80), as: UTF8.self))
                    continue
                }
                guard root["version"] is Int else {
                    scan.problems.append("no version field in \(path)")
                    continue
                }
                guard let document = CrashLoopDocument(json: json) else {
                    scan.problems.append("unexpected document shape in \(path)")
                    continue
                }
                let id = String(name.dropLast(5))
                if document.id != id { scan.problems.append("\(path) holds id \(document.id)") }
                if isEntry { scan.entryDocuments[id] = document } else { scan.documents[id] = document }
            }
        }
        return scan
    }
}
