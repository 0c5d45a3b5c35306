import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { ApiEventBridge } from "../api/ApiEventBridge";
import { AvatarMenu } from "../features/auth/components/AvatarMenu";
import { SignInHashHandler } from "../features/auth/components/SignInHashHandler";
import { LogoMakerNavLink } from "../features/logo-maker/components/LogoMakerNavLink";
import { LimitModalHost } from "../features/limits/components/LimitModalHost";
import { CreditConfirmHost } from "../features/credits/components/CreditConfirmHost";
import { VerifyEmailBanner } from "../features/auth/components/VerifyEmailBanner";
import { CaptchaWidgetHost } from "../features/auth/components/CaptchaWidgetHost";
import { ContactDialogMount } from "../features/contact/components/ContactDialogMount";
import { ContactLinks } from "../features/contact/components/ContactLinks";
import { LoginPanelHost } from "../features/session/components/LoginPanelHost";
import { PaymentMount } from "../features/payments/components/PaymentMount";
import { ReferralTracker } from "../features/affiliate/ReferralTracker";
import { ServerVersion } from "../features/system/components/ServerVersion";
import { LanguageSync } from "../i18n/LanguageSync";
import { BackToTop } from "../ui/BackToTop";
import { DragOverlay } from "../ui/DragOverlay";
import { FullScreenLoader } from "../ui/FullScreenLoader";
import { Toaster } from "../ui/Toaster";
import { useIsMobile } from "../ui/use-media-query";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** The frame of every page plus the app-wide hosts (toasts, loader, dialogs, drag overlay). */
export function RootLayout() {
  const { t } = useTranslation();
  const mobile = useIsMobile();

  useEffect(() => {
    document.documentElement.classList.toggle("is-mobile", mobile);
  }, [mobile]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand" aria-label={t("app.name")}>
            <span className="brand-mark" aria-hidden="true">
              L
            </span>
            <span className="brand-name">{t("app.name")}</span>
          </Link>
          <div className="site-header-actions">
            <LogoMakerNavLink />
            <LanguageSwitcher />
            <AvatarMenu />
          </div>
        </div>
      </header>
      <VerifyEmailBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <ContactLinks />
        <p>{t("home.footer")}</p>
        <ServerVersion />
      </footer>
      <LanguageSync />
      <ApiEventBridge />
      <Toaster />
      <FullScreenLoader />
      <DragOverlay />
      <BackToTop />
      <LoginPanelHost />
      <ContactDialogMount />
      <CaptchaWidgetHost />
      <SignInHashHandler />
      <LimitModalHost />
      <CreditConfirmHost />
      <PaymentMount />
      <ReferralTracker />
      <ScrollRestoration />
    </>
  );
}
