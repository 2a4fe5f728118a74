import { makeAdminResource } from '../../../../test/admin-dtos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceFieldsInput } from '../../../../shared/schemas/admin/resources';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const categories = () =>
  trpcMsw.admin.resources.categories.query(() => [
    { id: 1, name: 'Downloadable', resourceCount: 5 },
    { id: 2, name: 'Events Or Masterclasses', resourceCount: 3 },
  ]);
const emptyList = () => trpcMsw.admin.resources.list.query(() => ({ items: [], total: 0, page: 1, pageSize: 20 }));

describe('the resource editor', { timeout: 30_000 }, () => {
  it('asks for the PDF of a file resource and an https address of a link, next to their fields', async () => {
    server.use(signedInAs(ADMIN), categories());
    const { user } = renderWithProviders({ route: '/admin/resources/new' });
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Hospital Bag Checklist');
    expect(screen.getByRole('radio', { name: 'A PDF to download' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    expect(await screen.findByText('Upload the PDF, or choose another way to get it')).toBeInTheDocument();
    expect(screen.getByLabelText('PDF file')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'A link to a page' }));
    await fill(user, screen.getByRole('textbox', { name: /^Page address/ }), 'http://example.com');
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Page address/ })).toHaveAccessibleErrorMessage('The address must start with https://'),
    );
    expect(screen.getByRole('textbox', { name: /^Page address/ })).toHaveFocus();
  });

  it('creates a masterclass: categories, the image focus point by keyboard and the zoom slider, previewed on the card', async () => {
    let received: ResourceFieldsInput | undefined;
    server.use(
      signedInAs(ADMIN),
      categories(),
      emptyList(),
      trpcMsw.admin.resources.create.mutation(({ input }) => {
        received = input;
        return makeAdminResource({ title: input.title });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/resources/new' });
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Sleep Masterclass');
    await user.click(await screen.findByRole('checkbox', { name: 'Events Or Masterclasses' }));
    await user.click(screen.getByRole('checkbox', { name: 'Coming soon (shows the Coming Soon badge)' }));
    await user.click(screen.getByRole('radio', { name: 'Nothing yet (an event not open yet)' }));

    const preview = screen.getByRole('img', { name: 'Preview on the masterclass card' });
    expect(preview).toHaveTextContent('Sleep Masterclass');
    expect(preview).toHaveTextContent('Coming Soon');

    const point = screen.getByRole('slider', { name: 'Image focus point' });
    expect(point).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
    point.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(point).toHaveAttribute('aria-valuetext', '52% from the left, 49% from the top');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(point).toHaveAttribute('aria-valuetext', '52% from the left, 59% from the top');

    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuenow', '100');
    zoom.focus();
    // A key at a time: the slider's next step starts from the value the form gave it back.
    for (const value of ['101', '102', '103']) {
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', value));
    }
    expect(zoom).toHaveAttribute('aria-valuetext', '103%');

    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resources'));
    expect(received).toMatchObject({
      title: 'Sleep Masterclass',
      categoryIds: [2],
      comingSoon: true,
      membersOnly: true,
      access: 'none',
      imagePosition: { x: 52, y: 59 },
      imageScale: 103,
    });
  });

  it('sets the focus point by dragging on the picture', async () => {
    server.use(
      signedInAs(ADMIN),
      categories(),
      trpcMsw.admin.resources.byId.query(() => makeAdminResource()),
    );
    renderWithProviders({ route: '/admin/resources/edit/4' });
    const point = await screen.findByRole('slider', { name: 'Image focus point' }, LOAD);
    point.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(point, { clientX: 50, clientY: 80, pointerId: 1 });
    fireEvent.pointerMove(point, { clientX: 40, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(point, { pointerId: 1 });
    fireEvent.pointerMove(point, { clientX: 190, clientY: 10, pointerId: 1 });
    expect(point).toHaveAttribute('aria-valuetext', '20% from the left, 90% from the top');
  });

  it('asks before deleting a resource', async () => {
    let deleted = false;
    server.use(
      signedInAs(ADMIN),
      categories(),
      emptyList(),
      trpcMsw.admin.resources.byId.query(() => makeAdminResource()),
      trpcMsw.admin.resources.delete.mutation(({ input }) => {
        deleted = true;
        return { id: Number(input.id) };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/resources/edit/4' });
    await user.click(await screen.findByRole('button', { name: 'Delete resource' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resource?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resources'));
    expect(deleted).toBe(true);
  });
});
