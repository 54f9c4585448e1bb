import { Button, Drawer, Grid, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { useLogout } from '@gtm/web-kit/use-logout.ts';

type TNavKey =
  | 'dashboard'
  | 'analytics'
  | 'decisions'
  | 'candidates'
  | 'clients'
  | 'placements'
  | 'combine-days'
  | 'audit'
  | 'settings';

const NAV_ITEMS: { key: TNavKey; label: string; to: string }[] = [
  { key: 'dashboard', label: 'Dashboard', to: PATHS.admin.dashboard },
  { key: 'analytics', label: 'Analytics', to: PATHS.admin.analytics },
  { key: 'decisions', label: 'Decisions', to: PATHS.admin.decisions },
  { key: 'candidates', label: 'Candidates', to: PATHS.admin.candidates },
  { key: 'clients', label: 'Clients', to: PATHS.admin.clientCompanies },
  { key: 'placements', label: 'Placements', to: PATHS.admin.placements },
  { key: 'combine-days', label: 'Combine days', to: PATHS.admin.combineDays },
  { key: 'audit', label: 'Audit Log', to: PATHS.admin.auditLog },
  { key: 'settings', label: 'Settings', to: PATHS.admin.settings },
];

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The entry a path belongs to: Candidates also covers one-pagers and talent combines, Clients the client users. */
export function activeNavKey(pathname: string): TNavKey | null {
  const { admin } = PATHS;
  if ([admin.candidates, admin.onePagers, admin.talentCombines].some((prefix) => isUnder(pathname, prefix)))
    return 'candidates';
  if (isUnder(pathname, admin.clientCompanies) || isUnder(pathname, admin.clientUsers)) return 'clients';
  if (isUnder(pathname, admin.placements)) return 'placements';
  if (isUnder(pathname, admin.combineDays)) return 'combine-days';
  if (isUnder(pathname, admin.auditLog)) return 'audit';
  if (isUnder(pathname, admin.analytics)) return 'analytics';
  if (isUnder(pathname, admin.decisions)) return 'decisions';
  if (isUnder(pathname, admin.settings)) return 'settings';
  if (pathname === admin.dashboard) return 'dashboard';
  return null;
}

/**
 * The admin area's navigation: a menu bar on wide screens, a side drawer on small ones, and Logout (web-kit's,
 * so it toasts like the user menu's).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const { logout, pending } = useLogout();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeNavKey(pathname);

  const items: MenuProps['items'] = [
    ...NAV_ITEMS.map((item) => ({ key: item.key, label: <Link to={item.to}>{item.label}</Link> })),
    { key: 'logout', label: 'Logout', disabled: pending, onClick: () => void logout() },
  ];

  if (screens.md) {
    return (
      <nav aria-label="Admin" className="admin-nav">
        <Menu mode="horizontal" selectedKeys={active ? [active] : []} items={items} />
      </nav>
    );
  }
  return (
    <nav aria-label="Admin" className="admin-nav admin-nav--compact">
      <Button onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
        Admin menu
      </Button>
      <Drawer
        title="Admin"
        placement="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={260}
      >
        <Menu
          mode="inline"
          selectedKeys={active ? [active] : []}
          items={items}
          onClick={() => setDrawerOpen(false)}
        />
      </Drawer>
    </nav>
  );
}
