import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicePicker } from './service-picker.tsx';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="svc">Search services</label>
      <ServicePicker id="svc" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const picked = () => JSON.parse(screen.getByTestId('value').textContent!) as string[];
const suggestions = () => within(screen.getByRole('list', { name: 'Service suggestions' }));

describe('ServicePicker', () => {
  it('filters the suggestion list by the search text, without regard to case', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Search services'), 'DESIGN');
    const names = suggestions()
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.length).toBeGreaterThan(3);
    expect(names.every((n) => /design/i.test(n!))).toBe(true);
  });

  it('adds a suggestion once: it leaves the list, and the search clears', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Search services');
    await userEvent.type(input, 'logo');
    await userEvent.click(suggestions().getByRole('button', { name: 'Logo Design' }));
    expect(picked()).toEqual(['Logo Design']);
    expect(input).toHaveValue('');
    expect(suggestions().queryByRole('button', { name: 'Logo Design' })).toBeNull();
    // Typing it again and pressing Enter does not add a duplicate, in any case.
    await userEvent.type(input, 'logo design{Enter}');
    expect(picked()).toEqual(['Logo Design']);
  });

  it('adds typed text with Enter or its Add button when no suggestion matches, and ignores blanks', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Search services');
    await userEvent.type(input, '   {Enter}');
    expect(picked()).toEqual([]);
    await userEvent.type(input, 'Glacier Mapping{Enter}');
    await userEvent.type(input, 'Drone Survey');
    await userEvent.click(suggestions().getByRole('button', { name: 'Add "Drone Survey"' }));
    expect(picked()).toEqual(['Glacier Mapping', 'Drone Survey']);
    await userEvent.type(input, 'web development{Enter}');
    expect(picked()).toEqual(['Glacier Mapping', 'Drone Survey', 'Web Development']);
  });

  it('removes a picked service with its remove button', async () => {
    render(<Harness initial={['SEO', 'Copywriting']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove SEO' }));
    expect(picked()).toEqual(['Copywriting']);
    expect(screen.getByRole('list', { name: 'Selected services' })).toHaveTextContent('Copywriting');
  });

  it('says so when nothing matches', async () => {
    render(<Harness initial={['Web Development']} />);
    await userEvent.type(screen.getByLabelText('Search services'), 'web development');
    expect(screen.getByText('No matching services.')).toBeInTheDocument();
  });
});
