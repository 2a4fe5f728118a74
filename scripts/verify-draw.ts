// Recomputes a giveaway's winners from its published record, as anyone can:
//   npm run verify-draw -- <giveaway id> [site address]
// The site defaults to PUBLIC_URL, else http://localhost:$PORT (3000). Exits 1 if the draw does
// not hold. The algorithm is src/shared/lib/giveaway-draw.ts, the one the server drew with.
import { DRAW_ALGORITHM, drawRound, verifyDraw } from '../src/shared/lib/giveaway-draw';
import type { DrawRecordDto } from '../src/shared/schemas/giveaways';

const [id, siteArgument] = process.argv.slice(2);
if (!id || !/^\d+$/.test(id)) {
  console.error('Usage: npm run verify-draw -- <giveaway id> [site address]');
  process.exit(2);
}
const site = (siteArgument ?? (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`)).replace(/\/$/, '');
const address = `${site}/api/giveaways/${id}/draw`;

const response = await fetch(address).catch((error: unknown) => {
  console.error(`Could not reach ${address}: ${String(error)}`);
  process.exit(2);
});
if (!response.ok) {
  console.error(`${address} answered ${response.status}: ${await response.text()}`);
  process.exit(2);
}
const record = (await response.json()) as DrawRecordDto;
if (record.algorithm !== DRAW_ALGORITHM) {
  console.error(`This checker knows ${DRAW_ALGORITHM}, not ${record.algorithm}.`);
  process.exit(2);
}

console.log(`Giveaway ${record.giveawayId} (${record.month}), drawn ${record.drawnAt}`);
console.log(`  seed hash (published when it opened): ${record.seedHash}`);
console.log(`  seed (revealed at the draw):          ${record.seed}`);
console.log(`  entrant list: ${record.entrantCount} members, SHA-256 ${record.listHash}`);
for (const [index, winner] of record.winners.entries()) {
  const round = await drawRound(record.seed, record.entrantList, index + 1, record.winners.slice(0, index));
  console.log(
    `  round ${index + 1}: ticket ${round.ticket} of ${round.totalTickets} → member ${round.winnerUserId} (recorded: member ${winner})`,
  );
}
const problems = await verifyDraw(record);
if (problems.length > 0) {
  for (const problem of problems) console.log(`✗ ${problem}`);
  process.exit(1);
}
console.log('✓ The draw holds: the seed matches its hash, the list its hash, and every winner is what the algorithm gives.');
