import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://localhost:3100' });
await context.addInitScript(() => {
  window.addEventListener('error', (e) => {
    const c = e.error && e.error.cause;
    console.log('CAUSE', c && (c.stack || c.message || String(c)));
  });
});
const page = await context.newPage();
page.on('console', (m) => m.text().startsWith('CAUSE') && console.log(m.text()));
await page.request.post('/api/login', { data: { username: 'student', password: 'Canopy!learn1' } });
for (const p of (process.env.PAGES ?? '/').split(',')) { for (let i = 0; i < 3; i++) { console.log('goto', p); await page.goto(p); await page.waitForLoadState('networkidle'); } }
await browser.close();
