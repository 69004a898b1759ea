import type { TryItTip } from '@toolhive-docs/api-reference';

/**
 * What the API reference's try-it console tells a reader whose request got no
 * answer, before its own advice to check the URL. `code` goes in backticks.
 */
export const apiTryItTips: TryItTip[] = [
  {
    title: 'Start a server.',
    text:
      'To try the API without ToolHive, run `npm run sandbox` in a clone of this documentation ' +
      'repository; the sandbox listens on `http://127.0.0.1:8080`. With ToolHive, run ' +
      '`thv serve`, which listens on `127.0.0.1` port `8080` unless you pass `--host` or `--port`.',
  },
  {
    title: 'CORS.',
    text:
      '`thv serve` in ToolHive v0.0.48 sends no CORS headers, so browsers refuse to hand its ' +
      'answers to this page even when it runs. Run the curl sample in a terminal instead, or ' +
      'point this console at the sandbox. It allows this site on your own machine; elsewhere, ' +
      'start it with `--cors-origin` and this site’s origin.',
  },
];
