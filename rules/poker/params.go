package poker

import "github.com/veedor/veedor/rules"

func cyl(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CyL2008, section, line, quote)
}

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

// Pay is one cell of a pay table: the class, what it pays (times the bet,
// the stake handed back besides) and the line that says so.
type Pay struct {
	Class Class
	Times int64
	Cite  rules.Citation
}

// SecondBet is the pay table of the second bet of póquer sin descarte, the
// same in both texts: 100, 25, 20, 7, 5, 4, 3, 2, 1 and 1 (cartas mayores).
var SecondBet = map[string][]Pay{
	rules.CyL2008: {
		{RoyalFlush, 100, cyl("10.1.IV.1 a)", 291, "Se paga 100 veces la apuesta")},
		{StraightFlush, 25, cyl("10.1.IV.1 b)", 293, "Se paga 25 veces la apuesta")},
		{Quads, 20, cyl("10.1.IV.1 c)", 295, "Se paga 20 veces la apuesta")},
		{FullHouse, 7, cyl("10.1.IV.1 d)", 297, "Se paga 7 veces la apuesta")},
		{Flush, 5, cyl("10.1.IV.1 e)", 299, "Se paga 5 veces la apuesta")},
		{Straight, 4, cyl("10.1.IV.1 f)", 301, "Se paga 4 veces la apuesta")},
		{Trips, 3, cyl("10.1.IV.1 g)", 303, "Se paga 3 veces la apuesta")},
		{TwoPair, 2, cyl("10.1.IV.1 h)", 305, "Se paga 2 veces la apuesta")},
		{Pair, 1, cyl("10.1.IV.1 i)", 307, "Se paga una vez la apuesta")},
		{HighCard, 1, cyl("10.1.IV.1 j)", 309, "Se paga una vez la apuesta")},
	},
	rules.CV2003: {
		{RoyalFlush, 100, cv("11.V.1 a)", 2467, "Se paga 100 veces la apuesta")},
		{StraightFlush, 25, cv("11.V.1 b)", 2469, "Se paga 25 veces la apuesta")},
		{Quads, 20, cv("11.V.1 c)", 2471, "Se paga 20 veces la apuesta")},
		{FullHouse, 7, cv("11.V.1 d)", 2473, "Se paga 7 veces la apuesta")},
		{Flush, 5, cv("11.V.1 e)", 2475, "Se paga 5 veces la apuesta")},
		{Straight, 4, cv("11.V.1 f)", 2477, "Se paga 4 veces la apuesta")},
		{Trips, 3, cv("11.V.1 g)", 2479, "Se paga 3 veces la apuesta")},
		{TwoPair, 2, cv("11.V.1 h)", 2481, "Se paga 2 veces la apuesta")},
		{Pair, 1, cv("11.V.1 i)", 2483, "Se paga una vez la apuesta")},
		{HighCard, 1, cv("11.V.1 j)", 2485, "Se paga una vez la apuesta")},
	},
}

// TrijokerPays is the trijoker table, paid on each bet still in play (CyL
// L429–L445): a pair below jacks pays nothing.
var TrijokerPays = []Pay{
	{RoyalFlush, 500, cyl("10.2.IV.1 a)", 429, "Se paga 500 veces la apuesta")},
	{StraightFlush, 200, cyl("10.2.IV.1 b)", 431, "Se paga 200 veces la apuesta")},
	{Quads, 50, cyl("10.2.IV.1 c)", 433, "Se paga 50 veces la apuesta")},
	{FullHouse, 11, cyl("10.2.IV.1 d)", 435, "Se paga 11 veces la apuesta")},
	{Flush, 8, cyl("10.2.IV.1 e)", 437, "Se paga ocho veces la apuesta")},
	{Straight, 5, cyl("10.2.IV.1 f)", 439, "Se paga cinco veces la apuesta")},
	{Trips, 3, cyl("10.2.IV.1 g)", 441, "Se paga tres veces la apuesta")},
	{TwoPair, 2, cyl("10.2.IV.1 h)", 443, "Se paga dos veces la apuesta")},
	{Pair, 1, cyl("10.2.IV.1 i)", 445, "Se paga una vez la apuesta")},
}

// Insurance is the seguro table of Castilla y León (L361–L367), times «la
// cantidad única estipulada».
var Insurance = []Pay{
	{RoyalFlush, 2000, cyl("10.1.V.1 d)", 367, "Escalera real: 2.000 veces la cantidad única estipulada")},
	{StraightFlush, 1000, cyl("10.1.V.1 c)", 365, "Escalera de color: 1.000 veces la cantidad única estipulada")},
	{Quads, 300, cyl("10.1.V.1 b)", 363, "Póquer: 300 veces la cantidad única estipulada")},
	{FullHouse, 100, cyl("10.1.V.1 a)", 361, "Full: 100 veces la cantidad única estipulada")},
}

// Progressive is the part of the Castilla y León progresivo paid at a fixed
// multiple of the bet (L387–L391); the higher hands take a share of the pot
// (PotShare).
var Progressive = []Pay{
	{FullHouse, 120, cyl("10.1.V.2 d)", 387, "Full: Obtiene 120 veces el valor de la apuesta")},
	{Flush, 60, cyl("10.1.V.2 e)", 389, "Color: Obtiene 60 veces el valor de la apuesta")},
	{Straight, 30, cyl("10.1.V.2 f)", 391, "Escalera: Obtiene 30 veces el valor de la apuesta")},
}

// PotShare is the percentage of the accumulated pot a hand takes in Castilla
// y León (L381–L385).
var PotShare = []Pay{
	{RoyalFlush, 100, cyl("10.1.V.2 a)", 381, "Escalera real: Obtiene el acumulado de todas las mesas")},
	{StraightFlush, 10, cyl("10.1.V.2 b)", 383, "Escalera de color: Obtiene el 10% del acumulado")},
	{Quads, 5, cyl("10.1.V.2 c)", 385, "Poker: Obtiene el 5% del acumulado")},
}

// Carrusel is the Valencian minimum pay table of the carrusel (L2635–L2641),
// times the carrusel stake: a prize below it is the breach.
var Carrusel = []Pay{
	{RoyalFlush, 12000, cv("11.V.5", 2637, "12.000 veces la postura.")},
	{StraightFlush, 2000, cv("11.V.5", 2638, "2.000 veces la postura.")},
	{Quads, 400, cv("11.V.5", 2639, "400 veces la postura.")},
	{FullHouse, 100, cv("11.V.5", 2640, "100 veces la postura.")},
	{Flush, 60, cv("11.V.5", 2641, "60 veces la postura.")},
}

// PayFor finds class in a table; false when the class pays nothing there.
func PayFor(table []Pay, c Class) (Pay, bool) {
	for _, p := range table {
		if p.Class == c {
			return p, true
		}
	}
	return Pay{}, false
}

// Limits of póquer sin descarte per instrument.
type Limits struct {
	// MaxMultiples are the multiples of the minimum the ante's maximum may
	// be (CyL 10, 20 or 25; CV 10, 20, 25 or 30).
	MaxMultiples []int64
	MaxCite      rules.Citation
	// BetsPerBox is the most bets on one box (CyL 3, CV 4).
	BetsPerBox     int
	BetsPerBoxCite rules.Citation
	// Boxes is the most boxes (seated players) a table has: seven.
	Boxes     int
	BoxesCite rules.Citation
}

// SDLimits are the limits of póquer sin descarte under each text.
var SDLimits = map[string]Limits{
	rules.CyL2008: {
		MaxMultiples: []int64{10, 20, 25}, MaxCite: cyl("10.1.IV.2", 331, "Debe tener como límite máximo el de 10, 20 ó 25 veces el límite mínimo"),
		BetsPerBox: 3, BetsPerBoxCite: cyl("10.1.III", 281, "El número máximo de apuestas por casilla no será superior a tres."),
		Boxes: 7, BoxesCite: cyl("10.1.III", 277, "debe coincidir con el número de plazas de apuestas marcadas en el tapete, hasta un máximo de siete"),
	},
	rules.CV2003: {
		MaxMultiples: []int64{10, 20, 25, 30}, MaxCite: cv("11.V.3", 2555, "El máximo de apuesta por casilla tendrá como límite el de 10, 20, 25 o 30 veces el mínimo operativo en la mesa."),
		BetsPerBox: 4, BetsPerBoxCite: cv("11.IV.2", 2457, "El número máximo de apuestas por casilla no será superior a cuatro."),
		Boxes: 7, BoxesCite: cv("11.IV.1", 2455, "debe coincidir con el número de plazas de apuestas marcadas en el tapete, hasta un máximo de siete"),
	},
}

// TrijokerMaxMultiple: the initial bet's maximum is 30 times the minimum (CyL L453).
const TrijokerMaxMultiple = 30

// Seats is the most seated players (boxes) at any póquer de contrapartida table.
const Seats = 7
