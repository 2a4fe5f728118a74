import { z } from 'zod';
import { operations } from '../../api/operation';
import { listOf, memberDetailSchema, memberRoleSchema, memberRowSchema } from '../../api/schemas';
import { API_V1 } from '../../api/versions';
import { withHeaders } from '../../http/rest';

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

const tags = ['Members (team)'];

/**
 * The team's member pages for integrators (README "API"): the list (array + X-Next-Cursor and
 * X-Total-Count), one member, her role, and the CSV of a search (admins; streamed).
 */
export const membersAdminOperations = operations([
  {
    method: 'get',
    path: '/api/admin/members.csv',
    operationId: 'exportMembers',
    summary: 'The members a search matches, as CSV (streamed)',
    tags,
    procedure: 'admin.members.exportCsv',
    responses: { 200: { contentType: 'text/csv', description: 'One member a line, after a header line', schema: z.string() } },
    access: 'admin',
    since: API_V1,
    handler: async ({ caller, query }) => {
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
    },
  },
  {
    method: 'get',
    path: '/api/admin/members',
    operationId: 'listMembers',
    summary: 'The members a search matches',
    tags,
    procedure: 'admin.members.list',
    responses: { 200: listOf(memberRowSchema) },
    access: 'moderator',
    scope: 'members:read',
    paged: true,
    headers: { 'X-Total-Count': 'How many members match (absent when there are too many to count)' },
    since: API_V1,
    handler: async ({ caller, query }) => {
      const page = await caller.admin.members.list(query);
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor, 'X-Total-Count': page.totalCapped ? null : String(page.total) });
    },
  },
  {
    method: 'get',
    path: '/api/admin/members/{id}',
    operationId: 'getMember',
    summary: 'One member, as the team sees her',
    tags,
    procedure: 'admin.members.byId',
    responses: { 200: memberDetailSchema },
    access: 'moderator',
    scope: 'members:read',
    since: API_V1,
    handler: ({ caller, params }) => caller.admin.members.byId({ id: params.id }),
  },
  {
    method: 'put',
    path: '/api/admin/members/{id}/role',
    operationId: 'setMemberRole',
    summary: 'Change a member’s role',
    tags,
    procedure: 'admin.members.setRole',
    responses: { 200: memberRoleSchema },
    errors: [409],
    access: 'admin',
    since: API_V1,
    handler: ({ caller, params, body }) => caller.admin.members.setRole({ ...body, id: params.id }),
  },
]);
