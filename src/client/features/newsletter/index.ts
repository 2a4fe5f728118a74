/** What other features may import from features/newsletter/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { NewsletterForm } from './newsletter-form';
export { NewsletterSetting } from './newsletter-setting';
