import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OrdersMenuLinks } from "../../orders/components/OrdersMenuLinks";
import { Modal } from "../../../ui/Modal";
import { Tooltip } from "../../../ui/Tooltip";
import { useLatestLogo } from "../../images/hooks/use-works";
import { jumpToResults } from "../../logo-maker/results-jump";
import { openLoginPanel } from "../../session/login-panel-store";
import { activeVipUntil, isProNow, useCurrentUser } from "../hooks/use-current-user";
import { logout } from "../logout";
import "../auth.css";

// Admin tools load only for admins: everyone else's first download does not carry them.
const AdminMenuItems = lazy(async () => ({ default: (await import("../../showcase/components/AdminMenuItems")).AdminMenuItems }));
const AdminOverlays = lazy(async () => ({ default: (await import("../../showcase/components/AdminMenuItems")).AdminOverlays }));

// Loaded when opened: it brings the download popover, which the first page load does not need.
const MyLogosOverlay = lazy(() => import("../../images/components/MyLogosOverlay").then((m) => ({ default: m.MyLogosOverlay })));
// The icon design modal comes with it: loaded when the latest-design thumbnail is clicked.
const LatestResults = lazy(() => import("../../logo-maker/components/LatestResults").then((m) => ({ default: m.LatestResults })));

function Crown() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" className="vip-crown-icon">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The header's account control. A visitor sees the grey 'Visitor' avatar, which opens the login
 * panel; a user sees their avatar, AI credits, the VIP crown while Pro lasts, and a menu with logout.
 */
export function AvatarMenu() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { user, loading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [myLogos, setMyLogos] = useState(false);
  const [latestOpen, setLatestOpen] = useState(false);
  const latest = useLatestLogo(user !== null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (loading) return <span className="avatar avatar-placeholder" aria-hidden="true" />;

  if (!user) {
    return (
      <button type="button" className="avatar-button" onClick={() => openLoginPanel("sign-in")} data-testid="visitor-avatar" aria-label={t("auth.signIn")}>
        <span className="avatar avatar-visitor" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20">
            <circle cx="12" cy="9" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        </span>
        <span className="avatar-label">{t("auth.visitor")}</span>
      </button>
    );
  }

  const pro = isProNow(user);
  const vipUntil = activeVipUntil(user);
  const initial = (user.name || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <div className="avatar-menu" ref={root} data-testid="avatar-menu">
      <span className="avatar-credits" data-testid="avatar-credits" title={t("auth.credits")}>
        {t("auth.creditsCount", { count: user.ai_credits })}
      </span>
      {pro ? (
        <Tooltip content={vipUntil ? t("auth.vipUntil", { date: vipUntil.toLocaleDateString(i18n.language === "zh" ? "zh-CN" : "en") }) : t("auth.vipNoEnd")}>
          <span className="vip-crown" tabIndex={0} data-testid="vip-crown">
            <Crown />
          </span>
        </Tooltip>
      ) : null}
      {latest.data ? (
        // Spec 02 section 2: the latest-designs thumbnail opens the results: the maker's own when it
        // has some from this visit, else the latest design in the icon design modal (docs/logo-maker.md).
        <button
          type="button"
          className="avatar-latest"
          onClick={() => {
            if (!jumpToResults()) setLatestOpen(true);
          }}
          title={t("myLogos.latest")}
          aria-label={t("myLogos.latest")}
          data-testid="latest-logo"
        >
          <img src={latest.data.preview || latest.data.src} alt="" width={32} height={32} />
        </button>
      ) : null}
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("auth.accountMenu")}
        onClick={() => setOpen((value) => !value)}
      >
        {user.avatar ? <img className="avatar" src={user.avatar} alt="" width={32} height={32} /> : <span className="avatar avatar-initial">{initial}</span>}
      </button>
      {open ? (
        <div className="avatar-dropdown" role="menu">
          <p className="avatar-dropdown-name">{user.name}</p>
          {user.email ? <p className="avatar-dropdown-email">{user.email}</p> : null}
          <button
            type="button"
            role="menuitem"
            className="avatar-dropdown-item"
            data-testid="my-logos-link"
            onClick={() => {
              setOpen(false);
              setMyLogos(true);
            }}
          >
            {t("myLogos.menuLink")}
          </button>
          <Link role="menuitem" className="avatar-dropdown-item" to="/account" onClick={() => setOpen(false)}>
            {t("auth.profile")}
          </Link>
          <Link role="menuitem" className="avatar-dropdown-item" to="/credits" onClick={() => setOpen(false)} data-testid="credit-history-link">
            {t("credits.menuLink")}
          </Link>
          <Link role="menuitem" className="avatar-dropdown-item" to="/edit" onClick={() => setOpen(false)} data-testid="creations-link">
            {t("images.menuLink")}
          </Link>
          <OrdersMenuLinks admin={user.is_admin} designer={user.designer_type > 0} onChoose={() => setOpen(false)} />
          {user.is_admin ? (
            <Link
              role="menuitem"
              className="avatar-dropdown-item"
              to="/admin/contact-messages"
              onClick={() => setOpen(false)}
              data-testid="contact-messages-link"
            >
              {t("contact.admin.menuLink")}
            </Link>
          ) : null}
          {user.is_admin ? (
            <Suspense fallback={null}>
              <AdminMenuItems onChoose={() => setOpen(false)} />
            </Suspense>
          ) : null}
          <button
            type="button"
            role="menuitem"
            className="avatar-dropdown-item"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            {t("auth.logout")}
          </button>
        </div>
      ) : null}
      {latestOpen && latest.data ? (
        <Suspense fallback={null}>
          <LatestResults latest={latest.data} onClose={() => setLatestOpen(false)} />
        </Suspense>
      ) : null}
      {myLogos ? (
        <Suspense fallback={null}>
          <MyLogosOverlay open onClose={() => setMyLogos(false)} />
        </Suspense>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("auth.logoutConfirmTitle")}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" data-autofocus data-testid="confirm-logout" onClick={() => void logout(queryClient)}>
              {t("auth.logout")}
            </button>
          </>
        }
      >
        <p>{t("auth.logoutConfirm")}</p>
      </Modal>
      {user.is_admin ? (
        <Suspense fallback={null}>
          <AdminOverlays />
        </Suspense>
      ) : null}
    </div>
  );
}
