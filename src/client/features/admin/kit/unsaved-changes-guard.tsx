import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export const UNSAVED_CHANGES_TEXT = {
  title: 'Leave without saving?',
  body: 'Your changes will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/**
 * While `when` holds (a form has unsaved changes), leaving the page asks first: a link, the back
 * button or a navigate() shows "Leave without saving?"; closing or reloading the tab gets the
 * browser's own prompt. After a save, navigate with `{ ignoreBlocker: true }` (the form is still
 * dirty in that render) or clear `when` first.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);

  const blocker = useBlocker({
    shouldBlockFn: () => whenRef.current,
    enableBeforeUnload: () => whenRef.current,
    withResolver: true,
  });

  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={UNSAVED_CHANGES_TEXT.title}
      body={UNSAVED_CHANGES_TEXT.body}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      cancelLabel={UNSAVED_CHANGES_TEXT.stay}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
