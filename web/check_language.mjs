// Checks that the web build follows the browser's language: a page opened with the German
// locale says its loading words in German and opens the cupboard in German (screenshots).
//   node web/check_language.mjs http://127.0.0.1:8080/ OUT_DIR
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

// The German page messages (assets/i18n/de/web.ftl): the loading page must show one.
const german = readFileSync(new URL('../assets/i18n/de/web.ftl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => /^[a-z][a-z0-9-]* = /.test(l))
  .map((l) => l.split(' = ')[1].split('{')[0].trim())
  .filter((t) => t.length > 3);

const [url, outDir = '.'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
const log = [];
page.on('console', (m) => log.push(m.text()));
await page.goto(url);
await page.waitForTimeout(500);
const loading = await page.evaluate(() => document.body.innerText);
await page.screenshot({ path: `${outDir}/web-de-loading.png` });
let titled = false;
for (let i = 0; i < 720 && !titled; i++) {
  titled = log.some((l) => l.includes('screen: Title'));
  if (!titled) await page.waitForTimeout(250);
}
await page.waitForTimeout(3000);
await page.screenshot({ path: `${outDir}/web-de-title.png` });
await browser.close();
if (!titled) {
  console.error('language check failed: the title screen never appeared');
  process.exit(1);
}
if (!german.some((t) => loading.includes(t))) {
  console.error(`language check failed: the loading page is not German: ${loading}`);
  process.exit(1);
}
console.log(`the page speaks German while loading ("${loading.split('\n')[0]}") and opens the cupboard`);
