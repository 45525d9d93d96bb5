import { ErrorView } from '@/components/layout/error-view';

// Only reached by paths the middleware does not handle (it prefixes every page path with a locale).
export default function RootNotFound() {
  return (
    <html lang="vi">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex flex-1">
          <ErrorView statusCode={404} statusMessage="Page Not Found" message="Page Not Found" />
        </main>
      </body>
    </html>
  );
}
