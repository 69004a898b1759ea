/** One HTTP request the Algolia client sent, as the tests read it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'timeout';

/**
 * A stand-in for Algolia's servers, plugged into the client as its
 * `requester`: records every request and answers through `answer`, so tests
 * see the exact method, URL, query string and body, with no network.
 */
export function fakeAlgolia(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  const requester = {
    async send(request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      data?: string;
    }) {
      const entry: SentRequest = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: request.data === undefined ? undefined : JSON.parse(request.data),
      };
      sent.push(entry);
      const reply = answer(entry);
      if (reply === 'timeout') return { status: 0, content: '', isTimedOut: true };
      return { status: reply.status, content: JSON.stringify(reply.body), isTimedOut: false };
    },
  };
  return { requester, sent };
}
