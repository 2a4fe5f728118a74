import { Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';

/** The upload's progress bar (a real progressbar: aria-valuenow is the percentage sent). */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  return (
    <Progress.Root recipe={progressSlotRecipe} value={value} max={100} size="sm" colorPalette="brand" aria-label={`Uploading ${label}`}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" color="fg.muted" mt="1">
        Uploading… {value}%
      </Progress.ValueText>
    </Progress.Root>
  );
}

/** The field's message: its own refusal first, then the form's error, then the helper text. */
export function FieldMessage({ id, problem, helper }: { id: string; problem: string | null | undefined; helper?: string }) {
  if (problem) {
    return (
      <Text id={id} role="alert" fontSize="sm" color="red.700">
        {problem}
      </Text>
    );
  }
  return helper ? (
    <Text id={id} fontSize="sm" color="fg.muted">
      {helper}
    </Text>
  ) : null;
}
