/// A command line's option or operand values by name, in the order first given: a short list,
/// not a dictionary. `list` starts its decrypt right after the parse, and the first dictionary
/// keyed by `String` in a process costs a search of the whole program's conformances (about
/// 0.2 ms), which the parse would otherwise pay before gpg or age is started (issue 36).
struct NamedValues: Sendable {
    /// One name and its value.
    struct Named: Sendable {
        let name: String
        var value: String
    }

    private(set) var all: [Named] = []

    /// The value given for `name`; setting nil removes it.
    subscript(name: String) -> String? {
        get { all.first { $0.name == name }?.value }
        set {
            let index = all.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): all[index].value = value
            case (let index?, nil): all.remove(at: index)
            case (nil, let value?): all.append(Named(name: name, value: value))
            case (nil, nil): break
            }
        }
    }
}
