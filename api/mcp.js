// The function vercel.json rewrites /mcp to. Its source is api/_mcp.ts (a leading
// underscore keeps a file in api/ from becoming a function of its own); the
// deployment's build compiles it, with every module it loads and the tool worker,
// into api/_bundle, so this function runs without node_modules.
module.exports = require('./_bundle/mcp.cjs').default;
