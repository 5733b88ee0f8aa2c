#!/usr/bin/env bash
# Builds the real services the server tests run against (DESIGN.md section 8) into
# .services/bin: FerretDB v1.24.2 (a MongoDB wire-protocol server on SQLite), Stripe's
# stripe-mock and Mailpit (a local SMTP server whose HTTP API reads what arrived), all from the
# Go module proxy. Skips what is already there; needs Go.
#
# `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2` does not work as written: the
# proxy refuses the module's version list (403), and a build outside FerretDB's own tree panics
# at start-up on a missing build/version/version.txt. So the module is downloaded, the version
# file written, and the command built inside the module's own tree with its own go.sum.
set -euo pipefail

FERRETDB_VERSION=v1.24.2
STRIPE_MOCK_VERSION=v0.203.0
MAILPIT_VERSION=v1.33.1

root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$root/.services/bin"
mkdir -p "$bin"

# Go builds FerretDB and stripe-mock; without it, say exactly what to do instead.
need_go() {
  if ! command -v go >/dev/null 2>&1; then
    echo "services: Go is missing: install Go 1.24 or newer (https://go.dev/dl/) and run \`npm test\` again, or set MONGODB_URI and STRIPE_API_URL to a MongoDB and a stripe-mock" >&2
    exit 1
  fi
}

build_ferretdb() {
  local dir work
  dir="$(go mod download -json "github.com/FerretDB/FerretDB@${FERRETDB_VERSION}" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    echo "services: could not download FerretDB ${FERRETDB_VERSION}" >&2
    return 1
  fi
  work="$(mktemp -d)"
  cp -R "$dir/." "$work/"
  chmod -R u+w "$work"
  echo "${FERRETDB_VERSION}" >"$work/build/version/version.txt"
  (cd "$work" && CGO_ENABLED=0 go build -trimpath -o "$bin/ferretdb" ./cmd/ferretdb)
  rm -rf "$work"
}

if [ -n "${MONGODB_URI:-}" ]; then
  echo "services: MONGODB_URI is set; FerretDB not needed"
elif [ -x "$bin/ferretdb" ] && "$bin/ferretdb" --version 2>/dev/null | grep -q "${FERRETDB_VERSION}"; then
  echo "services: FerretDB ${FERRETDB_VERSION} already built"
else
  need_go
  echo "services: building FerretDB ${FERRETDB_VERSION}"
  build_ferretdb
fi

if [ -n "${STRIPE_API_URL:-}" ]; then
  echo "services: STRIPE_API_URL is set; stripe-mock not needed"
elif [ -x "$bin/stripe-mock" ] && [ "$(cat "$bin/.stripe-mock-version" 2>/dev/null)" = "${STRIPE_MOCK_VERSION}" ]; then
  echo "services: stripe-mock ${STRIPE_MOCK_VERSION} already built"
else
  need_go
  echo "services: building stripe-mock ${STRIPE_MOCK_VERSION}"
  GOBIN="$bin" go install "github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}"
  echo "${STRIPE_MOCK_VERSION}" >"$bin/.stripe-mock-version"
fi

if [ -n "${SMTP_URL:-}" ] && [ -n "${MAILPIT_API_URL:-}" ]; then
  echo "services: SMTP_URL and MAILPIT_API_URL are set; Mailpit not needed"
elif [ -x "$bin/mailpit" ] && [ "$(cat "$bin/.mailpit-version" 2>/dev/null)" = "${MAILPIT_VERSION}" ]; then
  echo "services: Mailpit ${MAILPIT_VERSION} already built"
else
  need_go
  echo "services: building Mailpit ${MAILPIT_VERSION}"
  # Without cgo (its SQLite is pure Go); -trimpath and no debug symbols keep the build short.
  CGO_ENABLED=0 GOBIN="$bin" go install -trimpath -ldflags='-s -w' "github.com/axllent/mailpit@${MAILPIT_VERSION}"
  echo "${MAILPIT_VERSION}" >"$bin/.mailpit-version"
fi

# Schemathesis (API fuzzing from docs/openapi.json, `npm run fuzz:api`) in a venv of its own.
SCHEMATHESIS_VERSION=4.32.5
venv="$root/.services/venv"
if [ -x "$venv/bin/st" ] && "$venv/bin/st" --version 2>/dev/null | grep -q "${SCHEMATHESIS_VERSION}"; then
  echo "services: schemathesis ${SCHEMATHESIS_VERSION} already installed"
elif command -v python3 >/dev/null 2>&1; then
  echo "services: installing schemathesis ${SCHEMATHESIS_VERSION}"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==${SCHEMATHESIS_VERSION}"
else
  echo "services: python3 is missing: install it (\`apt-get install -y python3 python3-venv\`) and run \`npm test\` again; npm run fuzz:api needs Schemathesis" >&2
  exit 1
fi
