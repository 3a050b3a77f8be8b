/**
* | output |
* | --- |
* | "This page could not be shown. Try again." |
*
* @param {Common_Page_Not_ShownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_page_not_shown: ((inputs?: Common_Page_Not_ShownInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Page_Not_ShownInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Page_Not_ShownInputs = {};
