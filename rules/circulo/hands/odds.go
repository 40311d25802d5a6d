package hands

import (
	"fmt"
	"sync"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Game is the log contract's slug of póquer de círculo.
const Game = "poquer-circulo"

// count7 caches Count7: `veedor odds` pays its four seconds once.
var count7 = sync.OnceValue(Count7)

// table lists counts in the deck's ranking, highest first, figuras only
// where it is played.
func table(title string, d Deck, figuras bool, c Counts, note string) odds.Table {
	t := odds.Table{Title: title, Columns: []string{"combinación", "manos", "probabilidad"}, Note: note}
	total := c.Total()
	ranked := Ranked(d)
	for i := len(ranked) - 1; i >= 0; i-- {
		cl := ranked[i]
		if cl == Figuras && !figuras {
			continue
		}
		t.Rows = append(t.Rows, []string{cl.ES(), fmt.Sprint(c[cl]), fmt.Sprintf("%.6f%%", 100*float64(c[cl])/float64(total))})
	}
	return t
}

func figures(region string) ([]odds.Table, error) {
	if region != rules.RegionCyL && region != rules.RegionCV {
		return nil, fmt.Errorf("no text of region %s has póquer de círculo (only cyl and cv)", region)
	}
	var out []odds.Table
	c52, err := Count5(Deck52, false)
	if err != nil {
		return nil, err
	}
	out = append(out, table("52 cartas, cinco cartas (enumeración exacta de 2.598.960 manos)", Deck52, false, c52, ""))
	if region == rules.RegionCyL {
		f52, err := Count5(Deck52, true)
		if err != nil {
			return nil, err
		}
		out = append(out, table("Póquer cubierto con 52 cartas: cinco cartas, con figuras", Deck52, true, f52,
			"Figuras (CyL L555): cinco ases, reyes, damas o jotas que no forman trío o mejor; K-K-Q-Q-A es figuras (lectura literal)."))
	}
	out = append(out, table("52 cartas, la mejor de cinco entre siete (hold'em, seven stud; enumeración exacta de 133.784.560 manos)", Deck52, false, count7(), ""))
	if region == rules.RegionCyL {
		c32, err := Count5(Deck32, false)
		if err != nil {
			return nil, err
		}
		f32, err := Count5(Deck32, true)
		if err != nil {
			return nil, err
		}
		out = append(out,
			table("32 cartas (A, K, Q, J, 10, 9, 8, 7), cinco cartas: five stud (201.376 manos)", Deck32, false, c32,
				"Con menos de 52 cartas el color supera al full (CyL L549); la escalera más baja es A-7-8-9-10 (L509)."),
			table("Póquer cubierto con 32 cartas: cinco cartas, con figuras", Deck32, true, f32, ""))
	}
	c28, err := Count5(Deck28, false)
	if err != nil {
		return nil, err
	}
	out = append(out, table("28 cartas (A, K, Q, J, 10, 9, 8), cinco cartas (98.280 manos)", Deck28, false, c28,
		"Póquer sintético: el color supera al full; la escalera más baja es A-8-9-10-J (CyL L865, CV L3181). "+
			"Cinco cartas al azar, no las dos propias y tres de las cinco comunes con que se forma la jugada."))
	return out, nil
}

func init() { odds.Register(Game, figures) }
