package reports

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/veedor/veedor/audit"
)

// ManifestFormat names the manifest's layout; it changes only if a field
// changes meaning.
const ManifestFormat = "veedor-manifest/1"

// Manifest records what an audit checked and what it wrote, so a pipeline
// or a later audit can prove both: the evidence (every input with its size
// and SHA-256), the law and readings applied (instruments, ambiguity
// switches, rule IDs and the rule-set fingerprint), and every report with
// the SHA-256 of the bytes on disk.
type Manifest struct {
	Format        string                `json:"format"`
	Version       string                `json:"veedor_version"`
	GeneratedAt   string                `json:"generated_at"`
	Region        string                `json:"region"`
	Lang          string                `json:"lang"`
	MaxPerRule    int                   `json:"max_findings_per_rule"`
	Log           string                `json:"log"`
	LogFormat     int                   `json:"log_format"`
	Inputs        []audit.Input         `json:"inputs"`
	Instruments   []ManifestInstrument  `json:"instruments"`
	Assumptions   []ManifestAssumption  `json:"assumptions"`
	Rules         []string              `json:"rules"`
	RuleSetSHA256 string                `json:"rule_set_sha256"`
	Rows          ManifestRows          `json:"rows"`
	Findings      ManifestFindingCounts `json:"findings"`
	// Nightly is the run in the findings store, when there is one: its
	// number, the previous run, what was skipped and the findings by
	// novelty and waiver (the trends are in the JSON and the reports).
	Nightly *jsonNightly   `json:"nightly,omitempty"`
	Outputs []ManifestFile `json:"outputs"`
}

// ManifestInstrument is a legal text applied to at least one session.
type ManifestInstrument struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Effective string `json:"effective"`
	Seed      string `json:"seed"`
}

// ManifestAssumption is a switch and the reading in force.
type ManifestAssumption struct {
	ID        string `json:"id"`
	Reading   string `json:"reading"`
	IsDefault bool   `json:"is_default"`
}

// ManifestRows is the reconciliation: read = audited + rejected.
type ManifestRows struct {
	Read     int64 `json:"read"`
	Audited  int64 `json:"audited"`
	Rejected int64 `json:"rejected"`
}

// ManifestFindingCounts are the totals of the findings.
type ManifestFindingCounts struct {
	Total       int `json:"total"`
	Violations  int `json:"violations"`
	DataQuality int `json:"data_quality"`
}

// ManifestFile is one report as written.
type ManifestFile struct {
	Kind   string `json:"kind"` // pdf, xlsx, json
	Path   string `json:"path"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// NewManifest describes r and the reports at outputs, hashing each file as
// it is on disk now (call it after the reports are written).
func NewManifest(r *audit.Result, opt Options, outputs []string) (*Manifest, error) {
	r = orEmpty(r)
	t := r.Totals()
	m := &Manifest{
		Format: ManifestFormat, Version: r.Version, GeneratedAt: rfc3339(r.GeneratedAt), Region: r.Region,
		Lang: lang(opt.Lang), MaxPerRule: opt.maxPerRule(), Log: oneLine(r.Log), LogFormat: r.LogFormat,
		Inputs: neutralInputs(r.Inputs), RuleSetSHA256: RuleSetSHA256(r),
		Instruments: []ManifestInstrument{}, Assumptions: []ManifestAssumption{}, Rules: []string{}, Outputs: []ManifestFile{},
		Findings: ManifestFindingCounts{Total: r.NumFindings(), Violations: t.Violations, DataQuality: t.DataIssues},
	}
	var err error
	if m.Nightly, err = nightlyJSON(r, opt, false); err != nil {
		return nil, err
	}
	for _, in := range r.Instruments {
		if in != nil {
			m.Instruments = append(m.Instruments, ManifestInstrument{ID: in.ID, Title: in.Title, Effective: fmtDate(in.Effective), Seed: in.Seed})
		}
	}
	for _, a := range r.Assumptions {
		m.Assumptions = append(m.Assumptions, ManifestAssumption{ID: a.ID, Reading: a.Reading, IsDefault: a.IsDefault})
	}
	for _, ru := range r.Rules {
		if ru != nil {
			m.Rules = append(m.Rules, ru.ID)
		}
	}
	for _, c := range r.Counts {
		m.Rows.Read += c.Read
		m.Rows.Audited += c.Audited
		m.Rows.Rejected += c.Rejected
	}
	for _, p := range outputs {
		fm, err := hashFile(p)
		if err != nil {
			return nil, err
		}
		m.Outputs = append(m.Outputs, fm)
	}
	return m, nil
}

// WriteManifest writes the manifest of r and its reports (atomically, like
// every report). outputs must already be written: they are hashed from disk.
func WriteManifest(path string, r *audit.Result, opt Options, outputs []string) error {
	m, err := NewManifest(r, opt, outputs)
	if err != nil {
		return err
	}
	b, err := marshal(m, "")
	if err != nil {
		return err
	}
	return writeBuffered(path, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// ManifestPath is the default manifest beside the first report:
// veedor-report.pdf gives veedor-report.manifest.json.
func ManifestPath(report string) string {
	if report == "" {
		return ""
	}
	return strings.TrimSuffix(report, filepath.Ext(report)) + ".manifest.json"
}

func hashFile(path string) (ManifestFile, error) {
	fm := ManifestFile{Kind: strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."), Path: path}
	f, err := os.Open(path)
	if err != nil {
		return fm, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return fm, err
	}
	fm.Bytes, fm.SHA256 = n, hex.EncodeToString(h.Sum(nil))
	return fm, nil
}
