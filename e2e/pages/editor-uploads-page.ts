import type { Locator } from "playwright-core";
import { EditorPage } from "./editor-page";

type Link = { id: string; url: string; expires_at: string };
type PhoneFile = { seq: number; src: string; name: string; width: number; height: number };

/** The editor's uploads as the signed-in user: the phone's link (what its QR code encodes) and the poll of what arrived. */
export class EditorUploadsPage extends EditorPage {
  async signInNewUser(email: string): Promise<void> {
    await this.goto("/?lang=en");
    await this.openLoginPanel();
    await this.signInWithEmailCode(email);
  }

  private async csrf(): Promise<string> {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  }

  async createPhoneLink(design: string): Promise<Link> {
    const response = await this.page.request.post(`${this.baseURL}/api/user/ai-design/mobile-upload`, {
      data: { design },
      headers: { "x-csrf-token": await this.csrf() },
    });
    if (response.status() !== 200) throw new Error(`mobile-upload link: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: Link }).data;
  }

  async phoneFiles(linkId: string): Promise<PhoneFile[]> {
    const response = await this.page.request.get(`${this.baseURL}/api/user/ai-design/mobile-upload/${linkId}/files?after=0`);
    return ((await response.json()) as { data: { files: PhoneFile[] } }).data.files;
  }

  /** The progress list's row of a file, by its name (its data-status is the upload status). */
  uploadRow(name: string): Locator {
    return this.page.getByTestId("editor-uploads").locator("li").filter({ hasText: name });
  }

  get phoneInput(): Locator {
    return this.page.getByTestId("mobile-upload-input");
  }

  get phoneSent(): Locator {
    return this.page.getByTestId("mobile-upload-sent");
  }
}
