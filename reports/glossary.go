package reports

// glossaryEntry is a Spanish term of the game and what it means, for the
// English edition's annex. The terms stay in Spanish in the English report
// wherever they name a bet, a role or a quoted rule, because that is how the
// regulation and the logs name them.
type glossaryEntry struct {
	Term    string
	Meaning string
}

// glossaryEN is sorted by term as a Spanish reader would look it up.
var glossaryEN = []glossaryEntry{
	{"apuesta", "Bet: the chips a player places on the layout for one spin or hand."},
	{"apuesta mínima / máxima", "Table limits: the smallest and largest stake allowed per bet, set for each table (and, for the maximum, per type of bet)."},
	{"banca", "Bank: in punto y banca, the hand dealt second (B=) and the bet on it; a winning banca bet is paid 1:1 less the 5% deduction (comisión) for the house."},
	{"black-jack / veintiuno", "Black-jack: the card game against the house whose aim is 21 or the nearest total below; also the two-card 21 (an ace and a ten-value card), paid 3 to 2."},
	{"bola", "Ball: launched by the croupier in the direction opposite to the wheel's rotation."},
	{"caballo", "Split: a bet on two adjacent numbers, placed on the line between them; pays 17 to 1."},
	{"cambista", "Changer: the employee who changes cash into chips at the table."},
	{"carta de corte (carta roja)", "Cut card (the red card): placed in the shoe to leave a reserve of cards unplayed; when it comes out, the round in progress is the last of the shoe."},
	{"casilla / plaza", "Box: a betting position on the black-jack layout, numbered from the croupier's left; the seated player in front of it controls its hand."},
	{"Catálogo de Juegos", "The official catalogue of authorised casino games and their rules, approved by Orden of the Ministry (national) or by each region's own instrument."},
	{"cero", "Zero: the green number. With the zero, simple chances are neither won nor lost outright (see prisión)."},
	{"cilindro", "Wheel: the rotating cylinder with the 37 numbered pockets; its direction alternates from spin to spin."},
	{"columna", "Column: a bet on the twelve numbers of one vertical column of the layout; pays 2 to 1."},
	{"comisión / deducción", "Commission: the house's 5% deduction from the winnings of banca bets in punto y banca."},
	{"croupier / crupier", "Croupier (dealer): the employee who spins the wheel, launches the ball, announces the result, collects losing bets and pays winners."},
	{"cuadro", "Corner (square): a bet on four numbers that meet at one point of the layout; pays 8 to 1."},
	{"doblar", "Double: in black-jack, adding a stake equal to the first one on a two-card total the rules allow, for exactly one more card."},
	{"docena", "Dozen: a bet on 1–12, 13–24 or 25–36; pays 2 to 1."},
	{"dos docenas / dos columnas", "Two dozens or two columns: a bet on 24 numbers, placed on the line between them; pays 1 to 2 (half the stake)."},
	{"empate / igualdad", "Tie: punto and banca with the same total; where the text allows a tie bet it pays 8 to 1, and punto and banca bets are void."},
	{"extremo de mesa", "End croupier: the croupier who runs one end of the layout, places and pays the bets of that end."},
	{"falta / pasa", "Low / high: simple chances on 1–18 (falta, manque) or 19–36 (pasa, passe)."},
	{"jefe de mesa", "Table inspector (pit boss): the employee in charge of the table, who supervises the game and settles disputes; may cover several contiguous tables where the rules allow."},
	{"jugada", "Round: one spin of the wheel, or one hand (coup) of a card game, with its bets and their settlement."},
	{"mesa", "Table: one gaming table of the casino, identified in the logs by its table id."},
	{"mini / midi", "Reduced punto y banca tables: mini (up to 7 seated players, black-jack-size) and midi (up to 9), with no standing players and one croupier who deals."},
	{"natural", "Natural: in punto y banca, a two-card total of 8 or 9; the coup ends with no third card."},
	{"no va más", "“No more bets”: the croupier's call shortly before the ball falls; no bet may be placed, changed or withdrawn after it."},
	{"paño", "Layout: the cloth with the numbers and the bet areas. A table may have one layout (un paño) or two (dos paños), with different crew requirements."},
	{"par / impar", "Even / odd: simple chances."},
	{"pares / separar", "Split: in black-jack, dividing two cards of equal value into two hands, with a second stake equal to the first."},
	{"pleno", "Straight up: a bet on a single number, zero included; pays 35 to 1."},
	{"postura", "Stake: the amount of a bet."},
	{"prisión", "Prison (en prison): when the zero comes out, a simple-chance bet may be held for the next spin instead of losing half; if it then wins it is freed without winnings, if it loses it is lost."},
	{"punto", "Player: in punto y banca, the hand dealt first (P=) and the bet on it, paid 1:1."},
	{"punto y banca", "Punto banco (baccarat): the house-banked baccarat game in which every player bets on punto, banca or (where allowed) the tie, and the drawing follows fixed rules."},
	{"quemar cartas", "Burning cards: setting aside cards at the top of a new shoe before play (five in black-jack; in punto y banca as many as the first card's value)."},
	{"retiro", "Surrender (Castilla y León): a black-jack player gives up the hand and half the stake, never against the croupier's ace and only before the first third card."},
	{"rojo / negro", "Red / black: simple chances."},
	{"ruleta americana con un solo cero", "American roulette with a single zero: the American layout and procedure with a 37-pocket wheel."},
	{"ruleta francesa", "French roulette: single-zero roulette with the French layout, simple chances and the prisión rule."},
	{"sabot / distribuidor", "Shoe: the box from which the cards are dealt one at a time; numbered, and assigned to tables at the start of each session."},
	{"seguro", "Insurance: a black-jack side stake of at most half the initial stake, against the croupier's ace, paid 2 to 1 if he makes black-jack."},
	{"seisena", "Six line (transversal simple): a bet on the six numbers of two adjacent rows; pays 5 to 1."},
	{"sesión", "Session: a table's period of play from opening to closing, as recorded in the logs."},
	{"subjefe de mesa", "Deputy table inspector: assists or stands in for the jefe de mesa."},
	{"suertes sencillas", "Simple (even-money) chances: rojo/negro, par/impar, falta/pasa; pay 1 to 1."},
	{"tablero de la banca", "Bank's tableau: the table saying when banca draws a third card, by its total and punto's third card; lost from the national texts (a figure), printed in the Valencian one."},
	{"talla", "Shoe (deal): all the rounds dealt from one shoe, from the shuffle to the cut card."},
	{"tirada nula", "Void spin: a spin that does not count (ball launched wrongly, a chip fallen into the wheel, ball jumping out); no bet is settled on it and it is spun again."},
	{"transversal", "Street (transversal plena): a bet on the three numbers of one row; pays 11 to 1."},
	{"vecinos del cero, tercio del cilindro, huérfanos, juego al cero", "Announced bets (Comunitat Valenciana): bets called on sectors of the wheel rather than placed on the layout — neighbours of zero, third of the wheel (tiers), orphans and the zero game — each made of several split and straight-up bets."},
}
