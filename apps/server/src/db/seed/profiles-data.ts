import type { PROFILE_JOB_TITLES } from '@kt/shared';

type JobTitle = (typeof PROFILE_JOB_TITLES)[number];

/** One template per profile job title; the seed varies them per freelancer. */
export const PROFILE_TEMPLATES: Record<
  JobTitle,
  { headlines: string[]; services: string[]; bio: string; rate: [number, number]; portfolio: string[] }
> = {
  'Web Development': {
    headlines: [
      'Full-stack developer building fast React and Node.js apps',
      'Laravel and Vue developer for business websites',
      'WordPress and WooCommerce specialist for online stores',
    ],
    services: [
      'React',
      'Node.js',
      'TypeScript',
      'Laravel',
      'WordPress',
      'PostgreSQL',
      'REST APIs',
      'Next.js',
    ],
    bio: 'I build reliable, fast websites and web apps for clients in Pakistan and abroad. I trained at the software technology park in Gilgit and have delivered e-commerce stores, booking systems and dashboards. I write clean code, communicate daily and work well across time zones, even on a mountain connection.',
    rate: [8, 30],
    portfolio: ['Hunza guesthouse booking site', 'Apricot exporter online store', 'School results portal'],
  },
  'UI/UX Designing': {
    headlines: [
      'UI/UX designer crafting clear mobile and web experiences',
      'Product designer with Figma design systems',
      'UX researcher and interface designer',
    ],
    services: ['Figma', 'User Research', 'Wireframing', 'Prototyping', 'Design Systems', 'Mobile UI'],
    bio: 'I design interfaces that people understand at first glance. From user interviews to high-fidelity Figma prototypes, I help startups and NGOs turn ideas into products. I care about accessibility, low-bandwidth users and consistent design systems that developers love to implement.',
    rate: [10, 28],
    portfolio: ['Tourism app redesign', 'Micro-finance mobile wallet', 'Clinic appointment flow'],
  },
  'Graphic Designing': {
    headlines: [
      'Graphic designer for logos, brand identity and print',
      'Brand identity designer with a mountain touch',
      'Social media and print designer',
    ],
    services: [
      'Logo Design',
      'Brand Identity',
      'Adobe Illustrator',
      'Photoshop',
      'Social Media Graphics',
      'Print Design',
    ],
    bio: 'I create logos, brand identities and marketing material that stand out. My work draws on the colours and crafts of Gilgit-Baltistan while meeting international standards. Clients value my quick turnaround, clear revisions process and files that are ready for print and web.',
    rate: [6, 22],
    portfolio: ['Karakoram coffee brand identity', 'Festival poster series', 'NGO annual report layout'],
  },
  'Digital Marketing': {
    headlines: [
      'Digital marketer growing brands on social media and search',
      'SEO and content strategist for small businesses',
      'Facebook and Google Ads specialist',
    ],
    services: [
      'SEO',
      'Social Media Marketing',
      'Google Ads',
      'Facebook Ads',
      'Content Strategy',
      'Email Marketing',
    ],
    bio: 'I help small businesses and tour operators reach more customers online. I plan campaigns, run paid ads, improve search rankings and report results in plain language. Over the last three years I have managed budgets for clients in Pakistan, the Gulf and Europe with measurable growth.',
    rate: [7, 25],
    portfolio: ['Tour operator SEO campaign', 'Handicraft shop Instagram growth', 'Hotel Google Ads setup'],
  },
  'Video Editing': {
    headlines: [
      'Video editor for YouTube, travel films and ads',
      'Motion graphics and video editing for brands',
      'Documentary and event video editor',
    ],
    services: [
      'Premiere Pro',
      'After Effects',
      'DaVinci Resolve',
      'Color Grading',
      'Motion Graphics',
      'YouTube Editing',
    ],
    bio: 'I edit travel films, YouTube videos and short ads with a strong sense of story and rhythm. Living among the highest peaks in the world, I have cut footage for adventure brands and vloggers. I deliver on time, in any format, with clean colour grading and sound.',
    rate: [8, 26],
    portfolio: ['Deosai plains travel film', 'Product launch motion ad', 'Wedding highlight reel'],
  },
  'Data Science': {
    headlines: [
      'Data analyst turning spreadsheets into decisions',
      'Python data scientist for dashboards and models',
      'Machine learning engineer and data visualizer',
    ],
    services: ['Python', 'Pandas', 'SQL', 'Power BI', 'Machine Learning', 'Data Visualization'],
    bio: 'I clean, analyse and visualise data so that teams can act on it. I build Power BI dashboards, Python reports and simple predictive models for NGOs, schools and businesses. I explain findings clearly and document my work so that clients can maintain it after the project.',
    rate: [12, 35],
    portfolio: ['Glacier melt data dashboard', 'School enrolment analysis', 'Sales forecasting model'],
  },
  AI: {
    headlines: [
      'AI engineer building chatbots and LLM integrations',
      'Computer vision and NLP developer',
      'AI automation specialist for small teams',
    ],
    services: ['Python', 'LLM Integration', 'Chatbots', 'Computer Vision', 'NLP', 'Automation'],
    bio: 'I build practical AI tools: customer support chatbots, document search, image classification and workflow automation. I focus on solutions that run within a small budget and keep data private. I have worked with startups in Islamabad and remote teams in Europe and the Gulf.',
    rate: [15, 40],
    portfolio: ['Urdu customer support chatbot', 'Crop disease image classifier', 'Invoice data extraction'],
  },
  Bookkeeping: {
    headlines: [
      'Bookkeeper keeping small business accounts in order',
      'QuickBooks and Xero bookkeeping specialist',
      'Accounts and payroll assistant for startups',
    ],
    services: ['QuickBooks', 'Xero', 'Bookkeeping', 'Payroll', 'Financial Reports', 'Excel'],
    bio: 'I keep the books of small businesses and startups accurate and up to date. I reconcile accounts, prepare monthly reports, manage payroll and get everything ready for the accountant at year end. Clients trust me with their numbers because I am careful, discreet and always on time.',
    rate: [6, 20],
    portfolio: ['Restaurant monthly accounts', 'Startup payroll setup', 'NGO grant expense tracking'],
  },
};

export const LANGUAGES = ['English', 'Urdu', 'Shina', 'Burushaski', 'Balti', 'Wakhi', 'Khowar'];

export const CERTIFICATIONS = [
  { name: 'Freelancing Essentials', issuer: 'DigiSkills.pk', year: '2023' },
  { name: 'Google Digital Garage', issuer: 'Google', year: '2022' },
  { name: 'Web Development Bootcamp', issuer: 'Karakoram IT Programme', year: '2024' },
  { name: 'Meta Front-End Developer', issuer: 'Coursera', year: '2023' },
  { name: 'Data Analytics Certificate', issuer: 'Google', year: '2024' },
];
