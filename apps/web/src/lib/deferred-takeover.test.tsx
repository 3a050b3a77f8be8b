import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTakeover, captureDrawn } from './deferred-takeover.tsx';

describe('DeferredTakeover', () => {
  it('renders its children at once where nothing was drawn by the server', () => {
    render(
      <DeferredTakeover id="a">
        <p>Live card</p>
      </DeferredTakeover>,
    );
    expect(screen.getByText('Live card')).toBeInTheDocument();
  });

  it('keeps what the server drew through the first render, then renders its children in a later task', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-deferred="b" style="display:contents"><p>Drawn card</p></div>';
    captureDrawn(page);
    render(
      <DeferredTakeover id="b">
        <p>Live card</p>
      </DeferredTakeover>,
    );
    expect(screen.getByText('Drawn card')).toBeInTheDocument();
    expect(screen.queryByText('Live card')).toBeNull();
    expect(await screen.findByText('Live card')).toBeInTheDocument();
    expect(screen.queryByText('Drawn card')).toBeNull();
    // Once taken over, a later render of the same part is live from the start.
    render(
      <DeferredTakeover id="b">
        <p>Second live card</p>
      </DeferredTakeover>,
    );
    expect(screen.getByText('Second live card')).toBeInTheDocument();
  });
});
