import { describe, expect, it } from 'vitest';
import { firstCsvField, readCsvCodes, readPastedCodes } from './perk-codes';

describe('readPastedCodes', () => {
  it('takes one code a line, commas too, trimmed and each once', () => {
    expect(readPastedCodes('AB-1\n  AB-2 , AB-3\r\n\nAB-1,\nAB-4')).toEqual({
      codes: ['AB-1', 'AB-2', 'AB-3', 'AB-4'],
      problems: [],
      repeated: 1,
    });
  });

  it('names the line of each code that is not one', () => {
    expect(readPastedCodes('GOOD-1\nno way\nab\nGOOD-2').problems).toEqual([
      { line: 2, value: 'no way', message: 'Code may only contain letters, digits, - and _' },
      { line: 3, value: 'ab', message: 'Code must be 3–64 characters' },
    ]);
  });
});

describe('readCsvCodes', () => {
  it('takes the first column and skips a header row', () => {
    expect(readCsvCodes('Code,Value\nCSV-1,20\n"CSV-2",20\nCSV-3;x\n').codes).toEqual(['CSV-1', 'CSV-2', 'CSV-3']);
    expect(readCsvCodes('\uFEFFvoucher code,note\nCSV-1,a').codes).toEqual(['CSV-1']);
    expect(readCsvCodes('codes\nCSV-1').codes).toEqual(['CSV-1']);
  });

  it('keeps a first row that is a code', () => {
    expect(readCsvCodes('SUMMER-001,x\nSUMMER-002,y').codes).toEqual(['SUMMER-001', 'SUMMER-002']);
  });

  it('reads quoted fields', () => {
    expect(firstCsvField('"AB""C", rest')).toBe('AB"C');
    expect(readCsvCodes('"Code"\n"Q-1","x,y"').codes).toEqual(['Q-1']);
  });
});
