import { lazy, Suspense } from "react";
import { useContactDialog } from "../contact-store";

// The dialog's forms load when it first opens: the first page of most visits never needs them.
const ContactDialogHost = lazy(async () => ({ default: (await import("./ContactDialogHost")).ContactDialogHost }));

/** Mounted once in the page frame; renders the contact and help dialog while it is open. */
export function ContactDialogMount() {
  const { open } = useContactDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialogHost />
    </Suspense>
  );
}
