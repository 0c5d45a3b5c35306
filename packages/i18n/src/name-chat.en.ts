/** The name-suggestion chat (spec 03: the name chat dialog; 10 lines per answer, slogans of up to 3 words). */
export const nameChatEn = {
  open: "Need a name? Ask the name chat",
  title: "Business name ideas",
  intro: "Describe your business in a few words (what you do, where, the feeling you want). I suggest 10 names with short slogans.",
  placeholder: "e.g. a seaside coffee roastery",
  ask: "Suggest names",
  more: "More names",
  thinking: "Thinking of names…",
  you: "You",
  use: "Use this name",
  useLabel: "Make logos for {{name}}",
  failed: "The chat could not answer. Please try again.",
  empty: "Please describe your business first.",
};
