/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Contracts_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_declined: ((inputs?: Contracts_Status_DeclinedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_DeclinedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_DeclinedInputs = {};
