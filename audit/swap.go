package audit

// Swap registers g for its games in place of the replays registered for
// them, and returns the function that puts those back. It is for tests that
// stand a replay in (one that panics, say) without leaving it registered for
// the rest of the test binary.
func Swap(g Game) (restore func()) {
	prev := map[string]Game{}
	for _, slug := range g.Games() {
		if old, ok := games[slug]; ok {
			prev[slug] = old
		}
	}
	Register(g)
	return func() {
		for _, slug := range g.Games() {
			if old, ok := prev[slug]; ok {
				games[slug] = old
			} else {
				delete(games, slug)
			}
		}
	}
}
