import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  Briefcase,
  ChevronUp,
  FileText,
  FolderKanban,
  LogOut,
  Scale,
  Settings,
  Shield,
  User,
  Wallet,
} from 'lucide-react';
import type { UserDto } from '@kt/shared';
import { fullName, shortEmail } from '@kt/shared/format';
import { Avatar } from '@/components/ui/avatar.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:opacity-50';

/** The signed-in user's menu: Profile, My Jobs, My Proposals (freelancers), My Projects, Wallet, Settings, Log out. */
export function UserMenu({ user, onNavigate }: { user: UserDto; onNavigate?: (() => void) | undefined }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const name = fullName(user);

  /** Keeps the menu open to show 'Logging out...'; the user is cleared even if the call fails. */
  const onLogout = async (event: Event) => {
    event.preventDefault();
    if (loggingOut) return;
    setLoggingOut(true);
    const result = await logout();
    setLoggingOut(false);
    if (result.success) notifySuccess(result.message);
    onNavigate?.();
    navigate('/');
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-start hover:bg-muted">
        <span className="sr-only">{m.user_open_menu()}</span>
        <Avatar src={user.profileImage} name={name} className="h-9 w-9 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium" data-user-content>
            {name}
          </span>
          <span
            className="block text-xs text-muted-foreground"
            dir="ltr"
            data-user-content
            data-testid="user-menu-email"
            title={user.email}
          >
            {shortEmail(user.email)}
          </span>
        </span>
        <ChevronUp className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border bg-background p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {m.user_my_account()}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            {/* A client's Profile is their public client page; a freelancer's their profile. */}
            <Link to={user.role === 'client' ? `/u/${user._id}` : '/u/me'} onClick={onNavigate}>
              <User className="h-4 w-4" aria-hidden="true" /> {m.user_profile()}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-jobs" onClick={onNavigate}>
              <Briefcase className="h-4 w-4" aria-hidden="true" /> {m.user_my_jobs()}
            </Link>
          </DropdownMenu.Item>
          {user.role === 'freelancer' && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/proposals" onClick={onNavigate}>
                <FileText className="h-4 w-4" aria-hidden="true" /> {m.user_my_proposals()}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/projects" onClick={onNavigate}>
              <FolderKanban className="h-4 w-4" aria-hidden="true" /> {m.user_my_projects()}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/wallet" onClick={onNavigate}>
              <Wallet className="h-4 w-4" aria-hidden="true" /> {m.user_wallet()}
            </Link>
          </DropdownMenu.Item>
          {(user.isMediator || user.isAdmin) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/disputes" onClick={onNavigate}>
                <Scale className="h-4 w-4" aria-hidden="true" /> {m.user_disputes()}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings" onClick={onNavigate}>
              <Settings className="h-4 w-4" aria-hidden="true" /> {m.user_settings()}
            </Link>
          </DropdownMenu.Item>
          {(user.isAdmin || user.isProgramme) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin" onClick={onNavigate}>
                <Shield className="h-4 w-4" aria-hidden="true" />{' '}
                {user.isAdmin ? m.user_admin() : m.user_credentials()}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout} disabled={loggingOut}>
            <LogOut className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />{' '}
            {loggingOut ? m.user_logging_out() : m.user_log_out()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
