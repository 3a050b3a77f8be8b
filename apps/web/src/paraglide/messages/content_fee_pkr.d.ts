/**
* | output |
* | --- |
* | "PKR {amount}" |
*
* @param {Content_Fee_PkrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_fee_pkr: ((inputs: Content_Fee_PkrInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Fee_PkrInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Fee_PkrInputs = {
    amount: NonNullable<unknown>;
};
