/**
* | output |
* | --- |
* | "This milestone has not been funded yet, so there is no payment to show." |
*
* @param {Contracts_Not_Funded_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_not_funded_yet: ((inputs?: Contracts_Not_Funded_YetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Not_Funded_YetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Not_Funded_YetInputs = {};
