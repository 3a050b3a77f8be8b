/**
* | output |
* | --- |
* | "Fees earned" |
*
* @param {Admin_Col_FeesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_fees: ((inputs?: Admin_Col_FeesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_FeesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_FeesInputs = {};
