import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeEntryDto } from '@kt/shared';
import { ENTREPRENEURS } from '@/content/entrepreneurs.ts';
import { programmeClient, seededEntries, withProgramme } from '@/test/programme.tsx';
import { EntrepreneursShowcase } from './entrepreneurs-showcase.tsx';
import { reshuffle } from './reshuffle.ts';

const names = () =>
  within(screen.getByTestId('entrepreneurs'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const founder = ENTREPRENEURS.find((e) => e.founder)!.name;

describe('reshuffle', () => {
  const items = ['F', 'a', 'b', 'c'];
  it('keeps the founder first when the draw is under 0.8', () => {
    const draws = [0.79, 0.1, 0.9, 0.5];
    const out = reshuffle(
      items,
      (x) => x === 'F',
      0.8,
      () => draws.shift() ?? 0,
    );
    expect(out[0]).toBe('F');
    expect([...out].sort()).toEqual([...items].sort());
  });
  it('shuffles everyone when the draw is 0.8 or more', () => {
    const draws = [0.8, 0, 0, 0];
    const out = reshuffle(
      items,
      (x) => x === 'F',
      0.8,
      () => draws.shift() ?? 0,
    );
    expect(out[0]).not.toBe('F');
    expect([...out].sort()).toEqual([...items].sort());
  });
});

describe('EntrepreneursShowcase', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows 13 cards with the founder first, each with at most two skills', () => {
    render(withProgramme(<EntrepreneursShowcase />));
    expect(names()).toHaveLength(13);
    expect(names()[0]).toBe(founder);
    for (const list of screen.getAllByRole('list', { name: 'Skills' })) {
      expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(2);
    }
    // a card without a picture shows initials
    expect(screen.getByText('RS')).toBeInTheDocument();
  });

  it('reshuffles every 15 000 ms keeping the founder first when Math.random < 0.8', () => {
    render(withProgramme(<EntrepreneursShowcase />));
    const before = names();
    vi.spyOn(Math, 'random').mockReturnValue(0.3);
    act(() => vi.advanceTimersByTime(14_999));
    expect(names()).toEqual(before);
    act(() => vi.advanceTimersByTime(1));
    const after = names();
    expect(after[0]).toBe(founder);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
  });

  it('shuffles the founder too when Math.random is 0.8 or more', () => {
    render(withProgramme(<EntrepreneursShowcase />));
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.95).mockReturnValue(0);
    act(() => vi.advanceTimersByTime(15_000));
    expect(names()[0]).not.toBe(founder);
    expect(names()).toHaveLength(13);
  });

  it('runs a one-second fade each time it reshuffles', () => {
    render(withProgramme(<EntrepreneursShowcase />));
    const grid = screen.getByTestId('entrepreneurs');
    expect(grid).toHaveAttribute('data-fading', 'false');
    act(() => vi.advanceTimersByTime(15_000));
    expect(grid).toHaveAttribute('data-fading', 'true');
    expect(grid.style.animation).toContain('1000ms');
    act(() => vi.advanceTimersByTime(1000));
    expect(grid).toHaveAttribute('data-fading', 'false');
  });

  it("shows what staff saved: a card's new title and skills, in its place, without the Sample label", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto =>
      e.kind === 'entrepreneur' && e.key === 'wajid-ali'
        ? {
            ...e,
            sample: false,
            data: {
              ...e.data,
              title: { en: 'WooCommerce Developer', ur: '' },
              skills: ['WooCommerce', 'PHP'],
            },
          }
        : e,
    );
    render(withProgramme(<EntrepreneursShowcase />, programmeClient(entries)));
    const wajid = within(screen.getByTestId('entrepreneurs'))
      .getByRole('heading', { name: 'Wajid Ali' })
      .closest('li')!;
    expect(within(wajid).getByText('WooCommerce Developer')).toBeInTheDocument();
    expect(within(wajid).getByText('PHP')).toBeInTheDocument();
    expect(within(wajid).queryByText('Sample')).not.toBeInTheDocument();
    expect(names()).toHaveLength(13);
    expect(screen.getAllByText('Sample')).toHaveLength(12);
  });
});
