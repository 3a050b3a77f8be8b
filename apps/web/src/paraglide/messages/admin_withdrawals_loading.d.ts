/**
* | output |
* | --- |
* | "Loading withdrawals..." |
*
* @param {Admin_Withdrawals_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_loading: ((inputs?: Admin_Withdrawals_LoadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawals_LoadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawals_LoadingInputs = {};
