import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BRANCHES } from '@/content/branches.ts';
import { BranchDirectory } from './branch-directory.tsx';
import { NO_FILTERS, districtsOf, filterBranches } from './filter-branches.ts';

const total = BRANCHES.length;
// Component tests render a handful of branches (jsdom is slow with forty cards); the data tests cover all.
const SOME = BRANCHES.filter((b) =>
  [
    'stp-gilgit',
    'flh-konodas',
    'wflh-jutial',
    'stp-hunza',
    'flh-gulmit',
    'stp-skardu',
    'flh-gamba',
    'wflh-hussainabad',
  ].includes(b.id),
);
const n = SOME.length;
const cards = () => screen.queryAllByRole('article');

describe('filterBranches', () => {
  it('searches name, address and district, case-insensitively', () => {
    const byDistrict = filterBranches(BRANCHES, { ...NO_FILTERS, search: 'GHANCHE' });
    expect(byDistrict.length).toBeGreaterThan(0);
    expect(
      byDistrict.every((b) => [b.name, b.address, b.district].join(' ').toLowerCase().includes('ghanche')),
    ).toBe(true);
    expect(filterBranches(BRANCHES, { ...NO_FILTERS, search: 'Serena Chowk' }).map((b) => b.id)).toEqual([
      'stp-gilgit',
    ]);
    expect(filterBranches(BRANCHES, { ...NO_FILTERS, search: '  ' })).toHaveLength(total);
  });

  it('combines the type and district filters', () => {
    expect(filterBranches(BRANCHES, { ...NO_FILTERS, type: 'STP' }).every((b) => b.type === 'STP')).toBe(
      true,
    );
    const hunzaFlh = filterBranches(BRANCHES, { ...NO_FILTERS, type: 'FLH', district: 'Hunza' });
    expect(hunzaFlh.length).toBeGreaterThan(0);
    expect(hunzaFlh.every((b) => b.type === 'FLH' && b.district === 'Hunza')).toBe(true);
  });

  it('lists distinct districts in order', () => {
    const districts = districtsOf(BRANCHES);
    expect(districts).toEqual([...new Set(districts)].sort());
    expect(districts).toEqual(
      expect.arrayContaining([
        'Gilgit',
        'Hunza',
        'Diamer',
        'Ghizer',
        'Nagar',
        'Skardu',
        'Shigar',
        'Ghanche',
        'Kharmang',
        'Astore',
      ]),
    );
  });
});

describe('the branches data', () => {
  it('holds about 40 branches, some women-only, every contact marked as a sample', () => {
    expect(total).toBeGreaterThanOrEqual(38);
    expect(total).toBeLessThanOrEqual(42);
    expect(BRANCHES.some((b) => b.womenOnly)).toBe(true);
    expect(BRANCHES.every((b) => b.sample)).toBe(true);
    expect(new Set(BRANCHES.map((b) => b.id)).size).toBe(total);
  });
});

describe('BranchDirectory', { timeout: 20_000 }, () => {
  it('shows every branch with the count line and all filters at their defaults', () => {
    render(<BranchDirectory branches={SOME} />);
    expect(screen.getByText(`Showing ${n} of ${n} branches`)).toBeInTheDocument();
    expect(cards()).toHaveLength(n);
    expect(screen.getByLabelText('Type')).toHaveValue('All');
    const districtOptions = within(screen.getByLabelText('District')).getAllByRole('option');
    expect(districtOptions.map((o) => o.textContent)).toEqual(['All Districts', 'Gilgit', 'Hunza', 'Skardu']);
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'STP', 'FLH']);
  });

  it('filters by search, type and district, and shows the empty state', async () => {
    const user = userEvent.setup();
    render(<BranchDirectory branches={SOME} />);
    await user.selectOptions(screen.getByLabelText('Type'), 'STP');
    const stps = SOME.filter((b) => b.type === 'STP').length;
    expect(screen.getByText(`Showing ${stps} of ${n} branches`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('District'), 'Skardu');
    expect(screen.getByText(`Showing 1 of ${n} branches`)).toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Software Technology Park Skardu');
    await user.type(screen.getByLabelText('Search'), 'no such place');
    expect(screen.getByText(`Showing 0 of ${n} branches`)).toBeInTheDocument();
    expect(screen.getByText('No branches found matching your criteria.')).toBeInTheDocument();
  });

  it('opens the modal with a map, Get Directions and Contact Branch when a card is clicked', async () => {
    const user = userEvent.setup();
    render(<BranchDirectory branches={SOME} />);
    const card = cards()[0]!;
    fireEvent.click(within(card).getByText(SOME[0]!.address));
    const dialog = await screen.findByRole('dialog', { name: SOME[0]!.name });
    expect(within(dialog).getByRole('img', { name: /Map of Gilgit-Baltistan/ })).toBeInTheDocument();
    const directions = within(dialog).getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('href')).toContain(`${SOME[0]!.lat},${SOME[0]!.lng}`);
    expect(within(dialog).getByRole('link', { name: 'Contact Branch' })).toHaveAttribute(
      'href',
      'tel:+925811000201',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the modal from View Location, and Contact is a phone link', async () => {
    const user = userEvent.setup();
    render(<BranchDirectory branches={SOME} />);
    const card = cards()[1]!;
    expect(within(card).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+92/),
    );
    await user.click(within(card).getByRole('button', { name: 'View Location' }));
    expect(await screen.findByRole('dialog', { name: SOME[1]!.name })).toBeInTheDocument();
  });
});
