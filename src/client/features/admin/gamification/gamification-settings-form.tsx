import { Button, chakra, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { type SubmitEvent, useMemo, useState } from 'react';
import { GAMIFICATION_TEXT, POINT_ACTIONS, type PointsRules, type PointAction } from '../../../../shared/constants/gamification';
import { checkDailyCap, checkPointValue } from '../../../../shared/rules/gamification';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import { fieldErrorsOf, FormField, UnsavedChangesGuard } from '../kit';
import { ADMIN_GAMIFICATION_TEXT as T } from './gamification-text';

type Field = `points.${PointAction}` | `dailyCaps.${PointAction}`;
type Values = Record<Field, string>;

function valuesOf(settings: PointsRules): Values {
  const values = {} as Values;
  for (const action of POINT_ACTIONS) {
    values[`points.${action}`] = String(settings.points[action]);
    values[`dailyCaps.${action}`] = String(settings.dailyCaps[action]);
  }
  return values;
}

/** The typed values as settings, with the shared rules' message for each field that breaks one. */
function readValues(values: Values): { settings: PointsRules; errors: Partial<Record<Field, string>> } {
  const settings: PointsRules = { points: { thread: 0, reply: 0, like: 0 }, dailyCaps: { thread: 0, reply: 0, like: 0 } };
  const errors: Partial<Record<Field, string>> = {};
  for (const action of POINT_ACTIONS) {
    const points = values[`points.${action}`].trim() === '' ? NaN : Number(values[`points.${action}`]);
    const cap = values[`dailyCaps.${action}`].trim() === '' ? NaN : Number(values[`dailyCaps.${action}`]);
    settings.points[action] = points;
    settings.dailyCaps[action] = cap;
    const pointsError = checkPointValue(points);
    const capError = checkDailyCap(cap);
    if (pointsError) errors[`points.${action}`] = pointsError;
    if (capError) errors[`dailyCaps.${action}`] = capError;
  }
  return { settings, errors };
}

function SettingsForm({ saved }: { saved: PointsRules }) {
  const utils = trpc.useUtils();
  const initial = useMemo(() => valuesOf(saved), [saved]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const save = trpc.admin.gamification.pointsRules.set.useMutation({
    onSuccess: async (settings) => {
      toaster.create({ type: 'success', title: T.saved });
      utils.admin.gamification.pointsRules.get.setData(undefined, settings);
      setValues(valuesOf(settings));
      setErrors({});
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error) as Partial<Record<Field, string>>);
      toaster.create({ type: 'error', title: GAMIFICATION_TEXT.updateFailed, description: serverMessage(error) ?? undefined });
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const read = readValues(values);
    setErrors(read.errors);
    if (Object.keys(read.errors).length === 0) save.mutate(read.settings);
  };
  const input = (field: Field, step: string) => (
    <Input
      name={field}
      type="number"
      inputMode="decimal"
      step={step}
      min="0"
      value={values[field]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
    />
  );

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <Stack gap="5">
        {POINT_ACTIONS.map((action) => (
          <Grid key={action} templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label={T.pointsLabel[action]} error={errors[`points.${action}`]}>
              {input(`points.${action}`, '0.01')}
            </FormField>
            <FormField label={T.capLabel[action]} error={errors[`dailyCaps.${action}`]} helper={T.capHelper}>
              {input(`dailyCaps.${action}`, '1')}
            </FormField>
          </Grid>
        ))}
        {Object.values(errors).some(Boolean) ? (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {T.fixErrors}
          </Text>
        ) : null}
        <div>
          <Button type="submit" colorPalette="brand" rounded="full" px="6" loading={save.isPending} loadingText={T.saving}>
            {T.save}
          </Button>
        </div>
      </Stack>
    </chakra.form>
  );
}

/** The point values and daily caps, as a form ('Failed to fetch settings' if they can't be read). */
export function GamificationSettingsForm() {
  const settings = trpc.admin.gamification.pointsRules.get.useQuery();
  if (settings.isError) {
    return (
      <Text role="alert" color="fg.error">
        {GAMIFICATION_TEXT.settingsFailed}
      </Text>
    );
  }
  if (!settings.data) return <Text color="fg.muted">Loading...</Text>;
  return <SettingsForm saved={settings.data} />;
}
