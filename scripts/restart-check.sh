#!/usr/bin/env bash
# Proves the start and restart path: `npm start` twice against the same data folder, each time
# until /api/health answers 200, then stopped. Uses a free port and a temporary DATA_DIR, stops
# every process it started, and gives up after START_CHECK_TIMEOUT seconds per start.
# Prints the seconds from `npm start` to the first 200 for the first start and the restart.
set -euo pipefail
cd "$(dirname "$0")/.."

timeout_s=${START_CHECK_TIMEOUT:-600}
data_dir=$(mktemp -d "${TMPDIR:-/tmp}/restart-check-XXXXXX")
log_dir=$(mktemp -d "${TMPDIR:-/tmp}/restart-check-logs-XXXXXX")
port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})")
server_pid=''

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    # The server runs in its own process group (setsid): npm, the start script and node stop together.
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=''
}

cleanup() {
  stop_server
  rm -rf "$data_dir" "$log_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Milliseconds since the epoch (integer arithmetic only: no bc needed).
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Starts `npm start` and waits for the first 200 from /api/health; prints the elapsed seconds.
start_and_wait() {
  local name=$1 started elapsed code
  local log="$log_dir/$name.log"
  started=$(now_ms)
  DATA_DIR="$data_dir" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" LOG_LEVEL=warn \
    setsid npm start >"$log" 2>&1 &
  server_pid=$!
  while :; do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port/api/health" || true)
    if [ "$code" = 200 ]; then break; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then
      echo "restart check: $name: npm start exited before /api/health answered 200; its output:" >&2
      tail -n 40 "$log" >&2
      exit 1
    fi
    elapsed=$(($(now_ms) - started))
    if [ "$elapsed" -gt $((timeout_s * 1000)) ]; then
      echo "restart check: $name: no 200 from /api/health within ${timeout_s}s; output:" >&2
      tail -n 40 "$log" >&2
      exit 1
    fi
    sleep 0.1
  done
  elapsed=$(($(now_ms) - started))
  printf 'restart check: %-8s /api/health 200 after %d.%d s\n' "$name" $((elapsed / 1000)) $((elapsed % 1000 / 100))
  stop_server
}

start_and_wait "first"
start_and_wait "restart"
echo "restart check: passed (port $port, one data folder for both starts)"
