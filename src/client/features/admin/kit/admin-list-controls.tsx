import { Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormSelect } from '../../../components/ui/form-controls';

/** The "New blog post" button at the top of a list, or in its empty state. */
export function AdminNewButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand" rounded="full">
      <Link to={to}>
        <Plus size={16} aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

/** The search box and filters above a list: a row on a desktop, stacked on a phone. */
export function AdminListFilters({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      {children}
    </Flex>
  );
}

export interface AdminFilterSelectProps {
  label: string;
  /** '' when the filter is off. */
  value: string;
  onChange(value: string): void;
  /** The first option, which turns the filter off: "All statuses", "Any". */
  anyLabel: string;
  /** [value, text] pairs. */
  options: readonly (readonly [string, string])[];
}

/** One list filter: a labelled native select whose value lives in the URL. */
export function AdminFilterSelect({ label, value, onChange, anyLabel, options }: AdminFilterSelectProps) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <FormSelect value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </FormSelect>
    </Field.Root>
  );
}

/** A day filter (YYYY-MM-DD, '' when off) beside the selects, its value in the URL: "Reported from". */
export function AdminFilterDate({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <Input type="date" h="11" bg="white" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

export interface AdminRowActionsProps {
  /** The row's editor: "/admin/authors/edit/$id". */
  editTo: string;
  id: number;
  /** Names the row for a screen reader: "Edit Jane Smith". */
  editLabel: string;
  deleteLabel: string;
  onDelete(): void;
}

/** A list row's Edit link and Delete button (which opens the page's confirm dialog). */
export function AdminRowActions({ editTo, id, editLabel, deleteLabel, onDelete }: AdminRowActionsProps) {
  return (
    <HStack gap="1" justify="flex-end">
      <Button asChild size="sm" variant="ghost" aria-label={editLabel}>
        <Link to={editTo} params={{ id: String(id) }}>
          <Pencil size={14} aria-hidden />
          Edit
        </Link>
      </Button>
      <Button size="sm" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 size={14} aria-hidden />
        Delete
      </Button>
    </HStack>
  );
}
