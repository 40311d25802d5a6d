#!/bin/sh
# Measures the statistical audit's calibration (docs/statistics.md,
# "Calibration"): the false-alarm rate of every test over many unbiased
# simulated casino-periods, against its nominal level, and the sizes at
# which a biased pocket, a croupier's signature and a payout leak are
# detected. Not in CI: 200 seeds take about ten minutes.
#
#   scripts/stats-calibration.sh [SEEDS [DAYS]]     (default 200 seeds of 30 days)
set -eu
cd "$(dirname "$0")/.."
SEEDS=${1:-200}
DAYS=${2:-30}
VEEDOR_CALIBRATE=$SEEDS VEEDOR_CALIBRATE_DAYS=$DAYS \
	go test ./audit/stats -run '^TestCalibration$' -count=1 -timeout 4h -v
