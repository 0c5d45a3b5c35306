import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import "./name-chat-open.css";

// The dialog and its stream reader load on the first click: the logo maker's first load stays small.
const NameChatDialog = lazy(() => import("./NameChatDialog").then((m) => ({ default: m.NameChatDialog })));

/** 'Need a name? Ask the name chat': opens the name-suggestion chat. */
export function NameChatButton({ className = "name-chat-open" }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="name-chat-open">
        {t("nameChat.open")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NameChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
