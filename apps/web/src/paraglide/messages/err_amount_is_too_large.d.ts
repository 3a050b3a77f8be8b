/**
* | output |
* | --- |
* | "Amount is too large" |
*
* @param {Err_Amount_Is_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_amount_is_too_large: ((inputs?: Err_Amount_Is_Too_LargeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Amount_Is_Too_LargeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Amount_Is_Too_LargeInputs = {};
