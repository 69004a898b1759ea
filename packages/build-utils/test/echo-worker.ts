import { getPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { workerDataOf } from '../src/worker';

// Answers with the data it was given and its thread's priority.
parentPort!.postMessage({ data: workerDataOf(workerData), priority: getPriority() });
