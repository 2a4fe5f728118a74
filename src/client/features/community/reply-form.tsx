import { Box, Button, Field, Flex, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Lock, LogIn } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { checkReplyContent } from '../../../shared/rules/community';
import { toaster } from '../../components/ui/toaster';
import { CharacterCount } from '../../components/ui/character-count';
import { FORUM_TEXT } from './community-text';
import { FormTextarea } from '../../components/ui/form-controls';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { HeldPostNotice } from './held-post-notice';
import { SafetyCheck } from './safety-check';
import { writeErrorMessage } from './server-errors';
import { useCreateReply } from './use-thread-actions';

/**
 * A member's reply box: posts, appends the reply to the list, and clears; a reply held for a
 * check says so instead. The support panel shows as she types words that suggest someone is at risk.
 */
export function ReplyForm({ threadId }: { threadId: number }) {
  const [content, setContent] = useState('');
  const [checked, setChecked] = useState(false);
  const [held, setHeld] = useState(false);
  const create = useCreateReply(threadId);
  const clientError = checked ? checkReplyContent(content) : null;
  const fieldError = clientError ?? fieldErrorsOf(create.error).content;
  const generalError = create.error && !fieldError ? writeErrorMessage(create.error, FORUM_TEXT.postFailed) : null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    if (checkReplyContent(content)) return;
    create.mutate(
      { threadId, content: content.trim() },
      {
        onSuccess: (reply) => {
          setContent('');
          setChecked(false);
          setHeld(reply.status === 'pending');
          if (reply.status === 'published') toaster.create({ type: 'success', title: FORUM_TEXT.replyPosted, duration: TOAST_SHORT_MS });
        },
      },
    );
  };

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      shadow="xs"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(fieldError)} required>
          <Field.Label fontSize="md" fontWeight="semibold">
            {FORUM_TEXT.replyLabel}
          </Field.Label>
          <FormTextarea
            name="content"
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setHeld(false);
              if (create.error) create.reset();
            }}
            placeholder={FORUM_TEXT.replyPlaceholder}
            rows={4}
          />
          <Flex w="full" justify="space-between" gap="3">
            {fieldError ? (
              <Field.ErrorText>{fieldError}</Field.ErrorText>
            ) : (
              <Text fontSize="xs" color="gray.500">
                {FORUM_TEXT.plainTextHint}
              </Text>
            )}
            <CharacterCount value={content} max={FORUM_LIMITS.replyMax} />
          </Flex>
        </Field.Root>
        <SafetyCheck text={content} />
        {held ? <HeldPostNotice /> : null}
        {generalError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {generalError}
          </Text>
        ) : null}
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            px="6"
            loading={create.isPending}
            loadingText={FORUM_TEXT.posting}
            w={{ base: 'full', sm: 'auto' }}
          >
            {FORUM_TEXT.postReply}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** What a visitor sees instead of the reply box: sign in (coming back here) or join. */
export function SignInToReply({ threadId }: { threadId: number }) {
  return (
    <Stack gap="3" bg="brand.50" rounded="2xl" p={{ base: '5', md: '6' }} align={{ base: 'stretch', sm: 'flex-start' }}>
      <Heading as="h2" size="md" color="gray.900">
        {FORUM_TEXT.signInToReply}
      </Heading>
      <Text color="gray.700">{FORUM_TEXT.signInToReplyBody}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" rounded="full" px="6" flex={{ base: '1', sm: 'none' }}>
          <Link to="/community/auth" search={{ redirect: `/community/thread/${threadId}` }}>
            <LogIn size={16} aria-hidden />
            {FORUM_TEXT.signInToReply}
          </Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" bg="white" rounded="full" px="6" flex={{ base: '1', sm: 'none' }}>
          <Link to="/auth" search={{ redirect: `/community/thread/${threadId}` }}>
            {FORUM_TEXT.joinFree}
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}

/** A locked thread takes no replies: this stands where the reply box would be. */
export function LockedNotice() {
  return (
    <HStack role="note" gap="3" align="flex-start" bg="gray.100" rounded="2xl" p={{ base: '4', md: '5' }} color="gray.700">
      <Box flexShrink={0} mt="0.5" aria-hidden>
        <Lock size={18} />
      </Box>
      <Text>{FORUM_TEXT.lockedNotice}</Text>
    </HStack>
  );
}
