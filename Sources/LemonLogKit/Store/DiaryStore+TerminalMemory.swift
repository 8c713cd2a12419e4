import Foundation

/// What the wizard measured about a kind of terminal (whether it draws East Asian
/// ambiguous-width characters two columns wide), kept in `ambiguous-width` beside the entries
/// so that a one-shot command (`stats`), which does not ask the terminal, draws as the wizard
/// does there. A small cache (one `kind<TAB>1|2` line per kind of terminal): losing it costs
/// only the fallback, and it never holds a diary word.
extension DiaryStore {
    static let terminalMemoryName = "ambiguous-width"
    var terminalMemoryPath: String { directoryPath + "/" + Self.terminalMemoryName }

    /// The answer remembered for this kind of terminal: true wide, false narrow, nil unknown.
    package func rememberedAmbiguousWidth(terminal kind: String) -> Bool? {
        guard let data = try? PosixFile.read(terminalMemoryPath), data.count < 16_384 else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
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
        var lines = ((try? PosixFile.read(terminalMemoryPath)).map { String(decoding: $0.prefix(16_384), as: UTF8.self) } ?? "")
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix(key + "\t") }
        lines.append(key + "\t" + (wide ? "2" : "1"))
        try? PosixFile.writeAtomically(Data((lines.suffix(32).joined(separator: "\n") + "\n").utf8), to: terminalMemoryPath)
    }

    /// The kind as one line without tabs or control characters.
    static func memoryKey(_ kind: String) -> String {
        String(TextSanitizer.singleLine(kind).filter { $0 != "\t" && $0 != "⏎" }.prefix(200))
    }
}
