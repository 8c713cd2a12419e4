import Foundation

/// Tells jrnl's other forms from anything else, for an import to say how to get the one it
/// reads: a plain jrnl journal file or its text export (`[2024-01-31 09:05] Title`, or with
/// seconds and AM/PM as other `timeformat`s write it), its Markdown export
/// (`### 2024-01-31 09:05 Title`) and its XML export (`<journal>`).
enum JrnlTextFormats {
    /// Whether `data` looks like one of them (only its first 64 KB are looked at).
    static func isJrnlText(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(65_536), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<journal") {
            return trimmed.contains("<journal>") && trimmed.contains("<entries")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: true).prefix(2_000).contains { line in
            line.hasPrefix("[") ? isDated(line.dropFirst(), closing: "]") : line.hasPrefix("### ") && isDated(line.dropFirst(4), closing: " ")
        }
    }

    /// Whether `text` starts with a jrnl date (`2024-01-31 09:05`, optionally `:00` and ` AM`)
    /// followed by `closing`.
    private static func isDated(_ text: Substring, closing: Character) -> Bool {
        let chars = Array(text.prefix(32))
        let pattern = Array("dddd-dd-dd dd:dd")
        guard chars.count > pattern.count else { return false }
        for (char, want) in zip(chars, pattern) {
            if want == "d" ? !char.isASCII || !char.isNumber : char != want { return false }
        }
        var rest = chars[pattern.count...]
        if rest.first == ":", rest.count >= 3, rest.dropFirst().prefix(2).allSatisfy({ $0.isASCII && $0.isNumber }) {
            rest = rest.dropFirst(3)
        }
        if rest.starts(with: Array(" AM")) || rest.starts(with: Array(" PM")) { rest = rest.dropFirst(3) }
        return rest.first == closing
    }
}
