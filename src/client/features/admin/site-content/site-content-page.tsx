import { Box, Button, chakra, Grid, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { checkCheckedDate, checkContentLink } from '../../../../shared/rules/site-content';
import type { SiteContentDto, SiteContentFields } from '../../../../shared/schemas/content';
import { LoadError } from '../../../components/page-states';
import { trpc } from '../../../trpc';
import { FormSelect, FormTextarea } from '../../../components/ui/form-controls';
import { HomeHero, FEATURE_ICON_NAMES, MasterclassesPromo, RecipesPromoHeading } from '../../home';
import { AdminPage, AdminRecordForm, FormField, UnsavedChangesGuard, useRecordEditor } from '../kit';
import { ImageUploadField } from '../uploads';
import { BLOCK_FIELDS, SITE_CONTENT_TEXT as T } from './block-fields';
import { ServicesField } from './services-field';

type Errors = Record<string, string>;

// A marked field says its own message, with no form-wide one; the page has one guard for its four forms.
const TEXT = { saved: T.saved, saveFailed: T.saveFailed };

/** /admin/site-content: the four blocks of the home page, each a form beside a preview of its section, and the support page's lines. */
export function SiteContentPage() {
  const blocks = trpc.admin.siteContent.list.useQuery();
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const setDirty = (key: string, dirty: boolean) =>
    setDirtyKeys((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <AdminPage title={T.title} description={T.description}>
      <UnsavedChangesGuard when={dirtyKeys.size > 0} />
      {blocks.isError ? (
        <LoadError onRetry={() => void blocks.refetch()}>{T.loadFailed}</LoadError>
      ) : !blocks.data ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        <Stack gap="8">
          {blocks.data.map((block) => (
            <BlockEditor key={`${block.key}:${block.lastUpdated}`} block={block} onDirty={(dirty) => setDirty(block.key, dirty)} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}

/** Client checks with the server's own rule, keyed by the server's field paths. */
function checkBlock(content: SiteContentFields): Errors {
  const errors: Errors = {};
  for (const name of ['cta', 'secondaryCta'] as const) {
    const problem = content[name] ? checkContentLink(content[name].link) : null;
    if (problem) errors[`content.${name}.link`] = problem;
  }
  content.services?.forEach((service, i) => {
    const link = checkContentLink(service.link);
    const checked = checkCheckedDate(service.checked);
    if (link) errors[`content.services.${i}.link`] = link;
    if (checked) errors[`content.services.${i}.checked`] = checked;
  });
  return errors;
}

function BlockEditor({ block, onDirty }: { block: SiteContentDto; onDirty(dirty: boolean): void }) {
  const utils = trpc.useUtils();
  const update = trpc.admin.siteContent.update.useMutation();
  const editor = useRecordEditor({
    initial: block.content,
    isNew: false,
    check: checkBlock,
    save: (content) => update.mutateAsync({ key: block.key, content }),
    invalidate: () =>
      Promise.all([utils.admin.siteContent.list.invalidate(), utils.content.siteContent.byKey.invalidate({ key: block.key })]),
    text: TEXT,
    savedDescription: () => block.name,
  });
  const { values: content, errors } = editor;
  const { fields, help } = BLOCK_FIELDS[block.key];
  const has = (field: (typeof fields)[number]) => fields.includes(field);
  useEffect(() => onDirty(editor.guard), [editor.guard, onDirty]);

  const change = (patch: Partial<SiteContentFields>) => editor.update((current) => ({ ...current, ...patch }));
  const text = (name: 'badge' | 'title' | 'subtitle', label: string) => (
    <FormField label={label} error={errors[`content.${name}`]}>
      <Input value={content[name] ?? ''} onChange={(event) => change({ [name]: event.target.value })} />
    </FormField>
  );
  const callToAction = (name: 'cta' | 'secondaryCta', textLabel: string, linkLabel: string) => (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
      <FormField label={textLabel} error={errors[`content.${name}.text`]}>
        <Input
          value={content[name]?.text ?? ''}
          onChange={(event) => change({ [name]: { text: event.target.value, link: content[name]?.link ?? '' } })}
        />
      </FormField>
      <FormField label={linkLabel} error={errors[`content.${name}.link`]} helper={T.linkHelper}>
        <Input
          value={content[name]?.link ?? ''}
          onChange={(event) => change({ [name]: { text: content[name]?.text ?? '', link: event.target.value } })}
        />
      </FormField>
    </Grid>
  );

  return (
    <Box
      as="section"
      aria-labelledby={`block-${block.key}`}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      bg="white"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={`block-${block.key}`} size="lg">
        {block.name}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {help}
      </Text>
      <AdminRecordForm editor={editor} guarded={false}>
        <Stack gap="4" maxW="3xl">
          {has('badge') ? text('badge', T.labels.badge) : null}
          {has('subtitle') ? text('subtitle', T.labels.subtitle) : null}
          {has('title') ? text('title', T.labels.title) : null}
          {has('description') ? (
            <FormField label={T.labels.description} error={errors['content.description']}>
              <FormTextarea rows={3} value={content.description ?? ''} onChange={(event) => change({ description: event.target.value })} />
            </FormField>
          ) : null}
          {has('features') ? <FeaturesField content={content} change={change} /> : null}
          {has('services') ? <ServicesField content={content} errors={errors} change={change} /> : null}
          {has('cta') ? callToAction('cta', T.labels.ctaText, T.labels.ctaLink) : null}
          {has('secondaryCta') ? callToAction('secondaryCta', T.labels.secondaryText, T.labels.secondaryLink) : null}
          {has('rightSection') ? (
            <>
              <FormField label={T.labels.rightTitle} error={errors['content.rightSection.title']}>
                <Input
                  value={content.rightSection?.title ?? ''}
                  onChange={(event) =>
                    change({ rightSection: { title: event.target.value, description: content.rightSection?.description ?? '' } })
                  }
                />
              </FormField>
              <FormField label={T.labels.rightDescription} error={errors['content.rightSection.description']}>
                <FormTextarea
                  rows={2}
                  value={content.rightSection?.description ?? ''}
                  onChange={(event) =>
                    change({ rightSection: { title: content.rightSection?.title ?? '', description: event.target.value } })
                  }
                />
              </FormField>
            </>
          ) : null}
          {has('image') ? (
            <ImageUploadField
              label={`${T.labels.image} (${block.name})`}
              kind="cover"
              value={content.image || null}
              onChange={(image) => change({ image: image ?? '' })}
              error={errors['content.image']}
            />
          ) : null}
          <HStack>
            <Button type="submit" colorPalette="brand" rounded="full" loading={editor.saving} disabled={editor.saving}>
              {T.save(block.name)}
            </Button>
          </HStack>
        </Stack>
      </AdminRecordForm>
      <BlockPreview block={block} content={content} />
    </Box>
  );
}

function FeaturesField({ content, change }: { content: SiteContentFields; change(patch: Partial<SiteContentFields>): void }) {
  const features = content.features ?? [];
  const set = (next: typeof features) => change({ features: next });
  return (
    <Box as="fieldset">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {T.labels.features}
      </chakra.legend>
      <Stack gap="3">
        {features.map((feature, i) => (
          <Grid key={i} templateColumns={{ base: '1fr auto', sm: '1fr 10rem auto' }} gap="2" alignItems="end">
            <FormField label={`${T.labels.featureTitle} ${i + 1}`}>
              <Input
                value={feature.title}
                onChange={(event) => set(features.map((f, j) => (j === i ? { ...f, title: event.target.value } : f)))}
              />
            </FormField>
            <FormField label={`${T.labels.featureIcon} ${i + 1}`}>
              <FormSelect
                value={feature.icon}
                onChange={(event) => set(features.map((f, j) => (j === i ? { ...f, icon: event.target.value } : f)))}
              >
                {FEATURE_ICON_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </FormSelect>
            </FormField>
            <HStack gap="1">
              <IconButton
                aria-label={T.moveUp(i + 1)}
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => set(features.map((f, j) => (j === i - 1 ? features[i]! : j === i ? features[i - 1]! : f)))}
              >
                <ArrowUp aria-hidden />
              </IconButton>
              <IconButton
                aria-label={T.removeFeature(i + 1)}
                size="sm"
                variant="ghost"
                onClick={() => set(features.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </HStack>
          </Grid>
        ))}
        <Box>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={features.length >= 8}
            onClick={() => set([...features, { title: '', icon: 'star' }])}
          >
            <Plus aria-hidden />
            {T.addFeature}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The home section the block feeds, drawn by the home page's own component with the form's values. */
function BlockPreview({ block, content }: { block: SiteContentDto; content: SiteContentFields }) {
  const blockKey = block.key;
  const section =
    blockKey === 'home_hero' ? (
      <HomeHero user={null} userPending={false} preview={content} />
    ) : blockKey === 'home_masterclasses_promo' ? (
      <MasterclassesPromo content={content} />
    ) : blockKey === 'home_recipes_promo' ? (
      <RecipesPromoHeading content={content} signedIn />
    ) : null;
  if (!section) return null;
  return (
    <Box mt="6" aria-label={`${T.preview}: ${block.name}`} role="region">
      <Text fontWeight="semibold" fontSize="sm" color="fg.muted" mb="2">
        {T.preview}
      </Text>
      {/* A picture of the section, not a second copy of its links and headings to tab through. */}
      <Box borderWidth="1px" borderColor="gray.200" rounded="lg" overflow="hidden" inert pointerEvents="none">
        {section}
      </Box>
    </Box>
  );
}
