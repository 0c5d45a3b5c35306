import { downloadCost } from "@studio/domain";
import { downloadFormats, downloadItemOf, type DownloadFormatName, type DownloadResult, type DownloadSubject, type DownloadTarget } from "@studio/contracts";
import { isAreaReady } from "@studio/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { withLoader } from "../../../ui/loader-store";
import { toast } from "../../../ui/toast-store";
import { runAfterSignIn } from "../../auth/after-sign-in";
import type { SessionUser } from "../../auth/api/auth-api";
import { currentUserQueryKey, useCurrentUser } from "../../auth/hooks/use-current-user";
import { useCreditCheck } from "../../credits/credit-check";
import { creditSummaryQueryKey } from "../../credits/hooks/use-credits";
import { openPayment } from "../../payments/payment-store";
import { openLoginPanel } from "../../session/login-panel-store";
import { downloadsApi } from "../api/downloads-api";
import { forgetAuxEntry, readAuxEntry, recordAuxEntry, type AuxEntry } from "../aux-log";
import { downloadFileName, saveFile, storedFileExists } from "../save-file";

/** The design id of an AI logo result in orders and unlocks (apps/server/src/modules/downloads: `task:{taskId}:{index}`). */
export function designIdOf(target: DownloadTarget): string {
  return `task:${target.taskId}:${target.index}`;
}

export const downloadStatusQueryKey = (target: DownloadSubject) => [...sessionQueryKey, "downloads", "status", downloadItemOf(target)] as const;

/** A task result, which a logo package can be bought for; an image record (a copy, an upload) cannot. */
export const isTaskTarget = (target: DownloadSubject): target is DownloadTarget => "taskId" in target;

/** The number in the saved file name: the result's position, or 1 for a record. */
const fileIndex = (target: DownloadSubject): number => (isTaskTarget(target) ? target.index : 0);

const extensions: Record<DownloadFormatName, string> = { jpg: "jpg", png: "png", svg: "svg" };

/**
 * Whether a download will be paid in AI credits. The server takes a paid format, the partner (SDK
 * iframe mode, decided by the server), Pro/designer/admin (unlimited) and today's free downloads
 * first; only what is left is a credit spend, which runs the credit check (spec 01 section 4).
 */
export function paysWithCredits(user: Pick<SessionUser, "download_left" | "download_unlimited" | "partner">, alreadyPaid: boolean): boolean {
  return !(alreadyPaid || Boolean(user.partner) || user.download_unlimited === true || (user.download_left ?? 0) > 0);
}

/** Which formats count as paid: the server's status (1) or the local aux-log's stored file. */
export function paidFormats(status: Partial<Record<DownloadFormatName, 0 | 1>> | undefined, aux: AuxEntry): Set<DownloadFormatName> {
  return new Set(downloadFormats.filter((format) => status?.[format] === 1 || aux[format] !== undefined));
}

export type DownloadOutcome = { format: DownloadFormatName | "favicon"; result?: DownloadResult; purchased: boolean };

/**
 * The download popover's actions for one result image: login first (resumed after sign-in), the
 * pay check (else the top-up dialog), the aux-log shortcut with a HEAD check, the server's charge
 * once per format, then a real browser download. Server errors are shown as their message.
 */
export function useDownload(image: DownloadSubject, name: string, open: boolean) {
  const { t } = useTranslation();
  // Callers pass a fresh object each render; the hook keys everything on the subject's identity.
  const item = downloadItemOf(image);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `item` is the identity of `image`
  const target = useMemo<DownloadSubject>(() => image, [item]);
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const creditCheck = useCreditCheck();
  const userId = user?.id ?? null;
  const status = useQuery({
    queryKey: downloadStatusQueryKey(target),
    queryFn: ({ signal }) => downloadsApi.status(target, signal),
    enabled: open && userId !== null,
    staleTime: 30_000,
  });
  const [aux, setAux] = useState<AuxEntry>({});
  const [busy, setBusy] = useState<DownloadFormatName | "favicon" | null>(null);
  const [snippet, setSnippet] = useState<string | null>(null);
  const [purchased, setPurchased] = useState(false);

  useEffect(() => {
    setAux(userId === null ? {} : readAuxEntry(userId, target));
  }, [userId, target, open]);

  const paid = paidFormats(status.data, aux);

  /**
   * The signed-in user (from the cache: a retry after sign-in runs before the next render), or null
   * after opening the login panel or, for a credit spend the user declines or cannot pay, after the
   * credit check (spec 01 section 4: confirm with the format's price, or the top-up dialog).
   */
  const gate = useCallback(
    async (format: DownloadFormatName, retry: () => void): Promise<SessionUser | null> => {
      const cached = () => queryClient.getQueryData<SessionUser | null>(currentUserQueryKey) ?? null;
      const current = cached();
      if (!current) {
        runAfterSignIn(retry);
        openLoginPanel("sign-in");
        return null;
      }
      const stored = readAuxEntry(current.id, target);
      const known = queryClient.getQueryData<Partial<Record<DownloadFormatName, 0 | 1>>>(downloadStatusQueryKey(target));
      if (!paysWithCredits(current, paidFormats(known, stored).has(format))) return current;
      // Short of credits for an unpaid format: the purchase / top-up dialog for this logo once
      // payments work (issue 16), else the credit check's own limit dialogs.
      const onShort =
        isAreaReady("payments") && isTaskTarget(target)
          ? () => openPayment({ tab: "package", designId: designIdOf(target), reason: "FREE_DOWNLOAD_LIMIT" })
          : undefined;
      const outcome = await creditCheck({
        required: (costs) => downloadCost(costs, format),
        confirm: true,
        freeCreditsPay: false,
        upgradeLimit: "FREE_DOWNLOAD_LIMIT",
        retry,
        onShort,
      });
      return outcome === "proceed" ? (cached() ?? current) : null;
    },
    [queryClient, target, creditCheck],
  );

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    void queryClient.invalidateQueries({ queryKey: creditSummaryQueryKey });
    void queryClient.invalidateQueries({ queryKey: downloadStatusQueryKey(target) });
  }, [queryClient, target]);

  const report = useCallback(
    (error: unknown) => {
      // 401 and 403 already opened the login panel or the limit dialog (api/client events).
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      toast.error(error instanceof Error && error.message ? error.message : t("downloads.failed"));
    },
    [t],
  );

  const download = useCallback(
    async function run(format: DownloadFormatName): Promise<DownloadOutcome | null> {
      const current = await gate(format, () => void run(format));
      if (!current) return null;
      const file = downloadFileName(name, fileIndex(target), extensions[format]);
      setBusy(format);
      try {
        const cached = readAuxEntry(current.id, target)[format];
        if (cached) {
          if (await storedFileExists(cached)) {
            await saveFile(cached, file);
            toast.success(t("downloads.done", { file }));
            return { format, purchased: false };
          }
          forgetAuxEntry(current.id, target, format);
        }
        const result = await downloadsApi.download(target, format);
        recordAuxEntry(current.id, target, format, result.url);
        setAux(readAuxEntry(current.id, target));
        await saveFile(result.url, file);
        toast.success(
          result.cost > 0
            ? t("downloads.doneCost", { file, count: result.cost })
            : result.source === "free_quota"
              ? t("downloads.doneFree", { file })
              : t("downloads.done", { file }),
        );
        const bought = result.source === "credits" || result.source === "free_quota";
        if (bought) setPurchased(true);
        return { format, result, purchased: bought };
      } catch (error) {
        report(error);
        return null;
      } finally {
        setBusy(null);
        refresh();
      }
    },
    [gate, name, refresh, report, t, target],
  );

  /** The favicon zip: cut from the transparent PNG, so it pays the PNG price unless that is paid. */
  const favicon = useCallback(
    async function run(): Promise<void> {
      if (!(await gate("png", () => void run()))) return;
      setBusy("favicon");
      try {
        // The server cuts and zips a dozen files: the full-screen loader shows while it works.
        const result = await withLoader("favicon-pack", () => downloadsApi.favicon(target));
        await saveFile(result.url, downloadFileName(name, fileIndex(target), "zip").replace(/\.zip$/, "-favicon.zip"));
        toast.success(result.cost > 0 ? t("downloads.doneCost", { file: "favicon.zip", count: result.cost }) : t("downloads.done", { file: "favicon.zip" }));
        if (result.cost > 0) setPurchased(true);
        setSnippet(result.html);
      } catch (error) {
        report(error);
      } finally {
        setBusy(null);
        refresh();
      }
    },
    [gate, name, refresh, report, t, target],
  );

  return {
    user,
    paid,
    statusLoading: status.isPending && status.fetchStatus !== "idle",
    busy,
    download,
    favicon,
    snippet,
    closeSnippet: () => setSnippet(null),
    purchased,
  };
}
