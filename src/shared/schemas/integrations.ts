import { z } from 'zod';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../constants/integrations';
import { checkExpiry, checkIntegrationName, INTEGRATION_TEXT } from '../rules/integrations';
import { id } from './common';
import { rule, ruledText } from './text';

export const integrationScopeSchema = z.enum(INTEGRATION_SCOPES, { error: INTEGRATION_TEXT.scopeInvalid });

/** A new token: its name, its scopes (each once) and, optionally, when it expires (default a year). */
export const createIntegrationInput = z.object({
  name: ruledText('Name', checkIntegrationName),
  scopes: z
    .array(integrationScopeSchema, { error: INTEGRATION_TEXT.scopesRequired })
    .min(1, { error: INTEGRATION_TEXT.scopesRequired })
    .max(INTEGRATION_SCOPES.length * 2, { error: INTEGRATION_TEXT.scopeInvalid })
    .transform((scopes) => INTEGRATION_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresAt: z
    .string({ error: INTEGRATION_TEXT.expiryInvalid })
    .max(40, { error: INTEGRATION_TEXT.expiryInvalid })
    .check(rule((value: string) => checkExpiry(value)))
    .nullish(),
});
export type CreateIntegrationInput = z.input<typeof createIntegrationInput>;

export const integrationIdInput = z.object({ id });

/** One token as the list shows it: never its secret. */
export interface IntegrationDto {
  id: number;
  name: string;
  /** `mv_12_ab3d`: the token's first characters. */
  prefix: string;
  scopes: IntegrationScope[];
  createdAt: Date;
  /** Who made it (null once her account is gone). */
  createdBy: string | null;
  /** The Sydney day it was last used ('2027-03-31'), null before its first use. */
  lastUsedOn: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  status: 'active' | 'expired' | 'revoked';
}

/** What creating one answers, the only time the whole token is shown. */
export interface CreatedIntegrationDto {
  id: number;
  token: string;
  name: string;
  scopes: IntegrationScope[];
  prefix: string;
  createdAt: Date;
  expiresAt: Date;
}
