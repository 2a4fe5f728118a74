import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** A drawn giveaway's public record, for anyone to check (npm run verify-draw reads it). */
export const giveawaysRest = new Hono<AppEnv>().get(
  '/giveaways/:id/draw',
  rest(({ caller, params }) => caller.giveaways.drawRecord({ id: params.id })),
);
