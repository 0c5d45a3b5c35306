import { redirect, type RouteObject } from "react-router";

/**
 * The image generator's routes (spec 02 section 2), spread into the app's router: one layout for
 * /design (playground) and /edit (creations), so the form and the running tasks stay when the tab
 * changes; /creations, the old address of the creations list, redirects to /edit (query kept). Any
 * other /design/{path} belongs to the design editor (issue 21,
 * never the generator); /design/tools/ is the image tools' page (issue 19, its own route).
 * The editor answers the not-found page itself for /design/{path} it does not know.
 */
/** The tab routes draw nothing themselves: the layout above them is the page. */
const Nothing = () => null;

export const generatorRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import("./components/GeneratorPage")).GeneratorPage }),
    children: [
      { path: "design", Component: Nothing },
      { path: "edit", Component: Nothing },
    ],
  },
  { path: "creations", Component: Nothing, loader: ({ request }) => redirect(`/edit${new URL(request.url).search}`) },
  { path: "design/*", lazy: async () => ({ Component: (await import("../editor/page/EditorPage")).EditorPage }) },
];
