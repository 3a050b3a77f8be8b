/**
 * Success stories (spec: 6 profiles with rating 5, 4 video testimonials without playback) as they were
 * seeded (migration 0033): programme staff keep them in the console since issue 36 and the page reads
 * them from the server; these lists (and their Urdu in `ur/success-stories.ts`) are the component
 * tests' fixtures. The people are illustrative examples of the programme's graduates, not real
 * individuals, labelled "Sample" until staff replace or confirm them.
 */
export type SuccessStory = {
  id: number;
  name: string;
  title: string;
  description: string;
  /** 320 × 320 WebP portrait. */
  image: string;
  skills: string[];
  location: string;
  achievement: string;
  story: string;
  rating: number;
  projects: number;
  sample: true;
};

export type VideoTestimonial = {
  id: number;
  title: string;
  name: string;
  role: string;
  /** Running time shown on the card, m:ss. */
  duration: string;
  /** 640 × 360 WebP still. */
  thumbnail: string;
  sample: true;
};

export const SUCCESS_STORIES: SuccessStory[] = [
  {
    id: 1,
    name: 'Ayesha Karim',
    title: 'Full-Stack Web Developer',
    description: 'Builds web shops and booking systems for clients in Europe and the Gulf.',
    image: '/images/stories/story-1.webp',
    skills: ['React', 'Node.js', 'PostgreSQL'],
    location: 'Gilgit',
    achievement: 'Top Rated freelancer with 100% job success',
    story:
      'Ayesha joined the Gilgit freelancing hub after university with no client experience. Within a year of the course she was leading a three-person team that maintains booking systems for hotels in Dubai.',
    rating: 5,
    projects: 120,
    sample: true,
  },
  {
    id: 2,
    name: 'Sajid Hussain',
    title: 'UI/UX Designer',
    description: 'Designs mobile apps and dashboards for start-ups.',
    image: '/images/stories/story-2.webp',
    skills: ['Figma', 'Prototyping', 'User Research'],
    location: 'Skardu',
    achievement: 'Founded a six-person design studio in Skardu',
    story:
      'Sajid learnt design at the Skardu technology park. His first client came from a proposal he rewrote eleven times with his mentor; today his studio employs five designers from Baltistan.',
    rating: 5,
    projects: 85,
    sample: true,
  },
  {
    id: 3,
    name: 'Nadia Baig',
    title: 'Digital Marketing Specialist',
    description: 'Runs social media and ad campaigns for small brands abroad.',
    image: '/images/stories/story-3.webp',
    skills: ['SEO', 'Google Ads', 'Content Strategy'],
    location: 'Hunza',
    achievement: 'Earned her first $10,000 within eight months',
    story:
      'Nadia attended the women’s digital marketing lab in the evenings while teaching at a school in Aliabad. She now manages campaigns for four clients and mentors the lab’s new batches.',
    rating: 5,
    projects: 150,
    sample: true,
  },
  {
    id: 4,
    name: 'Imran Ali',
    title: 'Data Scientist',
    description: 'Turns messy business data into forecasts and dashboards.',
    image: '/images/stories/story-4.webp',
    skills: ['Python', 'Machine Learning', 'Power BI'],
    location: 'Nagar',
    achievement: 'Co-founded a data analytics start-up',
    story:
      'Imran finished the data science bootcamp and began with small data-cleaning gigs. Two years later he and a classmate run an analytics company incubated at the Gilgit technology park.',
    rating: 5,
    projects: 60,
    sample: true,
  },
  {
    id: 5,
    name: 'Farzana Shah',
    title: 'Graphic Designer',
    description: 'Creates brand identities, packaging and social media art.',
    image: '/images/stories/story-5.webp',
    skills: ['Illustrator', 'Photoshop', 'Branding'],
    location: 'Ghizer',
    achievement: 'Trained forty women designers in Ghizer',
    story:
      'Farzana was one of the first graduates of the women’s graphic design bootcamp. She now works with clients in Canada and teaches design to women in Gahkuch on weekends.',
    rating: 5,
    projects: 200,
    sample: true,
  },
  {
    id: 6,
    name: 'Karim Khan',
    title: 'Mobile App Developer',
    description: 'Builds Android and iOS apps with Flutter.',
    image: '/images/stories/story-6.webp',
    skills: ['Flutter', 'Firebase', 'Kotlin'],
    location: 'Astore',
    achievement: 'Published twelve apps on the app stores',
    story:
      'Karim learnt to code on a shared laptop at the Astore hub. His tourism guide app for the Deosai plains led to contracts with travel companies across Pakistan.',
    rating: 5,
    projects: 75,
    sample: true,
  },
];

export const VIDEO_TESTIMONIALS: VideoTestimonial[] = [
  {
    id: 1,
    title: 'From classroom to global clients',
    name: 'Ayesha Karim',
    role: 'Full-Stack Web Developer, Gilgit',
    duration: '2:45',
    thumbnail: '/images/stories/video-1.webp',
    sample: true,
  },
  {
    id: 2,
    title: 'Building a design studio in Skardu',
    name: 'Sajid Hussain',
    role: 'UI/UX Designer, Skardu',
    duration: '3:10',
    thumbnail: '/images/stories/video-2.webp',
    sample: true,
  },
  {
    id: 3,
    title: 'Marketing for the world from Hunza',
    name: 'Nadia Baig',
    role: 'Digital Marketing Specialist, Hunza',
    duration: '2:20',
    thumbnail: '/images/stories/video-3.webp',
    sample: true,
  },
  {
    id: 4,
    title: 'Teaching the next generation of designers',
    name: 'Farzana Shah',
    role: 'Graphic Designer, Ghizer',
    duration: '3:05',
    thumbnail: '/images/stories/video-4.webp',
    sample: true,
  },
];
