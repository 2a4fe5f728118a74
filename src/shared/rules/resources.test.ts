import { describe, expect, it } from 'vitest';
import { resourceFieldsInput } from '../schemas/admin/resources';
import { checkExternalUrl, checkPublishedDate, resourceFormErrors, type ResourceFormValues } from './resources';

const valid = (): ResourceFormValues => ({
  title: 'Hospital Bag Checklist',
  description: 'What to pack.',
  body: '',
  categoryIds: [1],
  membersOnly: true,
  featured: false,
  comingSoon: false,
  access: 'file',
  fileName: 'hospital-bag-checklist.pdf',
  externalUrl: '',
  masterclassImage: null,
  imagePosition: { x: 50, y: 50 },
  imageScale: 100,
  publishedAt: '2026-01-31',
});

describe('resource rules', () => {
  it('takes https links only', () => {
    expect(checkExternalUrl('https://raisingchildren.net.au/')).toBeNull();
    expect(checkExternalUrl('http://raisingchildren.net.au/')).toBe('The address must start with https://');
    expect(checkExternalUrl('javascript:alert(1)')).toBe('The address must start with https://');
    expect(checkExternalUrl(' ')).toBe('Enter the address of the page');
  });

  it('takes real days only', () => {
    expect(checkPublishedDate('2028-02-29')).toBeNull();
    expect(checkPublishedDate('2026-02-29')).not.toBeNull();
    expect(checkPublishedDate('1/2/2026')).not.toBeNull();
  });

  it('says what the server says, under the same paths', () => {
    const values: ResourceFormValues = {
      ...valid(),
      title: '',
      access: 'link',
      externalUrl: 'ftp://example.com',
      imagePosition: { x: -5, y: 50 },
      imageScale: 400,
    };
    const client = resourceFormErrors(values);
    expect(client).toEqual({
      title: 'Title is required',
      externalUrl: 'The address must start with https://',
      'imagePosition.x': 'The position must be between 0 and 100',
      imageScale: 'The zoom must be a whole number from 50 to 300',
    });
    const server = resourceFieldsInput.safeParse(values);
    expect(Object.fromEntries(server.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual(client);
    expect(resourceFormErrors(valid())).toEqual({});
    expect(resourceFieldsInput.safeParse(valid()).success).toBe(true);
  });
});
