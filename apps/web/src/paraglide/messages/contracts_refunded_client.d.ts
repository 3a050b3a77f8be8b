/**
* | output |
* | --- |
* | "Refunded to the client" |
*
* @param {Contracts_Refunded_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refunded_client: ((inputs?: Contracts_Refunded_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refunded_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refunded_ClientInputs = {};
