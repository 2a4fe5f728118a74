import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { type FontClassName, FONT_OPTIONS } from '../../../../shared/constants/fonts';
import { LoadError } from '../../../components/page-states';
import { loadHeadingFont } from '../../../lib/heading-fonts';
import { trpc } from '../../../trpc';
import { AdminPage, AdminRecordForm, useRecordEditor } from '../kit';

const T = {
  title: 'Font Settings',
  description: 'The font of every heading on the site, for every visitor. Body text stays Inter.',
  legend: 'Heading font',
  current: '(current)',
  sample: 'Community & Resources for Mums',
  save: 'Save font',
  saved: 'Heading font saved',
  failed: 'The font could not be saved',
} as const;

const TEXT = { saved: T.saved, saveFailed: T.failed };

/** /admin/font-settings: the site's heading font, one of PRODUCT.md's seven, each shown in itself. */
export function FontSettingsPage() {
  const current = trpc.admin.siteAppearance.headingFont.get.useQuery();

  // This page shows every option in its own face: it loads all seven (the public site loads one).
  useEffect(() => {
    for (const option of FONT_OPTIONS) loadHeadingFont(option.className).catch(() => {});
  }, []);

  return (
    <AdminPage title={T.title} description={T.description}>
      {current.isError ? (
        <LoadError onRetry={() => void current.refetch()} />
      ) : !current.data ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        <FontForm key={current.data.font} current={current.data.font} />
      )}
    </AdminPage>
  );
}

function FontForm({ current }: { current: FontClassName }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.siteAppearance.headingFont.set.useMutation();
  const editor = useRecordEditor({
    initial: { font: current },
    isNew: false,
    save: (values) => save.mutateAsync(values),
    invalidate: () =>
      Promise.all([utils.admin.siteAppearance.headingFont.get.invalidate(), utils.content.siteAppearance.headingFont.invalidate()]),
    text: TEXT,
    savedDescription: (answer) => FONT_OPTIONS.find((o) => o.className === answer.font)?.name,
  });
  const { font } = editor.values;
  const family = FONT_OPTIONS.find((option) => option.className === font)?.family;

  return (
    <AdminRecordForm editor={editor} guarded={false} maxW="2xl">
      <Stack gap="6">
        <chakra.fieldset>
          <chakra.legend fontWeight="semibold" mb="3">
            {T.legend}
          </chakra.legend>
          <Stack gap="2">
            {FONT_OPTIONS.map((option) => (
              <chakra.label
                key={option.className}
                display="flex"
                alignItems="center"
                gap="3"
                px="4"
                py="3"
                borderWidth="1px"
                rounded="lg"
                cursor="pointer"
                borderColor={font === option.className ? 'brand.400' : 'gray.200'}
                bg={font === option.className ? 'brand.50' : 'white'}
              >
                <input
                  type="radio"
                  name="headingFont"
                  value={option.className}
                  checked={font === option.className}
                  onChange={() => editor.set('font', option.className)}
                />
                <Text as="span" fontSize="xl" style={{ fontFamily: option.family }}>
                  {option.name}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted">
                  {option.type}
                  {current === option.className ? ` ${T.current}` : ''}
                </Text>
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
        <Box borderWidth="1px" borderColor="gray.200" rounded="lg" p="6" bg="white" aria-hidden>
          <Heading as="p" size="2xl" style={{ fontFamily: family }}>
            {T.sample}
          </Heading>
        </Box>
        <Box>
          <Button type="submit" colorPalette="brand" rounded="full" loading={editor.saving} disabled={editor.saving || !editor.dirty}>
            {T.save}
          </Button>
        </Box>
      </Stack>
    </AdminRecordForm>
  );
}
