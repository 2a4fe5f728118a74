import { operations } from '../api/operation';
import { drawRecordSchema } from '../api/schemas';
import { API_V1 } from '../api/versions';

/** A drawn giveaway's public record, for anyone to check (npm run verify-draw reads it). */
export const giveawaysOperations = operations([
  {
    method: 'get',
    path: '/api/giveaways/{id}/draw',
    operationId: 'getGiveawayDraw',
    summary: 'A drawn giveaway’s public record (to verify the draw)',
    tags: ['Giveaways'],
    procedure: 'giveaways.drawRecord',
    responses: { 200: drawRecordSchema },
    access: 'public',
    scope: 'content:read',
    since: API_V1,
    handler: ({ caller, params }) => caller.giveaways.drawRecord({ id: params.id }),
  },
]);
