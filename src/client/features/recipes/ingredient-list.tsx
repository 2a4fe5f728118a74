import { Box, chakra, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_SERVINGS, RECIPE_TEXT } from './recipe-text';
import type { RecipeIngredientGroup } from '../../../shared/constants/recipes';
import { ingredientText } from './scale-ingredient';

interface ServingsControlProps {
  servings: number;
  original: number;
  onChange: (servings: number) => void;
}

function ServingsControl({ servings, original, onChange }: ServingsControlProps) {
  const labelId = useId();
  return (
    <Stack gap="1">
      <HStack gap="3" role="group" aria-labelledby={labelId}>
        <Text id={labelId} fontWeight="medium" color="gray.700">
          {RECIPE_TEXT.servings}
        </Text>
        <HStack gap="1" bg="white" rounded="full" borderWidth="1px" borderColor="brand.200" p="1">
          <IconButton
            aria-label={RECIPE_TEXT.fewerServings}
            size="xs"
            variant="ghost"
            rounded="full"
            colorPalette="brand"
            disabled={servings <= 1}
            onClick={() => onChange(servings - 1)}
          >
            <Minus />
          </IconButton>
          <Text as="output" aria-live="polite" minW="8" textAlign="center" fontWeight="semibold" color="gray.900">
            {servings}
          </Text>
          <IconButton
            aria-label={RECIPE_TEXT.moreServings}
            size="xs"
            variant="ghost"
            rounded="full"
            colorPalette="brand"
            disabled={servings >= MAX_SERVINGS}
            onClick={() => onChange(servings + 1)}
          >
            <Plus />
          </IconButton>
        </HStack>
      </HStack>
      {servings !== original ? (
        <Text fontSize="xs" color="fg.muted">
          {RECIPE_TEXT.scaledNote(original)}{' '}
          <chakra.button
            type="button"
            color="brand.fg"
            fontWeight="medium"
            textDecoration="underline"
            cursor="pointer"
            onClick={() => onChange(original)}
          >
            {RECIPE_TEXT.resetServings}
          </chakra.button>
        </Text>
      ) : null}
    </Stack>
  );
}

interface IngredientListProps {
  groups: RecipeIngredientGroup[];
  servings: number;
}

/**
 * The ingredients, by group (a group with a name gets a heading), scalable to another number of
 * servings, each with a box to tick off.
 */
export function IngredientList({ groups, servings: original }: IngredientListProps) {
  const base = original > 0 ? original : 1;
  const [servings, setServings] = useState(base);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const factor = servings / base;

  const toggle = (key: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack gap="5">
      <ServingsControl servings={servings} original={base} onChange={setServings} />
      <Text fontSize="sm" color="fg.muted" data-print-hidden>
        {RECIPE_TEXT.ingredientsHint}
      </Text>
      {groups.map((group, g) => (
        <Stack key={g} gap="1">
          {group.name ? (
            <Heading as="h3" size="md" color="gray.900" mt={g > 0 ? '2' : '0'}>
              {group.name}
            </Heading>
          ) : null}
          <Stack as="ul" gap="0" listStyleType="none">
            {group.items.map((ingredient, index) => {
              const key = `${g}.${index}`;
              const done = checked.has(key);
              return (
                <Box as="li" key={key} borderBottomWidth={index === group.items.length - 1 ? '0' : '1px'} borderColor="brand.100">
                  <chakra.label display="flex" alignItems="flex-start" gap="3" py="2.5" cursor="pointer">
                    <chakra.input
                      type="checkbox"
                      checked={done}
                      onChange={() => toggle(key)}
                      boxSize="5"
                      mt="0.5"
                      flexShrink={0}
                      cursor="pointer"
                      css={{ accentColor: '{colors.brand.700}' }}
                    />
                    <Text as="span" color={done ? 'gray.500' : 'gray.800'} textDecoration={done ? 'line-through' : 'none'} lineHeight="1.6">
                      {ingredientText(ingredient, factor)}
                    </Text>
                  </chakra.label>
                </Box>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
