/**
 * Commerce texts the server writes (issue 16): catalogue product titles and descriptions (the
 * spec's pricing-plan fields) and the sandbox card processor's answers. The browser's checkout
 * texts live beside them under `payment`.
 */
export const commerceEn = {
  products: {
    credits: { title: "{{credits}} AI credits", description: "A one-off pack of {{credits}} AI credits for logos, images and AI tools." },
    pro: { title: "Pro", description: "Unlimited downloads of all templates and {{credits}} AI credits every month." },
    basic: { title: "Basic package", description: "JPG and PNG files at 800x600 for your website." },
    professional: {
      title: "Professional package",
      description:
        "Everything in Basic, vector files (SVG, EPS, PDF), high resolution 2400x1800, custom sizes up to 5000 px, avatar and icon sizes with the favicon pack.",
    },
    brand: {
      title: "Brand package",
      description:
        "Everything in Professional, logo animation, brand documents in Word and PPT, VI mockups, business card, and one month of the brand platform.",
    },
    poster: { title: "Poster download", description: "Download this poster in full quality." },
    bizcard: { title: "Business card download", description: "Download this business card, print ready." },
    logoanimate: { title: "Logo animation download", description: "Download the animation of this logo." },
    ppt: { title: "PPT download", description: "Download this presentation." },
    designer: { title: "Designer fix", description: "A designer adjusts your logo within {{days}} days, with up to {{revisions}} revisions." },
  },
  sandbox: {
    declined: "Your card was declined.",
    insufficientFunds: "Your card has insufficient funds.",
    incorrectNumber: "Your card number is incorrect.",
  },
};
