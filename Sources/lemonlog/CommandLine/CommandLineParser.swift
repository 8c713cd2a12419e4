/// What the command line asks for.
enum ParsedCommandLine: Sendable {
    /// Run a command.
    case run(Invocation)
    /// `-h`/`--help`, alone (nil) or with a command.
    case help(topic: String?)
    /// `--version`.
    case version
    /// No command at all: the short overview.
    case overview
}

/// Parses `lemonlog` arguments against the declarations: global options anywhere,
/// `--opt value`, `--opt=value`, `-n5`, and `--` to end options.
struct CommandLineParser {
    let registry: CommandRegistry

    /// Parses the arguments after the program name.
    func parse(_ arguments: [String]) throws(UsageError) -> (ParsedCommandLine, GlobalOptions) {
        var globals = GlobalOptions()
        var help = false, version = false
        var declaration: CommandDeclaration?
        var operands: [String] = []
        var options = NamedValues()
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if declaration == nil {
                    declaration = try command(named: argument)
                } else {
                    operands.append(argument)
                }
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            let (name, attached) = split(argument, declaration)
            let command = declaration?.name
            guard let option = RegistryLookup.option(name, in: declaration) else {
                let known = (declaration?.options ?? []).flatMap(\.names) + CommandRegistry.globalOptions.flatMap(\.names)
                throw UsageError("cli_unknown_option", ["option": name], command: command,
                                 suggestion: name.count > 2 ? EditDistance.nearest(name, in: known) : nil)
            }
            var value = attached
            if let kind = option.value {
                if value == nil {
                    guard index < arguments.count else {
                        throw UsageError("cli_option_needs_value", ["option": name, "value": kind.placeholder], command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                try check(value!, kind, option: name, command: command)
            } else if attached != nil {
                throw UsageError("cli_option_takes_no_value", ["option": name], command: command)
            }
            switch option.canonical {
            case "--lang": globals.language = value
            case "--no-color": globals.noColor = true
            case "--help": help = true
            case "--version": version = true
            default:
                // A repeatable option keeps every value, one per line (`Invocation.values`).
                if option.repeatable, let earlier = options[option.canonical] {
                    options[option.canonical] = earlier + "\n" + (value ?? "")
                } else {
                    options[option.canonical] = value ?? ""
                }
            }
        }
        if help { return (.help(topic: declaration?.name), globals) }
        guard let declaration else { return (version ? .version : .overview, globals) }
        return (.run(try invocation(declaration, operands, options)), globals)
    }

    private func command(named name: String) throws(UsageError) -> CommandDeclaration {
        if let found = registry.command(named: name) { return found }
        if registry.planned.contains(name) { throw UsageError("cli_not_available", ["command": name]) }
        throw UsageError("cli_unknown_command", ["command": name], suggestion: EditDistance.nearest(name, in: registry.names))
    }

    /// `--opt=value` and `-n5` carry their value; everything else is just a name.
    private func split(_ argument: String, _ declaration: CommandDeclaration?) -> (String, String?) {
        if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
            return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
        }
        if !argument.hasPrefix("--"), argument.count > 2 {
            let name = String(argument.prefix(2))
            if RegistryLookup.option(name, in: declaration)?.value != nil {
                return (name, String(argument.dropFirst(2)))
            }
        }
        return (argument, nil)
    }

    private func check(_ value: String, _ kind: ValueKind, option: String, command: String?) throws(UsageError) {
        switch kind {
        case .positiveInteger:
            let digits = !value.isEmpty && value.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if digits, value.contains(where: { $0 != "0" }), Int(value).map({ $0 > ValueKind.maxInteger }) ?? true {
                throw UsageError("cli_number_too_large", ["option": option, "value": value, "max": String(ValueKind.maxInteger)],
                                 command: command)
            }
            guard let number = Int(value), number > 0 else {
                throw UsageError("cli_not_positive", ["option": option, "value": value], command: command)
            }
        case .choice(let values):
            guard values.contains(value) else {
                throw UsageError("cli_not_a_choice", ["option": option, "value": value, "choices": values.joined(separator: ", ")],
                                 command: command, suggestion: EditDistance.nearest(value, in: values))
            }
        case .command:
            guard registry.command(named: value) != nil else {
                throw UsageError("cli_unknown_command", ["command": value], command: command,
                                 suggestion: EditDistance.nearest(value, in: registry.names))
            }
        case .text, .file, .id, .openActionID, .entryID, .emotion, .trap:
            guard !value.isEmpty else {
                throw UsageError("cli_option_needs_value", ["option": option, "value": kind.placeholder], command: command)
            }
        }
    }

    private func invocation(_ declaration: CommandDeclaration, _ given: [String],
                            _ options: NamedValues) throws(UsageError) -> Invocation {
        var operands = NamedValues()
        var given = given
        // A repeating last operand takes every argument left, one per line (`TypedInvocation.operands`).
        if let last = declaration.operands.last, last.repeating, given.count >= declaration.operands.count {
            let rest = given[(declaration.operands.count - 1)...]
            given = Array(given[..<(declaration.operands.count - 1)]) + [rest.joined(separator: "\n")]
        }
        for (position, operand) in declaration.operands.enumerated() {
            guard position < given.count, !given[position].isEmpty else {
                if operand.optional { continue }
                throw UsageError("cli_missing_operand", ["command": declaration.name, "operand": operand.label],
                                 command: declaration.name)
            }
            // A sub-command word (an operand whose choices are its own label's words,
            // `actions [done|undo]`): anything else there is an argument the command does not take.
            if case .choice(let values) = operand.kind, values == operand.label.split(separator: "|").map(String.init),
               !values.contains(given[position]) {
                throw UsageError("cli_unexpected_argument", ["argument": given[position]], command: declaration.name,
                                 suggestion: EditDistance.nearest(given[position], in: values))
            }
            try check(given[position], operand.kind, option: operand.label, command: declaration.name)
            operands[operand.label] = given[position]
        }
        if given.count > declaration.operands.count {
            throw UsageError("cli_unexpected_argument", ["argument": given[declaration.operands.count]], command: declaration.name)
        }
        return Invocation(declaration: declaration, registry: registry, operands: operands, options: options)
    }
}

/// Finds an option among a command's and the global ones.
private enum RegistryLookup {
    static func option(_ name: String, in declaration: CommandDeclaration?) -> OptionDeclaration? {
        declaration?.option(named: name) ?? CommandRegistry.globalOption(named: name)
    }
}
