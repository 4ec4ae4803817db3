// Checks that the web build follows the browser's language: a page opened with the German
// locale, and one with the Swedish (Finland) locale, says its loading words in that language
// and opens the cupboard in it (screenshots); in Swedish it then starts Eile mit Weile, opens
// the rules view, whose Swedish text the page fetches (texts/eile-ours-sv.txt, outside the
// wasm), and the makers' notes (history/makers-sv.txt).
//   node web/check_language.mjs http://127.0.0.1:8080/ OUT_DIR
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

// A language's page messages (assets/i18n/<tag>/web.ftl): the loading page must show one.
const pageWords = (tag) =>
  readFileSync(new URL(`../assets/i18n/${tag}/web.ftl`, import.meta.url), 'utf8')
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

const fail = async (why) => {
  console.error(`language check failed: ${why}`);
  await browser.close();
  process.exit(1);
};

const said = [];
for (const [locale, tag, name] of [['de-DE', 'de', 'German'], ['sv-FI', 'sv', 'Swedish']]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale });
  const log = [];
  page.on('console', (m) => log.push(m.text()));
  const waitFor = async (text, seconds) => {
    for (let i = 0; i < seconds * 4; i++) {
      if (log.some((l) => l.includes(text))) return true;
      await page.waitForTimeout(250);
    }
    return false;
  };
  await page.goto(url);
  await page.waitForTimeout(500);
  const loading = await page.evaluate(() => document.body.innerText);
  await page.screenshot({ path: `${outDir}/web-${tag}-loading.png` });
  if (!(await waitFor('screen: Title', 180))) await fail(`the ${name} page never showed the title`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${outDir}/web-${tag}-title.png` });
  if (!pageWords(tag).some((t) => loading.includes(t))) await fail(`the loading page is not ${name}: ${loading}`);
  said.push(`${name} while loading ("${loading.split('\n')[0]}")`);
  if (tag !== 'sv') {
    await page.close();
    continue;
  }
  // Eile mit Weile from the keyboard, then its rules (R) in Swedish: the page fetches them.
  await page.keyboard.press('Enter');
  if (!(await waitFor('screen: Setup', 30))) await fail('Enter did not open the setup');
  await page.waitForTimeout(1000);
  for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  if (!(await waitFor('screen: Playing', 30))) await fail('the keyboard did not start Eile mit Weile');
  await page.waitForTimeout(3000);
  const rules = page.waitForResponse((r) => r.url().includes('texts/eile-ours-sv.txt'), { timeout: 30000 }).catch(() => null);
  await page.keyboard.press('r');
  const rulesAnswer = await rules;
  if (!rulesAnswer || rulesAnswer.status() !== 200) await fail('the rules view did not fetch its Swedish text');
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${outDir}/web-sv-rules.png` });
  // The makers' notes from the rules view: Down to its button, Enter.
  const makers = page.waitForResponse((r) => r.url().includes('history/makers-sv.txt'), { timeout: 30000 }).catch(() => null);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Enter');
  const makersAnswer = await makers;
  if (!makersAnswer || makersAnswer.status() !== 200) await fail("the makers' notes were not fetched in Swedish");
  if (!(await waitFor('history: the notes are read', 30))) await fail("the makers' notes were fetched but not read");
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${outDir}/web-sv-makers.png` });
  said.push("Swedish in the rules view and the makers' notes, fetched when opened");
  await page.close();
}
await browser.close();
console.log(`the page speaks ${said.join('; ')}, and opens the cupboard`);
