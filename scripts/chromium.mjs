// How every tool here launches Chromium: Debian's build, with the flags this
// offline sandbox needs (no background networking, no component updates).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
