import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const [buildDir, port, page, out] = process.argv.slice(2);
const server = spawn('node', ['scripts/serve.mjs', '--dir', buildDir, '--port', port], { cwd: '/work/main', stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto(`http://localhost:${port}${page}`, { waitUntil: 'load' });
  await p.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  // self time by function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
} finally { await browser.close(); server.kill(); }
