/** The brand kit page (/brand, issue 22): every brand asset the product makes, in one place. */
export const brandKitEn = {
  title: "Brand kit",
  lead: "Business cards, e-mail signatures, posters, animations and brand documents, made from your logo and its colours.",
  anyDesign: "Make one now",
  fromLogo: "From one of your saved logos",
  pickLogo: "Your logos",
  chosen: "{{name}} is chosen",
  noLogos: "Save a logo first: the animation, the slide deck and the Word brand guide are made from a saved logo.",
  makeLogo: "Make a logo",
  signIn: "Sign in to see your saved logos.",
  loadMore: "More logos",
  tools: {
    bizcard: { title: "Business cards", body: "Front and back from a template, your fields, print-ready PDF with bleed; a whole team's cards from one CSV." },
    signature: { title: "E-mail signatures", body: "A signature that keeps its layout in Gmail, Outlook and Apple Mail, copied in one click." },
    poster: { title: "Posters and social images", body: "Any size, from a template or a blank page, in the design editor." },
    vi: { title: "VI mockups", body: "Your logo on a letterhead, an envelope, a card, a mug, a bag, a sign and a shop front." },
    animation: { title: "Logo animation", body: "Draw-in, fade or bounce, as a GIF, a WebM video or a Lottie file." },
    ppt: { title: "Slide deck", body: "Your logo, colours, fonts and usage rules as a PowerPoint deck." },
    word: { title: "Word brand guide", body: "The same brand guide as a Word document." },
    profile: { title: "Social profile kit", body: "Profile pictures and covers for X, Facebook, LinkedIn and YouTube at their sizes." },
    center: { title: "All files of this logo", body: "PNG, SVG, PDF, EPS, favicons and social profile images in the download center." },
  },
};
