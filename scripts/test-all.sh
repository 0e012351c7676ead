#!/usr/bin/env bash
# Every test: lint, typecheck, unit and component tests, the server suite (on the embedded
# database, and again on PostgreSQL with files in object storage when TEST_DATABASE_URL is set),
# then the end-to-end suite against the built app in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$*" "$((SECONDS - started))"; }
trap 'printf "\n=== finished after %d s ===\n" "$((SECONDS - started))"' EXIT

if [ ! -d node_modules ]; then
  step "install"
  npm install --no-audit --no-fund
fi

step "lint"
npx biome check .
node --test scripts/
# The server's layers import downward only, and nothing imports itself round (apps/server/README.md).
npm run deps --silent -w apps/server
# No export, file or dependency that nothing uses (knip.json: each workspace's entry points).
npx knip

step "typecheck"
# The workspaces check independently: two at a time (the web app's alone takes about a minute).
node -e "for (const w of require('./package.json').workspaces) if (require('./' + w + '/package.json').scripts?.typecheck) console.log(w)" |
  xargs -P 2 -I{} npm run typecheck --silent -w {}

step "contracts and web tests"
npm test -w packages/contracts --silent
npm test -w apps/web --silent

step "server tests (embedded PostgreSQL)"
env -u DATABASE_URL npm test -w apps/server --silent

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The production shape: a PostgreSQL server and an S3-compatible bucket (the suite's own s3rver).
  step "server tests (PostgreSQL server, object storage)"
  DATABASE_URL="$TEST_DATABASE_URL" TEST_STORAGE=s3 npm test -w apps/server --silent
fi

step "build"
npm run build --silent

step "end-to-end tests"
npm test -w e2e --silent
