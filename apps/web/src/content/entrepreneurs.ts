/**
 * The home page's entrepreneurs showcase (13 cards; the founder's card comes first most of the time).
 * Names and stories are illustrative samples written for the programme's launch, not real people.
 *
 * Since issue 36 the showcase reads them from the server (`./programme.ts`), where staff edit them in
 * the console: this file seeded the database (migration 0034) and is now only the component tests'
 * fixture (apps/web/src/test/programme.tsx). A change here changes no page.
 */
type Entrepreneur = {
  name: string;
  title: string;
  description: string;
  /** A picture under /images/home/people; without one the card shows initials. */
  image?: string;
  skills: string[];
  location: string;
  founder?: boolean;
  sample: true;
};

const people = (slug: string) => `/images/home/people/${slug}.svg`;

export const ENTREPRENEURS: Entrepreneur[] = [
  {
    name: 'Nadeem Ullah Baig',
    title: 'Founder & Programme Lead',
    description:
      'Started the first freelancing hub in Gilgit in 2019 and now leads the network of technology parks and hubs across the region.',
    image: people('nadeem-ullah-baig'),
    skills: ['Product Strategy', 'Mentoring', 'Partnerships'],
    location: 'Gilgit',
    founder: true,
    sample: true,
  },
  {
    name: 'Ayesha Baig',
    title: 'Full-Stack Web Developer',
    description:
      'Trained at the women-only hub in Aliabad; builds online shops and booking sites for clients in the UK and the Gulf.',
    image: people('ayesha-baig'),
    skills: ['React', 'Node.js', 'PostgreSQL'],
    location: 'Aliabad, Hunza',
    sample: true,
  },
  {
    name: 'Karim Shigri',
    title: 'Brand & Graphic Designer',
    description:
      'Went from painting shop signs in Skardu bazaar to designing brand identities for start-ups in Europe.',
    image: people('karim-shigri'),
    skills: ['Illustrator', 'Branding'],
    location: 'Skardu',
    sample: true,
  },
  {
    name: 'Sana Hussain',
    title: 'Digital Marketing Consultant',
    description:
      'Runs social media and search campaigns for tour operators and hotels, bringing visitors to Gilgit-Baltistan all year.',
    image: people('sana-hussain'),
    skills: ['SEO', 'Meta Ads', 'Content Strategy'],
    location: 'Gilgit',
    sample: true,
  },
  {
    name: 'Imran Ali Shah',
    title: 'Mobile App Developer',
    description:
      'Ships Flutter apps for clinics and schools; his team of four works from the technology park in Gahkuch.',
    image: people('imran-ali-shah'),
    skills: ['Flutter', 'Firebase'],
    location: 'Gahkuch, Ghizer',
    sample: true,
  },
  {
    name: 'Farzana Begum',
    title: 'UI/UX Designer',
    description:
      'Designs dashboards and mobile screens for software houses in Lahore and Berlin, and teaches Figma at her local hub.',
    image: people('farzana-begum'),
    skills: ['Figma', 'User Research'],
    location: 'Karimabad, Hunza',
    sample: true,
  },
  {
    name: 'Zulfiqar Ali',
    title: 'Data Analyst',
    description:
      'Turns sales and survey data into clear reports; his Power BI dashboards track orchards and cold stores in Ghanche.',
    image: people('zulfiqar-ali'),
    skills: ['Python', 'Power BI', 'Excel'],
    location: 'Khaplu, Ghanche',
    sample: true,
  },
  {
    name: 'Mehwish Karim',
    title: 'Bookkeeper',
    description:
      'Keeps the books of small businesses in Canada and Australia remotely, with month-end closes that are never late.',
    image: people('mehwish-karim'),
    skills: ['QuickBooks', 'Xero'],
    location: 'Nagar',
    sample: true,
  },
  {
    name: 'Tariq Mehmood',
    title: 'Video Editor & Motion Designer',
    description:
      'Edits travel films and YouTube channels; his drone footage of the Fairy Meadows trail has been licensed worldwide.',
    image: people('tariq-mehmood'),
    skills: ['Premiere Pro', 'After Effects'],
    location: 'Chilas, Diamer',
    sample: true,
  },
  {
    name: 'Rubina Shaheen',
    title: 'Content Writer',
    description:
      'Writes clear technical articles and website copy in English and Urdu for software companies and NGOs.',
    skills: ['Copywriting', 'Technical Writing'],
    location: 'Astore',
    sample: true,
  },
  {
    name: 'Ghulam Abbas',
    title: 'AI & Machine Learning Engineer',
    description:
      'Builds chat assistants and document search for clients abroad, and mentors the AI cohort at the Skardu technology park.',
    skills: ['Python', 'LLM Apps', 'PyTorch'],
    location: 'Shigar',
    sample: true,
  },
  {
    name: 'Shahida Parveen',
    title: 'E-commerce Store Manager',
    description:
      'Sells dried apricots and hand-woven crafts from Gojal online, and manages Shopify stores for three foreign brands.',
    image: people('shahida-parveen'),
    skills: ['Shopify', 'Product Listings'],
    location: 'Gulmit, Hunza',
    sample: true,
  },
  {
    name: 'Wajid Ali',
    title: 'WordPress Developer',
    description:
      'Builds fast WordPress and WooCommerce sites over a mountain internet link, with a 5-star record on every job.',
    skills: ['WordPress', 'WooCommerce'],
    location: 'Tolti, Kharmang',
    sample: true,
  },
];
