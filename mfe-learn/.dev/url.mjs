import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ baseURL: 'http://localhost:3100' });
page.on('framenavigated', (f) => f === page.mainFrame() && console.log('nav', f.url()));
await page.goto(process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
console.log('final', page.url());
await browser.close();
