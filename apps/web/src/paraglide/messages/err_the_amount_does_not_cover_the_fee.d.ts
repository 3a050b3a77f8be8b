/**
* | output |
* | --- |
* | "The amount does not cover the fee" |
*
* @param {Err_The_Amount_Does_Not_Cover_The_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_amount_does_not_cover_the_fee: ((inputs?: Err_The_Amount_Does_Not_Cover_The_FeeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Amount_Does_Not_Cover_The_FeeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Amount_Does_Not_Cover_The_FeeInputs = {};
