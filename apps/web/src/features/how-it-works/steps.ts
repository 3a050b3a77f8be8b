/** The five steps of each side, as the How it works tabs show them. */
export type Step = { title: string; text: string };

export const CLIENT_STEPS: Step[] = [
  { title: 'Create Account', text: 'Sign up for free as a client in under a minute.' },
  { title: 'Post Project', text: 'Describe the work, the skills you need, your budget and your timeline.' },
  {
    title: 'Review Proposals',
    text: 'Compare proposals, profiles, portfolios and ratings, and chat with candidates.',
  },
  {
    title: 'Hire and Collaborate',
    text: 'Agree milestones, fund them into escrow and work together in real-time chat.',
  },
  {
    title: 'Complete and Review',
    text: 'Release each payment when you approve the work, then rate your freelancer.',
  },
];

export const FREELANCER_STEPS: Step[] = [
  { title: 'Create Profile', text: 'Show your skills, services, portfolio and hourly rate.' },
  { title: 'Browse Jobs', text: 'Search the job board by category, budget and keywords.' },
  { title: 'Submit Proposals', text: 'Write a cover letter and a delivery time for the jobs that suit you.' },
  { title: 'Deliver Work', text: 'Agree milestones with your client and deliver great work on time.' },
  { title: 'Get Paid', text: 'Payments are held in escrow and released to you as milestones are approved.' },
];
