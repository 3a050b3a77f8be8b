import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { m } from '@/paraglide/messages.js';
import { useAdminUsers } from '../api/admin.ts';
import { roleLabel } from '../format.ts';
import { UserDetail } from './user-detail.tsx';

/** Users: search by name or e-mail, a page of results, one user's details and actions. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const users = useAdminUsers(search, page);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <section className="flex min-w-0 flex-col gap-3" aria-label={m.admin_tab_users()}>
        <form onSubmit={submit} className="flex gap-2" role="search">
          <Label htmlFor="admin-user-search" className="sr-only">
            {m.admin_search_users()}
          </Label>
          <Input
            id="admin-user-search"
            placeholder={m.admin_search_placeholder()}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">{m.common_search()}</Button>
        </form>
        {users.isPending ? (
          <Spinner label={m.admin_users_loading()} className="py-10" />
        ) : users.isError ? (
          <p role="alert" className="text-destructive">
            {m.admin_users_failed()}
          </p>
        ) : users.data.users.length === 0 ? (
          <p className="text-muted-foreground">{m.admin_users_empty()}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-lg border">
              {users.data.users.map((u) => (
                <li key={u._id}>
                  <button
                    type="button"
                    onClick={() => setSelected(u._id)}
                    aria-current={selected === u._id}
                    className="flex w-full flex-wrap items-center gap-2 px-3 py-2 text-start hover:bg-muted aria-[current=true]:bg-muted"
                  >
                    <span className="min-w-0 flex-1" data-user-content>
                      <span className="block truncate font-medium">
                        {u.firstName} {u.lastName}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground" dir="ltr">
                        {u.email}
                      </span>
                    </span>
                    <Badge variant="outline">{roleLabel(u.role)}</Badge>
                    {u.isAdmin && <Badge variant="secondary">{m.admin_badge_admin()}</Badge>}
                    {u.isMediator && <Badge variant="secondary">{m.admin_badge_mediator()}</Badge>}
                    {u.isProgramme && <Badge variant="secondary">{m.admin_badge_programme()}</Badge>}
                    {u.suspension && <Badge variant="destructive">{m.admin_badge_suspended()}</Badge>}
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {m.admin_previous()}
              </Button>
              <span>
                {m.admin_page_of({
                  count: users.data.total,
                  page: String(users.data.page),
                  pages: String(users.data.pages),
                  total: String(users.data.total),
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= users.data.pages}
                onClick={() => setPage(page + 1)}
              >
                {m.admin_next()}
              </Button>
            </div>
          </>
        )}
      </section>
      <section className="min-w-0" aria-label={m.admin_user_details()}>
        {selected ? (
          <UserDetail id={selected} />
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
            {m.admin_choose_user()}
          </p>
        )}
      </section>
    </div>
  );
}
