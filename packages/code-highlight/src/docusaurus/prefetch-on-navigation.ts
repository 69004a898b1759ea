import type { ClientModule } from '@docusaurus/types';
import { loadHighlighter } from './load-highlighter';

/**
 * Starts downloading the Prism highlighter when a client-side navigation to
 * another page begins, alongside that page's own chunks, so its code blocks
 * are usually highlighted by the time they render. The page loaded first
 * never needs Prism: its code blocks keep the server's markup.
 */
const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      // A failed download is retried, and reported, by the code block that needs it.
      loadHighlighter().catch(() => undefined);
    }
  },
};

export default clientModule;
