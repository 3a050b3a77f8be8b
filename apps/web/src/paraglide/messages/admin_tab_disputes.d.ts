/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {Admin_Tab_DisputesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_disputes: ((inputs?: Admin_Tab_DisputesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_DisputesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_DisputesInputs = {};
