export { usePageMeta } from '../../lib/page-head';
