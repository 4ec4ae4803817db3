// Checks the web build in headless Chromium: the page loads, the canvas draws, clicks and
// keys reach the game (title → setup → game screen, read from the console log), every
// playable game's title entry opens its own setup, and the time to the first drawn frame.
//   node web/check.mjs http://127.0.0.1:8080/ OUT_DIR
import { chromium } from 'playwright-core';

const [url, outDir = '.'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const log = [];
page.on('console', (m) => log.push(m.text()));
const answers = [];
page.on('response', (r) => answers.push([r.url(), r.status()]));
page.on('pageerror', (e) => log.push('PAGE ERROR ' + e.message));
const waitFor = async (text, seconds) => {
  for (let i = 0; i < seconds * 4; i++) {
    if (log.some((l) => l.includes(text))) return true;
    await page.waitForTimeout(250);
  }
  return false;
};
const opened = Date.now();
await page.goto(url);
const fail = async (why) => {
  await page.screenshot({ path: `${outDir}/web-fail.png` });
  console.log(log.slice(-30).join('\n'));
  console.error('web check failed: ' + why);
  await browser.close();
  process.exit(1);
};
if (!(await waitFor('screen: Title', 180))) await fail('the title screen never appeared');
const firstFrame = (Date.now() - opened) / 1000;
await page.waitForTimeout(3000);
const canvas = await page.$('canvas');
if (!canvas) await fail('no canvas');
await page.screenshot({ path: `${outDir}/web-title.png` });
await page.mouse.click(380, 296); // Eile mit Weile's "New game" in its box
if (!(await waitFor('screen: Setup', 30))) await fail('a click did not reach the title screen');
await page.waitForTimeout(1500);
await page.screenshot({ path: `${outDir}/web-setup.png` });
await page.keyboard.press('ArrowUp'); // focus "Back" then "Start the game"
await page.waitForTimeout(300);
await page.keyboard.press('ArrowUp');
await page.waitForTimeout(300);
await page.keyboard.press('Enter');
if (!(await waitFor('screen: Playing', 30))) await fail('the keyboard did not start a game');
await page.waitForTimeout(4000);
await page.mouse.click(880, 380); // the die: Red (human) rolls
if (!(await waitFor('eile roll', 30))) await fail('a click on the die did not roll it');
await page.waitForTimeout(3000);
await page.screenshot({ path: `${outDir}/web-game.png` });
// Each playable game's title entry opens its own setup (keyboard: Down moves to the next
// game's "New game"; two quick presses must both count).
// (each game's "Learn to play" follows its "New game").
const entries = [['eile', 0], ['razboiniki', 2], ['suomi1918', 4], ['helsinki1918', 6]];
for (const [game, downs] of entries) {
  await page.evaluate(() => localStorage.clear());
  log.length = 0;
  await page.goto(url);
  if (!(await waitFor('screen: Title', 180))) await fail('the title did not come back');
  await page.waitForTimeout(2000);
  for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown'); // no pause between
  await page.keyboard.press('Enter');
  if (!(await waitFor('screen: Setup game: ' + game, 30))) await fail(`the title entry of ${game} did not open its setup`);
}
// The 1918 map game: from a fresh title, keyboard to its setup and start, a click on its die.
await page.evaluate(() => localStorage.clear());
log.length = 0;
await page.goto(url);
if (!(await waitFor('screen: Title', 180))) await fail('the title did not come back');
await page.waitForTimeout(3000);
for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) {
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
}
if (!(await waitFor('screen: Setup', 30))) await fail('the keyboard did not open the 1918 setup');
await page.waitForTimeout(1000);
for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) {
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
}
if (!(await waitFor('screen: Playing', 30))) await fail('the keyboard did not start the 1918 game');
await page.waitForTimeout(5000);
await page.mouse.click(80, 82); // the die in the Gulf of Bothnia: Red (human) rolls
if (!(await waitFor('suomi1918 roll', 30))) await fail('a click on the 1918 die did not roll it');
await page.waitForTimeout(3000);
await page.screenshot({ path: `${outDir}/web-suomi1918.png` });
// The screen reader's live region says the game as its log has it (src/games/move_line.rs),
// and the move line's answer to a question typed after M.
const spoken = await page.evaluate(() => document.getElementById('live')?.textContent || '');
if (!spoken.trim()) await fail('the live region said nothing while the 1918 game was played');
await page.keyboard.press('m');
await page.waitForTimeout(500);
for (const ch of '?turn') await page.keyboard.type(ch);
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
const answered = await page.evaluate(() => document.getElementById('live')?.textContent || '');
if (!/turn|roll|over/i.test(answered) || answered === spoken) await fail(`the live region did not say the move line's answer: "${answered}"`);
// History at the table: the page fetches the notes when a 1918 game starts (history/*.txt,
// outside the wasm); N opens the History view and the live region reads the note shown.
await page.keyboard.press('n');
if (!(await waitFor('history: the notes are read', 30))) await fail('the history notes were not read');
if (!answers.some(([u, status]) => u.includes('history/suomi1918-history.txt') && status === 200)) await fail('the page did not fetch the history notes');
await page.waitForTimeout(2000);
const noteSaid = await page.evaluate(() => document.getElementById('live')?.textContent || '');
if (!/191[78]/.test(noteSaid) || noteSaid === answered) await fail(`the live region did not read the history note: "${noteSaid}"`);
await page.screenshot({ path: `${outDir}/web-suomi1918-history.png` });
await page.keyboard.press('Escape');
await page.waitForTimeout(500);
// Helsinki 1918: from a fresh title, keyboard to its setup and start (the human has the
// Germans' first initiative), a click on a German hex picks it, the map draws its tiles.
await page.evaluate(() => localStorage.clear());
log.length = 0;
await page.goto(url);
if (!(await waitFor('screen: Title', 180))) await fail('the title did not come back');
await page.waitForTimeout(3000);
for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) {
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
}
if (!(await waitFor('screen: Setup game: helsinki1918', 30))) await fail('the keyboard did not open the Helsinki setup');
await page.waitForTimeout(1000);
await page.mouse.click(640, 339); // "Start the game"
if (!(await waitFor('screen: Playing game: helsinki1918', 30))) await fail('a click did not start Helsinki 1918');
await page.waitForTimeout(8000);
await page.mouse.click(326, 61); // the German units on the western edge
await page.waitForTimeout(2000);
await page.screenshot({ path: `${outDir}/web-helsinki1918.png` });
// The loading page on a slow line: the progress bar fills while the wasm downloads.
const slow = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await slow.context().newCDPSession(slow);
await cdp.send('Network.emulateNetworkConditions', {
  offline: false, latency: 50, downloadThroughput: 4 * 1024 * 1024, uploadThroughput: 1024 * 1024,
});
slow.goto(url).catch(() => {});
// Watched every 100 ms from the start: the bar is gone once the game starts, and how soon that
// is depends on the machine, so one look at a fixed moment could miss it.
let bar = null;
for (let i = 0; i < 100 && !(bar && parseFloat(bar[0]) > 0); i++) {
  await slow.waitForTimeout(100);
  bar = await slow.evaluate(() => {
    const fill = document.getElementById('fill');
    return fill ? [fill.style.width, document.getElementById('detail').textContent] : null;
  }).catch(() => null);
  if (bar && parseFloat(bar[0]) > 0) await slow.screenshot({ path: `${outDir}/web-loading.png` });
}
if (!bar || !(parseFloat(bar[0]) > 0)) await fail('no progress bar while the wasm downloads: ' + JSON.stringify(bar));
await slow.close();
// Without WebGL2 the page says so in words instead of failing silently.
const noGl = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-webgl', '--disable-webgl2', '--disable-3d-apis',
         '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const plain = await noGl.newPage();
await plain.goto(url);
await plain.waitForTimeout(1500);
const said = await plain.evaluate(() => document.getElementById('what')?.textContent || '');
await plain.screenshot({ path: `${outDir}/web-no-webgl2.png` });
await noGl.close();
if (!said.includes('WebGL2')) await fail('no WebGL2 message without WebGL2: ' + said);
import { writeFileSync } from 'node:fs';
writeFileSync(`${outDir}/web-console.log`, log.join('\n'));
console.log(`web check passed: title, setup and game screens reached by mouse and keyboard, a click on the die rolled it in Eile mit Weile and in the 1918 game, the live region said the 1918 game and the move line's answer ("${answered.slice(0, 60)}"), N fetched the 1918 history notes and the live region read one ("${noteSaid.slice(0, 50)}"), the title entries of all four games opened their setups, Helsinki 1918 started and took a click on its map, the progress bar filled on a slow line (${bar[0]}, ${bar[1]}), the page named WebGL2 when it was missing; first frame after ${firstFrame.toFixed(1)} s`);
await browser.close();
