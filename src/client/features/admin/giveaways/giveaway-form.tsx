import { Button, Grid, HStack, Input, Stack } from '@chakra-ui/react';
import { GIVEAWAY_LIMITS, GIVEAWAY_TEXT } from '../../../../shared/constants/giveaways';
import { checkMonth } from '../../../../shared/rules/gamification';
import { checkClaimDays, checkGiveawayDescription, checkPrize, checkPrizeValue, checkTerms } from '../../../../shared/rules/giveaways';
import type { GiveawayDto, GiveawayFieldsInput } from '../../../../shared/schemas/giveaways';
import { trpc } from '../../../trpc';
import { FormTextarea } from '../../../components/ui/form-controls';
import { AdminRecordForm, FormField, useRecordEditor } from '../kit';
import { ImageUploadField } from '../uploads';
import { GIVEAWAYS_TEXT as T } from './giveaways-text';

interface Values {
  month: string;
  prize: string;
  value: string;
  description: string;
  image: string | null;
  terms: string;
  claimDays: string;
}
type Errors = Partial<Record<keyof Values, string>>;

function initialValues(giveaway: GiveawayDto | undefined, month: string): Values {
  return {
    month: giveaway?.month ?? month,
    prize: giveaway?.prize ?? '',
    value: giveaway?.value ?? '',
    description: giveaway?.description ?? '',
    image: giveaway?.image ?? null,
    terms: giveaway?.terms ?? '',
    claimDays: String(giveaway?.claimDays ?? GIVEAWAY_LIMITS.claimDaysDefault),
  };
}

/** The shared rules, field by field, so the form says what the server would. */
function check(values: Values): Errors {
  const errors: Errors = {};
  const put = (field: keyof Values, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('month', checkMonth(values.month));
  put('prize', checkPrize(values.prize));
  put('value', checkPrizeValue(values.value));
  put('description', checkGiveawayDescription(values.description));
  put('terms', checkTerms(values.terms));
  put('claimDays', checkClaimDays(values.claimDays.trim() === '' ? NaN : Number(values.claimDays)));
  return errors;
}

const MONTH_REFUSALS = new Set<string>([GIVEAWAY_TEXT.monthTaken, GIVEAWAY_TEXT.monthPast]);

const toInput = (values: Values): GiveawayFieldsInput => ({ ...values, claimDays: Number(values.claimDays) });

/** Opens a giveaway (no `giveaway`) or changes one not drawn yet. */
export function GiveawayForm({ giveaway, month, onDone }: { giveaway?: GiveawayDto; month: string; onDone: () => void }) {
  const isNew = !giveaway;
  const utils = trpc.useUtils();
  const create = trpc.admin.giveaways.create.useMutation();
  const update = trpc.admin.giveaways.update.useMutation();
  const editor = useRecordEditor({
    initial: initialValues(giveaway, month),
    isNew,
    check,
    save: (values) => (giveaway ? update.mutateAsync({ ...toInput(values), id: giveaway.id }) : create.mutateAsync(toInput(values))),
    onSaved: onDone,
    invalidate: () => utils.admin.giveaways.list.invalidate(),
    text: T,
    // The server's refusals about the month (taken, over) belong beside the month.
    refusalField: ({ message }) => (message && MONTH_REFUSALS.has(message) ? 'month' : undefined),
  });
  const { values, set, errors, saving } = editor;

  return (
    <AdminRecordForm editor={editor} aria-label={isNew ? T.newTitle : T.editTitle(giveaway.prize)}>
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="5">
          <FormField label={T.month} required error={errors.month} helper={T.monthHelper}>
            <Input name="month" type="month" value={values.month} onChange={(event) => set('month', event.target.value)} />
          </FormField>
          <FormField label={T.prize} required error={errors.prize}>
            <Input name="prize" value={values.prize} onChange={(event) => set('prize', event.target.value)} />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <FormField label={T.value} error={errors.value} helper={T.valueHelper}>
            <Input name="value" value={values.value} onChange={(event) => set('value', event.target.value)} />
          </FormField>
          <FormField label={T.claimDays} required error={errors.claimDays}>
            <Input
              name="claimDays"
              type="number"
              inputMode="numeric"
              min={GIVEAWAY_LIMITS.claimDaysMin}
              max={GIVEAWAY_LIMITS.claimDaysMax}
              value={values.claimDays}
              onChange={(event) => set('claimDays', event.target.value)}
            />
          </FormField>
        </Grid>
        <FormField label={T.description} error={errors.description}>
          <FormTextarea
            name="description"
            rows={3}
            minH="0"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormField>
        <ImageUploadField label={T.image} value={values.image} onChange={(address) => set('image', address)} error={errors.image} />
        <FormField label={T.terms} required error={errors.terms}>
          <FormTextarea name="terms" rows={6} minH="0" value={values.terms} onChange={(event) => set('terms', event.target.value)} />
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" rounded="full" px="6" loading={saving} loadingText={isNew ? T.creating : T.saving}>
            {isNew ? T.create : T.save}
          </Button>
          <Button variant="ghost" rounded="full" onClick={onDone} disabled={saving}>
            {T.cancel}
          </Button>
        </HStack>
      </Stack>
    </AdminRecordForm>
  );
}
