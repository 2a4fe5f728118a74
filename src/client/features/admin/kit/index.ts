/**
 * The admin pages' building blocks: page frame, list search/paging/table and bulk bar, form field and the
 * unsaved-changes guard, checkbox and radio group. The confirm dialog, checkbox and radio group live in
 * components/ (member pages use them too).
 */
export { AdminPage, adminDocumentTitle, type AdminPageProps } from './admin-page';
export { parseAdminListSearch, parseAdminRouteSearch, positivePage, type AdminListSearch } from './admin-route-search';
export { useAdminListSearch } from './admin-list-search';
export { AdminSearchBox, ADMIN_SEARCH_DEBOUNCE_MS, type AdminSearchBoxProps } from './admin-search-box';
export {
  AdminFilterDate,
  AdminFilterSelect,
  AdminListFilters,
  AdminNewButton,
  AdminRowActions,
  type AdminFilterSelectProps,
  type AdminRowActionsProps,
} from './admin-list-controls';
export {
  AdminListEmpty,
  AdminListResults,
  CLEAR_FILTERS,
  type AdminListEmptyProps,
  type AdminListResultsProps,
} from './admin-list-results';
export { AdminPager, pageCount, type AdminPagerProps } from './admin-pager';
export { AdminBulkBar, type AdminBulkBarProps } from './admin-bulk-bar';
export {
  AdminEmptyState,
  AdminTable,
  cardLayout,
  type AdminCardPlace,
  type AdminColumn,
  type AdminEmptyStateProps,
  type AdminTableProps,
} from './admin-table';
export { FormField, type FormFieldProps } from './form-field';
export { UnsavedChangesGuard, UNSAVED_CHANGES_TEXT } from './unsaved-changes-guard';
export { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog';
export { AdminRecordLoader, type AdminRecordLoaderProps } from './admin-record-loader';
export { NativeCheckbox, NativeRadioGroup, type RadioOption } from '../../../components/ui/choice';
export { AdminFormSection } from './admin-form-section';
export { AdminRecordForm, type AdminRecordFormProps } from './admin-record-form';
export { useRecordEditor, type FieldErrors, type RecordEditorOptions, type RecordEditorText } from './use-record-editor';
export { useConfirmedAction, type ConfirmedActionDialog, type ConfirmedActionOptions } from './use-confirmed-action';
export { useDialogForm, type DialogFieldErrors, type DialogFormOptions } from './use-dialog-form';
export { AdminKeyboardHint } from './admin-keyboard-hint';
