import type { ClientModule } from '@docusaurus/types';
import globalData from '@generated/globalData';

type GoogleTagWindow = Window & {
  dataLayer: unknown[];
  gtag: (...args: unknown[]) => void;
};

const { tagId } = globalData['toolhive-google-tag']!.default as { tagId: string };

function installGoogleTag(): void {
  const w = window as unknown as GoogleTagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` object, not an array, from the data layer.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', tagId, { anonymize_ip: true, send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  // A blocked tag (ad blocker, offline) must never break the page.
  script.onerror = () => console.info('Google tag could not load; page views are not reported.');
  document.head.appendChild(script);
}

if (typeof window !== 'undefined') {
  installGoogleTag();
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    const changed =
      !previousLocation ||
      location.pathname !== previousLocation.pathname ||
      location.search !== previousLocation.search ||
      location.hash !== previousLocation.hash;
    if (!changed) {
      return;
    }
    // Wait a tick so the new page's <title> is in place before it is reported.
    setTimeout(() => {
      (window as unknown as GoogleTagWindow).gtag('event', 'page_view', {
        page_title: document.title,
        page_location: window.location.href,
        page_path: location.pathname + location.search + location.hash,
      });
    });
  },
};

export default clientModule;
