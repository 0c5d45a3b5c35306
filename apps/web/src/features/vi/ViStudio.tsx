import type { ViScene } from "@studio/contracts/plain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { downloadCenterHref } from "../download-center/center-links";
import { viApi, viSceneUrl, viZipUrl } from "./vi-api";
import "./vi.css";

const accessText = { staff: "vi.accessStaff", pro: "vi.accessPro", package: "vi.accessPackage" } as const;

/**
 * A saved logo on every VI scene (issue 22): the renderer's previews, a tick per scene for the set,
 * 'Save the VI set' (the owner), and with the right (staff, Pro, the Brand package: the server
 * decides) each scene's full PNG and the chosen ones as a zip. Shared by /vi/ and /download/vi.
 */
export function ViStudio({ faId }: { faId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const view = useQuery({ queryKey: ["vi", faId], queryFn: ({ signal }) => viApi.view(faId, signal), retry: false });
  // The user's ticks; until they change one, the saved set's scenes (or every scene).
  const [ticked, setTicked] = useState<ViScene[] | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<ViScene>>(new Set());
  // Scenes are drawn on request, two at a time on the server: until a picture arrives its tile says so.
  const [drawn, setDrawn] = useState<ReadonlySet<ViScene>>(new Set());
  const save = useMutation({
    mutationFn: (scenes: ViScene[]) => viApi.save(faId, scenes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["vi", faId] });
      void queryClient.invalidateQueries({ queryKey: ["vi-cards"] });
    },
  });

  if (view.isPending) return <div className="vi-studio" aria-busy="true" />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <div className="vi-studio">
        <p data-testid="vi-message">{missing ? t("vi.notFound") : t("vi.loadFailed")}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void view.refetch()}>
            {t("vi.retry")}
          </button>
        )}
      </div>
    );
  }

  const data = view.data;
  const chosen = ticked ?? data.card?.scenes ?? data.scenes;
  const toggle = (scene: ViScene, on: boolean) => {
    const next = data.scenes.filter((s) => (s === scene ? on : chosen.includes(s)));
    setTicked(next);
    save.reset();
  };

  return (
    <div className="vi-studio" data-testid="vi-studio" data-access={data.access ?? "none"}>
      {data.name ? <p className="vi-name">{data.name}</p> : null}
      <ul className="vi-scenes" data-testid="vi-scenes">
        {data.scenes.map((scene) => {
          const label = t(`classicMaker.mockupScenes.${scene}`);
          return (
            <li key={scene} className="vi-scene" data-testid={`vi-scene-${scene}`}>
              {failed.has(scene) ? (
                <p className="vi-scene-failed" role="alert">
                  {t("vi.sceneFailed")}
                </p>
              ) : (
                <div className="vi-scene-picture" aria-busy={!drawn.has(scene)}>
                  <img
                    src={viSceneUrl(faId, scene, "preview")}
                    alt={label}
                    width={640}
                    height={480}
                    onLoad={() => setDrawn((current) => new Set(current).add(scene))}
                    onError={() => setFailed((current) => new Set(current).add(scene))}
                  />
                  {drawn.has(scene) ? null : <span className="vi-scene-drawing">{t("vi.drawing")}</span>}
                </div>
              )}
              <div className="vi-scene-bar">
                <span className="vi-scene-label">{label}</span>
                <label className="vi-scene-include">
                  <input
                    type="checkbox"
                    checked={chosen.includes(scene)}
                    onChange={(event) => toggle(scene, event.target.checked)}
                    data-testid={`vi-include-${scene}`}
                  />
                  {t("vi.include")}
                </label>
                {data.access ? (
                  <a className="button button-small" href={viSceneUrl(faId, scene, "full")} download data-testid={`vi-download-${scene}`}>
                    {t("vi.download")}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="vi-actions">
        {data.owner ? (
          <button
            type="button"
            className="button button-primary"
            disabled={save.isPending || chosen.length === 0}
            onClick={() => save.mutate(chosen)}
            data-testid="vi-save"
          >
            {save.isPending ? t("vi.saving") : t("vi.save")}
          </button>
        ) : null}
        {data.access && chosen.length > 0 ? (
          <a className="button" href={viZipUrl(faId, chosen)} download data-testid="vi-download-all">
            {t("vi.downloadAll")}
          </a>
        ) : null}
        <span className="vi-status" aria-live="polite" data-testid="vi-status">
          {chosen.length === 0
            ? t("vi.chooseOne")
            : save.isSuccess
              ? t("vi.saved")
              : save.isError
                ? t("vi.saveFailed")
                : data.card
                  ? t("vi.savedSet", { count: data.card.scenes.length })
                  : ""}
        </span>
      </div>
      {data.access ? (
        <p className="vi-note">{t(accessText[data.access])}</p>
      ) : (
        <p className="vi-note" data-testid="vi-locked">
          {t("vi.locked")} <Link to={downloadCenterHref(`logo:${faId}`)}>{t("vi.seePackages")}</Link> · <Link to="/pricing">{t("vi.seePro")}</Link>
        </p>
      )}
    </div>
  );
}
