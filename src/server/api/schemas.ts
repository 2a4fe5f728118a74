import { z } from 'zod';

/** Until an answer's schema is written: any JSON. */
export const UNDOCUMENTED = z.unknown();
