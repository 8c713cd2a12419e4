/// The standard Korean 2-set (두벌식) keyboard: the jamo each Latin letter key gives, so that
/// a person who left Korean input on can still use the wizard's letter keys while navigating.
enum KoreanKeyboard {
    /// Latin key → jamo (compatibility jamo, as input methods send them without composing).
    static let layout: [Character: Character] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
    ]
    private static let reverse: [Character: Character] = Dictionary(uniqueKeysWithValues: layout.map { ($1, $0) })

    /// The jamo the key gives under Korean input.
    static func jamo(for latin: Character) -> Character? { layout[latin] }

    /// The Latin letter key that gives this jamo, if it is one.
    static func latin(for jamo: Character) -> Character? { reverse[jamo] }
}
