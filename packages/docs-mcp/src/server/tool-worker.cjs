// The tool worker from the TypeScript sources, loaded through jiti as the bin loads the
// server. A compiled server has its own tool-worker.cjs beside it (src/bundle).
require('jiti')(__filename, { interopDefault: true })('./tool-worker.ts');
