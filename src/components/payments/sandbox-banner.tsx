/**
 * "Thanh toán thử nghiệm — không trừ tiền" while the deployment's payments go to the local
 * sandbox. The page it sits on is rendered per request and asks payment.mode itself (a build does
 * not know where it will be deployed), so the note is in the HTML: there without scripts, and
 * nothing moves when they arrive. On a phone it keeps two lines' height: in the fallback font the
 * note wraps, in Be Vietnam Pro it may not, and the form below would move when the font arrives.
 */
export function SandboxBanner({ sandbox, label }: { sandbox: boolean; label: string }) {
  if (!sandbox) return null;
  return (
    <p
      role="note"
      data-testid="sandbox-banner"
      className="flex min-h-16 items-center justify-center rounded-lg bg-amber-100 px-4 py-2 text-center font-semibold text-amber-950 sm:min-h-0"
    >
      {label}
    </p>
  );
}
