import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type SampleUploadProps = {
  onFiles: (files: File[]) => void;
  className: string;
  children: ReactNode;
  testId?: string;
  /** Several files at once (default); the style manager takes one. */
  multiple?: boolean;
};

/** A file picker for sample designs (images only, several at once), drawn as its label. */
export function SampleUpload({ onFiles, className, children, testId, multiple = true }: SampleUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className={className} htmlFor={id} data-testid={testId} title={t("logoMaker.uploadHint")}>
      {children}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple={multiple}
        className="visually-hidden"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after removing it.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
