/**
* | output |
* | --- |
* | "Pending ({currency})" |
*
* @param {Contracts_Pending_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_pending_cur: ((inputs: Contracts_Pending_CurInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Pending_CurInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Pending_CurInputs = {
    currency: NonNullable<unknown>;
};
