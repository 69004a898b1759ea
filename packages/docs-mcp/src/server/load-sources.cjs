// Loads TypeScript sources through jiti (the loader Docusaurus itself uses). jiti
// loads Babel, some 13 MB of resident memory, as soon as it is created unless it is
// given a transform; this one loads Babel only when jiti's cache of compiled files
// lacks a file, so a server started from unchanged sources never holds it.
const createJiti = require('jiti');

module.exports = function loadSources(from) {
  return createJiti(from, {
    interopDefault: true,
    transform: (options) => require('jiti/dist/babel')(options),
  });
};
