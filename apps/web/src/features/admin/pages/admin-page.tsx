import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/session.tsx';
import { AuditTab } from '../components/audit-tab.tsx';
import { ContentTab } from '../components/content-tab.tsx';
import { DisputesTab } from '../components/disputes-tab.tsx';
import { MoneyTab } from '../components/money-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

/** /admin: the operator's console (admins only; everyone else sees a plain refusal). */
export default function AdminPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <Spinner className="py-20" label="Loading..." />;
  if (!user?.isAdmin)
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <PageTitle>Admin</PageTitle>
        <p role="alert">This page is for admins only.</p>
        <Link to="/" className={buttonClass('outline')}>
          Back to Home
        </Link>
      </Page>
    );
  return (
    <Page className="flex flex-col gap-6">
      <PageTitle>Admin</PageTitle>
      {!user.twoFactorEnabled && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          Turn on two-factor authentication in{' '}
          <Link to="/settings" className="underline">
            Settings
          </Link>{' '}
          before using admin powers.
        </p>
      )}
      <Tabs defaultValue="users">
        <div className="overflow-x-auto">
          <TabsList>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="content">Content</TabsTrigger>
            <TabsTrigger value="money">Money</TabsTrigger>
            <TabsTrigger value="disputes">Disputes</TabsTrigger>
            <TabsTrigger value="audit">Audit</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="money">
          <MoneyTab />
        </TabsContent>
        <TabsContent value="disputes">
          <DisputesTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
