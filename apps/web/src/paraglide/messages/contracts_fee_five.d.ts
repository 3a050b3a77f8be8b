/**
* | output |
* | --- |
* | "Platform fee (5%, from the freelancer's side)" |
*
* @param {Contracts_Fee_FiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee_five: ((inputs?: Contracts_Fee_FiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Fee_FiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Fee_FiveInputs = {};
