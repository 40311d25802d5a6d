package rules

import (
	"fmt"
	"sort"
	"time"
)

// Seed files: the regulation texts in ../shared/seeds, cited by line.
const (
	Seed1977 = "000_f54c51a8ee0b089b.txt"
	Seed1984 = "001_f876a6d148e3949d.txt"
	SeedCyL  = "002_18e371b644ad1d46.txt"
	SeedCV   = "003_bb6599fa495796bf.txt"
	Seed1979 = "004_dacec6015421e65a.txt"
)

// Regions, as given to --region.
const (
	RegionES  = "es"
	RegionCyL = "cyl"
	RegionCV  = "cv"
)

// Regions lists the regions Veedor knows.
var Regions = []string{RegionES, RegionCyL, RegionCV}

// Instrument IDs.
const (
	ES1977  = "es-1977"
	ES1979  = "es-1979"
	ES1984  = "es-1984"
	CyL2008 = "cyl-2008"
	CV2003  = "cv-2003"
)

// Instrument is one legal text of the Catálogo de Juegos.
type Instrument struct {
	ID        string    `json:"id"`
	Region    string    `json:"region"`
	Title     string    `json:"title"`
	Seed      string    `json:"seed"`
	Effective time.Time `json:"effective"`
	// EffectiveNote says how sure the date is: some texts give only the
	// signing date and "in force on (the day after) publication".
	EffectiveNote Text     `json:"effective_note"`
	EffectiveCite Citation `json:"effective_cite"`
	Amends        string   `json:"amends,omitempty"`
	// Games lists the game slugs this text (re)defines, in whole or in part.
	Games []string `json:"games"`
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, madrid) }

// madrid is a fixed CET offset used only to date instruments; a session's date
// is compared on its own recorded offset.
var madrid = time.FixedZone("CET", 3600)

// nationalGames are the ten games of the national catalogue (1977 L15–L481).
var nationalGames = []string{"ruleta-francesa", "ruleta-americana", "black-jack", "boule", "treinta-y-cuarenta", "dados", "punto-y-banca", "chemin-de-fer", "baccara-dos-panos", "bingo"}

// Instruments holds every text in the seeds, by ID.
var Instruments = map[string]*Instrument{
	ES1977: {
		ID: ES1977, Region: RegionES, Seed: Seed1977,
		Title:     "Orden de 1 de junio de 1977, Catálogo de Juegos",
		Effective: day(1977, time.June, 1),
		EffectiveNote: Text{
			ES: "En vigor el día de su publicación en el BOE, fecha que el texto no da; se toma la de la firma (1-6-1977) como la más temprana posible.",
			EN: "In force on its day of publication in the BOE, which the text does not give; the signing date (1 June 1977) is used as the earliest possible.",
		},
		EffectiveCite: Citation{ES1977, "3.º", Seed1977, 9, "La presente Orden entrará en vigor el mismo día de su publicación"},
		Games:         nationalGames,
	},
	ES1979: {
		ID: ES1979, Region: RegionES, Seed: Seed1979,
		Title:     "Orden de 9 de octubre de 1979, versión definitiva del Catálogo de Juegos",
		Effective: day(1979, time.November, 20),
		EffectiveNote: Text{
			ES: "Fecha de entrada en vigor indicada en el texto. El texto disponible termina en 01.3.3 (truncado); donde calla, se aplica el texto de 1977 como referencia.",
			EN: "Entry into force as stated in the text. The available text stops at 01.3.3 (truncated); where it is silent the 1977 text stands in as a reference.",
		},
		EffectiveCite: Citation{ES1979, "cabecera", Seed1979, 3, "Fecha de Entrada en Vigor20 de Noviembre de 1979"},
		Amends:        ES1977,
		// The 1979 Orden is the definitive catalogue and replaced the 1977
		// one in full; the seed holds only its roulette section, so the other
		// games rest on the 1977 text as a reference (each rule says so).
		Games: nationalGames,
	},
	ES1984: {
		ID: ES1984, Region: RegionES, Seed: Seed1984,
		Title:     "Catálogo de 1979 modificado por Orden de 23 de enero de 1984 (punto y banca, chemin de fer)",
		Effective: day(1984, time.February, 11),
		EffectiveNote: Text{
			ES: "Se toma la fecha de publicación en el BOE (11-2-1984); la de entrada en vigor no consta.",
			EN: "The BOE publication date (11 Feb 1984) is used; the entry-into-force date is not in the text.",
		},
		EffectiveCite: Citation{ES1984, "cabecera", Seed1984, 1, "modificada por la también Orden de 23 de enero de 1984"},
		Amends:        ES1979,
		Games:         []string{"punto-y-banca", "chemin-de-fer"},
	},
	CyL2008: {
		ID: CyL2008, Region: RegionCyL, Seed: SeedCyL,
		Title:     "Decreto 2/2008, de 10 de enero, modifica el Catálogo de Juegos de Castilla y León (Decreto 44/2001)",
		Effective: day(2008, time.January, 17),
		EffectiveNote: Text{
			ES: "En vigor el día siguiente a su publicación en el BOCYL (16-1-2008). Donde no redefine un juego, el Decreto 44/2001 sigue vigente pero no está disponible: el texto nacional de 1977 sirve de referencia y el hallazgo lo indica.",
			EN: "In force the day after its publication in the BOCYL (16 Jan 2008). Where it does not redefine a game, Decreto 44/2001 still governs but is not available: the national 1977 text stands in as a reference and the finding says so.",
		},
		EffectiveCite: Citation{CyL2008, "Disposición final única", SeedCyL, 41, "entrará en vigor el día siguiente al de su publicación"},
		Amends:        "Decreto 44/2001",
		// II.– Modalidades, as replaced in 2008 (L49–L73): the whole list.
		Games: []string{"ruleta-francesa", "ruleta-americana", "black-jack", "boule", "treinta-y-cuarenta", "punto-y-banca", "chemin-de-fer", "baccara-dos-panos", "dados", "poquer-sin-descarte", "poquer-trijoker", "poquer-circulo", "ruleta-de-la-fortuna"},
	},
	CV2003: {
		ID: CV2003, Region: RegionCV, Seed: SeedCV,
		Title:     "Orden de 19 de septiembre de 2003, Catálogo de Juegos de la Comunitat Valenciana (anexo del Decreto 215/1994)",
		Effective: day(2003, time.September, 20),
		EffectiveNote: Text{
			ES: "En vigor al día siguiente de su publicación en el DOGV, fecha que el texto no da; se toma el día siguiente a la firma (20-9-2003) como el más temprano posible.",
			EN: "In force the day after publication in the DOGV, which the text does not give; the day after signing (20 Sep 2003) is used as the earliest possible.",
		},
		EffectiveCite: Citation{CV2003, "Disposición final", SeedCV, 124, "La presente orden entrará en vigor al día siguiente de su publicación"},
		Amends:        "Decreto 215/1994, anexo",
		Games:         []string{"ruleta-francesa", "ruleta-americana", "black-jack", "boule", "treinta-y-cuarenta", "punto-y-banca", "chemin-de-fer", "baccara-dos-panos", "dados", "ruleta-de-la-fortuna", "poquer-sin-descarte", "poquer-circulo", "monte"},
	},
}

// InForce returns the instrument that governs game in region on date t: the
// latest one of the region in force by then that covers the game.
func InForce(region, game string, t time.Time) (*Instrument, error) {
	var cands []*Instrument
	for _, in := range Instruments {
		if in.Region == region && !t.Before(in.Effective) && covers(in, game) {
			cands = append(cands, in)
		}
	}
	if len(cands) == 0 {
		return nil, fmt.Errorf("no text of the %s catalogue covering %s was in force on %s", region, game, t.Format("2006-01-02"))
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].Effective.After(cands[j].Effective) })
	return cands[0], nil
}

func covers(in *Instrument, game string) bool {
	for _, g := range in.Games {
		if g == game {
			return true
		}
	}
	return false
}

// Cite is a short constructor for citations in catalogue data.
func Cite(instrument, section string, line int, quote string) Citation {
	return Citation{Instrument: instrument, Section: section, Seed: Instruments[instrument].Seed, Line: line, Quote: quote}
}
