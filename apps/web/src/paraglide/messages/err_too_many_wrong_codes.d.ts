/**
* | output |
* | --- |
* | "Too many wrong codes" |
*
* @param {Err_Too_Many_Wrong_CodesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_wrong_codes: ((inputs?: Err_Too_Many_Wrong_CodesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Wrong_CodesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Wrong_CodesInputs = {};
