// Dev-only: screenshots of learn pages at 1280 and 360 px. Usage: node shots.mjs <base> <user|-> <name=path>...
import { chromium } from 'playwright-core';
const [base, user, ...targets] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const widths = (process.env.WIDTHS ?? '1280,360').split(',').map(Number);
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', page.url(), e.message, e.cause ? String(e.cause) : ''));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  if (user && user !== '-') {
    const [username, password] = user.split(':');
    const res = await page.request.post('/api/login', { data: { username, password } });
    console.log('login', res.status());
  }
  for (const t of targets) {
    const [name, rest] = [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]; const [path, action] = rest.split('|');
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    if (action) {
      for (const step of action.split(';')) {
        if (step.startsWith('click:')) await page.getByRole('tab', { name: step.slice(6) }).click().catch((e) => console.log('click fail', e.message));
        if (step.startsWith('btn:')) await page.getByRole('button', { name: step.slice(4) }).first().click().catch((e) => console.log('btn fail', e.message));
        if (step.startsWith('wait:')) await page.waitForTimeout(Number(step.slice(5)));
      }
      await page.waitForLoadState('networkidle').catch(() => {});
    }
    await page.waitForTimeout(400);
    const full = process.env.FULL !== '0';
    if (width < 600) {
      // Narrow pages are tall: save them in segments that stay readable.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const seg = Number(process.env.SEG ?? 1100);
      const max = Number(process.env.MAXH ?? 4400);
      for (let y = 0, i = 0; y < Math.min(height, max); y += seg, i++) {
        await page.screenshot({ path: `/tmp/learn-dev/shots/${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, height - y) } }).catch(() => {});
      }
    } else {
      await page.screenshot({ path: `/tmp/learn-dev/shots/${name}-${width}.png`, fullPage: full });
    }
    console.log('shot', name, width);
  }
  await context.close();
}
await browser.close();
