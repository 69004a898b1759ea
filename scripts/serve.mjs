// Serves the production build the way the deploy target does: the headers of
// vercel.json, clean URLs, compression and a real 404 status for unknown paths.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { pathToRegexp } from 'path-to-regexp';
import parseRange from 'range-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR serves another build, such as one made with `docusaurus build --out-dir`.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'site/build');
const port = Number(process.env.PORT ?? 3000);
// Loopback only unless HOST says otherwise; `localhost` reaches it over IPv4.
const host = process.env.HOST || '127.0.0.1';

let notFoundPage;
try {
  notFoundPage = readFileSync(path.join(buildDir, '404.html'));
} catch {
  console.error(`No build found in ${buildDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const deployConfig = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
const headerRules = deployConfig.headers.map((rule) => ({
  pattern: pathToRegexp(rule.source),
  headers: rule.headers,
}));

/**
 * The path of an origin-form request target ("/docs?x"), or null for anything
 * else ("*", "http://host/", garbage). Parsed against a fixed origin, so a
 * target such as "//[" or "//host:99999/" is a path, not a host to resolve.
 */
function requestPath(target) {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return null;
  }
}

function applyHeaders(pathname, res) {
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) {
      for (const { key, value } of rule.headers) res.setHeader(key, value);
    }
  }
}

const compress = compression();
/**
 * sirv serves Range requests without checking them: it sends the first bytes
 * for a suffix range ("bytes=-5") and throws, ending the process, for
 * "bytes=5-2" or an end past 2^53. Called with the file's size just before it
 * sends, this rewrites the header into the one form sirv handles correctly:
 * one satisfiable range "bytes=start-end"; "bytes=<size>-" for a range that is
 * malformed or unsatisfiable (sirv answers 416); no header for several ranges
 * (sirv sends the whole file, which a server may do).
 */
function normalizeRange(res, _pathname, stats) {
  const header = res.req.headers.range;
  if (header === undefined) return;
  // A suffix longer than the file means the whole file (RFC 9110, 14.1.2); range-parser refuses it.
  const suffix = /^bytes=-(\d+)$/.exec(header.trim());
  const ranges =
    suffix && Number(suffix[1]) > stats.size
      ? Object.assign([{ start: 0, end: stats.size - 1 }], { type: 'bytes' })
      : parseRange(stats.size, header, { combine: true });
  if (!Array.isArray(ranges) || ranges.type !== 'bytes') {
    res.req.headers.range = `bytes=${stats.size}-`;
  } else if (ranges.length > 1) {
    delete res.req.headers.range;
  } else {
    res.req.headers.range = `bytes=${ranges[0].start}-${ranges[0].end}`;
  }
}

const serveStatic = sirv(buildDir, {
  extensions: ['html'],
  dotfiles: false,
  etag: true,
  setHeaders: normalizeRange,
});

function answerPlainText(res, status, message) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${message}\n`);
}

// Vercel serves its Web Analytics script and collector at /_vercel/insights on
// deployed sites only. Locally they answer with a script that loads nothing
// and a collector that stores nothing, so the preview logs no 404s.
function emulateVercelInsights(pathname, res) {
  if (!pathname.startsWith('/_vercel/insights/')) return false;
  if (pathname === '/_vercel/insights/script.js') {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.end('/* Vercel Web Analytics is only active on Vercel deployments. */\n');
  } else {
    res.statusCode = 204;
    res.end();
  }
  return true;
}

function handle(req, res) {
  const pathname = requestPath(req.url);
  if (pathname === null) {
    answerPlainText(res, 400, 'Bad request target: send a path that starts with "/".');
    return;
  }
  applyHeaders(pathname, res);
  if (emulateVercelInsights(pathname, res)) return;
  compress(req, res, () => {
    serveStatic(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFoundPage);
    });
  });
}

/** One request's failure is logged and answered (when it still can be); the server keeps serving. */
function reportFailure(req, res, error) {
  console.error(`${req.method} ${req.url} failed:`, error);
  if (res.headersSent) res.destroy();
  else answerPlainText(res, 500, 'Internal error; the server log has the details.');
}

// A client that sends its request slowly holds a connection; these bound how long.
const server = createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      reportFailure(req, res, error);
    }
  },
);

server.listen(port, host, () => {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const listening = server.address().port;
  console.log(`Serving ${path.relative(root, buildDir)} on http://${shownHost}:${listening}`);
  // sirv pipes file streams without an error listener (a file removed by a rebuild while
  // serving): log such an error instead of letting it end the preview for every other request.
  process.on('uncaughtException', (error) => console.error('Request failed:', error));
});
