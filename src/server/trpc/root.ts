import { authRouter } from '../auth/router';
import { contentRouter } from '../content/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
