import { Badge, type BadgeProps } from '@chakra-ui/react';
import { CalendarClock, ExternalLink, FileDown, Lock } from 'lucide-react';
import type { ResourceDto } from '../../../shared/schemas/content';
import { RESOURCE_TEXT } from './resource-text';

/** The icon of a resource's format: a file to download, an outside page, or an event to come. */
export function FormatIcon({ format, size = 20 }: { format: ResourceDto['format']; size?: number }) {
  if (format === 'file') return <FileDown size={size} aria-hidden />;
  if (format === 'link') return <ExternalLink size={size} aria-hidden />;
  return <CalendarClock size={size} aria-hidden />;
}

/** 'Members only' or 'Free'. */
export function AccessBadge({ membersOnly, ...rest }: { membersOnly: boolean } & BadgeProps) {
  return membersOnly ? (
    <Badge colorPalette="purple" variant="subtle" rounded="full" px="2.5" {...rest}>
      <Lock size={12} aria-hidden />
      {RESOURCE_TEXT.membersOnly}
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5" {...rest}>
      {RESOURCE_TEXT.free}
    </Badge>
  );
}

/** A resource's categories as quiet tags. */
export function CategoryBadges({ categories, ...rest }: { categories: ResourceDto['categories'] } & BadgeProps) {
  return (
    <>
      {categories.map((category) => (
        <Badge key={category.id} variant="outline" colorPalette="gray" rounded="full" px="2.5" {...rest}>
          {category.name}
        </Badge>
      ))}
    </>
  );
}
