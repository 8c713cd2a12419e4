import LemonLogKit

/// Usage lines and help pages, all derived from the declarations, in the person's language,
/// laid out for a width by display width: a usage line too long for it continues indented, and
/// a table whose descriptions have no room beside their names puts each under its name.
struct HelpText {
    let registry: CommandRegistry
    let localizer: Localizer
    /// The columns the pages are laid out for (`HelpCommand` gives the terminal's, else 80).
    var width = 80

    /// Descriptions go beside the names only when they get at least this many columns there.
    static let descriptionRoom = 30

    /// `lemonlog list [-n N]`: the command, its operands, then its options.
    static func synopsis(_ declaration: CommandDeclaration) -> String {
        synopsisParts(declaration).joined(separator: " ")
    }

    /// The parts of a synopsis that a line never breaks: `lemonlog`, `list`, `[-n N]`, ….
    static func synopsisParts(_ declaration: CommandDeclaration) -> [String] {
        var parts = ["lemonlog", declaration.name]
        for operand in declaration.operands {
            parts.append(operand.synopsis)
        }
        for option in declaration.options {
            parts.append("[\(option.synopsis)]")
        }
        return parts
    }

    /// `usage: …` for a command, or the general one.
    func usageLine(for command: String?) -> String {
        if let command, let declaration = registry.command(named: command) {
            return localizer("cli_usage", ["synopsis": Self.synopsis(declaration)])
        }
        return localizer("cli_usage", ["synopsis": localizer("cli_synopsis")]) + "  " + localizer("cli_usage_more")
    }

    /// `lemonlog help`: every command with its summary, the global options, the data folder,
    /// and the line that says LemonLog is not for emergencies (with the person's numbers).
    func overview(careLine: String? = nil) -> String {
        var lines = paragraph(localizer("cli_tagline")) + [""]
        lines += usage(localizer("cli_synopsis").split(separator: " ").map(String.init)) + [""] + paragraph(localizer("cli_heading_commands"))
        lines += table(registry.commands.map { (Self.synopsisParts($0), localizer($0.summaryKey)) })
        lines += [""] + paragraph(localizer("cli_heading_global"))
        lines += table(CommandRegistry.globalOptions.map { ([names($0)], localizer($0.helpKey)) })
        lines += [""] + paragraph(localizer("cli_help_command")) + paragraph(localizer("cli_data_directory"))
        if let careLine { lines += [""] + paragraph(careLine) }
        return lines.joined(separator: "\n")
    }

    /// `lemonlog help COMMAND`: usage, summary, operands, options, and the command's manual.
    func page(for declaration: CommandDeclaration) -> String {
        var lines = usage(Self.synopsisParts(declaration)) + [""] + paragraph(localizer(declaration.summaryKey))
        if !declaration.operands.isEmpty {
            lines += [""] + paragraph(localizer("cli_heading_arguments"))
            lines += table(declaration.operands.map { ([$0.label], localizer($0.helpKey)) })
        }
        if !declaration.options.isEmpty {
            lines += [""] + paragraph(localizer("cli_heading_options"))
            lines += table(declaration.options.map { ([names($0)], localizer($0.helpKey)) })
        }
        lines += [""] + paragraph(localizer("cli_heading_global"))
        lines += table(CommandRegistry.globalOptions.map { ([names($0)], localizer($0.helpKey)) })
        if let manual = declaration.manual {
            lines += [""] + manualLines(manual(localizer))
        }
        return lines.joined(separator: "\n")
    }

    /// `usage: lemonlog list [-n N] …`, continued under the command when it is too long.
    private func usage(_ parts: [String]) -> [String] {
        let prefix = localizer("cli_usage", ["synopsis": ""])
        let indent = min(DisplayWidth.of(prefix) + DisplayWidth.of("lemonlog "), width / 3)
        return HangingIndent.lines(parts, width: width, first: prefix, rest: String(repeating: " ", count: indent))
    }

    private func paragraph(_ text: String) -> [String] {
        HangingIndent.lines(of: text, width: width)
    }

    /// A manual (`help write`) laid out for the width. Its tables are lines of keys, a run of
    /// spaces, and what they do: in a block (between blank lines) where one such line has no
    /// room for its text beside its keys, every line puts its text under its keys.
    private func manualLines(_ manual: String) -> [String] {
        var lines: [String] = []
        var block: [String] = []
        func flush() {
            let stacked = block.contains { line in
                guard DisplayWidth.of(line) > width, let (head, _) = Self.tableRow(line) else { return false }
                return DisplayWidth.of(head) > width - Self.descriptionRoom
            }
            lines += block.flatMap { manualLine($0, stacked: stacked) }
            block = []
        }
        for line in manual.components(separatedBy: "\n") {
            if line.isEmpty { flush(); lines.append(line) } else { block.append(line) }
        }
        flush()
        return lines
    }

    /// The mark of a manual line a person copies as it is (a command): never wrapped, printed
    /// without the mark. A terminal too narrow for it wraps it as it wraps any long line, which
    /// a copy of the text still joins.
    static let verbatim = "$ "

    private func manualLine(_ line: String, stacked: Bool) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        if line.dropFirst(indent.count).hasPrefix(Self.verbatim) { return [indent + line.dropFirst(indent.count + Self.verbatim.count)] }
        let body = String(line.dropFirst(indent.count))
        // A list of short items two spaces apart (`ㅜ n  ㅔ p  …`): items are never split.
        let items = body.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if items.count > 2 {
            guard DisplayWidth.of(line) > width else { return [line] }
            let spaced = items.dropLast().map { $0 + " " } + [items[items.count - 1]]
            return HangingIndent.lines(spaced, width: width, first: indent, rest: indent)
        }
        guard let (head, text) = Self.tableRow(line) else {
            guard DisplayWidth.of(line) > width else { return [line] }
            return HangingIndent.lines(of: body, width: width, first: indent, rest: indent)
        }
        if stacked {
            let under = indent + "    "
            return HangingIndent.lines(of: head.trimmingCharacters(in: .whitespaces), width: width, first: indent, rest: indent)
                + HangingIndent.lines(of: text, width: width, first: under, rest: under)
        }
        guard DisplayWidth.of(line) > width else { return [line] }
        return HangingIndent.lines(of: text, width: width, first: head, rest: String(repeating: " ", count: DisplayWidth.of(head)))
    }

    /// An indented line of keys, two or more spaces, then text: (the keys with the spaces, the text).
    private static func tableRow(_ line: String) -> (String, String)? {
        let indent = line.prefix { $0 == " " }
        guard !indent.isEmpty else { return nil }
        let body = line.dropFirst(indent.count)
        guard let gap = body.range(of: "  ") else { return nil }
        var column = gap.upperBound
        while column < body.endIndex, body[column] == " " { column = body.index(after: column) }
        guard column < body.endIndex else { return nil }
        return (String(indent + body[..<column]), String(body[column...]))
    }

    /// `-y, --yes` or `-n N`.
    private func names(_ option: OptionDeclaration) -> String {
        let spelled = option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
        guard let value = option.value else { return spelled }
        return spelled + " " + value.placeholder
    }

    /// Two columns, the first padded to the widest (by display width), each description wrapped
    /// in its column; when that column would be narrower than `descriptionRoom`, each name (its
    /// parts continued further in) with its description indented under it.
    private func table(_ rows: [(parts: [String], text: String)]) -> [String] {
        let names = rows.map { $0.parts.joined(separator: " ") }
        let column = 2 + (names.map { DisplayWidth.of($0) }.max() ?? 0) + 3
        if width - column >= Self.descriptionRoom {
            return zip(names, rows).flatMap { name, row in
                HangingIndent.lines(of: row.text, width: width, first: "  " + DisplayWidth.pad(name, toWidth: column - 2),
                                    rest: String(repeating: " ", count: column))
            }
        }
        return rows.flatMap { row in
            HangingIndent.lines(row.parts, width: width, first: "  ", rest: "          ")
                + HangingIndent.lines(of: row.text, width: width, first: "      ", rest: "      ")
        }
    }
}
