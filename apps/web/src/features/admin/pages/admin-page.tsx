import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { AuditTab } from '../components/audit-tab.tsx';
import { ContentTab } from '../components/content-tab.tsx';
import { CredentialsTab } from '../components/credentials-tab.tsx';
import { DisputesTab } from '../components/disputes-tab.tsx';
import { MoneyTab } from '../components/money-tab.tsx';
import { OutagesTab } from '../components/outages-tab.tsx';
import { ProgrammeTab } from '../components/programme-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

/**
 * /admin: the operator's console (admins; programme staff see only its Credentials, Outages and
 * Programme pages screens, issue 36;
 * everyone else sees a plain refusal).
 */
export default function AdminPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <Spinner className="py-20" label={m.common_loading()} />;
  if (!user?.isAdmin && !user?.isProgramme)
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <PageTitle>{m.admin_title()}</PageTitle>
        <p role="alert">{m.admin_only()}</p>
        <Link to="/" className={buttonClass('outline')}>
          {m.admin_back_home()}
        </Link>
      </Page>
    );
  const twoFactorFirst = !user.twoFactorEnabled && (
    <p
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {m.admin_2fa_before()}{' '}
      <Link to="/settings" className="underline">
        {m.admin_2fa_settings()}
      </Link>{' '}
      {m.admin_2fa_after()}
    </p>
  );
  if (!user.isAdmin)
    return (
      <Page className="flex flex-col gap-6">
        <PageTitle>{m.admin_programme_console()}</PageTitle>
        {twoFactorFirst}
        <Tabs defaultValue="credentials">
          <TabsList>
            <TabsTrigger value="credentials">{m.admin_tab_credentials()}</TabsTrigger>
            <TabsTrigger value="outages">{m.admin_tab_outages()}</TabsTrigger>
            <TabsTrigger value="programme">{m.admin_tab_programme()}</TabsTrigger>
          </TabsList>
          <TabsContent value="credentials">
            <CredentialsTab />
          </TabsContent>
          <TabsContent value="outages">
            <OutagesTab />
          </TabsContent>
          <TabsContent value="programme">
            <ProgrammeTab />
          </TabsContent>
        </Tabs>
      </Page>
    );
  return (
    <Page className="flex flex-col gap-6">
      <PageTitle>{m.admin_title()}</PageTitle>
      {twoFactorFirst}
      <Tabs defaultValue="users">
        <div className="overflow-x-auto">
          <TabsList>
            <TabsTrigger value="users">{m.admin_tab_users()}</TabsTrigger>
            <TabsTrigger value="content">{m.admin_tab_content()}</TabsTrigger>
            <TabsTrigger value="money">{m.admin_tab_money()}</TabsTrigger>
            <TabsTrigger value="disputes">{m.admin_tab_disputes()}</TabsTrigger>
            <TabsTrigger value="credentials">{m.admin_tab_credentials()}</TabsTrigger>
            <TabsTrigger value="outages">{m.admin_tab_outages()}</TabsTrigger>
            <TabsTrigger value="programme">{m.admin_tab_programme()}</TabsTrigger>
            <TabsTrigger value="audit">{m.admin_tab_audit()}</TabsTrigger>
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
        <TabsContent value="credentials">
          <CredentialsTab />
        </TabsContent>
        <TabsContent value="outages">
          <OutagesTab />
        </TabsContent>
        <TabsContent value="programme">
          <ProgrammeTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
