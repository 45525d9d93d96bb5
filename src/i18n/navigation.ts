// Locale-aware navigation built on the routing module; import Link/redirect/useRouter only from here.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
