import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/trpc-errors';

export interface ConfirmedActionOptions<Target, Result = unknown> {
  /** The action once confirmed: a delete, an unsubscribe … */
  run(target: Target): Promise<Result>;
  /** After it went through, the dialog closed: a toast (which may tell what `run` returned), a navigation, queries read afresh. */
  onDone?(target: Target, result: Result): unknown;
  /** Shown in the dialog when the server refused without saying why. */
  failed: string;
}

/** What a `ConfirmDialog` needs besides its texts: spread it, then add title, body and labels. */
export interface ConfirmedActionDialog {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  error: string | null;
  onConfirm(): void;
}

/**
 * "Are you sure?" then the action, for a list's row or an editor's record: `ask(row)` opens the
 * dialog; Confirm runs the action with the dialog open (pending), closes it when done, or shows the
 * server's refusal inside it. Cancel forgets the refusal.
 */
export function useConfirmedAction<Target, Result = unknown>({ run, onDone, failed }: ConfirmedActionOptions<Target, Result>) {
  const [target, setTarget] = useState<Target | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const ask = useCallback((next: Target) => {
    setError(null);
    setTarget(next);
  }, []);

  const confirm = async () => {
    if (target === null || running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    let result: Result;
    try {
      result = await run(target);
    } catch (refusal) {
      setError(serverMessage(refusal) ?? failed);
      return;
    } finally {
      running.current = false;
      setPending(false);
    }
    setTarget(null);
    await onDone?.(target, result);
  };

  const dialog: ConfirmedActionDialog = {
    open: target !== null,
    onOpenChange: (open) => {
      if (open) return;
      setTarget(null);
      setError(null);
    },
    pending,
    error,
    onConfirm: () => void confirm(),
  };
  return { target, ask, dialog };
}
