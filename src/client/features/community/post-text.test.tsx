import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { testEmotionCache } from '../../../test/emotion';
import { appSystem } from '../../theme';
import { MEMBER_LINK_REL, PostText } from './post-text';

function renderPost(text: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={testEmotionCache()}>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
  return render(<PostText text={text} data-testid="post" />, { wrapper });
}

describe('PostText', () => {
  it('shows markup as the characters typed, never as HTML', () => {
    const text = '<script>window.hacked = true</script>\n<img src=x onerror="window.hacked = true">\n<b>bold?</b>';
    renderPost(text);
    const post = screen.getByTestId('post');
    expect(post.textContent).toBe(text);
    expect(post.querySelector('script, img, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps line breaks and blank lines', () => {
    renderPost('First line\nSecond line\n\nNew paragraph');
    const post = screen.getByTestId('post');
    expect(post.textContent).toBe('First line\nSecond line\n\nNew paragraph');
    expect(getComputedStyle(post).whiteSpace).toBe('pre-wrap');
  });

  it('turns http(s) addresses into safe links that open in a new tab', () => {
    renderPost('Try https://raisingchildren.net.au/babies/sleep, it helped.');
    const link = screen.getByRole('link', { name: 'https://raisingchildren.net.au/babies/sleep' });
    expect(link).toHaveAttribute('href', 'https://raisingchildren.net.au/babies/sleep');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', MEMBER_LINK_REL);
    expect(MEMBER_LINK_REL.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'ugc', 'noopener', 'noreferrer']));
    expect(screen.getByTestId('post').textContent).toBe('Try https://raisingchildren.net.au/babies/sleep, it helped.');
  });

  it('never makes a link of javascript: or other schemes', () => {
    renderPost('javascript:alert(1) data:text/html,hi vbscript:x <a href="javascript:alert(1)">x</a>');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('highlights @username mentions', () => {
    renderPost('Thanks @jess_mum! Mail me at kate@example.com');
    const mention = screen.getByText('@jess_mum');
    expect(mention).toHaveAttribute('data-mention', 'jess_mum');
    expect(screen.queryByText('@example.com')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-mention]')).toHaveLength(1);
  });
});
