import { describe, expect, it } from 'vitest';
import { snippetParts } from './search-snippet';

describe('snippetParts', () => {
  it('splits on the marks and unescapes the text between them', () => {
    expect(snippetParts('Try <mark>sleep</mark> when a &#60; b &#38; &lt;i&gt;')).toEqual([
      { text: 'Try ', marked: false },
      { text: 'sleep', marked: true },
      { text: ' when a < b & <i>', marked: false },
    ]);
  });

  it('keeps anything else that looks like markup as text', () => {
    expect(snippetParts('<b>x</b>')).toEqual([{ text: '<b>x</b>', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
