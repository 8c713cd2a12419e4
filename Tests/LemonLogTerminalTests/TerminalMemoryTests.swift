import Foundation
import LemonLogKit
@testable import LemonLogTerminal
import Testing

/// The terminal's remembered ambiguous width: kept by kind of terminal in `ambiguous-width`
/// beside the entries, through the store's side files.
@Suite("Terminal memory")
struct TerminalMemoryTests {
    /// A fresh diary folder in the temporary directory.
    private func store() throws -> DiaryStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-memory-\(UUID().uuidString)")
        return try DiaryStore(directory: folder)
    }

    @Test("an answer is remembered per kind of terminal, in ambiguous-width, private")
    func remembersPerKind() throws {
        let store = try store()
        defer { try? FileManager.default.removeItem(atPath: store.directoryPath) }
        let memory = TerminalMemory(store: store)
        #expect(memory.rememberedAmbiguousWidth(terminal: "xterm") == nil)
        memory.rememberAmbiguousWidth(true, terminal: "xterm")
        memory.rememberAmbiguousWidth(false, terminal: "kitty")
        #expect(TerminalMemory(store: store).rememberedAmbiguousWidth(terminal: "xterm") == true)
        #expect(TerminalMemory(store: store).rememberedAmbiguousWidth(terminal: "kitty") == false)
        memory.rememberAmbiguousWidth(false, terminal: "xterm")
        #expect(memory.rememberedAmbiguousWidth(terminal: "xterm") == false)
        let path = store.directoryPath + "/" + TerminalMemory.fileName
        #expect(TerminalMemory.fileName == "ambiguous-width")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kitty\t1\nxterm\t1\n")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0)
    }

    @Test("at most 32 kinds are kept, the latest")
    func keepsTheLatest() throws {
        let store = try store()
        defer { try? FileManager.default.removeItem(atPath: store.directoryPath) }
        let memory = TerminalMemory(store: store)
        for kind in 0..<40 { memory.rememberAmbiguousWidth(true, terminal: "term\(kind)") }
        #expect(memory.rememberedAmbiguousWidth(terminal: "term7") == nil)
        #expect(memory.rememberedAmbiguousWidth(terminal: "term8") == true)
        #expect(memory.rememberedAmbiguousWidth(terminal: "term39") == true)
    }

    @Test("the store keeps the file as its own, and only side files by name")
    func storeOwnsTheName() throws {
        #expect(DiaryStore.sideFileNames.contains(TerminalMemory.fileName))
        let store = try store()
        defer { try? FileManager.default.removeItem(atPath: store.directoryPath) }
        store.writeSideFile("notes.txt", Data("x".utf8))
        #expect(!FileManager.default.fileExists(atPath: store.directoryPath + "/notes.txt"))
    }
}
