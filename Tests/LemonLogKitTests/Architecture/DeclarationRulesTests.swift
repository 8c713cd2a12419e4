import Foundation
import Testing

/// Two rules of how we write declarations hold in every source file: nothing is `public` (no
/// other package uses LemonLog: what another target needs is `package`, the rest `internal`),
/// and every type declared at the top level of a file has a doc comment (`///`) above it.
@Suite("Declaration rules")
struct DeclarationRulesTests {
    /// `public` as a modifier in the code of a file (comments and string literals aside), as
    /// `file:line` lines.
    static func publicModifiers(in files: [String: String]) -> [String] {
        files.sorted { $0.key < $1.key }.flatMap { file, text in
            LayerTests.code(of: text).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.range(of: #"(^|[\s(])public[\s(]"#, options: .regularExpression) != nil }
                .map { "\(file):\($0.offset + 1)" }
        }
    }

    /// Top-level type declarations with no `///` line above them (attributes skipped), as
    /// `file:line` lines.
    static func undocumentedTypes(in files: [String: String]) -> [String] {
        let declaration = #"^(?:(?:package|public|internal|private|fileprivate|final|indirect)\s+)*(?:struct|class|enum|actor|protocol)\s+\w"#
        return files.sorted { $0.key < $1.key }.flatMap { file, text -> [String] in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.indices.compactMap { index in
                guard lines[index].range(of: declaration, options: .regularExpression) != nil else { return nil }
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                return above >= 0 && lines[above].hasPrefix("///") ? nil : "\(file):\(index + 1)"
            }
        }
    }

    @Test("no declaration in Sources is public: package for other targets, internal otherwise")
    func nothingIsPublic() throws {
        let files = try LayerTests.sourceFiles()
        #expect(files.count > 100)
        let found = Self.publicModifiers(in: files)
        #expect(found.isEmpty, "make these package (used by another target) or internal:\n\(found.joined(separator: "\n"))")
    }

    @Test("every top-level type in Sources has a one-line doc comment above it")
    func everyTypeIsDocumented() throws {
        let found = Self.undocumentedTypes(in: try LayerTests.sourceFiles())
        #expect(found.isEmpty, "give these types a /// line:\n\(found.joined(separator: "\n"))")
    }

    @Test("the checks find what they look for, and not in comments, strings or names")
    func checksCanFail() {
        let files = [
            "A.swift": "/// Fine.\npackage struct A {\n    public var x = 1\n    // public var y\n    let s = \"public init\"\n    let republic = 2\n}\n",
            "B.swift": "@MainActor\nstruct B {}\n/// Documented.\n@frozen\nenum C {}\nfinal class D {}\n",
        ]
        #expect(Self.publicModifiers(in: files) == ["A.swift:3"])
        #expect(Self.undocumentedTypes(in: files) == ["B.swift:2", "B.swift:6"])
    }
}
