import Testing
@testable import LemonLogKit

/// Issue 19 item 4: each key binding and its help are declared once (`WizardKeyBindings`); the key
/// map and the `?` help / `help write` are both read from it, so neither can miss a key.
@Suite("Key bindings: one table for the key map and the help")
struct WizardKeyBindingsTests {
    /// The keys a person can press, plain and with each modifier.
    static var candidates: [Key] {
        var keys: [Key] = (0x20...0x7E).compactMap { Unicode.Scalar($0).map { Key.char(Character($0)) } }
        keys += "ㅜㅔㄴㅂㄷㅑㅓㅏㅁㅌㅎㄱ한".map { Key.char($0) }
        for letter in "abcdefghijklmnopqrstuvwxyz" { keys += [.ctrl(letter), .alt(letter)] }
        let codes: [KeyCode] = [.enter, .tab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end,
                                .pageUp, .pageDown, .insert, .function(1)]
        for code in codes {
            for modifiers: KeyModifiers in [[], .shift, .alt, .control] { keys.append(Key(code, modifiers)) }
        }
        return keys + [Key(.paste("n")), Key(.unknown)]
    }

    /// Every place a key can be read: (mode, step, help shown, finding, the help section that tells it).
    static var contexts: [(WizardMode, DiaryWriteStep, Bool, Bool, [WizardKeyScope])] {
        var all: [(WizardMode, DiaryWriteStep, Bool, Bool, [WizardKeyScope])] = []
        for step in StepTable.steps {
            all.append((.navigating, step, false, false, [.navigating, .help]))
            all.append((.navigating, step, true, false, [.navigating, .help]))
            for field in StepTable.fields(of: step) where StepTable.isText(field) || StepTable.kind(of: field).isLine {
                all.append((.editing(field), step, false, false, [.editing]))
            }
        }
        all.append((.navigating, .emotion, false, true, [.finding]))
        return all
    }

    @Test("every key the key map acts on is told in the help section of where it acts", arguments: Language.allCases)
    func everyKeyTold(language: Language) {
        let l = Localizer(language: language)
        for (mode, step, helpShown, finding, scopes) in Self.contexts {
            let rows = WizardKeyTable.rows(scopes, localizer: l)
            let words = Set(rows.flatMap { $0.keys.components(separatedBy: " ") })
            let text = rows.map(\.keys).joined(separator: " ")
            for key in Self.candidates {
                let action = WizardKeyMap.action(for: key, mode: mode, step: step, helpShown: helpShown, finding: finding)
                guard action != .ignore else { continue }
                var told = words.contains(KeyPattern.name(of: key))
                switch action {
                case .edit(.insert), .paste, .find: told = told || text.contains(l("keys_label_character"))
                case .jump: told = told || text.contains("1 … \(WizardSteps.shipped.count)")
                default: break
                }
                if !told, case .character(let c) = key.code, key.modifiers.isEmpty, let latin = KoreanKeyboard.latin(for: c) {
                    told = WizardKeyTable.koreanLetters.contains("\(c) \(latin)") && words.contains(String(latin))
                }
                if !told, !key.modifiers.isEmpty {
                    // A key read with any modifiers (`+` is often shifted) is told by its plain name.
                    let plain = Key(key.code)
                    told = WizardKeyMap.action(for: plain, mode: mode, step: step, helpShown: helpShown, finding: finding) == action
                        && words.contains(KeyPattern.name(of: plain))
                }
                #expect(told, "\(KeyPattern.name(of: key)) → \(action) in \(mode) on \(step) (help \(helpShown)) is not in the help")
            }
        }
    }

    @Test("every binding appears in the help, each of its keys in the row of its help key", arguments: Language.allCases)
    func everyBindingInTheHelp(language: Language) {
        let l = Localizer(language: language)
        let manual = WizardManual.text(localizer: l)
        for section in WizardKeyTable.sections {
            let rows = WizardKeyTable.rows(section.scopes, localizer: l)
            let lines = WizardKeyTable.lines(rows, localizer: l, columnLimit: .max)
            for line in lines { #expect(manual.contains(line), "help write lacks \(line)") }
            for binding in WizardKeyBindings.all where section.scopes.contains(binding.scope) {
                let row = rows.first { $0.meaning == binding.help }
                #expect(row != nil, "no help row for \(binding.help)")
                for label in binding.keys.map({ $0.label(localizer: l) }) {
                    #expect(row?.keys.contains(label) == true, "\(label) is missing from the row \(binding.help)")
                }
            }
        }
    }

    @Test("every help row maps to bindings: its keys are exactly theirs", arguments: Language.allCases)
    func everyRowMapsToABinding(language: Language) {
        let l = Localizer(language: language)
        for section in WizardKeyTable.sections {
            for row in WizardKeyTable.rows(section.scopes, localizer: l) {
                let bindings = WizardKeyBindings.all.filter { section.scopes.contains($0.scope) && $0.help == row.meaning }
                #expect(!bindings.isEmpty, "the row \(row.meaning) tells no binding")
                var rest = row.keys
                for label in bindings.flatMap({ $0.keys.map { $0.label(localizer: l) } }) {
                    if let range = rest.range(of: label) { rest.removeSubrange(range) }
                }
                #expect(rest.trimmingCharacters(in: .whitespaces).isEmpty, "\(row.keys): '\(rest)' is no binding's key")
                #expect(l(row.meaning) != row.meaning, "\(row.meaning) has no message")
            }
        }
    }

    @Test("help write tells the keys the old second list missed: = and _, Ctrl-D on the help, Alt-b, Ctrl-Home",
          arguments: Language.allCases)
    func formerlyMissing(language: Language) {
        let text = WizardManual.text(localizer: Localizer(language: language))
        for keys in ["+ = - _", "? Esc Ctrl-D", "Alt-b", "Alt-f", "Ctrl-Home Ctrl-End", "Alt-Backspace"] {
            #expect(text.contains(keys), "help write lacks \(keys)")
        }
    }

    @Test("the Korean keyboard line names every letter key the wizard reads while navigating")
    func koreanLine() throws {
        for latin in "npsqeijkax" {
            let jamo = try #require(KoreanKeyboard.jamo(for: latin), "\(latin)")
            #expect(WizardKeyTable.koreanLetters.contains("\(jamo) \(latin)"), "\(latin)")
        }
    }
}

@Suite("Key help page: every line fits the screen")
struct WizardKeyHelpPageTests {
    @Test("no line of the help's page is wider than the screen, so nothing is cut (the jamo line at 30 columns was)",
          arguments: [30, 34, 40, 57, 80])
    func linesFit(width: Int) {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let lines = WizardKeyTable.pageLines(localizer: l, width: width)
            for line in lines { #expect(DisplayWidth.of(line) <= width, "\(language) \(width): \(line)") }
            let jamo = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(jamo.contains("ㄴ s ㅂ q"), "\(language) \(width): the Korean keyboard line lost a key")
        }
    }
}
