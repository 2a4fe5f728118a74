import { IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';

/** The header's bell. The popover with the list and the unread count comes with notifications. */
export function NotificationBell() {
  return (
    <IconButton asChild aria-label="Notifications" variant="ghost" rounded="full" size="sm">
      <Link to="/profile/notifications">
        <Bell />
      </Link>
    </IconButton>
  );
}
