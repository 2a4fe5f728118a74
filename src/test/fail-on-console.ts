import { afterEach, vi } from 'vitest';

// ARCHITECTURE.md, "Tests": a console error or warning fails the test unless the test expects it
// (a test that expects one spies on console itself and restores it).
const unexpected: string[] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
});
