/** What other features may import from features/font-preview/: the admin shell places the preview's button in its layout. */
export { FontPreviewDock } from './font-preview-dock';
