/// A parsed `lemonlog` command line: the command and its own options.
public enum Command: Equatable, Sendable {
    case write(plain: Bool)
    case edit(id: String, plain: Bool)
    case drafts
    case list(limit: Int?)
    case show(id: String)
    case delete(id: String, yes: Bool)
    case export(format: String, output: String?)
    case importFile(path: String, replace: Bool)
    case stats(since: String?, until: String?)
    case help(topic: String?)
    case version
}
