/**
 * Sample notifications (spec: the notifications page shows hard-coded samples only; nothing is
 * fetched). Staff may edit the texts here.
 */
export type NotificationType = 'message' | 'job' | 'review' | 'payment';

export type SampleNotification = {
  id: number;
  type: NotificationType;
  title: string;
  description: string;
  /** Shown as it is. */
  timestamp: string;
  read: boolean;
  /** The icon's name; the page maps it to a drawing. */
  icon: 'message-square' | 'briefcase' | 'star' | 'wallet';
};

export const SAMPLE_NOTIFICATIONS: SampleNotification[] = [
  {
    id: 1,
    type: 'message',
    title: 'New message from Ayesha Karim',
    description: 'Hi! I had a look at your proposal and would like to discuss the timeline.',
    timestamp: '5 minutes ago',
    read: false,
    icon: 'message-square',
  },
  {
    id: 2,
    type: 'job',
    title: 'New job matching your skills',
    description: 'React Developer for a hotel booking website was just posted in Web Development.',
    timestamp: '1 hour ago',
    read: false,
    icon: 'briefcase',
  },
  {
    id: 3,
    type: 'review',
    title: 'You received a 5-star review',
    description: '“Excellent work, delivered on time and communicated clearly.” – Imran Ali',
    timestamp: '3 hours ago',
    read: false,
    icon: 'star',
  },
  {
    id: 4,
    type: 'payment',
    title: 'Payment received',
    description: 'A milestone payment of $250 for Logo Design has been released from escrow.',
    timestamp: '1 day ago',
    read: true,
    icon: 'wallet',
  },
  {
    id: 5,
    type: 'job',
    title: 'Your proposal was accepted',
    description: 'Sajid Hussain accepted your proposal for Mobile App UI Redesign.',
    timestamp: '2 days ago',
    read: true,
    icon: 'briefcase',
  },
];
