/// A typed answer to a yes/no question (`delete`'s confirmation): `y`, `yes`, `예`, `네`, `ㅇ`,
/// and `y`/`yes` typed with Korean input left on (`ㅛ`, `ㅛㄷㄴ`), as the wizard takes jamo
/// for its letter keys. Anything else is no.
package enum YesAnswer {
    static let yes: Set<String> = ["y", "yes", "예", "네", "ㅇ"]

    /// Whether `line` says yes (spaces around it and case do not matter).
    package static func isYes(_ line: String) -> Bool {
        let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
        if yes.contains(answer) { return true }
        let latin = answer.map { KoreanKeyboard.latin(for: $0) ?? $0 }
        return ["y", "yes"].contains(String(latin))
    }
}
