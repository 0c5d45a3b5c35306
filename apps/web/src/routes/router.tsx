import { createBrowserRouter } from "react-router";
import { generatorRoutes } from "../features/image-generator/generator-routes";
import { RootLayout } from "./RootLayout";
import { PageLoading } from "./PageLoading";
import { RouteError } from "./RouteError";

/**
 * Every page is a lazy route: its code is a separate chunk, so new areas never grow the
 * first download. Add an area by adding one entry here.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first lazy route's chunk loads.
      HydrateFallback: PageLoading,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import("./HomePage")).HomePage }) },
            // Spec 03's /home: the same home page, with 'Go to your saved logos'.
            { path: "home", lazy: async () => ({ Component: (await import("./HomePage")).HomePage }) },
            {
              path: "favourites",
              lazy: async () => ({ Component: (await import("../features/classic-maker/components/FavouritesPage")).FavouritesPage }),
            },
            { path: "signature", lazy: async () => ({ Component: (await import("../features/signatures/components/SignaturesPage")).SignaturesPage }) },
            { path: "credits", lazy: async () => ({ Component: (await import("../features/credits/components/CreditHistoryPage")).CreditHistoryPage }) },
            // The AI logo maker (/logo-maker, /logo-maker?name=) and its four-step variant's /make.
            ...["logo-maker", "make"].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import("../features/logo-maker/components/LogoMakerPage")).LogoMakerPage }),
            })),
            // The classic maker's create-logo entry (spec 03 section 2): /start?name= in Chinese, /generate?name= otherwise.
            ...["start", "generate"].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import("../features/classic-maker/components/ClassicMakerPage")).ClassicMakerPage }),
            })),
            {
              path: "download",
              lazy: async () => ({ Component: (await import("../features/download-center/components/DownloadCenterPage")).DownloadCenterPage }),
            },
            // The social profile kit (issue 22): a logo's profile pictures and covers (docs/profile-kit.md).
            {
              path: "download/profile",
              lazy: async () => ({ Component: (await import("../features/profile-kit/ProfileKitPage")).ProfileKitPage }),
            },
            // The brand documents (issue 22): the slide deck and the Word document of a logo.
            ...(["ppt", "word"] as const).map((kind) => ({
              path: `download/${kind}`,
              lazy: async () => {
                const { BrandDocsPage } = await import("../features/brand-docs/BrandDocsPage");
                return { Component: () => <BrandDocsPage kind={kind} /> };
              },
            })),
            // VI mockups (issue 22): a saved logo's VI scenes beside its download center, and the /vi/ page (docs/vi.md).
            { path: "download/vi", lazy: async () => ({ Component: (await import("../features/vi/ViDownloadPage")).ViDownloadPage }) },
            { path: "vi", lazy: async () => ({ Component: (await import("../features/vi/ViPage")).ViPage }) },
            // A saved logo's animation (issue 22): GIF, WebM, Lottie.
            {
              path: "download/animation",
              lazy: async () => ({ Component: (await import("../features/logo-animation/LogoAnimationPage")).LogoAnimationPage }),
            },
            {
              path: "logo/img/preview",
              lazy: async () => ({ Component: (await import("../features/download-center/components/MobilePreviewPage")).MobilePreviewPage }),
            },
            // A shared classic logo's public page (free logo by share, spec 03 section 9).
            { path: "share/:token", lazy: async () => ({ Component: (await import("../features/classic-maker/components/SharedLogoPage")).SharedLogoPage }) },
            { path: "pricing", lazy: async () => ({ Component: (await import("../features/payments/components/PricingPage")).PricingPage }) },
            // The sandbox provider's checkout page (a sandbox order's checkoutUrl).
            {
              path: "payment/sandbox/:orderId",
              lazy: async () => ({ Component: (await import("../features/payments/components/SandboxCheckoutPage")).SandboxCheckoutPage }),
            },
            // WeChat Pay H5 and Alipay wap come back here: the record check of that order.
            {
              path: "payment/return/:orderId",
              lazy: async () => ({ Component: (await import("../features/payments/components/PaymentReturnPage")).PaymentReturnPage }),
            },
            // The AI image generator: /design, /edit, /creations (now /edit) and the /design/* not-found catch-all.
            ...generatorRoutes,
            // The image tools (issue 19): /design/tools/?image= (the spec's form) and /design/tools?image=, apart from the editor's /design/*.
            { path: "design/tools", lazy: async () => ({ Component: (await import("../features/image-tools/components/ImageToolsPage")).ImageToolsPage }) },
            // The image generator's featured samples ('More Style' opens it in a new tab), before any other /design/{path}.
            { path: "design/inspiration", lazy: async () => ({ Component: (await import("../features/images/components/InspirationPage")).InspirationPage }) },
            {
              path: "admin/image-samples",
              lazy: async () => ({ Component: (await import("../features/images/components/AdminSamplesPage")).AdminSamplesPage }),
            },
            // The bulk image generator: scene-page mode whenever the path starts with it (spec 02 section 2).
            ...["design/bulk-image-generator", "design/bulk-image-generator/*"].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import("../features/image-generator/bulk/BulkGeneratorPage")).BulkGeneratorPage }),
            })),
            { path: "account", lazy: async () => ({ Component: (await import("../features/auth/components/ProfilePage")).ProfilePage }) },
            { path: "orders", lazy: async () => ({ Component: (await import("../features/orders/components/MyOrdersRoutes")).MyOrdersRoute }) },
            { path: "invoices", lazy: async () => ({ Component: (await import("../features/orders/components/MyOrdersRoutes")).MyInvoicesRoute }) },
            { path: "admin/orders", lazy: async () => ({ Component: (await import("../features/orders/components/AdminOrdersPage")).AdminOrdersPage }) },
            { path: "admin/revenue", lazy: async () => ({ Component: (await import("../features/orders/components/AdminRevenuePage")).AdminRevenuePage }) },
            { path: "admin/fonts", lazy: async () => ({ Component: (await import("../features/fonts/components/AdminFontsPage")).AdminFontsPage }) },
            // The affiliate programme (issue 23, docs/affiliate.md).
            { path: "affiliate", lazy: async () => ({ Component: (await import("../features/affiliate/AffiliatePage")).AffiliatePage }) },
            { path: "partner/:code", lazy: async () => ({ Component: (await import("../features/affiliate/PartnerLandingPage")).PartnerLandingPage }) },
            { path: "admin/affiliate", lazy: async () => ({ Component: (await import("../features/affiliate/AdminAffiliatePage")).AdminAffiliatePage }) },
            {
              path: "admin/contact-messages",
              lazy: async () => ({ Component: (await import("../features/contact/components/AdminContactMessagesPage")).AdminContactMessagesPage }),
            },
            // The logo API (issue 23, docs/logo-api.md): the admin's keys, and the partners' usage and docs.
            { path: "admin/logo-api", lazy: async () => ({ Component: (await import("../features/logo-api/AdminLogoApiPage")).AdminLogoApiPage }) },
            { path: "logo-api", lazy: async () => ({ Component: (await import("../features/logo-api/PartnerLogoApiPage")).PartnerLogoApiPage }) },
            { path: "designer", lazy: async () => ({ Component: (await import("../features/designer/components/DesignerPage")).DesignerPage }) },
            // Business cards (issue 22, spec 03's linked page /bizcard): docs/bizcard.md.
            // The brand kit in one place: the home page's 'Brand assets' card (issue 22).
            { path: "brand", lazy: async () => ({ Component: (await import("../features/brand-kit/BrandKitHubPage")).BrandKitHubPage }) },
            { path: "bizcard", lazy: async () => ({ Component: (await import("../features/bizcard/BizcardPage")).BizcardPage }) },
            // Bulk fill: one card per CSV row, zipped (docs/bulk-fill.md).
            { path: "bizcard/bulk", lazy: async () => ({ Component: (await import("../features/bizcard/BulkFillPage")).BulkFillPage }) },
            // The phone's page of the editor's mobile upload by QR code (the token is in the #fragment).
            { path: "mobile-upload", lazy: async () => ({ Component: (await import("../features/editor/uploads/MobileUploadPage")).MobileUploadPage }) },
            { path: "wechat/scan", lazy: async () => ({ Component: (await import("../features/auth/components/WechatScanPage")).WechatScanPage }) },
            // The cn site's sandbox messaging-app payment: what a payment QR encodes without WeChat Pay or Alipay keys.
            { path: "payment/scan/:orderId", lazy: async () => ({ Component: (await import("../features/qr-pay/components/QrPayScanPage")).QrPayScanPage }) },
            { path: "*", lazy: async () => ({ Component: (await import("./NotFoundPage")).NotFoundPage }) },
          ],
        },
      ],
    },
  ]);
}
