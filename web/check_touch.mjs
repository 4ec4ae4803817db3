// Checks the web build on a tablet: a 1024 × 768 page with a touch screen (Playwright's
// hasTouch) plays by tapping alone. Razboiniki: a tap on the title's New game, a tap on Start,
// a tap on a piece and a tap on its square make the player's move. Eile mit Weile and the 1918
// map game: a tap on the die rolls it. Helsinki 1918: a tap on a German unit picks it, a long
// press, a drag and a pinch move the map, and the game goes on. Screenshots go to OUT_DIR.
//   node web/check_touch.mjs http://127.0.0.1:8080/ OUT_DIR
//
// The places tapped are where the cupboard lays things out at 1024 × 768 (the boards fit the
// window's part left of the 340-pixel side panel: src/app/table_area.rs).
import { chromium } from 'playwright-core';

const [url, outDir = '.'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run', '--disable-quic', '--touch-events=enabled'],
});
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
const page = await context.newPage();
const log = [];
page.on('console', (m) => log.push(m.text()));
page.on('pageerror', (e) => log.push('PAGE ERROR ' + e.message));
const waitFor = async (text, seconds) => {
  for (let i = 0; i < seconds * 4; i++) {
    if (log.some((l) => l.includes(text))) return true;
    await page.waitForTimeout(250);
  }
  return false;
};
const fail = async (why) => {
  await page.screenshot({ path: `${outDir}/touch-fail.png` });
  console.log(log.slice(-30).join('\n'));
  console.error('touch check failed: ' + why);
  await browser.close();
  process.exit(1);
};
const cdp = await context.newCDPSession(page);
// One finger or two through the browser's own touch events (a long press, a drag, a pinch).
const touch = async (type, points) => {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
};
const drag = async (from, to, fingers = 1, steps = 8) => {
  const at = (k) => from.map((p, i) => [p[0] + (to[i][0] - p[0]) * k, p[1] + (to[i][1] - p[1]) * k]);
  await touch('touchStart', at(0).slice(0, fingers));
  for (let s = 1; s <= steps; s++) {
    await touch('touchMove', at(s / steps).slice(0, fingers));
    await page.waitForTimeout(40);
  }
  await touch('touchEnd', []);
};
const fresh = async () => {
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  log.length = 0;
  await page.goto(url);
  if (!(await waitFor('screen: Title', 180))) await fail('the title screen never appeared');
  await page.waitForTimeout(2500);
};
// The title at 1024 × 768 (as drawn before the first touch): the boxes' New game buttons. A
// setup page logs where its Start button is ("place: start X Y"; touched, buttons are taller).
const NEW_GAME = { eile: [303, 286], razboiniki: [796, 286], suomi1918: [303, 601], helsinki1918: [796, 569] };
const placeOf = (what) => {
  const line = [...log].reverse().find((l) => l.includes(`place: ${what} `));
  if (!line) return null;
  const m = line.match(new RegExp(`place: ${what} (-?[0-9.]+) (-?[0-9.]+)`));
  return m ? [parseFloat(m[1]), parseFloat(m[2])] : null;
};
const startByTaps = async (game) => {
  await fresh();
  await page.touchscreen.tap(...NEW_GAME[game]);
  if (!(await waitFor('screen: Setup game: ' + game, 30))) await fail(`a tap on ${game}'s New game did not open its setup`);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${outDir}/touch-${game}-setup.png` });
  const start = placeOf('start');
  if (!start) await fail(`${game}'s setup page did not say where its Start button is`);
  await page.touchscreen.tap(...start);
  if (!(await waitFor('screen: Playing game: ' + game, 30))) await fail(`a tap on Start did not start ${game}`);
  await page.waitForTimeout(5000);
};

await fresh();
await page.screenshot({ path: `${outDir}/touch-title.png` });

// Razboiniki: White (the player) moves the 5 on b2 one square on, to b3.
await startByTaps('razboiniki');
await page.touchscreen.tap(184, 504);
await page.waitForTimeout(600);
await page.touchscreen.tap(184, 444);
if (!(await waitFor('razboiniki player move b2-b3', 20))) await fail('taps on b2 and b3 did not move the piece');
await page.waitForTimeout(2500);
await page.screenshot({ path: `${outDir}/touch-razboiniki.png` });

// Eile mit Weile: the die, right of the board.
await startByTaps('eile');
await page.touchscreen.tap(640, 369);
if (!(await waitFor('eile roll', 20))) await fail('a tap on the Eile die did not roll it');
await page.waitForTimeout(2500);
await page.screenshot({ path: `${outDir}/touch-eile.png` });

// The 1918 map game: the die in the Gulf of Bothnia.
await startByTaps('suomi1918');
await page.touchscreen.tap(58, 153);
if (!(await waitFor('suomi1918 roll', 20))) await fail('a tap on the 1918 die did not roll it');
await page.waitForTimeout(2500);
await page.screenshot({ path: `${outDir}/touch-suomi1918.png` });

// Helsinki 1918: a German unit on the western edge, a long press, a drag and a pinch.
await startByTaps('helsinki1918');
await page.waitForTimeout(4000);
await page.touchscreen.tap(238, 137);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${outDir}/touch-helsinki1918-picked.png` });
await touch('touchStart', [[300, 400]]);
await page.waitForTimeout(900);
await touch('touchEnd', []);
await page.waitForTimeout(800);
await page.screenshot({ path: `${outDir}/touch-helsinki1918-long-press.png` });
await drag([[400, 500]], [[250, 350]]);
await drag([[300, 380], [420, 380]], [[220, 380], [500, 380]], 2);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${outDir}/touch-helsinki1918-moved.png` });
if (log.some((l) => l.includes('PAGE ERROR') || l.includes('panicked'))) await fail('the page failed');
console.log('touch check passed: on a 1024 × 768 touch page, taps opened and started every game, moved a '
  + 'Razboiniki piece, rolled the Eile and 1918 dice, and picked a Helsinki unit; a long press, a drag and '
  + 'a pinch on the Helsinki map left the game running');
await browser.close();
