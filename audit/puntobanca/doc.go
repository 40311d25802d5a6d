// Package puntobanca replays punto y banca sessions coup by coup against the
// Catálogo in force and reports every breach (rules in rules/puntobanca).
package puntobanca
