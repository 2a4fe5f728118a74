import { type NavigateOptions, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import { toaster } from '../../../components/ui/toaster';
import { fieldErrorsOf, serverCode, serverMessage } from '../../../lib/trpc-errors';
import { useConfirmedAction } from './use-confirmed-action';

/** Messages by field name, or by a path inside a list ('steps.2.text'). */
export type FieldErrors = Record<string, string | undefined>;

/** An area's own words for what the editor says (its `…-text.ts`). */
export interface RecordEditorText {
  /** The toast after a save: "Post saved". */
  saved: string;
  /** The toast after the first save of a new record, when it says something else: "Perk created". */
  created?: string;
  /** The toast's title when the server refuses a save; the form's message when it gives no reason. */
  saveFailed: string;
  /** The form's message while fields are marked: "Please fix the highlighted fields." */
  fixErrors: string;
  /** The toast after a delete. */
  deleted?: string;
  /** Shown in the delete dialog when the server refused without saying why. */
  deleteFailed?: string;
}

export interface RecordEditorOptions<Values, Saved> {
  /** The form's values as loaded (a new record's blanks); read once, on the first render. */
  initial: Values;
  /** True for a record not saved yet: its toast says `text.created`. */
  isNew: boolean;
  /** The shared rules (the server's own), field by field: `{ title: 'Title is required' }`. */
  check?(values: Values): FieldErrors;
  /** Creates or updates; the server's refusal is thrown (a tRPC mutation's `mutateAsync`). */
  save(values: Values): Promise<Saved>;
  /** Deletes the record (after the admin confirmed). */
  remove?(): Promise<unknown>;
  /** Where a save leads: the list, or the saved record's page. */
  afterSave: NavigateOptions['to'] | ((saved: Saved) => NavigateOptions);
  /** Where a delete leads (the list). */
  afterDelete?: NavigateOptions['to'];
  /** What a save or delete changed, read afresh (`utils.admin.x.invalidate()`). */
  invalidate?(): Promise<unknown>;
  text: RecordEditorText;
  /** The saved toast's line under its title ("Banana bread"). */
  savedDescription?(saved: Saved): string | undefined;
  /** The field a server's field path belongs to, when the form marks fields coarser than the server ('codes.3' → 'codes'). */
  fieldOf?(path: string): string;
  /** The field a refusal that names none belongs to (a CONFLICT is the slug in use), else undefined. */
  refusalField?(refusal: { code: string | undefined; message: string | undefined }): string | undefined;
  /** What counts as a change for the unsaved-changes guard; JSON of the values by default. */
  comparable?(values: Values): unknown;
}

const hasAny = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/**
 * One admin record's form from load to save, so an editor only declares its fields:
 * - `values` and `set(field, value)` / `update(values => next)`;
 * - `dirty` (the unsaved-changes guard, quiet while saving and after a save);
 * - `submit`: the shared rules first (messages beside their fields, then re-checked as the admin
 *   types), then `save`; the server's field errors go beside their fields, any other refusal is the
 *   form's message and a toast; after a save a toast, the next page, and `invalidate`;
 * - after a refused submit the first marked field gets focus (`attachForm` is the form's ref);
 * - `askDelete()` and `deleteDialog` for the ConfirmDialog, then a toast and `afterDelete`.
 * `AdminRecordForm` renders the form element, the guard and the form's message from it.
 */
export function useRecordEditor<Values, Saved>(options: RecordEditorOptions<Values, Saved>) {
  const { isNew, check, save, remove, afterSave, afterDelete, invalidate, text, savedDescription, fieldOf, refusalField } = options;
  const comparable = options.comparable ?? ((values: Values) => values);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(options.initial);
  const [initial] = useState(() => JSON.stringify(comparable(options.initial)));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  // A callback ref (the form element in state), so the editor returned holds no ref object.
  const [form, attachForm] = useState<HTMLFormElement | null>(null);
  const savingNow = useRef(false);

  // Once a save was tried, the rules' messages follow what the admin types.
  const ruleErrors = submitted && check ? check(values) : {};
  const errors: FieldErrors = { ...serverErrors, ...ruleErrors };
  const snapshot = JSON.stringify(comparable(values));
  const dirty = useMemo(() => snapshot !== initial, [snapshot, initial]);

  useEffect(() => {
    if (focusTick === 0) return;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick, form]);

  const update = (next: (current: Values) => Values) => {
    setValues(next);
    setServerErrors({});
    setFormError(null);
  };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The field's messages go, its rows' too ('steps' takes 'steps.2.text' with it).
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== field && !path.startsWith(`${String(field)}.`))),
    );
    setFormError(null);
  };

  const leave = async (to: NavigateOptions) => {
    setDone(true);
    await navigate({ ...to, ignoreBlocker: true });
    await invalidate?.().catch(() => undefined);
  };

  const refused = (error: unknown) => {
    let fields: FieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const field = fieldOf ? fieldOf(path) : path;
      fields[field] ??= message;
    }
    const message = serverMessage(error);
    const field = hasAny(fields) ? undefined : refusalField?.({ code: serverCode(error), message });
    if (field) fields = { [field]: message ?? text.saveFailed };
    if (hasAny(fields)) {
      setServerErrors(fields);
      setFormError(text.fixErrors);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setFormError(message ?? text.saveFailed);
    toaster.create({ type: 'error', title: text.saveFailed, description: message });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (savingNow.current) return;
    setSubmitted(true);
    if (check && hasAny(check(values))) {
      setFormError(text.fixErrors);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setFormError(null);
    setServerErrors({});
    savingNow.current = true;
    setSaving(true);
    let saved: Saved;
    try {
      saved = await save(values);
    } catch (error) {
      refused(error);
      return;
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
    const title = isNew && text.created ? text.created : text.saved;
    toaster.create({ type: 'success', title, description: savedDescription?.(saved), duration: TOAST_SHORT_MS });
    await leave(typeof afterSave === 'function' ? afterSave(saved) : { to: afterSave });
  };

  const deletion = useConfirmedAction<true>({
    run: () => remove?.() ?? Promise.resolve(),
    failed: text.deleteFailed ?? text.saveFailed,
    onDone: async () => {
      if (text.deleted) toaster.create({ type: 'success', title: text.deleted, duration: TOAST_SHORT_MS });
      if (afterDelete) await leave({ to: afterDelete });
    },
  });

  return {
    values,
    set,
    update,
    errors,
    formError,
    dirty,
    saving,
    /** The guard's condition: changes not saved, and no save under way or done. */
    guard: dirty && !saving && !done,
    submit,
    attachForm,
    askDelete: () => deletion.ask(true),
    deleteDialog: deletion.dialog,
  };
}

export type RecordEditor<Values> = ReturnType<typeof useRecordEditor<Values, unknown>>;
