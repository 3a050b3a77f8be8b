import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_NOTIFICATIONS } from '@/content/notifications.ts';
import { NotificationCenter } from './notification-center.tsx';

const unreadAtStart = SAMPLE_NOTIFICATIONS.filter((n) => !n.read).length;

describe('notification center', { timeout: 20_000 }, () => {
  it('has samples of the four types and counts the unread ones', () => {
    expect(new Set(SAMPLE_NOTIFICATIONS.map((n) => n.type))).toEqual(
      new Set(['message', 'job', 'review', 'payment']),
    );
    render(<NotificationCenter initial={SAMPLE_NOTIFICATIONS} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: `Unread (${unreadAtStart})` })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent(`${unreadAtStart} unread`);
    expect(screen.getAllByRole('listitem')).toHaveLength(SAMPLE_NOTIFICATIONS.length);
    expect(screen.getByText(/sample notifications/i)).toBeInTheDocument();
  });

  it('shows only unread items in the Unread tab and marks one read on click', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter initial={SAMPLE_NOTIFICATIONS} />);
    await user.click(screen.getByRole('tab', { name: `Unread (${unreadAtStart})` }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(unreadAtStart);
    await user.click(within(panel).getByRole('button', { name: /New message from Ayesha Karim/ }));
    expect(screen.getByRole('tab', { name: `Unread (${unreadAtStart - 1})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(unreadAtStart - 1);
  });

  it('marks all as read, then hides the button and the badge and shows the empty state', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter initial={SAMPLE_NOTIFICATIONS} />);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Unread (0)' }));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(SAMPLE_NOTIFICATIONS.length);
  });

  it('shows No notifications when there are none', () => {
    render(<NotificationCenter initial={[]} />);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();
  });
});
