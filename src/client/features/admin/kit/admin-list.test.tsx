import { Table } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../../test/render-component';
import { useAdminListSearch } from './admin-list-search';
import { parseAdminListSearch, parseAdminRouteSearch } from './admin-route-search';
import { AdminPager } from './admin-pager';
import { ADMIN_SEARCH_DEBOUNCE_MS, AdminSearchBox } from './admin-search-box';
import { AdminEmptyState, AdminTable } from './admin-table';

describe('parseAdminListSearch', () => {
  it('keeps a trimmed search and a page past the first', () => {
    expect(parseAdminListSearch({ q: '  sleep ', page: 3 })).toEqual({ q: 'sleep', page: 3 });
    expect(parseAdminListSearch({ q: 2024, page: '4' })).toEqual({ q: '2024', page: 4 });
  });

  it('drops junk: blank search, pages that are not positive whole numbers, other params', () => {
    expect(parseAdminListSearch({ q: '   ', page: 0 })).toEqual({});
    expect(parseAdminListSearch({ q: { a: 1 }, page: -2 })).toEqual({});
    expect(parseAdminListSearch({ page: 2.5 })).toEqual({});
    expect(parseAdminListSearch({ page: 'two' })).toEqual({});
    expect(parseAdminListSearch({ page: '1e3' })).toEqual({});
    expect(parseAdminListSearch({ page: 1 })).toEqual({});
    expect(parseAdminListSearch({ status: 'draft' })).toEqual({});
  });
});

describe('parseAdminRouteSearch', () => {
  it("keeps q and page by the list's rules and every other param as text or number, for the page's own parser", () => {
    expect(parseAdminRouteSearch({ q: ' oats ', page: '2', category: 2, status: 'draft', featured: true })).toEqual({
      q: 'oats',
      page: 2,
      category: 2,
      status: 'draft',
      featured: 'true',
    });
    expect(parseAdminRouteSearch({ page: 0, filter: { nested: 1 }, list: [1, 2] })).toEqual({});
  });
});

function ListHarness() {
  const { q, page, search, setQ, setPage, setSearch } = useAdminListSearch<{ status?: string }>();
  return (
    <div>
      <p>
        q={q} page={page} status={search.status ?? '-'}
      </p>
      <button type="button" onClick={() => setQ('sleep')}>
        search
      </button>
      <button type="button" onClick={() => setPage(page + 1)}>
        next
      </button>
      <button type="button" onClick={() => setSearch({ status: 'draft' })}>
        drafts
      </button>
    </div>
  );
}

describe('useAdminListSearch', () => {
  it('keeps q, page and filters in the URL; a new search or filter goes back to page 1', async () => {
    const { user, router } = await renderComponent(<ListHarness />);
    expect(screen.getByText('q= page=1 status=-')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('q= page=3 status=-');
    expect(router.state.location.search).toEqual({ page: 3 });
    const entriesBeforeSearch = router.history.length;

    await user.click(screen.getByRole('button', { name: 'search' }));
    await screen.findByText('q=sleep page=1 status=-');
    expect(router.state.location.search).toEqual({ q: 'sleep' });
    // Typing replaces the history entry rather than adding one.
    expect(router.history.length).toBe(entriesBeforeSearch);

    await user.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('q=sleep page=2 status=-');
    await user.click(screen.getByRole('button', { name: 'drafts' }));
    await screen.findByText('q=sleep page=1 status=draft');
    expect(router.state.location.search).toEqual({ q: 'sleep', status: 'draft' });
  });
});

function SearchHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AdminSearchBox
        value={value}
        label="Search posts"
        placeholder="Title or author"
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('from the url')}>
        back
      </button>
    </>
  );
}

describe('AdminSearchBox', () => {
  it('has a label and reports the text once typing pauses for 300 ms', async () => {
    const onChange = vi.fn();
    await renderComponent(<SearchHarness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(box).toHaveAttribute('placeholder', 'Title or author');

    vi.useFakeTimers();
    try {
      fireEvent.change(box, { target: { value: 'sl' } });
      act(() => vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 50));
      fireEvent.change(box, { target: { value: 'sleep ' } });
      act(() => vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 1));
      expect(onChange).not.toHaveBeenCalled();
      expect(box).toHaveValue('sleep ');
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('sleep');
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches at once on Enter and shows a search set from elsewhere', async () => {
    const onChange = vi.fn();
    const { user } = await renderComponent(<SearchHarness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    await user.type(box, 'naps{Enter}');
    expect(onChange).toHaveBeenCalledWith('naps');

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(box).toHaveValue('from the url');
  });

  it('can keep its label for screen readers only', async () => {
    await renderComponent(<AdminSearchBox value="" onChange={() => {}} label="Search recipes" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toBeInTheDocument();
  });
});

function PagerHarness({ start, total, onPageChange }: { start: number; total: number; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <AdminPager
      page={page}
      pageSize={20}
      total={total}
      label="Blog post pages"
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('AdminPager', () => {
  it('shows "Page n of N" with Previous and Next disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { user } = await renderComponent(<PagerHarness start={6} total={130} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Blog post pages' });
    expect(nav).toHaveTextContent('Page 6 of 7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(nav).toHaveTextContent('Page 7 of 7');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Previous on page 1', async () => {
    await renderComponent(<AdminPager page={1} pageSize={20} total={130} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 7');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('is hidden when everything fits on one page', async () => {
    await renderComponent(<AdminPager page={1} pageSize={20} total={20} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('leads back from a page past the end', async () => {
    const onPageChange = vi.fn();
    const { user } = await renderComponent(<PagerHarness start={5} total={20} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 5 of 1');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('AdminTable and AdminEmptyState', () => {
  it('renders a captioned table with its column headers and rows', async () => {
    await renderComponent(
      <AdminTable caption="Blog posts" columns={['Title', 'Status', { label: 'Actions', srOnly: true }]}>
        <Table.Row>
          <Table.Cell>Sleep tips</Table.Cell>
          <Table.Cell>Published</Table.Cell>
          <Table.Cell>
            <button type="button">Edit</button>
          </Table.Cell>
        </Table.Row>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Blog posts' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Status', 'Actions']);
    expect(table).toContainElement(screen.getByRole('cell', { name: 'Sleep tips' }));
  });

  it('says the list is empty, with an action', async () => {
    await renderComponent(
      <AdminEmptyState
        title="No blog posts yet"
        description="Write the first one."
        action={<a href="/admin/blog-posts/new">New blog post</a>}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No blog posts yet'));
    expect(screen.getByText('Write the first one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New blog post' })).toBeInTheDocument();
  });
});
