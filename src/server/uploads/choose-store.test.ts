import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { chooseUploadStore } from './choose-store';

const t = useTestDb();

describe('chooseUploadStore', () => {
  it('takes the database with PostgreSQL and the data folder with the embedded database, unless UPLOAD_STORAGE says', () => {
    const postgres = { db: t.db, kind: 'postgres' as const };
    const embedded = { db: t.db, kind: 'pglite' as const };
    expect(chooseUploadStore(undefined, postgres, '/srv/data').storage).toBe('database');
    expect(chooseUploadStore(undefined, embedded, '/srv/data').storage).toBe('folder');
    expect(chooseUploadStore('folder', postgres, '/srv/data').storage).toBe('folder');
    expect(chooseUploadStore('database', embedded, '/srv/data').storage).toBe('database');
  });
});
