import type { TextElement } from "@studio/design";
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { editorFonts } from "./editor-fonts";
import { editingFontStack, loadEditingFonts } from "./editing-fonts";
import { typedText } from "./text-editing";

type Props = {
  element: TextElement;
  zoom: number;
  /** The typed words (lines joined by "\n"), or null when nothing usable was typed: the element keeps its text. */
  onCommit: (text: string | null) => void;
  onCancel: () => void;
};

/**
 * The text typed on the canvas (issue 21's stack: an HTML overlay in the element's own font files,
 * outlined by the renderer on commit). It sits on the element's centre, turned like it, in the same
 * size, line height, letter spacing, colour and alignment. Escape cancels; Ctrl/Cmd+Enter or a click
 * anywhere else commits. Enter alone starts a new line.
 */
export function TextEditOverlay({ element, zoom, onCommit, onCancel }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Blur follows Escape and Ctrl+Enter (the overlay unmounts): only the first ending counts.
  const ended = useRef(false);
  const fontIds = [element.fontId, ...element.fallbackFontIds];

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.textContent = element.text;
    box.focus();
    // The words are selected, so typing replaces them and a click places the caret.
    const range = document.createRange();
    range.selectNodeContents(box);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    // Mounted once per editing session; later changes of the element do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void loadEditingFonts(editorFonts(), fontIds, element.text);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element.fontId, element.fallbackFontIds.join(","), element.text]);

  const end = (commit: boolean) => {
    if (ended.current) return;
    ended.current = true;
    if (commit) onCommit(typedText(ref.current?.innerText ?? "", element.text));
    else onCancel();
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      end(false);
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      end(true);
    }
  };

  return (
    <div
      ref={ref}
      className="editor-text-edit"
      data-testid="editor-text-edit"
      role="textbox"
      aria-multiline="true"
      aria-label={t("editor.canvasText.label")}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck={false}
      onKeyDown={onKeyDown}
      onInput={() => void loadEditingFonts(editorFonts(), fontIds, ref.current?.innerText ?? "")}
      onBlur={() => end(true)}
      onPointerDown={(event) => event.stopPropagation()}
      style={{
        left: element.x * zoom,
        top: element.y * zoom,
        transform: `translate(-50%, -50%) rotate(${element.rotation}deg)`,
        fontFamily: editingFontStack(fontIds),
        fontSize: element.fontSize * zoom,
        lineHeight: element.lineHeight,
        letterSpacing: element.letterSpacing * zoom,
        color: element.gradient?.from ?? element.color,
        textAlign: element.align,
        opacity: element.opacity,
      }}
    />
  );
}
