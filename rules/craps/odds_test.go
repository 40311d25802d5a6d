package craps

import (
	"math/big"
	"testing"
)

// The exact figures against the published ones (../shared/notes/references.md,
// "Craps"): pass line wins 244/495 with an edge of 1.414%, don't pass
// barring 12 1.364%, and the per-bet edges listed there, to the printed digit.
func TestOddsMatchPublished(t *testing.T) {
	rows := map[string]oddsRow{}
	for _, r := range Table("cv-2003") {
		rows[r.name+" @ "+r.pays] = r
	}
	edge := func(key string) string {
		r, ok := rows[key]
		if !ok {
			t.Fatalf("no row %q", key)
		}
		return new(big.Rat).Mul(new(big.Rat).Neg(r.f.EV), big.NewRat(100, 1)).FloatString(3)
	}
	if w := rows["win @ 1 por 1"].f.Won; w.Cmp(big.NewRat(244, 495)) != 0 {
		t.Errorf("pass line wins %s, want 244/495", w.RatString())
	}
	for key, want := range map[string]string{
		"win @ 1 por 1":                                        "1.414",
		"come @ 1 por 1":                                       "1.414",
		"dont-win @ 1 por 1":                                   "1.364",
		"dont-come @ 1 por 1":                                  "1.364",
		"field @ 1 por 1, 2 por 1 en 2 y 12":                   "5.556",
		"right-bet 6 o 8 @ 7 por 6":                            "1.515",
		"right-bet 5 o 9 @ 7 por 5":                            "4.000",
		"right-bet 4 o 10 @ 9 por 5":                           "6.667",
		"hard-way 6 @ 9 por 1":                                 "9.091",
		"hard-way 8 @ 9 por 1":                                 "9.091",
		"hard-way 4 @ 7 por 1":                                 "11.111",
		"hard-way 10 @ 7 por 1":                                "11.111",
		"juego-7 @ 4 por 1":                                    "16.667",
		"any-craps @ 7 por 1":                                  "11.111",
		"craps-2 @ 30 por 1":                                   "13.889",
		"craps-12 @ 30 por 1":                                  "13.889",
		"craps-3 @ 15 por 1":                                   "11.111",
		"juego-11 @ 15 por 1":                                  "11.111",
		"asociada Win/Come, punto 4 o 10 @ 2 por 1":            "0.000",
		"asociada Win/Come, punto 6 o 8 @ 6 por 5":             "0.000",
		"asociada Don't Win/Don't Come, punto 5 o 9 @ 2 por 3": "0.000",
	} {
		if got := edge(key); got != want {
			t.Errorf("%s: edge %s%%, want %s%%", key, got, want)
		}
	}
	// Every bet's life ends: won + lost + void = 1.
	for k, r := range rows {
		sum := new(big.Rat).Add(r.f.Won, r.f.Lost)
		sum.Add(sum, r.f.Push)
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%s: probabilities sum to %s", k, sum.RatString())
		}
	}
}

// The 1977 text's literal readings get their own rows: Big 6 winning on 8
// is Big 8's bet, and Don't odds on 6 or 8 at 2 for 6 cost the player.
func TestOdds1977Readings(t *testing.T) {
	rows := map[string]oddsRow{}
	for _, r := range Table("es-1977") {
		rows[r.name+" @ "+r.pays] = r
	}
	if a, b := rows["big-6 (gana con el 8) @ 1 por 1"], rows["big-8 @ 1 por 1"]; a.f.EV == nil || a.f.EV.Cmp(b.f.EV) != 0 {
		t.Error("Big 6 on 8 should have Big 8's figures")
	}
	r, ok := rows["asociada Don't Win/Don't Come, punto 6 o 8 @ 2 por 6"]
	if !ok || r.f.EV.Cmp(big.NewRat(-3, 11)) != 0 { // 6/11 × 1/3 − 5/11
		t.Errorf("Don't odds on 6 at 2 for 6: EV %v, want -3/11", r.f.EV)
	}
}
