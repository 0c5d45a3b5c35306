import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { trapTab } from "./focus-trap";
import "./modal.css";

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body, e.g. confirm and cancel. */
  footer?: ReactNode;
  /** Max width of the panel in px; the contact form uses 540. */
  width?: number;
  /** Clicking the dimmed backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** "side": a panel along the right edge (the classic maker's edit panel) instead of the centred dialog. */
  placement?: "center" | "side";
};

/** Open modals, innermost last, so Escape and Tab only act on the top one. */
const modalStack: HTMLElement[] = [];

/**
 * The generic modal: rendered in a portal, labelled by its title, traps focus while open,
 * closes on Escape, and gives focus back to whatever had it before.
 */
export function Modal({ open, onClose, title, children, footer, width, closeOnBackdrop = true, placement = "center" }: ModalProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(panel);
    document.body.classList.add("modal-open");
    const autofocus = panel.querySelector<HTMLElement>("[data-autofocus]");
    (autofocus ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (modalStack[modalStack.length - 1] !== panel) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === "Tab" && trapTab(panel, event.shiftKey, document.activeElement)) {
        event.preventDefault();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      modalStack.splice(modalStack.indexOf(panel), 1);
      if (modalStack.length === 0) document.body.classList.remove("modal-open");
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={placement === "side" ? "modal-backdrop modal-backdrop-side" : "modal-backdrop"}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="modal-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={width ? { maxWidth: width } : undefined}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t("common.close")} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
