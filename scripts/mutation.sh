#!/usr/bin/env bash
# Mutation testing of the rules and the replays (docs/testing.md). Not run
# in CI: every mutant rebuilds and retests its package, minutes per package.
#
#   go install github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0
#   scripts/mutation.sh                       # rules/ and every audit/<game>/
#   scripts/mutation.sh rules/roulette        # one package (a folder)
#
# Each package is mutated alone (files of its own folder, not its
# subpackages) and killed by its own tests only. Results land in
# $OUT/<package>.json (default $TMPDIR/veedor-mutation/) and one line per package is
# printed: efficacy = killed / (killed + lived), coverage = (killed + lived)
# / all mutants. WORKERS (default 1) and TIMEOUT_COEFFICIENT (default 10)
# suit a loaded machine; raise WORKERS on an idle one.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
GREMLINS=${GREMLINS:-$(command -v gremlins || echo "$(go env GOPATH)/bin/gremlins")}
OUT=${OUT:-${TMPDIR:-/tmp}/veedor-mutation}
WORKERS=${WORKERS:-1}
TIMEOUT_COEFFICIENT=${TIMEOUT_COEFFICIENT:-10}
# The mutants run in copies of the module, where ../shared/seeds is not
# beside them: name the seeds, or every citation test would fail and every
# mutant would count as killed.
# Gremlins times each mutant's tests by the first coverage run: a cached
# run would make that timeout a fraction of a build and every slow mutant
# "timed out" instead of killed or lived.
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-count=1"
export VEEDOR_SEEDS=${VEEDOR_SEEDS:-$(cd "$root/.." && pwd)/shared/seeds}
[ -d "$VEEDOR_SEEDS" ] || { echo "no seeds at $VEEDOR_SEEDS: set VEEDOR_SEEDS" >&2; exit 2; }
[ -x "$GREMLINS" ] || { echo "gremlins not found: go install github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0" >&2; exit 2; }

if [ $# -gt 0 ]; then
  pkgs=("$@")
else
  pkgs=()
  for d in rules rules/*/ audit/*/; do
    d=${d%/}
    case $d in audit/logs | audit/history | audit/casetest | audit/shoe) continue ;; esac
    ls "$d"/*.go >/dev/null 2>&1 && pkgs+=("$d")
  done
fi

mkdir -p "$OUT"
printf '%-22s %8s %8s %7s %6s %12s %8s\n' package efficacy coverage killed lived "not covered" timed-out
for p in "${pkgs[@]}"; do
  json="$OUT/$(echo "$p" | tr / _).json"
  log="${json%.json}.log"
  # -E /: the files of this folder only; its subpackages are run on their own.
  (cd "$p" && "$GREMLINS" unleash --workers "$WORKERS" --timeout-coefficient "$TIMEOUT_COEFFICIENT" -E / -o "$json" >"$log" 2>&1) || true
  if [ ! -s "$json" ]; then
    printf '%-22s %s\n' "$p" "no mutants (or gremlins failed: see $log)"
    continue
  fi
  timedout=$(grep -c 'TIMED OUT' "$log" || true)
  python3 - "$p" "$json" "$timedout" <<'PY'
import json, sys
p, f, to = sys.argv[1], sys.argv[2], sys.argv[3]
r = json.load(open(f))
print("%-22s %7.2f%% %7.2f%% %7d %6d %12d %8s" % (p, r["test_efficacy"], r["mutations_coverage"], r["mutants_killed"], r["mutants_lived"], r["mutants_not_covered"], to))
PY
done
