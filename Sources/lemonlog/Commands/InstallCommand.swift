import Foundation
import LemonLogKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lemonlog install [--prefix DIR] [--uninstall]`: copies this binary and its resources to
/// `PREFIX/bin/lemonlog` and `PREFIX/lib/lemonlog/Resources` (PREFIX defaults to ~/.local), or
/// removes what an install put there and nothing else. The diary is never touched.
enum InstallCommand {
    /// `--prefix DIR`, `--uninstall`.
    enum Option: CommandOption {
        case prefix, uninstall

        var declaration: OptionDeclaration {
            switch self {
            case .prefix: OptionDeclaration(["--prefix"], value: .file(placeholder: "DIR"), helpKey: "cli_option_prefix")
            case .uninstall: OptionDeclaration(["--uninstall"], helpKey: "cli_option_uninstall")
            }
        }
    }

    static let declaration = CommandDeclaration(name: "install", summaryKey: "cli_summary_install", options: Option.self) { invocation, context in
        try run(context, prefix: invocation.value(.prefix), uninstall: invocation.flag(.uninstall))
    }

    static func run(_ context: AppContext, prefix given: String?, uninstall: Bool) throws -> Int32 {
        let l = context.localizer
        let prefix = try prefixPath(given, environment: context.environment)
        let installer = Installer(prefix: prefix)
        do {
            if uninstall {
                let count = try installer.uninstall()
                Console.out(l("uninstall_done", ["count": String(count), "prefix": prefix]))
                return ExitStatus.success
            }
            guard let binary = executablePath(), let resources = ResourceFiles.directoryPath else {
                Console.err(l("error_prefix") + l("install_cannot_read", ["path": "/proc/self/exe"]))
                return ExitStatus.failure
            }
            let installed = try installer.install(binary: binary, resources: resources)
            Console.out(l("install_done", ["binary": installed.binary, "resources": installed.resources]))
            let bin = prefix + "/bin"
            let path = (context.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            if !path.contains(bin) && !path.contains(bin + "/") { Console.out(l("install_add_to_path", ["bin": bin])) }
            return ExitStatus.success
        } catch {
            Console.err(l("error_prefix") + l(error.key, error.arguments))
            return ExitStatus.failure
        }
    }

    /// The prefix as an absolute path without a trailing slash; a prefix that is a file is a usage error.
    static func prefixPath(_ given: String?, environment: [String: String]) throws(UsageError) -> String {
        var path = given ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local")
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        path = URL(fileURLWithPath: path).standardizedFileURL.path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("cli_install_prefix_not_folder", ["value": given ?? path], command: "install")
        }
        return path
    }

    /// This running binary, symlinks resolved.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return Bundle.main.executablePath }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
