package history

import (
	"database/sql"
	"fmt"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/stats"
)

// saveHolds replaces, in run's transaction, the stored holds of every
// session the run audited by the run's: a session audited again (edited, or
// a whole log audited once more) counts once, with its last figures, and one
// the run rejected or found no hold in loses its old one.
func saveHolds(tx *sql.Tx, run int64, rr RunRecord) error {
	del, err := tx.Prepare(`DELETE FROM hold_sessions WHERE casino_id = ? AND session_id = ?`)
	if err != nil {
		return err
	}
	defer del.Close()
	for k := range rr.Fingerprints {
		if _, err := del.Exec(k.Casino, k.Session); err != nil {
			return err
		}
	}
	ins, err := tx.Prepare(`INSERT OR REPLACE INTO hold_sessions(casino_id, session_id, table_id, game, day, run_id, rounds, bets, handle, result, expected, variance, reference)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`)
	if err != nil {
		return err
	}
	defer ins.Close()
	for _, h := range rr.Holds {
		if _, err := ins.Exec(h.Casino, h.Session, h.Table, h.Game, h.Day, run, h.Rounds, h.Bets, int64(h.Handle), int64(h.Result), h.Expected, h.Variance, h.Reference); err != nil {
			return fmt.Errorf("hold of session %s: %w", h.Session, err)
		}
	}
	return nil
}

// EachHold calls fn with the stored hold of every session opened on or
// before the day through (2006-01-02), in a fixed order (casino, session):
// what stats.Options.Stored wants.
func (s *Store) EachHold(through string, fn func(stats.SessionHold) error) error {
	rows, err := s.db.Query(`SELECT casino_id, session_id, table_id, game, day, rounds, bets, handle, result, expected, variance, reference
		FROM hold_sessions WHERE day <= ? ORDER BY casino_id, session_id`, through)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var h stats.SessionHold
		var handle, result int64
		if err := rows.Scan(&h.Casino, &h.Session, &h.Table, &h.Game, &h.Day, &h.Rounds, &h.Bets, &handle, &result, &h.Expected, &h.Variance, &h.Reference); err != nil {
			return err
		}
		h.Handle, h.Result = logs.Cents(handle), logs.Cents(result)
		if err := fn(h); err != nil {
			return err
		}
	}
	return rows.Err()
}
