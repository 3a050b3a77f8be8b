/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Contracts_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_expired: ((inputs?: Contracts_Status_ExpiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_ExpiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_ExpiredInputs = {};
