/**
* | output |
* | --- |
* | "Choose a payout method" |
*
* @param {Err_Choose_A_Payout_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_a_payout_method: ((inputs?: Err_Choose_A_Payout_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Choose_A_Payout_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Choose_A_Payout_MethodInputs = {};
