import { MarkdownContent } from '../../shared/lib/markdown';
import { siteOrigin } from '../lib/site-origin';
import { Prose } from './prose';

interface MarkdownProps {
  /** Markdown text. Raw HTML in it is dropped, never rendered as markup. */
  children: string;
}

/**
 * Markdown rendered in the browser (MarkdownContent's rules): the admin's previews and the legal
 * pages. Public bodies come written to HTML by the server (Prose's `html`).
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <Prose>
      <MarkdownContent origin={siteOrigin()}>{children}</MarkdownContent>
    </Prose>
  );
}
