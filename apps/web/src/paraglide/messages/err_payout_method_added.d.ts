/**
* | output |
* | --- |
* | "Payout method added" |
*
* @param {Err_Payout_Method_AddedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payout_method_added: ((inputs?: Err_Payout_Method_AddedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payout_Method_AddedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payout_Method_AddedInputs = {};
