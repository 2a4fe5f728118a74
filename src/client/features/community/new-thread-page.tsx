import { Box, Button, Container, Field, Flex, Heading, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { checkThreadContent, checkTitle } from '../../../shared/rules/community';
import { parseId } from '../../../shared/rules/ids';
import { LoadError } from '../../components/page-states';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { SilenceGate } from '../moderation';
import { CharacterCount } from '../../components/ui/character-count';
import { FORUM_TEXT } from './community-text';
import { ForumBackLink } from './forum-states';
import { FormSelect, FormTextarea } from '../../components/ui/form-controls';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { HeldPostNotice } from './held-post-notice';
import { SafetyCheck } from './safety-check';
import { writeErrorMessage } from './server-errors';
import { useRefreshForumLists } from './use-thread-actions';
import { usePageMeta } from '../../lib/page-head';

interface Values {
  topicId: string;
  title: string;
  content: string;
}

/** The form's own checks: the server's rules and messages (shared/rules). */
function check(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!parseId(values.topicId)) errors.topicId = FORUM_TEXT.topicRequired;
  const title = checkTitle(values.title);
  if (title) errors.title = title;
  const content = checkThreadContent(values.content);
  if (content) errors.content = content;
  return errors;
}

function NewThreadForm({ topics, preselected }: { topics: { id: number; name: string }[]; preselected?: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshLists = useRefreshForumLists();
  // A topic from the address is chosen only if it is one of the list.
  const known = topics.some((topic) => topic.id === preselected);
  const [values, setValues] = useState<Values>({ topicId: known ? String(preselected) : '', title: '', content: '' });
  const [checked, setChecked] = useState(false);
  const create = trpc.community.threads.create.useMutation({
    onSuccess({ status, ...thread }) {
      // Held for a check: she stays here and reads so (PendingThread); only she can open it.
      if (status === 'pending') {
        void utils.community.held.mine.invalidate();
        return;
      }
      utils.community.threads.byId.setData({ id: thread.id }, thread);
      refreshLists();
      toaster.create({ type: 'success', title: FORUM_TEXT.threadPosted, duration: TOAST_SHORT_MS });
      void navigate({ to: '/community/thread/$id', params: { id: String(thread.id) } });
    },
  });

  const clientErrors = checked ? check(values) : {};
  const fromServer = fieldErrorsOf(create.error);
  const errors = {
    topicId: clientErrors.topicId ?? fromServer.topicId,
    title: clientErrors.title ?? fromServer.title,
    content: clientErrors.content ?? fromServer.content,
  };
  const generalError =
    create.error && !fromServer.topicId && !fromServer.title && !fromServer.content
      ? writeErrorMessage(create.error, FORUM_TEXT.postFailed)
      : null;

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: event.target.value }));

  if (create.data?.status === 'pending') return <PendingThread id={create.data.id} title={create.data.title} />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    if (Object.keys(check(values)).length > 0) return;
    create.mutate({ topicId: Number(values.topicId), title: values.title.trim(), content: values.content.trim() });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.topicId)} required>
          <Field.Label>{FORUM_TEXT.topicLabel}</Field.Label>
          <FormSelect name="topicId" value={values.topicId} onChange={set('topicId')}>
            <option value="" disabled>
              {FORUM_TEXT.chooseTopic}
            </option>
            {topics.map((topic) => (
              <option key={topic.id} value={String(topic.id)}>
                {topic.name}
              </option>
            ))}
          </FormSelect>
          {errors.topicId ? <Field.ErrorText>{errors.topicId}</Field.ErrorText> : null}
        </Field.Root>

        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>{FORUM_TEXT.titleLabel}</Field.Label>
          <Input name="title" value={values.title} onChange={set('title')} placeholder={FORUM_TEXT.titlePlaceholder} size="lg" bg="white" />
          <Flex w="full" justify="space-between" gap="3">
            {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : <span />}
            <CharacterCount value={values.title} max={FORUM_LIMITS.titleMax} />
          </Flex>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.content)} required>
          <Field.Label>{FORUM_TEXT.contentLabel}</Field.Label>
          <FormTextarea
            name="content"
            value={values.content}
            onChange={set('content')}
            placeholder={FORUM_TEXT.contentPlaceholder}
            rows={10}
          />
          <Flex w="full" justify="space-between" gap="3">
            {errors.content ? (
              <Field.ErrorText>{errors.content}</Field.ErrorText>
            ) : (
              <Text fontSize="xs" color="gray.500">
                {FORUM_TEXT.plainTextHint}
              </Text>
            )}
            <CharacterCount value={values.content} max={FORUM_LIMITS.threadMax} />
          </Flex>
        </Field.Root>

        <SafetyCheck text={`${values.title}\n${values.content}`} />

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
            size="lg"
            px="8"
            loading={create.isPending}
            loadingText={FORUM_TEXT.publishing}
            w={{ base: 'full', sm: 'auto' }}
          >
            {FORUM_TEXT.publish}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** After posting, a thread held for a check: what happens now, and the way to it (only she can open it). */
function PendingThread({ id, title }: { id: number; title: string }) {
  return (
    <Stack gap="4">
      <HeldPostNotice>
        <Text fontSize="sm" color="gray.900" fontWeight="medium">
          “{title}”
        </Text>
      </HeldPostNotice>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" rounded="full" px="6">
          <Link to="/community/thread/$id" params={{ id: String(id) }}>
            {FORUM_TEXT.viewHeldThread}
          </Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" rounded="full" px="6">
          <Link to="/community">{FORUM_TEXT.backToCommunity}</Link>
        </Button>
      </Flex>
    </Stack>
  );
}

/** /community/new-thread (members): choose a topic, write a title and a post, publish, land on the thread. */
export function NewThreadPage({ topic }: { topic?: number }) {
  usePageMeta({ title: FORUM_TEXT.newThreadTitle });
  const topics = trpc.community.topics.list.useQuery();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <ForumBackLink to="community">{FORUM_TEXT.community}</ForumBackLink>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {FORUM_TEXT.newThreadTitle}
        </Heading>
        <Text color="gray.600" lineHeight="1.7">
          {FORUM_TEXT.newThreadIntro}
        </Text>
      </Stack>
      <Box bg="white" rounded="2xl" borderWidth="1px" borderColor="gray.100" shadow="sm" p={{ base: '5', md: '8' }}>
        {topics.data ? (
          <SilenceGate>
            <NewThreadForm topics={topics.data} preselected={topic} />
          </SilenceGate>
        ) : topics.isError ? (
          <LoadError onRetry={() => void topics.refetch()} />
        ) : (
          <Stack gap="5" role="status" aria-label={FORUM_TEXT.loadingTopics}>
            <Skeleton h="11" />
            <Skeleton h="11" />
            <Skeleton h="48" />
          </Stack>
        )}
      </Box>
    </Container>
  );
}
