// The main thread while the app takes over a server-drawn page, on the five pages bench:lighthouse
// measures: Chromium with its CPU slowed 4× (Lighthouse's phone), a trace of each load, and the
// tasks of 50 ms or more after the first paint (the ones Lighthouse's Total Blocking Time counts,
// each by what it holds over 50 ms). Prints, per page, the median over RUNS loads of the time
// blocked and of the longest task, then what the long tasks of the median load did: Chromium's
// own work (style, layout, script evaluation) and the JavaScript in them, by package (the build's
// source maps). Lighthouse's scores move 5–15 points between runs on a shared host; these figures
// name the work behind them.
//   npm run build && npm run bench:takeover       (RUNS=5 by default; CPU_SLOWDOWN=4)
// BASELINE=<another checkout, built> serves that build too and loads the two alternately, each
// page's figures side by side with their ratio: old and new code compared in one run, on the
// host's same minutes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { freePort } from '../src/test/app-process';
import { phonePages, root, startServer, waitFor } from './harness';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const LONG_TASK_MS = 50;
/** Long enough after the load event for the app's start (boot.ts starts it at load, 1.5 s at the latest). */
const SETTLE_MS = 5000;

interface Build {
  name: string;
  dir: string;
  base: string;
  stop: () => Promise<void>;
  maps: Map<string, SourceMapConsumer | null>;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  callFrame: { url?: string; lineNumber: number; columnNumber: number; functionName: string };
}
interface Load {
  blockedMs: number;
  longestMs: number;
  /** What the long tasks spent their time on: Chromium's events and JavaScript by package. */
  work: Map<string, number>;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'mama-village-takeover-'));

async function serve(name: string, dir: string): Promise<Build> {
  if (!existsSync(path.join(dir, 'dist/client/index.html'))) throw new Error(`${dir}/dist is missing: run \`npm run build\` there first`);
  const port = await freePort();
  const stop = startServer(path.join(dir, 'src/server/index.ts'), {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, name),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, { server: stop });
  return { name, dir, base, stop: () => stop(), maps: new Map() };
}

/** 'react-dom', '@chakra-ui/react', 'src/client/features' … for a sampled frame of the build's code. */
function packageOf(build: Build, frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '').replace(/^.*\//, '');
  if (!file.endsWith('.js')) return frame.functionName || '(native)';
  // A module's own top-level code (what its evaluation runs), not any function of its sources.
  if (frame.lineNumber === 0 && frame.columnNumber === 0) return '(modules, top level)';
  if (!build.maps.has(file)) {
    const mapFile = path.join(build.dir, 'dist/client/assets', `${file}.map`);
    build.maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const source = build.maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return file;
  const inModules = source.split('node_modules/')[1];
  if (inModules)
    return inModules
      .split('/')
      .slice(0, inModules.startsWith('@') ? 2 : 1)
      .join('/');
  return source
    .replace(/^.*?src\//, 'src/')
    .split('/')
    .slice(0, 3)
    .join('/');
}

async function measure(browser: Browser, build: Build, route: string): Promise<Load | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  // The sign-up popup waits 3 s for a first visit; a visitor who has seen it is the common case.
  await context.addInitScript(() => sessionStorage.setItem('hasSeenSignupPopup', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(build.base + route, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();

  const navigation = events
    .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'))
    .at(-1);
  // Chromium now and then leaves the navigation out of a trace (Lighthouse's NO_NAVSTART): measured again.
  if (!navigation) return null;
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > navigation.ts)?.ts ?? navigation.ts;
  const tasks = events.filter(
    (e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= LONG_TASK_MS * 1000 && e.ts + e.dur! > firstPaint,
  );

  // The JavaScript CPU profile of the main thread, as (time, frame) samples.
  const profile = events.find((e) => e.name === 'Profile' && onMain(e));
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  let time = Number(profile?.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === navigation.pid && e.id === profile?.id)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => samples.push([(time += chunk.args?.data?.timeDeltas?.[i] ?? 0), id]));
  }

  const work = new Map<string, number>();
  const add = (key: string, ms: number) => work.set(key, (work.get(key) ?? 0) + ms);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    for (const e of events) {
      if (
        onMain(e) &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < end &&
        /^(UpdateLayoutTree|Layout|Paint|ParseHTML|v8\.evaluateModule|MinorGC|MajorGC)$/.test(e.name)
      ) {
        add(`[${e.name}]`, (e.dur ?? 0) / 1000);
      }
    }
    for (let i = 0; i < samples.length - 1; i++) {
      const [at, id] = samples[i]!;
      const frame = nodes.get(id)?.callFrame;
      if (at < task.ts || at >= end || !frame || /^\((idle|program|root)\)$/.test(frame.functionName)) continue;
      add(packageOf(build, frame), (samples[i + 1]![0] - at) / 1000);
    }
  }
  const durations = tasks.map((t) => t.dur! / 1000);
  return { blockedMs: durations.reduce((sum, d) => sum + d - LONG_TASK_MS, 0), longestMs: Math.max(0, ...durations), work };
}

async function measureAgainIfLost(browser: Browser, build: Build, route: string): Promise<Load> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const load = await measure(browser, build, route);
    if (load) return load;
  }
  throw new Error(`${route}: three traces without the navigation`);
}

/** The median, always one of the values (the upper middle of an even count): its load is the one described. */
const middleValue = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const builds: Build[] = [];
let browser: Browser | undefined;
try {
  builds.push(await serve('this', root));
  if (process.env.BASELINE) builds.unshift(await serve('baseline', path.resolve(process.env.BASELINE)));
  const routes = (await phonePages(builds[0]!.base)).map((page) => page.route);
  // Each page asked for once first, as a visitor gets it: kept by the server (http/client-app.ts).
  for (const build of builds) for (const route of routes) await fetch(build.base + route);

  browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    `Takeover of server-drawn pages, Chromium at ${CPU_SLOWDOWN}× slower CPU, median of ${RUNS} loads each (tasks ≥ ${LONG_TASK_MS} ms after first paint)`,
  );
  console.log(
    `${'page'.padEnd(46)}${builds.map((b) => `${b.name}: blocked ms  longest ms`.padStart(34)).join('')}${builds.length > 1 ? '   blocked, this ÷ baseline' : ''}`,
  );
  for (const route of routes) {
    const loads = new Map<Build, Load[]>(builds.map((b) => [b, []]));
    // Alternately, so both builds see the host's same minutes.
    for (let run = 0; run < RUNS; run++)
      for (const build of builds) loads.get(build)!.push(await measureAgainIfLost(browser, build, route));
    const figures = builds.map((build) => {
      const runs = loads.get(build)!;
      const blocked = middleValue(runs.map((l) => l.blockedMs));
      return { build, blocked, longest: middleValue(runs.map((l) => l.longestMs)), middle: runs.find((l) => l.blockedMs === blocked)! };
    });
    const ratio = figures.length > 1 && figures[0]!.blocked > 0 ? `   ${(figures[1]!.blocked / figures[0]!.blocked).toFixed(2)}` : '';
    console.log(
      `${route.padEnd(46)}${figures.map((f) => `${f.blocked.toFixed(0).padStart(22)}${f.longest.toFixed(0).padStart(12)}`).join('')}${ratio}`,
    );
    for (const { build, middle } of figures) {
      const top = [...middle.work].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(
        `    ${builds.length > 1 ? `${build.name}: ` : ''}in its long tasks: ${top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`,
      );
    }
  }
} finally {
  await browser?.close();
  for (const build of builds) await build.stop();
  rmSync(workDir, { recursive: true, force: true });
}
