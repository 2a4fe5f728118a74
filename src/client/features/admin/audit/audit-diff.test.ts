import { describe, expect, it } from 'vitest';
import { auditChanges, entityLabel, fieldLabel, formatValue, VALUE_MAX } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed, with readable names and values', () => {
    expect(
      auditChanges(
        { title: 'Sleep tips', featured: false, publishedAt: null, tags: ['sleep'] },
        { title: 'Sleep tips for newborns', featured: true, publishedAt: '2026-01-05', tags: ['sleep'] },
      ),
    ).toEqual([
      { field: 'Title', before: 'Sleep tips', after: 'Sleep tips for newborns' },
      { field: 'Featured', before: 'false', after: 'true' },
      { field: 'Published at', before: '—', after: '2026-01-05' },
    ]);
  });

  it('follows nested fields by their path and notices removed ones', () => {
    expect(
      auditChanges({ cta: { text: 'Join', link: '/community' }, badge: 'New' }, { cta: { text: 'Join now', link: '/community' } }),
    ).toEqual([
      { field: 'Cta › Text', before: 'Join', after: 'Join now' },
      { field: 'Badge', before: 'New', after: '—' },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditChanges(null, { name: 'Dr Sam', role: 'Midwife' })).toEqual([
      { field: 'Name', before: '—', after: 'Dr Sam' },
      { field: 'Role', before: '—', after: 'Midwife' },
    ]);
    expect(auditChanges({ name: 'Dr Sam' }, null)).toEqual([{ field: 'Name', before: 'Dr Sam', after: '—' }]);
  });

  it('answers nothing when nothing changed', () => {
    expect(auditChanges({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('reads a plain value change too', () => {
    expect(auditChanges('font-lora', 'font-playfair')).toEqual([{ field: 'Value', before: 'font-lora', after: 'font-playfair' }]);
  });
});

describe('formatting', () => {
  it('cuts long values and shows arrays as JSON', () => {
    expect(formatValue('x'.repeat(VALUE_MAX + 40))).toHaveLength(VALUE_MAX + 1);
    expect(formatValue(['a', 'b'])).toBe('["a","b"]');
    expect(formatValue('')).toBe('—');
  });

  it('names fields and entity types', () => {
    expect(fieldLabel('seo_title')).toBe('Seo title');
    expect(fieldLabel('imageUrl')).toBe('Image url');
    expect(entityLabel('blog_post')).toBe('Blog post');
  });
});
