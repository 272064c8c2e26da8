import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ baseURL: 'http://localhost:3100', viewport: { width: 1280, height: 900 } });
await page.request.post('/api/login', { data: { username: 'student', password: 'Canopy!learn1' } });
await page.goto(process.argv[2]);
await page.waitForLoadState('networkidle');
const n = Number(process.argv[3] ?? 10);
for (let i = 0; i < n; i++) {
  await page.keyboard.press('Tab');
  const d = await page.evaluate(() => { const e = document.activeElement; return `${e.tagName} ${e.getAttribute('role') ?? ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 60)}"`; });
  console.log(i + 1, d);
}
if (process.argv[4]) { for (const k of process.argv[4].split(',')) await page.keyboard.press(k); await page.waitForTimeout(500); }
await page.screenshot({ path: '/tmp/learn-dev/shots/kbd.png' });
await browser.close();
