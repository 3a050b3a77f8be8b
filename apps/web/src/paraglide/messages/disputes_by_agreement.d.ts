/**
* | output |
* | --- |
* | "by agreement" |
*
* @param {Disputes_By_AgreementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_agreement: ((inputs?: Disputes_By_AgreementInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_By_AgreementInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_By_AgreementInputs = {};
