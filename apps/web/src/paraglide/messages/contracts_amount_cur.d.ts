/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Contracts_Amount_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_amount_cur: ((inputs: Contracts_Amount_CurInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Amount_CurInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Amount_CurInputs = {
    currency: NonNullable<unknown>;
};
