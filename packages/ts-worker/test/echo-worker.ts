import { getPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { workerDataOf, yieldToBundler } from '../src';

// Answers with the data it was given and its thread's priority before and after yielding.
const before = getPriority();
yieldToBundler();
parentPort!.postMessage({ data: workerDataOf(workerData), before, after: getPriority() });
