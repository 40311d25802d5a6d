package seedtest

import (
	"fmt"
	"testing"
)

func TestNumbers(t *testing.T) {
	for s, want := range map[string]string{
		"proporciona al jugador que gana treinta y cinco veces su postura": "[35]",
		"diecisiete veces su postura":                                      "[17]",
		"el máximo representa mil veces la cantidad fijada":                "[1000]",
		"en la doble columna, por 2.000 veces dicha cantidad mínima":       "[2000]",
		"el máximo representa 180, 360 ó 540 veces la cantidad fijada":     "[180 360 540]",
		"por 20 o 30 veces":  "[20 30]",
		"cuarenta y dos":     "[42]",
		"ciento veinte":      "[120]",
		"dos mil quinientos": "[2000 500]",
		"un jefe de mesa, dos «croupiers» y un «extremo» de mesa": "[1 2 1]",
		"sin cifra alguna":           "[]",
		"treinta y":                  "[30]",
		"treinta y diez":             "[30 10]",
		"setenta y nueve":            "[79]",
		"no podrá exceder de tres.”": "[3]",
		"en 2.000.":                  "[2000]",
	} {
		if got := fmt.Sprint(Numbers(s)); got != want {
			t.Errorf("Numbers(%q) = %s, want %s", s, got, want)
		}
	}
	if n, ok := Number("en la seisena, por 200 veces"); !ok || n != 200 {
		t.Errorf("Number = %d, %v; want 200", n, ok)
	}
	if _, ok := Number("por 20 o 30 veces"); ok {
		t.Error("Number accepted a passage with two numbers")
	}
}

func TestPayout(t *testing.T) {
	for s, want := range map[string]string{
		"treinta y cinco veces su postura":                          "35:1",
		"la ganancia comprende únicamente la mitad de la postura":   "1:2",
		"se le pagará siempre a razón de 3 por 2":                   "3:2",
		"se le pagará siempre en razón de tres por dos":             "3:2",
		"pagará los seguros a razón de 2 por 1":                     "2:1",
		"Los pagos se harán a la par, es decir":                     "1:1",
		"La ganancia asciende al valor de la cantidad apostada.":    "1:1",
		"se le pagará solamente una vez su apuesta":                 "1:1",
		"se paga ocho a uno":                                        "8:1",
		"pagándose 7 por 6":                                         "7:6",
		"el jugador que gana conserva su apuesta y puede retirarla": "none",
		"se pagan tres":  "none",
		"tres por":       "none",
		"tres por mesa":  "none",
		"a razón de 3 a": "none",
	} {
		n, d, ok := Payout(s)
		got := "none"
		if ok {
			got = fmt.Sprintf("%d:%d", n, d)
		}
		if got != want {
			t.Errorf("Payout(%q) = %s, want %s", s, got, want)
		}
	}
}
