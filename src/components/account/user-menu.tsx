'use client';

import { useSyncExternalStore } from 'react';
import { UserIcon } from '@/components/layout/header-icons';
import { hasAccessToken, subscribeAccessToken } from '@/lib/auth/token';

export interface UserMenuProps {
  loginHref: string;
  dashboardHref: string;
  loginLabel: string;
  dashboardLabel: string;
}

/**
 * The header's account link: to the login page for guests, to the dashboard once a token is
 * stored. The server renders the guest link (it cannot know the token); the browser swaps it.
 */
export function UserMenu({ loginHref, dashboardHref, loginLabel, dashboardLabel }: UserMenuProps) {
  const loggedIn = useSyncExternalStore(subscribeAccessToken, hasAccessToken, () => false);
  return (
    <a
      href={loggedIn ? dashboardHref : loginHref}
      className="nav-link inline-flex min-h-10 min-w-10 items-center justify-center"
    >
      {/* Below 1024 px an icon whose name is the hidden word ("Tài khoản của tôi" wraps). */}
      <UserIcon className="lg:hidden" />
      <span className="max-lg:sr-only">{loggedIn ? dashboardLabel : loginLabel}</span>
    </a>
  );
}
