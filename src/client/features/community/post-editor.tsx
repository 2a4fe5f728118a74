import { Button, Field, Flex, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import { checkReplyContent, checkThreadContent, checkTitle } from '../../../shared/rules/community';
import { CharacterCount } from '../../components/ui/character-count';
import { FORUM_TEXT } from './community-text';
import { FormTextarea } from '../../components/ui/form-controls';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { writeErrorMessage } from './server-errors';

export interface PostEdit {
  title?: string;
  content: string;
}

interface PostEditorProps {
  /** What the form starts with; a thread has a title, a reply doesn't. */
  initial: PostEdit;
  label: string;
  pending: boolean;
  error: unknown;
  onSave: (values: PostEdit) => void;
  onCancel: () => void;
}

/** The inline form that replaces a post while its author (or an admin) edits it. */
export function PostEditor({ initial, label, pending, error, onSave, onCancel }: PostEditorProps) {
  const isThread = initial.title !== undefined;
  const maxContent = isThread ? FORUM_LIMITS.threadMax : FORUM_LIMITS.replyMax;
  const [title, setTitle] = useState(initial.title ?? '');
  const [content, setContent] = useState(initial.content);
  const [checked, setChecked] = useState(false);

  const clientErrors = {
    title: isThread ? checkTitle(title) : null,
    content: isThread ? checkThreadContent(content) : checkReplyContent(content),
  };
  const fromServer = fieldErrorsOf(error);
  const titleError = (checked ? clientErrors.title : null) ?? fromServer.title;
  const contentError = (checked ? clientErrors.content : null) ?? fromServer.content;
  const generalError = error && !fromServer.title && !fromServer.content ? writeErrorMessage(error, FORUM_TEXT.saveFailed) : null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (pending || clientErrors.title || clientErrors.content) return;
    onSave(isThread ? { title: title.trim(), content: content.trim() } : { content: content.trim() });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        {isThread ? (
          <Field.Root invalid={Boolean(titleError)} required>
            <Field.Label>{FORUM_TEXT.titleLabel}</Field.Label>
            <Input name="title" value={title} onChange={(event) => setTitle(event.target.value)} bg="white" />
            {titleError ? <Field.ErrorText>{titleError}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
        <Field.Root invalid={Boolean(contentError)} required>
          <Field.Label>{isThread ? FORUM_TEXT.contentLabel : FORUM_TEXT.replyLabel}</Field.Label>
          <FormTextarea name="content" value={content} onChange={(event) => setContent(event.target.value)} rows={isThread ? 8 : 4} />
          <Flex w="full" justify="space-between" gap="3">
            {contentError ? <Field.ErrorText>{contentError}</Field.ErrorText> : <span />}
            <CharacterCount value={content} max={maxContent} />
          </Flex>
        </Field.Root>
        {generalError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {generalError}
          </Text>
        ) : null}
        <HStack gap="3" justify="flex-end">
          <Button type="button" variant="ghost" rounded="full" onClick={onCancel} disabled={pending}>
            {FORUM_TEXT.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" rounded="full" loading={pending} loadingText={FORUM_TEXT.saving}>
            {FORUM_TEXT.save}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
