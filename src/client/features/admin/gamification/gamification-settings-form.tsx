import { Button, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { GAMIFICATION_TEXT, POINT_ACTIONS, type PointsRules, type PointAction } from '../../../../shared/constants/gamification';
import { checkDailyCap, checkPointValue } from '../../../../shared/rules/gamification';
import { trpc } from '../../../trpc';
import { AdminRecordForm, FormField, useRecordEditor } from '../kit';
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
  const settings: PointsRules = {
    points: { thread: 0, reply: 0, like: 0, comment: 0 },
    dailyCaps: { thread: 0, reply: 0, like: 0, comment: 0 },
  };
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

const TEXT = { saved: T.saved, saveFailed: GAMIFICATION_TEXT.updateFailed, fixErrors: T.fixErrors };

function SettingsForm({ saved }: { saved: PointsRules }) {
  const utils = trpc.useUtils();
  const update = trpc.admin.gamification.pointsRules.set.useMutation();
  const editor = useRecordEditor({
    initial: valuesOf(saved),
    isNew: false,
    check: (values) => readValues(values).errors,
    save: (values) => update.mutateAsync(readValues(values).settings),
    onSaved: (settings) => utils.admin.gamification.pointsRules.get.setData(undefined, settings),
    resetTo: valuesOf,
    text: TEXT,
  });
  const { values, errors } = editor;

  const input = (field: Field, step: string) => (
    <Input
      name={field}
      type="number"
      inputMode="decimal"
      step={step}
      min="0"
      value={values[field]}
      onChange={(event) => editor.set(field, event.target.value)}
    />
  );

  return (
    <AdminRecordForm editor={editor}>
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
        <div>
          <Button type="submit" colorPalette="brand" rounded="full" px="6" loading={editor.saving} loadingText={T.saving}>
            {T.save}
          </Button>
        </div>
      </Stack>
    </AdminRecordForm>
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
