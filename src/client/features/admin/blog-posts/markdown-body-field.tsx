import { Box, Button, Field, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { Markdown } from '../../../components/markdown';
import { useMediaQuery } from '../../../lib/use-is-mobile';
import { FormTextarea } from '../../../components/ui/form-controls';
import { BLOG_POSTS_TEXT } from './blog-post-text';

/** Wide enough, beside the admin sidebar, for the Markdown and its preview side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 1200px)';

/**
 * The post's Markdown and its live preview, rendered by the public page's own renderer so what
 * the admin sees is what readers get: side by side on a wide screen, a Write / Preview switch
 * on a narrow one.
 */
export function MarkdownBodyField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  // Typing stays quick in a long post: the preview catches up when React has time.
  const previewed = useDeferredValue(value);

  const editor = (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{BLOG_POSTS_TEXT.body}</Field.Label>
      <FormTextarea
        name="body"
        rows={18}
        fontFamily="mono"
        fontSize="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>{BLOG_POSTS_TEXT.bodyHelper}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
  const preview = previewed.trim() ? <Markdown>{previewed}</Markdown> : <Text color="fg.muted">{BLOG_POSTS_TEXT.previewEmpty}</Text>;
  const previewFrame = {
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    px: { base: '4', md: '6' },
    py: '4',
    minH: '40',
    bg: 'white',
  };

  if (sideBySide) {
    return (
      <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="4" alignItems="start">
        {editor}
        <Stack gap="1.5">
          <Text id="body-preview-label" fontWeight="medium" fontSize="sm">
            {BLOG_POSTS_TEXT.preview}
          </Text>
          <Box as="section" aria-labelledby="body-preview-label" {...previewFrame} maxH="36rem" overflowY="auto">
            {preview}
          </Box>
        </Stack>
      </Grid>
    );
  }

  return (
    <Stack gap="2">
      <HStack role="tablist" aria-label={BLOG_POSTS_TEXT.bodyView} gap="1">
        {(['write', 'preview'] as const).map((tab) => (
          <Button
            key={tab}
            type="button"
            role="tab"
            id={`body-tab-${tab}`}
            aria-selected={mode === tab}
            aria-controls={`body-panel-${tab}`}
            size="sm"
            variant={mode === tab ? 'subtle' : 'ghost'}
            onClick={() => setMode(tab)}
          >
            {tab === 'write' ? BLOG_POSTS_TEXT.write : BLOG_POSTS_TEXT.preview}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel" id="body-panel-write" aria-labelledby="body-tab-write" hidden={mode !== 'write'}>
        {editor}
      </Box>
      <Box role="tabpanel" id="body-panel-preview" aria-labelledby="body-tab-preview" hidden={mode !== 'preview'} {...previewFrame}>
        {mode === 'preview' ? preview : null}
      </Box>
    </Stack>
  );
}
