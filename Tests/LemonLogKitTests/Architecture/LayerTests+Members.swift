import Foundation
import Testing

/// The back-edge a type name does not show: a higher layer's `extension` adds a member to a lower
/// layer's type (`extension DiaryField { var step }` in Wizard), and a lower file uses it
/// (`file.field.step` in Store). Without types the scan reads names: a use is a member's name
/// (with its first argument label, for a function) after a dot or called bare, and it counts
/// when nothing at or below the using file's layer declares that name, or when what it is called
/// on names the extended type (`field.` for `DiaryField`, `store.` for `DiaryStore`, `self` or
/// nothing inside the type's own code).
extension LayerTests {
    /// A lower file using a member that a higher layer's extension adds to a lower type.
    struct MemberEdge: Equatable, CustomStringConvertible {
        var file: String
        var type: String
        var member: String
        var fileLayer: String
        var memberLayer: String
        var description: String { "\(file) uses \(type).\(member), added by an extension in \(memberLayer), above \(fileLayer)" }
    }

    @Test("no source file uses a member a higher layer's extension adds to a lower type")
    func noMemberBackEdges() throws {
        let found = Self.memberBackEdges(in: try Self.sourceFiles())
        #expect(found.isEmpty, "move these members down to the layer of their users:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test("a member added from above and used below is found; one declared below, used alongside, or private is not")
    func findsAMemberBackEdge() {
        let files = [
            "LemonLogKit/Diary/Field.swift": "enum Field {\n    case a\n}\n",
            "LemonLogKit/Diary/Position.swift": "struct Position {\n    var step: Int\n}\n",
            "LemonLogKit/Wizard/Field+Step.swift": """
                extension Field {
                    var step: Int { 1 }
                    func label(for number: Int) -> String { "" }
                    private var hidden: Int { 0 }
                }
                """,
            "LemonLogKit/Store/Scratch.swift": """
                /// Not `field.step` in a comment.
                struct Scratch {
                    let field: Field
                    let position: Position
                    var steps: Int { field.step + position.step + hidden }
                }
                """,
            "LemonLogKit/Listing/Line.swift": "struct Line {\n    func text(_ a: Field) -> String { a.label(for: 1) + \"x.label(for: 2)\" }\n}\n",
            "LemonLogKit/Wizard/Form.swift": "struct Form {\n    func f(_ field: Field) -> Int { field.step }\n}\n",
        ]
        #expect(Self.memberBackEdges(in: files) == [
            MemberEdge(file: "LemonLogKit/Listing/Line.swift", type: "Field", member: "label(for:)",
                       fileLayer: "LemonLogKit/Listing (5)", memberLayer: "LemonLogKit/Wizard (7)"),
            MemberEdge(file: "LemonLogKit/Store/Scratch.swift", type: "Field", member: "step",
                       fileLayer: "LemonLogKit/Store (4)", memberLayer: "LemonLogKit/Wizard (7)"),
        ])
    }

    // MARK: - The member scan

    /// A member by its name and, for a function, its argument labels (`_` for none): as declared,
    /// or as called (a call may leave out defaulted arguments).
    struct Member: Hashable {
        var name: String
        var labels: [String]?

        /// The labels of an argument list (its text after the opening parenthesis, up to the first
        /// closing one): each argument's word before its colon, `_` for one without.
        init(name: String, arguments: String?) {
            self.name = name
            guard var arguments else { labels = nil; return }
            if let close = arguments.firstIndex(of: ")") { arguments = String(arguments[..<close]) }
            labels = arguments.split(separator: ",").compactMap { argument -> String? in
                let words = argument.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !words.isEmpty else { return nil }
                guard let colon = words.firstIndex(of: ":"),
                      let label = words[..<colon].split(separator: " ").first,
                      label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return "_" }
                return String(label)
            }
        }

        /// Whether a call of `self` may be one of `declared`: the same name, the same first label,
        /// and its labels in the declared order (the rest defaulted).
        func calls(_ declared: Member) -> Bool {
            guard name == declared.name else { return false }
            guard let labels, let all = declared.labels else { return self.labels == nil && declared.labels == nil }
            guard labels.first == all.first else { return false }
            var rest = all[...]
            return labels.allSatisfy { label in
                guard let index = rest.firstIndex(of: label) else { return false }
                rest = rest[(index + 1)...]
                return true
            }
        }

        var description: String { labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? name }
    }

    static func matches(_ pattern: String, in text: String) -> [[String?]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// A declaration's modifiers, keyword, name and argument list.
    static let declaration = "((?:(?:public|package|internal|private|fileprivate|static|mutating|nonisolated)(?:\\([a-z]+\\))?[ \\t]+)*)"
        + "\\b(func|var|let|case)[ \\t]+(\\w+)[ \\t]*(?:<[^>\\n]*>)?(?:\\(([^)\\n]*))?"

    static func member(_ found: [String?]) -> Member? {
        found[3].map { Member(name: $0, arguments: found[2] == "func" ? found[4] ?? "" : nil) }
    }

    /// The members each top-level `extension` declares (not `private`), with the extended type.
    static func extensionMembers(in code: String) -> [(type: String, member: Member)] {
        var members: [(type: String, member: Member)] = []
        let characters = Array(code)
        var searched = code.startIndex
        for match in matches("^(?:(?:package|internal|public)[ \\t]+)?extension[ \\t]+(\\w+)[^{]*\\{", in: code) {
            guard let header = match[0], let type = match[1], let start = code.range(of: header, range: searched..<code.endIndex) else { continue }
            searched = start.upperBound
            // The body's own lines, nested bodies left out.
            var shallow = ""
            var depth = 1
            var i = code.distance(from: code.startIndex, to: start.upperBound)
            while depth > 0, i < characters.count {
                let character = characters[i]
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
                if depth == 1 && character != "}" || character == "\n" { shallow.append(character) }
                i += 1
            }
            for found in matches("^[ \\t]*(?:@\\w+[ \\t]+)*" + declaration, in: shallow) where found[2] != "case" {
                guard !(found[1] ?? "").contains("private"), let member = member(found) else { continue }
                members.append((type, member))
            }
        }
        return members
    }

    /// Every member, function or case the code declares, at any depth.
    static func declaredMembers(in code: String) -> Set<Member> {
        Set(matches(declaration, in: code).compactMap(member))
    }

    /// The uses of a member in code (declarations aside), each with what it is called on (nil
    /// when called bare).
    static func uses(of wanted: Member, in code: String) -> [String?] {
        guard wanted.labels != nil else {
            return matches("(\\w+)\\s*\\.\\s*\\b\(wanted.name)\\b(?!\\s*\\()", in: code).map { $0[1] }
        }
        return matches("(?:(\\w+)\\s*\\.\\s*|(?<![\\w.])(?<!func )(?<!func  ))\\b\(wanted.name)\\s*\\(([^)]*)", in: code).compactMap { found -> String?? in
            // What it is called on, nil when bare; `.none` (left out) for another function's call.
            Member(name: wanted.name, arguments: found[2] ?? "").calls(wanted) ? .some(found[1]) : .none
        }
    }

    /// The uses of members that a higher layer's extension adds to a lower type (or to a type
    /// not declared in Sources, as low as any), sorted by file and member.
    static func memberBackEdges(in files: [String: String]) -> [MemberEdge] {
        let code = files.mapValues(Self.code(of:))
        var typeUnit: [String: String] = [:]
        var declaredBy: [String: [(unit: String, member: Member)]] = [:]
        for (file, text) in code {
            for name in declarations(in: text, topLevelOnly: true) { typeUnit[name] = unit(of: file) }
            for member in declaredMembers(in: text) { declaredBy[member.name, default: []].append((unit(of: file), member)) }
        }
        var found: [MemberEdge] = []
        for (file, text) in code {
            let from = unit(of: file)
            guard let added = layers[from] else { continue }
            for (type, member) in extensionMembers(in: text) {
                let typeLayer = typeUnit[type].flatMap { layers[$0] } ?? -1
                guard typeLayer < added else { continue }
                for (user, userText) in code where user != file && userText.contains(member.name) {
                    guard let layer = layers[unit(of: user)], layer < added else { continue }
                    let used = uses(of: member, in: userText)
                    guard !used.isEmpty else { continue }
                    let declaredBelow = declaredBy[member.name, default: []].contains { other in
                        (layers[other.unit] ?? .max) <= layer && (member.labels == nil ? other.member.labels == nil : other.member.calls(member) || member.calls(other.member))
                    }
                    let ownsType = !matches("^(?:\\w+[ \\t]+)*(?:extension|struct|class|enum)[ \\t]+\(type)\\b", in: userText).isEmpty
                    let namesType = used.contains { receiver in
                        guard let receiver, receiver != "self" else { return ownsType }
                        return type.lowercased().hasSuffix(receiver.lowercased())
                    }
                    guard !declaredBelow || namesType else { continue }
                    found.append(MemberEdge(file: user, type: type, member: member.description,
                                            fileLayer: describe(unit(of: user)), memberLayer: describe(from)))
                }
            }
        }
        return found.sorted { ($0.file, $0.member) < ($1.file, $1.member) }
    }
}
