import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../../test/render-component';
import { AdminPage } from './admin-page';
import { fieldErrorsOf } from '../../../lib/trpc-errors';
import { FormField } from './form-field';

describe('AdminPage', () => {
  it('sets the document title and renders one h1, its description, actions and back link', async () => {
    await renderComponent(
      <AdminPage
        title="Edit blog post"
        description="Changes show on the site as soon as you save."
        back={{ to: '/admin/blog-posts', label: 'All blog posts' }}
        actions={<button type="button">Save</button>}
      >
        <p>form</p>
      </AdminPage>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit blog post' })).toBeInTheDocument();
    expect(screen.getByText('Changes show on the site as soon as you save.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', '/admin/blog-posts');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByText('form')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit blog post · Admin · Mama Village'));
  });
});

describe('FormField', () => {
  it('ties its visible label to the control and shows the helper', async () => {
    await renderComponent(
      <FormField label="Title" helper="Shown on cards and in search results." required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Shown on cards and in search results.');
  });

  it('shows an error in place of the helper, announced and tied to the control', async () => {
    await renderComponent(
      <FormField label="Slug" helper="The address." error="Slug is already used by another post">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Slug is already used by another post');
    expect(screen.getByText('Slug is already used by another post')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('The address.')).not.toBeInTheDocument();
  });
});

describe('fieldErrorsOf', () => {
  it("reads the server's field messages of a refused input", () => {
    const error = new TRPCClientError('Title is required', {
      result: {
        error: {
          code: -32600,
          message: 'Title is required',
          data: { code: 'BAD_REQUEST', httpStatus: 400, fieldErrors: { title: 'Title is required', 'seo.title': 'Too long', n: 3 } },
        },
      },
    } as never);
    expect(fieldErrorsOf(error)).toEqual({ title: 'Title is required', 'seo.title': 'Too long' });
  });

  it('answers none for other errors', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
    const noFields = new TRPCClientError('Forbidden', {
      result: { error: { code: -32003, message: 'Forbidden', data: { code: 'FORBIDDEN', fieldErrors: null } } },
    } as never);
    expect(fieldErrorsOf(noFields)).toEqual({});
  });
});
