import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTakeover } from './deferred-takeover.tsx';

describe('DeferredTakeover', () => {
  it('renders its children at once where nothing was drawn by the server', () => {
    render(
      <DeferredTakeover id="a">
        <p>Live card</p>
      </DeferredTakeover>,
    );
    expect(screen.getByText('Live card')).toBeInTheDocument();
  });
  // What the server drew is taken over on Preact: deferred-takeover.preact.test.tsx.
});
