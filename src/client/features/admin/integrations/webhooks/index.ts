/** /admin/integrations/$id: an integration's webhook endpoints and their delivery log. */
export { IntegrationWebhooksPage } from './integration-webhooks-page';
