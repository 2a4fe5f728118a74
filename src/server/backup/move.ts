import type { DbHandle } from '../db/client';
import { type CopiedUploads, copyUploadFoldersIntoDatabase } from '../uploads/copy-folders';
import {
  advanceSequences,
  compareSummaries,
  TransferRefusedError,
  isEmptyDatabase,
  prepareTransferSession,
  readRows,
  rowWriter,
  setUserTriggers,
  summarizeTables,
  type TableSummary,
  tablesInDependencyOrder,
} from './tables';

export interface MoveReport {
  tables: Record<string, TableSummary>;
  uploads: CopiedUploads;
}

/**
 * Copies every table of `source` (the embedded database, which its caller has locked: no site is
 * writing to it) into `target`, an empty PostgreSQL database: the schema by the migrations, then
 * the rows parents first in one transaction (the tables' triggers off: the rows they wrote come
 * along), the sequences past the highest ids, and every table's count and checksum compared with
 * the source's before the transaction commits. A difference rolls it all back. Then the upload
 * folders of `dataDir` go into the target's upload tables under the addresses the rows name.
 */
export async function moveDatabase(source: DbHandle, target: DbHandle, dataDir: string): Promise<MoveReport> {
  if (!(await isEmptyDatabase(target.db))) {
    throw new TransferRefusedError(
      'The target PostgreSQL database is not empty: db:move copies only into a new, empty database. Create one (createdb …) and give its URL.',
    );
  }
  // The source as this version of the app expects it, which is the schema the target gets.
  await source.migrate();
  await target.migrate();
  const tables = await source.db.transaction(
    async (from) => {
      await prepareTransferSession(from);
      const tables = await tablesInDependencyOrder(from);
      const expected = await summarizeTables(from, tables);
      return target.db.transaction(async (to) => {
        await prepareTransferSession(to);
        await setUserTriggers(to, tables, false);
        for (const table of tables) {
          const write = rowWriter(to, table);
          for await (const rows of readRows(from, table)) await write(rows);
        }
        await advanceSequences(to, tables);
        await setUserTriggers(to, tables, true);
        const copied = await summarizeTables(to, tables);
        const differ = compareSummaries(expected, copied);
        if (differ.length)
          throw new Error(
            `The copy differs from the embedded database in: ${differ.join(', ')}. Nothing was copied: the target holds the schema only. Create it anew before another try.`,
          );
        return copied;
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // The uploads step (issue 36 §3): DATA_DIR's upload folders into the target (uploads/copy-folders.ts).
  const uploads = await copyUploadFoldersIntoDatabase({ db: target.db, dataDir });
  return { tables, uploads };
}
