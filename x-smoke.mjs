import { chromium, devices } from '@playwright/test';
const base = 'http://127.0.0.1:3150';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
async function run(name, options, fn) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const log = [];
  page.on('console', (m) => { if (m.type() !== 'debug') log.push(`${m.type()}: ${m.text().slice(0, 200)}`); });
  page.on('pageerror', (e) => log.push('pageerror: ' + e.message));
  try { await fn(page); } catch (e) { log.push('FAILED: ' + e.message.split('\n')[0]); }
  console.log(`== ${name}\n  ${log.join('\n  ')}`);
  await context.close();
}
await run('desktop home', { viewport: { width: 1280, height: 800 } }, async (page) => {
  await page.goto(base + '/');
  await page.getByRole('button', { name: 'Start moving today' }).first().click();
  console.log('dialog open', await page.locator('#download-dialog-signup').evaluate((d) => d.open), await page.locator('#download-dialog-signup a[data-manual-link]').getAttribute('href').then(h=>h.slice(0,80)));
  await page.keyboard.press('Escape');
  console.log('dialog closed', await page.locator('#download-dialog-signup').evaluate((d) => !d.open));
  const next = page.getByRole('button', { name: 'Next testimonials' });
  await next.click(); await next.click();
  await page.waitForTimeout(800);
  console.log('carousel', await page.locator('[data-carousel]').getAttribute('data-carousel-index'), await page.locator('#testimonial-slides').getAttribute('aria-label'));
  await page.getByRole('button', { name: 'Accept' }).click();
  console.log('bar hidden', await page.locator('[data-consent-bar]').isHidden());
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await page.waitForURL('**/privacy-policy');
  await page.waitForTimeout(500);
  console.log('after nav', await page.title(), await page.locator('h1').textContent(), await page.locator('[role=switch]').getAttribute('aria-checked'));
  await page.getByRole('button', { name: 'Company' }).click();
  console.log('menu open', await page.locator('#nav-menu-company').evaluate((e) => e.matches(':popover-open')));
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await page.waitForURL('**/about'); await page.waitForTimeout(300);
  console.log('about', await page.locator('h1').textContent(), await page.locator('#nav-menu-company').evaluate((e) => e.matches(':popover-open')));
  await page.goBack(); await page.waitForTimeout(500);
  console.log('back', await page.locator('h1').textContent());
});
await run('phone home', { ...devices['Pixel 7'] }, async (page) => {
  await page.goto(base + '/Quay');
  const req = page.waitForRequest((r) => r.url().startsWith('https://app.fernly.example'), { timeout: 5000 }).catch(() => null);
  await page.route('https://app.fernly.example/**', (r) => r.fulfill({ body: 'app' }));
  await page.getByRole('button', { name: 'Start moving today' }).first().tap();
  const r = await req; console.log('phone nav to', r?.url().slice(0, 120));
});
await run('phone nav', { ...devices['Pixel 7'] }, async (page) => {
  await page.goto(base + '/about');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  console.log('drawer', await page.locator('#site-nav-drawer').evaluate((e) => e.matches(':popover-open')));
  await page.getByRole('link', { name: 'Contact Us' }).first().tap();
  await page.waitForURL('**/contact-us'); await page.waitForTimeout(500);
  console.log('contact', await page.locator('h1').textContent(), await page.locator('#site-nav-drawer').evaluate((e) => e.matches(':popover-open')));
});
await run('contact early', { viewport: { width: 1280, height: 800 } }, async (page) => {
  await page.goto(base + '/contact-us');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
  await page.getByLabel('You agree').check();
  console.log('send enabled', await page.getByRole('button', { name: 'Send message' }).isEnabled());
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Your message has been sent!').waitFor({ timeout: 10000 });
  console.log('sent ok');
});
await browser.close();
