// Package cardroom holds the rules that span the card games banked by the
// casino (juegos de naipes de contrapartida): black-jack and punto y banca.
// They are checked across the sessions of both games (audit/cardroom).
package cardroom

import "github.com/veedor/veedor/rules"

// RuleJefeTables: a jefe de mesa (or, in Castilla y León, an inspector)
// supervising tables of different card games at once beyond the limit the
// text sets for such mixed supervision.
const RuleJefeTables = "CARD-JEFE-TABLES"

// RuleHandsNoBets: rounds that dealt hands with no bet recorded on them.
// A card game deals only to stakes (black-jack lists only boxes with a
// bet), so the log lost those bets: a defect of the evidence, reported
// once per session, and the rules comparing hands with bets are not
// applied to those rounds (nothing is accused on data the log lacks).
const RuleHandsNoBets = "DQ-HANDS-NO-BETS"

// Games are the card games counted together.
var Games = []string{"black-jack", "punto-y-banca"}

// MaxMixed is the tables a supervisor may have in his charge at once when
// they are of different card games, per instrument (0: no such limit in the
// text). Castilla y León counts every card table of the sector (four);
// Valencia allows two when supervision spans non-homogeneous card games.
var MaxMixed = map[string]int{rules.CyL2008: 4, rules.CV2003: 2}

func init() {
	rules.Register(&rules.Rule{
		ID: RuleHandsNoBets, Games: Games, Kind: rules.DataQuality, Severity: rules.Medium,
		Title: rules.Text{ES: "Manos repartidas sin apuestas registradas", EN: "Hands dealt without bets recorded"},
		Doc: rules.Text{
			ES: "Jugadas de black-jack o punto y banca cuyas manos se repartieron sin ninguna fila de apuesta en el registro (las manos sólo se reparten a apuestas): faltan datos. Se señala una vez por sesión con el número de jugadas, y en esas jugadas no se aplican las reglas que comparan manos y apuestas (p. ej. la apuesta de una mano separada, las dos manos de Castilla y León).",
			EN: "Black-jack or punto y banca rounds whose hands were dealt with no bet row in the log (hands are dealt only to stakes): data is missing. Reported once per session with the number of rounds; on those rounds the rules that compare hands with bets (e.g. the stake of a split hand, Castilla y León's two hands) are not applied.",
		},
	})
	rules.Register(&rules.Rule{
		ID: RuleJefeTables, Games: Games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Jefe de mesa a cargo de demasiadas mesas de juegos de naipes distintos", EN: "Jefe de mesa in charge of too many tables of different card games"},
		Doc: rules.Text{
			ES: "Un mismo jefe de mesa (o inspector) supervisa a la vez mesas de black-jack y mesas reducidas de punto y banca (mini o midi): en Castilla y León el total de mesas a su cargo no puede pasar de cuatro; en la Comunitat Valenciana, si la dirección de juegos compatibiliza la supervisión sobre juegos de naipes no homogéneos, de dos. Las mesas de punto y banca de tamaño normal, que tienen su propio jefe, no se cuentan aquí; el límite de cada juego por separado lo comprueban BJ-JEFE-TABLES y PB-JEFE-TABLES.",
			EN: "One jefe de mesa (or inspector) supervises black-jack tables and reduced punto y banca tables (mini or midi) at once: in Castilla y León the tables in his charge may not exceed four in all; in Valencia, where the management combines supervision over non-homogeneous card games, two. Standard punto y banca tables, which have their own jefe, are not counted here; each game's own limit is checked by BJ-JEFE-TABLES and PB-JEFE-TABLES.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.CyL2008, Cites: []rules.Citation{
				rules.Cite(rules.CyL2008, "03.III", 167, "podrá haber un jefe de mesa por cada sector de juegos de naipes de contrapartida"),
				rules.Cite(rules.CyL2008, "03.III", 167, "sin que el número total de mesas a su cargo pueda exceder de cuatro"),
			}},
			{Instrument: rules.CV2003, Cites: []rules.Citation{
				rules.Cite(rules.CV2003, "03.III", 609, "sobre juegos de naipes de contrapartida no homogéneos (Black-Jack, mini punto banco y pòquer) el número de mesas a su cargo no podrá exceder de dos"),
				rules.Cite(rules.CV2003, "06.III.1", 1129, "funciones de supervisión sobre mesas de juegos de naipes de contrapartida no homogéneas, el número total de mesas a su cargo no podrá exceder de dos"),
			}},
		},
	})
}
