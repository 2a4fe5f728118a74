import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { MASTERCLASS_CATEGORY_NAME } from '../../../shared/schemas/content';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { makeResourceDetail } from '../../../test/content-dtos';

async function accessPanel() {
  return within(await screen.findByRole('complementary'));
}

describe('/resources/id/{id}', () => {
  it('shows a member the resource and a Download link to the file', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.content.resources.byId.query(({ input }) => makeResourceDetail({ id: Number(input.id) })),
    );
    renderWithProviders({ route: '/resources/id/3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep Routine Planner' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Map out a flexible day.')).toBeInTheDocument();
    expect(main.getByText('Downloadable')).toBeInTheDocument();
    expect(main.getByText('Sleep')).toBeInTheDocument();
    expect(main.getByText('what comes next').tagName).toBe('STRONG');

    const panel = await accessPanel();
    expect(panel.getByText('Members only')).toBeInTheDocument();
    const download = await panel.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/resources/3/download');
    expect(download).toHaveAttribute('download');
    expect(panel.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('invites a visitor to join for a members-only resource', async () => {
    server.use(trpcMsw.content.resources.byId.query(() => makeResourceDetail({ accessUrl: null })));
    renderWithProviders({ route: '/resources/id/3' });
    const panel = await accessPanel();
    expect(await panel.findByRole('heading', { name: 'This resource is for members' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth?redirect=%2Fresources%2Fid%2F3');
    expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/community/auth?redirect=%2Fresources%2Fid%2F3');
    expect(panel.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('lets a visitor download a free resource', async () => {
    server.use(trpcMsw.content.resources.byId.query(() => makeResourceDetail({ membersOnly: false })));
    renderWithProviders({ route: '/resources/id/3' });
    const panel = await accessPanel();
    expect(await panel.findByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/resources/3/download');
    expect(panel.getByText('Free')).toBeInTheDocument();
  });

  it("opens an outside resource in a new tab with 'Open resource'", async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.content.resources.byId.query(() => makeResourceDetail({ format: 'link', accessUrl: 'https://rednose.org.au/' })),
    );
    renderWithProviders({ route: '/resources/id/3' });
    const link = await (await accessPanel()).findByRole('link', { name: /Open resource/ });
    expect(link).toHaveAttribute('href', 'https://rednose.org.au/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows Coming Soon for a masterclass that has not opened', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.content.resources.byId.query(() =>
        makeResourceDetail({
          title: 'Gentle Sleep Settling',
          format: 'none',
          comingSoon: true,
          accessUrl: null,
          categories: [{ id: 3, name: MASTERCLASS_CATEGORY_NAME }],
        }),
      ),
      trpcMsw.content.siteContent.byKey.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Site content not found' });
      }),
    );
    renderWithProviders({ route: '/resources/id/3' });
    const panel = await accessPanel();
    expect(await panel.findByText("This masterclass hasn't opened yet. We'll let members know as soon as it does.")).toBeInTheDocument();
    expect(panel.getByText('Coming Soon')).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown id', async () => {
    server.use(
      trpcMsw.content.resources.byId.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Resource not found' });
      }),
    );
    renderWithProviders({ route: '/resources/id/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking the server', async () => {
    renderWithProviders({ route: '/resources/id/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
