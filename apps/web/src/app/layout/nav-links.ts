import {
  Briefcase,
  Building2,
  CalendarClock,
  GraduationCap,
  Home,
  Images,
  Info,
  Mail,
  Star,
  UserPlus,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export type NavLink = { to: string; label: string; icon: LucideIcon };

/** The side navigation's links, in the spec's order. */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/jobs', label: 'Find Work', icon: Briefcase },
  { to: '/talent', label: 'Find Talent', icon: Users },
  { to: '/how-it-works', label: 'How It Works', icon: Workflow },
  { to: '/about', label: 'About Us', icon: Info },
  { to: '/contact', label: 'Contact', icon: Mail },
  { to: '/gallery', label: 'Gallery', icon: Images },
  { to: '/register-freelancer', label: 'Become a Freelancer', icon: UserPlus },
  { to: '/it-hubs', label: 'IT Hubs in GB', icon: Building2 },
  { to: '/success-stories', label: 'Success Stories', icon: Star },
  { to: '/courses', label: 'Find Courses', icon: GraduationCap },
  { to: '/upcoming-courses', label: 'Upcoming Courses', icon: CalendarClock },
];

export const FOOTER_LINKS = [
  { to: '/post-job', label: 'Post a Job' },
  { to: '/talent', label: 'Find Talent' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/jobs', label: 'Find Work' },
  { to: '/auth', label: 'Sign Up' },
  { to: '/resources', label: 'Resources' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms of Service' },
];

/** Home is active only on the exact root; the others by path prefix. */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
