import nprogress from 'nprogress';

// The classic theme starts the bar 200 ms into a route change; these are the
// bar's own timings, which tests/e2e/navigation.spec.ts holds (nprogress trickles every 200 ms by default).
nprogress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
