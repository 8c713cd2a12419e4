import Foundation
import Testing
@testable import LemonLogKit

/// The next action's due time (issue 21, item 1): read ahead, kept whole-day or to the minute,
/// cleared with a new promise, ordered by `actions`, and counted by the overview.
@Suite("The next action's due time")
struct ActionDueTests {
    /// Wednesday 2026-11-25 19:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_633_200)
    static let utc = TimeZone(identifier: "UTC")!
    static let dates = DateInput(language: .en, timeZone: utc)

    static func at(_ text: String) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2],
                                                  hour: parts.count > 3 ? parts[3] : 0, minute: parts.count > 4 ? parts[4] : 0))!
    }

    @Test("words read ahead: tomorrow, 내일, the next weekday (today included), a time", arguments: [
        ("tomorrow", "2026-11-26"), ("내일", "2026-11-26"), ("모레", "2026-11-27"),
        ("friday", "2026-11-27"), ("금요일 18:00", "2026-11-27 18:00"), ("monday", "2026-11-30"),
        ("wednesday", "2026-11-25"), ("tomorrow 9am", "2026-11-26 09:00"), ("내일 오후 6시", "2026-11-26 18:00"),
        ("2026-12-01", "2026-12-01"), ("21:30", "2026-11-25 21:30"),
    ])
    func readsAhead(typed: String, expected: String) {
        guard case .date(let due, _) = Self.dates.readDue(typed, now: Self.now) else {
            Issue.record("'\(typed)' was not read")
            return
        }
        #expect(due == Self.at(expected))
        #expect(Self.dates.dueEditable(due) == expected)
    }

    /// Issue 34, item 7: a bare time already past today is the next one (tomorrow), never
    /// overdue as soon as typed; a day typed with it is kept as typed. At 19:00 on the 25th.
    @Test("a bare time read ahead is the next one: after 9 today, 9:00 is tomorrow's", arguments: [
        ("9:00", "2026-11-26 09:00"), ("9am", "2026-11-26 09:00"), ("오전 9시", "2026-11-26 09:00"),
        ("18:59", "2026-11-26 18:59"), ("19:01", "2026-11-25 19:01"), ("21:30", "2026-11-25 21:30"),
        ("today 9:00", "2026-11-25 09:00"), ("오늘 9:00", "2026-11-25 09:00"),
    ])
    func bareTimeReadsAhead(typed: String, expected: String) {
        guard case .date(let due, _) = Self.dates.readDue(typed, now: Self.now) else {
            Issue.record("'\(typed)' was not read")
            return
        }
        #expect(Self.dates.dueEditable(due) == expected)
        if !typed.contains("today"), !typed.contains("오늘") { #expect(!Self.dates.isOverdue(due, now: Self.now)) }
    }

    @Test("9시 without 오전/오후, read ahead: the next two nine o'clocks, none passed")
    func ambiguousHourReadsAhead() {
        guard case .ambiguous(let readings) = Self.dates.readDue("9시", now: Self.now) else {
            Issue.record("9시 is not ambiguous")
            return
        }
        #expect(readings.map(Self.dates.dueEditable) == ["2026-11-25 21:00", "2026-11-26 09:00"])
        // The entry's date still reads back: 9시 is today's 9:00 or 21:00.
        guard case .ambiguous(let back) = Self.dates.read("9시", now: Self.now) else {
            Issue.record("9시 is not ambiguous")
            return
        }
        #expect(back.map(Self.dates.dueEditable) == ["2026-11-25 09:00", "2026-11-25 21:00"])
    }

    @Test("the entry date still reads weekdays back: `friday` is the last one")
    func entryDateReadsBack() {
        #expect(Self.dates.parse("friday", now: Self.now).map(Self.dates.dueEditable)?.hasPrefix("2026-11-20") == true)
    }

    @Test("a whole day is overdue once it has ended; a time once it has passed")
    func overdue() {
        #expect(!Self.dates.isOverdue(Self.at("2026-11-25"), now: Self.now))
        #expect(Self.dates.isOverdue(Self.at("2026-11-24"), now: Self.now))
        #expect(Self.dates.isOverdue(Self.at("2026-11-25 18:00"), now: Self.now))
        #expect(!Self.dates.isOverdue(Self.at("2026-11-25 20:00"), now: Self.now))
    }

    @Test("a changed action clears the outcome and the due time; the same action keeps both")
    func newPromise() {
        let outcome = ActionOutcome(status: .done, at: Self.now, mastery: nil, pleasure: nil, note: nil)
        let saved = DiaryContent(texts: [.action: "Call Mina"], date: Self.now, actionOutcome: outcome,
                                 actionDue: Self.at("2026-11-26"))
        var edited = saved
        edited.situation = "more words"
        #expect(edited.savedOver(saved).actionDue == Self.at("2026-11-26"))
        #expect(edited.savedOver(saved).actionOutcome == outcome)
        edited.action = "Write to Mina"
        #expect(edited.savedOver(saved).actionDue == nil)
        #expect(edited.savedOver(saved).actionOutcome == nil)
        // A time set in the same edit belongs to the new promise.
        edited.actionDue = Self.at("2026-11-28")
        #expect(edited.savedOver(saved).actionDue == Self.at("2026-11-28"))
    }

    @Test("the notice before the save names the time that goes", arguments: [Language.en, .ko])
    func newPromiseNotice(language: Language) throws {
        let saved = DiaryContent(texts: [.action: "Call Mina"], date: Self.now, actionDue: Self.at("2026-11-26 18:00"))
        var content = saved
        content.action = "Write to Mina"
        let localizer = Localizer(language: language)
        let form = DiaryForm(content: content, baseline: saved, localizer: localizer, now: { Self.now })
        let notice = try #require(form.newPromiseNotice)
        #expect(notice.contains("2026-11-26 18:00"))
        #expect(notice == localizer("notice_new_promise_due", ["due": "2026-11-26 18:00"]))
        #expect(form.contentToSave.actionDue == nil)
    }

    static func summary(_ id: String, due: String?, done: Bool = false, date: String = "2026-11-20") -> EntrySummary {
        EntrySummary(id: id, createdAt: at(date), updatedAt: at(date), date: at(date), emotions: [], situationHead: "s",
                     imageCount: 0, intensities: [], reratings: [], actionHead: "do " + id,
                     actionOutcome: done ? ActionOutcome(status: .done, at: now, mastery: nil, pleasure: nil, note: nil) : nil,
                     actionDue: due.map(at), searchText: "", file: FileStamp(size: 0, changed: 0, inode: 0))
    }

    @Test("actions: overdue, today, upcoming, then undated; earliest first within each")
    func agendaOrder() {
        let summaries = [
            Self.summary("undated-old", due: nil, date: "2026-11-01"), Self.summary("upcoming-late", due: "2026-12-05"),
            Self.summary("today", due: "2026-11-25 21:00"), Self.summary("overdue-recent", due: "2026-11-25 10:00"),
            Self.summary("undated-new", due: nil, date: "2026-11-22"), Self.summary("upcoming-soon", due: "2026-11-26"),
            Self.summary("overdue-old", due: "2026-11-02"), Self.summary("done", due: "2026-11-01", done: true),
            Self.summary("today-whole", due: "2026-11-25"),
        ]
        let ordered = ActionAgenda.ordered(summaries, dates: Self.dates, now: Self.now).map(\.id)
        #expect(ordered == ["overdue-old", "overdue-recent", "today-whole", "today", "upcoming-soon", "upcoming-late",
                            "undated-new", "undated-old", "done"])
        let counts = ActionAgenda.counts(summaries, dates: Self.dates, now: Self.now)
        #expect(counts.today == 2 && counts.overdue == 2)
    }

    @Test("each actions line shows where it stands and its time, aligned", arguments: [Language.en, .ko])
    func actionLines(language: Language) throws {
        let formatter = DiaryFormatter(localizer: Localizer(language: language), timeZone: Self.utc)
        let lines = formatter.actionLines([Self.summary("a1aaaaaaaaaa", due: nil), Self.summary("a2aaaaaaaaaa", due: "2026-11-24 08:00"),
                                           Self.summary("a3aaaaaaaaaa", due: "2026-11-27")],
                                          marks: false, width: nil, now: Self.now)
        let l = Localizer(language: language)
        try #require(lines.count == 3)
        #expect(lines[0].hasPrefix("a2aaaaaa  " + l("actions_group_overdue")) && lines[0].contains("2026-11-24 08:00"))
        #expect(lines[1].contains(l("actions_group_upcoming")) && lines[1].contains("2026-11-27  "))
        #expect(lines[2].contains(l("actions_group_undated")))
        let starts = try lines.map { line in DisplayWidth.of(String(line[..<(try #require(line.range(of: "do a"), "\(line)")).lowerBound])) }
        #expect(Set(starts).count == 1, "\(lines)")
    }
}
