import { parentPort, workerData } from 'node:worker_threads';
import { docsTools, type ToolAnswer } from '../tools';
import { loadDocs } from './docs';
import type { ToolCall, ToolWorkerData, ToolWorkerMessage } from './tool-runner';

// One build and its search engine in a worker thread: the thread that answers HTTP
// requests never runs a tool, so a costly call can be ended without ending the server.
const port = parentPort!;
const { buildDir, dataFile } = workerData as ToolWorkerData;
const docs = loadDocs(buildDir, dataFile);
docs.warm();
const tools = new Map(docsTools(docs).map((tool) => [tool.name, tool]));

port.on('message', ({ id, name, args }: ToolCall) => {
  let answer: ToolAnswer;
  try {
    const tool = tools.get(name);
    answer = tool ? tool.run(args) : { text: `Unknown tool "${name}".`, isError: true };
  } catch (error) {
    answer = { text: `${name} failed: ${(error as Error).message}`, isError: true };
  }
  port.postMessage({ type: 'answer', id, answer } satisfies ToolWorkerMessage);
});
port.postMessage({ type: 'ready' } satisfies ToolWorkerMessage);
