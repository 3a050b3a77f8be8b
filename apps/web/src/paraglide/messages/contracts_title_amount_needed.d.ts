/**
* | output |
* | --- |
* | "Give a title and an amount such as 250.00" |
*
* @param {Contracts_Title_Amount_NeededInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_title_amount_needed: ((inputs?: Contracts_Title_Amount_NeededInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Title_Amount_NeededInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Title_Amount_NeededInputs = {};
