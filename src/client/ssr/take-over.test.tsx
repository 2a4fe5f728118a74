import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE, TakeOver } from './take-over';

function SearchBox() {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} onFocus={() => setFocused(true)} />
      <output>{query}</output>
      {focused ? <p>Suggestions</p> : null}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

/** The search box as the server sends it. */
function serverDrawn() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBox />);
  document.body.appendChild(container);
  return container;
}

/** The app taking over, as main.tsx does: the page's components with TakeOver beside them. */
async function takeOver(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <SearchBox />
        <TakeOver />
      </>,
    );
  });
}

describe('the app taking over a server-drawn page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  });

  it('keeps what the visitor typed before it, in the field and in its state, tells the field it has focus, and says it is ready', async () => {
    const container = serverDrawn();
    const field = container.querySelector('input')!;
    field.focus();
    field.value = 'lentil';

    await takeOver(container);
    expect(document.documentElement.getAttribute(APP_READY_ATTRIBUTE)).toBe('ready');
    expect(container.querySelector('output')!.textContent).toBe('lentil');
    expect(container.querySelector('p')).toHaveTextContent('Suggestions');

    await act(async () => container.querySelector('button')!.click());
    expect(field.value).toBe('lentil');
  });

  it('leaves untouched fields alone', async () => {
    const container = serverDrawn();
    await takeOver(container);
    expect(container.querySelector('input')!.value).toBe('');
    expect(container.querySelector('output')!.textContent).toBe('');
    expect(container.querySelector('p')).toBeNull();
  });
});
