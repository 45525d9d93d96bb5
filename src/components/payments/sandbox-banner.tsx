/**
 * "Thanh toán thử nghiệm — không trừ tiền" while the deployment's payments go to the local
 * sandbox. The page it sits on is rendered per request and asks payment.mode itself (a build does
 * not know where it will be deployed), so the note is in the HTML: there without scripts, and
 * nothing moves when they arrive.
 */
export function SandboxBanner({ sandbox, label }: { sandbox: boolean; label: string }) {
  if (!sandbox) return null;
  return (
    <p
      role="note"
      data-testid="sandbox-banner"
      className="rounded-lg bg-amber-100 px-4 py-2 text-center font-semibold text-amber-950"
    >
      {label}
    </p>
  );
}
