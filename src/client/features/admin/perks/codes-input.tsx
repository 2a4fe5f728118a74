import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { PERK_LIMITS } from '../../../../shared/constants/perks';
import { readCsvCodes, readPastedCodes, type ReadCodes } from '../../../../shared/lib/perk-codes';
import { FormTextarea } from '../../../components/ui/form-controls';
import { FormField } from '../kit';
import { PERKS_TEXT } from './perks-text';

/** The codes of the box as they would be sent, and the one message that stops sending them. */
export function codesOf(text: string): ReadCodes & { blocking: string | null } {
  const read = readPastedCodes(text);
  const blocking =
    read.problems.length > 0
      ? PERKS_TEXT.codeProblems(read.problems.length)
      : read.codes.length > PERK_LIMITS.codesPerCall
        ? PERKS_TEXT.tooMany(PERK_LIMITS.codesPerCall)
        : null;
  return { ...read, blocking };
}

/**
 * Single-use codes, pasted (one per line, commas allowed) or from a CSV file, whose first column
 * is added to the box (a header row is skipped). Under the box: how many are ready, and each line
 * that isn't a code.
 */
export function CodesInput({
  label = PERKS_TEXT.codes,
  value,
  onChange,
  error,
  disabled,
}: {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const read = useMemo(() => codesOf(value), [value]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const fromCsv = readCsvCodes(await file.text());
    const lines = [...fromCsv.codes, ...fromCsv.problems.map((problem) => problem.value)];
    onChange([value.trim(), ...lines].filter(Boolean).join('\n'));
    setFileNote(PERKS_TEXT.csvRead(file.name, fromCsv.codes.length));
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <Stack gap="2">
      <FormField label={label} helper={PERKS_TEXT.codesHelper} error={error ?? read.blocking}>
        <FormTextarea
          name="codes"
          rows={6}
          minH="0"
          fontFamily="mono"
          value={value}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      {read.problems.length > 0 ? (
        <chakra.ul fontSize="sm" color="fg.error" ps="4" listStyleType="disc">
          {read.problems.slice(0, 8).map((problem) => (
            <chakra.li key={`${problem.line}-${problem.value}`}>
              {PERKS_TEXT.lineProblem(problem.line, problem.value, problem.message)}
            </chakra.li>
          ))}
          {read.problems.length > 8 ? <chakra.li>…</chakra.li> : null}
        </chakra.ul>
      ) : null}
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text fontSize="sm" color="fg.muted" role="status">
          {read.codes.length > 0 ? PERKS_TEXT.codesReady(read.codes.length) : null}
          {read.repeated > 0 ? ` ${PERKS_TEXT.repeatedDropped(read.repeated)}` : null}
          {fileNote ? ` ${fileNote}` : null}
        </Text>
        <Box>
          <chakra.input
            ref={fileRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            disabled={disabled}
            srOnly
            onChange={(event) => void onFile(event.currentTarget.files?.[0])}
          />
          <Button asChild size="sm" variant="outline" aria-disabled={disabled}>
            <chakra.label htmlFor={fileId} cursor="pointer">
              <Upload aria-hidden />
              {PERKS_TEXT.uploadCsv}
            </chakra.label>
          </Button>
        </Box>
      </HStack>
    </Stack>
  );
}
