import path from 'node:path';
import { createHttpHandler, loadDocs } from '@docs-kit/docs-mcp/server';
import { version } from '@docs-kit/docs-mcp/package.json';

// The deployed docs MCP server at https://<site>/mcp (vercel.json rewrites
// /mcp here and ships the build files it reads). The same handler serves
// `npm run docs-mcp -- --http` locally.
const docs = loadDocs(path.join(process.cwd(), 'site/build'));

const deploymentHosts = [
  process.env.VERCEL_URL,
  process.env.VERCEL_BRANCH_URL,
  process.env.VERCEL_PROJECT_PRODUCTION_URL,
].filter((host): host is string => Boolean(host));

export default createHttpHandler({
  docs,
  info: { name: 'toolhive-docs', version },
  paths: ['/mcp', '/api/mcp'],
  allowedHosts: [docs.siteUrl.hostname, ...deploymentHosts],
  allowedOrigins: [docs.siteUrl.origin],
});
