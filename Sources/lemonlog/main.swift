import LemonLogKit
import LemonLogTerminal

print("lemonlog: under construction")
