const focusableSelector = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Elements inside `container` reachable with Tab, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.hasAttribute("inert") && element.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first,
 * and from the first (or from the container itself) Shift+Tab wraps to the last.
 * Returns true when it moved focus itself (the caller then prevents the default).
 */
export function trapTab(container: HTMLElement, shiftKey: boolean, active: Element | null): boolean {
  const elements = focusableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    container.focus();
    return true;
  }
  const inside = active instanceof Node && container.contains(active);
  if (shiftKey && (active === first || active === container || !inside)) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !inside)) {
    first.focus();
    return true;
  }
  return false;
}
