// Checks every bundle patch (build/patches.ts) against node_modules, without a build: exits 1
// naming each patch whose package moved or whose target text is gone.
//   npm run check:patches
import { BUNDLE_PATCHES, checkPatches } from '../build/patches.ts';

const problems = checkPatches();
if (problems.length > 0) {
  console.error(`Bundle patches that no longer hold (build/patches.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`All ${BUNDLE_PATCHES.length} bundle patches hold against node_modules.`);
