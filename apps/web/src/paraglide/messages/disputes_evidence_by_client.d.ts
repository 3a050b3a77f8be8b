/**
* | output |
* | --- |
* | "by the client, {date}" |
*
* @param {Disputes_Evidence_By_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence_by_client: ((inputs: Disputes_Evidence_By_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Evidence_By_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Evidence_By_ClientInputs = {
    date: NonNullable<unknown>;
};
