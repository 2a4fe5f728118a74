import { describe, expect, it } from 'vitest';
import type { ProcedureMeta } from './init';
import { appRouter } from './root';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta };
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

describe('cache declarations', () => {
  it('every write says what cached answers it changes (changes(...) or changesNothing)', () => {
    const undeclared = procedures
      .filter(([, procedure]) => procedure._def.type === 'mutation' && !procedure._def.meta?.changes)
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  it('reads declare nothing: only a write can change what is cached', () => {
    const reads = procedures.filter(([, procedure]) => procedure._def.type === 'query' && procedure._def.meta?.changes);
    expect(reads.map(([path]) => path)).toEqual([]);
  });

  it('forum writes change the forum and the points they earn, and the site-content write the content', () => {
    const changesOf = (path: string) => (appRouter._def.procedures as unknown as Record<string, ProcedureDef>)[path]!._def.meta?.changes;
    expect(changesOf('community.threads.create')).toEqual(['forum', 'points']);
    expect(changesOf('community.replies.delete')).toEqual(['forum', 'points']);
    expect(changesOf('admin.siteContent.update')).toEqual(['content']);
    expect(changesOf('auth.login')).toEqual([]);
    // A comment write drops the comment lists and points; only a moved rating drops 'content' (comments/cache.ts).
    expect(changesOf('comments.create')).toEqual(['comments', 'points']);
    // The mode says whether readers may comment, which the kept post, recipe and resource answers carry.
    expect(changesOf('admin.comments.settings.save')).toEqual(['moderation', 'content']);
  });
});
