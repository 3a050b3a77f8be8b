import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAdminUsers } from '../api/admin.ts';
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
      <section className="flex min-w-0 flex-col gap-3" aria-label="Users">
        <form onSubmit={submit} className="flex gap-2" role="search">
          <Label htmlFor="admin-user-search" className="sr-only">
            Search users
          </Label>
          <Input
            id="admin-user-search"
            placeholder="Search by name or email..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        {users.isPending ? (
          <Spinner label="Loading users..." className="py-10" />
        ) : users.isError ? (
          <p role="alert" className="text-destructive">
            Could not load users. Please try again.
          </p>
        ) : users.data.users.length === 0 ? (
          <p className="text-muted-foreground">No users found.</p>
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
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">
                        {u.firstName} {u.lastName}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                    </span>
                    <Badge variant="outline">{u.role}</Badge>
                    {u.isAdmin && <Badge variant="secondary">admin</Badge>}
                    {u.isMediator && <Badge variant="secondary">mediator</Badge>}
                    {u.suspension && <Badge variant="destructive">suspended</Badge>}
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {users.data.page} of {users.data.pages} ({users.data.total} users)
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= users.data.pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          </>
        )}
      </section>
      <section className="min-w-0" aria-label="User details">
        {selected ? (
          <UserDetail id={selected} />
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
            Choose a user to see their details.
          </p>
        )}
      </section>
    </div>
  );
}
