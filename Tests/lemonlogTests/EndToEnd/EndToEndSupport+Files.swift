import Foundation
import XCTest

/// What the encryption and sync tests share: running another program (gpg, age, gpgconf) and
/// reading every byte under the data folder for a marker word.
extension EndToEndTestCase {
    /// Runs a program (looked up in PATH) with the test's environment plus `environment`,
    /// without a terminal and with its output thrown away; its status, or nil if it cannot start.
    @discardableResult
    static func runProgram(_ arguments: [String], environment: [String: String] = [:]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 127 ? nil : process.terminationStatus
    }

    /// Every regular file under the data folder (and its path), read whole.
    func everyFile() -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(atPath: home)
        var files: [(String, Data)] = []
        while let name = enumerator?.nextObject() as? String {
            var info = stat()
            guard lstat(home + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files.append((name, (try? Data(contentsOf: URL(fileURLWithPath: home + "/" + name))) ?? Data()))
        }
        return files
    }

    /// The files under the data folder that hold `word` in plain bytes.
    func filesHolding(_ word: String) -> [String] {
        everyFile().filter { $0.1.range(of: Data(word.utf8)) != nil }.map(\.0)
    }

    /// A throwaway GnuPG home in `folder` (0700) with a new key for `name` (no passphrase, or
    /// `passphrase` through loopback), set as this process's `GNUPGHOME` too; fails the test if
    /// gpg cannot make it.
    func makeThrowawayKeyring(_ folder: String, name: String, passphrase: String = "",
                              file: StaticString = #filePath, line: UInt = #line) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let made = Self.runProgram(["gpg", "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase,
                                    "--quick-gen-key", name, "default", "default", "never"], environment: ["GNUPGHOME": folder])
        XCTAssertEqual(made, 0, "a throwaway key in \(folder)", file: file, line: line)
    }

    /// Stops the agent of a throwaway GnuPG home (it would outlive the test).
    func stopAgent(_ folder: String) {
        Self.runProgram(["gpgconf", "--kill", "gpg-agent"], environment: ["GNUPGHOME": folder])
    }
}
