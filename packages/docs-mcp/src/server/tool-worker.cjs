// The tool worker from the TypeScript sources, loaded through jiti as the bin loads the
// server. A compiled server has its own tool-worker.cjs beside it (src/bundle).
require('./load-sources.cjs')(__filename)('./tool-worker.ts');
