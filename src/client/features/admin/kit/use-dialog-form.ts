import { useRef, useState } from 'react';
import { fieldErrorsOf, serverMessage } from '../../../lib/trpc-errors';
import type { ConfirmedActionDialog } from './use-confirmed-action';

/** A dialog form's messages by field; a field without one is left out, undefined or null. */
export type DialogFieldErrors<Values> = Partial<Record<keyof Values, string | null>>;

export interface DialogFormOptions<Target, Values, Result> {
  /** What the dialog is about (the member, the author); null while it is closed. */
  target: Target | null;
  /** The form's values as the dialog opens for a target: blanks, or the target's own. */
  initial: Values;
  /** The shared rules, checked on submit: nothing is sent while one names a field. */
  check?(values: Values, target: Target): DialogFieldErrors<Values>;
  /** Sends the form (a tRPC mutation's `mutateAsync`); the server's refusal is thrown. */
  save(values: Values, target: Target): Promise<Result>;
  /** After it went through, the dialog closed: a toast (which may tell what `save` returned), queries read afresh. */
  onDone?(result: Result, target: Target): unknown;
  /** The dialog closes (Cancel, Escape, after a save): its owner forgets the target. */
  onClose(): void;
  /** Shown in the dialog when the server refused without saying why. */
  failed: string;
}

interface Filled<Values> {
  values: Values;
  errors: DialogFieldErrors<Values>;
  error: string | null;
}

const hasAny = (errors: object) => Object.values(errors).some(Boolean);

/**
 * A small form inside a dialog (points for a member, who takes an author's posts over), so the
 * dialog only declares its fields:
 * - `values` and `set(field, value)`: `initial` each time the dialog opens, whatever was typed,
 *   marked or refused before it closed;
 * - `submit`: the rules first (messages beside their fields), then `save` with the dialog open
 *   (`pending`; it doesn't close until the answer), then it closes and `onDone` runs;
 * - the server's field errors for the form's own fields go beside them (changing a field takes its
 *   message away); any other refusal is `error`, said inside the dialog until the next try;
 * - `dialog` is what a `ConfirmDialog` needs besides its texts; a dialog of its own takes `open`,
 *   `onOpenChange`, `pending` and `error` from it.
 */
export function useDialogForm<Target, Values extends object, Result = unknown>({
  target,
  initial,
  check,
  save,
  onDone,
  onClose,
  failed,
}: DialogFormOptions<Target, Values, Result>) {
  // What the admin did since the dialog opened; none yet (or closed since): `initial`.
  const [form, setForm] = useState<Filled<Values> | null>(null);
  const [pending, setPending] = useState(false);
  const saving = useRef(false);
  const values = form?.values ?? initial;
  const errors: DialogFieldErrors<Values> = form?.errors ?? {};

  const change = (next: (current: Filled<Values>) => Filled<Values>) =>
    setForm((current) => next(current ?? { values: initial, errors: {}, error: null }));

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    change((current) => ({ ...current, values: { ...current.values, [field]: value }, errors: { ...current.errors, [field]: null } }));

  const close = () => {
    // Closing while the save runs would hide its outcome.
    if (saving.current) return;
    setForm(null);
    onClose();
  };

  /** The refusal's messages for the form's own fields, or its message for the dialog. */
  const refused = (refusal: unknown): Pick<Filled<Values>, 'errors' | 'error'> => {
    const fields = Object.fromEntries(
      Object.entries(fieldErrorsOf(refusal)).filter(([field]) => Object.hasOwn(initial, field)),
    ) as DialogFieldErrors<Values>;
    if (hasAny(fields)) return { errors: fields, error: null };
    return { errors: {}, error: serverMessage(refusal) ?? failed };
  };

  const submit = async () => {
    if (target === null || saving.current) return;
    const found = check?.(values, target) ?? {};
    if (hasAny(found)) {
      change((current) => ({ ...current, errors: found }));
      return;
    }
    change((current) => ({ ...current, errors: {}, error: null }));
    saving.current = true;
    setPending(true);
    let result: Result;
    try {
      result = await save(values, target);
    } catch (refusal) {
      change((current) => ({ ...current, ...refused(refusal) }));
      return;
    } finally {
      saving.current = false;
      setPending(false);
    }
    close();
    await onDone?.(result, target);
  };

  const dialog: ConfirmedActionDialog = {
    open: target !== null,
    onOpenChange: (open) => {
      if (!open) close();
    },
    pending,
    error: form?.error ?? null,
    onConfirm: () => void submit(),
  };

  return {
    values,
    set,
    errors,
    /** The server's refusal naming none of the form's fields, said inside the dialog. */
    error: dialog.error,
    pending,
    submit: dialog.onConfirm,
    close,
    dialog,
  };
}
