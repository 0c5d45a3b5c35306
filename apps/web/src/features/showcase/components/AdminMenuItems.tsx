import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsMobile } from "../../../ui/use-media-query";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { adminDesignStore, closeAdminOverlay, openAdminOverlay, useAdminDesign, useAdminOverlay } from "../admin-overlay-store";

// The admin overlays are their own chunk: most people never load them.
const ShowcaseOverlay = lazy(async () => ({ default: (await import("./ShowcaseOverlay")).ShowcaseOverlay }));
const AdminTestPanel = lazy(async () => ({ default: (await import("./AdminTestPanel")).AdminTestPanel }));
const IconDesignModal = lazy(async () => ({ default: (await import("../../logo-maker/icon-design/IconDesignModal")).IconDesignModal }));
const StyleManager = lazy(async () => ({ default: (await import("../../logo-maker/components/StyleManager")).StyleManager }));

const menuKeys = { showcase: "showcase.menuLink", test: "showcase.test.menuLink", styles: "logoMaker.styleManager.menu" } as const;

/** Admin tools are for admins on a desktop-wide window only (spec 02 sections 2 and 6; mobile is up to 768 px). */
function useAdminDesktop(): boolean {
  const { user } = useCurrentUser();
  const mobile = useIsMobile();
  return user?.is_admin === true && !mobile;
}

/** The avatar menu's admin entries: Showcase, 'test for admin', Logo Style Management and the image samples page. Nothing for anyone else. */
export function AdminMenuItems({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  if (!useAdminDesktop()) return null;
  return (
    <>
      {(["showcase", "test", "styles"] as const).map((overlay) => (
        <button
          key={overlay}
          type="button"
          role="menuitem"
          className="avatar-dropdown-item"
          data-testid={`admin-${overlay}-link`}
          onClick={() => {
            onChoose();
            openAdminOverlay(overlay);
          }}
        >
          {t(menuKeys[overlay])}
        </button>
      ))}
      <Link role="menuitem" className="avatar-dropdown-item" to="/admin/image-samples" onClick={onChoose} data-testid="admin-image-samples-link">
        {t("images.samples.menuLink")}
      </Link>
      <Link role="menuitem" className="avatar-dropdown-item" to="/admin/fonts" onClick={onChoose} data-testid="admin-fonts-link">
        {t("ui.fontsAdminLink")}
      </Link>
    </>
  );
}

/** Renders the open admin overlay, or a showcase logo in the icon design modal (mounted once, next to the avatar menu). */
export function AdminOverlays() {
  const overlay = useAdminOverlay();
  const design = useAdminDesign();
  const allowed = useAdminDesktop();
  if (!allowed || (overlay === null && design === null)) return null;
  return (
    <Suspense fallback={null}>
      {overlay === "showcase" ? <ShowcaseOverlay open onClose={closeAdminOverlay} /> : null}
      {overlay === "styles" ? <StyleManager onClose={closeAdminOverlay} /> : null}
      {overlay === "image-styles" ? <StyleManager onClose={closeAdminOverlay} initialProduct="aiimage" /> : null}
      {overlay === "test" ? <AdminTestPanel open onClose={closeAdminOverlay} /> : null}
      {design && overlay === null ? <IconDesignModal designs={[design]} initial={design} onClose={() => adminDesignStore.set(null)} /> : null}
    </Suspense>
  );
}
