import { createEngineHost, type EngineHost } from './engine-host';
import type { EngineReply, EngineRequest } from './engine-worker-client';

// The engine's worker: the index is fetched and parsed and the engine built
// and queried here, so the page's main thread never blocks on them.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(reply: EngineReply): void;
};
let host: EngineHost | undefined;

scope.onmessage = ({ data: { id, indexUrl, requests } }) => {
  host ??= createEngineHost(indexUrl);
  host.search(requests).then(
    (results) => scope.postMessage({ id, results }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
