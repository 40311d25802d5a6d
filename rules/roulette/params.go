package roulette

import (
	"fmt"

	"github.com/veedor/veedor/rules"
)

// Ratio is a payout: Num/Den units of winnings per unit staked; the winner
// also keeps the stake.
type Ratio struct{ Num, Den int64 }

func (r Ratio) String() string {
	if r.Den == 1 {
		return fmt.Sprintf("%d:1", r.Num)
	}
	return fmt.Sprintf("%d:%d", r.Num, r.Den)
}

// BetSpec is one bet type of the closed list under one instrument.
type BetSpec struct {
	Payout     Ratio
	PayoutCite rules.Citation
	// Max holds the maximum stake as a multiple of the table minimum, one
	// value per limit tier; nil when the text sets no maximum.
	Max     []int
	MaxCite rules.Citation
}

// ZeroRule is how a simple chance is settled when the zero comes out.
type ZeroRule int

const (
	HalfOrPrison ZeroRule = iota // half back, or the whole stake "en prisión"
	HalfLost                     // half lost, half returned, no prison
)

// LimitChange is what an instrument says about changing a table's limits
// during a session.
type LimitChange int

const (
	ChangeNotRegulated LimitChange = iota
	ChangeForbidden                // es 1979 L119
	ChangeOnceUpward               // cyl 2008 L111: once, upward, three spins announced
)

// Crew is the minimum number of staff per role at the table.
type Crew map[string]int

// Params is everything the replay needs to know about one roulette under one
// instrument. Values only: the rule a value enforces carries the legal basis,
// except where a value has its own line (payouts and maxima per bet type).
type Params struct {
	Instrument string
	Game       string
	Bets       map[string]BetSpec
	// Tiers is the number of limit tiers (columns of Max); the table's tier
	// is read from its displayed pleno maximum.
	Tiers int
	Zero  ZeroRule
	// LastSpinMaxZeros is how many consecutive zeros the last-spin refund
	// rule covers (CV: the first and second only); 0 = any number.
	LastSpinMaxZeros int
	// ZeroCombosInText is set where the text itself lists 0-1-2, 0-2-3 and
	// 0-1-2-3 (CV L265, L267); elsewhere they depend on zero-combinations.
	ZeroCombosInText bool
	// Crews by variant ("" for a game without variants).
	Crews map[string]Crew
	// JefeMaxTables is how many tables one jefe de mesa may cover at once
	// (0: the text does not say).
	JefeMaxTables int
	LimitChange   LimitChange
}

// Tier returns the limit tier of a table whose pleno maximum is max for a
// minimum min, or -1 when the ratio is not one the text allows.
func (p *Params) Tier(min, max int64) int {
	spec, ok := p.Bets[Pleno]
	if !ok || min <= 0 {
		return -1
	}
	for i, k := range spec.Max {
		if max == int64(k)*min {
			return i
		}
	}
	return -1
}

// HighestTier returns the limit tier of a table whose highest maximum (the
// largest stake any bet type may take at that tier) is max for a minimum
// min, or -1. A log may write max_bet so (switch max-bet); the ratios never
// equal pleno ones (tested), so the two readings are told apart.
func (p *Params) HighestTier(min, max int64) int {
	if min <= 0 {
		return -1
	}
	for i := 0; i < p.Tiers; i++ {
		if max == int64(p.Highest(i))*min {
			return i
		}
	}
	return -1
}

// Highest is the largest maximum, as a multiple of the minimum, of any bet
// type at tier i.
func (p *Params) Highest(i int) int {
	h := 0
	for _, spec := range p.Bets {
		if len(spec.Max) > 0 {
			h = max(h, spec.Max[min(i, len(spec.Max)-1)])
		}
	}
	return h
}

// PlenoMultipliers lists the legal displayed ratios max/min.
func (p *Params) PlenoMultipliers() []int { return p.Bets[Pleno].Max }

var params = map[string]map[string]*Params{}

// For returns the parameters of game under instrument.
func For(instrument, game string) (*Params, bool) {
	p, ok := params[instrument][game]
	return p, ok
}

func put(p *Params) {
	if params[p.Instrument] == nil {
		params[p.Instrument] = map[string]*Params{}
	}
	params[p.Instrument][p.Game] = p
}

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}
func c79(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1979, section, line, quote)
}
func cyl(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CyL2008, section, line, quote)
}
func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var (
	r35  = Ratio{35, 1}
	r17  = Ratio{17, 1}
	r11  = Ratio{11, 1}
	r8   = Ratio{8, 1}
	r5   = Ratio{5, 1}
	r2   = Ratio{2, 1}
	half = Ratio{1, 2}
	even = Ratio{1, 1}
)

// Payouts of the 1977 text (01.IV.1), which also stand in for Castilla y León,
// whose 2008 text does not restate them.
var (
	pay77Pleno = c77("01.IV.1.A.a", 37, "proporciona al jugador que gana treinta y cinco veces su postura")
	pay77Cab   = c77("01.IV.1.A.b", 38, "proporciona al jugador que gana diecisiete veces su postura")
	pay77Tra   = c77("01.IV.1.A.c", 39, "el jugador obtiene once veces la cantidad que puso")
	pay77Cua   = c77("01.IV.1.A.d", 40, "se obtiene ocho veces la citada postura")
	pay77Sei   = c77("01.IV.1.A.e", 41, "la posible ganancia supone cinco veces la apuesta")
	pay77Col   = c77("01.IV.1.A.f", 42, "ascendiendo la posible ganancia dos veces la cantidad apostada")
	pay77Dos   = c77("01.IV.1.A.g", 43, "la ganancia comprende únicamente la mitad de la postura")
	// The 1977 text states no payout for the simple chances (only that the
	// winner keeps the stake); even money is the international practice the
	// preamble defers to (L4, digest AMB-04).
	pay77Sim = c77("01.IV.1.B", 47, "el jugador que gana conserva su apuesta y puede retirarla")
)

func bets77(max map[string][]int, maxCite map[string]rules.Citation) map[string]BetSpec {
	pay := map[string]struct {
		r Ratio
		c rules.Citation
	}{
		Pleno: {r35, pay77Pleno}, Caballo: {r17, pay77Cab}, Transversal: {r11, pay77Tra}, Cuadro: {r8, pay77Cua},
		Seisena: {r5, pay77Sei}, Columna: {r2, pay77Col}, Docena: {r2, pay77Col}, DosColumnas: {half, pay77Dos}, DosDocenas: {half, pay77Dos},
		Rojo: {even, pay77Sim}, Negro: {even, pay77Sim}, Par: {even, pay77Sim}, Impar: {even, pay77Sim}, Falta: {even, pay77Sim}, Pasa: {even, pay77Sim},
	}
	out := map[string]BetSpec{}
	for t, p := range pay {
		out[t] = BetSpec{Payout: p.r, PayoutCite: p.c, Max: max[group(t)], MaxCite: maxCite[group(t)]}
	}
	return out
}

// group maps a bet type to the line of the limit tables that governs it.
func group(t string) string {
	switch {
	case Simple(t):
		return "simple"
	case t == Docena:
		return Columna
	case t == DosDocenas:
		return DosColumnas
	}
	return t
}

func init() {
	// National 1977, ruleta (01). One tier: the maximum is fixed (L55–L56).
	max77 := map[string][]int{"simple": {1000}, Pleno: {30}, Caballo: {80}, Transversal: {100}, Cuadro: {120}, Seisena: {200}, Columna: {500}, DosColumnas: {2000}}
	lim77s := c77("01.IV.2.A.a", 55, "el máximo representa mil veces la cantidad fijada como mínimo de postura")
	lim77 := c77("01.IV.2.A.b", 56, "en el pleno o número completo, por 30 veces el mínimo de la apuesta")
	put(&Params{
		Instrument: rules.ES1977, Game: French,
		Bets:  bets77(max77, map[string]rules.Citation{"simple": lim77s, Pleno: lim77, Caballo: c77("01.IV.2.A.b", 56, "en la pareja o caballo, por 80 veces"), Transversal: c77("01.IV.2.A.b", 56, "en la fila transversal, por 100 veces"), Cuadro: c77("01.IV.2.A.b", 56, "en el cuadro, por 120 veces"), Seisena: c77("01.IV.2.A.b", 56, "en la seisena, por 200 veces"), Columna: c77("01.IV.2.A.b", 56, "en la columna, por 500 veces"), DosColumnas: c77("01.IV.2.A.b", 56, "en la doble columna, por 2.000 veces dicha cantidad mínima")}),
		Tiers: 1, Zero: HalfOrPrison,
		Crews: map[string]Crew{
			DosPanos: {"jefe-mesa": 1, "subjefe-mesa": 1, "croupier": 4, "extremo-mesa": 2},
			UnPano:   {"jefe-mesa": 1, "croupier": 2, "extremo-mesa": 1},
		},
	})

	// National 1977, ruleta americana (02): 01 applies to everything it does
	// not provide (L68); its own maxima per bet (L86–L87), no maximum for the
	// 24-number bets (AMB-12), half lost on zero (L82).
	amMax := map[string][]int{"simple": {360}, Pleno: {20}, Caballo: {40}, Transversal: {60}, Cuadro: {80}, Seisena: {120}, Columna: {240}}
	am77 := func(q string) rules.Citation { return c77("02.V.b", 87, q) }
	put(&Params{
		Instrument: rules.ES1977, Game: American,
		Bets:  bets77(amMax, map[string]rules.Citation{"simple": c77("02.V.a", 86, "Respecto a las suertes sencillas, en 360 veces la postura mínima"), Pleno: am77("el número entero supone 20 veces dicha cantidad mínima"), Caballo: am77("en la pareja o caballo, 40 veces"), Transversal: am77("en la fila transversal, 60 veces"), Cuadro: am77("en el cuadro, 80 veces"), Seisena: am77("en la seisena, 120 veces"), Columna: am77("y en la columna o docena, 240 veces mínimo por postura")}),
		Tiers: 1, Zero: HalfLost,
		Crews: map[string]Crew{"": {"jefe-mesa": 1, "croupier": 1}},
	})

	// National 1979 (definitive catalogue), ruleta: own payouts and maxima.
	p79 := func(t string) rules.Citation {
		return map[string]rules.Citation{
			Pleno:       c79("01.4.1.1.1", 71, "proporciona al jugador que gana treinta y cinco veces su postura"),
			Caballo:     c79("01.4.1.1.2", 73, "proporciona al jugador que gana diecisiete veces su postura"),
			Transversal: c79("01.4.1.1.3", 75, "el jugador obtiene once veces la cantidad que puso"),
			Cuadro:      c79("01.4.1.1.4", 77, "se obtiene ocho veces la citada postura"),
			Seisena:     c79("01.4.1.1.5", 79, "la posible ganancia supone cinco veces la apuesta"),
			Columna:     c79("01.4.1.1.6", 81, "ascendiendo la posible ganancia a dos veces la cantidad apostada"),
			Docena:      c79("01.4.1.1.7", 83, "la posible ganancia asciende a dos veces la cantidad apostada"),
			DosColumnas: c79("01.4.1.1.8", 85, "la ganancia asciende a la mitad de la postura"),
			DosDocenas:  c79("01.4.1.1.9", 87, "la ganancia asciende a la mitad de la postura"),
		}[t]
	}
	lim79 := func(q string) rules.Citation { return c79("01.4.2.1.2", 113, q) }
	max79Cite := map[string]rules.Citation{
		"simple": c79("01.4.2.1.1", 109, "el máximo representa 540 veces la cantidad fijada como mínimo de postura"),
		Pleno:    lim79("En el pleno o número completo por 30 veces el mínimo"), Caballo: lim79("en la pareja o caballo, por 60 veces"),
		Transversal: lim79("en la fila transversal, por 90 veces"), Cuadro: lim79("en el cuadro, por 120 veces"), Seisena: lim79("en la seisena, por 180 veces"),
		Columna: lim79("en la columna y docena, por 360 veces"), DosColumnas: lim79("en la doble columna y doble docena, por 720 veces"),
	}
	max79 := map[string][]int{"simple": {540}, Pleno: {30}, Caballo: {60}, Transversal: {90}, Cuadro: {120}, Seisena: {180}, Columna: {360}, DosColumnas: {720}}
	b79 := map[string]BetSpec{}
	for t, s := range bets77(max79, max79Cite) {
		if c := p79(t); c.Line != 0 {
			s.PayoutCite = c
		} else {
			s.PayoutCite = c79("01.4.1.2.1", 93, "La ganancia asciende al valor de la cantidad apostada.")
		}
		b79[t] = s
	}
	put(&Params{
		Instrument: rules.ES1979, Game: French, Bets: b79, Tiers: 1, Zero: HalfOrPrison,
		Crews: map[string]Crew{
			DosPanos: {"jefe-mesa": 1, "subjefe-mesa": 1, "croupier": 4, "extremo-mesa": 2},
			UnPano:   {"jefe-mesa": 1, "croupier": 2, "extremo-mesa": 1},
		},
		LimitChange: ChangeForbidden,
	})
	// The 1979 text for the American roulette is not in the sources: the
	// 1977 section stands in (its citations are 1977's, so findings say so).
	am79 := *params[rules.ES1977][American]
	am79.Instrument = rules.ES1979
	put(&am79)

	// Castilla y León 2008: three tiers of maxima (L103–L105, L139); payouts
	// and zero rules are not restated, so the 1977 text stands in.
	cylMax := map[string][]int{"simple": {180, 360, 540}, Pleno: {10, 20, 30}, Caballo: {20, 40, 60}, Transversal: {30, 60, 90}, Cuadro: {40, 80, 120}, Seisena: {60, 120, 180}, Columna: {120, 240, 360}, DosColumnas: {240, 480, 720}}
	fr := func(q string) rules.Citation { return cyl("01.V.2.A.b", 105, q) }
	am := func(q string) rules.Citation { return cyl("02.IV.2", 139, q) }
	put(&Params{
		Instrument: rules.CyL2008, Game: French,
		Bets:  bets77(cylMax, map[string]rules.Citation{"simple": cyl("01.V.2.A.a", 103, "el máximo representa 180, 360 ó 540 veces la cantidad fijada"), Pleno: fr("en el pleno o número completo por 10, 20 ó 30 veces"), Caballo: fr("en la pareja o caballo, por 20, 40 ó 60 veces"), Transversal: fr("en la fila transversal, por 30, 60 ó 90 veces"), Cuadro: fr("en el cuadro, por 40, 80 ó 120 veces"), Seisena: fr("en la seisena, por 60, 120 ó 180 veces"), Columna: fr("en la columna y docena, por 120, 240 ó 360 veces"), DosColumnas: fr("en la doble columna y doble docena, por 240, 480 ó 720 veces")}),
		Tiers: 3, Zero: HalfOrPrison,
		Crews: map[string]Crew{
			// After the exemptions the text allows (L83, L87): see the
			// cyl-dos-panos-crew switch for the reading of "cuatro crupieres".
			DosPanos: {"jefe-mesa": 1, "croupier": 4, "extremo-mesa": 1},
			UnPano:   {"jefe-mesa": 1, "croupier": 2},
		},
		JefeMaxTables: 2, LimitChange: ChangeOnceUpward,
	})
	put(&Params{
		Instrument: rules.CyL2008, Game: American,
		Bets:  bets77(cylMax, map[string]rules.Citation{"simple": am("en 180, 360 ó 540 veces la cantidad fijada como mínimo"), Pleno: am("en el pleno o número entero, 10, 20 ó 30 veces dicha cantidad mínima"), Caballo: am("en la pareja o caballo, 20, 40 ó 60 veces"), Transversal: am("en la fila transversal, 30, 60 ó 90 veces"), Cuadro: am("en el cuadro, 40, 80 ó 120 veces"), Seisena: am("en la seisena, 60, 120 ó 180 veces"), Columna: am("en la columna o docena, 120, 240 ó 360 veces"), DosColumnas: am("y en la doble columna y doble docena, 240, 480 ó 720 veces")}),
		Tiers: 3, Zero: HalfLost,
		Crews:         map[string]Crew{"": {"jefe-mesa": 1, "croupier": 1}},
		JefeMaxTables: 4, LimitChange: ChangeOnceUpward,
	})

	// Comunitat Valenciana 2003: complete in itself, two tiers (L407, L411),
	// announced bets (L281–L345), zero combinations in the text (L265, L267).
	cvPay := map[string]rules.Citation{
		Pleno:       cv("01.IV.1.A.a", 261, "treinta y cinco veces su postura"),
		Caballo:     cv("01.IV.1.A.b", 263, "diecisiete veces su postura"),
		Transversal: cv("01.IV.1.A.c", 265, "el jugador obtiene once veces la cantidad que puso"),
		Cuadro:      cv("01.IV.1.A.d", 267, "se obtiene ocho veces la citada postura"),
		Seisena:     cv("01.IV.1.A.e", 269, "la posible ganancia supone cinco veces la apuesta"),
		Columna:     cv("01.IV.1.A.f", 271, "ascendiendo la posible ganancia a dos veces la cantidad apostada"),
		Docena:      cv("01.IV.1.A.g", 273, "la posible ganancia asciende a dos veces la cantidad apostada"),
		DosColumnas: cv("01.IV.1.A.h", 275, "la ganancia asciende a la mitad de la postura"),
		DosDocenas:  cv("01.IV.1.A.i", 277, "la ganancia asciende a la mitad de la postura"),
	}
	cvLim := func(line int, q string) rules.Citation { return cv("01.IV.2.A.b", line, q) }
	cvMax := map[string][]int{"simple": {360, 540}, Pleno: {20, 30}, Caballo: {40, 60}, Transversal: {60, 90}, Cuadro: {80, 120}, Seisena: {120, 180}, Columna: {240, 360}, DosColumnas: {480, 720}}
	cvMaxCite := map[string]rules.Citation{
		"simple": cv("01.IV.2.A.a", 407, "el máximo representa 360 o 540 la cantidad fijada como mínimo"),
		Pleno:    cvLim(411, "En el pleno o número completo, por 20 o 30 veces"), Caballo: cvLim(411, "en la pareja o caballo, por 40 o 60 veces"),
		Transversal: cvLim(411, "en la fila transversal, por 60 o 90 veces"), Cuadro: cvLim(411, "en el cuadro, por 80 o 120 veces"),
		Seisena: cvLim(411, "en la seisena, por 120 o 180 veces"), Columna: cvLim(411, "en la columna y docena, por 240 o 360 veces"),
		DosColumnas: cvLim(411, "en la doble columna y doble docena, por 480 o 720 veces"),
	}
	cvBets := func(maxCite map[string]rules.Citation, simpleMax []int) map[string]BetSpec {
		out := map[string]BetSpec{}
		for t, s := range bets77(cvMax, maxCite) {
			if c, ok := cvPay[t]; ok {
				s.PayoutCite = c
			} else {
				s.PayoutCite = cv("01.IV.1.C", 353, "La ganancia asciende al valor de la cantidad apostada.")
			}
			if Simple(t) {
				s.Max = simpleMax
			}
			out[t] = s
		}
		// Announced bets: each chip pays at its combination's rate; the
		// limits of each chip's combination apply (switch announced-limits).
		for t, line := range map[string]int{VecinosDelCero: 281, TercioDelCilindro: 325, Huerfanos: 331, JuegoAlCero: 339} {
			quote := map[string]string{VecinosDelCero: "Serie Grande o serie 0/2/3 o Vecinos del Cero", TercioDelCilindro: "Serie Pequeña o serie 5/8 o Tercio del Cilindro", Huerfanos: "c) Huérfanos.", JuegoAlCero: "d) Juego al cero."}[t]
			out[t] = BetSpec{PayoutCite: cv("01.IV.1.B", line, quote)}
		}
		return out
	}
	put(&Params{
		Instrument: rules.CV2003, Game: French, Bets: cvBets(cvMaxCite, []int{360, 540}), Tiers: 2, Zero: HalfOrPrison,
		LastSpinMaxZeros: 2, ZeroCombosInText: true,
		Crews: map[string]Crew{
			DosPanos: {"jefe-mesa": 1, "croupier": 4, "extremo-mesa": 1},
			UnPano:   {"jefe-mesa": 1, "croupier": 2},
		},
	})
	amCV := map[string]rules.Citation{"simple": cv("02.V.a", 543, "el máximo representa 180 o 360 veces la cantidad fijada como mínimo")}
	for k, v := range cvMaxCite {
		if k != "simple" {
			amCV[k] = cv("02.V.b", 579, map[string]string{
				Pleno: "En el pleno o número completo, por 20 o 30 veces", Caballo: "en la pareja o caballo, por 40 o 60 veces",
				Transversal: "en la fila transversal, por 60 o 90 veces", Cuadro: "en el cuadro, por 80 o 120 veces",
				Seisena: "en la seisena, por 120 o 180 veces", Columna: "en la columna y en la columna o docena, por 240 o 360 veces",
				DosColumnas: "y en la doble columna y en la doble docena, por 480 o 720 veces",
			}[k])
			_ = v
		}
	}
	put(&Params{
		Instrument: rules.CV2003, Game: American, Bets: cvBets(amCV, []int{180, 360}), Tiers: 2, Zero: HalfLost,
		ZeroCombosInText: true,
		Crews:            map[string]Crew{"": {"jefe-mesa": 1, "croupier": 1}},
		JefeMaxTables:    2,
	})
}
