package main

import (
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/reports/sign"
)

func init() { commandMakers = append(commandMakers, verifyCommand) }

func verifyCommand() *cli.Command {
	return &cli.Command{
		Name:      "verify",
		Usage:     "check a signed report: its signature, its manifest and, given the log, that the log is still what was audited",
		ArgsUsage: "REPORT.pdf [LOG]",
		Description: "Each link is checked and printed on its own line: the PDF's signature (valid, over the whole file),\n" +
			"the signer's certificate (against --ca, when given), the manifest's detached signature (MANIFEST.p7s,\n" +
			"by the same signer), the manifest's SHA-256 in the signature, the report as written in the manifest,\n" +
			"the workbook and JSON beside the PDF, and, given LOG, every input file's size and SHA-256.\n" +
			"Status 0 when every link holds, 1 when one does not, 2 when the input cannot be checked.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "manifest", Usage: "the report's manifest `FILE` (default: beside the PDF, NAME.manifest.json); its signature is FILE.p7s"},
			&cli.StringSliceFlag{Name: "ca", Usage: "a CA certificate `FILE` (PEM) you trust: the signer's certificate must chain to one (repeatable); without it the chain is not checked"},
		},
		Action: runVerify,
	}
}

func runVerify(c *cli.Context) error {
	if c.NArg() < 1 || c.NArg() > 2 {
		return cli.Exit("verify takes REPORT.pdf and, optionally, the LOG audited", exitUnusable)
	}
	o := reports.VerifyOptions{Manifest: c.String("manifest"), Log: c.Args().Get(1)}
	if cas := c.StringSlice("ca"); len(cas) > 0 {
		pool, err := loadCAs(cas)
		if err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		o.Roots = pool
	}
	links, err := reports.Verify(c.Args().First(), o)
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	w := c.App.Writer
	failed := 0
	for _, l := range links {
		mark := "ok  "
		switch {
		case !l.OK:
			mark = "FAIL"
			failed++
		case l.Info:
			mark = "note"
		}
		fmt.Fprintf(w, "%s  %s: %s\n", mark, l.Name, l.Text)
	}
	if failed > 0 {
		return cli.Exit(fmt.Sprintf("%d of %d links do not hold", failed, len(links)), exitFindings)
	}
	fmt.Fprintln(w, "every link holds")
	return nil
}

// loadCAs reads the PEM certificates a verifier trusts.
func loadCAs(paths []string) (*x509.CertPool, error) {
	pool := x509.NewCertPool()
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("--ca: %w", err)
		}
		n := 0
		for {
			var b *pem.Block
			if b, data = pem.Decode(data); b == nil {
				break
			}
			if b.Type != "CERTIFICATE" {
				continue
			}
			cert, err := x509.ParseCertificate(b.Bytes)
			if err != nil {
				return nil, fmt.Errorf("--ca %s: %w", p, err)
			}
			pool.AddCert(cert)
			n++
		}
		if n == 0 {
			return nil, fmt.Errorf("--ca %s: no PEM certificate in it", p)
		}
	}
	return pool, nil
}

// Signing, for veedor audit --sign (cmd_audit.go).

// signingFor loads the signer's certificate when --sign is given, before
// anything is written: a wrong passphrase or a certificate not valid now is
// a usage error (status 2) and no report is written. The passphrase comes
// from an environment variable or a file, never from a flag's value.
func signingFor(c *cli.Context, outs []reportOut, manifest string) (*reports.SignedRun, error) {
	path := c.String("sign")
	env, file := c.String("sign-passphrase-env"), c.String("sign-passphrase-file")
	if path == "" {
		if env != "" || file != "" {
			return nil, cli.Exit("--sign-passphrase-env and --sign-passphrase-file go with --sign FILE", exitUnusable)
		}
		return nil, nil
	}
	if !slices.ContainsFunc(outs, func(o reportOut) bool { return o.flag == "--pdf" }) {
		return nil, cli.Exit("--sign signs the PDF report: give --pdf FILE (not \"\")", exitUnusable)
	}
	if manifest == "" {
		return nil, cli.Exit("--sign needs the manifest (its SHA-256 is in the signature): do not give --manifest \"\"", exitUnusable)
	}
	var pass string
	switch {
	case env != "" && file != "":
		return nil, cli.Exit("give the passphrase once: --sign-passphrase-env or --sign-passphrase-file, not both", exitUnusable)
	case env != "":
		v, ok := os.LookupEnv(env)
		if !ok {
			return nil, cli.Exit(fmt.Sprintf("--sign-passphrase-env %s: the environment variable is not set", env), exitUnusable)
		}
		pass = v
	case file != "":
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, cli.Exit(fmt.Sprintf("--sign-passphrase-file: %v", err), exitUnusable)
		}
		// Its first line: the line end an editor or echo leaves is not part of it.
		pass, _, _ = strings.Cut(string(b), "\n")
		pass = strings.TrimSuffix(pass, "\r")
	}
	now := time.Now()
	cred, err := sign.Load(path, pass, now)
	if err != nil {
		if errors.Is(err, sign.ErrPassphrase) {
			err = fmt.Errorf("%w: give it with --sign-passphrase-env NAME or --sign-passphrase-file FILE", err)
		}
		return nil, cli.Exit(fmt.Sprintf("--sign %s: %v; no report was written", path, err), exitUnusable)
	}
	return reports.NewSignedRun(cred, now.Truncate(time.Second)), nil
}
