import Foundation
import LemonLogKit

/// Parses the command line and runs the command; returns the exit status.
enum LemonLogApp {
    static let version = "0.1.0"

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let command: Command
        let globals: GlobalOptions
        do {
            (command, globals) = try CommandLineParser.parse(arguments)
        } catch {
            Console.err("lemonlog: " + error.message)
            Console.err(Usage.line(for: error.command))
            return ExitStatus.usage
        }
        let context = AppContext(globals: globals, environment: environment)
        do {
            switch command {
            case .write(let plain): return WriteCommand.run(context, id: nil, plain: plain)
            case .edit(let id, let plain): return WriteCommand.run(context, id: id, plain: plain)
            case .drafts: return try DraftsCommand.run(context)
            case .list(let limit): return try ListCommand.run(context, limit: limit)
            case .show(let id): return try ShowCommand.run(context, id: id)
            case .delete(let id, let yes): return try DeleteCommand.run(context, id: id, yes: yes)
            case .help(let topic):
                Console.out(topic.map { Usage.line(for: $0) } ?? Usage.overview())
                return ExitStatus.success
            case .version:
                Console.out("lemonlog " + version)
                return ExitStatus.success
            case .export, .importFile, .stats:
                Console.err("lemonlog: this command is not available yet in this version")
                return ExitStatus.failure
            }
        } catch {
            Console.err(context.localizer("error_prefix") + context.message(for: error))
            return ExitStatus.failure
        }
    }
}
