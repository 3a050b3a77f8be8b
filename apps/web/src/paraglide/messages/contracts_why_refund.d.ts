/**
* | output |
* | --- |
* | "Why do you want a refund?" |
*
* @param {Contracts_Why_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_why_refund: ((inputs?: Contracts_Why_RefundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Why_RefundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Why_RefundInputs = {};
