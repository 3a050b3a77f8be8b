/**
* | output |
* | --- |
* | "Payout method removed" |
*
* @param {Err_Payout_Method_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payout_method_removed: ((inputs?: Err_Payout_Method_RemovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payout_Method_RemovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payout_Method_RemovedInputs = {};
