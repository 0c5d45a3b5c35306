/**
 * Spec 02 section 1: visitors type a business name and, optionally, what the business does, in one
 * box. This splits that text into the logo's name and its description:
 * - "Bean There, a coffee shop" / "Bean There - a coffee shop" / "Bean There: ..." -> name before the
 *   separator, description after it; "Bean There is a coffee shop" likewise;
 * - a text that only describes ("a coffee shop", "a women's fitness club", "一家咖啡店") -> a short name
 *   derived from it (up to three words of its head, title-cased: "Coffee Shop", "Women's Fitness
 *   Club"; Chinese: the text without 一家/一个, at most 6 characters) and the whole text as description;
 * - anything else is the name itself (cut to 40 characters; longer text also becomes the description).
 */
export type BriefText = { name: string; description?: string };

const maxName = 40;
const article = /^(?:a|an|the|my|our|logo (?:for|of))\s+/i;
const zhArticle = /^(?:一家|一个|一间|一所|一位)/u;
/** Words that end the head of a description ("a coffee shop in Paris" -> "coffee shop"). */
const headEnd = /\s(?:in|at|on|for|with|that|which|who|where|from|near|by|selling|serving|offering|and|of)\s.*$/i;

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function derivedName(description: string): string {
  const body = description.replace(article, "").trim();
  if (/[\u3400-\u9fff]/u.test(body))
    return (
      body
        .replace(zhArticle, "")
        .replace(/[，。,.!！].*$/u, "")
        .slice(0, 6) || "品牌"
    );
  const head = body.replace(headEnd, "").replace(/[.!?;,]+$/, "");
  return titleCase(head.split(/\s+/).slice(0, 3).join(" ")).slice(0, maxName) || "Brand";
}

function isDescription(text: string): boolean {
  return article.test(text) || zhArticle.test(text);
}

export function briefFromPrompt(prompt: string): BriefText {
  const text = prompt.trim().replace(/\s+/g, " ");
  if (!text) return { name: "" };
  const separated = /^(.{1,40}?)\s*(?:[,，:：|]|\s[-–—]\s|\sis\s(?=(?:a|an|the)\s))\s*(.+)$/iu.exec(text);
  if (separated?.[1] && separated[2] && !isDescription(separated[1])) {
    return { name: separated[1].trim(), description: separated[2].trim() };
  }
  if (isDescription(text)) return { name: derivedName(text), description: text };
  if (text.length <= maxName) return { name: text };
  return { name: derivedName(text), description: text };
}
