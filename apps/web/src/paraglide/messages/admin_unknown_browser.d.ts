/**
* | output |
* | --- |
* | "unknown browser" |
*
* @param {Admin_Unknown_BrowserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_unknown_browser: ((inputs?: Admin_Unknown_BrowserInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Unknown_BrowserInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Unknown_BrowserInputs = {};
