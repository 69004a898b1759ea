// `npm run sandbox`: the API sandbox for this site. It answers to the site's
// OpenAPI file and trusts the site's own origins (the published site and the
// site on this machine, from site/src/data/docs-site.json); flags given after
// `--` add to these.
import { readFileSync } from 'node:fs';

const docsSite = JSON.parse(
  readFileSync(new URL('../site/src/data/docs-site.json', import.meta.url), 'utf8'),
);
const origins = [new URL(docsSite.url).origin, ...docsSite.localOrigins];
process.argv.splice(
  2,
  0,
  '--openapi',
  'site/static/api-specs/toolhive-api.yaml',
  ...origins.flatMap((origin) => ['--docs-origin', origin]),
);
await import('@docs-kit/api-sandbox/start');
