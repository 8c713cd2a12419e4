/// Keys as the terminal sends them.
package enum Keys {
    package static let enter = "\r"
    package static let tab = "\t"
    package static let escape = "\u{1B}"
    package static let ctrlC = "\u{03}"
    package static let ctrlO = "\u{0F}"
    package static let ctrlS = "\u{13}"
    package static let pasteStart = "\u{1B}[200~"
    package static let pasteEnd = "\u{1B}[201~"
}
