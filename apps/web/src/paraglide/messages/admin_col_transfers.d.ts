/**
* | output |
* | --- |
* | "Transfers" |
*
* @param {Admin_Col_TransfersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_transfers: ((inputs?: Admin_Col_TransfersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_TransfersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_TransfersInputs = {};
