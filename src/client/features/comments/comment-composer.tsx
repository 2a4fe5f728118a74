import { Button, chakra, Field, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { COMMENT_LIMITS } from '../../../shared/constants/comments';
import { checkCommentBody } from '../../../shared/rules/comments';
import type { CommentDto } from '../../../shared/schemas/comments';
import { CharacterCount } from '../../components/ui/character-count';
import { FormTextarea } from '../../components/ui/form-controls';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { writeErrorMessage } from '../community';
import { trpc } from '../../trpc';
import { COMMENTS_TEXT as T } from './comments-text';
import { StarInput } from './star-input';
import { useRefreshComments, type CommentsTarget } from './use-comments';

export type ComposerMode = { kind: 'new' } | { kind: 'reply'; to: CommentDto; name: string } | { kind: 'edit'; comment: CommentDto };

/**
 * A member's comment box: a new top-level comment, a reply, or an edit of hers. The body is checked
 * by the shared rule before sending; the server's refusals are said beside the box (a field's
 * under it, any other in the form, role="alert"), and the box keeps what she wrote. On a recipe a
 * top-level comment carries the star input. `onDone` gets the saved comment (the section then
 * moves focus to it).
 */
export function CommentComposer({
  target,
  mode,
  withRating,
  onDone,
  onCancel,
}: {
  target: CommentsTarget;
  mode: ComposerMode;
  withRating: boolean;
  onDone: (comment: CommentDto) => void;
  onCancel?: () => void;
}) {
  const editing = mode.kind === 'edit' ? mode.comment : null;
  const [body, setBody] = useState(editing?.body ?? '');
  const [rating, setRating] = useState<number | null>(editing?.rating ?? null);
  const [checked, setChecked] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const refresh = useRefreshComments(target);
  const create = trpc.comments.create.useMutation();
  const update = trpc.comments.update.useMutation();
  const mutation = editing ? update : create;

  // A reply or edit box opens where she asked for it: her cursor goes into it.
  useEffect(() => {
    if (mode.kind !== 'new') textarea.current?.focus();
  }, [mode.kind]);

  const clientError = checked ? checkCommentBody(body) : null;
  const serverFields = fieldErrorsOf(mutation.error);
  const fieldError = clientError ?? serverFields.body ?? null;
  const ratingError = serverFields.rating ?? null;
  const generalError =
    mutation.error && !fieldError && !ratingError ? writeErrorMessage(mutation.error, editing ? T.saveFailed : T.postFailed) : null;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setChecked(true);
    if (checkCommentBody(body)) {
      textarea.current?.focus();
      return;
    }
    const text = body.trim();
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body: text, ...(withRating ? { rating } : {}) })
        : await create.mutateAsync({
            ...target,
            body: text,
            ...(mode.kind === 'reply' ? { parentId: mode.to.id } : {}),
            ...(withRating && rating !== null ? { rating } : {}),
          });
      setBody('');
      setRating(null);
      setChecked(false);
      onDone(saved);
      await refresh({ rated: withRating && (rating !== null || editing?.rating != null) });
    } catch {
      // Said beside the box from the mutation's error.
      textarea.current?.focus();
    }
  };

  const label = mode.kind === 'reply' ? T.replyLabel(mode.name) : editing ? T.editLabel : T.commentLabel;
  const submitLabel = editing ? T.save : mode.kind === 'reply' ? T.postReply : T.post;
  return (
    <chakra.form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="xs"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        {withRating ? (
          <Stack gap="1">
            <StarInput value={rating} onChange={setRating} disabled={mutation.isPending} />
            {ratingError ? (
              <Text role="alert" color="red.700" fontSize="sm">
                {ratingError}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Field.Root invalid={Boolean(fieldError)} required>
          <Field.Label fontSize="md" fontWeight="semibold">
            {label}
          </Field.Label>
          <FormTextarea
            ref={textarea}
            name="body"
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              if (mutation.error) mutation.reset();
            }}
            placeholder={T.placeholder}
            rows={mode.kind === 'new' ? 4 : 3}
          />
          <Flex w="full" justify="space-between" gap="3">
            {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : <span />}
            <CharacterCount value={body} max={COMMENT_LIMITS.bodyMax} />
          </Flex>
        </Field.Root>
        {generalError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {generalError}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            px="6"
            loading={mutation.isPending}
            loadingText={editing ? T.saving : T.posting}
            w={{ base: 'full', sm: 'auto' }}
          >
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" rounded="full" onClick={onCancel} disabled={mutation.isPending}>
              {T.cancel}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
