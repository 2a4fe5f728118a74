import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from '../../components/confirm-dialog';

const loadConfirmDialog = () => import('../../components/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

/**
 * A post's "Delete?" dialog, for those who may delete it: render it only for them. Its code (the
 * dialog, its focus trap and layers) is fetched in the background when it is rendered, and the
 * dialog is mounted at its first opening. A thread's page mounted one closed dialog per post
 * before, for a visitor too, and every visitor's first load of a thread carried their code.
 */
export function DeleteConfirmation(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  // Kept mounted once opened, so it can animate closed.
  if (props.open && !asked) setAsked(true);
  useEffect(() => {
    void loadConfirmDialog();
  }, []);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
