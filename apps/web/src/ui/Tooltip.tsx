import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from "react";
import "./tooltip.css";

type TriggerProps = {
  "aria-describedby"?: string;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button or link); it gets the hover and focus handlers. */
  children: ReactElement<TriggerProps>;
  placement?: "top" | "bottom";
};

/** Shows `content` on hover and on keyboard focus; Escape hides it (WAI-ARIA tooltip pattern). */
export function Tooltip({ content, children, placement = "top" }: TooltipProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setVisible(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [visible]);

  const show = () => setVisible(true);
  const hide = () => setVisible(false);
  return (
    <span className="tooltip-anchor">
      {cloneElement(children, {
        "aria-describedby": visible ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      {visible ? (
        <span role="tooltip" id={id} className={`tooltip tooltip-${placement}`}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
