import Foundation
import LemonLogKit
import LemonLogTerminal

/// Parses the command line against the declarations and runs the command; returns the exit status.
enum LemonLogApp {
    static let version = "0.1.0"

    /// A parsed command line, or the usage error it makes.
    typealias Parsed = Result<(ParsedCommandLine, GlobalOptions), UsageError>

    /// Parses the command line and starts its command's early work (`CommandDeclaration.prepare`),
    /// if it has some: `main` calls it first of all, with the variables read one by one, and
    /// hands the parse to `run` (the command line is parsed once).
    static func prepare(arguments: [String], variable: CommandDeclaration.Variable,
                        registry: CommandRegistry = .lemonlog) -> Parsed {
        let parsed = Parsed { () throws(UsageError) in try CommandLineParser(registry: registry).parse(arguments) }
        if case .success((.run(let invocation), _)) = parsed { invocation.declaration.prepare?(invocation, variable) }
        return parsed
    }

    /// `environmentOriginals`: the bytes of the entries that are not valid UTF-8
    /// (`ProcessEnvironment.originals`). `prepared`: what `prepare` gave (nil: it is called here).
    static func run(arguments: [String], environment: [String: String], environmentOriginals: [String: [UInt8]] = [:],
                    registry: CommandRegistry = .lemonlog, prepared: Parsed? = nil) -> Int32 {
        let parsed = prepared ?? prepare(arguments: arguments, variable: { environment[$0] }, registry: registry)
        let language = Language.resolve(flag: languageFlag(in: arguments), environment: environment)
        // `--version` needs no resource: it answers before the tables and catalogs are read
        // (a message table is read only if printing the line fails).
        if case .success((.version, _)) = parsed {
            Console.out("lemonlog " + version)
            return Console.finish(status: ExitStatus.success, localizer: Localizer(language: language))
        }
        // What `prepare` started and the command did not take is stopped before we leave.
        defer { DiaryStore.abandonStartedWork() }
        if let missing = ResourceCheck.missingLine(language: language) ?? ResourceCheck.messagesLine(language: language)
            ?? ResourceCheck.catalogLine(localizer: Localizer(language: language))
            ?? ResourceCheck.trapCatalogLine(localizer: Localizer(language: language)) {
            Console.err(missing)
            return ExitStatus.failure
        }
        if let refusal = charsetRefusal(environment: environment, language: language) {
            Console.err(refusal)
            return ExitStatus.failure
        }
        let status = dispatch(parsed, arguments: arguments, environment: environment, originals: environmentOriginals,
                              registry: registry)
        return Console.finish(status: status, localizer: Localizer(language: language))
    }

    private static func dispatch(_ result: Parsed, arguments: [String], environment: [String: String],
                                 originals: [String: [UInt8]], registry: CommandRegistry) -> Int32 {
        let parsed: ParsedCommandLine
        let globals: GlobalOptions
        switch result {
        case .success(let success):
            (parsed, globals) = success
        case .failure(let error):
            // The language may come after the error: look for it on its own.
            let language = Language.resolve(flag: languageFlag(in: arguments), environment: environment)
            return usage(error, Localizer(language: language), registry: registry)
        }
        let context = AppContext(globals: globals, environment: environment, environmentOriginals: originals)
        CrashLine.install(context)
        do {
            switch parsed {
            case .run(let invocation):
                return try invocation.declaration.run(invocation, context)
            case .help(let topic):
                return HelpCommand.show(topic: topic, registry: registry, context: context)
            case .version:
                Console.out("lemonlog " + version)
                return ExitStatus.success
            case .overview:
                return try OverviewCommand.run(context)
            }
        } catch let error as UsageError {
            // A value the parser could not judge (a date, an emotion name) is still a usage error.
            return usage(error, context.localizer, registry: registry)
        } catch {
            Console.err(context.localizer("error_prefix") + context.message(for: error))
            return ExitStatus.failure
        }
    }

    /// Sets up the conversion to and from the terminal's character set (`TerminalCharset`), or
    /// the one line that refuses a set iconv cannot convert (in English when the person's
    /// language needs letters that cannot be shown without that conversion).
    private static func charsetRefusal(environment: [String: String], language: Language) -> String? {
        do {
            try TerminalCharset.setUp(environment: environment)
            return nil
        } catch let error as TerminalCharset.Unsupported {
            let line = { (l: Localizer) in
                l("error_prefix") + l("error_charset_unsupported", ["charset": TextSanitizer.singleLine(error.codeset)])
            }
            let local = line(Localizer(language: language))
            return local.unicodeScalars.allSatisfy(\.isASCII) ? local : line(Localizer(language: .en))
        } catch {
            return nil
        }
    }

    /// Prints a usage error and the command's usage line; exit status 2.
    private static func usage(_ error: UsageError, _ l: Localizer, registry: CommandRegistry) -> Int32 {
        Console.err(l("error_prefix") + error.message(l))
        Console.err(HelpText(registry: registry, localizer: l).usageLine(for: error.command))
        return ExitStatus.usage
    }

    /// The value of a valid `--lang` anywhere in the arguments, for messages about the rest.
    private static func languageFlag(in arguments: [String]) -> String? {
        var found: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count { found = arguments[index + 1] }
            if argument.hasPrefix("--lang=") { found = String(argument.dropFirst(7)) }
        }
        return found.flatMap { Language(code: $0) != nil ? $0 : nil }
    }
}
