/**
 * A response head (status line and header lines) validated and joined once, for answers written
 * many times with the same headers: the public cache's kept answers.
 *
 * `writeHead(status, headers)` checks every header's name and value against HTTP's grammar and
 * joins them into the head on every call. A kept answer carries about seventeen headers (the
 * security headers with a long content-security-policy among them), so those checks were about a
 * quarter of the instructions of answering it (docs/performance.md). Here they run once, when the
 * answer is kept; each write hands the joined lines to the same step of Node that `writeHead` ends
 * in (`_storeHeader`), with only the framing header (content-length) left for Node to read, so
 * Node still adds the date, chooses keep-alive or close and frames the body exactly as it does for
 * `writeHead`. That step is Node's own, not part of its documented interface: `fastHeads` checks
 * at start that it writes the very head `writeHead` writes, and without it every head is written
 * through `writeHead`.
 */
import { ServerResponse, STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';

export interface PrebuiltHead {
  readonly statusCode: number;
  readonly statusMessage: string;
  /** Every header, as `writeHead` takes them (the fallback), in the order the lines are written. */
  readonly headers: Readonly<Record<string, string>>;
  /** The status line and every header line but the framing one, validated. */
  readonly lines: string;
  /** The header Node reads to frame the body and keep the connection: content-length, when present. */
  readonly framing: Readonly<Record<string, string>> | null;
}

/**
 * Validates the headers (throws like `setHeader` on a bad name or value) and joins them once, in
 * their order but for content-length, which Node writes after the others.
 */
export function prebuildHead(statusCode: number, headers: Readonly<Record<string, string>>): PrebuiltHead {
  const statusMessage = STATUS_CODES[statusCode] ?? 'unknown';
  let lines = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`;
  let framing: Record<string, string> | null = null;
  const ordered: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    const lower = name.toLowerCase();
    if (lower === 'content-length') {
      framing = { [name]: value };
      continue;
    }
    if (RESERVED.has(lower)) throw new Error(`${name} is chosen by Node for each answer`);
    lines += `${name}: ${value}\r\n`;
    ordered[name] = value;
  }
  return { statusCode, statusMessage, headers: { ...ordered, ...framing }, lines, framing };
}

/** Headers Node sets or reads per answer (the connection's state, the framing): never kept in the lines. */
const RESERVED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'expect', 'trailer']);

interface NodeResponse {
  _storeHeader(firstLine: string, headers: Readonly<Record<string, string>> | null): void;
  _hasBody: boolean;
  _expect_continue: boolean;
  _sent100: boolean;
  _header: string | null;
  shouldKeepAlive: boolean;
}

/**
 * Writes the head and ends the answer with `body` (none for a 304). Headers already set on the
 * response with `setHeader` are merged in as `writeHead` merges them (through `writeHead` itself).
 */
export function writePrebuilt(response: ServerResponse, head: PrebuiltHead, body?: Buffer): void {
  if (!fastHeads() || (response as unknown as Record<symbol, unknown>)[outHeaders as symbol] != null) {
    response.writeHead(head.statusCode, head.headers);
    response.end(body);
    return;
  }
  storePrebuilt(response as unknown as NodeResponse & ServerResponse, head);
  response.end(body);
}

/** What `writeHead` does before it stores the head (Node 20's _http_server.js), for a fresh response. */
function storePrebuilt(response: NodeResponse & ServerResponse, head: PrebuiltHead): void {
  const { statusCode } = head;
  response.statusCode = statusCode;
  response.statusMessage = head.statusMessage;
  if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) response._hasBody = false;
  if (response._expect_continue && !response._sent100) response.shouldKeepAlive = false;
  response._storeHeader(head.lines, head.framing);
}

let checked: boolean | undefined;
/** Where Node keeps the headers set with `setHeader` (null until one is). */
let outHeaders: symbol | undefined;

/**
 * Whether this Node stores a prebuilt head as `writeHead` stores the same headers: checked once,
 * on responses to a kept-alive HTTP/1.1 request and to an HTTP/1.0 one, with and without a body.
 */
export function fastHeads(): boolean {
  if (checked === undefined) checked = sameHeads();
  return checked;
}

function sameHeads(): boolean {
  const prototype = ServerResponse.prototype as unknown as Partial<NodeResponse>;
  if (typeof prototype._storeHeader !== 'function') return false;
  const probe = responseFor({ method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1, headers: {} });
  outHeaders = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'kOutHeaders');
  if (!outHeaders || (probe as unknown as Record<symbol, unknown>)[outHeaders] !== null) return false;
  probe.setHeader('x-probe', '1');
  if ((probe as unknown as Record<symbol, unknown>)[outHeaders] == null) return false;
  const headers = { 'content-type': 'text/plain; charset=utf-8', etag: '"x"', 'content-length': '2' };
  const { 'content-length': _length, ...noBody } = headers;
  try {
    for (const minor of [1, 0]) {
      for (const [status, set] of [
        [200, headers],
        [304, noBody],
      ] as const) {
        const request = { method: 'GET', httpVersionMajor: 1, httpVersionMinor: minor, headers: {} };
        const viaWriteHead = responseFor(request);
        viaWriteHead.writeHead(status, set);
        const prebuilt = responseFor(request);
        storePrebuilt(prebuilt, prebuildHead(status, set));
        const same =
          withoutDate(prebuilt._header) === withoutDate(viaWriteHead._header) &&
          prebuilt._hasBody === viaWriteHead._hasBody &&
          prebuilt.shouldKeepAlive === viaWriteHead.shouldKeepAlive &&
          prebuilt.statusCode === viaWriteHead.statusCode;
        if (!same) return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}

function responseFor(request: object): NodeResponse & ServerResponse {
  const response = new ServerResponse(request as never) as unknown as NodeResponse & ServerResponse;
  // As the server sets it (_http_server.js, parserOnIncoming), so the Keep-Alive line is compared too.
  Object.assign(response, { _keepAliveTimeout: 72_000 });
  return response;
}

function withoutDate(head: string | null): string | null {
  return head?.replace(/^Date: .*\r\n/m, '') ?? null;
}
