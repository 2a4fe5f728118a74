import type { TopicDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';

/** Every topic by position then name, with its thread and reply counts and its newest thread. */
export async function listTopics(db: Db): Promise<TopicDto[]> {
  throw new Error('not implemented');
}

/** One topic; NOT_FOUND (COMMUNITY_TEXT.topicNotFound) when there is none. */
export async function topicById(db: Db, id: number): Promise<TopicDto> {
  throw new Error('not implemented');
}
