# Sourced by the benchmark scripts: sets BIN to the lemonlog binary to measure.
# LEMONLOG_BIN measures another build; otherwise the release build (built first unless SKIP_BUILD=1).
if [ -n "${LEMONLOG_BIN:-}" ]; then
  BIN="$LEMONLOG_BIN"                # measure another build instead
else
  if [ "${SKIP_BUILD:-0}" != 1 ]; then swift build -c release --product lemonlog >&2; fi
  BIN="$(swift build -c release --show-bin-path)/lemonlog"
fi
