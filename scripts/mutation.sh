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
#
# Gremlins never runs a mutant in the expression of a `case` clause (Go's
# coverage profile has no block there, so it calls them "not covered"). With
# CASES=1 (the default) the script runs those mutants itself, one by one, in
# a copy of the module, and prints a second line "+ case clauses" with the
# figures counting them ($OUT/<package>.cases.json). CASES=0 skips this.
#
# Reviewed equivalent mutants (<package>/testdata/equivalent-mutants.tsv,
# docs/testing.md) are left out of a third line, "- reviewed equivalent".
#
# SNAPSHOT=<commit> (e.g. HEAD) measures that commit (git archive) instead of
# the working tree: in a tree shared with others' unfinished edits, the
# package under test may not build for reasons not its own.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
GREMLINS=${GREMLINS:-$(command -v gremlins || echo "$(go env GOPATH)/bin/gremlins")}
OUT=${OUT:-${TMPDIR:-/tmp}/veedor-mutation}
WORKERS=${WORKERS:-1}
TIMEOUT_COEFFICIENT=${TIMEOUT_COEFFICIENT:-10}
CASES=${CASES:-1}
SNAPSHOT=${SNAPSHOT:-}
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
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tree=$root
if [ -n "$SNAPSHOT" ]; then
  tree=$scratch/tree
  mkdir -p "$tree"
  git archive "$SNAPSHOT" | tar -x -C "$tree"
fi

# The case-clause runner (see the top of this file).
cat >"$scratch/cases.py" <<'PY'
"""Run the mutants gremlins leaves "not covered" in `case` expressions.

Go's coverage profile has no block for the expression of a `case` clause, so
gremlins v0.6.0 never runs a mutant there, even when every test goes through
the switch. This runs each of them as gremlins would: the same token change,
`go test -failfast` of the package, killed when the tests fail, lived when they
pass, timed out past TIMEOUT_COEFFICIENT times the unmutated run.

    cases.py <package folder in a copy of the module> <gremlins.json> <out.json> <coefficient>

It edits files in the copy only.
"""
import json
import os
import signal
import subprocess
import sys
import time

# gremlins v0.6.0, internal/engine/mappings.go: the token each mutator
# puts in place of another.
SWAP = {
    "ARITHMETIC_BASE": {"+": "-", "*": "/", "/": "*", "%": "*", "-": "+"},
    "CONDITIONALS_BOUNDARY": {">=": ">", ">": ">=", "<=": "<", "<": "<="},
    "CONDITIONALS_NEGATION": {"==": "!=", ">=": "<", ">": "<=", "<=": ">", "<": ">=", "!=": "=="},
    "INCREMENT_DECREMENT": {"++": "--", "--": "++"},
    "INVERT_NEGATIVES": {"-": "+"},
    "INVERT_LOGICAL": {"&&": "||", "||": "&&"},
}
OPS = [">=", "<=", "==", "!=", "&&", "||", "++", "--", ">", "<", "+", "-", "*", "/", "%"]


def run(folder, timeout):
    """Runs the package's tests; returns (status, seconds)."""
    start = time.monotonic()
    p = subprocess.Popen(["go", "test", "-count=1", "-failfast", "-timeout", "%ds" % (timeout + 2), "."],
                         cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return "TIMED OUT", timeout
    took = time.monotonic() - start
    text = out.decode(errors="replace")
    if p.returncode == 0:
        return "LIVED", took
    if "[build failed]" in text or "[setup failed]" in text:
        return "NOT VIABLE", took
    return "KILLED", took


def main():
    folder, gjson, out, coef = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    report = json.load(open(gjson))
    todo = []
    for f in report["files"]:
        path = os.path.join(folder, f["file_name"])
        lines = open(path, "rb").read().split(b"\n")
        for m in f["mutations"]:
            if m["status"] != "NOT COVERED" or m["type"] not in SWAP:
                continue
            if lines[m["line"] - 1].lstrip().startswith(b"case "):
                todo.append((f["file_name"], m))
    result = {"package": folder, "mutants": []}
    if todo:
        status, took = run(folder, 3600)
        if status != "LIVED":
            print("case clauses: the unmutated tests do not pass (%s): not run" % status)
            todo = []
        timeout = max(int(took * coef), 30)
    for name, m in todo:
        path = os.path.join(folder, name)
        src = open(path, "rb").read()
        lines = src.split(b"\n")
        line, col = lines[m["line"] - 1], m["column"] - 1  # a byte column, as go/token counts
        op = next((o for o in OPS if line.startswith(o.encode(), col)), None)
        to = SWAP[m["type"]].get(op)
        if to is None:
            print("case clauses: no %s operator at %s:%d:%d" % (m["type"], name, m["line"], m["column"]))
            continue
        lines[m["line"] - 1] = line[:col] + to.encode() + line[col + len(op):]
        try:
            open(path, "wb").write(b"\n".join(lines))
            status, _ = run(folder, timeout)
        finally:
            open(path, "wb").write(src)
        print("%12s %s at %s:%d:%d (case clause)" % (status, m["type"], name, m["line"], m["column"]))
        result["mutants"].append({"file_name": name, "line": m["line"], "column": m["column"], "type": m["type"], "status": status})
    json.dump(result, open(out, "w"), indent=1)


if __name__ == "__main__":
    main()
PY

printf '%-22s %8s %8s %7s %6s %12s %8s\n' package efficacy coverage killed lived "not covered" timed-out
for p in "${pkgs[@]}"; do
  json="$OUT/$(echo "$p" | tr / _).json"
  log="${json%.json}.log"
  cases="${json%.json}.cases.json"
  rm -f "$json" "$cases"
  # -E /: the files of this folder only; its subpackages are run on their own.
  (cd "$tree/$p" && "$GREMLINS" unleash --workers "$WORKERS" --timeout-coefficient "$TIMEOUT_COEFFICIENT" -E / -o "$json" >"$log" 2>&1) || true
  if [ ! -s "$json" ]; then
    printf '%-22s %s\n' "$p" "no mutants (or gremlins failed: see $log)"
    continue
  fi
  if [ "$CASES" != 0 ]; then
    # A fresh copy of the module for the case-clause mutants (never the
    # working tree: other builds would see the mutant).
    copy=$scratch/cases
    rm -rf "$copy" && mkdir -p "$copy"
    tar -C "$tree" --exclude=./.git -cf - . | tar -C "$copy" -xf -
    python3 "$scratch/cases.py" "$copy/$p" "$json" "$cases" "$TIMEOUT_COEFFICIENT" >>"$log" 2>&1 || true
  fi
  python3 - "$p" "$json" "$cases" "$tree/$p" <<'PY'
import json, os, sys
p, f, cf, folder = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
r = json.load(open(f))
to = sum(1 for g in r["files"] for m in g["mutations"] if m["status"] == "TIMED OUT")
k, l, nc = r["mutants_killed"], r["mutants_lived"], r["mutants_not_covered"]
line = "%-22s %7.2f%% %7.2f%% %7d %6d %12d %8s"
print(line % (p, r["test_efficacy"], r["mutations_coverage"], k, l, nc, to))
if os.path.exists(cf):
    c = json.load(open(cf))
    n = {s: sum(1 for m in c["mutants"] if m["status"] == s) for s in ("KILLED", "LIVED", "TIMED OUT", "NOT VIABLE")}
    k2, l2 = k + n["KILLED"], l + n["LIVED"]
    nc2 = nc - sum(n.values())
    if c["mutants"]:
        print(line % ("  + case clauses", 100.0 * k2 / max(k2 + l2, 1), 100.0 * (k2 + l2) / max(k2 + l2 + nc2, 1), k2, l2, nc2, to + n["TIMED OUT"]))
    k, l, nc, to = k2, l2, nc2, to + n["TIMED OUT"]
# Reviewed equivalent mutants (testdata/equivalent-mutants.tsv): matched by
# file, mutator, column and the source line's text, not its number.
eqf = os.path.join(folder, "testdata", "equivalent-mutants.tsv")
if os.path.exists(eqf):
    entries = []
    for n_, raw in enumerate(open(eqf, encoding="utf-8"), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cols = raw.rstrip("\n").split("\t")
        if len(cols) < 5 or not cols[4].strip():
            print("  %s:%d: want file, mutator, column, line, reason (TAB-separated)" % (eqf, n_))
            continue
        entries.append((n_, cols[0], cols[1], int(cols[2]), cols[3].strip()))
    mutants = [(g["file_name"], m) for g in r["files"] for m in g["mutations"]]
    if os.path.exists(cf):
        mutants += [(m["file_name"], m) for m in json.load(open(cf))["mutants"]]
    src = {}
    def text(name, no):
        if name not in src:
            src[name] = open(os.path.join(folder, name), encoding="utf-8").read().split("\n")
        return src[name][no - 1].strip()
    # An entry may match a mutant on each line of the same text: it is
    # stale only when none of them lives.
    seen, eq = {}, 0
    for name, m in mutants:
        hit = [e for e in entries if e[1] == name and e[2] == m["type"] and e[3] == m["column"] and e[4] == text(name, m["line"])]
        for e in hit:
            seen.setdefault(e[0], []).append("%s at %s:%d:%d" % (m["status"], name, m["line"], m["column"]))
        if hit and m["status"] == "LIVED":
            eq += 1
    for e in entries:
        if e[0] not in seen:
            print("  %s:%d: matches no mutant (stale?)" % (eqf, e[0]))
        elif not any(s.startswith("LIVED") for s in seen[e[0]]):
            print("  %s:%d: listed equivalent but %s" % (eqf, e[0], ", ".join(seen[e[0]])))
    print(line % ("  - reviewed equivalent", 100.0 * k / max(k + l - eq, 1), 100.0 * (k + l) / max(k + l + nc, 1), k, l - eq, nc, to) + "  (%d equivalent)" % eq)
PY
done
