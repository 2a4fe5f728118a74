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
  /** The form's message while fields are marked: "Please fix the highlighted fields."; none, the fields' own messages say it. */
  fixErrors?: string;
  /** The toast after a delete. */
  deleted?: string;
  /** Shown in the delete dialog when the server refused without saying why. */
  deleteFailed?: string;
  /** Shown in the save dialog (`confirmSave`, `askSave`) when the server refused without saying why; `saveFailed` unless said. */
  confirmFailed?: string;
}

/** A success toast as a save's own: a campaign sent or scheduled says so, for as long as it says. */
export interface SavedToast {
  title: string;
  description?: string;
  /** None: the toaster's own. */
  duration?: number;
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
  /**
   * Where a save leads: the list, or the saved record's page. None: the form stays, and what it
   * saved (or `resetTo`) is its unchanged state from then on.
   */
  afterSave?: NavigateOptions['to'] | ((saved: Saved) => NavigateOptions);
  /** A form that stays after a save: the values it shows then (a blank name again, the settings as stored). */
  resetTo?(saved: Saved): Values;
  /** After a save's toast, before the navigation: what else it means (an inline form closed, the answer cached). */
  onSaved?(saved: Saved): unknown;
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
  /** The save waits for a confirm (a send to every member): `submit` checks the rules, then opens `saveDialog`. */
  confirmSave?: boolean;
  /** What counts as a change for the unsaved-changes guard; JSON of the values by default. */
  comparable?(values: Values): unknown;
  /** The success toast when a save says more than `text.saved` and its description (a campaign sent now or scheduled). */
  savedToast?(saved: Saved): SavedToast;
  /** The failure toast's title when it depends on how far the save went (a campaign saved, its send refused); `text.saveFailed` by default. */
  failedTitle?(): string;
  /**
   * Where a refused save is said: 'form' (the default) at the form's top (`fixErrors` while fields are
   * marked; any other refusal there and in a toast), or 'toasts' only in toasts (`fixErrors` under the
   * failure title), for a form that says nothing at its top.
   */
  messages?: 'form' | 'toasts';
}

const hasAny = (errors: FieldErrors) => Object.values(errors).some(Boolean);
const REFUSED = Symbol('refused');

/**
 * One admin record's form from load to save, so an editor only declares its fields:
 * - `values` and `set(field, value)` / `update(values => next)`;
 * - `dirty` (the unsaved-changes guard, quiet while saving and after a save);
 * - `submit`: the shared rules first (messages beside their fields, then re-checked as the admin
 *   types), then `save`; the server's field errors go beside their fields, any other refusal is the
 *   form's message and a toast; after a save a toast, `onSaved`, the next page (or the form stays,
 *   unchanged from then on), and `invalidate`;
 * - after a refused submit the first marked field gets focus (`attachForm` is the form's ref);
 * - `askSave()` and `saveDialog` (every submit with `confirmSave`) for a save that asks first;
 * - `askDelete()` and `deleteDialog` for the ConfirmDialog, then a toast and `afterDelete`.
 * `AdminRecordForm` renders the form element, the guard and the form's message from it.
 */
export function useRecordEditor<Values, Saved>(options: RecordEditorOptions<Values, Saved>) {
  const { isNew, check, save, remove, afterSave, resetTo, onSaved, confirmSave } = options;
  const { afterDelete, invalidate, text, savedDescription, fieldOf, refusalField, savedToast, messages = 'form' } = options;
  const failedTitle = () => options.failedTitle?.() ?? text.saveFailed;
  const comparable = options.comparable ?? ((values: Values) => values);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(options.initial);
  const [initial, setInitial] = useState(() => JSON.stringify(comparable(options.initial)));
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
  // A rule that holds (`{ name: undefined }`) leaves the server's message for its field standing.
  const errors: FieldErrors = { ...serverErrors, ...Object.fromEntries(Object.entries(ruleErrors).filter(([, message]) => message)) };
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

  /** The refusal's messages by the form's fields, when it names any (or `refusalField` gives it one). */
  const fieldsRefused = (error: unknown): FieldErrors => {
    const fields: FieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const field = fieldOf ? fieldOf(path) : path;
      fields[field] ??= message;
    }
    if (hasAny(fields)) return fields;
    const message = serverMessage(error);
    const field = refusalField?.({ code: serverCode(error), message });
    return field ? { [field]: message ?? text.saveFailed } : {};
  };
  /** Fields are marked: `fixErrors` at the form's top, or in a toast; the first marked field gets focus. */
  const sayMarked = () => {
    if (messages === 'toasts') toaster.create({ type: 'error', title: failedTitle(), description: text.fixErrors });
    else setFormError(text.fixErrors ?? null);
    setFocusTick((tick) => tick + 1);
  };
  const mark = (fields: FieldErrors) => {
    setServerErrors(fields);
    sayMarked();
  };
  const refused = (error: unknown) => {
    const fields = fieldsRefused(error);
    if (hasAny(fields)) return mark(fields);
    const message = serverMessage(error);
    if (messages === 'form') setFormError(message ?? text.saveFailed);
    toaster.create({ type: 'error', title: failedTitle(), description: message });
  };

  /** The shared rules on a save's first try: true when they hold, else the fields are marked. */
  const rulesHold = () => {
    setSubmitted(true);
    if (check && hasAny(check(values))) {
      sayMarked();
      return false;
    }
    setFormError(null);
    setServerErrors({});
    return true;
  };

  const saveTracked = async (toSave: Values) => {
    savingNow.current = true;
    setSaving(true);
    try {
      return await save(toSave);
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const saved = async (record: Saved) => {
    const title = isNew && text.created ? text.created : text.saved;
    const toast = savedToast?.(record) ?? { title, description: savedDescription?.(record), duration: TOAST_SHORT_MS };
    toaster.create({ type: 'success', ...toast });
    await onSaved?.(record);
    if (afterSave) {
      await leave(typeof afterSave === 'function' ? afterSave(record) : { to: afterSave });
      return;
    }
    // Staying: what was saved is the form's unchanged state, its rules quiet until the next save.
    const shown = resetTo ? resetTo(record) : values;
    if (resetTo) setValues(shown);
    setInitial(JSON.stringify(comparable(shown)));
    setSubmitted(false);
    await invalidate?.().catch(() => undefined);
  };

  // A save that waits for a confirm: a refusal naming fields closes the dialog and marks them, any other stays in it.
  const confirmation = useConfirmedAction<Values, Saved | typeof REFUSED>({
    run: async (toSave) => {
      try {
        return await saveTracked(toSave);
      } catch (error) {
        const fields = fieldsRefused(error);
        if (!hasAny(fields)) throw error;
        mark(fields);
        return REFUSED;
      }
    },
    failed: text.confirmFailed ?? text.saveFailed,
    onDone: (_values, record) => (record === REFUSED ? undefined : saved(record)),
  });

  const askSave = () => {
    if (savingNow.current || !rulesHold()) return;
    confirmation.ask(values);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (confirmSave) return askSave();
    if (savingNow.current || !rulesHold()) return;
    let record: Saved;
    try {
      record = await saveTracked(values);
    } catch (error) {
      refused(error);
      return;
    }
    await saved(record);
  };

  const deletion = useConfirmedAction<true>({
    run: () => remove?.() ?? Promise.resolve(),
    failed: text.deleteFailed ?? text.saveFailed,
    onDone: async () => {
      if (text.deleted) toaster.create({ type: 'success', title: text.deleted, duration: TOAST_SHORT_MS });
      if (afterDelete) await leave({ to: afterDelete });
    },
  });

  /**
   * Marks fields from outside a save (a test send's refusal, a field the editor doesn't hold), kept
   * with those already marked; `{ at: undefined }` takes one's message away.
   */
  const markFields = (fields: FieldErrors) => setServerErrors((current) => ({ ...current, ...fields }));

  return {
    values,
    set,
    update,
    errors,
    markFields,
    formError,
    dirty,
    saving,
    /** The guard's condition: changes not saved, and no save under way or done. */
    guard: dirty && !saving && !done,
    submit,
    attachForm,
    /** The rules, then `saveDialog` (a ConfirmDialog's), whose Confirm saves; for a save that asks first. */
    askSave,
    saveDialog: confirmation.dialog,
    askDelete: () => deletion.ask(true),
    deleteDialog: deletion.dialog,
  };
}

export type RecordEditor<Values> = ReturnType<typeof useRecordEditor<Values, unknown>>;
