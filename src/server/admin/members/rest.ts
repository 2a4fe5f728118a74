import { Hono } from 'hono';
import { rest, withHeaders } from '../../http/rest';
import type { AppEnv } from '../../http/types';

/** A stream of the generator's text chunks. */
function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * The team's member pages for integrators (README "API"): the list (array + X-Next-Cursor and
 * X-Total-Count), one member, her role, and the CSV of a search (admins; streamed).
 */
export const membersAdminRest = new Hono<AppEnv>()
  .get(
    '/admin/members.csv',
    rest(async ({ caller, query }) => {
      const lines = await caller.admin.members.exportCsv(query);
      // The first chunk (the count, the audit entry, the header) before answering: a refusal is still a JSON 4xx.
      const first = await lines.next();
      const rest = (async function* () {
        if (!first.done) yield first.value;
        yield* lines;
      })();
      const day = new Date().toISOString().slice(0, 10);
      return new Response(textStream(rest), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="members-${day}.csv"` },
      });
    }),
  )
  .get(
    '/admin/members',
    rest(async ({ caller, query }) => {
      const page = await caller.admin.members.list(query);
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor, 'X-Total-Count': page.totalCapped ? null : String(page.total) });
    }),
  )
  .get(
    '/admin/members/:id',
    rest(({ caller, params }) => caller.admin.members.byId({ id: params.id })),
  )
  .put(
    '/admin/members/:id/role',
    rest(({ caller, params, body }) => caller.admin.members.setRole({ ...body, id: params.id })),
  );
