/**
 * What `@lingui/core` gets for `@lingui/message-utils/compileMessage` in a production build
 * (`linguiCompiledCatalogsPlugin`). Lingui's core installs the ICU compiler only outside production, for
 * messages given as strings; ours arrive compiled (`compileCatalog`, in each language's lazily loaded
 * chunk), so the compiler and its parser (moo, @messageformat/parser, about 6 kB gzip) stay out of the
 * entry. Reached only if a string message slipped past `compileCatalog`: then it says so.
 */
export function compileMessage(message: string): never {
  throw new Error(`Message "${message}" reached Lingui uncompiled: catalogs are compiled when they load (compileCatalog)`);
}
