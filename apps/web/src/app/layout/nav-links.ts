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
import { m } from '@/paraglide/messages.js';

/** `label` is a getter: it reads the message in the current language each time. */
export type NavLink = { to: string; readonly label: string; icon: LucideIcon };

/** The side navigation's links, in the spec's order. */
export const NAV_LINKS: NavLink[] = [
  {
    to: '/',
    get label() {
      return m.nav_home();
    },
    icon: Home,
  },
  {
    to: '/jobs',
    get label() {
      return m.nav_find_work();
    },
    icon: Briefcase,
  },
  {
    to: '/talent',
    get label() {
      return m.nav_find_talent();
    },
    icon: Users,
  },
  {
    to: '/how-it-works',
    get label() {
      return m.nav_how_it_works();
    },
    icon: Workflow,
  },
  {
    to: '/about',
    get label() {
      return m.nav_about();
    },
    icon: Info,
  },
  {
    to: '/contact',
    get label() {
      return m.nav_contact();
    },
    icon: Mail,
  },
  {
    to: '/gallery',
    get label() {
      return m.nav_gallery();
    },
    icon: Images,
  },
  {
    to: '/register-freelancer',
    get label() {
      return m.nav_become_freelancer();
    },
    icon: UserPlus,
  },
  {
    to: '/it-hubs',
    get label() {
      return m.nav_it_hubs();
    },
    icon: Building2,
  },
  {
    to: '/success-stories',
    get label() {
      return m.nav_success_stories();
    },
    icon: Star,
  },
  {
    to: '/courses',
    get label() {
      return m.nav_find_courses();
    },
    icon: GraduationCap,
  },
  {
    to: '/upcoming-courses',
    get label() {
      return m.nav_upcoming_courses();
    },
    icon: CalendarClock,
  },
];

export const FOOTER_LINKS: { to: string; readonly label: string }[] = [
  {
    to: '/post-job',
    get label() {
      return m.nav_post_job();
    },
  },
  {
    to: '/talent',
    get label() {
      return m.nav_find_talent();
    },
  },
  {
    to: '/how-it-works',
    get label() {
      return m.nav_how_it_works();
    },
  },
  {
    to: '/jobs',
    get label() {
      return m.nav_find_work();
    },
  },
  {
    to: '/auth',
    get label() {
      return m.nav_sign_up();
    },
  },
  {
    to: '/resources',
    get label() {
      return m.nav_resources();
    },
  },
  {
    to: '/about',
    get label() {
      return m.nav_about();
    },
  },
  {
    to: '/contact',
    get label() {
      return m.nav_contact();
    },
  },
  {
    to: '/terms',
    get label() {
      return m.nav_terms();
    },
  },
];

/** Home is active only on the exact root; the others by path prefix. */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
