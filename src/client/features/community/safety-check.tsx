import { lazy, Suspense } from 'react';
import { suggestsRisk } from '../../../shared/rules/safety';
import { useDebounced } from '../../lib/use-debounced';

const SupportPanel = lazy(() => import('./support-panel'));

/** How long typing pauses before the words are checked again. */
export const SAFETY_CHECK_DELAY_MS = 400;

/**
 * The server's safety rule, run on the composer's words as she types (after a pause): on a match,
 * the support panel, without blocking anything. Only the built-in phrases run here; the team's own
 * safety words are checked by the server when she posts (docs/PRODUCT.md "Moderation").
 */
export function SafetyCheck({ text }: { text: string }) {
  const settled = useDebounced(text, SAFETY_CHECK_DELAY_MS);
  if (!suggestsRisk(settled)) return null;
  return (
    <Suspense fallback={null}>
      <SupportPanel />
    </Suspense>
  );
}
