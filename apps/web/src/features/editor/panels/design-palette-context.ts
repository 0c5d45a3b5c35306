import { createContext } from "react";

/** The colour pickers' "Colours of this design" suggestions (picture-colors.ts `useDesignPalette`); none outside the editor. */
export const DesignPaletteContext = createContext<readonly string[]>([]);
