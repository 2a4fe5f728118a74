import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { MODERATION_SETTINGS_TEXT as T } from './moderation-settings-text';

/** The queue's way to its settings (under the Moderation area: no nav entry of its own). */
export function SettingsLink() {
  return (
    <Button asChild variant="outline" colorPalette="brand" rounded="full">
      <Link to="/admin/moderation/settings">
        <Settings size={16} aria-hidden />
        {T.title}
      </Link>
    </Button>
  );
}
