import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCurrentUser } from '../auth';
import { FORUM_TEXT } from './community-text';

/**
 * 'Start a discussion': a member goes to the new-thread form (in `topicId` when given); a visitor
 * to the login page, which brings them to that form once signed in.
 */
export function StartDiscussionButton({ topicId }: { topicId?: number }) {
  const { user } = useCurrentUser();
  const search = topicId ? { topic: topicId } : {};
  const target = topicId ? `/community/new-thread?topic=${topicId}` : '/community/new-thread';
  return (
    <Button asChild colorPalette="brand" rounded="full" size={{ base: 'md', md: 'lg' }} px="6" w={{ base: 'full', sm: 'auto' }}>
      {user ? (
        <Link to="/community/new-thread" search={search}>
          <Plus size={18} aria-hidden />
          {FORUM_TEXT.startDiscussion}
        </Link>
      ) : (
        <Link to="/community/auth" search={{ redirect: target }}>
          <Plus size={18} aria-hidden />
          {FORUM_TEXT.startDiscussion}
        </Link>
      )}
    </Button>
  );
}
