import { TRPCError } from '@trpc/server';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { operations } from '../api/operation';
import { successSchema, userSchema } from '../api/schemas';
import { API_V1 } from '../api/versions';

const tags = ['Auth'];

/** PRODUCT.md "Calls and answers": the auth calls integrators and the mobile app make. */
export const authOperations = operations([
  {
    method: 'get',
    path: '/api/user',
    operationId: 'getCurrentUser',
    summary: 'The signed-in member',
    tags,
    procedure: 'auth.me',
    responses: { 200: userSchema },
    access: 'member',
    since: API_V1,
    handler: async ({ caller }) => {
      const me = await caller.auth.me();
      if (!me) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
      return me;
    },
  },
  {
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    summary: 'Sign in (sets the session cookie)',
    tags,
    procedure: 'auth.login',
    responses: { 200: userSchema },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.auth.login(body),
  },
  {
    method: 'post',
    path: '/api/register',
    operationId: 'register',
    summary: 'Join (sets the session cookie)',
    tags,
    procedure: 'auth.register',
    responses: { 201: userSchema },
    errors: [409],
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.auth.register(body),
  },
  {
    method: 'post',
    path: '/api/logout',
    operationId: 'logout',
    summary: 'Sign out',
    tags,
    procedure: 'auth.logout',
    responses: { 200: successSchema },
    access: 'public',
    since: API_V1,
    handler: ({ caller }) => caller.auth.logout(),
  },
  {
    method: 'post',
    path: '/api/forgot-password',
    operationId: 'requestPasswordReset',
    summary: 'Email a password reset link',
    tags,
    procedure: 'auth.requestPasswordReset',
    responses: { 200: successSchema },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.auth.requestPasswordReset(body),
  },
  {
    method: 'post',
    path: '/api/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link’s token',
    tags,
    procedure: 'auth.resetPassword',
    responses: { 200: userSchema },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.auth.resetPassword(body),
  },
]);
