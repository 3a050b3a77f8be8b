/**
* | output |
* | --- |
* | "This page could not be loaded. Check your connection and try again." |
*
* @param {Common_Page_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_page_not_loaded: ((inputs?: Common_Page_Not_LoadedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Page_Not_LoadedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Page_Not_LoadedInputs = {};
