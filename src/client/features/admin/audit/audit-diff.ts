import type { AuditAction } from '../../../../shared/schemas/admin/audit';

/**
 * What an audit entry changed, field by field, for people: the fields whose value differs
 * between before and after (nested objects by their path, "cta.text"), each value as short text.
 */

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What an absent or empty value reads as. */
export const EMPTY_VALUE = '—';
/** Long texts (a post's body) are cut: the diff says that it changed, the editor shows it whole. */
export const VALUE_MAX = 160;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of `value` by dotted path; arrays and non-objects are leaves. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && value !== null) {
    into.set(prefix || 'value', value);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY_VALUE;
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX).trimEnd()}…` : text;
}

/** "publishedAt" → "Published at", "cta.text" → "Cta › Text", "seo_title" → "Seo title". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/_/g, ' ')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/**
 * The changed fields, in the order they first appear (after's fields first, then fields only
 * `before` had). A creation lists every field of after; a deletion every field of before.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...next.keys(), ...old.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = formatValue(old.get(field));
    const b = formatValue(next.get(field));
    if (JSON.stringify(old.get(field) ?? null) === JSON.stringify(next.get(field) ?? null)) continue;
    changes.push({ field: fieldLabel(field), before: a, after: b });
  }
  return changes;
}

/** "blog_post" → "Blog post". */
export function entityLabel(entityType: string): string {
  return fieldLabel(entityType);
}

export const AUDIT_ACTION_VERB = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  moderate: 'moderated',
  remove: 'removed',
  decide: 'decided on',
  claim: 'claimed',
  penalise: 'penalised',
  lift: 'lifted a penalty of',
  appeal: 'answered an appeal about',
  role: 'changed the role of',
  'sign-out': 'signed out everywhere',
  'reset-link': 'sent a password-reset link to',
  note: 'wrote a note about',
  export: 'exported',
  revoke: 'revoked',
} as const satisfies Record<AuditAction, string>;
