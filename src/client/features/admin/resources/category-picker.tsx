import { Box, Button, chakra, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import { checkCategoryName } from '../../../../shared/rules/resources';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import { RESOURCE_ADMIN_TEXT as T } from './resource-admin-text';

export interface CategoryPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The resource's categories as a checkbox group, with a new category added on the spot. */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const legendId = useId();
  const newId = useId();
  const newErrorId = useId();
  const utils = trpc.useUtils();
  const categories = trpc.admin.resources.categories.useQuery();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = trpc.admin.resources.createCategory.useMutation({
    onSuccess: async (category) => {
      setName('');
      onChange([...value, category.id]);
      toaster.create({ type: 'success', title: T.categoryAdded(category.name), duration: TOAST_SHORT_MS });
      await utils.admin.resources.categories.invalidate();
    },
    onError: (problem) => setNameError(serverMessage(problem) ?? T.saveFailed),
  });

  const add = () => {
    const problem = checkCategoryName(name);
    setNameError(problem);
    if (!problem) create.mutate({ name: name.trim() });
  };

  return (
    <Box as="fieldset" role="group" aria-labelledby={legendId} minW="0">
      <Text id={legendId} fontWeight="medium" color="gray.800" mb="1">
        {T.categories}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {T.categoriesHelper}
      </Text>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mb="2">
          {error}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mb="4">
        {(categories.data ?? []).map((category) => (
          <chakra.label key={category.id} display="flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="checkbox"
              boxSize="5"
              checked={value.includes(category.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, category.id] : value.filter((id) => id !== category.id))}
              css={{ accentColor: '{colors.brand.700}' }}
            />
            {category.name}
          </chakra.label>
        ))}
      </SimpleGrid>
      <Stack gap="1" maxW="sm">
        <chakra.label htmlFor={newId} fontSize="sm" fontWeight="medium">
          {T.newCategory}
        </chakra.label>
        <Flex gap="2">
          <Input
            id={newId}
            bg="white"
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-errormessage={nameError ? newErrorId : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
            onKeyDown={(e) => {
              // Enter adds the category rather than submitting the whole resource.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={add} loading={create.isPending} flexShrink={0}>
            <Plus aria-hidden />
            {T.addCategory}
          </Button>
        </Flex>
        {nameError ? (
          <Text id={newErrorId} color="fg.error" fontSize="sm" aria-live="polite">
            {nameError}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
