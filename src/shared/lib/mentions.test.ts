import { describe, expect, it } from 'vitest';
import { extractMentions, findMentions } from './mentions';

describe('extractMentions', () => {
  it.each([
    ['Thanks @kate!', ['kate']],
    ['@kate at the start', ['kate']],
    ['(@kate) and,@jess_mum; "@mum.of.3"', ['kate', 'jess_mum', 'mum.of.3']],
    ['line one\n@kate on line two', ['kate']],
    ['Ask @Kate and @KATE and @kate', ['kate']],
    ['Ask @kate and then @jess', ['kate', 'jess']],
  ])('%j gives %j', (text, expected) => {
    expect(extractMentions(text)).toEqual(expected);
  });

  it('treats a trailing full stop as punctuation, but keeps dots inside the name', () => {
    expect(extractMentions('Ask @kate.')).toEqual(['kate']);
    expect(extractMentions('Ask @kate... maybe')).toEqual(['kate']);
    expect(extractMentions('Ask @kate.smith.')).toEqual(['kate.smith']);
  });

  it('ignores email addresses and addresses with an @ in their path', () => {
    expect(extractMentions('Write to kate@example.com or a@b.com')).toEqual([]);
    expect(extractMentions('first.last@example.com')).toEqual([]);
    expect(extractMentions('mail @kate@example.com')).toEqual([]);
    expect(extractMentions('see https://medium.com/@kate')).toEqual([]);
  });

  it('needs 3 to 30 username characters', () => {
    expect(extractMentions('@jo and @joe')).toEqual(['joe']);
    expect(extractMentions(`@${'a'.repeat(30)}`)).toEqual(['a'.repeat(30)]);
    expect(extractMentions(`@${'a'.repeat(31)}`)).toEqual([]);
    expect(extractMentions('@jo.')).toEqual([]);
    expect(extractMentions('just an @ sign, and @@')).toEqual([]);
  });

  it('does not cut a name at a letter outside the username alphabet', () => {
    expect(extractMentions('@katé')).toEqual([]);
    expect(extractMentions('é@kate')).toEqual([]);
  });

  it('is empty for text without mentions', () => {
    expect(extractMentions('')).toEqual([]);
    expect(extractMentions('No mentions here.')).toEqual([]);
  });
});

describe('findMentions', () => {
  it('gives each mention with its position, the full stop left out', () => {
    const text = 'Hi @Kate. Ask @jess_mum too, and @Kate again';
    const spans = findMentions(text);
    expect(spans).toEqual([
      { username: 'Kate', start: 3, end: 8 },
      { username: 'jess_mum', start: 14, end: 23 },
      { username: 'Kate', start: 33, end: 38 },
    ]);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['@Kate', '@jess_mum', '@Kate']);
  });
});
