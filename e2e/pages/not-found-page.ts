import type { Locator } from "playwright-core";
import { AppPage } from "./app-page";

export class NotFoundPage extends AppPage {
  get root(): Locator {
    return this.page.getByTestId("not-found");
  }

  get backHomeLink(): Locator {
    return this.root.getByRole("link");
  }
}
