import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SplitForm } from './split-form.tsx';

describe('SplitForm', () => {
  it('fills in the other part so both add up to the escrow, and sends minor units', async () => {
    const onSubmit = vi.fn();
    render(
      <SplitForm
        amount={20_000}
        currency="USD"
        textLabel="Reasoning"
        submitLabel="Decide"
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    const freelancer = screen.getByLabelText('To the freelancer (USD)');
    const client = screen.getByLabelText('To the client (USD)');
    expect(freelancer).toHaveValue('200.00');
    await userEvent.clear(freelancer);
    await userEvent.type(freelancer, '120');
    expect(client).toHaveValue('80.00');
    await userEvent.click(screen.getByRole('button', { name: 'Decide' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Reasoning is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Reasoning'), 'Mostly delivered');
    await userEvent.click(screen.getByRole('button', { name: 'Decide' }));
    expect(onSubmit).toHaveBeenCalledWith({ toFreelancer: 12_000, toClient: 8_000 }, 'Mostly delivered');
  });

  it('refuses parts that do not add up or are not amounts, in plain words', async () => {
    const onSubmit = vi.fn();
    render(
      <SplitForm
        amount={10_000}
        currency="USD"
        submitLabel="Send proposal"
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    const client = screen.getByLabelText('To the client (USD)');
    await userEvent.clear(client);
    await userEvent.type(client, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The two amounts must add up to $100.00, the amount in escrow',
    );
    await userEvent.clear(client);
    await userEvent.type(client, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter amounts such as 12.50');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
