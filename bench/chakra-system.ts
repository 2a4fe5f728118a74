// How long the app's Chakra system takes to build (`appSystem()`, theme.ts: on a phone, the
// longest task of the app's start), with Chakra as published and with the browser build's change
// to it (build/chakra-condition-lookup.ts), each in a fresh Node process, alternately, RUNS times.
// Prints both medians and their ratio.
//   npm run bench:chakra-system        (RUNS=12 by default)
import { execFileSync } from 'node:child_process';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { median } from './harness';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 12));

/** In a child: build the system once and print the milliseconds it took. */
async function measure() {
  if (process.env.CHAKRA_AS_BUILT === '1') {
    const transform = new URL('../build/chakra-condition-lookup.ts', import.meta.url).href;
    const hook = `import { CHAKRA_CONDITIONS_FILE, lookUpConditionsDirectly } from ${JSON.stringify(transform)};
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!CHAKRA_CONDITIONS_FILE.test(url)) return result;
  return { ...result, source: lookUpConditionsDirectly(String(result.source)) };
}`;
    register(`data:text/javascript,${encodeURIComponent(hook)}`);
  }
  const { appSystem } = await import('../src/client/theme');
  const started = performance.now();
  const system = appSystem();
  const took = performance.now() - started;
  // A hook that matched nothing would compare Chakra with itself.
  const changed = String(system.conditions.has).includes('Object.hasOwn');
  if (changed !== (process.env.CHAKRA_AS_BUILT === '1')) throw new Error(`Chakra's conditions.has was ${changed ? '' : 'not '}changed`);
  process.stdout.write(String(took));
}

function compare() {
  const run = (asBuilt: boolean) =>
    Number(
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, CHAKRA_SYSTEM_CHILD: '1', CHAKRA_AS_BUILT: asBuilt ? '1' : '0' },
        encoding: 'utf8',
      }),
    );
  const published: number[] = [];
  const asBuilt: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    published.push(run(false));
    asBuilt.push(run(true));
  }
  const format = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  console.log(`appSystem() in Node, ${RUNS} fresh processes each, alternating (ms)`);
  console.log(`Chakra as published:             median ${median(published).toFixed(1)}   (${format(published)})`);
  console.log(`as the browser build changes it: median ${median(asBuilt).toFixed(1)}   (${format(asBuilt)})`);
  console.log(`ratio, as built ÷ as published:  ${(median(asBuilt) / median(published)).toFixed(2)}`);
}

if (process.env.CHAKRA_SYSTEM_CHILD === '1') await measure();
else compare();
