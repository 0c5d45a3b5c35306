import { useEffect, useRef, type RefObject } from "react";
import { trapTab } from "../../../ui/focus-trap";

export type ModalKeys = {
  /** A dialog of this modal is open on top: it has the keys. */
  covered: boolean;
  onClose: () => void;
  /** ← or → outside a text field. */
  onArrow: (direction: -1 | 1) => void;
};

/**
 * The full-screen modal's keyboard and focus: Escape closes, arrows move, Tab stays inside; a
 * dialog on top (its own, or any `.modal-panel` such as login) has the keys. While it is open the
 * page does not scroll, and focus returns to where it was when it closes.
 */
export function useModalKeys(panel: RefObject<HTMLElement | null>, keys: ModalKeys): void {
  const latest = useRef(keys);
  latest.current = keys;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = panel.current;
      const { covered, onClose, onArrow } = latest.current;
      if (!root || covered || document.querySelector(".modal-panel")) return;
      const typing = event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement;
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab" && trapTab(root, event.shiftKey, document.activeElement)) {
        event.preventDefault();
      } else if (!typing && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
        onArrow(event.key === "ArrowRight" ? 1 : -1);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.body.classList.add("modal-open");
    panel.current?.focus();
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (!document.querySelector(".modal-panel")) document.body.classList.remove("modal-open");
      previous?.focus();
    };
  }, [panel]);
}
