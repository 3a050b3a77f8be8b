/**
* | output |
* | --- |
* | "Loading disputes..." |
*
* @param {Admin_Disputes_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_loading: ((inputs?: Admin_Disputes_LoadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Disputes_LoadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Disputes_LoadingInputs = {};
