import { useClockText } from '../../lib/page-clock';
import { formatPostDate } from './post-date';

/** When a post was written, as the forum says it ('5 minutes ago'), kept current (lib/page-clock.tsx). */
export function PostTime({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{useClockText((now) => formatPostDate(value, now))}</time>;
}
