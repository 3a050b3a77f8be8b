/** Short practical guides on the Resources page. Staff edit the text here. */
export type Guide = { id: string; title: string; summary: string; points: string[] };

export const FREELANCER_GUIDES: Guide[] = [
  {
    id: 'first-profile',
    title: 'Write a profile that wins clients',
    summary: 'Clients decide in seconds. Lead with what you do and the results you deliver.',
    points: [
      'Use a clear photo and a headline such as "Shopify developer for fashion brands".',
      'Pick the services you are best at, not every skill you have tried.',
      'Add two or three portfolio items with a line on the problem each one solved.',
      'Set an hourly rate you can stand behind; raise it as reviews come in.',
    ],
  },
  {
    id: 'proposals',
    title: 'Send proposals that get replies',
    summary: 'A short, specific proposal beats a long template every time.',
    points: [
      "Open with the client's problem in your own words, then how you would solve it.",
      'Mention one similar project and link to it.',
      'Give a realistic delivery time and ask one good question.',
      'Apply to fewer jobs that fit you well rather than many that do not.',
    ],
  },
  {
    id: 'milestones',
    title: 'Work with milestones and escrow',
    summary: 'Milestones protect both sides: the client funds each step before you start it.',
    points: [
      'Split larger jobs into milestones of one to two weeks.',
      'Agree in the chat what "done" means for each milestone before it is funded.',
      'Deliver, ask for approval, and the payment is released to you.',
    ],
  },
  {
    id: 'getting-paid',
    title: 'Get paid from abroad',
    summary: 'Receive your earnings in your Pakistani bank account and keep good records.',
    points: [
      'Use your own bank account or a payment service account in your own name.',
      'Keep every invoice and payment receipt: you will need them for your tax return.',
      'Ask at your nearest hub about registering as an IT freelancer with the national software export board.',
    ],
  },
  {
    id: 'connectivity',
    title: 'Stay online in the mountains',
    summary: 'Power cuts and slow links happen; plan so that clients never notice.',
    points: [
      'Keep a mobile data package as a backup to your main connection.',
      'Work from a hub when you have a call or a large upload: they have backup power.',
      'Tell clients your working hours in their time zone and keep to them.',
    ],
  },
];

export const CLIENT_GUIDES: Guide[] = [
  {
    id: 'job-post',
    title: 'Write a job post that attracts the right people',
    summary: 'Clear posts get better proposals, faster.',
    points: [
      'Describe the outcome you want, not only the tools.',
      'Give a budget range and a deadline; say whether it is hourly or fixed price.',
      'List the three skills that matter most.',
    ],
  },
  {
    id: 'choosing',
    title: 'Choose a freelancer',
    summary: 'Look past the price: the best freelancer saves you time and rework.',
    points: [
      'Read the portfolio and reviews, then chat with two or three candidates.',
      'Start with a small paid milestone before a large project.',
    ],
  },
  {
    id: 'working-together',
    title: 'Work well together',
    summary: 'Good projects are built on short, regular updates.',
    points: [
      'Agree how often you will check in and in which time zone.',
      'Approve milestones promptly once the work meets what you agreed.',
      'Leave an honest rating: it helps the whole community.',
    ],
  },
];
