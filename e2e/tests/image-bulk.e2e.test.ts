import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { unzip } from "../harness/zip";
import { ImageBulkPage } from "../pages/image-bulk-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8;

describe("bulk image generator", () => {
  const browser = useBrowser();

  it("a new user's 5 lines become 5 tasks with their own progress; a cancelled line is refunded and retried alone; one zip holds the 5 images; a reload shows the bulk again", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ImageBulkPage(page, browser.baseURL);
    await app.signInNewUser(unique("bulk"));
    await app.goto("/design/bulk-image-generator?lang=en");
    expect(await app.headingText()).toBe("Bulk image generator");
    const before = await app.creditCount();

    await app.prompts.fill("a red fox in the snow\n\na lighthouse at dusk\na bowl of ramen, top view\na paper boat on a pond\na hot air balloon over hills\n");
    await expect.poll(() => page.getByTestId("bulk-count").textContent()).toContain("Lines: 5");
    await page.getByLabel("Images per line").selectOption("1");
    // The price in force before spending: 5 lines at the cost table's per-line price (4 with no reference image).
    await expect.poll(() => app.cost.getAttribute("data-total")).toBe("20");

    // The bulk's answer names its tasks; the last line's task is cancelled at once (it waits behind the others).
    const submitted = page.waitForResponse((response) => response.url().endsWith("/api/ai-design/bulks") && response.request().method() === "POST");
    await app.generateButton.click();
    const created = (await (await submitted).json()) as { data: { bulkId: string; taskIds: string[] } };
    expect(created.data.taskIds).toHaveLength(5);
    const cancelled = await page.request.post(`${browser.baseURL}/api/ai-design/tasks/${created.data.taskIds[4]}/cancel`, {
      headers: { "x-csrf-token": await app.csrf(), "x-requested-with": "XMLHttpRequest" },
    });
    expect(cancelled.status()).toBe(200);

    await expect.poll(() => page.url()).toContain(`bulk=${created.data.bulkId}`);
    await expect.poll(() => app.lines.count()).toBe(5);
    expect(await app.line(1).textContent()).toContain("a red fox in the snow");
    // Four lines finish, each with its one image; the cancelled one says so and offers a retry of that line.
    await expect.poll(() => page.locator('[data-testid="bulk-line"][data-status="done"]').count(), { timeout: 60_000 }).toBe(4);
    await expect.poll(() => app.line(5).getAttribute("data-status")).toBe("failed");
    expect(await app.results.count()).toBe(4);
    // The refund shows in the header without a reload: 5 charges, 1 returned.
    await expect.poll(() => app.creditCount()).toBe(before - 16);
    await screenshot(page, "image-bulk-failed-line");

    await app.line(5).getByRole("button", { name: "Retry line 5" }).click();
    await expect.poll(() => app.line(5).getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    expect(await app.results.count()).toBe(5);
    await expect.poll(() => app.creditCount()).toBe(before - 20);
    expect(await page.getByRole("heading", { name: "5 of 5 lines done" }).count()).toBe(1);

    // One zip with the 5 images, read with a real unzip.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("bulk-zip").click()]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const entries = unzip(await readFile(path));
    expect(entries.size).toBe(5);
    for (const [name, bytes] of entries) expect(isPng(bytes) || isWebp(bytes) || isJpeg(bytes), name).toBe(true);
    await screenshot(page, "image-bulk-done");

    // The bulk is in the address: a reload shows the same 5 lines and images again.
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="bulk-line"][data-status="done"]').count()).toBe(5);
    expect(await app.results.count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it("reads a CSV file's prompt column (quotes, commas, line breaks, BOM, CRLF), says when there is none, and fits a 390 px phone in Chinese", async () => {
    const { page, errors } = await browser.newPage(phone);
    const app = new ImageBulkPage(page, browser.baseURL);
    await app.signInNewUser(unique("bulk-csv"));
    await app.goto("/design/bulk-image-generator?lang=en");

    await app.pickCsv("no-prompt.csv", "text,size\na fox,1:1\n");
    await page.getByText("This CSV file has no prompt column.", { exact: false }).waitFor();

    await app.pickCsv("prompts.csv", '\uFEFFid,prompt,note\r\n1,"a cat, sleeping",x\r\n2,"a sign saying ""open""\r\non two lines",y\r\n3,,z\r\n');
    await page.getByText("Prompts from prompts.csv: 2").waitFor();
    const listed = await page.getByTestId("bulk-csv").locator("li").allTextContents();
    // A quoted line break stays part of its prompt (the file's CRLF inside the quotes included).
    expect(listed).toEqual(["a cat, sleeping", 'a sign saying "open"\r\non two lines']);
    await expect.poll(() => app.cost.getAttribute("data-total")).toBe("8");
    expect(await app.overflowsHorizontally()).toBe(false);

    await app.goto("/design/bulk-image-generator?lang=zh");
    expect(await app.headingText()).toBe("批量生图");
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "image-bulk-phone-zh");
    expect(errors).toEqual([]);
  });
});
