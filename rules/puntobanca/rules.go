package puntobanca

import "github.com/veedor/veedor/rules"

// Shorthands for the tables below.
var (
	t   = rules.T
	own = rules.Own
	ref = rules.Ref
)

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}

func c84(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1984, section, line, quote)
}

func cyl(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CyL2008, section, line, quote)
}

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Notes for bases that rest on another text than the instrument in force.
var (
	// note79: the 1979 Orden governs national sessions from 20 Nov 1979 to
	// 10 Feb 1984, but the seed holds only its roulette section.
	note79 = rules.Text{
		ES: "El texto de 1979 disponible no contiene el punto y banca; se aplica como referencia el texto de 1977 (o, donde se indica, el de 1979 modificado en 1984).",
		EN: "The available 1979 text does not contain punto y banca; the 1977 text stands in as a reference (or, where stated, the 1979 text as modified in 1984).",
	}
	// note79Both: where the 1977 and 1984 texts differ, the 1979 reading is
	// a switch (pb-1979-text).
	note79Both = rules.Text{
		ES: "El texto de 1979 disponible no contiene el punto y banca y los textos de 1977 y de 1984 difieren aquí: por defecto sólo se exige lo que ambos comparten (supuesto pb-1979-text).",
		EN: "The available 1979 text does not contain punto y banca and the 1977 and 1984 texts differ here: by default only what both share is required (switch pb-1979-text).",
	}
	noteCyL = rules.Text{
		ES: "El Decreto 2/2008 sólo redefine los elementos materiales y personales, los límites y la regla IV.1; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		EN: "Decreto 2/2008 redefines only the material and personal elements, the limits and rule IV.1; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.",
	}
	noteLate79 = rules.Text{
		ES: "El texto de 1979 disponible no contiene el punto y banca y el de 1977 no tiene el «no va más» (la orden es «cartas»); se aplica como referencia el texto de 1979 modificado en 1984.",
		EN: "The available 1979 text does not contain punto y banca and the 1977 one has no «no va más» (the call is «cartas»); the 1979 text as modified in 1984 stands in as a reference.",
	}
	noteLateCyL = rules.Text{
		ES: "El Decreto 2/2008 no redefine el desarrollo del juego, el Decreto 44/2001 no está disponible y el texto nacional de 1977 no tiene el «no va más»; el texto nacional de 1984 sirve de referencia, no de norma regional.",
		EN: "Decreto 2/2008 does not redefine the course of play, Decreto 44/2001 is not available and the national 1977 text has no «no va más»; the national 1984 text stands in as a reference, not regional law.",
	}
	noteTableauES = rules.Text{
		ES: "El texto nacional anuncia el cuadro de la banca pero la figura se perdió; se aplica el cuadro que imprime el texto valenciano (CV 2003 L1179–L1188): el hallazgo descansa en un cuadro reconstruido.",
		EN: "The national text announces the bank's table but the figure is lost; the table printed in the Valencian text (CV 2003 L1179–L1188) is applied: the finding rests on a reconstructed table.",
	}
	noteTableauCyL = rules.Text{
		ES: "El Decreto 2/2008 no redefine las reglas de la tercera carta, el Decreto 44/2001 no está disponible y los textos nacionales perdieron la figura del cuadro; se aplica el cuadro que imprime el texto valenciano (CV 2003 L1179–L1188): el hallazgo descansa en un cuadro reconstruido.",
		EN: "Decreto 2/2008 does not redefine the third-card rules, Decreto 44/2001 is not available and the national texts lost the table's figure; the table printed in the Valencian text (CV 2003 L1179–L1188) is applied: the finding rests on a reconstructed table.",
	}
)

// Citations shared by several rules.
var (
	burn77      = c77("07.VII", 298, "El valor de aquélla determinará el número de cartas que serán inutilizadas")
	burn77b     = c77("07.VII", 298, "el valor de las figuras y los dieces será de diez puntos")
	cut77       = c77("07.VII", 297, "cuidando de que por debajo de ella queden siete cartas")
	after77     = c77("07.VII", 297, "no se podrá realizar ninguna jugada más, salvo la que se esté llevando a cabo en ese momento")
	deal77      = c77("07.VII", 299, "La primera y tercera cartas que corresponde a la mano del jugador")
	tie77       = c77("07.VI.1", 289, "En caso de empate, la jugada será considerada nula y las apuestas podrán ser retiradas")
	win77       = c77("07.VII", 301, "anunciará la mano con la más alta puntuación, que será la ganadora")
	bets77      = c77("07.I", 263, "apostar tanto a favor de la banca como contra ella")
	comm77      = c77("07.V", 286, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")
	min77       = c77("07.V", 287, "no pudiendo en ningún caso ser inferior al mínimo autorizado")
	max77       = c77("07.V", 287, "El máximo de las apuestas será fijado para cada mesa en 50 o 100 veces el mínimo")
	crew77      = c77("07.III", 273, "Cada mesa de juego tendrá afectos un jefe de mesa, dos «croupiers» y un cambista.")
	seat77      = c77("07.IV", 282, "Sólo podrán participar en el juego los jugadores sentados frente a los departamentos numerados")
	num77       = c77("07.II.3", 270, "numerados a partir de la derecha del jefe de mesa, que llevará el número uno")
	pass77      = c77("07.IV", 284, "Se perderá el derecho a distribuir las cartas cuando la banca pierda la jugada")
	turn77      = c77("07.IV", 283, "Si algún jugador no quiere realizar la distribución, el «sabot» pasará al que está situado a su derecha")
	dir77       = c77("07.III.1", 275, "Le corresponde la dirección del juego en todas sus fases")
	multiple84  = c84("07.V", 60, "pudiendo determinar la Dirección del Casino que las apuestas sean múltiplos del mínimo de la mesa")
	multipleCyL = cyl("06.III", 237, "pudiendo determinar la dirección del casino que las apuestas sean múltiplos del mínimo de la mesa")
	multipleCV  = cv("06.V", 1151, "pudiendo determinar la Dirección del Casino que las apuestas sean múltiplos del mínimo de la mesa")
	nmb84       = c84("07.VII", 88, "La orden del «croupier», «no va más» y a continuación «cartas»")

	crew84 = c84("07.III", 32, "Cada mesa de juego tendrá afectos un jefe de mesa y dos o tres «croupiers».")
	seat84 = c84("07.IV", 48, "a opción de la Dirección del Casino, aquellos jugadores que permanezcan de pie")
	num84  = c84("07.II.3", 26, "numerados a partir de la derecha del jefe de mesa, que llevará el número uno")

	tieCapCyL = cyl("06.IV.1", 243, "Las apuestas sobre el “empate” no podrán ser superiores al 10% del máximo de la mesa.")
	redCyL    = cyl("06.II", 211, "para un número de jugadores sentados igual o inferior a siete, y tipo “midi” para un número de jugadores igual e inferior a nueve")
	standCyL  = cyl("06.II", 211, "En estas mesas no podrán participar jugadores de pie")
	crewCyL   = cyl("06.III", 217, "Cada mesa de juego tendrá afectos un jefe de mesa y tres crupieres")
	crewCyLr  = cyl("06.III", 217, "podrá reducirse el número de crupieres a uno para cada mesa")
	supCyL    = cyl("06.III", 217, "sin perjuicio de que las funciones de supervisión del jefe de mesa se lleve a cabo sobre cada una de las mesas")
	jefeCyL   = cyl("06.III", 217, "sin que el número total de mesas a su cargo pueda exceder de tres en la modalidad de nueve jugadores y de cuatro en su modalidad de siete")

	jefeCV  = cv("06.III.1", 1129, "sin que el número total de mesas a su cargo pueda exceder de tres en la modalidad de 9 jugadores y de cuatro en su modalidad de 7 jugadores")
	jefeCV1 = cv("06.III.1", 1129, "En la modalitat de juego para 14 jugadores cada mesa de juego tendrá afecto un jefe de mesa")
	crewCV  = cv("06.III.2", 1133, "En la modalidad de juego para catorce jugadores cada mesa tendrá afectos tres crupiers")
	crewCVr = cv("06.III.2", 1135, "En las modalidades de juego en mesa reducida cada mesa tendrá afecto un único crupier")
	supCV   = cv("06.III.1", 1129, "sin perjuicio de que las funciones de supervisión se lleven a cabo sobre cada una de las mesas")
)

// tableauCites are the eight printed rows of the bank's table.
func tableauCites() []rules.Citation {
	out := make([]rules.Citation, 0, 8)
	for bank := 0; bank < 8; bank++ {
		out = append(out, TableauCite(bank))
	}
	return out
}

// Rules are the punto y banca checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Sabot con un número de barajas distinto del exigido", "Shoe with a number of decks other than required"),
		Doc: t("El sabot se compone de ocho barajas de 52 cartas en el texto de 1977 y de seis en el de 1984, en Castilla y León y en la Comunitat Valenciana (evento new-shoe, decks=N). De 1979 a 1984 (sin texto propio) se admiten por defecto las dos cifras (supuesto pb-1979-text).",
			"The shoe holds eight 52-card decks under the 1977 text and six under the 1984 text, in Castilla y León and in Valencia (new-shoe event, decks=N). From 1979 to 1984 (no text of its own) both counts are accepted by default (pb-1979-text)."),
		Assumptions: []string{"pb-1979-text"},
		Basis: []rules.Basis{
			own(rules.ES1977, Decks[rules.ES1977].Cite),
			ref(rules.ES1979, note79Both, Decks[rules.ES1977].Cite, Decks[rules.ES1984].Cite),
			own(rules.ES1984, Decks[rules.ES1984].Cite),
			own(rules.CyL2008, Decks[rules.CyL2008].Cite),
			own(rules.CV2003, Decks[rules.CV2003].Cite),
		},
	},
	{
		ID: RuleShoeCount, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta que aparece más veces de las que contiene el sabot", "Card appearing more often than the shoe holds it"),
		Doc: t("Cada carta está en el sabot tantas veces como barajas tiene; las quemadas, las repartidas y las halladas boca arriba se cuentan: una carta que sale más veces no puede venir de ese sabot.",
			"Each card is in the shoe as many times as it has decks; burnt, dealt and face-up cards are counted: a card that comes out more often cannot come from that shoe."),
		Basis: []rules.Basis{
			own(rules.ES1977, Decks[rules.ES1977].Cite),
			ref(rules.ES1979, note79Both, Decks[rules.ES1977].Cite, Decks[rules.ES1984].Cite),
			own(rules.ES1984, Decks[rules.ES1984].Cite),
			own(rules.CyL2008, Decks[rules.CyL2008].Cite),
			own(rules.CV2003, Decks[rules.CV2003].Cite),
		},
	},
	{
		ID: RuleBurn, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Cartas quemadas distintas del valor de la primera carta", "Burnt cards not as many as the first card's value"),
		Doc: t("Tras el corte se descubre una primera carta; su valor (el as uno, las figuras y los dieces diez) es el número de cartas que se inutilizan. Si la carta descubierta cuenta en ese número es un supuesto (pb-burn-count).",
			"After the cut a first card is turned over; its value (ace one, figures and tens ten) is the number of cards put out of play. Whether the turned card counts in that number is a switch (pb-burn-count)."),
		Assumptions: []string{"pb-burn-count"},
		Basis: []rules.Basis{
			own(rules.ES1977, burn77, burn77b),
			ref(rules.ES1979, note79, burn77, burn77b),
			own(rules.ES1984, c84("07.VII", 86, "El valor de aquélla determinará, el número de cartas que serán inutilizadas"), c84("07.VII", 86, "el valor de las figuras y los dieces será de diez puntos")),
			ref(rules.CyL2008, noteCyL, burn77, burn77b),
			own(rules.CV2003, cv("06.VII", 1208, "El valor de aquella determinará el número de cartas que serán inutilizadas"), cv("06.VII", 1208, "el valor de las figuras y los dieces será de diez puntos")),
		},
	},
	{
		ID: RuleCutCard, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Carta de corte sin siete cartas por debajo", "Cut card without seven cards below it"),
		Doc: t("La carta de detención se coloca dejando siete cartas por debajo (evento cut-card, reserve=N). Si basta con al menos siete es un supuesto (pb-cut-reserve).",
			"The stop card is placed with seven cards below it (cut-card event, reserve=N). Whether at least seven suffices is a switch (pb-cut-reserve)."),
		Assumptions: []string{"pb-cut-reserve"},
		Basis: []rules.Basis{
			own(rules.ES1977, cut77),
			ref(rules.ES1979, note79, cut77),
			own(rules.ES1984, c84("07.VII", 84, "cuidando de que por debajo de ella queden siete cartas")),
			ref(rules.CyL2008, noteCyL, cut77),
			own(rules.CV2003, cv("06.VII", 1206, "cuidando de que por debajo de ella queden siete cartas")),
		},
	},
	{
		ID: RuleAfterCut, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Jugada iniciada después de salir la carta de corte", "Round begun after the cut card came out"),
		Doc: t("La aparición de la carta de detención pone fin a la partida: sólo se termina la jugada en curso. Una jugada del mismo sabot posterior a la del evento cut-card-out es una infracción.",
			"The stop card ends the shoe: only the round in progress is finished. A round of the same shoe after the one of the cut-card-out event is a breach."),
		Basis: []rules.Basis{
			own(rules.ES1977, after77),
			ref(rules.ES1979, note79, after77),
			own(rules.ES1984, c84("07.VII", 84, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a cabo en ese momento")),
			ref(rules.CyL2008, noteCyL, after77),
			own(rules.CV2003, cv("06.VII", 1206, "no se podrá realizar ninguna jugada más, salvo la que se esté llevando a cabo en ese momento")),
		},
	},
	{
		ID: RuleDealOrder, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Orden de reparto distinto de punto, banca, punto, banca", "Dealing order other than punto, banca, punto, banca"),
		Doc: t("La primera y la tercera carta van al punto, la segunda y la cuarta a la banca; después la tercera carta del punto y la de la banca. Se comprueba con rounds.dealt (orden de salida del sabot), que además debe contener exactamente las cartas de las manos.",
			"The first and third cards go to punto, the second and fourth to banca; then punto's third card and banca's. Checked from rounds.dealt (the order the cards left the shoe), which must also hold exactly the hands' cards."),
		Basis: []rules.Basis{
			own(rules.ES1977, deal77),
			ref(rules.ES1979, note79, deal77),
			own(rules.ES1984, c84("07.VII", 88, "La primera y tercera cartas que corresponden a la «mano» del jugador")),
			// Reduced tables: the 2008 text; the standard table: 1977 as reference.
			ref(rules.CyL2008, noteCyL, cyl("06.III", 225, "la primera y la tercera para punto y la segunda y la cuarta para banca"), deal77),
			own(rules.CV2003, cv("06.VII", 1210, "La primera y tercera cartas que corresponden a la “mano” del jugador"), cv("06.III.2", 1135, "siendo la primera y la tercera para Punto y la segunda y la cuarta para Banca")),
		},
	},
	{
		ID: RuleNatural, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta tras un ocho o nueve natural", "Third card after a natural eight or nine"),
		Doc: t("Si una de las manos suma 8 o 9 con sus dos primeras cartas, la jugada termina: ninguna mano recibe tercera carta.",
			"If either hand totals 8 or 9 on its first two cards the round ends: neither hand takes a third card."),
		Basis: []rules.Basis{
			own(rules.ES1977, Natural[rules.ES1977]),
			ref(rules.ES1979, note79, Natural[rules.ES1977]),
			own(rules.ES1984, Natural[rules.ES1984]),
			own(rules.CyL2008, cyl("06.IV.1", 245, "si la puntuación de alguna de éstas es 8 ó 9, el juego se da por finalizado, no pudiendo la otra “mano” solicitar una tercera carta")),
			own(rules.CV2003, Natural[rules.CV2003]),
		},
	},
	{
		ID: RulePlayerDraw, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta del punto contra la regla (pide con 0–5, se planta con 6–7)", "Punto's third card against the rule (draws on 0–5, stands on 6–7)"),
		Doc: t("Sin natural, la mano del punto pide carta con 0 a 5 y se planta con 6 o 7, sin opción.",
			"Without a natural, punto's hand draws on 0 to 5 and stands on 6 or 7, without option."),
		Basis: []rules.Basis{
			own(rules.ES1977, PlayerDraws[rules.ES1977], PlayerStands[rules.ES1977]),
			ref(rules.ES1979, note79, PlayerDraws[rules.ES1977], PlayerStands[rules.ES1977]),
			own(rules.ES1984, PlayerDraws[rules.ES1984], PlayerStands[rules.ES1984]),
			ref(rules.CyL2008, noteCyL, PlayerDraws[rules.ES1977], PlayerStands[rules.ES1977]),
			own(rules.CV2003, PlayerDraws[rules.CV2003], PlayerStands[rules.CV2003]),
		},
	},
	{
		ID: RuleTableau, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta de la banca contra el cuadro", "Banca's third card against the bank's table"),
		Doc: t("Sin natural, la banca pide o se planta según su puntuación y la tercera carta del punto (o que el punto se plantó), como dice el cuadro. Sólo el texto valenciano lo imprime; en las sesiones nacionales y de Castilla y León el hallazgo se marca como basado en un cuadro reconstruido.",
			"Without a natural, banca draws or stands by its total and punto's third card (or punto standing), as the table says. Only the Valencian text prints it; in national and Castilla y León sessions the finding is marked as resting on a reconstructed table."),
		Basis: []rules.Basis{
			ref(rules.ES1977, noteTableauES, append(tableauCites(), TableauLost[rules.ES1977])...),
			ref(rules.ES1979, noteTableauES, append(tableauCites(), TableauLost[rules.ES1977])...),
			ref(rules.ES1984, noteTableauES, append(tableauCites(), TableauLost[rules.ES1984])...),
			ref(rules.CyL2008, noteTableauCyL, append(tableauCites(), TableauLost[rules.ES1977])...),
			own(rules.CV2003, tableauCites()...),
		},
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Liquidación distinta de la que corresponde al resultado", "Settlement differs from what the result requires"),
		Doc: t("Gana la mano de 9 o más próxima a 9. El pago 1 a 1 del punto y de la banca (antes de la deducción del 5 %) no está escrito: se deduce de los textos (se apuesta a favor o en contra de la banca, la deducción se hace «de las apuestas ganadoras» y el empate, que sí tiene su pago, es la única apuesta con otro). En el empate las apuestas a punto y banca quedan nulas y pueden retirarse; si se dejan en la mesa, se liquidan en la jugada que las decide (settled_round), y todas las intermedias deben ser empates o nulas. El empate, donde existe, cobra 8 a 1 y nunca queda en la mesa; las perdedoras se retiran. Se señala la diferencia en euros.",
			"The hand at 9 or closest to 9 wins. That punto and banca are paid 1 to 1 (banca before the 5% deduction) is not written: it is implied by the texts (bets are for or against the bank, the deduction is taken «de las apuestas ganadoras», and the tie bet, whose payout is written, is the only one paid otherwise). On a tie punto and banca bets are void and may be withdrawn; left on the table, they are settled in the coup that decides them (settled_round), every round in between being a tie or void. The tie bet, where it exists, is paid 8 to 1 and never rides; losing bets are collected. The euro difference is reported."),
		Assumptions: []string{"pb-commission-base", "pb-commission-rounding"},
		Basis: []rules.Basis{
			own(rules.ES1977, win77, tie77, comm77),
			ref(rules.ES1979, note79, win77, tie77, comm77),
			own(rules.ES1984, c84("07.VII", 98, "anunciará la «mano» con la más alta puntuación, que será la ganadora"), c84("07.VI.1", 66, "En caso de empate, la jugada será considerada nula y las apuestas podrán ser retiradas"), c84("07.V", 56, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
			own(rules.CyL2008, cyl("06.IV.1", 243, "Ganará aquél cuya puntuación sea de nueve o esté más próxima a dicha cifra"), TieBet[rules.CyL2008], cyl("06.III", 235, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
			own(rules.CV2003, cv("06.VI.1", 1168, "Ganará aquel cuya puntuación sea de nueve o esté más próxima a dicha cifra"), TieBet[rules.CV2003], cv("06.V", 1149, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
		},
	},
	{
		ID: RuleCommission, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Deducción distinta del 5 % de la apuesta ganadora a banca", "Deduction other than 5% of the winning banca bet"),
		Doc: t("Sobre las apuestas ganadoras a banca se deduce el 5 % en beneficio del establecimiento; sobre ninguna otra (punto, empate, jugadas nulas, perdedoras). La base y el redondeo al céntimo son supuestos (pb-commission-base, pb-commission-rounding). Sin la columna commission la deducción no se comprueba aparte (la liquidación sí).",
			"Winning banca bets bear a 5% deduction for the house; no other bet does (punto, tie bets, void coups, losers). The base and the rounding to the cent are switches (pb-commission-base, pb-commission-rounding). Without the commission column the deduction is not checked apart (the settlement is)."),
		Assumptions: []string{"pb-commission-base", "pb-commission-rounding"},
		Basis: []rules.Basis{
			own(rules.ES1977, comm77),
			ref(rules.ES1979, note79, comm77),
			own(rules.ES1984, c84("07.V", 56, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
			own(rules.CyL2008, cyl("06.III", 235, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
			own(rules.CV2003, cv("06.V", 1149, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")),
		},
	},
	{
		ID: RuleBetType, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta distinta de punto, banca o empate", "Bet other than punto, banca or empate"),
		Doc: t("Se apuesta a favor de la banca o contra ella (punto) y, donde el texto la tiene, al empate. Cualquier otro tipo de apuesta no está en el Catálogo.",
			"Bets are for the bank or against it (punto) and, where the text has it, on a tie. Any other bet type is not in the Catálogo."),
		Basis: []rules.Basis{
			own(rules.ES1977, bets77),
			ref(rules.ES1979, note79, bets77),
			own(rules.ES1984, c84("07.I", 12, "apostar tanto a favor de la banca como contra ella")),
			own(rules.CyL2008, cyl("06.II", 209, "a favor de la banca, a favor de punto y a favor de la igualdad")),
			own(rules.CV2003, cv("06.I", 1055, "apostar tanto a favor de la banca como contra ella"), TieBet[rules.CV2003]),
		},
	},
	{
		ID: RuleTieBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta al empate no admitida o por encima de su tope", "Tie bet not allowed or over its cap"),
		Doc: t("Los textos nacionales no tienen apuesta al empate (el empate anula la jugada). En Castilla y León las apuestas al empate no pueden superar el 10 % del máximo de la mesa; si el tope es por apuesta o para el total de la mesa es un supuesto (cyl-pb-tie-cap).",
			"The national texts have no tie bet (a tie voids the coup). In Castilla y León tie bets may not exceed 10% of the table maximum; whether the cap is per bet or for the table's total is a switch (cyl-pb-tie-cap)."),
		Assumptions: []string{"cyl-pb-tie-cap"},
		Basis: []rules.Basis{
			own(rules.ES1977, bets77, tie77),
			ref(rules.ES1979, note79, bets77, tie77),
			own(rules.ES1984, c84("07.I", 12, "apostar tanto a favor de la banca como contra ella"), c84("07.VI.1", 66, "En caso de empate, la jugada será considerada nula y las apuestas podrán ser retiradas")),
			own(rules.CyL2008, tieCapCyL),
		},
	},
	{
		ID: RuleTableMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mínimo de la mesa inferior al autorizado", "Table minimum below the authorised one"),
		Doc: t("El mínimo puede variar por mesa pero nunca ser inferior al autorizado (sessions.authorized_min, cuando consta).",
			"The minimum may differ per table but never be below the authorised one (sessions.authorized_min, when recorded)."),
		Basis: []rules.Basis{
			own(rules.ES1977, min77),
			ref(rules.ES1979, note79, min77),
			own(rules.ES1984, c84("07.V", 58, "no pudiendo en ningún caso ser inferior al mínimo autorizado")),
			own(rules.CyL2008, cyl("06.III", 237, "no pudiendo en ningún caso ser inferior al mínimo que conste en la correspondiente autorización")),
			own(rules.CV2003, cv("06.V", 1151, "no pudiendo en ningún caso ser inferior al mínimo autorizado")),
		},
	},
	{
		ID: RuleTableMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Máximo de la mesa fuera de los múltiplos del mínimo que fija el texto", "Table maximum outside the multiples of the minimum the text sets"),
		Doc: t("El máximo se fija en 50 o 100 veces el mínimo (textos nacionales y valenciano) o entre 20 y 100 veces el mínimo (Castilla y León), al abrir y en cada cambio de límites.",
			"The maximum is set at 50 or 100 times the minimum (national and Valencian texts) or between 20 and 100 times the minimum (Castilla y León), at opening and at every limit change."),
		Basis: []rules.Basis{
			own(rules.ES1977, max77),
			ref(rules.ES1979, note79, max77),
			own(rules.ES1984, c84("07.V", 60, "El máximo de las apuestas será fijado para cada mesa en 50 ó 100 veces el mínimo")),
			own(rules.CyL2008, cyl("06.III", 237, "el máximo de las apuestas será fijado para cada mesa entre 20 y 100 veces el mínimo")),
			own(rules.CV2003, cv("06.V", 1151, "El máximo de las apuestas será fijado para cada mesa en 50 o 100 veces el mínimo")),
		},
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta inferior al mínimo de la mesa", "Stake below the table minimum"),
		Doc:   t("Ninguna postura puede ser inferior al mínimo de la mesa en vigor.", "No stake may be below the table minimum in force."),
		Basis: []rules.Basis{
			own(rules.ES1977, c77("07.V", 287, "El mínimo de las posturas podrá ser distinto para cada mesa")),
			ref(rules.ES1979, note79, c77("07.V", 287, "El mínimo de las posturas podrá ser distinto para cada mesa")),
			own(rules.ES1984, c84("07.V", 58, "El mínimo de las posturas podrá ser distinto para cada mesa")),
			own(rules.CyL2008, cyl("06.III", 237, "El mínimo de las posturas podrá ser distinto para cada mesa")),
			own(rules.CV2003, cv("06.V", 1151, "El mínimo de las posturas podrá ser distinto para cada mesa")),
		},
	},
	{
		ID: RuleStakeMax, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta superior al máximo de la mesa", "Stake above the table maximum"),
		Doc: t("Ninguna apuesta puede superar el máximo de la mesa en vigor; si el máximo es por apuesta o por departamento y mano es un supuesto (pb-limit-scope).",
			"No bet may exceed the table maximum in force; whether the maximum is per bet or per seat and hand is a switch (pb-limit-scope)."),
		Assumptions: []string{"pb-limit-scope"},
		Basis: []rules.Basis{
			own(rules.ES1977, max77),
			ref(rules.ES1979, note79, max77),
			own(rules.ES1984, c84("07.V", 60, "El máximo de las apuestas será fijado para cada mesa en 50 ó 100 veces el mínimo")),
			own(rules.CyL2008, cyl("06.III", 237, "el máximo de las apuestas será fijado para cada mesa entre 20 y 100 veces el mínimo")),
			own(rules.CV2003, cv("06.V", 1151, "El máximo de las apuestas será fijado para cada mesa en 50 o 100 veces el mínimo")),
		},
	},
	{
		ID: RuleStakeMultiple, Games: games, Kind: rules.Violation, Severity: rules.Low,
		Title: t("Apuesta que no es múltiplo del mínimo de la mesa", "Stake not a multiple of the table minimum"),
		Doc: t("Los textos de 1984, de Castilla y León y de la Comunitat Valenciana permiten que la dirección del casino determine que las apuestas sean múltiplos del mínimo de la mesa. El registro no dice si lo hizo: sólo con pb-stake-multiples=determined se señala cada postura que no es múltiplo del mínimo en vigor en su jugada. El texto de 1977 no lo prevé.",
			"The 1984, Castilla y León and Valencian texts let the casino's management decide that stakes be multiples of the table minimum. The log does not say whether it did: only under pb-stake-multiples=determined is each stake that is not a multiple of the minimum in force in its round reported. The 1977 text has no such provision."),
		Assumptions: []string{SwStakeMultiples},
		Basis: []rules.Basis{
			own(rules.ES1984, multiple84),
			own(rules.CyL2008, multipleCyL),
			own(rules.CV2003, multipleCV),
		},
	},
	{
		ID: RuleSeats, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta desde un puesto que la mesa no tiene", "Bet from a place the table does not have"),
		Doc: t("Los departamentos se numeran desde el 1 (el 13 puede suprimirse). Las mesas reducidas tienen como mucho 7 (mini) o 9 (midi) jugadores sentados y la valenciana normal 14. Los jugadores de pie no pueden apostar en 1977 ni en las mesas reducidas de Castilla y León; en los demás textos, a opción de la dirección.",
			"Seats are numbered from 1 (13 may be left out). Reduced tables seat at most 7 (mini) or 9 (midi) players and the Valencian standard table 14. Standing players may not bet under the 1977 text nor on Castilla y León's reduced tables; under the other texts, at the casino's option."),
		Assumptions: []string{"pb-1979-text", "cv-pb-reduced-seats"},
		Basis: []rules.Basis{
			own(rules.ES1977, seat77, num77),
			ref(rules.ES1979, note79Both, num77, seat77, seat84),
			own(rules.ES1984, num84),
			own(rules.CyL2008, redCyL, standCyL, cyl("06.II", 209, "numerados a partir de la derecha del jefe de mesa, que llevará el número uno")),
			own(rules.CV2003, cv("06.II.3", 1091, "para un número de jugadores sentados igual o inferior a nueve"), cv("06.II.3", 1069, "per a un nombre de jugadors asseguts igual o inferior a set"), jefeCV1, cv("06.II.3", 1091, "numerados a partir de la derecha del jefe de mesa, que llevará el número uno")),
		},
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Personal de mesa inferior al exigido", "Table crew below what is required"),
		Doc: t("1977: jefe de mesa, dos croupiers y un cambista. 1984: jefe de mesa y dos o tres croupiers. Castilla y León: jefe de mesa y tres crupieres, uno eximible (supuesto cyl-pb-crew-exemption); en mesas reducidas, un crupier y el jefe que las supervisa. Comunitat Valenciana: jefe de mesa y tres crupiers, uno eximible; en mesas reducidas un único crupier y el jefe que las supervisa.",
			"1977: jefe de mesa, two croupiers and a cambista. 1984: jefe de mesa and two or three croupiers. Castilla y León: jefe de mesa and three croupiers, one of whom may be exempted (switch cyl-pb-crew-exemption); on reduced tables, one croupier and the supervising jefe. Valencia: jefe de mesa and three croupiers, one exemptable; on reduced tables one croupier and the supervising jefe."),
		Assumptions: []string{"pb-1979-text", "cyl-pb-crew-exemption"},
		Basis: []rules.Basis{
			own(rules.ES1977, crew77),
			ref(rules.ES1979, note79Both, crew77, crew84),
			own(rules.ES1984, crew84),
			own(rules.CyL2008, crewCyL, crewCyLr, supCyL),
			own(rules.CV2003, jefeCV1, crewCV, crewCVr, supCV),
		},
	},
	{
		ID: RuleJefeTables, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Jefe de mesa a cargo de más mesas de las permitidas", "Jefe de mesa in charge of more tables than allowed"),
		Doc: t("Cada mesa normal tiene su propio jefe de mesa. En los textos nacionales no está escrito que un jefe no pueda llevar dos mesas a la vez: se infiere de que cada mesa «tendrá afectos un jefe de mesa» y de que a él «le corresponde la dirección del juego en todas sus fases» (un jefe por mesa normal a la vez). En Castilla y León y la Comunitat Valenciana el texto da el jefe a cada mesa normal; en mesas reducidas un jefe puede supervisar grupos de mesas contiguas y homogéneas: como mucho tres de nueve jugadores o cuatro de siete.",
			"Each standard table has its own jefe de mesa. The national texts do not say in words that a jefe may not run two tables at once: it is inferred from each table having «afectos un jefe de mesa» and from his being given «la dirección del juego en todas sus fases» (one jefe per standard table at a time). In Castilla y León and Valencia the text gives each standard table its jefe; on reduced tables a jefe may supervise groups of contiguous, homogeneous tables: at most three of nine players or four of seven."),
		Basis: []rules.Basis{
			own(rules.ES1977, crew77, dir77),
			ref(rules.ES1979, note79, crew77, dir77),
			own(rules.ES1984, crew84, c84("07.III.1", 36, "Le corresponde la dirección del juego en todas sus fases")),
			own(rules.CyL2008, jefeCyL, crewCyL),
			own(rules.CV2003, jefeCV, jefeCV1),
		},
	},
	{
		ID: RuleShoePass, Games: games, Kind: rules.Violation, Severity: rules.Low,
		Title: t("El sabot cambia de mano sin que la banca pierda, o no cambia tras perder", "Shoe changes hands without a banca loss, or stays after one"),
		Doc: t("El jugador que da cartas pierde el derecho cuando la banca pierde la jugada, y el sabot pasa al siguiente; puede también renunciar (reason=declined). En la Comunitat Valenciana la distribución puede hacerla el propio crupier (shoe-pass seat=croupier): mientras él tiene el sabot no hay pase que comprobar; en los demás textos el sabot sólo pasa entre los jugadores. Se comprueba donde el registro anota los eventos shoe-pass; en el empate, según el supuesto pb-shoe-tie.",
			"The player dealing loses the right when banca loses the coup and the shoe passes on; he may also decline (reason=declined). In Valencia the croupier may deal himself (shoe-pass seat=croupier): while he holds the shoe there is no pass to check; under the other texts the shoe passes only among the players. Checked where the log records shoe-pass events; on a tie, per the switch pb-shoe-tie."),
		Assumptions: []string{"pb-shoe-tie"},
		Basis: []rules.Basis{
			own(rules.ES1977, pass77, turn77),
			ref(rules.ES1979, note79, pass77, turn77),
			own(rules.ES1984, c84("07.IV", 52, "Se perderá el derecho a distribuir las cartas cuando la banca pierda la jugada"), c84("07.IV", 50, "Si algún jugador no quiere realizar la distribución, el «sabot» pasará al que esté situado a su derecha")),
			own(rules.CyL2008, cyl("06.III", 233, "Se perderá el derecho a distribuir las cartas cuando la banca pierda la jugada"), cyl("06.III", 231, "Si algún jugador no quiere realizar la distribución, el sabot pasará al que esté situado a su derecha")),
			own(rules.CV2003, cv("06.IV", 1145, "Se perderá el derecho a distribuir las cartas cuando la banca pierda la jugada"), cv("06.IV", 1143, "o bien podrá realizarse la distribución por el propio crupier")),
		},
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta colocada después del «no va más»", "Bet placed after «no va más»"),
		Doc: t("El croupier ordena «no va más» y a continuación «cartas»: las apuestas se hacen antes. Una apuesta cuyo placed_at es posterior a no_more_bets_at de su jugada es una infracción. El texto de 1977 no tiene el «no va más» en el punto y banca (la orden es sólo «cartas»): allí no se aplica; de 1979 a 1984 y en Castilla y León se toma como referencia el texto de 1984.",
			"The croupier calls «no va más» and then «cartas»: bets are made before. A bet whose placed_at is after its round's no_more_bets_at is a breach. The 1977 text has no «no va más» in punto y banca (the call is «cartas» alone): not applied there; from 1979 to 1984 and in Castilla y León the 1984 text stands in as a reference."),
		Basis: []rules.Basis{
			ref(rules.ES1979, noteLate79, nmb84),
			own(rules.ES1984, nmb84),
			ref(rules.CyL2008, noteLateCyL, nmb84),
			own(rules.CV2003, cv("06.VII", 1210, "El orden del crupier “no va más” y a continuación “cartas”")),
		},
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
