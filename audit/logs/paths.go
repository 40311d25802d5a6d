package logs

// PathLister is a Source that can name its evidence files without reading
// them. Inputs hashes a CSV folder's files when the log has not been read
// yet: a run that only needs the files' names (to log how many there are,
// or to refuse an output that would overwrite one) must not hash gigabytes
// of evidence for them, and then again when it reads them.
type PathLister interface {
	Paths() []string
}

// InputPaths lists src's evidence files, without reading them when src can
// (PathLister), else from its Inputs.
func InputPaths(src Source) []string {
	if pl, ok := src.(PathLister); ok {
		return pl.Paths()
	}
	var out []string
	for _, in := range src.Inputs() {
		out = append(out, in.Path)
	}
	return out
}

// Paths implements PathLister: the folder's files, in Inputs' order.
func (s *csvSource) Paths() []string {
	var out []string
	for _, t := range Tables {
		out = append(out, s.files[t].path)
	}
	return out
}

// Paths implements PathLister: the database file.
func (s *sqliteSource) Paths() []string { return []string{s.path} }
