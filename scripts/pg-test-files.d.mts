export const DATABASE_MARKER: RegExp;
export function opensDatabase(source: string): boolean;
export function testFileOpensDatabase(file: string): boolean;
export function postgresTestFiles(root: string): string[];
