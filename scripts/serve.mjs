// Serves the production build the way the deploy target does: the headers of
// vercel.json, clean URLs, compression and a real 404 status for unknown paths.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { pathToRegexp } from 'path-to-regexp';

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
// Unset, Node listens on both IPv4 and IPv6 loopback, so `localhost` resolves either way.
const host = options.host ?? process.env.HOST;

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

function applyHeaders(req, res) {
  const { pathname } = new URL(req.url, 'http://localhost');
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) {
      for (const { key, value } of rule.headers) res.setHeader(key, value);
    }
  }
}

const compress = compression();
const serveStatic = sirv(buildDir, { extensions: ['html'], dotfiles: false, etag: true });

// Vercel serves its Web Analytics script and collector at /_vercel/insights on
// deployed sites only. Locally they answer with a script that loads nothing
// and a collector that stores nothing, so the preview logs no 404s.
function emulateVercelInsights(req, res) {
  const { pathname } = new URL(req.url, 'http://localhost');
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

const server = createServer((req, res) => {
  applyHeaders(req, res);
  if (emulateVercelInsights(req, res)) return;
  compress(req, res, () => {
    serveStatic(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFoundPage);
    });
  });
});

const shownHost = host === undefined ? 'localhost' : host.includes(':') ? `[${host}]` : host;
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
