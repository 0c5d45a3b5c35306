import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ClassicLogo } from "@studio/contracts";
import { mockupScenes, type MockupScene } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { fetchMockupPreview, logoPngDataUrl } from "../api/mockup-preview-api";

/**
 * The logo on the mockup renderer's scenes (business card, shirt, mug, sign, storefront, letterhead, envelope, bag), drawn by the
 * server for free (POST /api/mockups/preview). Asked for only when the dialog opens; each answer is
 * kept by the design's token and scene, so reopening the same logo asks nothing again.
 */
export function MockupPreview({ logo, onClose }: { logo: ClassicLogo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={logo !== null} onClose={onClose} title={t("classicMaker.mockups")} width={900}>
      {logo ? (
        <ul className="cm-mockups" data-testid="cm-mockups">
          {mockupScenes.map((scene) => (
            <li key={scene} className="cm-mockup">
              <SceneImage logo={logo} scene={scene} />
              <span className="cm-mockup-label">{t(`classicMaker.mockupScenes.${scene}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

function SceneImage({ logo, scene }: { logo: ClassicLogo; scene: MockupScene }) {
  const { t } = useTranslation();
  const png = useQuery({
    queryKey: ["classic", "mockup-logo", logo.token],
    queryFn: () => logoPngDataUrl(logo.svg, logo.width, logo.height),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  const preview = useQuery({
    queryKey: ["classic", "mockup", logo.token, scene],
    queryFn: ({ signal }) => fetchMockupPreview(png.data as string, scene, signal),
    enabled: png.data !== undefined,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
  const src = useObjectUrl(preview.data);
  const alt = t(`classicMaker.mockupScenes.${scene}`);
  if (src) return <img src={src} alt={alt} width={640} height={480} />;
  if (png.isError || preview.isError)
    return (
      <span className="cm-mockup-status" role="alert">
        {t("classicMaker.mockupFailed")}
      </span>
    );
  return (
    <span className="cm-mockup-status" aria-busy="true">
      {t("classicMaker.mockupLoading")}
    </span>
  );
}

/** An object URL for a blob, freed when the blob changes or the image goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
