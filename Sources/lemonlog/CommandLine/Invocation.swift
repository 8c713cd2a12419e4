/// A parsed command line for one command: its operands and options by their canonical name.
struct Invocation: Sendable {
    let declaration: CommandDeclaration
    /// The registry it was parsed against (`help` and `completions` list it).
    let registry: CommandRegistry
    /// Operand values by label (`<id>`), present when given.
    let operands: [String: String]
    /// Option values by canonical name; a flag's value is "".
    let options: [String: String]

    func flag(_ name: String) -> Bool { options[name] != nil }
    func value(_ name: String) -> String? { options[name] }
    /// Every value of a repeatable option, in the order given.
    func values(_ name: String) -> [String] {
        options[name].map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }
    func operand(_ label: String) -> String? { operands[label] }
    /// A `positiveInteger` option, already checked by the parser.
    func integer(_ name: String) -> Int? { options[name].flatMap { Int($0) } }
}
