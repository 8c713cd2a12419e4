import Foundation
import LemonLogKit

/// What the wizard measured about a kind of terminal (whether it draws East Asian
/// ambiguous-width characters two columns wide), kept in `ambiguous-width` beside the entries
/// so that a one-shot command (`stats`), which does not ask the terminal, draws as the wizard
/// does there. A small cache (one `kind<TAB>1|2` line per kind of terminal): losing it costs
/// only the fallback, and it never holds a diary word. The store only keeps the file.
package struct TerminalMemory {
    package static let fileName = "ambiguous-width"
    /// At most this many kinds of terminal are remembered (the latest).
    package static let maxKinds = 32

    package let store: DiaryStore

    package init(store: DiaryStore) {
        self.store = store
    }

    /// The answer remembered for this kind of terminal: true wide, false narrow, nil unknown.
    package func rememberedAmbiguousWidth(terminal kind: String) -> Bool? {
        for line in lines() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0] == Self.memoryKey(kind) else { continue }
            return fields[1] == "2" ? true : fields[1] == "1" ? false : nil
        }
        return nil
    }

    /// Remembers the answer for this kind of terminal (other kinds' answers kept, at most 32),
    /// written atomically; a failure only means it is not remembered.
    package func rememberAmbiguousWidth(_ wide: Bool, terminal kind: String) {
        guard rememberedAmbiguousWidth(terminal: kind) != wide else { return }
        let key = Self.memoryKey(kind)
        var kept = lines().filter { !$0.hasPrefix(key + "\t") }
        kept.append(key + "\t" + (wide ? "2" : "1"))
        store.writeSideFile(Self.fileName, Data((kept.suffix(Self.maxKinds).joined(separator: "\n") + "\n").utf8))
    }

    private func lines() -> [String] {
        store.readSideFile(Self.fileName).map { String(decoding: $0, as: UTF8.self) }?
            .split(separator: "\n").map(String.init) ?? []
    }

    /// The kind as one line without tabs or control characters.
    static func memoryKey(_ kind: String) -> String {
        String(TextSanitizer.singleLine(kind).filter { $0 != "\t" && $0 != "⏎" }.prefix(200))
    }
}
