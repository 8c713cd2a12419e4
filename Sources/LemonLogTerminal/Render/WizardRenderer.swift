import LemonLogKit

/// Turns the wizard's published state and the terminal size into a frame. It decides
/// nothing: every error, status and limit it shows comes from the view-model.
package struct WizardRenderer: Sendable {
    /// The smallest terminal the layout fits in; below it one line says so.
    static let minimumSize = TerminalSize(rows: WizardLayout.minimumRows, columns: WizardLayout.minimumColumns)

    package var theme: Theme
    /// The second part of the header, e.g. "New entry" or "Draft 3f9a1c2e".
    package var subtitle: String

    package init(theme: Theme, subtitle: String) {
        self.theme = theme
        self.subtitle = subtitle
    }

    /// The frame for a wizard on a screen of `size`.
    package func render(_ wizard: DiaryWizard, size: TerminalSize) -> Frame {
        let l = wizard.localizer
        guard size.rows >= Self.minimumSize.rows, size.columns >= Self.minimumSize.columns else {
            let message = l("terminal_too_small", [
                "columns": String(Self.minimumSize.columns), "rows": String(Self.minimumSize.rows),
            ])
            let lines = wrapped(message, width: max(2, size.columns)).prefix(max(1, size.rows))
            return Frame(rows: lines.map { StyledLine($0, .error).render(width: max(1, size.columns), theme: theme) })
        }
        // The care screen over the wizard, after a field with crisis words was left.
        if let care = wizard.careLines { return CareRenderer(theme: theme).render(care, size: size) }
        let state = wizard.state
        let width = size.columns
        let (top, bottom) = chrome(wizard, size: size, bodyNeed: bodyNeed(wizard, width: width))
        let bodyHeight = max(1, size.rows - top.count - bottom.count)
        var body: Body
        if state.showHelp {
            body = helpBody(wizard, height: bodyHeight, width: width)
        } else {
            switch wizard.steps.body(of: state.step) {
            case .choices: body = emotionBody(wizard, height: bodyHeight, width: width)
            case .dateAndImages: body = dateBody(wizard, height: bodyHeight, width: width)
            case .text(let list): body = textBody(wizard, list: list, height: bodyHeight, width: width)
            }
        }
        body.lines = Array(body.lines.prefix(bodyHeight))
        while body.lines.count < bodyHeight { body.lines.append(StyledLine()) }

        let rows = (top + body.lines + bottom).map { $0.render(width: width, theme: theme) }
        let cursor = body.cursor.map { FrameCursor(row: $0.row + top.count, column: min($0.column, width - 1)) }
        return Frame(rows: rows, cursor: cursor)
    }

    /// The body keeps at least this many rows when a long notice is shown.
    static let minimumBodyRows = 2
    /// A notice (e.g. the start notice naming what the store did on opening) gets at most
    /// this many lines.
    static let maximumNoticeRows = 8

    /// The lines above the body (title, progress, step, question) and below it (save
    /// summary, notice, footer), which leave the rest of the screen to the body.
    func chrome(_ wizard: DiaryWizard, size: TerminalSize, bodyNeed: Int = minimumBodyRows) -> (top: [StyledLine], bottom: [StyledLine]) {
        let l = wizard.localizer
        let state = wizard.state
        let width = size.columns
        var top: [StyledLine] = []
        top.append(StyledLine(l("app_title"), .bold).adding(" · " + subtitle, .dim)
            .keepingRight(progressLine(wizard), width: width))
        top.append(StyledLine(Self.rule(width), .dim))
        top.append(StyledLine(wizard.steps.label(state.step) + "  ", .accent).adding(l("step_\(state.step.key)"), .bold))
        if state.showHelp {
            // The key help takes the rest: the page the view-model scrolls (`WizardLayout.helpPageRows`).
            return (top, [StyledLine(Self.rule(width), .dim), StyledLine(fitFooter(wizard, width: width), .dim)])
        }
        for line in wrapped(l("question_\(state.step.key)"), width: width).prefix(2) {
            top.append(StyledLine(line, .dim))
        }

        var bottom: [StyledLine] = []
        if let summary = wizard.saveSummary { bottom += marked(summary, style: .errorBold, width: width) }
        if let notice = state.notice {
            // An info notice may be several lines (one per thing to tell); it takes what the
            // body can spare.
            let room = min(Self.maximumNoticeRows, size.rows - top.count - bottom.count - 2 - Self.minimumBodyRows)
            // An error notice too: one naming a kept file must show all of its path.
            bottom += notice.kind == .error ? marked(notice.text, style: .error, width: width, maxLines: max(3, room))
                : wrapped(notice.text, width: width).prefix(max(1, room)).map { StyledLine($0, .accent) }
        }
        bottom.append(StyledLine(Self.rule(width), .dim))
        bottom.append(StyledLine(fitFooter(wizard, width: width), .dim))
        // On a short screen the chrome never pushes the frame past its last row: the question
        // goes first (also when the field being written needs its rows: it has its own label),
        // then summary and notice lines (the field's own error stays in the body).
        let asked = top.count
        while top.count + bottom.count + max(Self.minimumBodyRows, bodyNeed) > size.rows, top.count > 3 { top.removeLast() }
        // A question is shown whole or not at all (its first line alone would end mid-sentence).
        if top.count < asked { top = Array(top.prefix(3)) }
        while top.count + bottom.count + Self.minimumBodyRows > size.rows, bottom.count > 2 { bottom.removeFirst() }
        return (top, bottom)
    }

    /// The rows the body needs under the step's name (the step's question gives way to them):
    /// while a field of a step of several fields is written, the thought it answers, its label, two
    /// lines of it (when it has them), its counter, every error, a line of each other field and a trap question; while the thought
    /// is navigated with a hot thought marked, a line of it, its counter, the belief asked and two
    /// rows of the trap list; else `minimumBodyRows`.
    func bodyNeed(_ wizard: DiaryWizard, width: Int) -> Int {
        let state = wizard.state
        let fields = wizard.stepFields(of: state.step)
        guard !state.showHelp, case .text(let list) = wizard.steps.body(of: state.step) else { return Self.minimumBodyRows }
        let errors = fields.map { errorLines(wizard, $0.field, width: width).count }.reduce(0, +)
        if case .editing(let field) = state.mode, fields.count > 1 {
            // A trap question too, when the step asks them: PgDn brings the others.
            let question = wizard.steps.asksTrapQuestions(state.step) && !wizard.trapQuestionItems.isEmpty ? 1 : 0
            let lines = min(2, state.editor(field).layout(wrapWidth: state.wrapWidth).lines.count)
            return crisisThoughtLines(wizard, width: width).count + answeredLines(wizard, width: width).count
                + errors + 2 + max(1, lines) + fields.count - 1 + question
        }
        // Navigating the thought: a line of it, its counter, the belief asked and the trap list's rows.
        let marked = hotThoughtLines(wizard, width: width).count - (wizard.hotThoughtPrompt == nil ? 0 : 1)
        guard marked > 0 else { return Self.minimumBodyRows }
        return 2 + errors + marked + Self.trapListMinimum(list)
    }

    /// The step markers: ✓ done, ✗ failing, ! still lacking (a notice, not an error), ● current, · not yet.
    func progressLine(_ wizard: DiaryWizard) -> StyledLine {
        var line = StyledLine()
        for (index, step) in wizard.steps.steps.enumerated() {
            if index > 0 { line.add(" ") }
            switch wizard.status(of: step) {
            case .current: line.add("●", .accent)
            case .done: line.add("✓", .success)
            case .failing: line.add("✗", .error)
            case .lacking: line.add("!", .accent)
            case .pending: line.add("·", .dim)
            }
        }
        return line
    }

    /// The footer's message key and, for each of its ` · `-separated hints, how important it
    /// is (0 = always kept: `q quit`, `? keys`); the least important go first when it is narrow.
    func footer(_ wizard: DiaryWizard) -> (key: String, ranks: [Int]) {
        switch wizard.state.mode {
        case .editing(let field):
            switch StepTable.kind(of: field) {
            case .date, .due, .attachments: return ("footer_line", [0, 0, 1])
            case .text, .choices, .mark, .belief: return ("footer_edit", [0, 1, 3, 4, 2])
            }
        case .navigating where wizard.state.emotionFind != nil:
            return ("footer_find", [0, 1, 2, 0])
        case .navigating:
            switch wizard.steps.body(of: wizard.state.step) {
            case .choices: return ("footer_emotion", [3, 1, 5, 2, 4, 0, 0])
            case .dateAndImages: return ("footer_date", [1, 2, 4, 3, 0, 0])
            case .text(list: .reratings): return ("footer_rerate", [1, 4, 3, 2, 5, 0, 0])
            case .text(list: .traps): return ("footer_traps", [2, 4, 1, 3, 5, 0, 0])
            case .text(list: nil): return ("footer_text", [1, 2, 4, 3, 0, 0])
            }
        }
    }

    /// The footer hints that fit in `width`: the least important are dropped first.
    func fitFooter(_ wizard: DiaryWizard, width: Int) -> String {
        let (key, ranks) = footer(wizard)
        var hints = Self.hints(wizard.localizer(key)).enumerated().map { index, hint in
            (hint: hint, rank: index < ranks.count ? ranks[index] : ranks.max() ?? 0)
        }
        func joined() -> String { hints.map(\.hint).joined(separator: " · ") }
        while DisplayWidth.of(joined()) > width,
              let drop = hints.indices.filter({ hints[$0].rank > 0 }).max(by: { hints[$0].rank < hints[$1].rank }) {
            hints.remove(at: drop)
        }
        return joined()
    }

    /// A horizontal rule of `width` columns (`─`), cut from one made once: the chrome draws two
    /// at every key, and `String(repeating:count:)` of a three-byte character is slow.
    static func rule(_ width: Int) -> String {
        guard width > 0 else { return "" }
        guard width <= longRuleWidth else { return String(repeating: "─", count: width) }
        let utf8 = longRule.utf8
        return String(longRule[..<utf8.index(utf8.startIndex, offsetBy: width * 3)])
    }

    private static let longRuleWidth = 512
    private static let longRule = String(repeating: "─", count: longRuleWidth)

    /// The ` · `-separated hints of a footer, as `components(separatedBy: " · ")` gives them
    /// (empty ones kept), found in its UTF-8 (the footer is drawn at every key; Foundation's
    /// search and the generic `split` were a tenth of a keystroke).
    static func hints(_ footer: String) -> [String] {
        let separator: [UInt8] = [0x20, 0xC2, 0xB7, 0x20]
        let bytes = Array(footer.utf8)
        var hints: [String] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == 0x20, bytes[index + 1] == 0xC2, bytes[index + 2] == 0xB7, bytes[index + 3] == 0x20 {
                hints.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        hints.append(String(decoding: bytes[start...], as: UTF8.self))
        return hints
    }

    /// Text wrapped at the width by display width (the editor's own layout, so the two agree).
    func wrapped(_ text: String, width: Int) -> [String] {
        TextWrapping.lines(text, width: width)
    }

    /// A `✗ message` not tied to one field, wrapped to at most `maxLines` lines.
    func marked(_ text: String, style: TextStyle, width: Int, maxLines: Int = 3) -> [StyledLine] {
        wrapped(text, width: width - 2).prefix(maxLines).enumerated().map { index, line in
            StyledLine((index == 0 ? "✗ " : "  ") + line, style)
        }
    }

    /// The `✗ message` lines of a field's published error (wrapped); without one, the `! notice`
    /// lines of what a saved entry's field still lacks (not red); empty if it has neither.
    func errorLines(_ wizard: DiaryWizard, _ field: DiaryField, width: Int) -> [StyledLine] {
        let (message, marker, style): (String, String, TextStyle)
        if let error = wizard.state.errors[field] {
            (message, marker, style) = (error.message, "✗ ", .error)
        } else if let notice = wizard.notice(field) {
            (message, marker, style) = (notice, "! ", .accent)
        } else {
            return []
        }
        let indent = String(repeating: " ", count: WizardLayout.fieldIndent)
        return wrapped(message, width: width - WizardLayout.fieldIndent - 2).enumerated().map { index, text in
            StyledLine(indent).adding((index == 0 ? marker : "  ") + text, style)
        }
    }
}

/// The middle of the screen for one step, and where the cursor goes in it.
struct Body {
    var lines: [StyledLine] = []
    var cursor: (row: Int, column: Int)?
}
