import type { CertificationDto, EducationDto, ReviewDto } from '@kt/shared';

/**
 * Display-only placeholders of spec section 3, shown (labelled as samples) where a profile has none
 * of its own. They are never sent to or stored by the server.
 */
export const SAMPLE_LANGUAGES = ['English', 'Urdu'];

export const SAMPLE_CERTIFICATIONS: CertificationDto[] = [
  { _id: 'sample-cert-1', name: 'Google UX Design Certificate', issuer: 'Google', year: '2023' },
  {
    _id: 'sample-cert-2',
    name: 'AWS Certified Cloud Practitioner',
    issuer: 'Amazon Web Services',
    year: '2022',
  },
];

export const SAMPLE_SKILLS = ['Communication', 'Problem Solving', 'Time Management', 'Teamwork'];

export const SAMPLE_REVIEWS: ReviewDto[] = [
  {
    _id: 'sample-review-1',
    clientName: 'Sarah Johnson',
    clientAvatar: null,
    rating: 5,
    comment: 'Excellent work, delivered ahead of schedule and communicated clearly throughout.',
    projectTitle: 'E-commerce Website',
    date: '2 weeks ago',
  },
  {
    _id: 'sample-review-2',
    clientName: 'Ahmed Raza',
    clientAvatar: null,
    rating: 5,
    comment: 'Understood the brief quickly and suggested improvements we had not thought of.',
    projectTitle: 'Company Dashboard',
    date: '1 month ago',
  },
  {
    _id: 'sample-review-3',
    clientName: 'Emily Chen',
    clientAvatar: null,
    rating: 4,
    comment: 'Good quality and responsive to feedback. Would hire again.',
    projectTitle: 'Mobile App Design',
    date: '2 months ago',
  },
];

export const SAMPLE_EDUCATION: EducationDto[] = [
  {
    _id: 'sample-education-1',
    degree: 'BS Computer Science',
    institution: 'Karakoram International University',
    year: '2016 - 2020',
  },
];
