/** The user's works (issue 21): the 'My designs' side bar of spec 03 section 2 and the editor's save messages. */
export const worksEn = {
  title: "My designs",
  tabsLabel: "Kinds of design",
  tabs: { all: "All", logo: "LOGO", bizcard: "BizCard", design: "Design", signature: "Sign", vi: "VI", invoice: "Invoice" },
  empty: "No designs here yet.",
  loadMore: "Load more",
  noPreview: "No preview yet",
  open: "Open",
  openNamed: "Open {{name}}",
  duplicate: "Duplicate",
  remove: "Delete",
  confirmRemove: "Delete for good?",
  cancel: "Cancel",
  copied: "A copy was made.",
  duplicateFailed: "The copy could not be made, please try again later.",
  // Spec 03 section 8's words.
  deleteFailed: "Delete failed",
  saveFailed: "Save failed",
  nameRequired: "Design name is required.",
  templateNameRequired: "Template name is required.",
  updated: "Changed {{when}}",
};
