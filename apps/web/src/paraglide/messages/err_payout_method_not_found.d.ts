/**
* | output |
* | --- |
* | "Payout method not found" |
*
* @param {Err_Payout_Method_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payout_method_not_found: ((inputs?: Err_Payout_Method_Not_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payout_Method_Not_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payout_Method_Not_FoundInputs = {};
