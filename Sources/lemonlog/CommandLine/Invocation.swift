/// A parsed command line for one command: its operands and options by their canonical name.
/// A command reads it through `TypedInvocation`, by the cases of its option enum.
struct Invocation: Sendable {
    let declaration: CommandDeclaration
    /// The registry it was parsed against (`help` and `completions` list it).
    let registry: CommandRegistry
    /// Operand values by label (`<id>`), present when given.
    let operands: NamedValues
    /// Option values by canonical name; a flag's value is "".
    let options: NamedValues
}

/// An invocation as its command reads it: options by the cases of the command's own option
/// enum (`invocation.flag(.json)`), never by a string a typo could get silently wrong.
struct TypedInvocation<Option: CommandOption>: Sendable {
    let parsed: Invocation

    var declaration: CommandDeclaration { parsed.declaration }
    var registry: CommandRegistry { parsed.registry }

    /// Whether the flag was given.
    func flag(_ option: Option) -> Bool { parsed.options[option.declaration.canonical] != nil }
    /// The option's value, when given.
    func value(_ option: Option) -> String? { parsed.options[option.declaration.canonical] }
    /// Every value of a repeatable option, in the order given.
    func values(_ option: Option) -> [String] {
        value(option).map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }
    /// A `positiveInteger` option, already checked by the parser.
    func integer(_ option: Option) -> Int? { value(option).flatMap { Int($0) } }
    /// An operand by its declared label (`<id>`), when given.
    func operand(_ label: String) -> String? { parsed.operands[label] }
    /// Every argument a repeating operand took, in the order given (none when not given).
    func operands(_ label: String) -> [String] {
        operand(label).map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }
}
