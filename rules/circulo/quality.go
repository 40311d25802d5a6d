package circulo

import "github.com/veedor/veedor/rules"

// RuleStakeActions is a defect of the evidence, not of play: no text
// governs the log's bet row, only the pot the croupier keeps (L523), so two
// records of one seat's money that disagree are reported as data, and what
// rests on them is judged under either figure.
const RuleStakeActions = "DQ-STAKE-ACTIONS"

var stakeActions = &rules.Rule{
	ID: RuleStakeActions, Games: []string{Game}, Kind: rules.DataQuality, Severity: rules.Medium,
	Title: rules.Text{ES: "Fila de apuesta que contradice sus acciones", EN: "Bet row contradicting its actions"},
	Doc: rules.Text{
		ES: "Póquer de círculo: la fila de apuesta de un asiento (stake) registra otro dinero puesto en la mano que la suma de sus acciones (eventos accion), o falta la fila de un asiento cuyas acciones pusieron dinero: el registro se contradice y no dice cuál de los dos está mal. Se señala con la fila y los dos importes; los botes, la comisión y la pila de la mano siguiente se juzgan con cualquiera de las dos cifras (PC-BOTES sólo si los botes no cuadran con ninguna).",
		EN: "Póquer de círculo: a seat's bet row (stake) records other money put into the hand than the sum of its actions (accion events), or a seat whose actions put money in has no bet row: the log contradicts itself and does not say which is wrong. Reported with the row and both amounts; the pots, the rake and the next hand's stack are judged under either figure (PC-BOTES only if the pots fit neither).",
	},
}

func init() { rules.Register(stakeActions) }
