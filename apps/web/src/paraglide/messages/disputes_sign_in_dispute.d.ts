/**
* | output |
* | --- |
* | "Sign in to see this dispute." |
*
* @param {Disputes_Sign_In_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_sign_in_dispute: ((inputs?: Disputes_Sign_In_DisputeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Sign_In_DisputeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Sign_In_DisputeInputs = {};
