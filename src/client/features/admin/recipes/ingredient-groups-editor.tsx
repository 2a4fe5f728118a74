import { Box, Button, Flex, Grid, Heading, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { RECIPE_UNITS, type RecipeUnit } from '../../../../shared/constants/recipes';
import { FormSelect } from '../../../components/ui/form-controls';
import { type FieldErrors, FormField } from '../kit';
import { RECIPE_ADMIN_TEXT as T, UNIT_LABELS } from './recipe-admin-text';
import { emptyGroup, emptyIngredient, type GroupRow, type IngredientRow } from './recipe-form';
import { DragGrip, useDragReorder } from './drag-reorder';
import { moveItem } from './reorder';
import { RowButtons } from './row-buttons';

/** A visible label with what it belongs to for screen readers: "Quantity, ingredient 2". */
function labelled(text: string, of: string): ReactNode {
  return (
    <>
      {text}
      <VisuallyHidden>{`, ${of}`}</VisuallyHidden>
    </>
  );
}

export interface IngredientGroupsEditorProps {
  groups: GroupRow[];
  onChange: (groups: GroupRow[]) => void;
  errors: FieldErrors;
}

/** The ingredients: groups of rows (quantity, unit, item, note), each list reorderable. */
export function IngredientGroupsEditor({ groups, onChange, errors }: IngredientGroupsEditorProps) {
  const idPrefix = useId();
  // Ingredients are dragged within their group: a row's drag index is group × 1000 + its place.
  const drag = useDragReorder((from, to) => {
    const g = Math.floor(from / 1000);
    if (Math.floor(to / 1000) !== g) return;
    const group = groups[g]!;
    onChange(groups.map((current, i) => (i === g ? { ...group, items: moveItem(group.items, from % 1000, to % 1000) } : current)));
  });
  const several = groups.length > 1;
  const setGroup = (g: number, group: GroupRow) => onChange(groups.map((current, i) => (i === g ? group : current)));
  const setItem = (g: number, i: number, patch: Partial<IngredientRow>) => {
    const group = groups[g]!;
    setGroup(g, { ...group, items: group.items.map((item, j) => (j === i ? { ...item, ...patch } : item)) });
  };

  return (
    <Stack gap="5">
      {errors.ingredients ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.ingredients}
        </Text>
      ) : null}
      {groups.map((group, g) => {
        const groupName = `group ${g + 1}`;
        const itemName = (i: number) => (several ? `group ${g + 1} ingredient ${i + 1}` : `ingredient ${i + 1}`);
        return (
          <Box
            key={group.key}
            role="group"
            aria-labelledby={`${idPrefix}-group-${group.key}`}
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p={{ base: '3', md: '4' }}
            bg="white"
            minW="0"
          >
            <Flex justify="space-between" align="center" gap="2" mb="3">
              <Heading as="h3" size="sm" color="gray.800" id={`${idPrefix}-group-${group.key}`}>
                {group.name.trim() || T.groupHeading(g + 1)}
              </Heading>
              {several ? (
                <RowButtons
                  name={groupName}
                  index={g}
                  count={groups.length}
                  onMove={(to) => onChange(moveItem(groups, g, to))}
                  onRemove={() => onChange(groups.filter((_, i) => i !== g))}
                />
              ) : null}
            </Flex>
            <Stack gap="4">
              <FormField label={labelled(T.groupName, groupName)} helper={T.groupNameHelper} error={errors[`ingredients.${g}.name`]}>
                <Input bg="white" value={group.name} onChange={(e) => setGroup(g, { ...group, name: e.target.value })} />
              </FormField>
              {errors[`ingredients.${g}.items`] ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {errors[`ingredients.${g}.items`]}
                </Text>
              ) : null}
              <Stack as="ol" gap="3" listStyleType="none">
                {group.items.map((item, i) => {
                  const at = `ingredients.${g}.items.${i}`;
                  const name = itemName(i);
                  return (
                    <Box
                      as="li"
                      key={item.key}
                      {...drag.row(g * 1000 + i)}
                      display="flex"
                      gap="1"
                      borderTopWidth={i === 0 ? '0' : '1px'}
                      borderColor="gray.100"
                      pt={i === 0 ? '0' : '3'}
                      css={{ '&[data-drop-target]': { outline: '2px dashed', outlineColor: 'brand.500' } }}
                    >
                      <Box pt="8">
                        <DragGrip {...drag.handle(g * 1000 + i)} />
                      </Box>
                      <Box flex="1" minW="0">
                        <Grid
                          templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: '7rem 10rem minmax(0, 2fr) minmax(0, 1.5fr)' }}
                          gap="3"
                          alignItems="start"
                        >
                          <FormField label={labelled(T.quantity, name)} error={errors[`${at}.quantity`]}>
                            <Input
                              bg="white"
                              inputMode="decimal"
                              value={item.quantity}
                              onChange={(e) => setItem(g, i, { quantity: e.target.value })}
                            />
                          </FormField>
                          <FormField label={labelled(T.unit, name)} error={errors[`${at}.unit`]}>
                            <FormSelect value={item.unit} onChange={(e) => setItem(g, i, { unit: e.target.value as RecipeUnit })}>
                              {RECIPE_UNITS.map((unit) => (
                                <option key={unit} value={unit}>
                                  {UNIT_LABELS[unit] ?? unit}
                                </option>
                              ))}
                            </FormSelect>
                          </FormField>
                          <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
                            <FormField label={labelled(T.item, name)} error={errors[`${at}.item`]} required>
                              <Input bg="white" value={item.item} onChange={(e) => setItem(g, i, { item: e.target.value })} />
                            </FormField>
                          </Box>
                          <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
                            <FormField label={labelled(T.note, name)} error={errors[`${at}.note`]}>
                              <Input bg="white" value={item.note} onChange={(e) => setItem(g, i, { note: e.target.value })} />
                            </FormField>
                          </Box>
                        </Grid>
                        <HStack justify="flex-end" mt="1">
                          <RowButtons
                            name={name}
                            index={i}
                            count={group.items.length}
                            onMove={(to) => setGroup(g, { ...group, items: moveItem(group.items, i, to) })}
                            onRemove={
                              group.items.length > 1
                                ? () => setGroup(g, { ...group, items: group.items.filter((_, j) => j !== i) })
                                : undefined
                            }
                          />
                        </HStack>
                      </Box>
                    </Box>
                  );
                })}
              </Stack>
              <Button
                type="button"
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => setGroup(g, { ...group, items: [...group.items, emptyIngredient()] })}
              >
                <Plus aria-hidden />
                {T.addIngredient}
                {several ? <VisuallyHidden>{` to ${groupName}`}</VisuallyHidden> : null}
              </Button>
            </Stack>
          </Box>
        );
      })}
      <Button type="button" size="sm" variant="subtle" alignSelf="flex-start" onClick={() => onChange([...groups, emptyGroup()])}>
        <Plus aria-hidden />
        {T.addGroup}
      </Button>
    </Stack>
  );
}
