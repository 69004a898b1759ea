import { Prism } from 'prism-react-renderer';

/**
 * Registers the extra Prism grammars of themeConfig.prism.additionalLanguages.
 *
 * The classic theme does this in a client module, which pulls Prism (about
 * 20 KB compressed) into the entry bundle of every page. Importing it from the
 * code block instead keeps Prism in the chunk of pages that show code.
 */
const globalScope = globalThis as { Prism?: unknown };
const previous = globalScope.Prism;
globalScope.Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports -- Prism grammars are side-effect scripts */
require('prismjs/components/prism-bash');
require('prismjs/components/prism-json');
require('prismjs/components/prism-powershell');
require('prismjs/components/prism-docker');
require('prismjs/components/prism-lua');
/* eslint-enable @typescript-eslint/no-require-imports */
if (previous === undefined) {
  delete globalScope.Prism;
} else {
  globalScope.Prism = previous;
}
