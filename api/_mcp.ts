import path from 'node:path';
import { createHttpHandler, loadDocs, ToolRunner } from '@docs-kit/docs-mcp/server';
import { version } from '@docs-kit/docs-mcp/package.json';

// The deployed docs MCP server at https://<site>/mcp. The deployment's build compiles this
// file with everything it loads into api/_bundle (npm run docs-mcp:function); api/mcp.js,
// the function vercel.json rewrites /mcp to, loads it, and vercel.json ships the build files
// it reads. The same handler serves `npm run docs-mcp -- --http` locally.
const buildDir = path.join(process.cwd(), 'site/build');
const docs = loadDocs(buildDir);
// Tool calls run in a worker thread with a time budget, so one costly call cannot hold the
// instance past it (vercel.json's maxDuration bounds the whole request besides).
const tools = new ToolRunner({ buildDir });
tools.warm();

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
  runTool: tools.run,
});
