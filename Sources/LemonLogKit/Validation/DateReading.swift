import Foundation

/// What a typed date names, before any rule of the entry (such as "not in the future") is checked.
package enum DateReading: Sendable, Equatable {
    /// One moment. `wholeDay` is the start of the day named when no time of day was typed (a
    /// filter then takes the whole day); nil when a time was given.
    case date(Date, wholeDay: Date?)
    /// More than one moment fits (`9시` is 09:00 or 21:00); each one, earliest first.
    case ambiguous([Date])
    /// Not a form the date field reads, or no such day or time (2026-02-30, 25:00, 02:30 on the
    /// night summer time skips it).
    case invalid
}
