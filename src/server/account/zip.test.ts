import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/zip';
import { zipStore } from './zip';

describe('zipStore', () => {
  it('writes a ZIP that a ZIP reader opens, file by file, with UTF-8 names and contents', async () => {
    const zip = zipStore([
      { name: 'README.txt', content: 'Hello' },
      { name: 'profile.json', content: JSON.stringify({ name: 'Kate 🍼' }) },
      { name: 'empty.json', content: '' },
    ]);
    const files = await readZip(zip);
    expect([...files.keys()]).toEqual(['README.txt', 'profile.json', 'empty.json']);
    expect(files.get('README.txt')).toBe('Hello');
    expect(JSON.parse(files.get('profile.json')!)).toEqual({ name: 'Kate 🍼' });
    expect(files.get('empty.json')).toBe('');
  });
});
