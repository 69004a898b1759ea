import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Docusaurus prefetches a route's chunks as soon as a link to it scrolls into
// view. On a docs page some 25 links are visible at load, so those prefetches
// start while React is still hydrating; and because a chunk counts as fetched
// only once it has loaded, the chunks routes share are requested again for
// every route: about 280 <link rel="prefetch"> tags for 20 files, measured on
// the CLI guides. Queueing the routes and prefetching one at a time when the
// browser is idle keeps that work out of hydration, and each shared chunk is
// then fetched once. The wrapper keeps Docusaurus' own checks (2g, data saver,
// routes already fetched), as it still calls the original.

type Docusaurus = Window['docusaurus'];

const queue: string[] = [];
let draining = false;

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => setTimeout(callback, 50);

function drain(prefetch: Docusaurus['prefetch']): void {
  const next = queue.shift();
  if (next === undefined) {
    draining = false;
    return;
  }
  whenIdle(() => {
    const loading = prefetch(next);
    const proceed = () => drain(prefetch);
    if (loading) loading.then(proceed, proceed);
    else proceed();
  });
}

function queuedPrefetch(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  return (routePath) => {
    if (!queue.includes(routePath)) queue.push(routePath);
    if (!draining) {
      draining = true;
      drain(prefetch);
    }
    return Promise.resolve([]);
  };
}

let installed = false;

// The first route update fires in the commit that attaches the links'
// observers, before any of them can report an intersection.
export function onRouteDidUpdate(): void {
  if (installed || !ExecutionEnvironment.canUseDOM) return;
  installed = true;
  const original = window.docusaurus;
  window.docusaurus = { ...original, prefetch: queuedPrefetch(original.prefetch) };
}
