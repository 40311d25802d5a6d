// Package dospanos replays baccara a dos paños sessions: the shoe (the
// variant's decks, the stop card ten from the end), the coup on two tableaux
// (deal order, naturals, each tableau's hand rule, the bank's table when the
// banker asked for it and it says the same for both), the stakes on either
// tableau or à cheval and their settlement per tableau, the house's
// deduction per coup, the limited bank, and the crew.
package dospanos
