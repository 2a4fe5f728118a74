import { Box, Button, chakra, Field, Grid, Heading, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { slugify } from '../../../../shared/lib/slugify';
import { formatSydneyDateTime } from '../../../../shared/lib/sydney-clock';
import type { BlogPostStatus } from '../../../../shared/constants/blog';
import { BLOG_ADMIN_TEXT, BLOG_POST_LIMITS } from '../../../../shared/rules/blog';
import type { AdminBlogPostDetail } from '../../../../shared/schemas/admin/blog-posts';
import { trpc } from '../../../trpc';
import { FormSelect } from '../../../components/ui/form-controls';
import { AdminRecordForm, type FieldErrors, FormField, NativeCheckbox, useRecordEditor } from '../kit';
import { ImageUploadField } from '../uploads';
import { BLOG_POSTS_TEXT } from './blog-post-text';
import { MarkdownBodyField } from './markdown-body-field';
import { checkPostForm, EMPTY_POST, type PostFormValues, toPostInput, valuesOf } from './post-form';
import { ScheduleField } from './schedule-field';
import { useSlugAvailability } from './use-slug-availability';

const AUTHOR_CHOICES = { pageSize: 100 } as const;

/** "12 / 60": how long a text is against what search engines show; amber past it. */
function Counter({ length, suggested }: { length: number; suggested: number }) {
  return (
    <Text as="span" flexShrink={0} fontVariantNumeric="tabular-nums" color={length > suggested ? 'orange.700' : 'fg.muted'}>
      {length} / {suggested}
    </Text>
  );
}

function StatusChoice({ value, onChange, live }: { value: BlogPostStatus; onChange(status: BlogPostStatus): void; live: boolean }) {
  const choices: { value: BlogPostStatus; label: string }[] = [
    { value: 'draft', label: BLOG_POSTS_TEXT.draft },
    { value: 'published', label: live ? BLOG_POSTS_TEXT.published : BLOG_POSTS_TEXT.publishNow },
    { value: 'scheduled', label: BLOG_POSTS_TEXT.schedule },
  ];
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {BLOG_POSTS_TEXT.status}
      </chakra.legend>
      <Stack gap="2">
        {choices.map((choice) => (
          <chakra.label key={choice.value} display="flex" alignItems="center" gap="2" cursor="pointer" minH="6">
            <chakra.input
              type="radio"
              name="status"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              accentColor="var(--chakra-colors-brand-solid)"
              w="4"
              h="4"
            />
            {choice.label}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/**
 * The one form of a blog post, new or saved: the admin writes, previews, chooses draft, publish
 * now or a Sydney time, and saves. Every field is checked with the server's own rules first; what
 * only the server knows (a slug in use) comes back next to its field.
 */
export function BlogPostEditor({ post }: { post?: AdminBlogPostDetail }) {
  const utils = trpc.useUtils();
  const categories = trpc.content.blog.categories.useQuery();
  const authors = trpc.admin.authors.list.useQuery(AUTHOR_CHOICES);
  const create = trpc.admin.blogPosts.create.useMutation();
  const update = trpc.admin.blogPosts.update.useMutation();
  // The address check needs the form's slug, so it comes after; a save reads its latest answer.
  let slugTaken = false;
  const editor = useRecordEditor({
    initial: post ? valuesOf(post) : EMPTY_POST,
    isNew: !post,
    comparable: ({ slugEdited: _, ...fields }: PostFormValues) => fields,
    check: (form) => {
      const problems: FieldErrors = checkPostForm(form);
      if (slugTaken && !problems.slug) problems.slug = BLOG_ADMIN_TEXT.slugTaken;
      return problems;
    },
    save: (form) => (post ? update.mutateAsync({ ...toPostInput(form), id: post.id }) : create.mutateAsync(toPostInput(form))),
    afterSave: '/admin/blog-posts',
    // The admin's own copies of public pages (the blog, the home page) are read afresh too.
    invalidate: () => Promise.all([utils.admin.blogPosts.invalidate(), utils.content.invalidate()]),
    text: BLOG_POSTS_TEXT,
  });
  const { values, set, update: change, errors } = editor;

  const slugChanged = values.slug.trim() !== (post?.slug ?? '');
  const availability = useSlugAvailability(values.slug, post?.id, slugChanged);
  slugTaken = availability.state === 'checked' && !availability.available;

  const setTitle = (title: string) =>
    change((current) => ({ ...current, title, slug: current.slugEdited ? current.slug : slugify(title) }));
  const setSlug = (slug: string) => change((current) => ({ ...current, slug, slugEdited: true }));

  const slugError = errors.slug ?? (slugTaken ? BLOG_ADMIN_TEXT.slugTaken : undefined);
  const slugHelper =
    availability.state === 'checked' && availability.available
      ? BLOG_POSTS_TEXT.slugAvailable
      : availability.state === 'checking'
        ? BLOG_POSTS_TEXT.slugChecking
        : BLOG_POSTS_TEXT.slugHelper(values.slug.trim());
  const live = post?.status === 'published';

  return (
    <AdminRecordForm editor={editor}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Stack gap="5">
          <FormField label={BLOG_POSTS_TEXT.title} error={errors.title} required>
            <Input name="title" value={values.title} onChange={(event) => setTitle(event.target.value)} />
          </FormField>

          <FormField label={BLOG_POSTS_TEXT.slug} error={slugError} helper={slugError ? undefined : slugHelper} required>
            <Input
              name="slug"
              value={values.slug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => setSlug(event.target.value)}
            />
          </FormField>
          {slugTaken && availability.state === 'checked' && availability.suggestion ? (
            <Box mt="-3">
              <Button type="button" size="xs" variant="outline" onClick={() => setSlug(availability.suggestion!)}>
                {BLOG_POSTS_TEXT.suggestion(availability.suggestion)}
              </Button>
            </Box>
          ) : null}
          {post && post.oldSlugs.length > 0 ? (
            <Text fontSize="xs" color="fg.muted" mt="-3">
              Old addresses that lead here: {post.oldSlugs.map((slug) => `/blog/${slug}`).join(', ')}
            </Text>
          ) : null}

          <FormField label={BLOG_POSTS_TEXT.description} error={errors.description} helper={BLOG_POSTS_TEXT.descriptionHelper}>
            <Input name="description" value={values.description} onChange={(event) => set('description', event.target.value)} />
          </FormField>

          <MarkdownBodyField value={values.body} onChange={(body) => set('body', body)} error={errors.body} />
        </Stack>

        <Stack gap="5" borderWidth={{ lg: '1px' }} borderColor="border" rounded="xl" p={{ lg: '5' }} bg={{ lg: 'white' }}>
          <StatusChoice value={values.status} onChange={(status) => set('status', status)} live={live} />
          {values.status === 'scheduled' ? (
            <ScheduleField value={values.scheduledFor} onChange={(value) => set('scheduledFor', value)} error={errors.scheduledFor} />
          ) : null}
          {post?.publishedAt && values.status !== 'scheduled' ? (
            <Text fontSize="sm" color="fg.muted">
              {live
                ? BLOG_POSTS_TEXT.liveSince(formatSydneyDateTime(post.publishedAt))
                : post.status === 'draft'
                  ? BLOG_POSTS_TEXT.wasPublished(formatSydneyDateTime(post.publishedAt))
                  : null}
            </Text>
          ) : null}

          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="brand" loading={editor.saving} disabled={editor.saving} flex={{ base: '1', lg: 'initial' }}>
              {BLOG_POSTS_TEXT.save}
            </Button>
            {live ? (
              <ChakraLink href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" fontSize="sm">
                {BLOG_POSTS_TEXT.viewOnSite}
                <ExternalLink size={14} aria-hidden />
              </ChakraLink>
            ) : null}
          </HStack>

          <FormField label={BLOG_POSTS_TEXT.category} error={errors.categoryId}>
            <FormSelect name="categoryId" value={values.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
              <option value="">{BLOG_POSTS_TEXT.noCategory}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </FormSelect>
          </FormField>

          <FormField label={BLOG_POSTS_TEXT.author} error={errors.authorId}>
            <FormSelect name="authorId" value={values.authorId} onChange={(event) => set('authorId', event.target.value)}>
              <option value="">{BLOG_POSTS_TEXT.noAuthor}</option>
              {(authors.data?.items ?? []).map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </FormSelect>
          </FormField>

          <Field.Root>
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" fontWeight="medium" fontSize="sm">
              <chakra.input
                type="checkbox"
                role="switch"
                name="featured"
                checked={values.featured}
                onChange={(event) => set('featured', event.target.checked)}
                accentColor="var(--chakra-colors-brand-solid)"
                w="4"
                h="4"
              />
              {BLOG_POSTS_TEXT.featured}
            </chakra.label>
            <Field.HelperText>{BLOG_POSTS_TEXT.featuredHelper}</Field.HelperText>
          </Field.Root>

          <NativeCheckbox
            name="commentsOpen"
            label={BLOG_POSTS_TEXT.commentsOpen}
            description={BLOG_POSTS_TEXT.commentsOpenHelper}
            checked={values.commentsOpen}
            onChange={(checked) => set('commentsOpen', checked)}
          />

          <ImageUploadField
            label={BLOG_POSTS_TEXT.cover}
            kind="cover"
            value={values.image}
            onChange={(address) => set('image', address)}
            error={errors.image}
          />

          <Heading as="h2" size="sm" pt="2">
            {BLOG_POSTS_TEXT.seoHeading}
          </Heading>
          <FormField
            label={BLOG_POSTS_TEXT.seoTitle}
            error={errors.seoTitle}
            helper={
              <HStack as="span" justify="space-between" w="full" gap="3">
                <span>{BLOG_POSTS_TEXT.seoHelper(BLOG_POST_LIMITS.seoTitleSuggested)}</span>
                <Counter length={(values.seoTitle || values.title).trim().length} suggested={BLOG_POST_LIMITS.seoTitleSuggested} />
              </HStack>
            }
          >
            <Input
              name="seoTitle"
              value={values.seoTitle}
              placeholder={values.title}
              onChange={(event) => set('seoTitle', event.target.value)}
            />
          </FormField>
          <FormField
            label={BLOG_POSTS_TEXT.seoDescription}
            error={errors.seoDescription}
            helper={
              <HStack as="span" justify="space-between" w="full" gap="3">
                <span>{BLOG_POSTS_TEXT.seoHelper(BLOG_POST_LIMITS.seoDescriptionSuggested)}</span>
                <Counter
                  length={(values.seoDescription || values.description).trim().length}
                  suggested={BLOG_POST_LIMITS.seoDescriptionSuggested}
                />
              </HStack>
            }
          >
            <Input
              name="seoDescription"
              value={values.seoDescription}
              placeholder={values.description}
              onChange={(event) => set('seoDescription', event.target.value)}
            />
          </FormField>
        </Stack>
      </Grid>
    </AdminRecordForm>
  );
}
