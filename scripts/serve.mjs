// Serves the production build the way the deploy target does: the headers of
// vercel.json, clean URLs, compression and a real 404 status for unknown paths,
// with conditional and range requests as RFC 9110 has them.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import onHeaders from 'on-headers';
import { pathToRegexp } from 'path-to-regexp';
import send from 'send';
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

/**
 * Compression as on the deploy target, with two rules RFC 9110 asks for: a
 * partial answer (206) goes out as stored, since its Content-Range counts the
 * stored bytes; and a compressed answer's ETag is made weak, since the stored
 * file's strong ETag would otherwise name two different byte sequences, and a
 * client resuming a compressed download with If-Range would get the stored
 * bytes appended to compressed ones.
 */
const compress = compression({
  filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
});
function weakenEtagIfCompressed(res) {
  // Registered before compress(), so it runs after compression has chosen an encoding.
  onHeaders(res, () => {
    const etag = res.getHeader('ETag');
    if (res.getHeader('Content-Encoding') && typeof etag === 'string' && etag.startsWith('"')) {
      res.setHeader('ETag', `W/${etag}`);
    }
  });
}

/** A strong validator, as nginx makes one: the file's size and modification time. */
function strongEtag(stat) {
  return `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
}

/**
 * Whether an If-Range validator matches the file (RFC 9110, 13.1.5): an entity
 * tag by strong comparison (a weak tag never matches), a date only when it is
 * exactly the Last-Modified date.
 */
function ifRangeMatches(validator, etag, lastModified) {
  const value = validator.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return new Date(value).toUTCString() === lastModified;
}

/**
 * Decides what becomes of a Range header before send reads it, from the file's
 * stat (send's 'file' event): only GET takes ranges (RFC 9110, 14.2); a failed
 * If-Range means the whole file (send compares If-Range loosely, as a
 * substring or an older date, so it never sees the header); a suffix longer
 * than the file means the whole file (14.1.2; range-parser calls it
 * unsatisfiable). send itself ignores units other than bytes and answers
 * several ranges with the whole file, both of which RFC 9110 allows.
 */
function settleRange(req, stat) {
  const range = req.headers.range;
  const ifRange = req.headers['if-range'];
  delete req.headers['if-range'];
  if (range === undefined) return;
  const validatorFails =
    ifRange !== undefined && !ifRangeMatches(ifRange, strongEtag(stat), stat.mtime.toUTCString());
  if (req.method !== 'GET' || validatorFails) {
    delete req.headers.range;
    return;
  }
  const suffix = /^\s*bytes=-(\d+)\s*$/.exec(range);
  if (suffix && Number(suffix[1]) > stat.size) req.headers.range = 'bytes=0-';
}

/** The 404 page, with the status the deploy target gives it. */
function answerNotFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(notFoundPage);
}

/**
 * Serves a file of the build with send (conditional requests, ranges, HEAD),
 * resolving clean URLs as the deploy target does: /a serves a.html or
 * a/index.html without a redirect.
 */
function serveFile(req, res, pathname) {
  send(req, pathname, {
    root: buildDir,
    extensions: ['html'],
    index: ['index.html'],
    dotfiles: 'ignore',
    // Cache-Control comes from vercel.json's rules, as on the deploy target.
    cacheControl: false,
    etag: false,
  })
    .on('file', (_path, stat) => settleRange(req, stat))
    .on('headers', (response, _path, stat) => response.setHeader('ETag', strongEtag(stat)))
    .on('directory', () => serveFile(req, res, `${pathname.replace(/\/$/, '')}/`))
    .on('error', (error) => {
      if (error.status === 412 || error.status === 416) {
        answerPlainText(
          res,
          error.status,
          error.status === 412
            ? 'Precondition failed: the file does not match If-Match or If-Unmodified-Since.'
            : 'Range not satisfiable: the file is shorter than the range asks for.',
        );
      } else if (error.status < 500) {
        // A missing file, a path outside the build (403) or one that does not decode (400).
        answerNotFound(res);
      } else {
        reportFailure(req, res, error);
      }
    })
    .pipe(res);
}

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
  weakenEtagIfCompressed(res);
  compress(req, res, () => serveFile(req, res, pathname));
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
});
