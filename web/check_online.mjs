// Online play in the browser, against the native game server on loopback:
// 1. Two Chromium pages play one Eile mit Weile game to its end: page A creates the room by
//    keys (Play online, Connect, Eile mit Weile, two players, the second seat open, one stone
//    each, Create the room), page B opens the room link and takes the second seat, A starts,
//    and both press Space (roll / move) until the game is over.
// 2. A native headless client (`pelikaappi join --create razboiniki`) and a page play one
//    Razboiniki game to its end: the page opens the room link and takes the second seat.
// 3. A page opened from a quick-match link (`?server=…&quick=razboiniki`) and a native client
//    that asks for a quick match of Razboiniki find each other, chat both ways (the page by C,
//    typing and Enter), and play to the end.
// 4. A native client creates a public room (`--public --name Lobbyist`); a page opened with no
//    room in its address finds it in the lobby's list (Play online, Connect, the list's Join
//    by keys) and takes its open seat: the game is played to its end.
//   node web/check_online.mjs PAGE_URL SERVER_URL SERVER_LOG NATIVE_BIN OUT_DIR
import { chromium } from 'playwright-core';
import { readFileSync } from 'fs';
import { spawn } from 'child_process';

const [pageUrl, serverUrl, serverLog, nativeBin, outDir = '.'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run', '--disable-quic'],
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pages = [];
const open = async (name, url) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const log = [];
  page.on('console', (m) => log.push(m.text()));
  page.on('pageerror', (e) => log.push('PAGE ERROR ' + e.message));
  await page.goto(url);
  const p = { name, page, log };
  pages.push(p);
  return p;
};
const fail = async (why) => {
  for (const p of pages) {
    await p.page.screenshot({ path: `${outDir}/web-online-fail-${p.name}.png` });
    console.log(`--- ${p.name}\n` + p.log.slice(-20).join('\n'));
  }
  console.error('web online check failed: ' + why);
  await browser.close();
  process.exit(1);
};
const waitFor = async (p, text, seconds) => {
  for (let i = 0; i < seconds * 4; i++) {
    if (p.log.some((l) => l.includes(text))) return true;
    await sleep(250);
  }
  return false;
};
const keys = async (p, list) => {
  for (const key of list) {
    await p.page.keyboard.press(key);
    await sleep(350);
  }
};
// Waits until the server's log has a line with `text`.
const serverSays = async (text, seconds) => {
  for (let i = 0; i < seconds * 4; i++) {
    if (readFileSync(serverLog, 'utf8').includes(text)) return true;
    await sleep(250);
  }
  return false;
};
const roomLink = (code) => `${pageUrl}?server=${encodeURIComponent(serverUrl)}&room=${code}`;
// Presses Space on the pages until each says its online game is over. When the time runs out,
// `diagnosis` says which it was: a game that stood still (nothing new on any page for two
// minutes: a stalled turn or a lost notice, with the pages' last lines) or one still moving (a
// slow machine).
let diagnosis = '';
const playToEnd = async (list, minutes) => {
  const end = Date.now() + minutes * 60_000;
  let seen = list.map((p) => p.log.length);
  let lastChange = Date.now();
  while (Date.now() < end) {
    if (list.every((p) => p.log.some((l) => l.includes('online game over')))) return true;
    for (const p of list) await p.page.keyboard.press('Space');
    await sleep(400);
    const now = list.map((p) => p.log.length);
    if (now.some((n, i) => n !== seen[i])) lastChange = Date.now();
    seen = now;
  }
  const still = Math.round((Date.now() - lastChange) / 1000);
  diagnosis = still >= 120
    ? `stalled: nothing new on the page${list.length > 1 ? 's' : ''} for ${still} s (a stalled turn or a lost notice); last lines: ${list.map((p) => `${p.name}: ${p.log.slice(-3).join(' | ')}`).join('; ')}`
    : `still moving when the time ran out (last change ${still} s before): a slow machine`;
  return false;
};

// --- 1. Eile mit Weile between two pages.
const a = await open('a', pageUrl);
if (!(await waitFor(a, 'screen: Title', 180))) await fail('page A never showed the title');
await sleep(1500);
await a.page.mouse.click(20, 790);
// Play online: after each game's New game and Learn to play.
await keys(a, [...Array(8).fill('ArrowDown'), 'Enter']);
if (!(await waitFor(a, 'screen: Online', 20))) await fail('Play online did not open');
await keys(a, ['Enter']); // Connect
if (!(await waitFor(a, 'connecting to', 10))) await fail('page A did not connect');
await sleep(2000);
// Past the pace (live play) to Eile mit Weile: its setup page.
await keys(a, ['ArrowDown', 'ArrowDown', 'Enter']);
if (!(await waitFor(a, 'screen: Setup game: eile', 20))) await fail('the setup page did not open');
await sleep(1500);
await a.page.screenshot({ path: `${outDir}/web-online-setup.png` });
// Two players; the second seat open (Human: past master, the last AI level); one stone each;
// Create the room.
await keys(a, ['ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown',
  'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'Enter']);
if (!(await waitFor(a, 'online: in room', 20))) await fail('page A made no room');
const codeA = a.log.join('\n').match(/online: in room ([A-Z]{6,8})/)[1];
const b = await open('b', roomLink(codeA));
if (!(await waitFor(b, `links to room ${codeA}`, 180))) await fail('page B did not read the room link');
if (!(await waitFor(b, 'screen: Online', 30))) await fail('page B did not open the room');
if (!(await serverSays('joined at seat None', 60))) await fail('page B did not join the room');
// The page draws the room a few frames later (software WebGL is slow).
await sleep(10000);
await b.page.mouse.click(20, 790);
await keys(b, ['ArrowDown', 'Enter']); // Take seat 2
if (!(await waitFor(b, 'online: in room', 20))) await fail('page B took no seat');
await a.page.screenshot({ path: `${outDir}/web-online-room.png` });
await keys(a, ['ArrowDown', 'Enter']); // Start the game
if (!(await waitFor(a, 'screen: Playing game: eile', 20))) await fail('the host did not start');
if (!(await waitFor(b, 'screen: Playing game: eile', 20))) await fail('page B did not start');
await sleep(2000);
await b.page.screenshot({ path: `${outDir}/web-online-eile.png` });
if (!(await playToEnd([a, b], 30))) await fail(`the Eile game did not end in 30 minutes: ${diagnosis}`);
await a.page.screenshot({ path: `${outDir}/web-online-eile-end.png` });
// The Eile pages are closed: three pages drawing on software WebGL starve the browser's
// network events on two cores (the third page's own moves then came back from the server
// minutes late, though the server answered at once).
for (const p of [a, b]) {
  await p.page.close();
  pages.splice(pages.indexOf(p), 1);
}

// --- 2. Razboiniki between a native client and a page.
// The native client waits for the page to load and join, then plays: an hour at most.
// The room's options keep the game short (a quiet-move limit of 4): the check plays a whole
// game well inside its time on a 2-core machine.
const native = spawn(nativeBin, ['join', serverUrl, '--create', 'razboiniki', '--seats', 'open,open',
  '--options', '{"quiet_limit":4}', '--ai', 'quick', '--seconds', '3600']);
let nativeOut = '';
let nativeExit = null;
native.stdout.on('data', (d) => { nativeOut += d; });
native.stderr.on('data', (d) => { nativeOut += d; });
native.on('exit', (status) => { nativeExit = status; });
let code = null;
for (let i = 0; i < 80 && !code; i++) {
  code = (nativeOut.match(/room ([A-Z]{6,8})/) || [])[1];
  await sleep(250);
}
if (!code) await fail('the native client made no room');
const watchers = () => (readFileSync(serverLog, 'utf8').match(/joined at seat None/g) || []).length;
const before = watchers();
const c = await open('c', roomLink(code));
if (!(await waitFor(c, 'screen: Online', 180))) await fail('page C did not open the room');
for (let i = 0; i < 240 && watchers() <= before; i++) await sleep(250);
if (watchers() <= before) await fail('page C did not join the room');
await sleep(10000);
await c.page.mouse.click(20, 790);
await keys(c, ['ArrowDown', 'Enter']); // Take seat 2: the native host starts
if (!(await waitFor(c, 'screen: Playing game: razboiniki', 30))) await fail('the Razboiniki game did not start');
if (!(await playToEnd([c], 15))) await fail(`the Razboiniki game did not end in 15 minutes: ${diagnosis}`);
for (let i = 0; i < 240 && nativeExit === null; i++) await sleep(250);
if (nativeExit !== 0) {
  console.log(nativeOut);
  await fail(`the native client did not see the end (exit ${nativeExit})`);
}
await c.page.screenshot({ path: `${outDir}/web-online-razboiniki-end.png` });
await c.page.close();
pages.splice(pages.indexOf(c), 1);

// --- 3. Strangers: a page opened from a quick-match link and a native client that asks for a
// quick match of the same game find each other, talk in the chat both ways, and play to the end.
const quick = spawn(nativeBin, ['join', serverUrl, '--quick', 'razboiniki', '--options', '{}',
  '--name', 'Native', '--say', 'hei sivu', '--ai', 'quick', '--seconds', '3600']);
let quickOut = '';
let quickExit = null;
quick.stdout.on('data', (d) => { quickOut += d; });
quick.stderr.on('data', (d) => { quickOut += d; });
quick.on('exit', (status) => { quickExit = status; });
const d = await open('d', `${pageUrl}?server=${encodeURIComponent(serverUrl)}&quick=razboiniki`);
if (!(await waitFor(d, 'asks for a quick match of razboiniki', 180))) await fail('page D did not read the quick-match link');
if (!(await waitFor(d, 'screen: Playing game: razboiniki', 120))) {
  console.log(quickOut);
  await fail('the quick match did not start a game');
}
const quickCode = (quickOut.match(/room ([A-Z]{6,8})/) || [])[1];
await sleep(3000);
await d.page.mouse.click(20, 790);
await keys(d, ['c']);
await sleep(1000);
for (const ch of 'moi') await d.page.keyboard.press(ch);
await keys(d, ['Enter']);
for (let i = 0; i < 120 && !quickOut.includes(': moi'); i++) await sleep(250);
if (!quickOut.includes(': moi')) await fail(`the native client did not read the page's chat: ${quickOut}`);
await d.page.screenshot({ path: `${outDir}/web-online-quick-chat.png` });
if (!quickOut.includes('chat Native: hei sivu')) await fail("the native client's own line did not come back");
// Enter sent the line and gave the keys back to the game.
if (!(await playToEnd([d], 20))) await fail(`the quick-match game did not end in 20 minutes: ${diagnosis}`);
for (let i = 0; i < 240 && quickExit === null; i++) await sleep(250);
if (quickExit !== 0) {
  console.log(quickOut);
  await fail(`the native quick-match client did not see the end (exit ${quickExit})`);
}
await d.page.close();
pages.splice(pages.indexOf(d), 1);

// --- 4. The lobby: a public room found by a page that was given no room.
const host = spawn(nativeBin, ['join', serverUrl, '--create', 'razboiniki', '--seats', 'open,open',
  '--public', '--name', 'Lobbyist', '--options', '{"quiet_limit":4}', '--ai', 'quick', '--seconds', '3600']);
let hostOut = '';
let hostExit = null;
host.stdout.on('data', (x) => { hostOut += x; });
host.stderr.on('data', (x) => { hostOut += x; });
host.on('exit', (status) => { hostExit = status; });
let lobbyCode = null;
for (let i = 0; i < 80 && !lobbyCode; i++) {
  lobbyCode = (hostOut.match(/room ([A-Z]{6,8})/) || [])[1];
  await sleep(250);
}
if (!lobbyCode) await fail(`the native host made no public room: ${hostOut}`);
const e = await open('e', `${pageUrl}?server=${encodeURIComponent(serverUrl)}`);
if (!(await waitFor(e, 'screen: Title', 180))) await fail('page E never showed the title');
await sleep(1500);
await e.page.mouse.click(20, 790);
await keys(e, [...Array(8).fill('ArrowDown'), 'Enter']);
if (!(await waitFor(e, 'screen: Online', 20))) await fail('page E: Play online did not open');
await keys(e, ['Enter']); // Connect
if (!(await waitFor(e, 'connecting to', 10))) await fail('page E did not connect');
// The lobby's list comes at once; the page draws it a few frames later.
await sleep(8000);
// From the first item up past Back and the statistics to the last waiting room's Join (the
// only room waiting; no public game is being played).
await keys(e, ['ArrowUp', 'ArrowUp', 'ArrowUp']);
await e.page.screenshot({ path: `${outDir}/web-online-lobby.png` });
await keys(e, ['Enter']);
if (!(await waitFor(e, `online: in room ${lobbyCode}`, 20))) await fail(`page E did not join room ${lobbyCode} from the lobby`);
if (!(await waitFor(e, 'screen: Playing game: razboiniki', 30))) await fail('the lobby game did not start');
if (!(await playToEnd([e], 15))) await fail(`the lobby game did not end in 15 minutes: ${diagnosis}`);
for (let i = 0; i < 240 && hostExit === null; i++) await sleep(250);
if (hostExit !== 0) {
  console.log(hostOut);
  await fail(`the native host did not see the end (exit ${hostExit})`);
}
await e.page.screenshot({ path: `${outDir}/web-online-lobby-end.png` });

const served = readFileSync(serverLog, 'utf8').split('\n').filter((l) => l.includes('joined')).length;
console.log(`web online check passed: two pages played Eile mit Weile to its end in room ${codeA}, a native client and a page played Razboiniki to its end in room ${code}, a page and a native client met by quick match in room ${quickCode}, chatted and played to the end, and a page found the public room ${lobbyCode} in the lobby and played it to the end (${served} joins on the server)`);
await browser.close();
