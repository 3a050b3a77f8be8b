import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar.tsx';

afterEach(() => vi.restoreAllMocks());

/** The image element's own account of its load (jsdom loads no images). */
function imagesSay(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}

describe('Avatar', () => {
  it('shows the initials while the picture loads and the picture once it has', () => {
    imagesSay(false, 0);
    render(<Avatar src="/uploads/a.png" name="Ayesha Baig" />);
    expect(screen.getByText('AB')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Ayesha Baig' });
    expect(img).toHaveClass('opacity-0');
    fireEvent.load(img);
    expect(screen.queryByText('AB')).not.toBeInTheDocument();
    expect(img).not.toHaveClass('opacity-0');
  });

  it('shows a picture that loaded before the app took the page over (no load event left)', () => {
    imagesSay(true, 96);
    render(<Avatar src="/uploads/a.png" name="Ayesha Baig" />);
    expect(screen.getByRole('img', { name: 'Ayesha Baig' })).not.toHaveClass('opacity-0');
    expect(screen.queryByText('AB')).not.toBeInTheDocument();
  });

  it('keeps the initials for a picture that failed before the app took over', () => {
    imagesSay(true, 0);
    render(<Avatar src="/uploads/a.png" name="Ayesha Baig" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AB')).toBeInTheDocument();
  });
});
