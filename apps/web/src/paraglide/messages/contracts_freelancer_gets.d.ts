/**
* | output |
* | --- |
* | "The freelancer receives" |
*
* @param {Contracts_Freelancer_GetsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_freelancer_gets: ((inputs?: Contracts_Freelancer_GetsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Freelancer_GetsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Freelancer_GetsInputs = {};
