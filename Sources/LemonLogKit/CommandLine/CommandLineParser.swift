/// Parses `lemonlog` arguments by hand (no third-party parser): global options anywhere,
/// `--opt value` and `--opt=value`, `--` to end options.
public enum CommandLineParser {
    /// The commands, for usage and `help`.
    public static let commandNames = ["write", "edit", "drafts", "list", "show", "delete", "export", "import", "stats", "help"]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> (Command, GlobalOptions) {
        var globals = GlobalOptions()
        var words: [String] = []
        var flags: [String: String?] = [:]
        var index = 0
        var optionsEnded = false
        let valued: Set<String> = ["--lang", "-n", "--format", "-o", "--output", "--since", "--until"]
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var value: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                value = String(argument[argument.index(after: eq)...])
            }
            if valued.contains(name), value == nil {
                guard index < arguments.count else { throw UsageError("\(name) needs a value", command: words.first) }
                value = arguments[index]
                index += 1
            }
            switch name {
            case "--lang":
                guard let value, Language(code: value) != nil, value == "en" || value == "ko" else {
                    throw UsageError("--lang takes en or ko, not '\(value ?? "")'", command: words.first)
                }
                globals.language = value
            case "--no-color":
                globals.noColor = true
            case "-h", "--help":
                flags["--help"] = .some(nil)
            case "--version", "-V":
                flags["--version"] = .some(nil)
            default:
                flags[name] = .some(value)
            }
        }
        if flags["--version"] != nil, words.isEmpty { return (.version, globals) }
        guard let name = words.first else {
            if flags["--help"] != nil { return (.help(topic: nil), globals) }
            throw UsageError("no command given")
        }
        if flags["--help"] != nil {
            guard commandNames.contains(name) else { throw UsageError("unknown command '\(name)'") }
            return (.help(topic: name), globals)
        }
        let rest = Array(words.dropFirst())
        var reader = FlagReader(command: name, flags: flags)
        let command: Command
        switch name {
        case "write":
            command = .write(plain: reader.bool("--plain"))
            try reader.expect(operands: rest, count: 0)
        case "edit":
            command = .edit(id: try single(rest, name, "<id>"), plain: reader.bool("--plain"))
        case "drafts":
            command = .drafts
            try reader.expect(operands: rest, count: 0)
        case "list":
            command = .list(limit: try reader.positiveInt("-n"))
            try reader.expect(operands: rest, count: 0)
        case "show":
            command = .show(id: try single(rest, name, "<id>"))
        case "delete":
            command = .delete(id: try single(rest, name, "<id>"), yes: reader.bool("--yes") || reader.bool("-y"))
        case "export":
            let format = reader.value("--format") ?? "json"
            guard format == "json" || format == "markdown" else {
                throw UsageError("--format takes json or markdown, not '\(format)'", command: name)
            }
            command = .export(format: format, output: reader.value("-o") ?? reader.value("--output"))
            try reader.expect(operands: rest, count: 0)
        case "import":
            command = .importFile(path: try single(rest, name, "FILE"), replace: reader.bool("--replace"))
        case "stats":
            command = .stats(since: reader.value("--since"), until: reader.value("--until"))
            try reader.expect(operands: rest, count: 0)
        case "help":
            guard rest.count <= 1 else { throw UsageError("help takes at most one command", command: name) }
            if let topic = rest.first, !commandNames.contains(topic) {
                throw UsageError("unknown command '\(topic)'", command: name)
            }
            command = .help(topic: rest.first)
        default:
            throw UsageError("unknown command '\(name)'")
        }
        try reader.finish()
        return (command, globals)
    }

    private static func single(_ operands: [String], _ command: String, _ label: String) throws(UsageError) -> String {
        guard operands.count == 1, let first = operands.first, !first.isEmpty else {
            throw UsageError(operands.isEmpty ? "\(command) needs \(label)" : "\(command) takes one \(label)", command: command)
        }
        return first
    }
}

/// Takes a command's flags one by one and complains about any left over.
struct FlagReader {
    let command: String
    var flags: [String: String?]

    mutating func bool(_ name: String) -> Bool {
        flags.removeValue(forKey: name) != nil
    }

    mutating func value(_ name: String) -> String? {
        flags.removeValue(forKey: name) ?? nil
    }

    mutating func positiveInt(_ name: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number > 0 else {
            throw UsageError("\(name) takes a positive number, not '\(text)'", command: command)
        }
        return number
    }

    func expect(operands: [String], count: Int) throws(UsageError) {
        if operands.count > count {
            throw UsageError("unexpected argument '\(operands[count])'", command: command)
        }
    }

    func finish() throws(UsageError) {
        if let name = flags.keys.sorted().first {
            throw UsageError("unknown option '\(name)'", command: command)
        }
    }
}
