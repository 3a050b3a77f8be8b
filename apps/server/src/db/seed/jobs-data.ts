/** Demo jobs: six per post-job category, so every category of the board has work in it. */
type JobSeed = {
  title: string;
  skills: string[];
  budget: [number, number];
  type: 'hourly' | 'fixed';
};

export const JOBS_BY_CATEGORY: Record<string, { blurb: string; jobs: JobSeed[] }> = {
  'Web Development': {
    blurb:
      'We need a developer who writes clean, maintainable code, tests on mobile, and keeps us updated on progress.',
    jobs: [
      {
        title: 'Build a booking website for a Hunza guesthouse',
        skills: ['React', 'Node.js', 'PostgreSQL'],
        budget: [400, 900],
        type: 'fixed',
      },
      {
        title: 'Fix checkout bugs in our WooCommerce store',
        skills: ['WordPress', 'WooCommerce', 'PHP'],
        budget: [15, 25],
        type: 'hourly',
      },
      {
        title: 'Laravel developer for school management portal',
        skills: ['Laravel', 'MySQL', 'Vue.js'],
        budget: [800, 1500],
        type: 'fixed',
      },
      {
        title: 'Next.js landing page with CMS integration',
        skills: ['Next.js', 'TypeScript', 'Tailwind CSS'],
        budget: [300, 600],
        type: 'fixed',
      },
      {
        title: 'REST API for a delivery tracking system',
        skills: ['Node.js', 'REST APIs', 'MongoDB'],
        budget: [20, 35],
        type: 'hourly',
      },
      {
        title: 'Speed up a slow WordPress news website',
        skills: ['WordPress', 'Performance', 'Caching'],
        budget: [150, 300],
        type: 'fixed',
      },
    ],
  },
  'Mobile Development': {
    blurb:
      'The app must work well on low-end Android phones and on slow connections common in the northern areas.',
    jobs: [
      {
        title: 'Flutter app for a local taxi service in Gilgit',
        skills: ['Flutter', 'Firebase', 'Google Maps'],
        budget: [1200, 2500],
        type: 'fixed',
      },
      {
        title: 'React Native developer for fitness tracking app',
        skills: ['React Native', 'TypeScript', 'Redux'],
        budget: [18, 30],
        type: 'hourly',
      },
      {
        title: 'Publish our existing Android app to the Play Store',
        skills: ['Android', 'Kotlin', 'Play Console'],
        budget: [100, 250],
        type: 'fixed',
      },
      {
        title: 'Offline-first mobile app for field surveys',
        skills: ['Flutter', 'SQLite', 'Offline Sync'],
        budget: [900, 1800],
        type: 'fixed',
      },
      {
        title: 'iOS bug fixes for an e-commerce app',
        skills: ['Swift', 'iOS', 'Xcode'],
        budget: [25, 40],
        type: 'hourly',
      },
      {
        title: 'Add push notifications to our Flutter app',
        skills: ['Flutter', 'Firebase', 'Push Notifications'],
        budget: [150, 350],
        type: 'fixed',
      },
    ],
  },
  'UI/UX Design': {
    blurb:
      'Please share your portfolio. We value clear flows, accessibility and a design system we can reuse.',
    jobs: [
      {
        title: 'Redesign the user interface of our travel app',
        skills: ['Figma', 'Mobile UI', 'Prototyping'],
        budget: [500, 1000],
        type: 'fixed',
      },
      {
        title: 'UX audit of an online banking dashboard',
        skills: ['UX Research', 'Usability Testing', 'Figma'],
        budget: [20, 35],
        type: 'hourly',
      },
      {
        title: 'Design system for a growing SaaS product',
        skills: ['Design Systems', 'Figma', 'Accessibility'],
        budget: [1000, 2000],
        type: 'fixed',
      },
      {
        title: 'Wireframes for a marketplace for local crafts',
        skills: ['Wireframing', 'User Flows', 'Figma'],
        budget: [250, 500],
        type: 'fixed',
      },
      {
        title: 'Mobile onboarding screens for a wallet app',
        skills: ['Mobile UI', 'Figma', 'Illustration'],
        budget: [200, 400],
        type: 'fixed',
      },
      {
        title: 'Landing page design for a school in Skardu',
        skills: ['Web Design', 'Figma', 'Responsive Design'],
        budget: [12, 20],
        type: 'hourly',
      },
    ],
  },
  'Graphic Design': {
    blurb:
      'We need source files and versions for print and social media. Two rounds of revisions are expected.',
    jobs: [
      {
        title: 'Logo and brand identity for a dried apricot brand',
        skills: ['Logo Design', 'Brand Identity', 'Illustrator'],
        budget: [150, 350],
        type: 'fixed',
      },
      {
        title: 'Social media post templates for a tour company',
        skills: ['Social Media Graphics', 'Canva', 'Photoshop'],
        budget: [80, 200],
        type: 'fixed',
      },
      {
        title: 'Design a brochure for a trekking agency',
        skills: ['Print Design', 'InDesign', 'Layout'],
        budget: [120, 250],
        type: 'fixed',
      },
      {
        title: 'Packaging design for organic honey jars',
        skills: ['Packaging Design', 'Illustrator', 'Mockups'],
        budget: [200, 450],
        type: 'fixed',
      },
      {
        title: 'Illustrated map of the Karakoram Highway',
        skills: ['Illustration', 'Maps', 'Illustrator'],
        budget: [15, 25],
        type: 'hourly',
      },
      {
        title: 'Infographics for an annual NGO report',
        skills: ['Infographics', 'Data Visualization', 'Illustrator'],
        budget: [250, 500],
        type: 'fixed',
      },
    ],
  },
  'Content Writing': {
    blurb: 'Original writing only, with clear structure and good English. Knowledge of the region is a plus.',
    jobs: [
      {
        title: 'Write 10 blog posts about trekking in Gilgit-Baltistan',
        skills: ['Blog Writing', 'SEO Writing', 'Travel'],
        budget: [200, 400],
        type: 'fixed',
      },
      {
        title: 'Product descriptions for a handicraft online store',
        skills: ['Copywriting', 'E-commerce', 'SEO Writing'],
        budget: [100, 200],
        type: 'fixed',
      },
      {
        title: 'Technical writer for API documentation',
        skills: ['Technical Writing', 'Markdown', 'APIs'],
        budget: [20, 30],
        type: 'hourly',
      },
      {
        title: 'Website copy for a software house',
        skills: ['Copywriting', 'Web Content', 'Editing'],
        budget: [150, 300],
        type: 'fixed',
      },
      {
        title: 'Grant proposal writer for an education NGO',
        skills: ['Grant Writing', 'Research', 'Editing'],
        budget: [300, 700],
        type: 'fixed',
      },
      {
        title: 'Weekly newsletter writer for a tech startup',
        skills: ['Newsletter', 'Copywriting', 'Email Marketing'],
        budget: [12, 20],
        type: 'hourly',
      },
    ],
  },
  'SEO & Marketing': {
    blurb:
      'Please describe campaigns you have run and the results. Monthly reporting in plain language is required.',
    jobs: [
      {
        title: 'SEO for a hotel website in Skardu',
        skills: ['SEO', 'Google Search Console', 'Local SEO'],
        budget: [200, 500],
        type: 'fixed',
      },
      {
        title: 'Run Facebook and Instagram ads for a clothing brand',
        skills: ['Facebook Ads', 'Instagram Marketing', 'Analytics'],
        budget: [15, 25],
        type: 'hourly',
      },
      {
        title: 'Google Ads setup for a software company',
        skills: ['Google Ads', 'Keyword Research', 'Conversion Tracking'],
        budget: [150, 300],
        type: 'fixed',
      },
      {
        title: 'Social media manager for a tourism startup',
        skills: ['Social Media Marketing', 'Content Calendar', 'Canva'],
        budget: [10, 18],
        type: 'hourly',
      },
      {
        title: 'Email marketing campaign for an online course',
        skills: ['Email Marketing', 'Mailchimp', 'Copywriting'],
        budget: [150, 350],
        type: 'fixed',
      },
      {
        title: 'Digital marketing strategy for a local cooperative',
        skills: ['Marketing Strategy', 'SEO', 'Social Media Marketing'],
        budget: [300, 600],
        type: 'fixed',
      },
    ],
  },
  'Video Editing': {
    blurb:
      'Raw footage will be shared through cloud storage. Please include links to videos you have edited.',
    jobs: [
      {
        title: 'Edit a 10-minute travel documentary on Deosai',
        skills: ['Premiere Pro', 'Color Grading', 'Storytelling'],
        budget: [250, 500],
        type: 'fixed',
      },
      {
        title: 'YouTube editor for a weekly tech channel',
        skills: ['YouTube Editing', 'Premiere Pro', 'Thumbnails'],
        budget: [12, 20],
        type: 'hourly',
      },
      {
        title: 'Motion graphics explainer video for an app',
        skills: ['After Effects', 'Motion Graphics', 'Animation'],
        budget: [400, 800],
        type: 'fixed',
      },
      {
        title: 'Short vertical videos for social media reels',
        skills: ['Short-form Video', 'CapCut', 'Captions'],
        budget: [100, 250],
        type: 'fixed',
      },
      {
        title: 'Colour grading for a short film',
        skills: ['DaVinci Resolve', 'Color Grading', 'Film'],
        budget: [20, 35],
        type: 'hourly',
      },
      {
        title: 'Event highlight video for a tech conference',
        skills: ['Premiere Pro', 'Audio Editing', 'Event Video'],
        budget: [200, 400],
        type: 'fixed',
      },
    ],
  },
  'Data Science': {
    blurb:
      'Data will be shared as spreadsheets or a database export. Clear documentation of the method is required.',
    jobs: [
      {
        title: 'Power BI dashboard for school enrolment data',
        skills: ['Power BI', 'Excel', 'Data Visualization'],
        budget: [300, 600],
        type: 'fixed',
      },
      {
        title: 'Python script to clean and merge survey data',
        skills: ['Python', 'Pandas', 'Data Cleaning'],
        budget: [150, 300],
        type: 'fixed',
      },
      {
        title: 'Sales forecasting model for a retail chain',
        skills: ['Machine Learning', 'Python', 'Time Series'],
        budget: [25, 45],
        type: 'hourly',
      },
      {
        title: 'Analyse tourism statistics and write a report',
        skills: ['Data Analysis', 'Excel', 'Reporting'],
        budget: [200, 400],
        type: 'fixed',
      },
      {
        title: 'SQL reporting queries for an e-commerce database',
        skills: ['SQL', 'PostgreSQL', 'Reporting'],
        budget: [20, 30],
        type: 'hourly',
      },
      {
        title: 'Build a chatbot that answers questions from our documents',
        skills: ['Python', 'LLM Integration', 'NLP'],
        budget: [600, 1200],
        type: 'fixed',
      },
    ],
  },
  'Virtual Assistant': {
    blurb:
      'We are looking for someone reliable and organised, with good written English and a stable connection.',
    jobs: [
      {
        title: 'Virtual assistant for email and calendar management',
        skills: ['Email Management', 'Google Workspace', 'Scheduling'],
        budget: [6, 10],
        type: 'hourly',
      },
      {
        title: 'Data entry of 2,000 product listings',
        skills: ['Data Entry', 'Excel', 'Attention to Detail'],
        budget: [100, 200],
        type: 'fixed',
      },
      {
        title: 'Bookkeeping assistant using QuickBooks',
        skills: ['QuickBooks', 'Bookkeeping', 'Excel'],
        budget: [10, 18],
        type: 'hourly',
      },
      {
        title: 'Customer support agent for an online store',
        skills: ['Customer Support', 'Live Chat', 'English'],
        budget: [5, 9],
        type: 'hourly',
      },
      {
        title: 'Research assistant for market research project',
        skills: ['Research', 'Google Sheets', 'Report Writing'],
        budget: [150, 300],
        type: 'fixed',
      },
      {
        title: 'Manage online bookings for a guesthouse',
        skills: ['Booking.com', 'Customer Service', 'Scheduling'],
        budget: [6, 10],
        type: 'hourly',
      },
    ],
  },
  Translation: {
    blurb: 'Accurate, natural translation is needed; native or near-native fluency in both languages.',
    jobs: [
      {
        title: 'Translate a tourism website from English to Urdu',
        skills: ['Urdu', 'English', 'Website Translation'],
        budget: [150, 300],
        type: 'fixed',
      },
      {
        title: 'Urdu subtitles for a documentary film',
        skills: ['Subtitling', 'Urdu', 'Video'],
        budget: [100, 250],
        type: 'fixed',
      },
      {
        title: 'Translate school textbooks into simple English',
        skills: ['English', 'Editing', 'Education'],
        budget: [12, 20],
        type: 'hourly',
      },
      {
        title: 'Proofread an English translation of local folk tales',
        skills: ['Proofreading', 'English', 'Literature'],
        budget: [100, 200],
        type: 'fixed',
      },
      {
        title: 'Arabic to English translation of business documents',
        skills: ['Arabic', 'English', 'Business Translation'],
        budget: [15, 25],
        type: 'hourly',
      },
      {
        title: 'Transcribe and translate interviews in Shina and Urdu',
        skills: ['Transcription', 'Shina', 'Urdu'],
        budget: [200, 400],
        type: 'fixed',
      },
    ],
  },
};

export const EXPERIENCE = ['Entry Level', 'Intermediate', 'Expert'] as const;
export const DURATION = [
  'less-than-week',
  '1-2-weeks',
  '2-4-weeks',
  '1-3-months',
  '3-6-months',
  'more-than-6-months',
] as const;

export const COVER_LETTERS = [
  'Hello, I have completed several similar projects and would love to help. I can start right away and will share progress every day.',
  'Hi! This project matches my experience closely. I have attached examples in my profile. I work carefully and always deliver on time.',
  'Assalam o Alaikum. I trained at the Gilgit software technology park and have done this kind of work for clients abroad. Happy to discuss details.',
  'I read your description carefully. My plan: understand your needs in a short call, deliver a first version quickly, then refine together.',
];

export const DELIVERY_TIMES = ['3 days', '1 week', '2 weeks', '3 weeks', '1 month', '6 weeks'];

export const CHATS = [
  [
    'Hello! I saw your proposal and would like to know more about your experience.',
    'Thank you for reaching out. I have done three similar projects this year; I can share links.',
    'Great, please send them. When could you start?',
    'I can start on Monday and send a first draft by Friday.',
  ],
  [
    'Hi, is the job still open?',
    'Yes, it is. Do you have questions about the requirements?',
    'Only about the deadline: is two weeks fine?',
    'Two weeks works for us.',
  ],
  [
    'Your portfolio looks impressive. Are you available for a quick call tomorrow?',
    'Yes, any time after 10 AM Pakistan time works for me.',
  ],
  [
    'I have uploaded the first version for your review.',
    'Thanks! It looks good, a few small changes coming.',
    'Sure, send them over and I will update it today.',
  ],
];
