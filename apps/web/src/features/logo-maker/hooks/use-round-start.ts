import { useCallback, useEffect, useRef, useState, type Dispatch } from "react";
import { ApiError } from "../../../api/client";
import { withLoader } from "../../../ui/loader-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { briefOf } from "../logo-brief";
import { dataUrlToBlob, readSampleImage, saveCustomCases, uploadMessageOf, type UploadMessage } from "../sample-uploads";
import type { WizardAction, WizardState } from "../wizard-machine";
import type { LogoRequest } from "./use-logo-generation";

/**
 * Starts one batch per generation the reducer accepted, uploading the user's own picks first (each
 * data URL once, however many rounds use it), and reads the files the user adds as sample designs.
 * `uploadProblem` is an i18n key: why a chosen or uploaded sample design was refused.
 */
export function useRoundStart(
  state: WizardState,
  variant: "prompt" | "name",
  start: (request: LogoRequest) => Promise<unknown>,
  dispatch: Dispatch<WizardAction>,
) {
  const [uploadProblem, setUploadProblem] = useState<UploadMessage | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Data URL -> stored /oss path, so a picked upload is sent once however many batches use it. */
  const uploaded = useRef(new Map<string, string>());
  const started = useRef(0);
  // The batch starts in this effect, after step 5's first paint: until then the results say
  // 'Generating Logos...' rather than flashing the no-results text.
  const [startedGeneration, setStartedGeneration] = useState(0);

  useEffect(() => {
    if (state.generation <= started.current) return;
    started.current = state.generation;
    setStartedGeneration(state.generation);
    const request = briefOf(state, variant);
    const pending = state.references.filter((url) => url.startsWith("data:"));
    if (pending.length === 0) {
      void start(request);
      return;
    }
    setUploadProblem(null);
    setUploading(true);
    // The round cannot start before the user's own picks are stored: the full-screen loader shows meanwhile.
    void withLoader("logo-round-uploads", () =>
      Promise.all(
        pending.map(async (url) => {
          const known = uploaded.current.get(url);
          if (known) return known;
          const image = await logoMakerApi.uploadImage(dataUrlToBlob(url));
          uploaded.current.set(url, image.src);
          return image.src;
        }),
      ),
    )
      .then((sources) => start({ ...request, filesUrl: [...sources, ...request.filesUrl] }))
      .catch((error: unknown) => setUploadProblem(error instanceof ApiError ? uploadMessageOf(error.error) : "errors.network"))
      .finally(() => setUploading(false));
  }, [state, start, variant]);

  // The custom case store follows the wizard's list.
  useEffect(() => {
    saveCustomCases(state.customCases.map((c) => c.url));
  }, [state.customCases]);

  const addFiles = useCallback(
    async (files: File[]) => {
      setUploadProblem(null);
      const urls: string[] = [];
      for (const file of files) {
        const read = await readSampleImage(file);
        if (read.ok) urls.push(read.dataUrl);
        else setUploadProblem(read.problem);
      }
      if (urls.length > 0) dispatch({ type: "addUploads", urls });
    },
    [dispatch],
  );

  return { uploadProblem, uploading, startedGeneration, addFiles };
}
