import { Markdown } from '../../components/markdown';
import { InfoPage } from './info-page';
import { INFO_LAST_UPDATED, INFO_PAGES, INFO_TEXT } from './info-text';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_USE } from './terms-of-use';

const DOCUMENTS = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_USE,
} as const;

/** /privacy-policy and /terms-of-use: a Markdown document under its title and date. */
export function LegalDocumentPage({ document }: { document: keyof typeof DOCUMENTS }) {
  const page = INFO_PAGES[document];
  return (
    <InfoPage title={page.title} description={page.description} subtitle={INFO_TEXT.lastUpdated(INFO_LAST_UPDATED)}>
      <Markdown>{DOCUMENTS[document]}</Markdown>
    </InfoPage>
  );
}
