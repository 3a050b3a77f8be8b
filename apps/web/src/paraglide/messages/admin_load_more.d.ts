/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Admin_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_load_more: ((inputs?: Admin_Load_MoreInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Load_MoreInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Load_MoreInputs = {};
