import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { FormTextarea } from '../../../components/ui/form-controls';
import { type FieldErrors, FormField } from '../kit';
import { RECIPE_ADMIN_TEXT as T } from './recipe-admin-text';
import { emptyStep, type StepRow } from './recipe-form';
import { DragGrip, useDragReorder } from './drag-reorder';
import { moveItem } from './reorder';
import { RowButtons } from './row-buttons';

export interface StepsEditorProps {
  steps: StepRow[];
  onChange: (steps: StepRow[]) => void;
  errors: FieldErrors;
}

/** The method: numbered steps, reorderable. */
export function StepsEditor({ steps, onChange, errors }: StepsEditorProps) {
  const drag = useDragReorder((from, to) => onChange(moveItem(steps, from, to)));
  return (
    <Stack gap="4">
      {errors.steps ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.steps}
        </Text>
      ) : null}
      <Stack as="ol" gap="4" listStyleType="none">
        {steps.map((step, s) => (
          <Box
            as="li"
            key={step.key}
            {...drag.row(s)}
            rounded="md"
            css={{ '&[data-drop-target]': { outline: '2px dashed', outlineColor: 'brand.500' } }}
          >
            <Flex gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
              <Box pt="9">
                <DragGrip {...drag.handle(s)} />
              </Box>
              <Box flex="1" w="full" minW="0">
                <FormField label={T.step(s + 1)} error={errors[`steps.${s}`]} required>
                  <FormTextarea
                    minH="20"
                    value={step.text}
                    onChange={(e) => onChange(steps.map((current, i) => (i === s ? { ...current, text: e.target.value } : current)))}
                  />
                </FormField>
              </Box>
              <Box pt={{ sm: '7' }} alignSelf={{ base: 'flex-end', sm: 'flex-start' }}>
                <RowButtons
                  name={`step ${s + 1}`}
                  index={s}
                  count={steps.length}
                  onMove={(to) => onChange(moveItem(steps, s, to))}
                  onRemove={steps.length > 1 ? () => onChange(steps.filter((_, i) => i !== s)) : undefined}
                />
              </Box>
            </Flex>
          </Box>
        ))}
      </Stack>
      <Button type="button" size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...steps, emptyStep()])}>
        <Plus aria-hidden />
        {T.addStep}
      </Button>
    </Stack>
  );
}
