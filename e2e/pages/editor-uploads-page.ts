import type { Locator } from "playwright-core";
import { EditorPage } from "./editor-page";

/** The editor's uploads as the signed-in user, and the phone's upload page. */
export class EditorUploadsPage extends EditorPage {
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
