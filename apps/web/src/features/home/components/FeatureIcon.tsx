export type FeatureIconName = "logo" | "classic" | "image" | "edit" | "assets" | "photo" | "server";

/** Small line icons drawn here so the home page needs no icon font or extra request. */
const paths: Record<FeatureIconName, string> = {
  logo: "M12 3l2.6 5.6L20 9.5l-4 4 1 5.5-5-2.7-5 2.7 1-5.5-4-4 5.4-.9z",
  classic: "M4 6h7v7H4z M13 8h7 M13 11h5 M4 17h16 M4 20h10",
  image: "M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15.5 9.5a1.5 1.5 0 1 0 0-.01",
  edit: "M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4",
  assets: "M3 7h12v10H3z M9 3h12v10 M6 11h6 M6 14h4",
  photo: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c1-4.5 4.5-6 8-6s7 1.5 8 6",
  server: "M4 4h16v6H4z M4 14h16v6H4z M8 7h.01 M8 17h.01",
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
