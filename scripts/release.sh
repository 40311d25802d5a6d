#!/usr/bin/env bash
# Release binaries of veedor for every supported platform, cross-compiled
# from one machine (Linux or macOS) with no cgo, each stamped with the
# version and commit (veedor --version, and every report, print it), and
# their SHA-256 in SHA256SUMS.
#
#   scripts/release.sh [OUT]        # OUT defaults to dist/
#
# VERSION overrides the version (default: main.go's Version). The commit is
# git's HEAD, with "-dirty" when the tree has uncommitted changes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"

out=${1:-dist}
version=${VERSION:-$(sed -n 's/^var Version = "\(.*\)"$/\1/p' main.go)}
if [ -z "$version" ]; then
  echo "release: no Version in main.go; set VERSION" >&2; exit 1
fi
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  commit="$commit-dirty"
fi
stamp="$version+$commit"

targets="linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"
mkdir -p "$out"
rm -f "$out"/veedor-* "$out"/SHA256SUMS
for t in $targets; do
  goos=${t%/*} goarch=${t#*/}
  ext=""; [ "$goos" = windows ] && ext=.exe
  bin="veedor-$version-$goos-$goarch$ext"
  echo "building $bin ($stamp)"
  CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch go build -trimpath \
    -ldflags "-s -w -buildid= -X main.Version=$stamp" -o "$out/$bin" .
done
(
  cd "$out"
  if command -v sha256sum >/dev/null 2>&1; then sha256sum veedor-*; else shasum -a 256 veedor-*; fi
) > "$out/SHA256SUMS"
echo "wrote $out/SHA256SUMS:"
cat "$out/SHA256SUMS"
