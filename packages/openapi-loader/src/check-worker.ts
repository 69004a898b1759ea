import { parentPort, workerData } from 'node:worker_threads';
import { workerDataOf } from '@docs-kit/ts-worker';
import { ApiSpecError, checkSpec } from './index';
import type { CheckReply, CheckRequest } from './worker';

// The worker of loadSpecInWorker: Redocly's OpenAPI core loads and runs here, off the main thread.
const { specPath, displayName, source } = workerDataOf<CheckRequest>(workerData);

checkSpec(specPath, displayName, source).then(
  ({ document, dependencies }) =>
    parentPort!.postMessage({
      type: 'valid',
      document,
      dependencies: [...dependencies],
    } satisfies CheckReply),
  (error: unknown) =>
    parentPort!.postMessage(
      (error instanceof ApiSpecError
        ? { type: 'refused', file: error.file, problems: error.problems }
        : {
            type: 'crashed',
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }) satisfies CheckReply,
    ),
);
