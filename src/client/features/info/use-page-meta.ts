import { useEffect } from 'react';
import { documentTitle } from './info-text';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the browser tab's text ("Privacy Policy · Mama Village") and the page's meta description
 * while the page is shown, and puts the previous ones back when it goes.
 */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = documentTitle(title);
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
