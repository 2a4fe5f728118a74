import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceFieldsInput } from '../../../shared/schemas/admin/resources';
import { useTestDb } from '../../../test/db';
import { type ResourceFiles, SHIPPED_RESOURCE_FILES_DIR } from '../../content/resource-files';
import { createTestUser } from '../../../test/factories';
import { sessionCookieFor, testApp, testServices, testUploadStore } from '../../../test/server';
import type { UploadStore } from '../../uploads/store';
import { resourceFileAddress } from '../../uploads/store';
import { createSession, generateSessionToken, type SessionUser } from '../../auth/session';
import { auditLog, likes, resourceCategories, resourceCategoryLinks, resources, savedItems } from '../../db/schema';
import { createContextInner } from '../../trpc/context';
import { fieldErrorsOfCause } from '../../trpc/field-errors';
import { validationIssues } from '../../trpc/init';
import { createCaller } from '../../trpc/root';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function fieldErrorsOf(error: TRPCError | null) {
  if (!error) return null;
  const issues = validationIssues(error);
  if (!issues) return fieldErrorsOfCause(error);
  return Object.fromEntries(issues.map((issue) => [(issue.path ?? []).map(String).join('.'), issue.message]));
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: TRPCError) => error,
  );
}

describe('admin.resources', () => {
  const t = useTestDb();
  let filesDir: string;
  /** This file's uploads (in the database on PostgreSQL, else in filesDir), then the shipped worksheets. */
  let uploads: UploadStore;
  const resourceFiles = (): ResourceFiles => ({ uploadsDir: filesDir, shippedDir: SHIPPED_RESOURCE_FILES_DIR });

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'mv-resource-files-'));
    uploads = testUploadStore(t.db, {
      uploadsDir: path.join(filesDir, 'uploads'),
      resourceFilesDir: filesDir,
      exportsDir: path.join(filesDir, 'exports'),
    });
    await uploads.put(
      ['worksheet-a.pdf', 'worksheet-b.pdf'].map((name) => ({
        address: resourceFileAddress(name),
        bytes: PDF,
        contentType: 'application/pdf',
      })),
    );
  });
  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  /** An admin's caller on services whose uploads are this file's. */
  async function adminCaller(user?: SessionUser) {
    const admin = user ?? (await createTestUser(t.db, { role: 'admin' }));
    const session = await createSession(t.db, generateSessionToken(), admin.id);
    const services = { ...testServices(t.db), resourceFiles: resourceFiles(), uploads };
    return { admin, caller: createCaller(createContextInner({ ...services, user: admin, session, resHeaders: new Headers() })) };
  }

  async function category(name: string) {
    await t.db.insert(resourceCategories).values({ name }).onConflictDoNothing();
    const [row] = await t.db.select().from(resourceCategories).where(eq(resourceCategories.name, name));
    return row!;
  }

  const resourceInput = (overrides: Partial<ResourceFieldsInput> = {}): ResourceFieldsInput => ({
    title: 'Sleep Routine Planner',
    description: 'A week-by-week planner.',
    body: '## What is inside\n\nA planner.',
    categoryIds: [],
    membersOnly: true,
    featured: false,
    comingSoon: false,
    access: 'none',
    fileName: null,
    externalUrl: '',
    masterclassImage: null,
    imagePosition: { x: 50, y: 50 },
    imageScale: 100,
    publishedAt: '2026-03-01',
    ...overrides,
  });

  it('a members-only PDF created here downloads for members (200, its bytes) and answers visitors 401', async () => {
    const { caller } = await adminCaller();
    const downloadable = await category('Downloadable');
    // Through the uploads pipeline, as the editor's PdfUploadField does.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PDF)], 'My Worksheet.pdf', { type: 'application/pdf' }));
    const { fileName } = await caller.admin.uploads.pdf(form);
    const created = await caller.admin.resources.create(
      resourceInput({ access: 'file', fileName, categoryIds: [downloadable.id], externalUrl: 'https://ignored.example' }),
    );
    expect(created).toMatchObject({ access: 'file', fileName, externalUrl: null, categoryIds: [downloadable.id] });

    const app = testApp(t.db, { resourceFiles: resourceFiles(), uploads });
    const asVisitor = await app.request(`/api/resources/${created.id}/download`);
    expect(asVisitor.status).toBe(401);
    expect(await asVisitor.json()).toEqual({ error: 'Please sign in to download this resource' });

    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const page = await (await app.request(`/api/resources/${created.id}`, { headers: { cookie } })).json();
    expect(page.accessUrl).toBe(`/api/resources/${created.id}/download`);
    const download = await app.request(page.accessUrl, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it('a shipped worksheet is still found while uploads live in the data folder', async () => {
    const { caller } = await adminCaller();
    const [shipped] = (await readdir(SHIPPED_RESOURCE_FILES_DIR)).filter((name) => name.endsWith('.pdf'));
    const created = await caller.admin.resources.create(resourceInput({ access: 'file', fileName: shipped!, membersOnly: false }));
    const download = await testApp(t.db, { resourceFiles: resourceFiles(), uploads }).request(`/api/resources/${created.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(await readFile(path.join(SHIPPED_RESOURCE_FILES_DIR, shipped!)));
  });

  it('refuses a file that was never uploaded, next to the file field', async () => {
    const { caller } = await adminCaller();
    const error = await errorOf(caller.admin.resources.create(resourceInput({ access: 'file', fileName: 'never-uploaded.pdf' })));
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(error)).toEqual({ fileName: "That file isn't in the resource files. Please upload it again." });
  });

  it('checks every field: file or https link as access says, position, scale, date, title', async () => {
    const { caller } = await adminCaller();
    const error = await errorOf(
      caller.admin.resources.create(
        resourceInput({
          title: '   ',
          access: 'link',
          externalUrl: 'http://example.com/page',
          imagePosition: { x: 101, y: -1 },
          imageScale: 301,
          publishedAt: '2026-02-30',
          masterclassImage: 'javascript:alert(1)',
        }),
      ),
    );
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Title is required',
      externalUrl: 'The address must start with https://',
      'imagePosition.x': 'The position must be between 0 and 100',
      'imagePosition.y': 'The position must be between 0 and 100',
      imageScale: 'The zoom must be a whole number from 50 to 300',
      publishedAt: 'Enter the date as YYYY-MM-DD',
      masterclassImage: expect.stringContaining("That address can't be used for an image"),
    });
    const noFile = await errorOf(caller.admin.resources.create(resourceInput({ access: 'file', fileName: null })));
    expect(fieldErrorsOf(noFile)).toEqual({ fileName: 'Upload the PDF, or choose another way to get it' });
    const sneaky = await errorOf(caller.admin.resources.create(resourceInput({ access: 'file', fileName: '../secrets.pdf' })));
    expect(fieldErrorsOf(sneaky)).toEqual({ fileName: "That file name can't be used" });
    expect(fieldErrorsOf(await errorOf(caller.admin.resources.create(resourceInput({ imageScale: 49 }))))).toEqual({
      imageScale: 'The zoom must be a whole number from 50 to 300',
    });
  });

  it('updates every field with before and after in the audit log; a replaced file stays on disk and in the log', async () => {
    const { caller, admin } = await adminCaller();
    const masterclass = await category('Events Or Masterclasses');
    const downloadable = await category('Downloadable');
    const created = await caller.admin.resources.create(
      resourceInput({ access: 'file', fileName: 'worksheet-a.pdf', categoryIds: [downloadable.id] }),
    );
    const updated = await caller.admin.resources.update({
      id: created.id,
      ...resourceInput({
        title: 'Sleep Masterclass',
        access: 'link',
        externalUrl: ' https://raisingchildren.net.au/sleep ',
        categoryIds: [masterclass.id, masterclass.id],
        membersOnly: false,
        featured: true,
        comingSoon: true,
        masterclassImage: '/uploads/images/0123456789abcdef0123456789abcdef.webp',
        imagePosition: { x: 20, y: 75.5 },
        imageScale: 150,
        publishedAt: '2026-04-02',
      }),
    });
    expect(updated).toMatchObject({
      title: 'Sleep Masterclass',
      access: 'link',
      fileName: null,
      externalUrl: 'https://raisingchildren.net.au/sleep',
      categoryIds: [masterclass.id],
      membersOnly: false,
      featured: true,
      comingSoon: true,
      imagePosition: { x: 20, y: 75.5 },
      imageScale: 150,
      publishedAt: '2026-04-02',
    });
    const visitor = createCaller(createContextInner({ ...testServices(t.db), resHeaders: new Headers() }));
    const page = await visitor.content.resources.byId({ id: created.id });
    expect(page).toMatchObject({
      comingSoon: true,
      imagePosition: '{"x":20,"y":75.5}',
      imageScale: 150,
      accessUrl: 'https://raisingchildren.net.au/sleep',
    });
    expect(page.categories).toEqual([{ id: masterclass.id, name: 'Events Or Masterclasses' }]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'resource'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({ actorId: admin.id, label: 'Sleep Masterclass' });
    expect(entry!.before).toMatchObject({ fileName: 'worksheet-a.pdf', access: 'file', categoryIds: [downloadable.id] });
    expect(entry!.after).toMatchObject({ fileName: null, access: 'link', categoryIds: [masterclass.id] });
    // The old file is still there, so the audit log's before can be put back.
    await expect(
      caller.admin.resources.update({ id: created.id, ...resourceInput({ access: 'file', fileName: 'worksheet-a.pdf' }) }),
    ).resolves.toMatchObject({ fileName: 'worksheet-a.pdf' });
  });

  it('keeps the time of day when the date is unchanged', async () => {
    const { caller } = await adminCaller();
    const created = await caller.admin.resources.create(resourceInput());
    await t.db
      .update(resources)
      .set({ publishedAt: new Date('2026-03-01T09:30:00Z') })
      .where(eq(resources.id, created.id));
    await caller.admin.resources.update({ id: created.id, ...resourceInput({ title: 'Renamed' }) });
    const [row] = await t.db.select().from(resources).where(eq(resources.id, created.id));
    expect(row!.publishedAt.toISOString()).toBe('2026-03-01T09:30:00.000Z');
  });

  it('deletes a resource with its likes, saves and category links; audited', async () => {
    const { caller } = await adminCaller();
    const member = await createTestUser(t.db);
    const downloadable = await category('Downloadable');
    const created = await caller.admin.resources.create(resourceInput({ categoryIds: [downloadable.id] }));
    await t.db.insert(likes).values({ userId: member.id, contentType: 'resource', contentId: created.id });
    await t.db.insert(savedItems).values({ userId: member.id, contentType: 'resource', contentId: created.id });

    await caller.admin.resources.delete({ id: created.id });
    expect(await t.db.select().from(resources).where(eq(resources.id, created.id))).toEqual([]);
    expect(await t.db.select().from(likes).where(eq(likes.contentId, created.id))).toEqual([]);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(resourceCategoryLinks).where(eq(resourceCategoryLinks.resourceId, created.id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'resource'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ after: null });
    expect(entry!.before).toMatchObject({ title: 'Sleep Routine Planner', categoryIds: [downloadable.id] });
    expect(await errorOf(caller.admin.resources.delete({ id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists categories with counts, and creates one (a duplicate in any case is a CONFLICT)', async () => {
    const { caller } = await adminCaller();
    const created = await caller.admin.resources.createCategory({ name: '  Fresh Category  ' });
    expect(created).toMatchObject({ name: 'Fresh Category', resourceCount: 0 });
    await caller.admin.resources.create(resourceInput({ categoryIds: [created.id] }));
    expect(await caller.admin.resources.categories()).toContainEqual({ id: created.id, name: 'Fresh Category', resourceCount: 1 });
    expect(await errorOf(caller.admin.resources.createCategory({ name: 'fresh category' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'That category already exists.',
    });
    const missing = await errorOf(caller.admin.resources.create(resourceInput({ categoryIds: [999_999] })));
    expect(fieldErrorsOf(missing)).toEqual({ categoryIds: 'A chosen category no longer exists. Please reload the page.' });
  });

  it('lists by search, category, members-only, featured and coming soon, a page at a time', async () => {
    const { caller } = await adminCaller();
    const tag = `rq${process.pid}z`;
    const special = await category(`Special ${tag}`);
    await caller.admin.resources.create(resourceInput({ title: `${tag} one`, categoryIds: [special.id], featured: true }));
    await caller.admin.resources.create(resourceInput({ title: `${tag} two`, membersOnly: false, comingSoon: true }));
    await caller.admin.resources.create(
      resourceInput({ title: `${tag} three`, access: 'link', externalUrl: 'https://healthdirect.gov.au' }),
    );

    expect((await caller.admin.resources.list({ q: tag })).total).toBe(3);
    const titles = async (input: Parameters<typeof caller.admin.resources.list>[0]) =>
      (await caller.admin.resources.list(input)).items.map((r) => r.title).sort();
    expect(await titles({ q: tag, category: special.id })).toEqual([`${tag} one`]);
    expect(await titles({ q: tag, membersOnly: 'everyone' })).toEqual([`${tag} two`]);
    expect(await titles({ q: tag, membersOnly: 'members' })).toEqual([`${tag} one`, `${tag} three`]);
    expect(await titles({ q: tag, featured: 'featured' })).toEqual([`${tag} one`]);
    expect(await titles({ q: tag, comingSoon: 'coming-soon' })).toEqual([`${tag} two`]);
    const [first] = (await caller.admin.resources.list({ q: tag, category: special.id })).items;
    expect(first).toMatchObject({ categories: [{ id: special.id, name: `Special ${tag}` }], access: 'none' });
    const page = await caller.admin.resources.list({ q: tag, pageSize: 2, page: 2 });
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(page.items).toHaveLength(1);
  });
});
