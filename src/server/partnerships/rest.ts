import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** The partnerships form for integrators and the app: name, email, company, message. */
export const partnershipsRest = new Hono<AppEnv>().post(
  '/partnerships/enquiries',
  rest(({ caller, body }) => caller.partnerships.enquire(body), { status: 202 }),
);
