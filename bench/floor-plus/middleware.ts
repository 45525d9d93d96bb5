// A pass-through edge middleware on every page, as the site runs one (its own decision code is a
// small part of the cost; the sandbox round trip is the rest).
import { NextResponse } from 'next/server';

export function middleware() {
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
