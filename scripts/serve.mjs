// Serves the production build the way the deploy target does: the headers of
// vercel.json, clean URLs, compression and a real 404 status for unknown paths.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { pathToRegexp } from 'path-to-regexp';
import parseRange from 'range-parser';
import { markdownTwinFor, variesByAccept } from '@docs-kit/agent-docs/negotiate';

const usage = `Usage: npm run serve -- [--port <port>] [--host <host>] [--dir <dir>]

  -p, --port <port>  port to listen on (default: $PORT, or 3000)
  -h, --host <host>  address to listen on (default: $HOST, or localhost)
  --dir <dir>        build to serve, relative to site/ like \`docusaurus serve --dir\`
                     (default: $BUILD_DIR, or build)
  --help             print this help`;

function exitWithUsageError(message) {
  console.error(`serve: ${message}\n\n${usage}`);
  process.exit(2);
}

let options;
try {
  // The option names of `docusaurus serve`; parseArgs rejects any other option.
  ({ values: options } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string', short: 'h' },
      dir: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  exitWithUsageError(error.message);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

function parsePort(value, source) {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    exitWithUsageError(`${source} must be a port number from 0 to 65535, not "${value}".`);
  }
  return port;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Relative to site/, as Docusaurus resolves `build --out-dir` and `serve --dir`,
// so the same path given to both commands names the same build.
const buildDir = path.resolve(root, 'site', options.dir ?? process.env.BUILD_DIR ?? 'build');
const port =
  options.port !== undefined
    ? parsePort(options.port, '--port')
    : parsePort(process.env.PORT ?? '3000', 'PORT');
// Loopback only unless --host or HOST says otherwise; `localhost` reaches it over IPv4.
const host = options.host ?? (process.env.HOST || '127.0.0.1');

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

/**
 * A page asked for with an Accept header that prefers Markdown is answered
 * with its twin, as the deployment does: the request is pointed at the twin's
 * file. Returns the path whose headers apply.
 */
function negotiateMarkdown(req, res, pathname) {
  if (!variesByAccept(pathname)) return pathname;
  res.setHeader('Vary', 'Accept');
  const twin = markdownTwinFor(pathname, req.headers.accept);
  if (twin === null || !existsSync(path.join(buildDir, twin))) return pathname;
  const query = req.url.indexOf('?');
  req.url = query < 0 ? twin : `${twin}${req.url.slice(query)}`;
  return twin;
}

function handle(req, res) {
  const requested = requestPath(req.url);
  if (requested === null) {
    answerPlainText(res, 400, 'Bad request target: send a path that starts with "/".');
    return;
  }
  const pathname = negotiateMarkdown(req, res, requested);
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

const shownHost = host.includes(':') ? `[${host}]` : host;
server.on('error', (error) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EADDRNOTAVAIL') throw error;
  console.error(
    `serve: cannot listen on ${shownHost}:${port} (${error.code}); pass another --port or --host.`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const url = `http://${shownHost}:${server.address().port}`;
  console.log(`Serving ${path.relative(root, buildDir)} on ${url}`);
  // sirv pipes file streams without an error listener (a file removed by a rebuild while
  // serving): log such an error instead of letting it end the preview for every other request.
  process.on('uncaughtException', (error) => console.error('Request failed:', error));
});
