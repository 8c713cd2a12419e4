import Foundation
import Testing

/// The layers of Tests/DEVELOPING.md ("Layout of the code") hold: no source file refers to a type declared in a higher
/// layer. Each folder of LemonLogKit, and each target above it, is given its layer here; a file
/// refers to a type when the type's name appears in its code (comments and the text of string
/// literals aside, interpolations kept), and the type is one declared at the top level of a
/// source file. A new folder fails until it is given a layer.
@Suite("Layers hold")
struct LayerTests {
    /// Each unit (`LemonLogKit/<folder>`, or a target) and its layer, bottom first.
    static let layers: [String: Int] = [
        "LemonLogKit/Text": 0, "LemonLogKit/Input": 0, "LemonLogKit/Editor": 0, "LemonLogKit/JSON": 0,
        "LemonLogKit/Localization": 1,
        "LemonLogKit/Diary": 2,
        "LemonLogKit/Validation": 3,
        "LemonLogKit/Store": 4,
        "LemonLogKit/Listing": 5, "LemonLogKit/Stats": 5,
        "LemonLogKit/Exchange": 6,
        "LemonLogKit/Wizard": 7, "LemonLogKit/Drafts": 7, "LemonLogKit/Care": 7, "LemonLogKit/Actions": 7, "LemonLogKit/Plan": 7,
        "LemonLogKit/Review": 7,
        "LemonLogTerminal": 8,
        "lemonlog": 9,
    ]

    /// Back-edges allowed for a while (none now: the field table in Diary took the per-field facts
    /// out of the step table). An exception that no longer occurs fails the test, so that it goes.
    static let exceptions: Set<Edge> = []

    /// A unit referring to a type of a higher layer.
    struct Edge: Hashable, CustomStringConvertible {
        var unit: String
        var type: String
        var description: String { "\(unit) → \(type)" }
    }

    /// One reference that runs back up.
    struct BackEdge: Equatable, CustomStringConvertible {
        var file: String
        var type: String
        var fileLayer: String
        var typeLayer: String
        var description: String { "\(file) refers to \(type) of \(typeLayer), above \(fileLayer)" }
    }

    @Test("no source file refers to a type declared in a higher layer")
    func noBackEdges() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        let unmapped = Set(files.keys.map(Self.unit(of:))).filter { Self.layers[$0] == nil }
        #expect(unmapped.isEmpty, "give these folders a layer in LayerTests.layers: \(unmapped.sorted())")
        let found = Self.backEdges(in: files)
        let unexpected = found.filter { !Self.exceptions.contains(Edge(unit: Self.unit(of: $0.file), type: $0.type)) }
        #expect(unexpected.isEmpty, "back-edges:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        let stale = Self.exceptions.filter { edge in !found.contains { Self.unit(of: $0.file) == edge.unit && $0.type == edge.type } }
        #expect(stale.isEmpty, "no longer found, take out of LayerTests.exceptions: \(stale.map(\.description).sorted())")
    }

    @Test("Tests/DEVELOPING.md's Layout of the code, the document these layers come from, names every unit")
    func readmeNamesTheLayers() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/DEVELOPING.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Layout of the code"))
        let section = readme[start.upperBound...].prefix { $0 != "#" }
        for unit in Self.layers.keys {
            let name = unit.hasPrefix("LemonLogKit/") ? String(unit.dropFirst("LemonLogKit/".count)) : "Sources/\(unit)/"
            #expect(section.contains(name), "Tests/DEVELOPING.md's Layout of the code does not name \(unit)")
        }
    }

    @Test("a reference up the layers is found and named, one down or in comments and strings is not")
    func findsABackEdge() {
        let files = [
            "LemonLogKit/Wizard/Steps/StepTable.swift": "public enum StepTable {\n    static let count = 6\n}\n",
            "LemonLogKit/Store/Index/Summary.swift": """
                /// Uses `StepTable` in a comment only.
                struct Summary {
                    let label = "StepTable \\(StepTable.count)"
                    private enum Key { case a }
                }
                """,
            "LemonLogKit/Diary/Entry.swift": "struct Entry { let text = \"StepTable\" } // StepTable\n/* StepTable */\n",
            "LemonLogKit/Wizard/Form.swift": "struct Form { let summary: Summary; let key: Key }\n",
        ]
        #expect(Self.backEdges(in: files) == [
            BackEdge(file: "LemonLogKit/Store/Index/Summary.swift", type: "StepTable",
                     fileLayer: "LemonLogKit/Store (4)", typeLayer: "LemonLogKit/Wizard (7)"),
        ])
    }

    @Test("comments and the text of strings are blanked, interpolations kept")
    func blanksCommentsAndStrings() {
        let code = Self.code(of: "a /* B /* C */ D */ e // F\nlet g = \"H \\(I(\"J\")) K\" + #\"L \"M\"# + \"\"\"\nN\n\"\"\"")
        let names = code.split(whereSeparator: { !$0.isLetter }).map(String.init)
        #expect(names == ["a", "e", "let", "g", "I"])
    }

    // MARK: - The scan

    /// The folder of Package.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file of Sources/, by its path under Sources/, with its text.
    static func sourceFiles() throws -> [String: String] {
        let root = packageRoot.appendingPathComponent("Sources")
        let names = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            files[name] = try String(contentsOfFile: root.appendingPathComponent(name).path, encoding: .utf8)
        }
        return files
    }

    /// `LemonLogKit/<folder>` for a file of LemonLogKit, else its target.
    static func unit(of file: String) -> String {
        let parts = file.split(separator: "/")
        return parts.first == "LemonLogKit" && parts.count > 2 ? parts.prefix(2).joined(separator: "/") : String(parts[0])
    }

    static func describe(_ unit: String) -> String { "\(unit) (\(layers[unit].map(String.init) ?? "?"))" }

    /// The references from each file to a type declared at the top level of a higher layer's file,
    /// sorted by file and type.
    static func backEdges(in files: [String: String]) -> [BackEdge] {
        let code = files.mapValues(Self.code(of:))
        var declaredIn: [String: String] = [:]
        for (file, text) in code {
            for name in declarations(in: text, topLevelOnly: true) { declaredIn[name] = unit(of: file) }
        }
        var found: [BackEdge] = []
        for (file, text) in code {
            let from = unit(of: file)
            guard let layer = layers[from] else { continue }
            let own = declarations(in: text, topLevelOnly: false)
            for name in references(in: text) where !own.contains(name) {
                guard let to = declaredIn[name], let higher = layers[to], higher > layer else { continue }
                found.append(BackEdge(file: file, type: name, fileLayer: describe(from), typeLayer: describe(to)))
            }
        }
        return found.sorted { ($0.file, $0.type) < ($1.file, $1.type) }
    }

    /// The names of the types a file declares: at the top level only, or at any depth.
    static func declarations(in code: String, topLevelOnly: Bool) -> Set<String> {
        let indent = topLevelOnly ? "" : "[ \\t]*"
        let pattern = "^" + indent + "(?:@\\w+(?:\\([^)\\n]*\\))?[ \\t]+)*"
            + "(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|open)(?:\\([a-z]+\\))?[ \\t]+)*"
            + "(?:class|struct|enum|protocol|actor|typealias)[ \\t]+([A-Za-z_]\\w*)"
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(code.startIndex..., in: code)
        return Set(regex.matches(in: code, range: range).compactMap { Range($0.range(at: 1), in: code).map { String(code[$0]) } })
    }

    /// The capitalized names in code, but those after a dot (members, nested types: their
    /// outer type is named before the dot).
    static func references(in code: String) -> Set<String> {
        var names = Set<String>()
        var name = ""
        var afterDot = false
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            if let first = name.first, first.isUppercase, !afterDot { names.insert(name) }
            if !name.isEmpty || !character.isWhitespace { afterDot = character == "." }
            name = ""
        }
        return names
    }

    /// The code of a Swift source with its comments (nested block comments too) and the text of
    /// its string literals (plain, multi-line, raw) blanked, keeping new lines and the code of
    /// interpolations.
    static func code(of source: String) -> String {
        enum Context { case code(depth: Int), string(multiline: Bool, hashes: Int) }
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var stack: [Context] = [.code(depth: 0)]
        var i = 0
        func at(_ offset: Int, _ text: String) -> Bool {
            let wanted = Array(text.utf8)
            return offset + wanted.count <= bytes.count && Array(bytes[offset..<offset + wanted.count]) == wanted
        }
        func hashes(from offset: Int) -> Int {
            var count = 0
            while offset + count < bytes.count, bytes[offset + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        func blank(_ count: Int) {
            for k in 0..<count where i + k < bytes.count { out.append(bytes[i + k] == 10 ? 10 : 32) }
            i += count
        }
        while i < bytes.count {
            switch stack[stack.count - 1] {
            case .code(let depth):
                if at(i, "//") {
                    while i < bytes.count, bytes[i] != 10 { blank(1) }
                } else if at(i, "/*") {
                    var nesting = 0
                    repeat {
                        if at(i, "/*") { nesting += 1; blank(2) } else if at(i, "*/") { nesting -= 1; blank(2) } else { blank(1) }
                    } while nesting > 0 && i < bytes.count
                } else if bytes[i] == UInt8(ascii: "\"") || (bytes[i] == UInt8(ascii: "#") && at(i + hashes(from: i), "\"")) {
                    let count = hashes(from: i)
                    let multiline = at(i + count, "\"\"\"")
                    stack.append(.string(multiline: multiline, hashes: count))
                    blank(count + (multiline ? 3 : 1))
                } else if bytes[i] == UInt8(ascii: "(") {
                    stack[stack.count - 1] = .code(depth: depth + 1)
                    out.append(bytes[i]); i += 1
                } else if bytes[i] == UInt8(ascii: ")"), depth == 0, stack.count > 1 {
                    stack.removeLast()
                    blank(1)
                } else {
                    if bytes[i] == UInt8(ascii: ")") { stack[stack.count - 1] = .code(depth: depth - 1) }
                    out.append(bytes[i]); i += 1
                }
            case .string(let multiline, let count):
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: count)
                if bytes[i] == UInt8(ascii: "\\") {
                    if at(i + 1, String(repeating: "#", count: count) + "(") {
                        blank(count + 2)
                        stack.append(.code(depth: 0))
                    } else {
                        blank(count == 0 ? 2 : 1)
                    }
                } else if at(i, closing) {
                    stack.removeLast()
                    blank(closing.utf8.count)
                } else {
                    blank(1)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
