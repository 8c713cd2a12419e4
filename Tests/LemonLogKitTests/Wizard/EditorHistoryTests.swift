import Foundation
import Testing
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-O's editor known by its program, through a path, arguments and symlinks (issue 31 item 7).
@Suite("Editor history")
struct EditorHistoryTests {
    static let vim = EditorHistory.arguments(forProgramNamed: "vim")

    @Test("known by the program's name, with a path or arguments")
    func knownByName() {
        #expect(Self.vim.starts(with: ["-i", "NONE", "-n"]))
        #expect(EditorHistory.arguments(forCommand: "/nowhere/nvim -p", path: "") == Self.vim)
        #expect(EditorHistory.arguments(forCommand: "  '/no where/vim' -c 'set tw=60'", path: "") == Self.vim)
        #expect(EditorHistory.arguments(forCommand: "nano --softwrap", path: "") == ["-I"])
        #expect(EditorHistory.arguments(forCommand: "code -w", path: "") == [])
        #expect(EditorHistory.arguments(forCommand: "$HOME/bin/vim", path: "") == [])
        #expect(EditorHistory.arguments(forCommand: "FOO=1 vim", path: "") == [])
        #expect(EditorHistory.arguments(forCommand: "", path: "") == [])
    }

    @Test("vi is what its symlink names: vim, or another program")
    func followsSymlinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-history-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["vim.basic", "busybox"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("#!/bin/sh\n".utf8),
                                                   attributes: [.posixPermissions: 0o755]))
        }
        #expect(symlink(folder + "/vim.basic", folder + "/bin/vi") == 0)
        #expect(symlink(folder + "/busybox", folder + "/bin/ex") == 0)
        #expect(EditorHistory.arguments(forCommand: "vi", path: "/nowhere:" + folder + "/bin") == Self.vim)
        #expect(EditorHistory.arguments(forCommand: "ex", path: folder + "/bin") == [])
    }
}
