/**
* | output |
* | --- |
* | "Too many payout method changes" |
*
* @param {Err_Too_Many_Payout_Method_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_payout_method_changes: ((inputs?: Err_Too_Many_Payout_Method_ChangesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Payout_Method_ChangesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Payout_Method_ChangesInputs = {};
