import LemonLogKit

/// One `lemonlog` command, declared once: its name, operands, options, help and the code
/// that runs it. Parsing, usage lines, `help`, did-you-mean and completions derive from it.
struct CommandDeclaration: Sendable {
    /// What runs the command once its command line parsed.
    typealias Run = @Sendable (Invocation, AppContext) throws -> Int32

    let name: String
    /// Localization key of the one-line summary.
    let summaryKey: String
    let operands: [OperandDeclaration]
    let options: [OptionDeclaration]
    /// More help text after the options (e.g. the wizard's manual for `help write`).
    let manual: (@Sendable (Localizer) -> String)?
    let run: Run
    /// Work started as soon as the command line parsed, before the environment is copied and
    /// the tables and catalogs load (`list -n N` starts decrypting an encrypted diary's head):
    /// it gets one variable at a time (`Variable`), may print nothing, change nothing and fail
    /// silently; `run` finds what it started, or does the work itself.
    let prepare: (@Sendable (Invocation, Variable) -> Void)?

    /// An environment variable's value by its name (nil when unset).
    typealias Variable = (String) -> String?

    /// A command whose options are the cases of `Option`, in their order; `run` reads the
    /// invocation by those cases only.
    init<Option: CommandOption>(name: String, summaryKey: String, operands: [OperandDeclaration] = [], options: Option.Type,
                                manual: (@Sendable (Localizer) -> String)? = nil,
                                prepare: (@Sendable (TypedInvocation<Option>, Variable) -> Void)? = nil,
                                run: @escaping @Sendable (TypedInvocation<Option>, AppContext) throws -> Int32) {
        self.name = name
        self.summaryKey = summaryKey
        self.operands = operands
        self.options = Option.allCases.map(\.declaration)
        self.manual = manual
        if let prepare {
            self.prepare = { invocation, variable in prepare(TypedInvocation(parsed: invocation), variable) }
        } else {
            self.prepare = nil
        }
        self.run = { invocation, context in try run(TypedInvocation(parsed: invocation), context) }
    }

    /// A command that takes no option.
    init(name: String, summaryKey: String, operands: [OperandDeclaration] = [],
         manual: (@Sendable (Localizer) -> String)? = nil,
         run: @escaping @Sendable (TypedInvocation<NoOptions>, AppContext) throws -> Int32) {
        self.init(name: name, summaryKey: summaryKey, operands: operands, options: NoOptions.self, manual: manual, run: run)
    }

    /// The option one of whose names is `name`.
    func option(named name: String) -> OptionDeclaration? {
        options.first { $0.names.contains(name) }
    }
}

/// A positional argument of a command, e.g. `<id>`.
struct OperandDeclaration: Sendable {
    /// As shown in usage lines: `<id>`, `FILE`, `COMMAND`.
    let label: String
    let kind: ValueKind
    let optional: Bool
    /// Localization key of its help line.
    let helpKey: String
    /// Whether it takes every argument left (the last operand only): `mood [EMOTION RATING]...`.
    let repeating: Bool

    init(_ label: String, kind: ValueKind, optional: Bool = false, repeating: Bool = false, helpKey: String) {
        self.label = label
        self.kind = kind
        self.optional = optional
        self.repeating = repeating
        self.helpKey = helpKey
    }

    /// As usage lines show it: `<id>`, `[COMMAND]`, `[EMOTION RATING]...`.
    var synopsis: String {
        (optional ? "[\(label)]" : label) + (repeating ? "..." : "")
    }
}

/// An option: a flag (`--plain`) or one that takes a value (`-n N`).
struct OptionDeclaration: Sendable {
    /// Every spelling; the first is the one usage lines show (`["--yes", "-y"]`).
    let names: [String]
    /// nil for a flag; else what the value must be.
    let value: ValueKind?
    /// Localization key of its help line.
    let helpKey: String
    /// Whether it may be given more than once, every value kept (`encrypt --to A --to B`).
    let repeatable: Bool

    init(_ names: [String], value: ValueKind? = nil, helpKey: String, repeatable: Bool = false) {
        self.names = names
        self.value = value
        self.helpKey = helpKey
        self.repeatable = repeatable
    }

    var canonical: String { names[0] }

    /// `--format json|markdown`, `-n N`, `--plain`.
    var synopsis: String {
        guard let value else { return canonical }
        return canonical + " " + value.placeholder
    }
}

/// What an operand or an option value holds: decides checking, help and completion.
enum ValueKind: Sendable, Equatable {
    /// Free text (`--contains TEXT`).
    case text(placeholder: String)
    /// A number above zero (`-n N`), at most `maxInteger`.
    case positiveInteger(placeholder: String)
    /// One of a fixed list (`bash|zsh|fish`).
    case choice([String])
    /// A path on disk (completes file names).
    case file(placeholder: String)
    /// A draft or entry id.
    case id
    /// The id of an entry whose next action is still open (`actions done <id>`).
    case openActionID
    /// The id of a saved entry, not a draft (`star <id>`).
    case entryID
    /// An emotion, by key or by label in either language (`--emotion`).
    case emotion
    /// A thinking trap, by key or by label in either language (`--trap`).
    case trap
    /// A command name (`help COMMAND`).
    case command

    /// The largest number a `positiveInteger` takes: more than any diary holds, and far from
    /// where adding to it could overflow.
    static let maxInteger = 1_000_000_000

    var placeholder: String {
        switch self {
        case .text(let p), .positiveInteger(let p), .file(let p): p
        case .choice(let values): values.joined(separator: "|")
        case .id, .openActionID, .entryID: "<id>"
        case .emotion, .trap: "KEY_OR_LABEL"
        case .command: "COMMAND"
        }
    }
}
