import { isToolName, toolMethods } from "@studio/contracts/plain";
import { isAreaReady, productAreas } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { Modal } from "../../../ui/Modal";
import { BeforeAfter } from "../../image-tools/components/BeforeAfter";
import { imagesApi, type ImageRecord } from "../api/images-api";
import "../../image-tools/image-tools.css";

/** Where the image tools open a record: `/design/tools/?image=<id>` (the spec's form, with the trailing slash). */
export const toolsPathFor = (id: number) => `${productAreas.imageTools.path}?image=${id}`;

/**
 * What an image tool's result says about itself on its creation card (issue 19): the tool and the
 * method that made it, and, when it was made from another record, a before/after view against that
 * source with links to it. The source is loaded only when the view opens.
 */
export function ToolResultInfo({ record }: { record: ImageRecord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tool = record.content.tool;
  const method = record.content.method;
  const parentId = record.parent_id ?? null;
  if (!tool && parentId === null) return null;
  const toolName = tool && isToolName(tool) ? t(`imageTools.tools.${tool}`, { defaultValue: tool }) : tool;
  const methodName = method && (toolMethods as readonly string[]).includes(method) ? t(`imageTools.methods.${method}`, { defaultValue: method }) : method;
  return (
    <div className="creation-tool" data-testid="creation-tool">
      {toolName ? (
        <p className="creation-tool-line">
          {t("images.toolResult.madeWith", { tool: toolName })}
          {methodName ? <span className="creation-tool-method"> · {t("images.toolResult.method", { method: methodName })}</span> : null}
        </p>
      ) : null}
      {parentId !== null ? (
        <button type="button" className="button button-small" onClick={() => setOpen(true)} data-testid="creation-compare">
          {t("images.toolResult.compare")}
        </button>
      ) : null}
      {open && parentId !== null ? <CompareDialog record={record} parentId={parentId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function CompareDialog({ record, parentId, onClose }: { record: ImageRecord; parentId: number; onClose(): void }) {
  const { t } = useTranslation();
  const parent = useQuery({
    queryKey: [...sessionQueryKey, "images", "record", parentId],
    queryFn: ({ signal }) => imagesApi.get(parentId, signal),
    retry: false,
    staleTime: 60_000,
  });
  return (
    <Modal open onClose={onClose} title={t("images.toolResult.compareTitle")} width={720}>
      {parent.isPending ? <p className="tools-note">{t("images.toolResult.loading")}</p> : null}
      {parent.isError ? (
        <p className="tools-note" role="alert" data-testid="creation-source-gone">
          {t("images.toolResult.sourceGone")}
        </p>
      ) : null}
      {parent.data ? (
        <>
          <BeforeAfter before={parent.data.src} after={record.src} width={record.width || parent.data.width} height={record.height || parent.data.height} />
          <p className="creation-tool-links">
            <a href={parent.data.src} target="_blank" rel="noreferrer" data-testid="creation-source">
              {t("images.toolResult.source")}
            </a>
            {isAreaReady("imageTools") ? (
              <Link to={toolsPathFor(parentId)} onClick={onClose}>
                {t("images.toolResult.sourceInTools")}
              </Link>
            ) : null}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
