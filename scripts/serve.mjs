// Serves the production build the way the deploy target does: the headers of
// vercel.json, clean URLs, compression and a real 404 status for unknown paths.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { pathToRegexp } from 'path-to-regexp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR serves another build, such as one made with `docusaurus build --out-dir`.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'site/build');
const port = Number(process.env.PORT ?? 3000);
// Unset, Node listens on both IPv4 and IPv6 loopback, so `localhost` resolves either way.
const host = process.env.HOST;

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

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, buildDir)} on http://localhost:${port}`);
});
