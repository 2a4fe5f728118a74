import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import { BLOG_POSTS_TEXT } from './blog-post-text';

/**
 * The publication time of a scheduled post, typed and shown in Sydney time whatever the
 * browser's zone: the value is the Sydney wall-clock "YYYY-MM-DDTHH:mm", which the server reads
 * as Australia/Sydney (shared/lib/sydney-clock.ts).
 */
export function ScheduleField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  // The earliest time offered: now, read once when the field appears.
  const [min] = useState(() => toSydneyLocal(Date.now()));
  return (
    <Field.Root invalid={Boolean(error)} required maxW="sm">
      <Field.Label>{BLOG_POSTS_TEXT.scheduleFor}</Field.Label>
      <Input
        type="datetime-local"
        name="scheduledFor"
        value={value}
        min={min}
        step={60}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>{BLOG_POSTS_TEXT.sydneyTime}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
