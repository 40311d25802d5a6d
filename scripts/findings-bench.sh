#!/bin/sh
# Ten million findings in bounded memory (issue 18, docs/performance.md):
# generates a clean French-roulette log of SESSIONS sessions (default 17000:
# 10.0 million bets), pays every bet one cent more than the log says it
# should (a wrong payout on every bet: one RUL-PAYOUT, RUL-ZERO or
# RUL-PRISON finding each), then audits it with the PDF, the workbook and
# the JSON, printing the peak resident memory (GNU time's "Maximum resident
# set size") and the wall time.
#
#   scripts/findings-bench.sh [DIR [SESSIONS]]
#
# DIR (default $TMPDIR/veedor-findings) keeps the log and the reports; the
# log is reused when it is there. About 1 GB for the log, 9 GB for the
# reports, and while the audit runs up to 10 GB of temporary findings in
# $TMPDIR (removed at the end).
set -eu
dir=${1:-${TMPDIR:-/tmp}/veedor-findings}
sessions=${2:-17000}
cd "$(dirname "$0")/.."
mkdir -p "$dir"
go build -o "$dir/veedor" .
log="$dir/log-$sessions"
if [ ! -f "$log/bets.csv" ]; then
	rm -rf "$dir/clean-$sessions" "$log"
	"$dir/veedor" fixtures --region es --sessions "$sessions" --out "$dir/clean-$sessions"
	mkdir -p "$log"
	for t in sessions rounds staff events; do cp "$dir/clean-$sessions/$t.csv" "$log/"; done
	# paid is the tenth column of bets.csv: one cent more on every bet.
	awk -F, 'BEGIN { OFS = "," } NR == 1 { print; next } { p = $10; if (p == "") p = "0"; $10 = sprintf("%.2f", p + 0.01); print }' \
		"$dir/clean-$sessions/bets.csv" >"$log/bets.csv"
	rm -rf "$dir/clean-$sessions"
fi
out="$dir/reports"
mkdir -p "$out"
status=0
/usr/bin/time -v "$dir/veedor" audit --region es --generated-at 2026-01-01T00:00:00Z \
	--pdf "$out/r.pdf" --xlsx "$out/r.xlsx" --json "$out/r.json" "$log" 2>"$out/time.txt" || status=$?
grep -E "Maximum resident|Elapsed|User time|System time" "$out/time.txt"
ls -l "$out"
echo "exit status $status (1: findings, as expected)"
