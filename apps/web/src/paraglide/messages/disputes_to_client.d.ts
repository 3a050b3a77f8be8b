/**
* | output |
* | --- |
* | "To the client ({currency})" |
*
* @param {Disputes_To_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_to_client: ((inputs: Disputes_To_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_To_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_To_ClientInputs = {
    currency: NonNullable<unknown>;
};
