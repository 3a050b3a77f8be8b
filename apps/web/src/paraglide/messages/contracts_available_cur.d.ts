/**
* | output |
* | --- |
* | "Available ({currency})" |
*
* @param {Contracts_Available_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_available_cur: ((inputs: Contracts_Available_CurInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Available_CurInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Available_CurInputs = {
    currency: NonNullable<unknown>;
};
